import { useTranslations } from "next-intl";
import { htmlLang } from "@/lib/i18n/locales";
import styles from "./article.module.css";

/**
 * The article's body as published. The publish step sanitizes it (only the editor's elements
 * and attributes survive), so it is rendered as stored. Work marked sensitive waits behind a
 * disclosure the reader opens, without scripts.
 */
export function ArticleContent({
  html,
  sensitive,
  indent = false,
  language,
}: {
  html: string;
  sensitive: boolean;
  /** The author's choice: paragraphs open with an indent. */
  indent?: boolean;
  /** The article's language as the API gives it (`zh_hant`), not yet an HTML lang value. */
  language: string | null;
}) {
  const t = useTranslations("article");
  const body = (
    <div
      className={indent ? `${styles.content} ${styles.indented}` : styles.content}
      lang={htmlLang(language)}
      // where the visitor wall measures how far the reader has come
      data-article-body=""
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized when published, see above
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
  if (!sensitive) return body;
  return (
    <details className={styles.sensitive}>
      <summary>{t("sensitive")}</summary>
      {body}
    </details>
  );
}
