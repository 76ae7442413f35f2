import { useTranslations } from "next-intl";
import { type ChineseScript, isChineseScript } from "@/lib/cookies/names";
import type { UserLanguage } from "@/lib/i18n/locales";
import { ORIGINAL, translationPath } from "@/lib/i18n/translation-choice";
import { ScriptDefault } from "./script-default";
import styles from "./translation.module.css";

export type Shown = { language: UserLanguage; model: string | null };

const MODELS = ["opencc", "google_translation_v2", "google_gemini_2_5_flash", "google_gemini_2_0_flash"] as const;
const modelKey = (model: string | null) => MODELS.find((m) => m === model) ?? "opencc";

/**
 * What a reader can read a text in, above it: when it is shown translated, a notice saying so
 * (by OpenCC, or machine-translated by which model) and a link to the original; links to the
 * translations on offer (plain links: they work without scripts, and the server converts);
 * "always show Chinese in …" where a Chinese script is at stake; and a model's failure, said
 * plainly while the original shows.
 */
export function TranslationBar({
  path,
  query = {},
  source,
  shown,
  offers,
  script,
  saved,
  failure,
}: {
  /** The page's own address, without its query. */
  path: string;
  /** The page's query, kept in the links (a collection being read, a page of comments). */
  query?: Record<string, string | string[] | undefined>;
  /** The text's own language, when it has one (articles); null for moments. */
  source: UserLanguage | null;
  shown: Shown | null;
  offers: readonly UserLanguage[];
  /** The script "always show Chinese in …" would choose, where it applies. */
  script: ChineseScript | null;
  saved: ChineseScript | null;
  failure?: "quota" | "key" | "unavailable" | null;
}) {
  const t = useTranslations("translation");
  const name = (language: UserLanguage) => t(`languages.${language}`);
  const href = (language: UserLanguage | typeof ORIGINAL) => translationPath(path, language, query);
  const byScript = (language: UserLanguage) =>
    isChineseScript(language) && (source === null || isChineseScript(source));
  const links = offers.filter((language) => language !== shown?.language);
  if (!shown && links.length === 0 && !script && !failure) return null;
  return (
    <div className={styles.bar}>
      {failure ? (
        <p className={styles.failure} role="alert">
          {t(`failed.${failure}`)}
        </p>
      ) : null}
      {shown ? (
        <p>
          {shown.model !== "opencc"
            ? t("translated", { language: name(shown.language), model: t(`models.${modelKey(shown.model)}`) })
            : source
              ? t("converted", { language: name(shown.language), original: name(source) })
              : t("convertedShort", { language: name(shown.language) })}{" "}
          <a href={href(ORIGINAL)}>{t("original")}</a>
        </p>
      ) : null}
      {links.map((language) => (
        <a key={language} className={styles.switch} href={href(language)}>
          {byScript(language)
            ? t("readIn", { language: name(language) })
            : t("translateInto", { language: name(language) })}
        </a>
      ))}
      {script ? (
        <ScriptDefault script={script} saved={saved === script} label={t("alwaysScript", { language: name(script) })} />
      ) : null}
    </div>
  );
}
