// The support contract (contracts/Curation.sol) as both sides speak to it: the wallet island
// pays through it, the API confirms payments by its events and releases vault deposits. No
// configuration here: each side passes the addresses it was given.
import { type Hex, keccak256, parseAbi, stringToBytes } from "viem";

export const curationAbi = parseAbi([
  "function curate(address to, address token, uint256 amount, string uri)",
  "function curateToVault(bytes32 uid, address token, uint256 amount, string uri)",
  "function withdraw(bytes32 uid, address token, address to) returns (uint256)",
  "function lockedBalance(bytes32 uid, address token) view returns (uint256)",
  "event Curated(address indexed from, address indexed to, address indexed token, string uri, uint256 amount)",
  "event CuratedToVault(address indexed from, bytes32 indexed uid, address indexed token, string uri, uint256 amount)",
  "event Withdrawn(bytes32 indexed uid, address indexed to, address indexed token, uint256 amount)",
]);

/**
 * Whose a vault deposit is: the hash of the author's global id (`User:…` in base64, as the API
 * names them), so the chain never carries a row number and both sides derive it the same way.
 */
export const vaultUid = (userGlobalId: string): Hex => keccak256(stringToBytes(userGlobalId));

/** Where a USDT support is paid: the chain, the token and the support contract. */
export type UsdtSupportConfig = { chainId: number; usdt: Hex; curation: Hex };
