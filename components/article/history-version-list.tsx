import { useFormatter, useTranslations } from "next-intl";
import type { ArticleVersionFieldsFragment as ArticleVersionItem } from "@/lib/graphql/generated/graphql";
import styles from "./history.module.css";

/** `?from=…&to=…` on the history page: real links and a GET form, so choosing works without JavaScript. */
export function comparisonHref(basePath: string, from: string, to: string) {
  return `${basePath}?${new URLSearchParams({ from, to })}`;
}

/**
 * The versions, newest first, the newest marked "latest". Each links to the change it made
 * (itself against the version before it; the first version against itself). Below, a form
 * to compare any two.
 */
export function HistoryVersionList({
  basePath,
  versions,
  selected,
}: {
  basePath: string;
  versions: ArticleVersionItem[];
  selected: { from: string; to: string } | null;
}) {
  const t = useTranslations("articleHistory");
  const format = useFormatter();
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  const label = (v: ArticleVersionItem, i: number) =>
    `${when(v.createdAt)} · ${v.title}${i === 0 ? ` (${t("latest")})` : ""}`;
  return (
    <>
      <section aria-labelledby="versions-heading">
        <h2 id="versions-heading">{t("versions", { count: versions.length })}</h2>
        <ol className={styles.versions}>
          {versions.map((version, i) => {
            const previous = versions[i + 1] ?? version;
            const current = selected?.to === version.id && selected.from === previous.id;
            return (
              <li key={version.id} className={styles.version}>
                <a
                  href={comparisonHref(basePath, previous.id, version.id)}
                  aria-current={current ? "true" : undefined}
                  className={styles.versionLink}
                >
                  <time dateTime={version.createdAt}>{when(version.createdAt)}</time>
                  <span className={styles.versionTitle}>{version.title}</span>
                  {i === 0 ? <span className={styles.badge}>{t("latest")}</span> : null}
                  {i === versions.length - 1 && versions.length > 1 ? (
                    <span className={styles.badge}>{t("original")}</span>
                  ) : null}
                </a>
                {version.description ? <p className={styles.note}>{version.description}</p> : null}
              </li>
            );
          })}
        </ol>
      </section>
      {versions.length > 1 && selected ? (
        <form method="get" action={basePath} className={styles.chooser}>
          <fieldset>
            <legend>{t("choose")}</legend>
            <label>
              {t("from")}
              <select name="from" defaultValue={selected.from}>
                {versions.map((v, i) => (
                  <option key={v.id} value={v.id}>
                    {label(v, i)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t("to")}
              <select name="to" defaultValue={selected.to}>
                {versions.map((v, i) => (
                  <option key={v.id} value={v.id}>
                    {label(v, i)}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit">{t("compare")}</button>
          </fieldset>
        </form>
      ) : null}
    </>
  );
}
