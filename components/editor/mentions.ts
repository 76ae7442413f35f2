import Mention from "@tiptap/extension-mention";
import type { SuggestionKeyDownProps, SuggestionOptions, SuggestionProps } from "@tiptap/suggestion";
import { tagHref, userHref } from "./paths";

// Section 9's mention characters: `@` names a person and `#` a tag, each also in its
// full-width form (＠ ＃, as Chinese keyboards type them). A person is written as a link to
// their page and a tag as a link to its page, so the sanitizer keeps them (our own /@… and
// /tags/… paths) and the editor reads them back as mentions. A tag not yet made is plain text
// until publishing makes it; picking any tag also adds it to the draft's tags.

export type PersonItem = { kind: "person"; userName: string; displayName: string };
export type TagItem =
  | { kind: "tag"; id: string; content: string; slug: string; numArticles: number }
  | { kind: "newTag"; content: string };
export type SuggestionItem = PersonItem | TagItem;

/** What the popup shows; null when it is closed. */
export type SuggestionView = {
  kind: "person" | "tag";
  query: string;
  items: SuggestionItem[];
  loading: boolean;
  selected: number;
  rect: DOMRect | null;
  choose: (index: number) => void;
} | null;

export type MentionSources = {
  people: (query: string, signal: AbortSignal) => Promise<PersonItem[]>;
  tags: (query: string, signal: AbortSignal) => Promise<TagItem[]>;
  /** The popup's state changed. */
  show: (view: SuggestionView) => void;
  /** A tag was picked: the draft takes it too. */
  tagPicked: (content: string) => void;
};

const PEOPLE_CHARS = ["@", "＠"];
const TAG_CHARS = ["#", "＃"];

/** The renderer of one trigger: keeps the highlighted item and hands the popup's state on. */
function renderer(kind: "person" | "tag", show: MentionSources["show"]) {
  return () => {
    let props: SuggestionProps<SuggestionItem> | undefined;
    let selected = 0;
    const emit = () => {
      const current = props;
      if (!current) return show(null);
      show({
        kind,
        query: current.query,
        items: current.items,
        loading: current.loading,
        selected,
        rect: current.clientRect?.() ?? null,
        choose: (index) => {
          const item = current.items[index];
          if (item) current.command(item);
        },
      });
    };
    return {
      onStart: (next: SuggestionProps<SuggestionItem>) => {
        props = next;
        selected = 0;
        emit();
      },
      onUpdate: (next: SuggestionProps<SuggestionItem>) => {
        props = next;
        selected = Math.min(selected, Math.max(0, next.items.length - 1));
        emit();
      },
      onKeyDown: ({ event }: SuggestionKeyDownProps) => {
        const count = props?.items.length ?? 0;
        if (event.key === "Escape") {
          props = undefined;
          show(null);
          return true;
        }
        if (count === 0) return false;
        if (event.key === "ArrowDown" || event.key === "ArrowUp") {
          selected = (selected + (event.key === "ArrowDown" ? 1 : count - 1)) % count;
          emit();
          return true;
        }
        if (event.key === "Enter" || event.key === "Tab") {
          const item = props?.items[selected];
          if (item) props?.command(item);
          return true;
        }
        return false;
      },
      onExit: () => {
        props = undefined;
        show(null);
      },
    };
  };
}

/** Full-width marks come from Chinese text, which has no spaces before them. */
const prefixesFor = (char: string) => (char === "@" || char === "#" ? [" ", "\u3000"] : null);

function suggestions<I extends SuggestionItem>(
  kind: "person" | "tag",
  chars: string[],
  items: (query: string, signal: AbortSignal) => Promise<I[]>,
  sources: MentionSources,
): Omit<SuggestionOptions<SuggestionItem>, "editor">[] {
  return chars.map((char) => ({
    char,
    allowedPrefixes: prefixesFor(char),
    debounce: 200,
    items: ({ query, signal }) => items(query, signal).catch(() => []),
    render: renderer(kind, sources.show),
  }));
}

/** People: a link to their page, reading `@display name`. */
export function PeopleMention(sources: MentionSources) {
  return Mention.extend({
    name: "mention",
    addAttributes() {
      return {
        id: { default: null, parseHTML: (el) => el.getAttribute("href")?.slice(2) ?? null },
        label: { default: null, parseHTML: (el) => el.textContent?.replace(/^[@＠]/u, "") ?? null },
      };
    },
    parseHTML() {
      // before the link mark, which would read it as a plain link
      return [{ tag: 'a[href^="/@"]', priority: 100 }];
    },
    renderHTML({ node }) {
      return ["a", { href: userHref(node.attrs.id) }, `@${node.attrs.label ?? node.attrs.id}`];
    },
    renderText({ node }) {
      return `@${node.attrs.label ?? node.attrs.id}`;
    },
  }).configure({
    suggestions: suggestions("person", PEOPLE_CHARS, sources.people, sources).map((s) => ({
      ...s,
      command: ({ editor, range, props }) => {
        // the renderer hands the picked item itself (see renderer), not a node's attributes
        const item = props as unknown as SuggestionItem;
        if (item.kind !== "person") return;
        editor
          .chain()
          .focus()
          .insertContentAt(range, [
            { type: "mention", attrs: { id: item.userName, label: item.displayName } },
            { type: "text", text: " " },
          ])
          .run();
      },
    })),
  });
}

/** `/tags/{id}-{slug}`: the id and slug back from a tag link. */
function tagOfHref(href: string | null) {
  const match = /^\/tags\/([^-/]+)-(.*)$/.exec(href ?? "");
  if (!match) return { id: null, slug: "" };
  try {
    return { id: match[1] ?? null, slug: decodeURIComponent(match[2] ?? "") };
  } catch {
    return { id: match[1] ?? null, slug: "" };
  }
}

/** Tags: a link to the tag's page, reading `#tag`; a tag not yet made is its text alone. */
export function TagMention(sources: MentionSources) {
  return Mention.extend({
    name: "hashtag",
    addAttributes() {
      return {
        id: { default: null, parseHTML: (el) => tagOfHref(el.getAttribute("href")).id },
        slug: { default: "", parseHTML: (el) => tagOfHref(el.getAttribute("href")).slug },
        label: { default: null, parseHTML: (el) => el.textContent?.replace(/^[#＃]/u, "") ?? null },
      };
    },
    parseHTML() {
      return [{ tag: 'a[href^="/tags/"]', priority: 100 }];
    },
    renderHTML({ node }) {
      const text = `#${node.attrs.label}`;
      // the sanitizer keeps the span's text alone: a tag made on publishing links from its page
      return node.attrs.id ? ["a", { href: tagHref(node.attrs.id, node.attrs.slug) }, text] : ["span", {}, text];
    },
    renderText({ node }) {
      return `#${node.attrs.label}`;
    },
  }).configure({
    suggestions: suggestions("tag", TAG_CHARS, sources.tags, sources).map((s) => ({
      ...s,
      command: ({ editor, range, props }) => {
        const item = props as unknown as SuggestionItem;
        if (item.kind === "person") return;
        const attrs =
          item.kind === "tag"
            ? { id: item.id, slug: item.slug, label: item.content }
            : { id: null, slug: "", label: item.content };
        editor
          .chain()
          .focus()
          .insertContentAt(range, [
            { type: "hashtag", attrs },
            { type: "text", text: " " },
          ])
          .run();
        sources.tagPicked(item.content);
      },
    })),
  });
}
