import { describe, expect, it } from "vitest";
import { Client, type GqlResult } from "../support/api";

// @constraint on the API's own inputs: refused before any resolver runs, with the field named.

let ipSeq = 0;
const client = () => {
  ipSeq += 1;
  return new Client(`10.7.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`);
};

const refusal = (result: GqlResult) => {
  const error = result.errors?.[0];
  return { code: error?.extensions?.code, field: error?.extensions?.field, message: error?.message };
};

describe("@constraint on the API's inputs", () => {
  it("a negative page size, named at its place in the input", async () => {
    const result = await client().gql(`{ search(input: { key: "tea", type: Article, first: -1 }) { totalCount } }`);
    expect(refusal(result)).toEqual({
      code: "BAD_USER_INPUT",
      field: "input.first",
      message: "`input.first` must be at least 0.",
    });
    expect(result.data).toBeNull();
  });

  it("a page size nested two inputs deep, given as a variable", async () => {
    const result = await client().gql(
      `query($random: Int) { viewer { recommendation { authors(input: { filter: { random: $random } }) { totalCount } } } }`,
      { random: 50 },
    );
    expect(refusal(result)).toEqual({
      code: "BAD_USER_INPUT",
      field: "input.filter.random",
      message: "`input.filter.random` must be at most 49.",
    });
  });

  it("a sitemap page before the first", async () => {
    const result = await client().gql(`{ sitemap { articles(input: { page: 0 }) { shortHash } } }`);
    expect(refusal(result)).toMatchObject({ code: "BAD_USER_INPUT", field: "input.page" });
  });

  it("too many ids for nodes", async () => {
    const ids = Array.from({ length: 100 }, (_, i) => btoa(`User:${i + 1}`));
    const result = await client().gql(`query($ids: [ID!]!) { nodes(input: { ids: $ids }) { id } }`, { ids });
    expect(refusal(result)).toEqual({
      code: "BAD_USER_INPUT",
      field: "input.ids",
      message: "`input.ids` must hold at most 99 items.",
    });
  });

  it("an invalid email answers the catalogue's USER_EMAIL_INVALID, and is not counted by the rate limits", async () => {
    const c = client();
    const send = (email: string) =>
      c.gql(`mutation($input: SendVerificationCodeInput!) { sendVerificationCode(input: $input) }`, {
        input: { email, type: "register" },
      });
    // sendVerificationCode allows 5 calls per email in 10 minutes: refused input is not one of them
    for (let i = 0; i < 6; i++) {
      expect(refusal(await send("not-an-email"))).toEqual({
        code: "USER_EMAIL_INVALID",
        field: "input.email",
        message: "`input.email` must be an email address.",
      });
    }
    // spaces and capitals are the service's to normalize, not a reason to refuse
    const result = await send(` New${Math.floor(Math.random() * 1e9)}@Example.com `);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ sendVerificationCode: true });
  });
});
