// An article's HTML cut into the pieces a translation model translates, and put back together
// from what it answers, so that no model can change the article's structure.
//
// A unit is one run of inline content: the text and inline elements between two block
// boundaries (a paragraph's, a heading's, a list item's). The model sees the run with every
// inline element replaced by a bare `<span id="k">` (links, emphasis: so it can move them with
// the words they wrap) and every element it must not touch by an empty one (images, line
// breaks, code). From its answer only text and those spans are used: each span becomes the
// original element again, attributes and all, an opaque one its original source; any other
// markup the model wrote is dropped to its text, and an opaque element it lost is appended to
// the run. Everything outside the runs (block markup, code blocks, comments) stays byte for
// byte as it was.
import { parseDocument } from "htmlparser2";

/** The parts of htmlparser2's DOM read here. */
type Node = {
  type: string;
  startIndex: number | null;
  endIndex: number | null;
  name?: string;
  attribs?: Record<string, string>;
  data?: string;
  children?: Node[];
};

const BLOCKS = new Set(
  (
    "address article aside blockquote body caption dd details dialog div dl dt fieldset figcaption figure " +
    "footer form h1 h2 h3 h4 h5 h6 header hgroup hr html li main nav ol p section summary table tbody td " +
    "tfoot th thead tr ul"
  ).split(" "),
);
/** Never translated: code, scripts, media, and what has no text of its own. */
const OPAQUE = new Set(
  (
    "area audio br canvas code embed iframe img input kbd math noscript object picture pre samp script " +
    "select style svg template textarea track var video wbr"
  ).split(" "),
);
const VOID = new Set("area base br col embed hr img input link meta source track wbr".split(" "));

const escapeText = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const escapeAttribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

const isElement = (node: Node) => node.type === "tag" || node.type === "script" || node.type === "style";
const isOpaque = (node: Node) =>
  node.type !== "tag" || OPAQUE.has(node.name ?? "") || node.attribs?.translate?.trim().toLowerCase() === "no";
const hasBlock = (node: Node): boolean =>
  (node.children ?? []).some((child) => isElement(child) && (BLOCKS.has(child.name ?? "") || hasBlock(child)));

function startTag(node: Node): string {
  const attributes = Object.entries(node.attribs ?? {})
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join("");
  return `<${node.name}${attributes}>`;
}

export type TranslationUnits = {
  /** What to translate, each an HTML fragment of text and `<span id>` placeholders. */
  units: string[];
  /** The whole HTML again, each unit replaced by its translation (in the same order). */
  assemble: (translated: readonly string[]) => string;
};

type Run = { start: number; end: number; nodes: Node[] };

/** The units of some HTML (an article's body). */
export function htmlTranslationUnits(html: string): TranslationUnits {
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true }) as unknown as Node;
  const runs: Run[] = [];

  const walk = (container: Node) => {
    let run: Node[] = [];
    const close = () => {
      const first = run[0];
      const last = run.at(-1);
      if (first && last && first.startIndex !== null && last.endIndex !== null && hasWords(run)) {
        runs.push({ start: first.startIndex, end: last.endIndex + 1, nodes: run });
      }
      run = [];
    };
    for (const child of container.children ?? []) {
      if (child.type === "text" || (isElement(child) && !BLOCKS.has(child.name ?? "") && !hasBlock(child))) {
        run.push(child);
      } else {
        close();
        if (isElement(child) && !isOpaque(child)) walk(child);
      }
    }
    close();
  };
  walk(document);

  const encoded = runs.map((run) => encodeRun(run.nodes));
  return {
    units: encoded.map((e) => e.unit),
    assemble(translated) {
      let out = "";
      let copied = 0;
      runs.forEach((run, i) => {
        const text = translated[i];
        const unit = encoded[i];
        if (text === undefined || !unit) return;
        out += html.slice(copied, run.start) + decodeRun(text, unit.elements, html);
        copied = run.end;
      });
      return out + html.slice(copied);
    },
  };
}

/** Whether a run holds any words to translate (letters outside opaque elements). */
function hasWords(nodes: Node[]): boolean {
  return nodes.some((node) =>
    node.type === "text" ? /\p{L}/u.test(node.data ?? "") : !isOpaque(node) && hasWords(node.children ?? []),
  );
}

function encodeRun(nodes: Node[]): { unit: string; elements: Node[] } {
  const elements: Node[] = [];
  const encode = (list: Node[]): string =>
    list
      .map((node) => {
        if (node.type === "text") return escapeText(node.data ?? "");
        if (!isElement(node)) return "";
        const id = elements.push(node) - 1;
        return isOpaque(node) ? `<span id="${id}"></span>` : `<span id="${id}">${encode(node.children ?? [])}</span>`;
      })
      .join("");
  return { unit: encode(nodes), elements };
}

/** A model's answer for a run, rebuilt from the run's own elements. */
function decodeRun(translated: string, elements: Node[], html: string): string {
  const used = new Set<number>();
  const source = (node: Node) =>
    node.startIndex !== null && node.endIndex !== null ? html.slice(node.startIndex, node.endIndex + 1) : "";
  const decode = (list: Node[]): string =>
    list
      .map((node) => {
        if (node.type === "text") return escapeText(node.data ?? "");
        const children = node.children ?? [];
        const id = node.name === "span" && /^\d+$/.test(node.attribs?.id ?? "") ? Number(node.attribs?.id) : -1;
        const original = elements[id];
        if (!original || used.has(id)) return decode(children);
        used.add(id);
        if (isOpaque(original)) return source(original);
        const name = original.name ?? "span";
        return startTag(original) + decode(children) + (VOID.has(name) ? "" : `</${name}>`);
      })
      .join("");
  const document = parseDocument(translated) as unknown as Node;
  const body = decode(document.children ?? []);
  // an image or a code span the model left out is kept all the same, at the end of its run
  const lost = elements.filter((element, id) => isOpaque(element) && !used.has(id));
  return body + lost.map(source).join("");
}

/** A plain text (a title, a summary) as a unit, and back. */
export const textUnit = (text: string) => escapeText(text);
export function unitText(translated: string): string {
  let text = "";
  const collect = (list: Node[]) => {
    for (const node of list) {
      if (node.type === "text") text += node.data ?? "";
      else collect(node.children ?? []);
    }
  };
  collect((parseDocument(translated) as unknown as Node).children ?? []);
  return text.replace(/\s+/g, " ").trim();
}
