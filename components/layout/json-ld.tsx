/** Structured data for a page about one entity (an article, a person). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // "<" escaped so text in the data cannot close the script element
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw script text; it is escaped above
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
