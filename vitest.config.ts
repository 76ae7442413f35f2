import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));
// `server-only` throws outside React's server condition; tests are server code.
const alias = {
  "@": root,
  "server-only": fileURLToPath(new URL("./tests/support/empty.ts", import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          // The files run in turn in one process with their modules loaded once (18 s here, against
          // 48 s isolated): none changes a global it does not put back (fake timers are restored
          // after each test; fetch and the clock are passed in, not stubbed).
          isolate: false,
          // GraphQL Tools through Vite too, so that it and our code load the same build of graphql
          // (Vite picks graphql's development build; Node alone, the production one).
          // OpenNext's adapters too: they import some of their own modules without an extension,
          // which Node alone does not resolve.
          server: { deps: { inline: [/@graphql-tools\//, /@opennextjs\/aws\//] } },
        },
      },
      {
        resolve: { alias },
        plugins: [
          cloudflareTest(async () => ({
            // The built worker is not needed: tests call the API in-process.
            main: "./tests/support/worker.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                JWT_SECRET: "test-secret-not-for-production-0123456789",
                PAYMENT_PASSWORD_KEY: "test-payment-key-not-for-production-0123",
                // the local mailbox, asked for explicitly as `npm start` does (SITE_URL is loopback)
                DEV_MAILBOX: "on",
                // the local card processor, asked for as `npm start` does (refused off loopback)
                LOCAL_CARD_PROCESSOR: "on",
                TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL("./drizzle", import.meta.url))),
              },
            },
          })),
        ],
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          // No transformed modules kept on disk for this project: with them, Vitest answers a new
          // test file's worker with a snapshot of every warm module's code at once, which workerd
          // takes in one WebSocket message of at most 1 MiB; the API's graph with Fedify's 2.6 MB
          // vocabulary went over it and the next file's worker died ("Message is too large").
          fsModuleCache: false,
          // One workerd runs the files in turn with the API's modules loaded once: isolated, each
          // file loaded the whole graph again, which was most of this project's time (about 12 s a
          // file here, against 3). Storage is kept between files too, so the setup file starts each
          // one from an empty database (tests/support/apply-migrations.ts).
          isolate: false,
          // Two workers, each its own workerd with its own storage: a file waits on workerd and the
          // stand-in servers more than it computes (one worker kept the load average near 1 on 2
          // cores), and the project took 294 s against 518 s here. The stand-in servers below are
          // shared by both: Stripe's keeps a platform per test, the OIDC provider a code per test, the
          // chain control a chain per file; the translation and mail stand-ins keep one log of the
          // requests they were sent, which is safe only while one file each reads it.
          maxWorkers: 2,
          // (projects of different worker counts run one group after another: the unit tests' first)
          sequence: { groupOrder: 1 },
          setupFiles: ["./tests/support/apply-migrations.ts"],
          // HTTP servers on this machine: for uploads by url (tests/support/file-server.ts), the
          // stand-in for Google's translation services (tests/support/translation-server.ts), the
          // one for ExchangeRate-API's open rates (tests/support/exchange-rates-server.ts), the
          // one for Stripe's API (tests/support/stripe-server.ts) and the mail API's
          // (tests/support/mail-server.ts); and a control for local chains, which starts a
          // Hardhat node for a test file when it asks
          globalSetup: [
            "./tests/support/file-server.ts",
            "./tests/support/translation-global-setup.ts",
            "./tests/support/exchange-rates-server.ts",
            // the stand-in for Stripe's API, which the real `stripe` client is pointed at
            "./tests/support/stripe-global-setup.ts",
            // the stand-in for the HTTP mail API (MAIL_API_URL)
            "./tests/support/mail-server.ts",
            // a local EVM chain per test file that asks (tests/support/usdt-chain.ts)
            "./tests/support/chain-global-setup.ts",
            // the local OpenID Connect provider, playing Google and Twitter (tests/api/social-login.test.ts)
            "./tests/support/oidc-global-setup.ts",
          ],
        },
      },
    ],
  },
});
