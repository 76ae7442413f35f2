"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import styles from "@/components/settings/settings.module.css";
import { toastApiError } from "@/components/ui/api-error-toast";
import { request } from "@/lib/graphql/client";
import { CircleInviteeByName, InviteCircle } from "@/lib/graphql/documents/islands/circle/circle";

/** The free periods the API takes (server/db/schema/circles.ts CIRCLE_FREE_PERIODS). */
const FREE_PERIODS = [30, 90, 180, 360] as const;

type Invitee = { id: string } | { email: string };

/**
 * The owner's invitation form: user names (found by name) and emails, and the free period. A
 * name no user has is said under the field and nothing is sent; after sending, the lists below
 * are read again and the result is announced.
 */
export function CircleInviteForm({ circleId }: { circleId: string }) {
  const t = useTranslations("circleInvitation");
  const tRoot = useTranslations();
  const router = useRouter();
  const [text, setText] = useState("");
  const [period, setPeriod] = useState<number>(30);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const hintId = useId();
  const problemId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const entries = text
      .split(/[\s,，、]+/u)
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length === 0) {
      setProblem(t("inviteesRequired"));
      return;
    }
    setBusy(true);
    setProblem(null);
    setStatus("");
    try {
      const invitees: Invitee[] = [];
      for (const entry of entries) {
        if (entry.includes("@") && !entry.startsWith("@")) {
          invitees.push({ email: entry });
          continue;
        }
        const userName = entry.replace(/^@/u, "");
        const { user } = await request(CircleInviteeByName, { userName });
        if (!user?.id) {
          setProblem(t("unknownUser", { name: userName }));
          return;
        }
        invitees.push({ id: user.id });
      }
      const { invite } = await request(InviteCircle, { input: { circleId, freePeriod: period, invitees } });
      setText("");
      setStatus(t("sent", { count: invite?.length ?? 0 }));
      router.refresh();
    } catch (error) {
      toastApiError(error, tRoot);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={`${hintId}-invitees`}>{t("invitees")}</label>
      <textarea
        id={`${hintId}-invitees`}
        name="invitees"
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
        aria-invalid={problem ? true : undefined}
      />
      <p id={hintId} className={styles.hint}>
        {t("inviteesHint")}
      </p>
      {problem ? (
        <p id={problemId} className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      <label htmlFor={`${hintId}-period`}>{t("freePeriod")}</label>
      <select id={`${hintId}-period`} value={period} onChange={(e) => setPeriod(Number(e.target.value))}>
        {FREE_PERIODS.map((days) => (
          <option key={days} value={days}>
            {t("days", { count: days })}
          </option>
        ))}
      </select>
      <button type="submit" className={styles.action} disabled={busy} aria-busy={busy}>
        {busy ? t("sending") : t("send")}
      </button>
      <p role="status" aria-live="polite">
        {status}
      </p>
    </form>
  );
}
