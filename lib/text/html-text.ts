// Article HTML as plain text, for the search index and the history page's word diff (and the
// seed, which indexes and revises what it wrote). One reading of the markup for all of them:
//
//  - htmlparser2 reads the markup as a browser's tokenizer would (quoted attributes that hold
//    ">", comments, the raw text of <script> and <style>) and decodes every character
//    reference HTML defines, named or numeric, with the `entities` tables;
//  - block elements (paragraphs, headings, list items, cells, <br> …) end a block; inline
//    markup vanishes without a trace, so "un<em>believ</em>able" stays one word;
//  - white space runs become one space, ends trimmed, and empty blocks are left out.
import { Parser } from "htmlparser2";

export type TextBlockKind = "heading" | "paragraph";
/** One block of text: a heading's or any other block's. */
export type TextBlock = { kind: TextBlockKind; text: string };

/** Elements that end a block of text (<br> too: the lines of a verse are blocks of their own). */
const BLOCKS = new Set(
  (
    "address article aside blockquote br dd details div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 " +
    "header hr li main nav ol p pre section summary table td th tr ul"
  ).split(" "),
);
/** Elements whose content is not text a reader sees. */
const HIDDEN = new Set(["script", "style", "template", "noscript"]);
const HEADING = /^h[1-6]$/;

/** The blocks of some HTML as plain text, in order, empty ones left out. */
export function htmlBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let kind: TextBlockKind = "paragraph";
  let text = "";
  let hidden = 0;
  const flush = () => {
    const clean = text.replace(/\s+/g, " ").trim();
    if (clean) blocks.push({ kind, text: clean });
    text = "";
  };
  const parser = new Parser({
    onopentag(name) {
      if (HIDDEN.has(name)) hidden++;
      if (!BLOCKS.has(name)) return;
      flush();
      kind = HEADING.test(name) ? "heading" : "paragraph";
    },
    onclosetag(name) {
      if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
      if (!BLOCKS.has(name)) return;
      flush();
      kind = "paragraph";
    },
    ontext(data) {
      if (hidden === 0) text += data;
    },
  });
  parser.end(html);
  flush();
  return blocks;
}

/** Some HTML as plain text: its blocks, one per line. */
export const htmlToText = (html: string): string =>
  htmlBlocks(html)
    .map((block) => block.text)
    .join("\n");
