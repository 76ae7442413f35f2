// An article's stored HTML as Markdown (ArticleContents.markdown), for clients that edit or
// export Markdown. The input is our sanitized article HTML (lib/text/sanitize-html.ts: the
// article profile), so only its elements are known; anything else gives its text. CommonMark:
// hard line breaks as a backslash, fenced code, `~~` for struck text (GitHub's extension);
// underline has no Markdown and keeps its words only. Embedded players become links.
import type { ChildNode, Element } from "domhandler";
import { parseDocument } from "htmlparser2";

const HEADING = /^h([2-6])$/;

/** Characters that would start Markdown inline syntax where the HTML meant text. */
const escapeInline = (text: string) => text.replace(/[\\`*_[\]<>]/g, "\\$&");

/** A line that would read as a block marker (heading, quote, list item, rule) is escaped at its start. */
const escapeLineStart = (line: string) =>
  line.replace(/^(\s*)([#>+-]|\d+[.)])(?=\s|$)/, (_m, space: string, mark: string) =>
    /^\d/.test(mark) ? `${space}${mark.replace(/([.)])$/, "\\$1")}` : `${space}\\${mark}`,
  );

const isElement = (node: ChildNode): node is Element => node.type === "tag";

/** Link targets with spaces or parentheses are wrapped in <> so the link still ends where it should. */
const target = (href: string) => (/[\s()<>]/.test(href) ? `<${href.replace(/[<>]/g, encodeURIComponent)}>` : href);

function inline(nodes: readonly ChildNode[]): string {
  let out = "";
  for (const node of nodes) {
    if (node.type === "text") out += escapeInline(node.data.replace(/\s+/g, " "));
    else if (isElement(node)) out += inlineElement(node);
  }
  return out;
}

function wrap(mark: string, content: string) {
  // emphasis around nothing, or with space inside its marks, is not emphasis in CommonMark
  const trimmed = content.trim();
  if (!trimmed) return content;
  const lead = content.slice(0, content.length - content.trimStart().length);
  const tail = content.slice(content.trimEnd().length);
  return `${lead}${mark}${trimmed}${mark}${tail}`;
}

function inlineElement(el: Element): string {
  const content = () => inline(el.children);
  switch (el.name) {
    case "strong":
    case "b":
      return wrap("**", content());
    case "em":
    case "i":
      return wrap("*", content());
    case "s":
    case "strike":
    case "del":
      return wrap("~~", content());
    case "code": {
      const text = textOf(el);
      const fence = "`".repeat(longestRun(text, "`") + 1);
      return text.startsWith("`") || text.endsWith("`") ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`;
    }
    case "br":
      return "\\\n";
    case "a": {
      const href = el.attribs.href;
      const text = content();
      return href ? `[${text || escapeInline(href)}](${target(href)})` : text;
    }
    case "img": {
      const src = el.attribs.src;
      return src ? `![${escapeInline(el.attribs.alt ?? "")}](${target(src)})` : "";
    }
    case "iframe":
    case "audio": {
      const src = el.attribs.src ?? el.children.filter(isElement).find((c) => c.name === "source")?.attribs.src;
      return src ? `[${escapeInline(src)}](${target(src)})` : "";
    }
    default:
      return content();
  }
}

function textOf(node: ChildNode): string {
  if (node.type === "text") return node.data;
  if (isElement(node)) return node.children.map(textOf).join("");
  return "";
}

function longestRun(text: string, char: string) {
  let longest = 0;
  let run = 0;
  for (const c of text) {
    run = c === char ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}

const BLOCK = new Set([
  "p",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
  "ul",
  "ol",
  "li",
  "pre",
  "hr",
  "figure",
  "figcaption",
]);

/** The Markdown blocks of a run of nodes: block elements each give theirs, inline runs between them make paragraphs. */
function blocks(nodes: readonly ChildNode[]): string[] {
  const out: string[] = [];
  let run: ChildNode[] = [];
  const flush = () => {
    const text = paragraph(inline(run));
    if (text) out.push(text);
    run = [];
  };
  for (const node of nodes) {
    if (isElement(node) && BLOCK.has(node.name)) {
      flush();
      out.push(...block(node));
    } else {
      run.push(node);
    }
  }
  flush();
  return out;
}

/** Inline Markdown as a paragraph: lines trimmed, each safe from reading as a block marker. */
function paragraph(text: string) {
  return text
    .split("\n")
    .map((line) => escapeLineStart(line.trim()))
    .join("\n")
    .trim();
}

function block(el: Element): string[] {
  const heading = HEADING.exec(el.name);
  if (heading) {
    const text = inline(el.children).replace(/\\\n/g, " ").trim();
    return text ? [`${"#".repeat(Number(heading[1]))} ${text}`] : [];
  }
  switch (el.name) {
    case "hr":
      return ["---"];
    case "pre": {
      const text = textOf(el).replace(/\n$/, "");
      const fence = "`".repeat(Math.max(3, longestRun(text, "`") + 1));
      const code = el.children.filter(isElement).find((c) => c.name === "code");
      const language = /(?:^|\s)language-([\w+#-]+)/.exec(code?.attribs.class ?? "")?.[1] ?? "";
      return [`${fence}${language}\n${text}\n${fence}`];
    }
    case "blockquote": {
      const inner = blocks(el.children).join("\n\n");
      return inner ? [inner.replace(/^/gm, "> ").replace(/^> $/gm, ">")] : [];
    }
    case "ul":
    case "ol":
      return [list(el)].filter(Boolean);
    default:
      // p, figure, figcaption, a stray li
      return blocks(el.children);
  }
}

function list(el: Element): string {
  const ordered = el.name === "ol";
  const items = el.children.filter(isElement).filter((c) => c.name === "li");
  return items
    .map((item, i) => {
      const marker = ordered ? `${i + 1}. ` : "- ";
      const pad = " ".repeat(marker.length);
      const inner = blocks(item.children).join("\n\n");
      // the item's later lines sit under its first, blank lines left blank
      return (
        marker +
        inner
          .split("\n")
          .map((line, n) => (n === 0 || line === "" ? line : pad + line))
          .join("\n")
      );
    })
    .join("\n");
}

/** Our article HTML as CommonMark, blocks apart by one blank line, ending without one. */
export function htmlToMarkdown(html: string): string {
  return blocks(parseDocument(html).children).join("\n\n");
}
