"use client";

import type { CommandProps } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import { Placeholder } from "@tiptap/extensions";
import { NodeSelection, TextSelection } from "@tiptap/pm/state";
import { type Editor, EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useTranslations } from "next-intl";
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from "react";
import articleStyles from "@/components/article/article.module.css";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { request } from "@/lib/graphql/client";
import { MentionUsers, TagSuggestions } from "@/lib/graphql/documents/islands/editor/writing";
import { errorMessageFor } from "@/lib/graphql/error-messages";
import { countWords } from "@/lib/text/word-count";
import styles from "./editor.module.css";
import { Audio, Video } from "./embed-nodes";
import { InsertDialog, type Insertion } from "./insert-dialog";
import {
  type MentionSources,
  PeopleMention,
  type PersonItem,
  type SuggestionView,
  type TagItem,
  TagMention,
} from "./mentions";
import { searchable } from "./paths";
import { SuggestionPopup } from "./suggestion-popup";
import { type InsertKind, Toolbar } from "./toolbar";
import { isImageFile, sizedImage, type UploadTarget, uploadAsset } from "./upload";

/** Uploaded images stand in the text at this width (the image route makes it once). */
const STORED_IMAGE_WIDTH = 1280;

export type RichTextHandle = {
  /** The text as HTML; null while there is no editor (the caller keeps what it last read). */
  getHTML: () => string | null;
  setHTML: (html: string) => void;
  focus: () => void;
  words: () => number;
};

type Props = {
  ref: Ref<RichTextHandle>;
  initialHtml: string;
  /**
   * What images uploaded into the text are for (the draft, the article); a function when that
   * is made on demand (a new draft is made by its first upload).
   */
  uploadTarget: UploadTarget | (() => Promise<UploadTarget>);
  /** The text was changed (read it with getHTML when it is needed: serializing is not free). */
  onChange: () => void;
  onBlur: () => void;
  /** A tag picked after `#`. */
  onTag: (content: string) => void;
  /** Paragraphs open with an indent, as the article will show them. */
  indent?: boolean;
};

/** People whose name begins with `query`: quick search's bounds hold (two characters at least). */
async function people(query: string, signal: AbortSignal): Promise<PersonItem[]> {
  const key = `@${query}`;
  if (!searchable(query)) return [];
  const { search } = await request(MentionUsers, { key }, { signal });
  return (search.edges ?? []).flatMap(({ node }) =>
    node.__typename === "User" && node.userName
      ? [{ kind: "person" as const, userName: node.userName, displayName: node.displayName ?? node.userName }]
      : [],
  );
}

/** Tags beginning with `query`, then the tag as typed when it is not one of them (made on publishing). */
async function tags(query: string, signal: AbortSignal): Promise<TagItem[]> {
  const content = query.trim();
  if (!content) return [];
  const key = `#${content}`;
  const found: TagItem[] = [];
  if (searchable(content)) {
    const { search } = await request(TagSuggestions, { key }, { signal });
    for (const { node } of search.edges ?? []) {
      if (node.__typename === "Tag") {
        found.push({ kind: "tag", id: node.id, content: node.content, slug: node.slug, numArticles: node.numArticles });
      }
    }
  }
  const exists = found.some((item) => item.content.toLowerCase() === content.toLowerCase());
  return exists ? found : [...found, { kind: "newTag", content }];
}

/**
 * The caret after a block just put in the text (an image, a player), at the start of the
 * paragraph that follows it, made when none does. TipTap leaves the block selected, and the
 * first key typed would replace it (issue 31); every editor puts the caret after it instead.
 */
function caretAfterBlock({ tr }: CommandProps) {
  const { selection } = tr;
  if (!(selection instanceof NodeSelection) || selection.node.isInline) return true;
  const after = selection.to;
  if (!tr.doc.resolve(after).nodeAfter?.isTextblock) {
    const paragraph = tr.doc.type.schema.nodes.paragraph;
    if (!paragraph) return true;
    tr.insert(after, paragraph.create());
  }
  tr.setSelection(TextSelection.create(tr.doc, after + 1));
  return true;
}

/**
 * The article's text: TipTap (ProseMirror) with the elements the sanitizer keeps, headings
 * from h2 (the title is the page's h1), links, quotes, lists, code, rules, images, videos of
 * the allowed players, audio, and mentions of people and tags.
 */
export function RichText({ ref, initialHtml, uploadTarget, onChange, onBlur, onTag, indent = false }: Props) {
  const t = useTranslations("editor");
  const tRoot = useTranslations();
  const [suggestion, setSuggestion] = useState<SuggestionView>(null);
  const [inserting, setInserting] = useState<{ kind: InsertKind; initial?: string; key: number } | null>(null);
  const [uploading, setUploading] = useState(0);
  const [uploadError, setUploadError] = useState<string | null>(null);
  // the extensions are made once; they reach the latest callbacks through this
  const target = () => (typeof uploadTarget === "function" ? uploadTarget() : Promise.resolve(uploadTarget));
  const latest = useRef({
    onChange,
    onBlur,
    onTag,
    indent,
    upload: (_files: File[], _at?: number): boolean => false,
  });

  const [sources] = useState<MentionSources>(() => ({
    people,
    tags,
    show: setSuggestion,
    tagPicked: (content) => latest.current.onTag(content),
  }));

  const live = useRef<Editor | null>(null);
  const editor = useEditor({
    immediatelyRender: true,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ["mailto"],
          // the sanitizer gives links their rel and target when the draft is stored
          HTMLAttributes: { rel: null, target: null },
        },
      }),
      Image.configure({ allowBase64: false }),
      Video,
      Audio,
      PeopleMention(sources),
      TagMention(sources),
      Placeholder.configure({ placeholder: t("bodyPlaceholder") }),
    ],
    content: initialHtml,
    editorProps: {
      // images pasted or dropped into the text are uploaded, then shown where they were put
      handlePaste: (_view, event) => latest.current.upload([...(event.clipboardData?.files ?? [])]),
      handleDrop: (view, event, _slice, moved) => {
        if (moved) return false;
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        return latest.current.upload([...(event.dataTransfer?.files ?? [])], at);
      },
      // read again on every update of the view (the indent follows the author's choice)
      attributes: () => ({
        id: "draft-body",
        class: [articleStyles.content, styles.body, latest.current.indent ? articleStyles.indented : ""]
          .join(" ")
          .trim(),
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": t("bodyLabel"),
      }),
    },
    onUpdate: () => latest.current.onChange(),
    onBlur: () => latest.current.onBlur(),
    // the instance in use, as soon as it exists (see the handle below)
    onBeforeCreate: ({ editor: created }) => {
      live.current = created;
    },
  });

  // TipTap's React binding may replace its first instance while mounting (a render React set
  // aside, an instance it destroys and makes anew), before this component renders with the new
  // one: the parent's effects must never reach a destroyed editor, so the handle asks for the
  // live one each time.
  useImperativeHandle(ref, () => {
    const current = () => (live.current && !live.current.isDestroyed ? live.current : null);
    return {
      getHTML: () => current()?.getHTML() ?? null,
      setHTML: (html) => current()?.commands.setContent(html, { emitUpdate: false }),
      focus: () => current()?.commands.focus("start"),
      // as the API will store it: Chinese by the character, other scripts by the word
      words: () => countWords(current()?.getText() ?? ""),
    };
  }, []);

  /** Uploads the images among `files` and puts each in the text (at `at`, else the caret); false when there are none. */
  const upload = (files: File[], at?: number, alt = "") => {
    const images = files.filter(isImageFile);
    if (images.length === 0 || !editor) return false;
    setUploadError(null);
    for (const file of images) {
      setUploading((n) => n + 1);
      target()
        .then((to) => uploadAsset(file, "embed", to))
        .then((asset) => {
          const image = { type: "image", attrs: { src: sizedImage(asset.path, { w: STORED_IMAGE_WIDTH }), alt } };
          const size = editor.state.doc.content.size;
          if (at !== undefined && at <= size) editor.chain().insertContentAt(at, image).command(caretAfterBlock).run();
          else editor.chain().focus().insertContent(image).command(caretAfterBlock).run();
        })
        .catch((error: unknown) => {
          const message = errorMessageFor(apiErrorCode(error));
          setUploadError(message ? tRoot(message.key, message.values) : t("upload.failed"));
        })
        .finally(() => setUploading((n) => n - 1));
    }
    return true;
  };
  latest.current = { onChange, onBlur, onTag, indent, upload };

  /** Uploads an audio file (the API tells it by its bytes) and puts its player at the caret. */
  const uploadAudio = (file: File) => {
    if (!editor) return;
    setUploadError(null);
    setUploading((n) => n + 1);
    target()
      .then((to) => uploadAsset(file, "embedaudio", to))
      .then((asset) => editor.chain().focus().setAudio(asset.path).command(caretAfterBlock).run())
      .catch((error: unknown) => {
        const message = errorMessageFor(apiErrorCode(error));
        setUploadError(message ? tRoot(message.key, message.values) : t("upload.failed"));
      })
      .finally(() => setUploading((n) => n - 1));
  };

  // an empty transaction has the view read its attributes again: the text shows the indent at
  // once. Only on a change, never on mounting: the view may not be mounted yet (TipTap throws).
  const shownIndent = useRef(indent);
  useEffect(() => {
    const current = live.current;
    if (shownIndent.current === indent || !current || current.isDestroyed) return;
    shownIndent.current = indent;
    current.view.dispatch(current.state.tr);
  }, [indent]);

  // the text keeps focus while the list is open: it names the highlighted option. Only once a
  // list has opened: before that the view may not be mounted yet (TipTap throws for its dom).
  const listed = useRef(false);
  useEffect(() => {
    if (!editor || (suggestion === null && !listed.current)) return;
    listed.current = true;
    const dom = editor.view.dom;
    const open = suggestion !== null && suggestion.items.length > 0;
    if (open) {
      dom.setAttribute("aria-controls", "mention-suggestions");
      dom.setAttribute("aria-activedescendant", `mention-option-${suggestion.selected}`);
    } else {
      dom.removeAttribute("aria-controls");
      dom.removeAttribute("aria-activedescendant");
    }
  }, [editor, suggestion]);

  // where focus goes when the insert dialog has closed: the text, once something was put in it
  const insertedInto = useRef<HTMLElement | null>(null);

  const insert = ({ kind, src, alt, file }: Insertion) => {
    setInserting(null);
    if (!editor) return;
    insertedInto.current = editor.view.dom;
    if (file && kind === "audio") {
      uploadAudio(file);
      return;
    }
    if (file) {
      upload([file], undefined, alt);
      return;
    }
    const chain = editor.chain().focus();
    if (kind === "link") {
      if (!src) chain.extendMarkRange("link").unsetLink().run();
      // nothing selected: the address itself becomes the link's text
      else if (editor.state.selection.empty && !editor.isActive("link")) {
        chain.insertContent({ type: "text", text: src, marks: [{ type: "link", attrs: { href: src } }] }).run();
      } else chain.extendMarkRange("link").setLink({ href: src }).run();
    } else if (kind === "image") chain.setImage({ src, alt }).command(caretAfterBlock).run();
    else if (kind === "video") chain.setVideo(src).command(caretAfterBlock).run();
    else chain.setAudio(src).command(caretAfterBlock).run();
  };

  const openInsert = (kind: InsertKind) => {
    insertedInto.current = null;
    const initial = kind === "link" ? (editor?.getAttributes("link").href as string | undefined) : undefined;
    setInserting({ kind, initial, key: Date.now() });
  };

  if (!editor) return null;
  return (
    <div className={styles.richText}>
      <Toolbar editor={editor} onInsert={openInsert} />
      <p className={uploadError ? styles.fieldError : styles.hint} role={uploadError ? "alert" : "status"}>
        {uploadError ?? (uploading > 0 ? t("upload.uploading", { count: uploading }) : "")}
      </p>
      <EditorContent editor={editor} />
      <SuggestionPopup view={suggestion} />
      <InsertDialog
        key={inserting?.key ?? 0}
        kind={inserting?.kind ?? null}
        initial={inserting?.initial}
        onInsert={insert}
        returnFocus={insertedInto}
        onClose={() => setInserting(null)}
      />
    </div>
  );
}
