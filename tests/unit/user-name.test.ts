import { describe, expect, it } from "vitest";
import { isValidUserName } from "@/lib/text/user-name";

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
