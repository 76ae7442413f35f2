import { describe, expect, it } from "vitest";
import { FEATURE_NAMES } from "@/server/db/schema";
import { Client, codeOf, createUser, signIn } from "../support/api";

describe("official features", () => {
  it("lists the contract's features, all off by default", async () => {
    const result = await new Client().gql<{ official: { features: { name: string; enabled: boolean }[] } }>(
      "{ official { features { name enabled } } }",
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.official.features).toEqual(
      FEATURE_NAMES.map((name) => ({
        name,
        enabled: false,
      })),
    );
  });

  const SET = `mutation($input: SetFeatureInput!) { setFeature(input: $input) { name enabled } }`;

  it("lets an admin turn a flag on, and everyone sees it", async () => {
    const admin = await createUser({ role: "admin" });
    const client = await signIn(admin.email as string);
    const set = await client.gql(SET, { input: { name: "payment", flag: "on" } });
    expect(set.data).toEqual({ setFeature: { name: "payment", enabled: true } });
    const read = await new Client().gql<{ official: { features: { name: string; enabled: boolean }[] } }>(
      "{ official { features { name enabled } } }",
    );
    expect(read.data?.official.features.find((f) => f.name === "payment")?.enabled).toBe(true);
  });

  it("refuses visitors and other users", async () => {
    expect(codeOf(await new Client().gql(SET, { input: { name: "payout", flag: "on" } }))).toBe("UNAUTHENTICATED");
    const user = await createUser();
    const client = await signIn(user.email as string);
    expect(codeOf(await client.gql(SET, { input: { name: "payout", flag: "on" } }))).toBe("FORBIDDEN");
  });
});
