import { describe, expect, it } from "vitest";
import { fromGlobalId, idOf, NODE_TYPES, toGlobalId } from "@/server/api/ids";

function codeOf(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return (error as { extensions?: { code?: unknown } }).extensions?.code;
  }
  throw new Error("expected the call to throw");
}

describe("global ids", () => {
  it("encodes as in the contract", () => {
    expect(toGlobalId("Article", 1)).toBe("QXJ0aWNsZTox");
    expect(fromGlobalId("QXJ0aWNsZTox")).toEqual({ type: "Article", id: 1 });
  });

  it.each(NODE_TYPES)("round trips %s", (type) => {
    for (const id of [1, 42, 9_007_199_254_740_991]) {
      const globalId = toGlobalId(type, id);
      expect(fromGlobalId(globalId)).toEqual({ type, id });
      expect(idOf(globalId, type)).toBe(id);
    }
  });

  it.each([
    ["not base64", "!!!"],
    ["empty", ""],
    ["no id", btoa("Article:")],
    ["zero", btoa("Article:0")],
    ["negative", btoa("Article:-1")],
    ["fraction", btoa("Article:1.5")],
    ["unknown type", btoa("Nope:1")],
    ["leading zero", btoa("Article:01")],
    ["no separator", btoa("Article1")],
    ["no type", btoa(":1")],
    ["trailing junk", btoa("Article:1x")],
  ])("rejects %s with BAD_USER_INPUT", (_label, globalId) => {
    expect(() => fromGlobalId(globalId)).toThrow();
    expect(codeOf(() => fromGlobalId(globalId))).toBe("BAD_USER_INPUT");
  });

  it("idOf rejects an id of another type with BAD_USER_INPUT", () => {
    const userId = toGlobalId("User", 1);
    expect(codeOf(() => idOf(userId, "Article"))).toBe("BAD_USER_INPUT");
    expect(codeOf(() => idOf("!!!", "Article"))).toBe("BAD_USER_INPUT");
  });
});
