import { describe, expect, it } from "vitest";
import { challengeStateAt, nextBoundary, periodOf } from "@/lib/campaign/challenge-state";

// The page takes the API's answer, which may have been cached while the challenge was open,
// to the time it renders: the same rule as the API's (tests/api/challenge-state.test.ts).

const at = (iso: string) => Date.parse(iso);

describe("a challenge's state at a moment", () => {
  const signUp = periodOf({ start: "2026-10-04T00:00:00.000Z", end: "2026-11-08T00:00:00.000Z" });
  const writing = periodOf({ start: "2026-10-04T00:00:00.000Z", end: "2026-11-15T00:00:00.000Z" });

  it("turns a cached 'active' into 'finished' once every period has ended", () => {
    expect(challengeStateAt("active", [signUp, writing], at("2026-11-14T23:59:59.999Z"))).toBe("active");
    expect(challengeStateAt("active", [signUp, writing], at("2026-11-15T00:00:00.000Z"))).toBe("finished");
  });

  it("has not started before its first period", () => {
    expect(challengeStateAt("active", [signUp, writing], at("2026-10-03T23:59:59.999Z"))).toBe("pending");
  });

  it("keeps what the editors set when it is not 'active', and stays open with a period without an end", () => {
    expect(challengeStateAt("archived", [signUp, writing], at("2026-10-10T00:00:00.000Z"))).toBe("archived");
    expect(challengeStateAt("pending", [signUp, writing], at("2026-10-10T00:00:00.000Z"))).toBe("pending");
    const open = periodOf({ start: "2026-10-04T00:00:00.000Z", end: null });
    expect(challengeStateAt("active", [signUp, open], at("2030-01-01T00:00:00.000Z"))).toBe("active");
    expect(challengeStateAt("active", [null, null], at("2030-01-01T00:00:00.000Z"))).toBe("active");
  });

  it("reads the API's periods, and none from what is missing or unreadable", () => {
    expect(periodOf(null)).toBeNull();
    expect(periodOf({ start: "not a date" })).toBeNull();
    expect(periodOf({ start: "2026-10-04T00:00:00.000Z", end: "later" })).toEqual({
      start: at("2026-10-04T00:00:00.000Z"),
      end: null,
    });
  });
});

describe("nextBoundary", () => {
  it("is the first start or end still ahead, which a kept page of the challenge lasts until", () => {
    const periods = [{ start: 100, end: 200 }, { start: 150, end: null }, null];
    expect(nextBoundary(periods, 50)).toBe(100);
    expect(nextBoundary(periods, 100)).toBe(150);
    expect(nextBoundary(periods, 160)).toBe(200);
    // an open end never comes: nothing ahead
    expect(nextBoundary(periods, 200)).toBeUndefined();
    expect(nextBoundary([], 0)).toBeUndefined();
  });
});
