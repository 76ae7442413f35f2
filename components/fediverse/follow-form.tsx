"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { apiErrorCode, toastApiError } from "@/components/ui/api-error-toast";
import { parseHandle } from "@/lib/fediverse/handle";
import { request } from "@/lib/graphql/client";
import { LookupRemoteActor } from "@/lib/graphql/documents/islands/fediverse/fediverse";
import { act } from "./act";
import styles from "./fediverse.module.css";

type Found = { actorId: string; account: string | null; name: string | null; summary: string; url: string };

/**
 * Follow by handle: look the account up first (fediverseRemoteActor, through WebFinger) so the
 * reader sees whom they are about to follow, then follow it. Errors are said beside the field.
 */
export function FollowForm() {
  const t = useTranslations("fediverse");
  const tRoot = useTranslations();
  const router = useRouter();
  const fieldId = useId();
  const hintId = useId();
  const [handle, setHandle] = useState("");
  const [found, setFound] = useState<Found | null>(null);
  const [state, setState] = useState<"idle" | "looking" | "following">("idle");
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  const lookUp = async (event: React.FormEvent) => {
    event.preventDefault();
    setFound(null);
    if (!parseHandle(handle)) {
      setMessage({ error: true, text: t("badHandle") });
      return;
    }
    setState("looking");
    setMessage(null);
    try {
      setFound((await request(LookupRemoteActor, { account: handle.trim() })).fediverseRemoteActor);
    } catch (error) {
      const code = apiErrorCode(error);
      if (code === "ENTITY_NOT_FOUND") setMessage({ error: true, text: t("notFound") });
      else if (code === "BAD_USER_INPUT") setMessage({ error: true, text: t("badHandle") });
      else if (!toastApiError(error, tRoot)) setMessage({ error: true, text: t("failed") });
    } finally {
      setState("idle");
    }
  };

  const follow = async () => {
    if (!found) return;
    setState("following");
    try {
      await act({ action: "follow", remoteActorId: found.actorId });
      setMessage({ error: false, text: t("followed", { account: found.account ?? found.actorId }) });
      setFound(null);
      setHandle("");
      router.refresh();
    } catch (error) {
      if (!toastApiError(error, tRoot)) setMessage({ error: true, text: t("failed") });
    } finally {
      setState("idle");
    }
  };

  return (
    <div>
      <form className={styles.form} onSubmit={lookUp}>
        <h2>{t("followTitle")}</h2>
        <label htmlFor={fieldId}>{t("handleLabel")}</label>
        <div className={styles.row}>
          <input
            id={fieldId}
            className={styles.input}
            value={handle}
            onChange={(event) => setHandle(event.target.value)}
            aria-describedby={hintId}
            aria-invalid={message?.error ? true : undefined}
            autoComplete="off"
            spellCheck={false}
            maxLength={320}
            required
          />
          <button type="submit" className={styles.button} disabled={state !== "idle"}>
            {state === "looking" ? t("lookingUp") : t("lookUp")}
          </button>
        </div>
        <span id={hintId} className={styles.hint}>
          {t("handleHint", { example: "gargron@mastodon.social" })}
        </span>
      </form>
      <p role="status" className={message?.error ? styles.error : undefined}>
        {message?.text ?? ""}
      </p>
      {found ? (
        <div className={styles.preview}>
          <strong>{found.name || found.account}</strong>
          <span className={styles.account}>@{found.account ?? found.actorId}</span>
          {found.summary ? <p className={styles.hint}>{stripTags(found.summary)}</p> : null}
          <div className={styles.row}>
            <button type="button" className={styles.button} disabled={state !== "idle"} onClick={follow}>
              {state === "following" ? t("following") : t("follow")}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** A remote summary is HTML we did not sanitize: shown as its text alone. */
function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 300);
}
