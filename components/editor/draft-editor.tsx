"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Aside } from "@/components/layout/columns";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { request } from "@/lib/graphql/client";
import {
  DraftPublishState,
  PublishArticle,
  PutDraft,
  StoredDraft,
} from "@/lib/graphql/documents/islands/editor/writing";
import { errorMessageFor, retryAfterOf } from "@/lib/graphql/error-messages";
import type { EditorDraftFieldsFragment } from "@/lib/graphql/generated/editor/graphql";
import { AutoSaver, type SaveStatus as Status } from "./auto-saver";
import { ConflictDialog } from "./conflict-dialog";
import {
  blankForm,
  coverChoices,
  type DraftField,
  type DraftForm,
  formOfDraft,
  putDraftInput,
  sameFields,
  withTag,
} from "./draft-form";
import styles from "./editor.module.css";
import {
  compareLocalCopy,
  type LocalCopy,
  localCopyKey,
  type Restore,
  readLocalCopy,
  removeLocalCopy,
  writeLocalCopy,
} from "./local-copy";
import { articleHref, draftHref } from "./paths";
import { PublishDialog, type PublishStep } from "./publish-dialog";
import { type Challenge, type Choice, type CircleChoice, PublishOptions } from "./publish-options";
import { RichText, type RichTextHandle } from "./rich-text";
import { SaveStatus } from "./save-status";
import { TitleField } from "./title-field";
import { type UploadTarget, uploadAsset } from "./upload";

type Props = {
  authorId: string;
  /** Null on /me/drafts/new: the draft is made by the first change, not by opening the page. */
  draft: EditorDraftFieldsFragment | null;
  collections: Choice[];
  challenges: Challenge[];
  /** The author's circles, to publish for their members only. */
  circles?: CircleChoice[];
};

/** How long a pending publish is waited for before the author is told to look again later. */
const PUBLISH_WAIT_MS = 60_000;
const POLL_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What this device keeps of a draft not yet made (/me/drafts/new), until the first save makes it. */
const NEW_FORM_ID = "draft:new";

/**
 * The draft editor (/me/drafts/[id], and /me/drafts/new before the draft exists): the title and
 * text in the main column, the publishing options in the aside. Every change is kept on this
 * device at once and saved to the server after a pause (see auto-saver.ts); what this device
 * kept and the server never got is put back when the page opens. A new draft is made by its
 * first save (or the first upload, which needs it), and the address becomes the draft's.
 */
export function DraftEditor({ authorId, draft, collections, challenges, circles = [] }: Props) {
  const t = useTranslations("editor");
  const tRoot = useTranslations();
  // the draft's id once it exists, and `making`, which resolves with it from when it is asked for
  const draftId = useRef(draft?.id ?? null);
  const making = useRef<Promise<string> | null>(draft ? Promise.resolve(draft.id) : null);
  const storageKey = () => localCopyKey(authorId, draftId.current ? `draft:${draftId.current}` : NEW_FORM_ID);

  const [start] = useState(() => {
    const server = draft ? formOfDraft(draft) : blankForm();
    const copy = readLocalCopy<DraftForm>(storageKey());
    // a draft not yet made has nothing on the server: what this device kept is newer
    const restore: Restore<DraftForm> = draft
      ? compareLocalCopy<DraftForm>(copy, draft.updatedAt, (fields) => sameFields(fields, server))
      : copy && Object.keys(copy.fields).length > 0
        ? { kind: "newer", copy: { ...copy, base: null } }
        : { kind: "none" };
    const form = restore.kind === "newer" ? { ...server, ...restore.copy.fields } : server;
    return { restore, form };
  });
  const [form, setForm] = useState(start.form);
  const formRef = useRef(form);
  const body = useRef<RichTextHandle>(null);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [covers, setCovers] = useState(() => coverChoices(draft?.assets ?? []));
  const [tooManyTags, setTooManyTags] = useState(false);
  const [restored, setRestored] = useState(start.restore.kind === "newer");
  const [older, setOlder] = useState<LocalCopy<DraftForm> | null>(
    start.restore.kind === "older" ? start.restore.copy : null,
  );
  const [conflictOpen, setConflictOpen] = useState(false);
  const [publish, setPublish] = useState<PublishStep | null>(null);
  const [words, setWords] = useState(0);

  /**
   * Makes the draft with `fields` (once: every later caller waits for the same one), and
   * gives the page the draft's address without reloading it.
   */
  const make = (fields: Partial<DraftForm>) => {
    const made = request(PutDraft, { input: putDraftInput(null, fields, null) }).then(({ putDraft }) => {
      draftId.current = putDraft.id;
      removeLocalCopy(localCopyKey(authorId, NEW_FORM_ID));
      window.history.replaceState(null, "", draftHref(putDraft.id));
      return putDraft;
    });
    const id = made.then((putDraft) => putDraft.id);
    making.current = id;
    // a failure is told by whoever asked (a save, an upload); the next one tries again
    id.catch(() => {
      if (making.current === id) making.current = null;
    });
    return made;
  };

  /** The draft's id, making the draft (empty) when nothing has made it yet: an upload needs it. */
  const idOfDraft = () => making.current ?? make({}).then((putDraft) => putDraft.id);

  const uploadTarget = async (): Promise<UploadTarget> => ({ entityType: "draft", entityId: await idOfDraft() });

  const [saver] = useState(
    () =>
      new AutoSaver<DraftForm>({
        // restored edits go over the copy they were typed on: if that is not the stored one
        // any more, the first save meets the conflict and the author chooses
        updatedAt:
          start.restore.kind === "newer"
            ? (start.restore.copy.base ?? draft?.updatedAt ?? null)
            : (draft?.updatedAt ?? null),
        read: () => {
          // what the text holds now, else what it held when last read
          const content = body.current?.getHTML();
          if (content != null) formRef.current = { ...formRef.current, content };
          return formRef.current;
        },
        save: async (fields, lastUpdatedAt) => {
          // the first change makes the draft, with what it changed
          const { putDraft } = making.current
            ? await request(PutDraft, { input: putDraftInput(await making.current, fields, lastUpdatedAt) })
            : { putDraft: await make(fields) };
          setCovers(coverChoices(putDraft.assets));
          return putDraft;
        },
        keep: (copy) => writeLocalCopy(storageKey(), copy),
        onStatus: (next) => {
          setStatus(next);
          if (next.kind === "conflict") setConflictOpen(true);
        },
      }),
  );

  useEffect(() => {
    if (start.restore.kind === "newer") {
      const { fields, editedAt } = start.restore.copy;
      saver.changed(Object.keys(fields) as DraftField[], editedAt);
    }
    setWords(body.current?.words() ?? 0);
    const hidden = () => {
      if (document.visibilityState !== "hidden") return;
      saver.keepNow();
      void saver.flush();
    };
    const leaving = () => saver.keepNow();
    const online = () => saver.online();
    document.addEventListener("visibilitychange", hidden);
    window.addEventListener("pagehide", leaving);
    window.addEventListener("online", online);
    return () => {
      document.removeEventListener("visibilitychange", hidden);
      window.removeEventListener("pagehide", leaving);
      window.removeEventListener("online", online);
      saver.dispose();
    };
  }, [saver, start]);

  const set = <K extends DraftField>(field: K, value: DraftForm[K]) => {
    const next = { ...formRef.current, [field]: value };
    formRef.current = next;
    setForm(next);
    saver.changed([field]);
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

  /** Puts fields back into the form and the text, as if typed now. */
  const apply = (fields: Partial<DraftForm>) => {
    const next = { ...formRef.current, ...fields };
    formRef.current = next;
    setForm(next);
    if (fields.content !== undefined) body.current?.setHTML(fields.content);
  };

  const storedDraft = async () => {
    const { node } = await request(StoredDraft, { id: await idOfDraft() });
    if (node?.__typename !== "Draft") throw new Error("The draft is gone.");
    return node;
  };

  const keepMine = async () => {
    const current = saver.status;
    const serverUpdatedAt =
      current.kind === "conflict" && current.serverUpdatedAt
        ? current.serverUpdatedAt
        : (await storedDraft()).updatedAt;
    setConflictOpen(false);
    await saver.keepMine(serverUpdatedAt, Object.keys(formRef.current) as DraftField[]);
  };

  const loadNewer = async () => {
    const stored = await storedDraft();
    apply(formOfDraft(stored));
    setCovers(coverChoices(stored.assets));
    saver.reset(stored.updatedAt);
    setConflictOpen(false);
  };

  const errorText = (error: unknown) => {
    const code = apiErrorCode(error);
    const field = (error as { errors?: { extensions?: { field?: unknown } }[] }).errors?.[0]?.extensions?.field;
    if (code === "BAD_USER_INPUT" && field === "title") return t("publish.needsTitle");
    if (code === "BAD_USER_INPUT" && field === "content") return t("publish.needsContent");
    const message = errorMessageFor(code, retryAfterOf(error));
    return message ? tRoot(message.key, message.values) : t("publish.failed");
  };

  const openPublish = async () => {
    setPublish({ kind: "confirm" });
    if (!formRef.current.title.trim()) return setPublish({ kind: "error", message: t("publish.needsTitle") });
    if ((body.current?.words() ?? 0) === 0 && !/<(img|iframe|audio)\b/.test(body.current?.getHTML() ?? "")) {
      return setPublish({ kind: "error", message: t("publish.needsContent") });
    }
  };

  const confirmPublish = async () => {
    setPublish({ kind: "publishing" });
    try {
      await saver.flush();
      if (saver.hasUnsaved) return setPublish({ kind: "error", message: t("publish.notSaved") });
      const id = await idOfDraft();
      let state = (await request(PublishArticle, { id })).publishArticle;
      const deadline = Date.now() + PUBLISH_WAIT_MS;
      while (state.publishState === "pending" && Date.now() < deadline) {
        await sleep(POLL_MS);
        const { node } = await request(DraftPublishState, { id });
        if (node?.__typename === "Draft") state = node;
      }
      if (state.publishState === "published" && state.article) {
        saver.dispose();
        removeLocalCopy(storageKey());
        setPublish({ kind: "published" });
        window.location.assign(articleHref(state.article.shortHash));
        return;
      }
      setPublish({
        kind: "error",
        message: state.publishState === "pending" ? t("publish.stillPending") : t("publish.failed"),
      });
    } catch (error) {
      setPublish({ kind: "error", message: errorText(error) });
    }
  };

  return (
    <>
      <div className={styles.editor}>
        <div className={styles.bar}>
          <SaveStatus status={status} onResolve={() => setConflictOpen(true)} />
          <span className={styles.words}>{t("words", { count: words })}</span>
          <button
            type="button"
            className="button-primary"
            onClick={openPublish}
            disabled={publish !== null || status.kind === "conflict"}
          >
            {t("publish.button")}
          </button>
        </div>
        {restored ? (
          <p className={styles.notice}>
            {t("restored")}{" "}
            <button type="button" className={styles.linkButton} onClick={() => setRestored(false)}>
              {t("dismiss")}
            </button>
          </p>
        ) : null}
        {older ? (
          <section className={styles.notice} aria-label={t("older.label")}>
            <p>{t("older.text", { time: new Date(older.editedAt) })}</p>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                apply(older.fields);
                saver.changed(Object.keys(older.fields) as DraftField[]);
                setOlder(null);
              }}
            >
              {t("older.restore")}
            </button>{" "}
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => {
                removeLocalCopy(storageKey());
                setOlder(null);
              }}
            >
              {t("older.discard")}
            </button>
          </section>
        ) : null}
        <TitleField
          value={form.title}
          onChange={(title) => set("title", title)}
          onEnter={() => body.current?.focus()}
        />
        <RichText
          ref={body}
          initialHtml={start.form.content}
          uploadTarget={uploadTarget}
          onChange={() => {
            saver.changed(["content"]);
            setWords(body.current?.words() ?? 0);
          }}
          onBlur={() => void saver.flush()}
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
            const asset = await uploadAsset(file, "cover", await uploadTarget());
            setCovers((current) => [...current, asset]);
            set("cover", asset.id);
          }}
          collections={collections}
          challenges={challenges}
          circles={circles}
        />
      </Aside>
      <ConflictDialog
        open={conflictOpen}
        onLoadNewer={loadNewer}
        onKeepMine={keepMine}
        onClose={() => setConflictOpen(false)}
      />
      <PublishDialog
        step={publish}
        title={form.title}
        tags={form.tags}
        license={t(`options.licenses.${form.license}`)}
        onConfirm={confirmPublish}
        onClose={() => setPublish(null)}
      />
    </>
  );
}
