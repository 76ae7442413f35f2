// What HTML we store: an allow-list applied on the server whenever content is written (drafts,
// articles and their revisions; the smaller "short" profile, moments and comments with the
// smallest, "moment" and "comment"), whatever the client sent. sanitize-html parses with htmlparser2 (as a browser's tokenizer reads markup,
// character references decoded) and writes the result anew from what it kept, every text and
// attribute value escaped: nothing of the input's own markup reaches the output unchecked.
//
// URLs are judged by the WHATWG URL parser, the one browsers use, so that the tricks that hide a
// scheme from a pattern (entities, tabs and newlines inside it, leading control characters,
// mixed case) are undone before the scheme is read. What is kept is the parser's own
// serialisation of the address, not the input's spelling.
import sanitize, { type IOptions } from "sanitize-html";
import { EMBED_HOSTS, EMBED_PLAYERS, OWN_AUDIO_PATH } from "./embed-players";

/**
 * Paths on our own site that may stand as an image's `src`: the seeded demo images and uploads.
 * Anything else relative (an API route, a page) is not an image of ours.
 */
export const OWN_IMAGE_PATH_PREFIXES = ["/seed/", "/assets/"] as const;

/** Links leave the site in a new tab that cannot reach back to the page, and pass no ranking. */
export const LINK_REL = "noopener noreferrer nofollow";

/** A base no real address has, to tell relative references from absolute ones. */
const OWN_BASE = "https://own.invalid/";

type Policy = { schemes: readonly string[]; ownPaths?: readonly string[] };

/** The address a browser would go to, serialised, or undefined when the policy refuses it. */
function safeUrl(value: string | undefined, policy: Policy): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value, OWN_BASE);
  } catch {
    return undefined;
  }
  if (url.origin === new URL(OWN_BASE).origin) {
    const path = url.pathname;
    if (!policy.ownPaths?.some((prefix) => path.startsWith(prefix))) return undefined;
    return path + url.search;
  }
  return policy.schemes.includes(url.protocol) ? url.href : undefined;
}

/**
 * Our own pages a link may name: a person (a mention, `/@name`) and a tag (`/tags/…`), which
 * the editor writes for `@` and `#`. They open in the same tab, as any link of the site does.
 */
export const OWN_LINK_PATH_PREFIXES = ["/@", "/tags/"] as const;

const LINK: Policy = { schemes: ["http:", "https:", "mailto:"], ownPaths: OWN_LINK_PATH_PREFIXES };
const IMAGE: Policy = { schemes: ["https:"], ownPaths: OWN_IMAGE_PATH_PREFIXES };
const MEDIA: Policy = { schemes: ["https:"] };
/** Audio: https, or our own uploaded audio (the asset route serves it; never an image or another path). */
const AUDIO: Policy = { schemes: ["https:"], ownPaths: [OWN_AUDIO_PATH] };

function embedUrl(value: string | undefined): string | undefined {
  const href = safeUrl(value, MEDIA);
  if (!href) return undefined;
  const url = new URL(href);
  const player = EMBED_PLAYERS.find((p) => p.hosts.includes(url.hostname) && url.pathname.startsWith(p.path));
  return player && !url.username && !url.password && !url.port ? href : undefined;
}

/** A size in pixels (or per cent, for embeds): anything else is dropped. */
const dimension = (value: string | undefined, percent = false) =>
  value && (percent ? /^\d{1,4}%?$/ : /^\d{1,4}$/).test(value.trim()) ? value.trim() : undefined;

type Attributes = Record<string, string>;

/** Attributes without the ones whose value is undefined. */
const defined = (attribs: Record<string, string | undefined>): Attributes =>
  Object.fromEntries(Object.entries(attribs).filter((entry): entry is [string, string] => entry[1] !== undefined));

function link(tagName: string, attribs: Attributes) {
  const href = safeUrl(attribs.href, LINK);
  if (href?.startsWith("/")) return { tagName, attribs: { href } };
  const web = href !== undefined && !href.startsWith("mailto:");
  // a link whose address is refused keeps its text as plain text (see exclusiveFilter)
  return { tagName, attribs: defined({ href, rel: href && LINK_REL, target: web ? "_blank" : undefined }) };
}

function image(tagName: string, attribs: Attributes) {
  return {
    tagName,
    attribs: defined({
      src: safeUrl(attribs.src, IMAGE),
      alt: attribs.alt,
      width: dimension(attribs.width),
      height: dimension(attribs.height),
    }),
  };
}

function embed(tagName: string, attribs: Attributes) {
  return {
    tagName,
    attribs: defined({
      src: embedUrl(attribs.src),
      width: dimension(attribs.width, true),
      height: dimension(attribs.height, true),
      title: attribs.title,
      allowfullscreen: "allowfullscreen",
      loading: "lazy",
      // the players need their own scripts and origin; the sandbox still keeps them from
      // navigating the page or opening forms and dialogs over it
      sandbox: "allow-scripts allow-same-origin allow-presentation allow-popups",
      referrerpolicy: "strict-origin-when-cross-origin",
    }),
  };
}

function audio(tagName: string, attribs: Attributes) {
  return { tagName, attribs: defined({ src: safeUrl(attribs.src, AUDIO), controls: "controls", preload: "none" }) };
}

function source(tagName: string, attribs: Attributes) {
  const type = /^audio\/[\w.+-]{1,40}$/.test(attribs.type ?? "") ? attribs.type : undefined;
  return { tagName, attribs: defined({ src: safeUrl(attribs.src, AUDIO), type }) };
}

/** Elements that stand for nothing without their address. */
const NEEDS_SRC = new Set(["img", "iframe", "source"]);

const MOMENT_TAGS = ["p", "br", "a"];
const SHORT_TAGS = ["p", "br", "strong", "b", "em", "i", "s", "strike", "del", "u", "a", "blockquote"];
const LIST_TAGS = ["ul", "ol", "li", "pre", "code"];
const ARTICLE_TAGS = [
  ...SHORT_TAGS,
  ...LIST_TAGS,
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "figure",
  "figcaption",
  "img",
  "iframe",
  "audio",
  "source",
];

/**
 * Elements whose content is dropped with them: code, styles and documents that are not text a
 * reader should see when their element is refused.
 */
const NON_TEXT_TAGS = [
  "script",
  "style",
  "textarea",
  "option",
  "xmp",
  "noscript",
  "noembed",
  "noframes",
  "template",
  "title",
  "svg",
  "math",
  "object",
  "embed",
  "select",
  "head",
];

/**
 * How deep elements may nest. Writing needs a handful of levels (a quote in a list item in a
 * quote …); past this, elements are dropped and their text kept. Browsers stop nesting at 512
 * and each level of a quote or list indents: 10,000 nested quotes made a page 12,930 px wide.
 */
export const NESTING_LIMIT = 20;

function options(allowedTags: string[]): IOptions {
  return {
    allowedTags,
    nestingLimit: NESTING_LIMIT,
    allowedAttributes: {
      a: ["href", "rel", "target"],
      img: ["src", "alt", "width", "height"],
      iframe: ["src", "width", "height", "title", "allowfullscreen", "loading", "sandbox", "referrerpolicy"],
      audio: ["src", "controls", "preload"],
      source: ["src", "type"],
      code: ["class"],
    },
    // the editor marks a code block's language, e.g. class="language-js"
    allowedClasses: { code: [/^language-[\w-]{1,40}$/] },
    // the transforms below have already judged every address; these are a second, coarser net
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: { img: ["https"], iframe: ["https"], audio: ["https"], source: ["https"] },
    allowedSchemesAppliedToAttributes: ["href", "src"],
    allowProtocolRelative: false,
    allowedIframeHostnames: [...EMBED_HOSTS],
    allowIframeRelativeUrls: false,
    disallowedTagsMode: "discard",
    nonTextTags: NON_TEXT_TAGS,
    parseStyleAttributes: false,
    // void elements, written as such (a <source></source> would be an end tag browsers ignore)
    selfClosing: ["img", "br", "hr", "source"],
    // the article's title is its page's one h1: headings in the body start at h2
    transformTags: { h1: "h2", a: link, img: image, iframe: embed, audio, source },
    exclusiveFilter: (frame) => {
      // (an <audio> may play a <source> inside it instead of its own src)
      if (NEEDS_SRC.has(frame.tag) && !frame.attribs.src) return true;
      // a refused address: the link goes, its text stays
      if (frame.tag === "a" && !frame.attribs.href) return "excludeTag";
      return false;
    },
  };
}

const PROFILES = {
  /** Articles and drafts: text, headings, lists, code, quotes, images and embeds. */
  article: options(ARTICLE_TAGS),
  /** Comments: paragraphs, emphasis, links, quotes, lists and code. */
  short: options([...SHORT_TAGS, ...LIST_TAGS]),
  /**
   * Moments: lines of plain text and links (web addresses, mentions and tags), as the moment
   * form writes them; their images are assets of their own, never in the text.
   */
  moment: options(MOMENT_TAGS),
  /** Comments: the same lines and links (a mention is a link to `/@name`), as the comment form writes them. */
  comment: options(MOMENT_TAGS),
} as const;

export type SanitizeProfile = keyof typeof PROFILES;

/** HTML as we store it: only the profile's elements and attributes, every address checked. */
export function sanitizeHtml(html: string, profile: SanitizeProfile = "article"): string {
  return sanitize(html, PROFILES[profile]).trim();
}
