import { siteConfig } from "@/components/layout/site-meta";

// Crawlers: everything but the API and the sign-in pages, and where the sitemap is. A test
// host (TEST_HOST) asks them to stay out altogether, as its pages' noindex does.
export async function GET() {
  const { url, testHost } = await siteConfig();
  const rules = testHost
    ? ["User-agent: *", "Disallow: /"]
    : ["User-agent: *", "Disallow: /graphql", "Disallow: /login", "Disallow: /signup", "Disallow: /dev/", "Allow: /"];
  const body = `${rules.join("\n")}\n\nSitemap: ${new URL("/sitemap.xml", url).href}\n`;
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
