import "server-only";
import { ArticleTranslationQuery, VersionPairTranslationQuery } from "../documents/translation";
import { executeAsViewer, InProcessError } from "../execute";
import type { ArticleTranslationQuery as ArticleTranslationData, UserLanguage } from "../generated/graphql";

// Translations are read as the viewer, never from the shared cache: a paywalled article's is
// for its circle alone, and a model's failure is the reader's to see, not a page to keep. The
// API keeps every translation it made, so a read is a few keyed statements.

export type TranslationFailure = "quota" | "key" | "unavailable";
export type ArticleTranslation = NonNullable<NonNullable<ArticleTranslationData["article"]>["translation"]>;

/** A model's refusal, as the page tells it; any other error is the page's own failure. */
function failureOf(error: unknown): TranslationFailure {
  if (error instanceof InProcessError && (error.code === "ACTION_LIMIT_EXCEEDED" || error.code === "ACTION_FAILED")) {
    const reason = error.extensions.reason;
    return reason === "quota" || reason === "key" ? reason : "unavailable";
  }
  throw error;
}

/** An article's current version in `language`: the translation, a failure to tell, or null for none. */
export async function getArticleTranslation(
  shortHash: string,
  language: UserLanguage,
): Promise<{ translation: ArticleTranslation } | { failure: TranslationFailure } | null> {
  try {
    const { article } = await executeAsViewer(ArticleTranslationQuery, { shortHash, language });
    return article?.translation ? { translation: article.translation } : null;
  } catch (error) {
    return { failure: failureOf(error) };
  }
}

export type VersionTranslation = {
  title: string | null;
  content: string | null;
  language: string | null;
  model: string | null;
};

/** Two versions in `language`, for the history page's comparison; null when either has none. */
export async function getVersionPairTranslation(
  from: string,
  to: string,
  language: UserLanguage,
): Promise<{ from: VersionTranslation; to: VersionTranslation } | { failure: TranslationFailure } | null> {
  try {
    const pair = await executeAsViewer(VersionPairTranslationQuery, { from, to, language });
    const a = pair.from && "translation" in pair.from ? pair.from.translation : null;
    const b = pair.to && "translation" in pair.to ? pair.to.translation : null;
    return a && b ? { from: a, to: b } : null;
  } catch (error) {
    return { failure: failureOf(error) };
  }
}
