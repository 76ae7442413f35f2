// Hardhat serves the local chain only (`hardhat node`): nothing is compiled or deployed by it
// (scripts/chain/local-chain.ts compiles with solc-js and deploys with viem).
import { defineConfig } from "hardhat/config";

// Started by local-chain.ts, the node keeps a pipe from it as its stdin: when that process ends
// in any way (even killed outright, when its exit handlers never run), the pipe closes and the
// node goes too.
if (process.env.LOCAL_CHAIN_PARENT_PIPE === "1") {
  process.stdin.on("end", () => process.exit(0));
  process.stdin.resume();
}

// A reverted transaction is mined with a failed receipt, as on a real chain (Hardhat's default
// refuses it at sending), so the site's handling of a reverted payment can be tested.
export default defineConfig({
  networks: {
    node: { type: "edr-simulated", throwOnTransactionFailures: false },
  },
});
