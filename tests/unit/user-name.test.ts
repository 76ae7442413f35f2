import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { CONFUSABLE_PROTOTYPES, isValidUserName, userNameSkeleton } from "@/lib/text/user-name";

// One set of rules for a user name, which the API enforces and the sign-up form checks first.
describe("user names", () => {
  it.each(["abc", "alice_2026", "A_b_C", "x".repeat(20)])("takes %s", (name) => {
    expect(isValidUserName(name)).toBe(true);
  });

  it.each(["ab", "x".repeat(21), "has space", "dash-ed", "@alice", "名字名字", "", "admin", "Margins", "GRAPHQL"])(
    "refuses %j",
    (name) => {
      expect(isValidUserName(name)).toBe(false);
    },
  );
});

/** Every character a user name may hold. */
const ALPHABET = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_"];

/** Unicode's confusables.txt as a map from each listed character to its prototype (unhomoglyph's data). */
const CONFUSABLES = createRequire(import.meta.url)("unhomoglyph/data.json") as Record<string, string>;

describe("the confusable skeleton of a user name (Unicode TS #39)", () => {
  it("maps the name alphabet as confusables.txt does: I and 1 read as l, 0 as O, m as rn", () => {
    const listed = ALPHABET.filter((c) => CONFUSABLES[c] !== undefined);
    expect(CONFUSABLE_PROTOTYPES).toEqual(
      Object.fromEntries(listed.map((c) => [c, (CONFUSABLES[c] as string).normalize("NFD")])),
    );
    expect(Object.keys(CONFUSABLE_PROTOTYPES).sort()).toEqual(["0", "1", "I", "m"]);
  });

  it.each([
    ["alice", "aIice"],
    ["alice", "AIice"],
    ["Alice", "aIice"],
    ["google", "g00gle"],
    ["paypal", "paypa1"],
    ["mark", "rnark"],
    ["Mark", "rnark"],
    ["bill", "biII"],
    ["l1ly", "IIly"],
  ])("gives %s and %s one skeleton", (a, b) => {
    expect(userNameSkeleton(a)).toBe(userNameSkeleton(b));
  });

  it.each([
    ["alice", "aiice"],
    ["alice", "allce"],
    ["bob", "b0bb"],
    ["tom", "torn_"],
    ["reader1", "reader11"],
  ])("tells %s from %s", (a, b) => {
    expect(userNameSkeleton(a)).not.toBe(userNameSkeleton(b));
  });

  it("is a fixed point: the skeleton of a skeleton is itself, in lower case", () => {
    for (const a of ALPHABET) {
      for (const b of ALPHABET) {
        const key = userNameSkeleton(`${a}${b}`);
        expect(userNameSkeleton(key)).toBe(key);
        expect(key).toBe(key.toLowerCase());
      }
    }
  });

  it("folds case after the first mapping: Bob is bob, and ALICE meets allce, as its I reads as l", () => {
    expect(userNameSkeleton("ALICE_2026")).toBe(userNameSkeleton("allce_2026"));
    expect(userNameSkeleton("Bob")).toBe(userNameSkeleton("bob"));
  });
});
