// Local chains (scripts/chain/local-chain.ts) for the API tests, which run inside workerd and
// cannot start processes. Starting Hardhat's node costs a few seconds, and most test files never
// touch a chain, so one starts on a file's first ask: the file fetches POST
// <inject("chainControl")>?for=<its path> and gets its chain's RPC address and contracts
// (LocalChainInfo), then passes the address to the API as LOCAL_RPC_URL. A chain per file: files
// run two at a time, and two files sending from the deployer's account (minting, the vault's
// releases) on one chain could take the same nonce. The nodes stop when the test run ends.
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
  const chains = new Map<string, Promise<LocalChain>>();
  const server = createServer((request, response) => {
    if (request.method !== "POST") return void response.writeHead(405).end();
    const file = new URL(request.url ?? "/", "http://control").searchParams.get("for") ?? "";
    let chain = chains.get(file);
    if (!chain) {
      chain = freePort().then((port) => startLocalChain({ port }));
      chains.set(file, chain);
    }
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
    await Promise.all([...chains.values()].map(async (chain) => (await chain.catch(() => undefined))?.stop()));
  };
}
