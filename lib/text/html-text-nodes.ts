// The text of some HTML changed, and nothing else: tags, attributes (links, image sources, alt
// text), comments and the content of code and scripts stay byte for byte as they were. Used to
// show an article in the other Chinese script, where only what a reader reads may change.
//
// htmlparser2 reads the markup as a browser's tokenizer would and tells where each piece of
// text starts and ends in the source; the output is the source with those ranges replaced.
// Adjacent pieces (text split by a character reference) are converted as one run, so a phrase
// is seen whole. A run is written back as it was when the conversion leaves it alone, else as
// text escaped for HTML: whatever `convert` returns, it can never become markup.
import { Parser } from "htmlparser2";

/** Elements whose content is code, data or not text at all: never converted. */
const KEPT = new Set([
  "code",
  "kbd",
  "math",
  "noscript",
  "pre",
  "samp",
  "script",
  "style",
  "svg",
  "template",
  "textarea",
  "var",
]);

export type TextMapOptions = {
  /**
   * Content in another language than the one being converted, by its `lang` attribute: kept
   * as it is (Japanese inside a Chinese article is no Chinese to convert).
   */
  keepLang?: (lang: string) => boolean;
};

const escapeText = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** `html` with every run of visible text passed through `convert`, the rest kept as it was. */
export function mapHtmlText(html: string, convert: (text: string) => string, options: TextMapOptions = {}): string {
  let out = "";
  // how far the source has been copied to `out`
  let copied = 0;
  // the run of text being collected: its start in the source, its end, and its decoded text
  let run: { start: number; end: number; text: string } | null = null;
  // one entry per open element: whether its content is kept as it is
  const kept: boolean[] = [];

  const flush = () => {
    if (!run) return;
    const raw = html.slice(run.start, run.end);
    const converted = convert(run.text);
    out += html.slice(copied, run.start) + (converted === run.text ? raw : escapeText(converted));
    copied = run.end;
    run = null;
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        flush();
        const lang = attributes.lang?.trim();
        const keep =
          KEPT.has(name) ||
          attributes.translate?.trim().toLowerCase() === "no" ||
          Boolean(lang && options.keepLang?.(lang)) ||
          (kept.at(-1) ?? false);
        kept.push(keep);
      },
      onclosetag() {
        flush();
        kept.pop();
      },
      ontext(text) {
        if (kept.at(-1)) return;
        const start = parser.startIndex;
        const end = parser.endIndex + 1;
        if (run && run.end === start) {
          run.end = end;
          run.text += text;
        } else {
          flush();
          run = { start, end, text };
        }
      },
      oncomment: () => flush(),
      onprocessinginstruction: () => flush(),
    },
    { decodeEntities: true },
  );
  parser.end(html);
  flush();
  return out + html.slice(copied);
}
