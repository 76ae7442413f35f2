import "server-only";
import { getTranslations } from "next-intl/server";
import { getArticleCard, getMomentCard, getTagCard, getUserCard } from "@/lib/graphql/reads/og";
import type { Locale } from "@/lib/i18n/locales";
import { htmlToText } from "@/lib/text/html-text";
import type { OgImageKind } from "@/lib/url/entity-paths";
import { clip } from "./text";

// What each Open Graph card says, read through the API (lib/graphql/reads/og.ts: cached,
// tagged with the entities read, so an edit purges it). null: no such public entity, the image is a 404.

export type OgCard = {
  /** What the card shows: "Article", "Tag" …, in the reader's language. */
  eyebrow: string;
  title: string;
  lines: string[];
  site: string;
};

type Loader = (key: string, locale: Locale) => Promise<OgCard | null>;

const site = async (locale: Locale) => (await getTranslations({ locale, namespace: "site" }))("name");

const article: Loader = async (shortHash, locale) => {
  const article = await getArticleCard(shortHash);
  if (article?.state !== "active") return null;
  const t = await getTranslations({ locale, namespace: "og" });
  const name = article.author.displayName ?? article.author.userName ?? "";
  return {
    eyebrow: t("article"),
    title: article.title,
    lines: [t("byAuthor", { name }), article.summary].filter(Boolean),
    site: await site(locale),
  };
};

const user: Loader = async (userName, locale) => {
  const user = await getUserCard(userName);
  if (!user?.userName || user.status?.state !== "active") return null;
  const t = await getTranslations({ locale, namespace: "og" });
  return {
    eyebrow: `${t("profile")} · @${user.userName}`,
    title: user.displayName ?? user.userName,
    lines: [user.info.description ?? "", t("articles", { count: user.status.articleCount })].filter(Boolean),
    site: await site(locale),
  };
};

const tag: Loader = async (id, locale) => {
  if (!/^[A-Za-z0-9+/]+=*$/.test(id)) return null;
  const node = await getTagCard(id);
  if (!node) return null;
  const t = await getTranslations({ locale, namespace: "og" });
  return {
    eyebrow: t("tag"),
    title: `#${node.content}`,
    lines: [t("articles", { count: node.numArticles })],
    site: await site(locale),
  };
};

/** A moment has no title: its first words stand for one. */
const moment: Loader = async (shortHash, locale) => {
  const moment = await getMomentCard(shortHash);
  if (moment?.state !== "active") return null;
  const t = await getTranslations({ locale, namespace: "og" });
  const name = moment.author.displayName ?? moment.author.userName ?? "";
  return {
    eyebrow: t("moment"),
    title: clip(htmlToText(moment.content ?? "").replace(/\s+/g, " "), 60),
    lines: [t("byAuthor", { name })],
    site: await site(locale),
  };
};

const siteCard: Loader = async (key, locale) => {
  if (key !== locale) return null;
  const t = await getTranslations({ locale, namespace: "site" });
  return { eyebrow: "", title: t("name"), lines: [t("tagline")], site: "" };
};

export const OG_CARDS: Record<OgImageKind, Loader> = { article, user, tag, moment, site: siteCard };
