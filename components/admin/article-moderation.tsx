"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useRef, useState } from "react";
import styles from "@/components/settings/settings.module.css";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { request } from "@/lib/graphql/client";
import {
  AdminSetAdStatus,
  AdminSetBoost,
  AdminSetSpamStatus,
  AdminToggleArticleRecommend,
  AdminUpdateArticleSensitive,
  AdminUpdateArticleState,
} from "@/lib/graphql/documents/islands/admin/articles";
import type { ArticleState, RecommendTypes } from "@/lib/graphql/generated/admin/graphql";
import adminStyles from "./admin.module.css";

/** The refusals this page explains in its own words; any other code gets the general one. */
const EXPLAINED = new Set(["ACTION_FAILED", "FORBIDDEN_BY_TARGET_STATE", "ARTICLE_NOT_FOUND"]);

const LISTS: readonly RecommendTypes[] = ["icymi", "hottest", "newest", "search"];

/** The same bounds as the API's (server/api/services/article-moderation.ts). */
const BOOST_MAX = 100;

/**
 * The admin's actions on one article: ban or make active again, mark sensitive or not, judge
 * it spam or an advertisement or not, let it into each of the four lists or keep it out, and
 * set its boost. The API checks each again and
 * its refusals are said here in words; the page reloads to show where the article now stands.
 */
export function ArticleModeration({
  id,
  title,
  state,
  sensitive,
  lists,
  boost,
  spam,
  ad,
}: {
  id: string;
  title: string;
  state: ArticleState;
  sensitive: boolean;
  lists: Record<RecommendTypes, boolean>;
  boost: number;
  spam: boolean;
  ad: boolean;
}) {
  const t = useTranslations("admin.articles");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [boostText, setBoostText] = useState(String(boost));
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
    } catch (failure) {
      const code = apiErrorCode(failure);
      setError(t(EXPLAINED.has(code) ? `errors.${code}` : "errors.failed"));
    } finally {
      setBusy(false);
    }
  }

  const setState = (to: ArticleState) =>
    run(
      () => request(AdminUpdateArticleState, { input: { id, state: to } }),
      t(to === "banned" ? "bannedDone" : "restoredDone", { title }),
    );

  function saveBoost(event: FormEvent) {
    event.preventDefault();
    const value = Number(boostText);
    if (!Number.isFinite(value) || value <= 0 || value > BOOST_MAX) {
      setError(t("errors.boost"));
      return;
    }
    void run(
      () => request(AdminSetBoost, { input: { id, boost: value, type: "Article" } }),
      t("boostDone", { boost: value }),
    );
  }

  return (
    <div className={adminStyles.actions}>
      <p className={styles.inline}>
        <button
          type="button"
          className={styles.action}
          disabled={busy}
          onClick={() => setState(state === "banned" ? "active" : "banned")}
        >
          {t(state === "banned" ? "unban" : "ban")}
        </button>
        <button
          type="button"
          className={styles.action}
          disabled={busy}
          onClick={() =>
            run(
              () => request(AdminUpdateArticleSensitive, { input: { id, sensitive: !sensitive } }),
              t(sensitive ? "unmarkedDone" : "markedDone"),
            )
          }
        >
          {t(sensitive ? "unmarkSensitive" : "markSensitive")}
        </button>
        <button
          type="button"
          className={styles.action}
          disabled={busy}
          onClick={() =>
            run(
              () => request(AdminSetSpamStatus, { input: { id, isSpam: !spam } }),
              t(spam ? "notSpamDone" : "spamDone"),
            )
          }
        >
          {t(spam ? "notSpam" : "markSpam")}
        </button>
        <button
          type="button"
          className={styles.action}
          disabled={busy}
          onClick={() =>
            run(() => request(AdminSetAdStatus, { input: { id, isAd: !ad } }), t(ad ? "notAdDone" : "adDone"))
          }
        >
          {t(ad ? "notAd" : "markAd")}
        </button>
      </p>
      <p className={styles.inline}>
        {LISTS.map((list) => (
          <button
            key={list}
            type="button"
            className={styles.action}
            disabled={busy}
            onClick={() =>
              run(
                () => request(AdminToggleArticleRecommend, { input: { id, type: list, enabled: !lists[list] } }),
                t(lists[list] ? "leftDone" : "joinedDone", { list: t(`lists.${list}`) }),
              )
            }
          >
            {t(lists[list] ? "keepOut" : "letIn", { list: t(`lists.${list}`) })}
          </button>
        ))}
      </p>
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
      <p className={styles.hint}>{t("boostHint")}</p>
      {error ? (
        <p role="alert" className={styles.error} ref={errorRef} tabIndex={-1}>
          {error}
        </p>
      ) : null}
      <p role="status" className={styles.hint}>
        {status}
      </p>
    </div>
  );
}
