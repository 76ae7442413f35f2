// Hardhat serves the local chain only (`hardhat node`): nothing is compiled or deployed by it
// (scripts/chain/local-chain.ts compiles with solc-js and deploys with viem).
import { defineConfig } from "hardhat/config";

export default defineConfig({});
