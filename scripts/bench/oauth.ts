// What an app's token costs beside a person's own session: the same viewer read sent with the
// session cookie and with an OAuth access token, interleaved, one at a time; then the token
// endpoint's refresh grant (each one rotates the refresh token). Against the built worker on the
// demo database, served here (--serve, on .wrangler/state after `npm run build:worker`) or
// already running (`npm start`, `npm run preview`):
//
//   node scripts/bench/oauth.ts [--port 8787] [--serve] [--runs 200]
//
// The figures go in the issue note, not in a timed test.
import { performance } from "node:perf_hooks";
import { startServer, stopServer } from "./serve.ts";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const PORT = arg("port", "8795");
const RUNS = Number(arg("runs", "200"));
const ORIGIN = `http://127.0.0.1:${PORT}`;
const HEADERS = { "content-type": "application/json", "apollo-require-preflight": "true" };
const REDIRECT = "https://bench.example/callback";

async function gql(query: string, variables: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${ORIGIN}/graphql`, {
    method: "POST",
    headers: { ...HEADERS, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__access_token="));
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return { body, cookie: cookie?.split(";")[0] };
}

async function signIn(email: string) {
  const { cookie } = await gql(`mutation($input: EmailLoginInput!) { emailLogin(input: $input) { auth } }`, {
    input: { email, passwordOrCode: "margins-demo-2026" },
  });
  if (!cookie) throw new Error(`no session for ${email}`);
  return cookie;
}

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

async function tokens() {
  const admin = await signIn("editor@example.com");
  const put = await gql(
    `mutation($input: PutOAuthClientInput!) { putOAuthClient(input: $input) { id secret } }`,
    { input: { name: "Bench app", redirectURIs: [REDIRECT], scope: ["query:viewer"] } },
    { cookie: admin },
  );
  const app = put.body.data?.putOAuthClient as { id: string; secret: string };
  const person = await signIn("alice@example.com");
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const challenge = base64url(
    new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))),
  );
  const authorized = await gql(
    `mutation($input: OAuthAuthorizeInput!) { authorizeOAuthClient(input: $input) }`,
    {
      input: {
        clientId: app.id,
        redirectURI: REDIRECT,
        responseType: "code",
        codeChallenge: challenge,
        codeChallengeMethod: "S256",
      },
    },
    { cookie: person },
  );
  const code = new URL(authorized.body.data?.authorizeOAuthClient as string).searchParams.get("code") ?? "";
  const grant = await tokenRequest(app, {
    grant_type: "authorization_code",
    code,
    redirect_uri: REDIRECT,
    code_verifier: verifier,
  });
  return { app, person, grant };
}

async function tokenRequest(app: { id: string; secret: string }, body: Record<string, string>) {
  const response = await fetch(`${ORIGIN}/oauth/token`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      authorization: `Basic ${btoa(`${app.id}:${app.secret}`)}`,
    },
    body: new URLSearchParams(body),
  });
  const json = (await response.json()) as { access_token: string; refresh_token: string; error?: string };
  if (json.error) throw new Error(json.error);
  return json;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const line = (label: string, values: number[]) =>
  `${label.padEnd(28)} median ${percentile(values, 50).toFixed(1)} ms  p95 ${percentile(values, 95).toFixed(1)} ms  (${values.length} runs)`;

async function timed(act: () => Promise<unknown>) {
  const started = performance.now();
  await act();
  return performance.now() - started;
}

async function main() {
  const server = process.argv.includes("--serve") ? await startServer(PORT, ".wrangler/state") : null;
  try {
    const { app, person, grant } = await tokens();
    const query = "{ viewer { id userName displayName } }";
    const cookie: number[] = [];
    const bearer: number[] = [];
    for (let i = 0; i < 10; i++) {
      await gql(query, {}, { cookie: person });
      await gql(query, {}, { authorization: `Bearer ${grant.access_token}` });
    }
    for (let i = 0; i < RUNS; i++) {
      cookie.push(await timed(() => gql(query, {}, { cookie: person })));
      bearer.push(await timed(() => gql(query, {}, { authorization: `Bearer ${grant.access_token}` })));
    }
    let refresh = grant.refresh_token;
    const refreshes: number[] = [];
    for (let i = 0; i < Math.min(RUNS, 50); i++) {
      refreshes.push(
        await timed(async () => {
          refresh = (await tokenRequest(app, { grant_type: "refresh_token", refresh_token: refresh })).refresh_token;
        }),
      );
    }
    console.log(line("viewer read, session cookie", cookie));
    console.log(line("viewer read, OAuth token", bearer));
    console.log(line("refresh grant (rotating)", refreshes));
  } finally {
    if (server) await stopServer(server.child);
  }
}

await main();
