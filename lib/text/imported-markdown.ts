// An article exported as Markdown (static site generators, Ghost, Notion, Substack exports):
// front matter first where there is one (YAML between `---`, or TOML between `+++`), then
// CommonMark with GitHub's tables and strikethrough, rendered by markdown-it. Raw HTML inside
// the Markdown is kept for the sanitizer to judge, as an HTML export's would be.
import MarkdownIt from "markdown-it";
import { type ExportFields, exportDate, oneLine } from "./imported-fields";

// html: exports carry <figure> and <img> tags of their own; linkify off: a bare address in the
// text stays text, as the author wrote it. markdown-it's own link check refuses javascript:,
// vbscript:, file: and data: addresses other than images.
const markdown = new MarkdownIt({ html: true, linkify: false, typographer: false });

const FRONT_MATTER = /^(---|\+\+\+)[ \t]*\r?\n([\s\S]*?)\r?\n\1[ \t]*(?:\r?\n|$)/;

/** The simple `key: value` (YAML) or `key = "value"` (TOML) lines of front matter; lists and tables are skipped. */
function frontMatter(text: string): { fields: Map<string, string>; rest: string } {
  const found = text.match(FRONT_MATTER);
  const fields = new Map<string, string>();
  if (!found) return { fields, rest: text };
  const separator = found[1] === "---" ? ":" : "=";
  for (const line of (found[2] ?? "").split(/\r?\n/)) {
    const at = line.indexOf(separator);
    if (at <= 0 || /^\s/.test(line)) continue;
    const key = line.slice(0, at).trim().toLowerCase();
    const value = line
      .slice(at + 1)
      .trim()
      .replace(/^(["'])(.*)\1$/, "$2");
    if (value && !fields.has(key)) fields.set(key, value);
  }
  return { fields, rest: text.slice(found[0].length) };
}

const pick = (fields: Map<string, string>, keys: string[]) => keys.map((key) => fields.get(key)).find(Boolean);

/** Inline Markdown as the words it shows: `*Cats* & dogs` is "Cats & dogs". */
function plainInline(source: string): string | null {
  const tokens = markdown.parseInline(source, {})[0]?.children ?? [];
  return oneLine(
    tokens
      .filter((token) => token.type === "text" || token.type === "code_inline")
      .map((token) => token.content)
      .join(""),
  );
}

/** A level-one heading on the first line of text, `# Title` or underlined with `=`. */
const LEADING_TITLE = /^\s*(?:#[ \t]+(.+?)[ \t#]*|([^\n]+)\r?\n=+[ \t]*)(?:\r?\n|$)/;

export function readMarkdownExport(text: string): ExportFields {
  const { fields, rest } = frontMatter(text.replace(/^\uFEFF/, ""));
  let body = rest;
  let title = oneLine(pick(fields, ["title"]));
  const leading = body.match(LEADING_TITLE);
  const heading = oneLine(leading?.[1] ?? leading?.[2]);
  // the title heading is the title, not the first line of the text, when it only repeats it
  if (heading && (!title || heading === title)) {
    title = title ?? plainInline(heading);
    body = body.slice(leading?.[0].length ?? 0);
  }
  return {
    title,
    summary: oneLine(pick(fields, ["subtitle", "description", "summary", "excerpt"])),
    date: exportDate(pick(fields, ["date", "published", "pubdate", "published_at", "created"])),
    html: markdown.render(body),
  };
}
