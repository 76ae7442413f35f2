"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import styles from "@/components/settings/settings.module.css";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { request } from "@/lib/graphql/client";
import {
  AdminAddChannelArticle,
  AdminChannelArticleByHash,
  AdminPinChannelArticle,
  AdminRemoveChannelArticle,
} from "@/lib/graphql/documents/islands/admin/channels";
import adminStyles from "./admin.module.css";

const EXPLAINED = new Set([
  "ACTION_LIMIT_EXCEEDED",
  "FORBIDDEN_BY_TARGET_STATE",
  "ARTICLE_NOT_FOUND",
  "BAD_USER_INPUT",
]);

type Listed = { id: string; title: string; shortHash: string; pinned: boolean };

/** The short hash in an article's link (…/a/abc123), or the text itself when it is one. */
export function shortHashOfLink(link: string): string | null {
  const text = link.trim();
  const match = /\/a\/([a-z0-9]+)/i.exec(text) ?? /^([a-z0-9]+)$/i.exec(text);
  return match?.[1] ?? null;
}

/**
 * A channel's articles as readers see them (pins first), each with pin or unpin and, in a
 * curation channel, remove; a curation channel also takes an article by its link. The API holds
 * the pin limit; its refusals are said here and focused.
 */
export function ChannelArticles({
  channelId,
  curation,
  articles,
}: {
  channelId: string;
  curation: boolean;
  articles: Listed[];
}) {
  const t = useTranslations("admin.channels");
  const router = useRouter();
  const linkId = useId();
  const [link, setLink] = useState("");
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
    } catch (failure) {
      const code = apiErrorCode(failure);
      setError(t(EXPLAINED.has(code) ? `errors.${code}` : "errors.failed"));
    } finally {
      setBusy(false);
    }
  }

  function add(event: FormEvent) {
    event.preventDefault();
    const shortHash = shortHashOfLink(link);
    if (!shortHash) return setError(t("errors.link"));
    void run(async () => {
      const found = (await request(AdminChannelArticleByHash, { shortHash })).article;
      if (!found) throw Object.assign(new Error("not found"), { code: "ARTICLE_NOT_FOUND" });
      await request(AdminAddChannelArticle, { channel: channelId, article: found.id });
      setLink("");
    }, t("added"));
  }

  return (
    <section aria-labelledby="channel-articles">
      <h2 id="channel-articles">{t("articles")}</h2>
      {error ? (
        <p ref={errorRef} tabIndex={-1} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {curation ? (
        <form onSubmit={add} className={styles.inline}>
          <label htmlFor={linkId}>{t("addByLink")}</label>
          <input id={linkId} type="text" value={link} onChange={(e) => setLink(e.target.value)} />
          <button type="submit" className={styles.action} disabled={busy}>
            {t("add")}
          </button>
        </form>
      ) : null}
      {articles.length === 0 ? (
        <p>{t("noArticles")}</p>
      ) : (
        <ul className={adminStyles.channelOrder}>
          {articles.map((article) => (
            <li key={article.id}>
              <span>
                <a href={`/a/${article.shortHash}`}>{article.title}</a>
                {article.pinned ? ` (${t("pinned")})` : ""}
              </span>
              <span>
                <button
                  type="button"
                  className={styles.action}
                  disabled={busy}
                  aria-label={t(article.pinned ? "unpinNamed" : "pinNamed", { title: article.title })}
                  onClick={() =>
                    run(
                      () =>
                        request(AdminPinChannelArticle, {
                          channel: channelId,
                          article: article.id,
                          pinned: !article.pinned,
                        }),
                      t(article.pinned ? "unpinnedDone" : "pinnedDone", { title: article.title }),
                    )
                  }
                >
                  {t(article.pinned ? "unpin" : "pin")}
                </button>
                {curation ? (
                  <button
                    type="button"
                    className={styles.action}
                    disabled={busy}
                    aria-label={t("removeNamed", { title: article.title })}
                    onClick={() =>
                      run(
                        () => request(AdminRemoveChannelArticle, { channel: channelId, article: article.id }),
                        t("removedDone", { title: article.title }),
                      )
                    }
                  >
                    {t("remove")}
                  </button>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p role="status">{status}</p>
    </section>
  );
}
