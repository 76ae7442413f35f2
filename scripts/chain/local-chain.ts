// The local EVM chain for wallet development and tests: Hardhat's `hardhat node` (from npm, on
// 127.0.0.1, chain id 31337, 20 funded accounts with well-known keys), the Solidity sources in
// contracts/ compiled with solc-js (the `solc` package: wasm, offline; `hardhat build` would
// download a native compiler) and deployed with viem.
//
//   node scripts/chain/local-chain.ts [--port 8545]   serves until Ctrl-C, printing the addresses
//
// startLocalChain() does the same for a program (tests/support/chain-global-setup.ts): start is
// bounded (START_TIMEOUT_MS) and stop() ends the node, which also ends when this process does.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import solc from "solc";
import { type Abi, createPublicClient, createWalletClient, type Hex, http, parseAbi } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { localChain } from "../../lib/web3/chains.ts";

const START_TIMEOUT_MS = 30_000;
const CONFIG = fileURLToPath(new URL("./hardhat.config.ts", import.meta.url));
const CONTRACTS = new URL("../../contracts/", import.meta.url);

/**
 * Hardhat's first default accounts (from its public test mnemonic), funded with 10000 ETH
 * each on every local chain: never use them anywhere else. #0 deploys; #1 owns the smart wallet.
 */
export const LOCAL_KEYS = [
  "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80",
  "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
  "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a",
] as const satisfies readonly Hex[];

export type LocalChain = {
  rpcUrl: string;
  chainId: 31337;
  /**
   * Deployed from contracts/, always in this order by LOCAL_KEYS[0]'s first four transactions,
   * so the addresses are the same on every start (wrangler.toml names them as LOCAL_*): the
   * 6-decimal ERC-20, an ERC-1271 wallet owned by LOCAL_KEYS[1], the support contract and the
   * Logbook-like collectible.
   */
  contracts: { usdt: Hex; smartWallet: Hex; curation: Hex; logbook: Hex };
  smartWalletOwnerKey: Hex;
  /** The support contract's operator (it releases vault deposits), and the USDT minter. */
  operatorKey: Hex;
  /** Milliseconds: the node answering, then compiling and deploying. */
  timings: { node: number; deploy: number };
  stop: () => Promise<void>;
};

type Artifact = { abi: Abi; bytecode: Hex };

/** Compiles every contract in contracts/ with solc-js; throws with solc's messages on an error. */
export function compileContracts(
  names = ["TestUSDT", "TestSmartWallet", "Curation", "TestLogbook"],
): Record<string, Artifact> {
  const sources = Object.fromEntries(
    names.map((name) => [`${name}.sol`, { content: readFileSync(new URL(`${name}.sol`, CONTRACTS), "utf8") }]),
  );
  const input = {
    language: "Solidity",
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      // a fork every Hardhat node runs, whichever its default
      evmVersion: "cancun",
      outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
  };
  const errors = (output.errors ?? []).filter((e) => e.severity === "error");
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join("\n"));
  return Object.fromEntries(
    names.map((name) => {
      const compiled = output.contracts[`${name}.sol`]?.[name];
      if (!compiled) throw new Error(`solc produced no ${name}`);
      return [name, { abi: compiled.abi, bytecode: `0x${compiled.evm.bytecode.object}` as Hex }];
    }),
  );
}

async function rpcAnswers(rpcUrl: string) {
  try {
    const response = await fetch(rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
      signal: AbortSignal.timeout(1000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

function startNode(port: number): { child: ChildProcess; recentOutput: () => string } {
  // the package's bin (its exports map does not name the file)
  const hardhat = fileURLToPath(new URL("../../node_modules/hardhat/dist/src/cli.js", import.meta.url));
  const child = spawn(
    process.execPath,
    [hardhat, "--config", CONFIG, "node", "--hostname", "127.0.0.1", "--port", String(port)],
    // stdin stays a pipe from this process: hardhat.config.ts ends the node when it closes
    { stdio: ["pipe", "pipe", "pipe"], env: { ...process.env, LOCAL_CHAIN_PARENT_PIPE: "1" } },
  );
  // kept for the error below; the node prints its accounts and every request
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return { child, recentOutput: () => output };
}

function stopNode(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill("SIGKILL"), 3000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

let compiled: Record<string, Artifact> | undefined;

/** Starts the node on 127.0.0.1:`port`, deploys contracts/ and answers where everything is. */
export async function startLocalChain({ port = 8545 } = {}): Promise<LocalChain> {
  const rpcUrl = `http://127.0.0.1:${port}`;
  if (await rpcAnswers(rpcUrl)) throw new Error(`something already answers on ${rpcUrl}`);
  const started = performance.now();
  const { child, recentOutput } = startNode(port);
  const stop = () => stopNode(child);
  // the node must not outlive whoever started it
  const onExit = () => child.kill("SIGKILL");
  process.once("exit", onExit);
  try {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!(await rpcAnswers(rpcUrl))) {
      if (child.exitCode !== null) {
        throw new Error(`hardhat node exited (${child.exitCode}):\n${recentOutput()}`);
      }
      if (Date.now() > deadline) throw new Error(`hardhat node did not answer on ${rpcUrl} in ${START_TIMEOUT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const nodeReady = performance.now();

    // compiled once in a process: every chain it starts deploys the same bytecode
    if (!compiled) compiled = compileContracts();
    const artifacts = compiled;
    const transport = http(rpcUrl);
    const publicClient = createPublicClient({ chain: localChain, transport });
    const deployer = createWalletClient({ account: privateKeyToAccount(LOCAL_KEYS[0]), chain: localChain, transport });
    const owner = privateKeyToAccount(LOCAL_KEYS[1]);
    const deploy = async (artifact: Artifact, args: readonly unknown[] = []) => {
      const hash = await deployer.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode, args });
      const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
      if (!receipt.contractAddress) throw new Error("deployment made no contract");
      return receipt.contractAddress;
    };
    const usdt = await deploy(artifacts.TestUSDT as Artifact);
    const smartWallet = await deploy(artifacts.TestSmartWallet as Artifact, [owner.address]);
    const curation = await deploy(artifacts.Curation as Artifact, [deployer.account.address]);
    const logbook = await deploy(artifacts.TestLogbook as Artifact);
    const done = performance.now();
    return {
      rpcUrl,
      chainId: 31337,
      contracts: { usdt, smartWallet, curation, logbook },
      smartWalletOwnerKey: LOCAL_KEYS[1],
      operatorKey: LOCAL_KEYS[0],
      timings: { node: Math.round(nodeReady - started), deploy: Math.round(done - nodeReady) },
      stop: async () => {
        process.off("exit", onExit);
        await stop();
      },
    };
  } catch (error) {
    process.off("exit", onExit);
    await stop();
    throw error;
  }
}

/** Mints `amount` (in the token's 6-decimal units) of the local USDT to `to`, and waits for it. */
export async function mintTestUsdt(
  chain: Pick<LocalChain, "rpcUrl" | "contracts" | "operatorKey">,
  to: Hex,
  amount: bigint,
) {
  const transport = http(chain.rpcUrl);
  const publicClient = createPublicClient({ chain: localChain, transport });
  const minter = createWalletClient({ account: privateKeyToAccount(chain.operatorKey), chain: localChain, transport });
  const hash = await minter.writeContract({
    address: chain.contracts.usdt,
    abi: parseAbi(["function mint(address to, uint256 value)"]),
    functionName: "mint",
    args: [to, amount],
  });
  await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
}

/** Mints a Logbook to `to` (the deployer is its minter), and waits for it. */
export async function mintTestLogbook(chain: Pick<LocalChain, "rpcUrl" | "contracts" | "operatorKey">, to: Hex) {
  const transport = http(chain.rpcUrl);
  const publicClient = createPublicClient({ chain: localChain, transport });
  const minter = createWalletClient({ account: privateKeyToAccount(chain.operatorKey), chain: localChain, transport });
  const hash = await minter.writeContract({
    address: chain.contracts.logbook,
    abi: parseAbi(["function mint(address to) returns (uint256)"]),
    functionName: "mint",
    args: [to],
  });
  await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const portArg = process.argv.indexOf("--port");
  const port = portArg > 0 ? Number(process.argv[portArg + 1]) : 8545;
  const chain = await startLocalChain({ port });
  const { stop, ...shown } = chain;
  console.log(JSON.stringify(shown, null, 2));
  console.log("Serving until Ctrl-C.");
  const end = () => void stop().then(() => process.exit(0));
  process.once("SIGINT", end);
  process.once("SIGTERM", end);
}
