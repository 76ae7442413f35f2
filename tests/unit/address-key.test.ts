import { describe, expect, it } from "vitest";
import { addressKey } from "@/server/api/rules/address-key";

// The key per-address rate limits count a client under (server/api/rules/address-key.ts).

describe("addressKey", () => {
  it("keeps an IPv4 address whole", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("203.0.113.8")).toBe("203.0.113.8");
    expect(addressKey(" 10.0.0.1 ")).toBe("10.0.0.1");
  });

  it("counts an IPv6 address by its first 64 bits", () => {
    expect(addressKey("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    // any address of the same /64 is the same key, however it is written
    expect(addressKey("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:DB8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("[2001:db8:1:2::abcd]")).toBe("2001:db8:1:2::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    // the next /64 is another key
    expect(addressKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("::")).toBe("0:0:0:0::/64");
  });

  it("takes an IPv4-mapped IPv6 address as the IPv4 address it maps", () => {
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:cb00:7107")).toBe("203.0.113.7");
    expect(addressKey("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
    // not mapped: an address that merely ends in an IPv4 one is IPv6
    expect(addressKey("64:ff9b::203.0.113.7")).toBe("64:ff9b:0:0::/64");
  });

  it("leaves what is not an address as its own key", () => {
    expect(addressKey("unknown")).toBe("unknown");
    expect(addressKey("")).toBe("");
    expect(addressKey("256.1.1.1")).toBe("256.1.1.1");
    expect(addressKey("1.2.3")).toBe("1.2.3");
    expect(addressKey("2001:db8::1::2")).toBe("2001:db8::1::2");
    expect(addressKey("2001:db8:1:2:3:4:5:6:7")).toBe("2001:db8:1:2:3:4:5:6:7");
    expect(addressKey("12345::1")).toBe("12345::1");
  });
});
