import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

// The same plugin and the same experimental flag as Margins' next.config.ts, nothing else.
const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

const config: NextConfig = {
  experimental: { useCache: true },
  poweredByHeader: false,
};

export default withNextIntl(config);
