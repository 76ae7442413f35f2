import { initOpenNextCloudflareForDev } from "@opennextjs/cloudflare";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const config: NextConfig = {
  // Partial prerendering: cached shells with per-viewer parts streamed in <Suspense>.
  cacheComponents: true,
  poweredByHeader: false,
};

export default withNextIntl(config);

// Gives `next dev` the same D1/R2 bindings as the worker (local state in .wrangler/).
initOpenNextCloudflareForDev();
