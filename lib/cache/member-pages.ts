// The pages a signed-in reader gets from one copy kept for all of them (server/cache/member-pages.ts):
// rendered without a session, their reader's parts are islands that take the reader's state
// from the answer itself, where the worker writes it (server/cache/member-state.ts).
// A page is listed here only when every part of it that differs between signed-in readers is
// such an island: the top bar, the channel list, on an article its buttons, on a tag its
// bookmark button, on a profile its follow button and "…" menu.
import { decodePathText } from "@/lib/url/path-text";
import { tagIdOfParam } from "@/lib/url/tag-param";

/** Articles, tags and profiles (their own pages, without a sub-page), Latest and Featured. */
const MEMBER_PAGES = /^\/(?:a\/[0-9a-z]+|tags\/[^/]+|@[^/]+|newest|featured)$/;
const ARTICLE_PAGE = /^\/a\/([0-9a-z]+)$/;
const TAG_PAGE = /^\/tags\/([^/]+)$/;
const PROFILE_PAGE = /^\/@([^/]+)$/;

export const isMemberPage = (pathname: string) => MEMBER_PAGES.test(pathname);

/** The short hash of the article whose page `pathname` is, or null. */
export const articlePageOf = (pathname: string): string | null => ARTICLE_PAGE.exec(pathname)?.[1] ?? null;

/** The global id of the tag whose page `pathname` is, or null. */
export function tagPageOf(pathname: string): string | null {
  const param = TAG_PAGE.exec(pathname)?.[1];
  return param ? tagIdOfParam(param) : null;
}

/** The user name whose profile `pathname` is, or null. */
export function profilePageOf(pathname: string): string | null {
  const param = PROFILE_PAGE.exec(pathname)?.[1];
  return param ? decodePathText(param) : null;
}

/** What a member page is of: its article, tag or person, each null where it is not such a page. */
export type MemberPageParts = { shortHash: string | null; tagId: string | null; userName: string | null };

export const memberPageParts = (pathname: string): MemberPageParts => ({
  shortHash: articlePageOf(pathname),
  tagId: tagPageOf(pathname),
  userName: profilePageOf(pathname),
});

/** The element of a member page's answer that holds its reader's state (a JSON data block in its head). */
export const MEMBER_STATE_ELEMENT_ID = "margins-member-state";
