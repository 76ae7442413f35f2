"use client";

import { useTranslations } from "next-intl";
import { type ClipboardEvent, type DragEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { type LinkedArticle, TAGS_MAX, tagText, withTag } from "@/components/editor/draft-form";
import { localCopyKey, readLocalCopy, removeLocalCopy, writeLocalCopy } from "@/components/editor/local-copy";
import { SearchField } from "@/components/editor/search-field";
import { apiErrorCode, toastApiError } from "@/components/ui/api-error-toast";
import { toast } from "@/components/ui/toast-store";
import { request } from "@/lib/graphql/client";
import {
  MomentArticleSuggestions,
  MomentTagSuggestions,
  PostMoment,
} from "@/lib/graphql/documents/islands/moment/form";
import { errorMessageFor } from "@/lib/graphql/error-messages";
import {
  MOMENT_ARTICLES_MAX,
  MOMENT_ASSETS_MAX,
  MOMENT_TEXT_MAX,
  momentHtml,
  momentTextLength,
} from "@/lib/text/moment-text";
import styles from "./moment-islands.module.css";
import { IMAGE_TYPES, isImageFile, uploadImage } from "./upload-image";

// The moment form, on its own page (/m/edit) or above the author's moments: text with a
// counter, up to 9 images (picked, pasted or dropped; each uploaded at once, with its progress
// and any error), tags (a new one is made when posted) and linked articles. What is written
// is kept on the device (section 3's form drafts, `v1__form:{authorId}:moment`) until posted,
// so a reload loses nothing; images already uploaded are kept with it.

type Asset = { id: string; path: string };
type Image = {
  key: string;
  /** An object URL of the picked file, or the uploaded image at a small size. */
  preview: string;
  progress: number;
  asset: Asset | null;
  error: string | null;
};
type Kept = { text: string; tags: string[]; articles: LinkedArticle[]; images: Asset[] };
type TagOption = { content: string; numArticles: number | null };

/** Section 3's form id of the moment form (one per author, as there is one moment being written). */
const FORM_ID = "moment";

const thumbnail = (path: string) => `${path}?${new URLSearchParams({ w: "240", h: "240", fit: "cover" })}`;

/** Quick search answers for 2 to 30 characters (lib/text/search-key.ts). */
const searchable = (text: string) => {
  const length = [...text].length;
  return length >= 2 && length <= 30;
};

async function findTags(text: string, signal: AbortSignal): Promise<TagOption[]> {
  const content = tagText(text);
  if (!content) return [];
  const found: TagOption[] = [];
  if (searchable(content)) {
    const { search } = await request(MomentTagSuggestions, { key: `#${content}` }, { signal, visibility: "public" });
    for (const { node } of search.edges ?? []) {
      if (node.__typename === "Tag") found.push({ content: node.content, numArticles: node.numArticles });
    }
  }
  const exists = found.some((tag) => tag.content.toLowerCase() === content.toLowerCase());
  return exists ? found : [...found, { content, numArticles: null }];
}

async function findArticles(text: string, signal: AbortSignal): Promise<(LinkedArticle & { author: string })[]> {
  if ([...text.trim()].length < 2) return [];
  const { search } = await request(MomentArticleSuggestions, { key: text.trim() }, { signal, visibility: "public" });
  return (search.edges ?? []).flatMap(({ node }) =>
    node.__typename === "Article"
      ? [
          {
            id: node.id,
            shortHash: node.shortHash,
            title: node.title,
            author: node.author.displayName ?? node.author.userName ?? "",
          },
        ]
      : [],
  );
}

let nextKey = 0;

export function MomentForm({
  authorId,
  postedHref,
  cancelHref,
}: {
  /** The viewer's global id: the device keeps the text under it. */
  authorId: string;
  /** Where the moment shows once posted: the author's moments. */
  postedHref: string;
  cancelHref: string;
}) {
  const t = useTranslations("momentForm");
  const tRoot = useTranslations();
  const storageKey = localCopyKey(authorId, FORM_ID);
  const [kept] = useState(() => readLocalCopy<Kept>(storageKey)?.fields ?? {});
  const [text, setText] = useState(kept.text ?? "");
  const [images, setImages] = useState<Image[]>(() =>
    (kept.images ?? []).map((asset) => ({
      key: `kept-${asset.id}`,
      preview: thumbnail(asset.path),
      progress: 1,
      asset,
      error: null,
    })),
  );
  const [tags, setTags] = useState<string[]>(kept.tags ?? []);
  const [articles, setArticles] = useState<LinkedArticle[]>(kept.articles ?? []);
  const [notice, setNotice] = useState("");
  const [posting, setPosting] = useState(false);
  const uploads = useRef(new Map<string, AbortController>());
  const objectUrls = useRef(new Set<string>());
  const fileInput = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const thumbs = useRef<HTMLUListElement>(null);
  const ids = { text: useId(), counter: useId(), kept: useId() };

  // kept on the device as it is written; nothing left when everything is empty
  useEffect(() => {
    const fields: Partial<Kept> = {};
    if (text.trim()) fields.text = text;
    if (tags.length > 0) fields.tags = tags;
    if (articles.length > 0) fields.articles = articles;
    const uploaded = images.flatMap((image) => (image.asset ? [image.asset] : []));
    if (uploaded.length > 0) fields.images = uploaded;
    writeLocalCopy(storageKey, { base: null, editedAt: Date.now(), fields });
  }, [storageKey, text, tags, articles, images]);

  // uploads under way stop, and previews are let go, with the form
  useEffect(() => {
    const running = uploads.current;
    const urls = objectUrls.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const length = momentTextLength(text);
  const over = length - MOMENT_TEXT_MAX;
  const uploaded = images.flatMap((image) => (image.asset ? [image.asset] : []));
  const uploading = images.some((image) => !image.asset && !image.error);
  const canPost = !posting && !uploading && over <= 0 && (length > 0 || uploaded.length > 0);

  const update = (key: string, change: Partial<Image>) =>
    setImages((current) => current.map((image) => (image.key === key ? { ...image, ...change } : image)));

  const reasonOf = (error: unknown) => {
    const message = errorMessageFor(apiErrorCode(error));
    return message ? tRoot(message.key, message.values) : tRoot("apiErrors.UNKNOWN_ERROR");
  };

  const addFiles = (files: File[]) => {
    if (files.length === 0) return;
    const notImage = files.find((file) => !isImageFile(file));
    const accepted = files.filter(isImageFile);
    const room = MOMENT_ASSETS_MAX - images.length;
    const taken = accepted.slice(0, Math.max(0, room));
    if (accepted.length > taken.length) setNotice(t("tooManyImages", { max: MOMENT_ASSETS_MAX }));
    else if (notImage) setNotice(t("notAnImage", { name: notImage.name }));
    else setNotice("");
    const added = taken.map((file) => {
      nextKey += 1;
      const preview = URL.createObjectURL(file);
      objectUrls.current.add(preview);
      return { image: { key: `new-${nextKey}`, preview, progress: 0, asset: null, error: null }, file };
    });
    setImages((current) => [...current, ...added.map((a) => a.image)]);
    for (const { image, file } of added) {
      const controller = new AbortController();
      uploads.current.set(image.key, controller);
      uploadImage(file, (progress) => update(image.key, { progress }), controller.signal)
        .then((asset) => update(image.key, { asset, progress: 1 }))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) update(image.key, { error: reasonOf(error) });
        })
        .finally(() => uploads.current.delete(image.key));
    }
  };

  const removeImage = (index: number) => {
    const image = images[index];
    if (!image) return;
    uploads.current.get(image.key)?.abort();
    if (objectUrls.current.delete(image.preview)) URL.revokeObjectURL(image.preview);
    setImages((current) => current.filter((other) => other.key !== image.key));
    setNotice("");
    // focus stays in the row of images: the one that took its place, the one before, or the picker
    requestAnimationFrame(() => {
      const buttons = thumbs.current?.querySelectorAll<HTMLButtonElement>("button[data-remove]") ?? [];
      (buttons[Math.min(index, buttons.length - 1)] ?? addButton.current)?.focus();
    });
  };

  const addTag = (raw: string) => {
    const next = withTag(tags, raw);
    if (next === null) setNotice(t("tooManyTags", { max: TAGS_MAX }));
    else {
      setTags(next);
      setNotice("");
    }
  };

  const addArticle = (article: LinkedArticle | null) => {
    if (!article || articles.some((a) => a.id === article.id)) return;
    if (articles.length >= MOMENT_ARTICLES_MAX) {
      setNotice(t("tooManyArticles", { max: MOMENT_ARTICLES_MAX }));
      return;
    }
    setArticles([...articles, { id: article.id, shortHash: article.shortHash, title: article.title }]);
    setNotice("");
  };

  const post = async (event: FormEvent) => {
    event.preventDefault();
    if (!canPost) {
      if (!posting && length === 0 && uploaded.length === 0) setNotice(t("empty"));
      return;
    }
    setPosting(true);
    try {
      await request(PostMoment, {
        input: {
          content: momentHtml(text),
          tags,
          articles: articles.map((article) => article.id),
          assets: uploaded.map((asset) => asset.id),
        },
      });
    } catch (error) {
      setPosting(false);
      if (!toastApiError(error, tRoot)) toast.error(tRoot("apiErrors.UNKNOWN_ERROR"));
      return;
    }
    removeLocalCopy(storageKey);
    window.location.assign(postedHref);
  };

  const onPaste = (event: ClipboardEvent) => {
    const files = [...event.clipboardData.files];
    if (files.length === 0) return;
    event.preventDefault();
    addFiles(files);
  };

  const onDrop = (event: DragEvent) => {
    if (event.dataTransfer.files.length === 0) return;
    event.preventDefault();
    addFiles([...event.dataTransfer.files]);
  };

  return (
    <form
      className={styles.form}
      onSubmit={post}
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes("Files")) event.preventDefault();
      }}
      onDrop={onDrop}
      aria-busy={posting}
    >
      <label htmlFor={ids.text} className="visually-hidden">
        {t("label")}
      </label>
      <textarea
        id={ids.text}
        className={styles.text}
        value={text}
        placeholder={t("label")}
        rows={5}
        // the reader came here to write
        // biome-ignore lint/a11y/noAutofocus: the form was asked for (Create, then Moment)
        autoFocus
        aria-describedby={`${ids.counter} ${ids.kept}`}
        aria-invalid={over > 0}
        onChange={(event) => setText(event.target.value)}
        onPaste={onPaste}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }
        }}
      />
      <p id={ids.counter} className={over > 0 ? styles.counterOver : styles.counter}>
        {t("counter", { count: length, max: MOMENT_TEXT_MAX })}
        {over > 0 ? <span className={styles.overNote}>{t("over", { count: over })}</span> : null}
      </p>

      {images.length > 0 ? (
        <ul
          ref={thumbs}
          className={styles.thumbs}
          aria-label={t("imageCount", { count: images.length, max: MOMENT_ASSETS_MAX })}
        >
          {images.map((image, index) => (
            <li key={image.key} className={styles.thumb}>
              {/* biome-ignore lint/performance/noImgElement: the author's own image, before and after its upload */}
              <img src={image.preview} alt={t("imageAlt", { index: index + 1 })} width={96} height={96} />
              {!image.asset && !image.error ? (
                <progress
                  className={styles.progress}
                  max={1}
                  value={image.progress}
                  aria-label={t("uploading", { index: index + 1 })}
                />
              ) : null}
              {image.error ? (
                <p className={styles.thumbError} role="alert">
                  {t("uploadFailed", { index: index + 1, reason: image.error })}
                </p>
              ) : null}
              <button
                type="button"
                className={styles.removeThumb}
                data-remove=""
                aria-label={t("removeImage", { index: index + 1 })}
                onClick={() => removeImage(index)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <div className={styles.tools}>
        <button
          ref={addButton}
          type="button"
          className={styles.secondary}
          disabled={images.length >= MOMENT_ASSETS_MAX}
          onClick={() => fileInput.current?.click()}
        >
          {t("addImages")}
        </button>
        <span className={styles.hint}>{t("imageCount", { count: images.length, max: MOMENT_ASSETS_MAX })}</span>
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_TYPES.join(",")}
          multiple
          hidden
          onChange={(event) => {
            addFiles([...(event.currentTarget.files ?? [])]);
            event.currentTarget.value = "";
          }}
        />
      </div>

      <div className={styles.field}>
        {tags.length > 0 ? (
          <ul className={styles.chips} aria-label={t("tags")}>
            {tags.map((tag) => (
              <li key={tag} className={styles.chip}>
                #{tag}
                <button
                  type="button"
                  aria-label={t("removeTag", { tag })}
                  onClick={() => setTags(tags.filter((other) => other !== tag))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <SearchField<TagOption>
          label={t("tags")}
          placeholder={t("addTag")}
          find={findTags}
          itemKey={(tag) => tag.content}
          renderItem={(tag) => (
            <>
              <strong>#{tag.content}</strong>{" "}
              <span className={styles.hint}>
                {tag.numArticles === null ? t("newTag") : t("tagArticles", { count: tag.numArticles })}
              </span>
            </>
          )}
          onPick={(tag, typed) => addTag(tag?.content ?? typed)}
        />
      </div>

      <div className={styles.field}>
        {articles.length > 0 ? (
          <ul className={styles.chips} aria-label={t("articles")}>
            {articles.map((article) => (
              <li key={article.id} className={styles.chip}>
                {article.title}
                <button
                  type="button"
                  aria-label={t("removeArticle", { title: article.title })}
                  onClick={() => setArticles(articles.filter((other) => other.id !== article.id))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <SearchField
          label={t("articles")}
          placeholder={t("findArticle")}
          find={findArticles}
          itemKey={(article) => article.id}
          renderItem={(article) => (
            <>
              <strong>{article.title}</strong> <span className={styles.hint}>{article.author}</span>
            </>
          )}
          onPick={(article) => addArticle(article)}
        />
      </div>

      <p className={styles.notice} role="status">
        {notice}
      </p>
      <p id={ids.kept} className={styles.hint}>
        {t("kept")}
      </p>
      <div className={styles.actions}>
        <a href={cancelHref} className={styles.secondary}>
          {t("cancel")}
        </a>
        <button type="submit" className="button-primary" disabled={!canPost}>
          {posting ? t("posting") : t("post")}
        </button>
      </div>
    </form>
  );
}
