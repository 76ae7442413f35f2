import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
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
