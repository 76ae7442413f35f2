import { defineCloudflareConfig } from "@opennextjs/cloudflare";

// No caches: the page renders per request, as Margins' pages do.
export default defineCloudflareConfig({});
