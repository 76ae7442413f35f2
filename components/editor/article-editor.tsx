"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Aside } from "@/components/layout/columns";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { Dialog } from "@/components/ui/dialog";
import { request } from "@/lib/graphql/client";
import { EditArticle } from "@/lib/graphql/documents/islands/editor/writing";
import { errorMessageFor, retryAfterOf } from "@/lib/graphql/error-messages";
import type { EditArticleInput } from "@/lib/graphql/generated/editor/graphql";
import { AutoSaver } from "./auto-saver";
import { DONATION_TEXT_MAX, type DraftField, type DraftForm, length, sameFields, withTag } from "./draft-form";
import styles from "./editor.module.css";
import { compareLocalCopy, localCopyKey, readLocalCopy, removeLocalCopy, writeLocalCopy } from "./local-copy";
import { articleHref } from "./paths";
import { type Challenge, type Choice, type CircleChoice, type CoverImage, PublishOptions } from "./publish-options";
import { RichText, type RichTextHandle } from "./rich-text";
import { TitleField } from "./title-field";
import { uploadAsset } from "./upload";

type Props = {
  authorId: string;
  articleId: string;
  shortHash: string;
  form: DraftForm;
  /** The article's last change, to tell a copy kept on this device from an older one. */
  revisedAt: string;
  revisionsLeft: number;
  /** The article's images a cover may be chosen from. */
  covers: CoverImage[];
  /** The writing challenges it may take part in: those the author joined, and the one it is in. */
  challenges: Challenge[];
  /** The author's collections the article may be put in (those it is in among them). */
  collections: Choice[];
  /** The author's circles: the article may be put in one, for its members only. */
  circles?: CircleChoice[];
};

const text = (value: string) => (value.trim() ? value : null);

/** editArticle's input for the fields the author changed. */
function editInput(id: string, form: DraftForm, changed: ReadonlySet<DraftField>, description: string) {
  const input: EditArticleInput = { id };
  if (changed.has("title")) input.title = form.title;
  if (changed.has("summary")) input.summary = text(form.summary);
  if (changed.has("content")) input.content = form.content;
  if (changed.has("tags")) input.tags = form.tags;
  if (changed.has("license")) input.license = form.license;
  if (changed.has("sensitive")) input.sensitive = form.sensitive;
  if (changed.has("canComment")) input.canComment = form.canComment;
  if (changed.has("indentFirstLine")) input.indentFirstLine = form.indentFirstLine;
  if (changed.has("cover")) input.cover = form.cover;
  if (changed.has("challenge")) input.campaigns = form.challenge ? [form.challenge] : [];
  if (changed.has("requestForDonation")) input.requestForDonation = text(form.requestForDonation);
  if (changed.has("replyToDonator")) input.replyToDonator = text(form.replyToDonator);
  if (changed.has("connections")) input.connections = form.connections.map((a) => a.id);
  if (changed.has("collections")) input.collections = form.collections;
  // who reads it: the circle first, as paywalled work without one is refused
  if (changed.has("circle")) input.circle = form.circle ?? null;
  if (changed.has("access") && form.access) input.accessType = form.access;
  if (description.trim()) input.description = description.trim();
  return input;
}

/**
 * Revising a published article (/a/[shortHash]/edit). Nothing is saved until the author says
 * so: each save is a new version on the history page, and revisions of the text are counted.
 * Until then what is typed is kept on this device, as for drafts.
 */
export function ArticleEditor({
  authorId,
  articleId,
  shortHash,
  form: initial,
  revisedAt,
  revisionsLeft,
  covers: initialCovers,
  challenges,
  collections,
  circles = [],
}: Props) {
  const t = useTranslations("editor");
  const tRoot = useTranslations();
  const storageKey = localCopyKey(authorId, `article:${articleId}`);
  const [start] = useState(() => {
    const restore = compareLocalCopy<DraftForm>(readLocalCopy<DraftForm>(storageKey), revisedAt, (fields) =>
      sameFields(fields, initial),
    );
    return restore.kind === "none"
      ? { fields: {}, form: initial }
      : { fields: restore.copy.fields, form: { ...initial, ...restore.copy.fields } };
  });
  const [form, setForm] = useState(start.form);
  const [covers, setCovers] = useState(initialCovers);
  const formRef = useRef(form);
  const changed = useRef(new Set(Object.keys(start.fields) as DraftField[]));
  const body = useRef<RichTextHandle>(null);
  const [edited, setEdited] = useState(Object.keys(start.fields).length > 0);
  const [tooManyTags, setTooManyTags] = useState(false);
  const [saving, setSaving] = useState<"ask" | "busy" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState("");
  const noteId = useId();
  const noteCount = useId();

  const [keeper] = useState(
    () =>
      new AutoSaver<DraftForm>({
        updatedAt: revisedAt,
        autosave: false,
        read: () => {
          // what the text holds now, else what it held when last read
          const content = body.current?.getHTML();
          if (content != null) formRef.current = { ...formRef.current, content };
          return formRef.current;
        },
        save: () => Promise.reject(new Error("Revisions are saved by hand.")),
        keep: (copy) => writeLocalCopy(storageKey, copy),
        onStatus: () => {},
      }),
  );

  useEffect(() => {
    if (changed.current.size) keeper.changed([...changed.current]);
    const leaving = () => keeper.keepNow();
    const hidden = () => document.visibilityState === "hidden" && keeper.keepNow();
    window.addEventListener("pagehide", leaving);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("pagehide", leaving);
      document.removeEventListener("visibilitychange", hidden);
      keeper.dispose();
    };
  }, [keeper]);

  const set = <K extends DraftField>(field: K, value: DraftForm[K]) => {
    const next = { ...formRef.current, [field]: value };
    formRef.current = next;
    setForm(next);
    changed.current.add(field);
    keeper.changed([field]);
    setEdited(true);
    if (field === "tags") setTooManyTags(false);
  };

  const addTag = (raw: string) => {
    const tags = withTag(formRef.current.tags, raw);
    if (!tags) {
      setTooManyTags(true);
      return false;
    }
    if (tags.length !== formRef.current.tags.length) set("tags", tags);
    return true;
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving("busy");
    setError(null);
    const current = { ...formRef.current, content: body.current?.getHTML() ?? formRef.current.content };
    try {
      const { editArticle } = await request(EditArticle, {
        input: editInput(articleId, current, changed.current, note),
      });
      keeper.dispose();
      removeLocalCopy(storageKey);
      window.location.assign(articleHref(editArticle.shortHash));
    } catch (failure) {
      const code = apiErrorCode(failure);
      const message = errorMessageFor(code, retryAfterOf(failure));
      setError(
        code === "ARTICLE_REVISION_REACH_LIMIT"
          ? t("revise.limit")
          : message
            ? tRoot(message.key, message.values)
            : t("publish.failed"),
      );
      setSaving("ask");
    }
  };

  return (
    <>
      <div className={styles.editor}>
        <div className={styles.bar}>
          <div className={styles.status}>
            <span role="status">{edited ? t("revise.kept") : ""}</span>
          </div>
          <span className={styles.words}>{t("revise.left", { count: revisionsLeft })}</span>
          <a href={articleHref(shortHash)} className={styles.secondary}>
            {t("revise.cancel")}
          </a>
          <button type="button" className="button-primary" onClick={() => setSaving("ask")}>
            {t("revise.button")}
          </button>
        </div>
        {Object.keys(start.fields).length > 0 ? <p className={styles.notice}>{t("restored")}</p> : null}
        <TitleField
          value={form.title}
          onChange={(title) => set("title", title)}
          onEnter={() => body.current?.focus()}
        />
        <RichText
          ref={body}
          initialHtml={start.form.content}
          uploadTarget={{ entityType: "article", entityId: articleId }}
          onChange={() => {
            changed.current.add("content");
            keeper.changed(["content"]);
            setEdited(true);
          }}
          onBlur={() => keeper.keepNow()}
          onTag={addTag}
          indent={form.indentFirstLine}
        />
      </div>
      <Aside label={t("options.label")} keepOnNarrow>
        <h2 className={styles.asideHeading}>{t("options.heading")}</h2>
        <PublishOptions
          form={form}
          set={set}
          addTag={addTag}
          tooManyTags={tooManyTags}
          covers={covers}
          uploadCover={async (file) => {
            const asset = await uploadAsset(file, "cover", { entityType: "article", entityId: articleId });
            setCovers((current) => [...current, asset]);
            set("cover", asset.id);
          }}
          collections={collections}
          challenges={challenges}
          circles={circles}
        />
      </Aside>
      <Dialog
        open={saving !== null}
        onClose={() => setSaving(null)}
        canClose={() => saving !== "busy"}
        title={t("revise.title")}
      >
        <form onSubmit={save} className={styles.insertForm}>
          <p>{t("revise.explain", { count: revisionsLeft })}</p>
          <label htmlFor={noteId}>{t("revise.note")}</label>
          <textarea
            id={noteId}
            rows={3}
            value={note}
            aria-describedby={noteCount}
            onChange={(e) => setNote(e.target.value)}
          />
          <span id={noteCount} className={length(note) > DONATION_TEXT_MAX ? styles.counterOver : styles.counter}>
            {t("options.counter", { used: length(note), max: DONATION_TEXT_MAX })}
          </span>
          {error ? (
            <p role="alert" className={styles.fieldError}>
              {error}
            </p>
          ) : null}
          <div className={styles.dialogActions}>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => setSaving(null)}
              disabled={saving === "busy"}
            >
              {t("publish.cancel")}
            </button>
            <button type="submit" className="button-primary" disabled={saving === "busy"}>
              {t("revise.save")}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
