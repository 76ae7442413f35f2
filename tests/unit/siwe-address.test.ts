import { describe, expect, it } from "vitest";
import { parseAddress, storedAddress } from "@/server/auth/siwe";

// Wallet addresses as people write them (spec section 5): 0x and 40 hex digits, one case, or
// mixed case that is the EIP-55 checksum. The vectors are EIP-55's own.

const EIP55 = [
  "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
  "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
  "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
  "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb",
];

describe("parseAddress", () => {
  it("takes checksummed, all-lower and all-upper spellings, answering the checksum", () => {
    for (const address of EIP55) {
      expect(parseAddress(address)).toBe(address);
      expect(parseAddress(address.toLowerCase())).toBe(address);
      expect(parseAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(address);
      expect(parseAddress(`  ${address} `)).toBe(address);
    }
  });

  it("refuses mixed case that is not the checksum", () => {
    for (const address of EIP55) {
      const at = [...address].findIndex((ch, i) => i > 1 && /[a-fA-F]/.test(ch));
      const ch = address[at] ?? "";
      const flipped = ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase();
      expect(parseAddress(address.slice(0, at) + flipped + address.slice(at + 1))).toBeNull();
    }
  });

  it("refuses what is not 0x and 40 hex digits", () => {
    const [address = ""] = EIP55;
    for (const bad of [
      "",
      "0x",
      address.slice(2),
      address.slice(0, 41),
      `${address}a`,
      `0X${address.slice(2)}`,
      `0x${"g".repeat(40)}`,
    ]) {
      expect(parseAddress(bad), bad).toBeNull();
    }
  });

  it("stores one spelling a wallet", () => {
    expect(storedAddress(EIP55[0] ?? "")).toBe("0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed");
  });
});
