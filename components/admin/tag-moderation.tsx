"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useRef, useState } from "react";
import styles from "@/components/settings/settings.module.css";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { request } from "@/lib/graphql/client";
import {
  AdminDeleteTags,
  AdminMergeTags,
  AdminRenameTag,
  AdminSetTagBoost,
} from "@/lib/graphql/documents/islands/admin/tags";
import adminStyles from "./admin.module.css";

/** The refusals this page explains in its own words; any other code gets the general one. */
const EXPLAINED = new Set(["NAME_EXISTS", "TAG_NOT_FOUND", "ACTION_FAILED", "BAD_USER_INPUT"]);

/** The same bounds as the API's (server/api/services/tag-moderation.ts). */
const BOOST_MAX = 100;

/**
 * The admin's actions on one tag: rename it, set its boost, merge it into another tag (by that
 * tag's name, after a confirm dialog) and delete it (after one too). The API checks each again;
 * its refusals are said here in words. A merge or delete leaves this tag's page: the admin goes
 * to the tag kept, or back to the search.
 */
export function TagModeration({ id, name, boost }: { id: string; name: string; boost: number }) {
  const t = useTranslations("admin.tags");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [newName, setNewName] = useState(name);
  const [boostText, setBoostText] = useState(String(boost));
  const [into, setInto] = useState("");
  const [confirming, setConfirming] = useState<"merge" | "delete" | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  async function run(action: () => Promise<unknown>, done: string, after: () => void = () => router.refresh()) {
    setBusy(true);
    setError(null);
    setStatus("");
    try {
      await action();
      setStatus(done);
      after();
    } catch (failure) {
      const code = apiErrorCode(failure);
      setError(t(EXPLAINED.has(code) ? `errors.${code}` : "errors.failed"));
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  function rename(event: FormEvent) {
    event.preventDefault();
    void run(
      () => request(AdminRenameTag, { input: { id, content: newName } }),
      t("renamedDone", { name: newName.trim() }),
    );
  }

  function saveBoost(event: FormEvent) {
    event.preventDefault();
    const value = Number(boostText);
    if (!Number.isFinite(value) || value <= 0 || value > BOOST_MAX) {
      setError(t("errors.boost"));
      return;
    }
    void run(
      () => request(AdminSetTagBoost, { input: { id, boost: value, type: "Tag" } }),
      t("boostDone", { boost: value }),
    );
  }

  function askMerge(event: FormEvent) {
    event.preventDefault();
    if (!into.trim()) {
      setError(t("errors.intoEmpty"));
      return;
    }
    setConfirming("merge");
  }

  const merge = () =>
    run(
      async () => {
        // the tag named keeps its name; this one's articles and bookmarks move to it
        const { mergeTags } = await request(AdminMergeTags, { input: { ids: [id], content: into.trim() } });
        return mergeTags;
      },
      t("mergedDone", { name, into: into.trim() }),
      () => router.push("/admin/tags"),
    );

  const remove = () =>
    run(
      () => request(AdminDeleteTags, { input: { ids: [id] } }),
      t("deletedDone", { name }),
      () => router.push("/admin/tags"),
    );

  return (
    <div className={adminStyles.actions}>
      <form onSubmit={rename} className={styles.inline}>
        <label>
          {t("newName")} <input value={newName} maxLength={50} onChange={(event) => setNewName(event.target.value)} />
        </label>
        <button type="submit" className={styles.action} disabled={busy}>
          {t("rename")}
        </button>
      </form>
      <form onSubmit={saveBoost} className={styles.inline}>
        <label>
          {t("boost")}{" "}
          <input
            type="number"
            min={0.01}
            max={BOOST_MAX}
            step="any"
            inputMode="decimal"
            value={boostText}
            onChange={(event) => setBoostText(event.target.value)}
          />
        </label>
        <button type="submit" className={styles.action} disabled={busy}>
          {t("setBoost")}
        </button>
      </form>
      <form onSubmit={askMerge} className={styles.inline}>
        <label>
          {t("mergeInto")} <input value={into} maxLength={50} onChange={(event) => setInto(event.target.value)} />
        </label>
        <button type="submit" className={styles.action} disabled={busy}>
          {t("merge")}
        </button>
      </form>
      <p className={styles.hint}>{t("mergeHint")}</p>
      <p className={styles.inline}>
        <button type="button" className={styles.action} disabled={busy} onClick={() => setConfirming("delete")}>
          {t("delete")}
        </button>
      </p>
      {error ? (
        <p role="alert" className={styles.error} ref={errorRef} tabIndex={-1}>
          {error}
        </p>
      ) : null}
      <p role="status" className={styles.hint}>
        {status}
      </p>
      <ConfirmDialog
        open={confirming === "merge"}
        title={t("mergeConfirmTitle", { name, into: into.trim() })}
        description={t("mergeConfirmText", { name, into: into.trim() })}
        confirmLabel={t("merge")}
        busyLabel={t("working")}
        cancelLabel={t("cancel")}
        busy={busy}
        onConfirm={() => void merge()}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === "delete"}
        title={t("deleteConfirmTitle", { name })}
        description={t("deleteConfirmText")}
        confirmLabel={t("delete")}
        busyLabel={t("working")}
        cancelLabel={t("cancel")}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
