import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { handleGraphQL, PREFLIGHT_HEADER } from "@/lib/api/handler";
import { Client, codeOf } from "../support/api";

// This file breaks its own (isolated) database on purpose.

describe("unexpected failures", () => {
  it("answer INTERNAL_SERVER_ERROR without the database's words", async () => {
    await env.DB.exec("DROP TABLE features");
    const result = await new Client().gql("{ official { features { name } } }");
    expect(codeOf(result)).toBe("INTERNAL_SERVER_ERROR");
    expect(result.errors?.[0]?.message).toBe("Unexpected error.");
    expect(JSON.stringify(result.errors)).not.toMatch(/select|SQL|D1_ERROR|no such table|\.ts:\d+/i);
  });
});

describe("the local mailbox", () => {
  const mailbox = async (mailEnv: Cloudflare.Env) => {
    const response = await handleGraphQL(
      new Request("http://127.0.0.1:8787/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", [PREFLIGHT_HEADER]: "true" },
        body: JSON.stringify({ query: "{ devMailbox(input: { first: 5 }) { subject } }" }),
      }),
      mailEnv,
    );
    return response.json();
  };

  it("lists mail when no provider is configured", async () => {
    expect(await mailbox(env)).toEqual({ data: { devMailbox: [] } });
  });

  it("does not exist when a mail provider is configured", async () => {
    const withProvider = { ...env, MAIL_API_URL: "https://mail.invalid/send", MAIL_API_KEY: "k" };
    expect(await mailbox(withProvider)).toEqual({ data: { devMailbox: null } });
  });
});
