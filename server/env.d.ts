// Bindings and variables of the worker (wrangler.toml, .dev.vars, test bindings): the server's
// resources, declared once for every file; pages read the few public vars through getCloudflareContext.
declare global {
  namespace Cloudflare {
    interface Env {
      DB: D1Database;
      NEXT_TAG_CACHE_D1?: D1Database;
      NEXT_INC_CACHE_R2_BUCKET?: R2Bucket;
      UPLOADS: R2Bucket;
      /** Article bodies, content-addressed (server/db/article-bodies.ts). */
      CONTENTS: R2Bucket;
      ASSETS?: Fetcher;
      SITE_URL?: string;
      /** HS256 key for session tokens and code hashes; .dev.vars holds a generated one locally. */
      JWT_SECRET?: string;
      /** Secret: keys the payment passwords' hashes (server/auth/payment-password-hash.ts); .dev.vars holds a generated one locally. */
      PAYMENT_PASSWORD_KEY?: string;
      /** Secret, while the key is changed: the key before, whose hashes still check and move to the new one. */
      PAYMENT_PASSWORD_KEY_PREVIOUS?: string;
      /** An HTTP mail API (JSON POST). */
      MAIL_API_URL?: string;
      MAIL_API_KEY?: string;
      MAIL_FROM?: string;
      /**
       * "on" keeps mail in the local outbox (/dev/mailbox) when no mail API is set, and only
       * on a loopback SITE_URL. `npm start` and the tests pass it; nothing defaults to it.
       */
      DEV_MAILBOX?: string;
      /**
       * "on" lets uploads by `url` fetch loopback addresses (127.0.0.0/8, ::1, localhost), and only
       * on a loopback SITE_URL: for tests against a server on this machine. Off everywhere else.
       */
      UPLOAD_FETCH_LOOPBACK?: string;
      /** Marks a test or staging host: pages say noindex. */
      TEST_HOST?: string;
      /** Set to run the web in front of another deployment of the API. */
      API_URL?: string;
      /** Secret: switches on Google Cloud Translation v2 (the google_translation_v2 model). */
      GOOGLE_TRANSLATION_API_KEY?: string;
      /** Cloud Translation v2's endpoint; its public one when unset (tests point it at their own server). */
      GOOGLE_TRANSLATION_API_URL?: string;
      /** Secret: switches on the Gemini models (google_gemini_2_5_flash, google_gemini_2_0_flash). */
      GEMINI_API_KEY?: string;
      /** The Gemini API's base (…/v1beta); its public one when unset. */
      GEMINI_API_URL?: string;
      /** The model that translates when none is asked for, among those with a key. */
      TRANSLATION_MODEL?: string;
      /**
       * Where the Cron Trigger reads exchange rates (server/api/services/exchange-rates.ts), in
       * ExchangeRate-API's open format, e.g. https://open.er-api.com/v6/latest/HKD. Unset: the
       * rates in the database stay as they are.
       */
      EXCHANGE_RATES_URL?: string;
      /** Notices to many readers (followers of an author, everyone), consumed by worker.ts. */
      NOTICE_QUEUE?: Queue<import("./db/notice-fanout").FanOutJob>;
      /**
       * The fediverse's tasks (server/federation/queue.ts), consumed by worker.ts. Without it
       * Fedify sends and handles activities within the request.
       */
      FEDERATION_QUEUE?: Queue;
      /**
       * Local runs only (a loopback SITE_URL; ignored elsewhere): the first retry delay of a
       * failed federation task in seconds, instead of a minute, so a browser test sees a
       * delivery reach the dead letters through the real consumer within seconds.
       */
      FEDERATION_RETRY_SECONDS?: string;
      /**
       * Secret: Stripe's API key. With it (and the webhook secret) top-ups and payouts go through
       * Stripe; without both, the local card processor where it is asked for, else none.
       */
      STRIPE_SECRET_KEY?: string;
      /** Secret: signs Stripe's webhook events (whsec_…). */
      STRIPE_WEBHOOK_SECRET?: string;
      /**
       * "on" runs the local card processor (server/payments/local.ts) where no Stripe key is set, and
       * only on a loopback SITE_URL: its webhook secret is in the code. `npm start`, the tests and
       * the e2e preview pass it; nothing defaults to it. Without it or Stripe, no top-ups.
       */
      LOCAL_CARD_PROCESSOR?: string;
      /**
       * "off" sends every query to D1's primary, as before the Sessions API; anything else (the
       * default) opens a D1 session per request, so plain reads may go to a read replica once
       * replication is switched on for the database (docs/scale.md, "Read replicas").
       */
      D1_READ_REPLICATION?: string;
      /**
       * Where the Stripe client sends its requests instead of api.stripe.com, read only when it and
       * SITE_URL are loopback: the tests' stand-in (tests/support/stripe-server.ts).
       */
      STRIPE_API_URL?: string;
      /** Stripe's publishable key (pk_…), a var: the card form at /pay/stripe/checkout loads Stripe.js with it. */
      STRIPE_PUBLISHABLE_KEY?: string;
      /** Google sign-in (OpenID Connect): the OAuth client's id, a var; the buttons are hidden without it and the secret. */
      GOOGLE_CLIENT_ID?: string;
      /** Secret: the Google OAuth client's secret. */
      GOOGLE_CLIENT_SECRET?: string;
      /**
       * Another OpenID issuer in Google's place, read only when it and SITE_URL are loopback: the
       * tests' local OpenID Connect server (tests/support/oidc-server.ts).
       */
      GOOGLE_ISSUER?: string;
      /** Twitter (X) sign-in, OAuth 2.0 with PKCE: the client's id, a var; hidden without it and the secret. */
      TWITTER_CLIENT_ID?: string;
      /** Secret: the Twitter OAuth 2.0 client's secret. */
      TWITTER_CLIENT_SECRET?: string;
      /** Twitter's authorize, token and users/me addresses instead of x.com's, read only on loopback (tests). */
      TWITTER_AUTHORIZATION_URL?: string;
      TWITTER_TOKEN_URL?: string;
      TWITTER_USER_URL?: string;
      /** LikeCoin's OAuth client (a Liker ID linked in settings): its id, a var; hidden without it and the secret. */
      LIKECOIN_CLIENT_ID?: string;
      /** Secret: the LikeCoin OAuth client's secret. */
      LIKECOIN_CLIENT_SECRET?: string;
      /** LikeCoin's authorize, token and profile addresses instead of like.co's, read only on loopback (tests). */
      LIKECOIN_AUTHORIZATION_URL?: string;
      LIKECOIN_TOKEN_URL?: string;
      LIKECOIN_PROFILE_URL?: string;
      /** WalletConnect's project id, a var: with it the wallet dialogs offer WalletConnect; hidden without. */
      WALLETCONNECT_PROJECT_ID?: string;
      /**
       * The chain Sign-In with Ethereum messages name when the client asks for none (1, 10,
       * 11155111, 11155420; 31337 on a loopback site); OP Mainnet (10) when unset.
       */
      SIWE_CHAIN_ID?: string;
      /**
       * Each chain's JSON-RPC address (lib/web3/chains.ts RPC_URL_VARS): a smart-contract wallet's
       * signature (ERC-1271/6492) is checked through it. Unset or empty: such wallets cannot sign
       * in on that chain; ordinary keys need no RPC.
       */
      ETHEREUM_RPC_URL?: string;
      OPTIMISM_RPC_URL?: string;
      SEPOLIA_RPC_URL?: string;
      OPTIMISM_SEPOLIA_RPC_URL?: string;
      /** The local chain (npm run chain), read on a loopback site only. */
      LOCAL_RPC_URL?: string;
      /**
       * USDT support (lib/web3/support-chain.ts): the chain it is paid on (10 OP Mainnet, 11155420
       * OP Sepolia; a loopback site with LOCAL_RPC_URL uses the local chain), and per chain the
       * token's and the support contract's (contracts/Curation.sol) addresses. Incomplete: USDT
       * is not offered.
       */
      USDT_CHAIN_ID?: string;
      OPTIMISM_USDT_ADDRESS?: string;
      OPTIMISM_CURATION_ADDRESS?: string;
      OPTIMISM_SEPOLIA_USDT_ADDRESS?: string;
      OPTIMISM_SEPOLIA_CURATION_ADDRESS?: string;
      LOCAL_USDT_ADDRESS?: string;
      LOCAL_CURATION_ADDRESS?: string;
      /** The Logbook collectible's contract per chain: a linked wallet holding one shows the badge (CryptoWallet.hasNFTs). */
      OPTIMISM_LOGBOOK_ADDRESS?: string;
      OPTIMISM_SEPOLIA_LOGBOOK_ADDRESS?: string;
      LOCAL_LOGBOOK_ADDRESS?: string;
      /** A secret: the support contract's operator key, which releases vault deposits (withdrawLockedTokens). */
      CURATION_OPERATOR_KEY?: string;
      /** The worker itself (wrangler.toml): the local card processor delivers its events to the webhook through it. */
      WORKER_SELF_REFERENCE?: Fetcher;
    }
  }
}

declare global {
  // OpenNext's getCloudflareContext() types its env as CloudflareEnv.
  interface CloudflareEnv extends Cloudflare.Env {}
}

export {};
