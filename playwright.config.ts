import { defineConfig } from "@playwright/test";

// PORT lets several checkouts on one machine each serve and test their own build.
const port = Number(process.env.PORT ?? 8787);
const origin = `http://127.0.0.1:${port}`;
// The stand-in for Google's Cloud Translation (tests/support/translation-server.ts), on a port
// of its own derived from PORT; the worker is configured with a key for it, as production is
// with a real one, so the pages offer machine translation.
const translationPort = port + 10_000;
const translationVars = [
  "--var GOOGLE_TRANSLATION_API_KEY:test-key-good",
  `--var GOOGLE_TRANSLATION_API_URL:http://127.0.0.1:${translationPort}/language/translate/v2`,
].join(" ");

// The local chain the wallet specs start (tests/e2e/test-wallet.ts), on a port derived from PORT:
// the worker confirms USDT payments through it.
const chainVar = `--var LOCAL_RPC_URL:http://127.0.0.1:${port + 1000}`;

// The local OpenID Connect provider (tests/support/oidc-server.ts) playing Google and LikeCoin, on ports
// derived from PORT: the worker signs people in through it as production does through Google.
const oidcPort = port + 2000;
const oidcControlPort = port + 2001;
const googleVars = [
  "--var GOOGLE_CLIENT_ID:margins-e2e-google",
  "--var GOOGLE_CLIENT_SECRET:e2e-google-secret",
  `--var GOOGLE_ISSUER:http://127.0.0.1:${oidcPort}`,
  // and LikeCoin's OAuth, for linking a Liker ID
  "--var LIKECOIN_CLIENT_ID:margins-e2e-likecoin",
  "--var LIKECOIN_CLIENT_SECRET:e2e-likecoin-secret",
  `--var LIKECOIN_AUTHORIZATION_URL:http://127.0.0.1:${oidcPort}/authorize`,
  `--var LIKECOIN_TOKEN_URL:http://127.0.0.1:${oidcPort}/token`,
  `--var LIKECOIN_PROFILE_URL:http://127.0.0.1:${oidcPort}/userinfo`,
  // the providers call back to SITE_URL: this run's own origin
  `--var SITE_URL:${origin}`,
].join(" ");

// Browser tests against the built worker served by `opennextjs-cloudflare preview`, in Debian's
// Chromium (never a downloaded browser: downloads fail on our machines), as its headless shell:
// the suite is bound by this machine's two cores, and the full browser's headless mode spent
// 2.4 times the shell's CPU on the same spec (reading.spec.ts: 187 s against 77 s). The whole
// suite took 33.2 min in the shell against 53.9 min, and its screenshots still match.
export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  // CI: a stray test.only never narrows the run; a retry shows whether a failure repeats, but
  // a test that passed only on its retry still fails the run (flaky is a defect, not a pass).
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: !!process.env.CI,
  workers: 1,
  reporter: "list",
  use: {
    baseURL: origin,
    locale: "en-US",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: [
    {
      command: `node tests/support/serve-translation.ts ${translationPort}`,
      url: `http://127.0.0.1:${translationPort}/__requests`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node tests/support/serve-oidc.ts ${oidcPort} ${oidcControlPort}`,
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // the local mailbox and card processor are asked for explicitly, as `npm start` does: sign-up
      // tests read codes there, top-up and payout tests pay through the local processor; failed
      // federation deliveries retry at once, so one reaches the dead letters within seconds
      command: `npm run preview -- --var DEV_MAILBOX:on --var LOCAL_CARD_PROCESSOR:on --var FEDERATION_RETRY_SECONDS:0 ${translationVars} ${chainVar} ${googleVars}`,
      url: `${origin}/graphql?query=%7B__typename%7D`,
      // CI serves and tests this build: a server already on the port (another checkout's) is refused.
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: "pipe",
      stderr: "pipe",
    },
  ],
});
