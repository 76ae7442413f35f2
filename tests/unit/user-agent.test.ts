import { describe, expect, it } from "vitest";
import { deviceName } from "@/lib/text/user-agent";
import { isPaymentPointer } from "@/server/api/rules/account";

describe("deviceName", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      { browser: "Edge", system: "Windows" },
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      { browser: "Chrome", system: "macOS" },
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1",
      { browser: "Safari", system: "iOS" },
    ],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", { browser: "Firefox", system: "Linux" }],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      { browser: "Chrome", system: "Android" },
    ],
  ])("names %s", (userAgent, expected) => {
    expect(deviceName(userAgent)).toEqual(expected);
  });

  it("names nothing it does not know", () => {
    expect(deviceName(null)).toBeNull();
    expect(deviceName("curl/8.5.0")).toBeNull();
  });
});

describe("isPaymentPointer", () => {
  it.each(["$wallet.example.com/alice", "$ilp.example.com", "$pay.example.org:8443/a/b"])("takes %s", (pointer) => {
    expect(isPaymentPointer(pointer)).toBe(true);
  });

  it.each(["wallet.example.com/alice", "$", "$localhost", "$wallet.example.com/<x>", `$a.io/${"x".repeat(200)}`])(
    "refuses %s",
    (pointer) => {
      expect(isPaymentPointer(pointer)).toBe(false);
    },
  );
});
