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
  poweredByHeader: false,
};

export default withNextIntl(config);

// Gives `next dev` the same D1/R2 bindings as the worker (local state in .wrangler/).
initOpenNextCloudflareForDev();
