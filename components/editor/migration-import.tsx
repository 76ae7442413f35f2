"use client";

import { useTranslations } from "next-intl";
import { type FormEvent, useId, useRef, useState } from "react";
import { FilePicker } from "@/components/ui/file-picker";
import { GraphQLRequestError, request } from "@/lib/graphql/client";
import { LatestDraft, Migration } from "@/lib/graphql/documents/islands/editor/migration";
import { errorMessageFor } from "@/lib/graphql/error-messages";
import { upload } from "@/lib/graphql/upload";
import styles from "./migration.module.css";
import { MIGRATION_ACCEPT, MIGRATION_FILES_MAX, refusalOf } from "./migration-files";
import { draftHref } from "./paths";

// /migration's importer: the author picks exported files, sees each one's progress and gets
// a link to the draft it became. Each file is a call of its own (the contract's `migration`
// takes several at once, all or nothing), so one bad file fails alone and the rest come in.

type Status =
  | { kind: "queued" }
  | { kind: "importing" }
  | { kind: "done"; draft: { id: string; title: string | null } | null }
  | { kind: "failed"; reason: string };

type Item = { key: number; file: File; status: Status };

/** The message for a refused file: what is wrong with it, in the author's words. */
function useReason() {
  const t = useTranslations("migration.import");
  const tRoot = useTranslations();
  return (error: unknown) => {
    if (error instanceof GraphQLRequestError) {
      const reason = error.errors[0]?.extensions?.reason;
      if (error.code === "FILE_TYPE_INVALID") return t("notArticle");
      if (reason === "empty") return t("empty");
      if (reason === "long") return t("tooLong");
    }
    const code = error instanceof GraphQLRequestError ? error.code : "UNKNOWN_ERROR";
    const message = errorMessageFor(code);
    return message ? tRoot(message.key, message.values) : t("failed");
  };
}

export function MigrationImport() {
  const t = useTranslations("migration.import");
  const tRoot = useTranslations();
  const reasonOf = useReason();
  const [items, setItems] = useState<Item[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const ids = { file: useId(), hint: useId(), refusal: useId(), list: useId() };
  const nextKey = useRef(0);

  const setStatus = (key: number, status: Status) =>
    setItems((all) => all.map((item) => (item.key === key ? { ...item, status } : item)));

  const choose = (files: File[]) => {
    setRefusal(null);
    setItems([]);
    if (files.length === 0) return;
    const refused = refusalOf(files);
    if (refused === "tooMany") {
      setRefusal(t("tooMany", { max: MIGRATION_FILES_MAX }));
    } else if (refused === "tooLarge") {
      const message = errorMessageFor("MIGRATION_REACH_LIMIT");
      setRefusal(message ? tRoot(message.key) : t("failed"));
    } else {
      setItems(files.map((file) => ({ key: nextKey.current++, file, status: { kind: "queued" } })));
    }
  };

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (running || items.length === 0) return;
    setRunning(true);
    for (const item of items) {
      if (item.status.kind !== "queued") continue;
      setStatus(item.key, { kind: "importing" });
      try {
        await upload(Migration, { input: { type: null, files: [item.file] } });
      } catch (error) {
        setStatus(item.key, { kind: "failed", reason: reasonOf(error) });
        continue;
      }
      // the call made one draft, the viewer's last saved; a link is a convenience, the draft is made either way
      let draft: { id: string; title: string | null } | null = null;
      try {
        draft = (await request(LatestDraft, {})).viewer?.drafts.edges?.[0]?.node ?? null;
      } catch {
        draft = null;
      }
      setStatus(item.key, { kind: "done", draft });
    }
    setRunning(false);
    if (input.current) input.current.value = "";
  };

  const done = items.filter((item) => item.status.kind === "done").length;
  const finished = !running && items.length > 0 && items.every((item) => item.status.kind !== "queued");

  return (
    <form className={styles.importer} onSubmit={start} aria-busy={running}>
      <label htmlFor={ids.file} className={styles.label}>
        {t("choose")}
      </label>
      <FilePicker
        inputRef={input}
        id={ids.file}
        kind="files"
        multiple
        accept={MIGRATION_ACCEPT}
        disabled={running}
        describedBy={refusal ? `${ids.hint} ${ids.refusal}` : ids.hint}
        invalid={Boolean(refusal)}
        onFiles={choose}
      />
      <p id={ids.hint} className={styles.hint}>
        {t("hint", { max: MIGRATION_FILES_MAX })}
      </p>
      {refusal ? (
        <p id={ids.refusal} role="alert" className={styles.error}>
          {refusal}
        </p>
      ) : null}
      {items.length > 0 ? (
        <>
          <h3 id={ids.list} className={styles.listHeading}>
            {t("files", { count: items.length })}
          </h3>
          <ul aria-labelledby={ids.list} className={styles.files}>
            {items.map((item) => (
              <li key={item.key} className={styles.file} data-status={item.status.kind}>
                <span className={styles.name}>{item.file.name}</span>
                <FileStatus status={item.status} />
              </li>
            ))}
          </ul>
          <p role="status" className={styles.summary}>
            {running
              ? t("running", { done, count: items.length })
              : finished
                ? t("finished", { done, count: items.length })
                : ""}
          </p>
          {finished ? (
            done > 0 ? (
              <a href="/me/drafts">{t("toDrafts")}</a>
            ) : null
          ) : (
            <button type="submit" className="button-primary" disabled={running}>
              {t("start", { count: items.length })}
            </button>
          )}
        </>
      ) : null}
    </form>
  );
}

function FileStatus({ status }: { status: Status }) {
  const t = useTranslations("migration.import");
  switch (status.kind) {
    case "queued":
      return <span className={styles.state}>{t("queued")}</span>;
    case "importing":
      return <span className={styles.state}>{t("importing")}</span>;
    case "failed":
      return (
        <span className={styles.failed}>
          {t("failedWith")} {status.reason}
        </span>
      );
    case "done":
      return (
        <span className={styles.state}>
          {t("done")}{" "}
          {status.draft ? (
            <a href={draftHref(status.draft.id)}>{t("openDraft", { title: status.draft.title ?? t("untitled") })}</a>
          ) : null}
        </span>
      );
  }
}
