// A signed-in reader's state on a page kept for every signed-in reader (lib/cache/member-pages.ts),
// and when there is none to give: read by the worker (server/cache/member-state.ts), written into
// the answer, and taken up by the page's islands (components/layout/member-state.ts).
import { articlePageOf, profilePageOf } from "@/lib/cache/member-pages";
import { localeFromTag } from "@/lib/i18n/locales";
import type { MemberShellQuery } from "./generated/graphql";

export type MemberViewer = NonNullable<MemberShellQuery["viewer"]>;
export type MemberArticle = NonNullable<MemberShellQuery["article"]>;
/** What the reader is to the tag whose page it is. */
export type MemberTag = { id: string; bookmarked: boolean };
/** What the reader is to the person whose profile it is. */
export type MemberPerson = NonNullable<MemberShellQuery["user"]>;
/** A signed-in reader's state on a kept member page. */
export type MemberState = {
  viewer: MemberViewer;
  article: MemberArticle | null;
  tag: MemberTag | null;
  user: MemberPerson | null;
};

/**
 * The reader's state for the member page at `pathname` from their read (`MemberShellQuery`) and
 * the language their request carries (`heard`: the saved-language or language cookie); null where
 * the page must be rendered for them alone: no session any more, a language their account saved
 * on another device for this one to take up (SavedLanguage), an article that is their own (the
 * author's tools), paywalled (the circle's text) or not active, or their own profile (its tools).
 */
export function memberStateOf(pathname: string, data: MemberShellQuery, heard: string | undefined): MemberState | null {
  const viewer = data.viewer;
  if (!viewer?.id || !viewer.userName) return null;
  if (localeFromTag(heard) !== localeFromTag(viewer.settings.language)) return null;
  const article = data.article ?? null;
  if (articlePageOf(pathname) !== null) {
    if (article?.state !== "active" || article.access.type === "paywall") return null;
    if (article.author.id === viewer.id) return null;
  }
  const user = data.user ?? null;
  if (profilePageOf(pathname) !== null && user?.id === viewer.id) return null;
  const tag = data.tag?.__typename === "Tag" ? { id: data.tag.id, bookmarked: data.tag.isFollower === true } : null;
  return { viewer, article, tag, user };
}
