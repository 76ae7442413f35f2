// An article exported as an HTML page: Medium's export (an h-entry: `.p-name`, `.p-summary`,
// `[data-field=body]`, `time.dt-published`) and any page that marks its article with
// `<article>`, `<main>` or Open Graph's `article:published_time`. The page's chrome (header,
// footer, navigation) is left out of the body; what is left is the sanitizer's to judge.
import { DomUtils, parseDocument } from "htmlparser2";
import { type ExportFields, exportDate, oneLine } from "./imported-fields";

type Element = ReturnType<typeof DomUtils.findAll>[number];
type Nodes = Parameters<typeof DomUtils.findAll>[1];

const hasClass = (element: Element, name: string) =>
  (DomUtils.getAttributeValue(element, "class") ?? "").split(/\s+/).includes(name);

const first = (nodes: Nodes, test: (element: Element) => boolean) => DomUtils.findOne(test, nodes, true);

const textOf = (element: Element | null) => (element ? oneLine(DomUtils.textContent(element)) : null);

const attribute = (element: Element | null, name: string) =>
  element ? (DomUtils.getAttributeValue(element, name) ?? null) : null;

/** A <meta> by its property or name (Open Graph, Dublin Core, schema.org). */
const meta = (nodes: Nodes, key: string) =>
  attribute(
    first(
      nodes,
      (e) =>
        e.name === "meta" &&
        [e.attribs.property, e.attribs.name, e.attribs.itemprop].some((k) => k?.toLowerCase() === key),
    ),
    "content",
  );

/** Where the article's text is: the export's body field, else the article, the main part, the body. */
function bodyOf(nodes: Nodes): Element | null {
  return (
    first(nodes, (e) => e.attribs["data-field"] === "body" || hasClass(e, "e-content")) ??
    first(nodes, (e) => e.name === "article") ??
    first(nodes, (e) => e.name === "main") ??
    first(nodes, (e) => e.name === "body")
  );
}

/** The page's parts around the text, never the text itself. */
const CHROME = new Set(["header", "footer", "nav", "script", "style", "noscript", "template", "form", "button"]);
const HEADING = /^h[1-6]$/;

/** Drops the first heading that only repeats `text` (exports put the title and subtitle in the body again). */
function dropRepeated(nodes: Nodes, text: string | null) {
  if (!text) return;
  const repeat = first(nodes, (e) => HEADING.test(e.name) && textOf(e) === text);
  if (repeat) DomUtils.removeElement(repeat);
}

export function readHtmlExport(html: string): ExportFields {
  const document = parseDocument(html);
  const nodes = document.children;
  const title =
    textOf(first(nodes, (e) => hasClass(e, "p-name"))) ??
    meta(nodes, "og:title") ??
    textOf(first(nodes, (e) => e.name === "title")) ??
    textOf(first(nodes, (e) => e.name === "h1"));
  const subtitle =
    textOf(first(nodes, (e) => e.attribs["data-field"] === "subtitle" || hasClass(e, "p-summary"))) ??
    oneLine(meta(nodes, "description") ?? meta(nodes, "og:description"));
  const date =
    exportDate(
      attribute(
        first(nodes, (e) => e.name === "time" && hasClass(e, "dt-published")),
        "datetime",
      ),
    ) ??
    exportDate(meta(nodes, "article:published_time")) ??
    exportDate(meta(nodes, "datepublished")) ??
    exportDate(meta(nodes, "date")) ??
    exportDate(
      attribute(
        first(nodes, (e) => e.name === "time" && Boolean(e.attribs.datetime)),
        "datetime",
      ),
    );

  const body = bodyOf(nodes);
  const parts = body ? body.children : nodes;
  for (const element of DomUtils.findAll(
    (e) => CHROME.has(e.name) || e.attribs["data-field"] === "subtitle" || hasClass(e, "p-summary"),
    parts,
  )) {
    DomUtils.removeElement(element);
  }
  dropRepeated(parts, title);
  dropRepeated(parts, subtitle);
  return { title, summary: subtitle, date, html: DomUtils.getOuterHTML(parts) };
}
