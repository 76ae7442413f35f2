// A local stand-in for the HTTP mail API that server/api/services/mail.ts posts to (MAIL_API_URL):
// the send call of Resend's API, whose shape sendMail speaks. POST /emails with
// `Authorization: Bearer <key>` and a JSON body { from, to, subject, text | html } answers
// 200 { id }; a missing key 401, a key it does not know 403, a missing field 422, each as
// { statusCode, name, message }. Started once for the API tests (vitest globalSetup); the tests
// read what it received:
//   GET /_stand-in/emails?to=<address>   every request for that recipient, in order
import { randomUUID } from "node:crypto";
import { createServer, type ServerResponse } from "node:http";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    mailServer: string;
  }
}

/** The one key the stand-in takes. */
export const MAIL_KEY = "re_test_stand_in_key";

/** A request as it arrived, and what it was answered. */
export type ReceivedMail = {
  method: string;
  path: string;
  authorization: string | null;
  contentType: string | null;
  body: unknown;
  status: number;
};

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));

const refusal = (statusCode: number, name: string, message: string) => ({ statusCode, name, message });

function answer(authorization: string | null, body: unknown): [number, unknown] {
  if (!authorization?.startsWith("Bearer ")) {
    return [401, refusal(401, "missing_api_key", "Missing API key in the authorization header.")];
  }
  if (authorization !== `Bearer ${MAIL_KEY}`) return [403, refusal(403, "invalid_api_key", "API key is invalid")];
  const mail = (body ?? {}) as Record<string, unknown>;
  for (const field of ["from", "to", "subject"]) {
    if (typeof mail[field] !== "string" || mail[field] === "") {
      return [422, refusal(422, "missing_required_field", `Missing \`${field}\` field.`)];
    }
  }
  if (typeof mail.text !== "string" && typeof mail.html !== "string") {
    return [422, refusal(422, "missing_required_field", "Missing `text` or `html` field.")];
  }
  return [200, { id: randomUUID() }];
}

export default async function setup(project: TestProject) {
  const received: ReceivedMail[] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://x");
    if (request.method === "GET" && url.pathname === "/_stand-in/emails") {
      const to = url.searchParams.get("to");
      json(
        response,
        200,
        received.filter((r) => (r.body as { to?: unknown } | null)?.to === to),
      );
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    let body: unknown = null;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      // answered below as a body without its fields
    }
    const authorization = request.headers.authorization ?? null;
    const [status, answered] =
      request.method === "POST" && url.pathname === "/emails"
        ? answer(authorization, body)
        : [404, refusal(404, "not_found", "The requested endpoint does not exist.")];
    received.push({
      method: request.method ?? "",
      path: url.pathname,
      authorization,
      contentType: request.headers["content-type"] ?? null,
      body,
      status,
    });
    json(response, status, answered);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  project.provide("mailServer", `http://127.0.0.1:${address.port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
