import "server-only";
import type { ArticleVersionRow } from "@/server/db/queries/article-versions";
import type { ArticleRow } from "@/server/db/queries/articles";
import type { Context } from "../context";
import type { ArticleTranslationInput, Resolvers } from "../generated/resolvers";
import { readsArticleBody } from "../rules/paywall";
import {
  availableLanguages,
  chooseModel,
  convertShortHtml,
  sourceLanguage,
  translateVersion,
} from "../services/translation";
import { canSeeArticle } from "./article";
import { readableCommentContent } from "./comment";

// A translation is exactly as visible as what it translates: an article the viewer may not
// see has none, and paywalled work has none outside its circle (rules/paywall.ts).

async function mayReadContent(ctx: Context, article: ArticleRow, version: ArticleVersionRow) {
  if (!canSeeArticle(ctx, article)) return false;
  if (version.access !== "paywall") return true;
  return readsArticleBody(ctx, article);
}

async function versionTranslation(
  ctx: Context,
  article: ArticleRow,
  version: ArticleVersionRow,
  input: ArticleTranslationInput | null | undefined,
) {
  if (!(await mayReadContent(ctx, article, version))) return null;
  const to = input?.language ?? ctx.viewer.user?.language;
  if (!to) return null;
  const from = sourceLanguage(article.language, version);
  if (from === to) return null;
  const model = chooseModel(ctx.env, from, to, input?.model);
  return model ? translateVersion(ctx, version, from, to, model) : null;
}

/** The language asked for, else the viewer's; none for a visitor who asks for none. */
const targetOf = (ctx: Context, input: { language: "en" | "zh_hans" | "zh_hant" } | null | undefined) =>
  input?.language ?? ctx.viewer.user?.language ?? null;

export const resolvers = {
  Article: {
    translation: async (a, { input }, ctx) => {
      const version = await ctx.loaders.articleVersion.load(a.id);
      return version ? versionTranslation(ctx, a, version, input) : null;
    },
    availableTranslations: async (a, _x, ctx) => {
      const version = await ctx.loaders.articleVersion.load(a.id);
      if (!version || !(await mayReadContent(ctx, a, version))) return [];
      return availableLanguages(ctx, version, sourceLanguage(a.language, version));
    },
  },

  ArticleVersion: {
    translation: async (v, { input }, ctx) => {
      const article = await ctx.loaders.article.load(v.articleId);
      return article ? versionTranslation(ctx, article, v, input) : null;
    },
  },

  Moment: {
    translation: (m, { input }, ctx) => {
      const to = targetOf(ctx, input);
      return to ? convertShortHtml(m.content, to) : null;
    },
  },

  Comment: {
    translation: async (c, { input }, ctx) => {
      const to = targetOf(ctx, input);
      const content = to && (await readableCommentContent(ctx, c));
      // a comment is HTML (the sanitizer's "comment" profile): its text converted, links as they were
      return to && content ? convertShortHtml(content, to) : null;
    },
  },
} satisfies Resolvers;
