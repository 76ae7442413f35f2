// A plain HTTP server on this machine for the API tests of uploads by `url` (vitest globalSetup,
// in Node). The tests, inside workerd, put files on it and ask the API to fetch them:
//   PUT /files/<name>        keeps the body, served back by GET with the PUT's content-type
//   GET /redirect?to=<url>   302 to that address
//   GET /huge                says it is 100 MB long
//   GET /hits                how many requests each path had (JSON), to prove one was never made
import { createServer } from "node:http";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    fileServer: string;
  }
}

export default async function setup(project: TestProject) {
  const files = new Map<string, { type: string; body: Buffer }>();
  const hits = new Map<string, number>();
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://x");
    if (request.method === "PUT" && url.pathname.startsWith("/files/")) {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      files.set(url.pathname, {
        type: request.headers["content-type"] ?? "application/octet-stream",
        body: Buffer.concat(chunks),
      });
      response.writeHead(204).end();
      return;
    }
    if (url.pathname === "/hits") {
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(Object.fromEntries(hits)));
      return;
    }
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    const file = files.get(url.pathname);
    if (file) {
      response.writeHead(200, { "content-type": file.type, "content-length": file.body.length }).end(file.body);
    } else if (url.pathname === "/redirect") {
      response.writeHead(302, { location: url.searchParams.get("to") ?? "/" }).end();
    } else if (url.pathname === "/huge") {
      response.writeHead(200, { "content-type": "image/png", "content-length": 100 * 1024 * 1024 });
      response.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    } else {
      response.writeHead(404).end("not here");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("file server did not start");
  project.provide("fileServer", `http://127.0.0.1:${address.port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
