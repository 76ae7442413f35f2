import "server-only";
import { cookies } from "next/headers";
import { articlePageOf } from "@/lib/cache/member-pages";
import { LANGUAGE_COOKIE, SAVED_LANGUAGE_COOKIE } from "@/lib/cookies/names";
import { localeFromTag } from "@/lib/i18n/locales";
import { MemberShellQuery } from "../documents/member-shell";
import { executeAsViewer } from "../execute";
import type { MemberShellQuery as MemberShellData } from "../generated/graphql";

export type MemberViewer = NonNullable<MemberShellData["viewer"]>;
export type MemberArticle = NonNullable<MemberShellData["article"]>;
/** A signed-in reader's state on a kept member page (lib/cache/member-pages.ts). */
export type MemberState = { viewer: MemberViewer; article: MemberArticle | null };

/**
 * The reader's state for the member page at `pathname`, in one read as the viewer; null where
 * the page must be rendered for them alone: no session any more, a language their account
 * saved on another device for this one to take up (SavedLanguage), or an article that is
 * their own (the author's tools), paywalled (the circle's text) or not active.
 */
export async function memberShellState(pathname: string): Promise<MemberState | null> {
  const shortHash = articlePageOf(pathname);
  const [data, jar] = await Promise.all([
    executeAsViewer(MemberShellQuery, { shortHash: shortHash ?? "", article: shortHash !== null }),
    cookies(),
  ]);
  const viewer = data.viewer;
  if (!viewer?.id || !viewer.userName) return null;
  const heard = jar.get(SAVED_LANGUAGE_COOKIE)?.value ?? jar.get(LANGUAGE_COOKIE)?.value;
  if (localeFromTag(heard) !== localeFromTag(viewer.settings.language)) return null;
  const article = data.article ?? null;
  if (shortHash !== null) {
    if (article?.state !== "active" || article.access.type === "paywall") return null;
    if (article.author.id === viewer.id) return null;
  }
  return { viewer, article };
}
