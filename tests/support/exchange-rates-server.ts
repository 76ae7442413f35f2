// A local stand-in for ExchangeRate-API's open endpoint (https://open.er-api.com/v6/latest/<base>),
// speaking its format: { result: "success", base_code, time_last_update_unix, rates: { … } },
// and { result: "error", "error-type": "unsupported-code" } for a base it does not know. Started
// once for the API tests (vitest globalSetup); the scheduled refresh is pointed at it.
//   GET /v6/latest/<base>   the rates below, relative to <base>
//   GET /broken/<base>      200 with an HTML page (a proxy's error page), not JSON
//   GET /partial/<base>     a success without TWD
//   GET /negative/<base>    a success whose TWD rate is -1
//   GET /down/<base>        503
import { createServer, type ServerResponse } from "node:http";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    exchangeRatesServer: string;
  }
}

/** Per US dollar, as the stand-in quotes them; a test derives what the refresh must write. */
export const PER_USD = { USD: 1, HKD: 7.8, TWD: 31.2, EUR: 0.92, JPY: 150 };
const QUOTED: Record<string, number> = PER_USD;
/** The publishing time the stand-in says: 2026-11-20T00:00:00Z. */
export const PUBLISHED_UNIX = 1_763_596_800;

function answer(base: string, drop?: string, override?: Record<string, number>) {
  const perBase = QUOTED[base];
  if (perBase === undefined) return { result: "error", "error-type": "unsupported-code" };
  const rates = Object.fromEntries(
    Object.entries(QUOTED)
      .filter(([code]) => code !== drop)
      .map(([code, perUsd]) => [code, override?.[code] ?? Number((perUsd / perBase).toFixed(6))]),
  );
  return {
    result: "success",
    provider: "https://www.exchangerate-api.com",
    documentation: "https://www.exchangerate-api.com/docs/free",
    terms_of_use: "https://www.exchangerate-api.com/terms",
    time_last_update_unix: PUBLISHED_UNIX,
    time_last_update_utc: new Date(PUBLISHED_UNIX * 1000).toUTCString(),
    time_next_update_unix: PUBLISHED_UNIX + 86_400,
    time_next_update_utc: new Date((PUBLISHED_UNIX + 86_400) * 1000).toUTCString(),
    time_eol_unix: 0,
    base_code: base,
    rates,
  };
}

const json = (response: ServerResponse, body: unknown) =>
  response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));

export default async function setup(project: TestProject) {
  const server = createServer((request, response) => {
    const [, kind, ...rest] = new URL(request.url ?? "/", "http://x").pathname.split("/");
    const base = rest.at(-1) ?? "";
    if (kind === "v6") json(response, answer(base));
    else if (kind === "partial") json(response, answer(base, "TWD"));
    else if (kind === "negative") json(response, answer(base, undefined, { TWD: -1 }));
    else if (kind === "broken") response.writeHead(200, { "content-type": "text/html" }).end("<h1>Bad gateway</h1>");
    else if (kind === "down") response.writeHead(503).end();
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  project.provide("exchangeRatesServer", `http://127.0.0.1:${address.port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
