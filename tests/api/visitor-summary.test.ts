import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ViewerSummaryQuery } from "@/lib/graphql/documents/viewer";
import { VISITOR_SUMMARY } from "@/lib/graphql/visitor-summary";
import { executeOperation } from "@/server/api/in-process";

// A visitor's page takes its top bar's viewer from a constant instead of asking the API
// (lib/graphql/reads/viewer.ts), so that a page whose reads are all kept never loads the API.
// The constant must be what the API answers a visitor, whatever the resolvers come to say.
describe("the visitor's viewer summary", () => {
  it("is what the API answers without a session", async () => {
    const answer = (await executeOperation(env, String(ViewerSummaryQuery), {})) as { viewer: unknown };
    expect(answer.viewer).toEqual(VISITOR_SUMMARY);
  });

  it("is what the API answers with a cookie that holds no session", async () => {
    const answer = (await executeOperation(env, String(ViewerSummaryQuery), {}, { cookie: "theme=dark" })) as {
      viewer: unknown;
    };
    expect(answer.viewer).toEqual(VISITOR_SUMMARY);
  });
});
