// The local chain (scripts/chain/local-chain.ts) for the API tests, which run inside workerd
// and cannot start processes. Starting Hardhat's node costs a few seconds, and most test files
// never touch a chain, so it starts on the first ask: a test fetches POST <inject("chainControl")>
// and gets the chain's RPC address and contracts (LocalChainInfo), then passes the address to the
// API as LOCAL_RPC_URL. The node is stopped when the test run ends.
import { createServer } from "node:http";
import type { TestProject } from "vitest/node";
import { type LocalChain, startLocalChain } from "../../scripts/chain/local-chain";

declare module "vitest" {
  export interface ProvidedContext {
    chainControl: string;
  }
}

export type LocalChainInfo = Omit<LocalChain, "stop">;

async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

export default async function setup(project: TestProject) {
  let chain: Promise<LocalChain> | undefined;
  const server = createServer((request, response) => {
    if (request.method !== "POST") return void response.writeHead(405).end();
    chain ??= freePort().then((port) => startLocalChain({ port }));
    chain.then(
      ({ stop: _stop, ...info }) =>
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(info)),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  project.provide("chainControl", `http://127.0.0.1:${address.port}`);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    if (chain) await (await chain.catch(() => undefined))?.stop();
  };
}
