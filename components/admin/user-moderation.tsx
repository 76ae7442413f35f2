"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useRef, useState } from "react";
import styles from "@/components/settings/settings.module.css";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { Dialog } from "@/components/ui/dialog";
import { request } from "@/lib/graphql/client";
import { AdminUpdateUserRole, AdminUpdateUserState } from "@/lib/graphql/documents/islands/admin/users";
import type { UpdateUserStateInput, UserRole, UserState } from "@/lib/graphql/generated/admin/graphql";
import adminStyles from "./admin.module.css";

/** The refusals this page explains in its own words; any other code gets the general one. */
const EXPLAINED = new Set(["ACTION_FAILED", "FORBIDDEN", "USER_PASSWORD_INVALID", "USER_NOT_FOUND"]);

/**
 * The admin's actions on one person: ban for some days, freeze, archive (after the admin's own
 * password, in a dialog), reactivate, and make admin or plain user. Only the actions the person's
 * state allows are offered; the API checks each again and its refusals are said here in words.
 */
export function UserModeration({
  id,
  name,
  state,
  role,
}: {
  id: string;
  name: string;
  state: UserState;
  role: UserRole;
}) {
  const t = useTranslations("admin.users");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [banDays, setBanDays] = useState("1");
  const [archiving, setArchiving] = useState(false);
  const [password, setPassword] = useState("");
  const [archiveError, setArchiveError] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const explain = (failure: unknown) => {
    const code = apiErrorCode(failure);
    return t(EXPLAINED.has(code) ? `errors.${code}` : "errors.failed");
  };

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    setError(null);
    setStatus("");
    try {
      await action();
      setStatus(done);
      router.refresh();
      return true;
    } catch (failure) {
      setError(explain(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }

  const setState = (input: Omit<UpdateUserStateInput, "id">, done: string) =>
    run(() => request(AdminUpdateUserState, { input: { id, ...input } }), done);

  function ban(event: FormEvent) {
    event.preventDefault();
    const days = Number(banDays);
    if (!Number.isInteger(days) || days < 1 || days > 3650) {
      setError(t("errors.banDays"));
      return;
    }
    void setState({ state: "banned", banDays: days }, t("bannedDone", { name, days }));
  }

  async function archive(event: FormEvent) {
    event.preventDefault();
    setArchiveError(null);
    if (!password) {
      setArchiveError(t("errors.passwordRequired"));
      return;
    }
    setBusy(true);
    try {
      await request(AdminUpdateUserState, { input: { id, state: "archived", password } });
      setArchiving(false);
      setPassword("");
      setStatus(t("archivedDone", { name }));
      router.refresh();
    } catch (failure) {
      setArchiveError(explain(failure));
    } finally {
      setBusy(false);
    }
  }

  if (state === "archived") return <p>{t("archivedFinal")}</p>;

  return (
    <div className={adminStyles.actions}>
      {state !== "banned" ? (
        <form onSubmit={ban} className={styles.inline}>
          <label>
            {t("banDays")}{" "}
            <input
              type="number"
              min={1}
              max={3650}
              inputMode="numeric"
              value={banDays}
              onChange={(event) => setBanDays(event.target.value)}
            />
          </label>
          <button type="submit" className={styles.action} disabled={busy}>
            {t("ban")}
          </button>
        </form>
      ) : null}
      <p className={styles.inline}>
        {state !== "frozen" ? (
          <button
            type="button"
            className={styles.action}
            disabled={busy}
            onClick={() => setState({ state: "frozen" }, t("frozenDone", { name }))}
          >
            {t("freeze")}
          </button>
        ) : null}
        {state !== "active" ? (
          <button
            type="button"
            className={styles.action}
            disabled={busy}
            onClick={() => setState({ state: "active" }, t("reactivatedDone", { name }))}
          >
            {t("reactivate")}
          </button>
        ) : null}
        <button type="button" className={styles.action} disabled={busy} onClick={() => setArchiving(true)}>
          {t("archive")}
        </button>
        <button
          type="button"
          className={styles.action}
          disabled={busy}
          onClick={() => {
            const next: UserRole = role === "admin" ? "user" : "admin";
            void run(
              () => request(AdminUpdateUserRole, { input: { id, role: next } }),
              t(next === "admin" ? "madeAdminDone" : "madeUserDone", { name }),
            );
          }}
        >
          {t(role === "admin" ? "makeUser" : "makeAdmin")}
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
      <Dialog
        open={archiving}
        onClose={() => {
          if (busy) return;
          setArchiving(false);
          setArchiveError(null);
        }}
        canClose={() => !busy}
        title={t("archiveTitle", { name })}
        description={t("archiveDescription")}
      >
        <form onSubmit={archive} className={styles.form}>
          <label>
            {t("password")}
            <input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={archiveError ? true : undefined}
              aria-describedby={archiveError ? "archive-error" : undefined}
              data-autofocus=""
            />
          </label>
          {archiveError ? (
            <p role="alert" id="archive-error" className={styles.error}>
              {archiveError}
            </p>
          ) : null}
          <p className={styles.inline}>
            <button type="button" className={styles.action} disabled={busy} onClick={() => setArchiving(false)}>
              {t("cancel")}
            </button>
            <button type="submit" className="button-primary" disabled={busy}>
              {busy ? t("working") : t("confirmArchive")}
            </button>
          </p>
        </form>
      </Dialog>
    </div>
  );
}
