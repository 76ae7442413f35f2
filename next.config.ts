import { initOpenNextCloudflareForDev } from "@opennextjs/cloudflare";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const config: NextConfig = {
  // Pages render per request, streamed; the API reads under them are `'use cache'` entries
  // tagged by entity (lib/graphql/execute.ts), so a render costs little and purges are exact.
  // Not `cacheComponents` (partial prerendering): under @opennextjs/cloudflare 1.20.13 its
  // shells were served without their dynamic parts resumed (React error 419 on every page),
  // and one client-side navigation within a locale left the isolate rendering every later
  // page as errors until restart. README, "Rendering and caching", has the details.
  experimental: { useCache: true },
  // `npm test` checks the types before its build: `next typegen` writes the routes' types
  // (.next/types/validator.ts, as a Turbopack build checks them), then tsc checks them with the
  // whole project, tests included. The build's own pass is the same 60 s again, so that run skips
  // it; what only a webpack build adds (its older per-page type files) is not checked there, and
  // segment options are still validated by the build itself.
  typescript: { ignoreBuildErrors: process.env.MARGINS_TYPES_CHECKED === "1" },
  poweredByHeader: false,
  webpack(config, { isServer, dev }) {
    // Each layout and page of the App Router is its own entry, and Next splits out code shared
    // between entries only from 20 KB up, so a smaller module both import (the GraphQL client,
    // the error catalogue, the toast store) is copied into each: 13.7 KB gzip of the article
    // page's first load were such copies. From 10 KB up the article page carries 5.4 KB less
    // for 3 more scripts; from 4 KB, 2 KB more saved for 10 more scripts; README, "First-load
    // JavaScript", has the figures.
    if (!isServer && !dev && config.optimization?.splitChunks) {
      config.optimization.splitChunks.minSize = 10_000;
    }
    return config;
  },
};

export default withNextIntl(config);

// Gives `next dev` the same D1/R2 bindings as the worker (local state in .wrangler/).
initOpenNextCloudflareForDev();
