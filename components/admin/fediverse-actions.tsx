"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useRef, useState } from "react";
import styles from "@/components/settings/settings.module.css";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { Dialog } from "@/components/ui/dialog";
import { request } from "@/lib/graphql/client";
import {
  AdminPutDomainBlock,
  AdminReplayDeadLetter,
  AdminResolveDeadLetter,
  AdminResolveFediverseReport,
} from "@/lib/graphql/documents/islands/admin/fediverse";
import adminStyles from "./admin.module.css";

// The fediverse gateway page's actions (/admin/fediverse): replaying or resolving a dead
// letter, resolving a report (each resolution with a reason, asked in a dialog that takes focus
// and gives it back), and blocking or unblocking an instance. The API checks each again.

/** The refusals said in this island's own words; any other code gets the general one. */
const EXPLAINED = new Set(["ACTION_FAILED", "FORBIDDEN", "BAD_USER_INPUT"]);
const REASON_MIN = 3;
const REASON_MAX = 500;

function useAction() {
  const t = useTranslations("admin.fediverse");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

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
      const code = apiErrorCode(failure);
      setError(t(EXPLAINED.has(code) ? `errors.${code}` : "errors.failed"));
      return false;
    } finally {
      setBusy(false);
    }
  }

  const feedback = (
    <>
      {error ? (
        <p role="alert" className={styles.error} ref={errorRef} tabIndex={-1}>
          {error}
        </p>
      ) : null}
      <p role="status" className={styles.hint}>
        {status}
      </p>
    </>
  );
  return { busy, run, feedback };
}

/** A dialog asking for a reason (3 to 500 characters) before `onSubmit` runs with it. */
function ReasonDialog({
  open,
  title,
  busy,
  onClose,
  onSubmit,
}: {
  open: boolean;
  title: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<boolean>;
}) {
  const t = useTranslations("admin.fediverse");
  const [reason, setReason] = useState("");
  const [invalid, setInvalid] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length < REASON_MIN || trimmed.length > REASON_MAX) {
      setInvalid(true);
      return;
    }
    if (await onSubmit(trimmed)) {
      setReason("");
      setInvalid(false);
      onClose();
    }
  }

  return (
    <Dialog open={open} onClose={() => !busy && onClose()} canClose={() => !busy} title={title}>
      <form onSubmit={submit} className={styles.form} noValidate>
        <label>
          {t("reason")}
          <textarea
            value={reason}
            maxLength={REASON_MAX}
            rows={3}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? "fediverse-reason-error" : undefined}
            data-autofocus=""
          />
        </label>
        {invalid ? (
          <p role="alert" id="fediverse-reason-error" className={styles.error}>
            {t("reasonLength")}
          </p>
        ) : null}
        <p className={styles.inline}>
          <button type="button" className={styles.action} disabled={busy} onClick={onClose}>
            {t("cancel")}
          </button>
          <button type="submit" className="button-primary" disabled={busy}>
            {busy ? t("working") : t("confirmResolve")}
          </button>
        </p>
      </form>
    </Dialog>
  );
}

/** An open dead letter's actions: send it again, or close it with a reason. */
export function DeadLetterActions({ id, label }: { id: string; label: string }) {
  const t = useTranslations("admin.fediverse");
  const { busy, run, feedback } = useAction();
  const [resolving, setResolving] = useState(false);
  return (
    <div className={adminStyles.actions}>
      <p className={styles.inline}>
        <button
          type="button"
          className={styles.action}
          disabled={busy}
          aria-label={t("replayLabel", { label })}
          onClick={() => run(() => request(AdminReplayDeadLetter, { input: { id } }), t("replayedDone"))}
        >
          {t("replay")}
        </button>
        <button
          type="button"
          className={styles.action}
          disabled={busy}
          aria-label={t("resolveLabel", { label })}
          onClick={() => setResolving(true)}
        >
          {t("resolve")}
        </button>
      </p>
      {feedback}
      <ReasonDialog
        open={resolving}
        title={t("resolveLetterTitle")}
        busy={busy}
        onClose={() => setResolving(false)}
        onSubmit={(reason) =>
          run(() => request(AdminResolveDeadLetter, { input: { id, reason } }), t("resolvedLetterDone"))
        }
      />
    </div>
  );
}

/** An open report's action: close it with a resolution. */
export function FediverseReportActions({ id, label }: { id: string; label: string }) {
  const t = useTranslations("admin.fediverse");
  const { busy, run, feedback } = useAction();
  const [resolving, setResolving] = useState(false);
  return (
    <div className={adminStyles.actions}>
      <p className={styles.inline}>
        <button
          type="button"
          className={styles.action}
          disabled={busy}
          aria-label={t("resolveLabel", { label })}
          onClick={() => setResolving(true)}
        >
          {t("resolve")}
        </button>
      </p>
      {feedback}
      <ReasonDialog
        open={resolving}
        title={t("resolveReportTitle")}
        busy={busy}
        onClose={() => setResolving(false)}
        onSubmit={(resolution) =>
          run(() => request(AdminResolveFediverseReport, { input: { id, resolution } }), t("resolvedReportDone"))
        }
      />
    </div>
  );
}

/** The form blocking an instance by its host name, with an optional reason. */
export function DomainBlockForm() {
  const t = useTranslations("admin.fediverse");
  const { busy, run, feedback } = useAction();
  const [domain, setDomain] = useState("");
  const [reason, setReason] = useState("");

  async function submit(event: FormEvent) {
    event.preventDefault();
    const host = domain.trim();
    if (!host) return;
    const done = await run(
      () => request(AdminPutDomainBlock, { input: { domain: host, blocked: true, reason: reason.trim() || null } }),
      t("blockedDone", { domain: host.toLowerCase() }),
    );
    if (done) {
      setDomain("");
      setReason("");
    }
  }

  return (
    <form onSubmit={submit} className={styles.form}>
      <label>
        {t("domain")}
        <input
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          required
          maxLength={253}
          placeholder="example.social"
          value={domain}
          onChange={(event) => setDomain(event.target.value)}
        />
      </label>
      <label>
        {t("blockReason")}
        <input type="text" maxLength={REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} />
      </label>
      <p className={styles.inline}>
        <button type="submit" className="button-primary" disabled={busy}>
          {t("block")}
        </button>
      </p>
      {feedback}
    </form>
  );
}

/** Lifts one instance's block. */
export function DomainUnblock({ domain }: { domain: string }) {
  const t = useTranslations("admin.fediverse");
  const { busy, run, feedback } = useAction();
  return (
    <>
      <button
        type="button"
        className={styles.action}
        disabled={busy}
        aria-label={t("unblockLabel", { domain })}
        onClick={() =>
          run(() => request(AdminPutDomainBlock, { input: { domain, blocked: false } }), t("unblockedDone", { domain }))
        }
      >
        {t("unblock")}
      </button>
      {feedback}
    </>
  );
}
