import { describe, expect, it } from "vitest";
import { fromMinor, hongKongDay, toMinor } from "@/lib/money/amounts";

describe("money amounts", () => {
  it("reads whole units as integers of the smallest unit", () => {
    expect(toMinor("HKD", 10.05)).toBe(1005);
    expect(toMinor("HKD", 4999.99)).toBe(499_999);
    expect(toMinor("HKD", 0.01)).toBe(1);
    expect(toMinor("USDT", 1.5)).toBe(1_500_000);
  });

  it("refuses what cannot be money of the currency", () => {
    for (const bad of [0, -1, 12.345, 0.1 + 0.2, 1e-7, Number.NaN, Number.POSITIVE_INFINITY, 1e21]) {
      expect(toMinor("HKD", bad)).toBeNull();
    }
  });

  it("gives whole units back", () => {
    expect(fromMinor("HKD", 1005)).toBe(10.05);
    expect(fromMinor("USDT", 1)).toBe(0.000001);
  });

  it("counts days in Hong Kong time", () => {
    expect(hongKongDay(Date.UTC(2026, 10, 23, 15, 59))).toBe("2026-11-23");
    expect(hongKongDay(Date.UTC(2026, 10, 23, 16, 0))).toBe("2026-11-24");
  });
});
