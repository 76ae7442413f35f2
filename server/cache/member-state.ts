// A signed-in reader's state for a kept member page (member-pages.ts), read by the worker
// itself while the copy is looked up. Through the API it took five levels of D1 round trips
// (the session, the article, its version and the reader's bookmark and likes, the author, what
// the reader is to the author) and a second copy of the whole API in the worker's bundle; here
// it is the session's signature and one D1 batch (server/db/queries/member-state.ts), answered
// in MemberShellQuery's shape, which tests/api/member-state.test.ts holds against the API's
// own answer to that query.
import { memberPageParts } from "@/lib/cache/member-pages";
import { LANGUAGE_COOKIE, SAVED_LANGUAGE_COOKIE, SESSION_COOKIE } from "@/lib/cookies/names";
import type { MemberShellQuery } from "@/lib/graphql/generated/graphql";
import { parseGlobalId, toGlobalId } from "@/lib/graphql/global-id";
import { type MemberState, memberStateOf } from "@/lib/graphql/member-state";
import { readBookmarkCookie } from "@/server/api/read-bookmark";
import { APPRECIATE_LIMIT } from "@/server/api/rules/appreciate-limit";
import { secretKey, verifySession } from "@/server/auth/session";
import { openSession } from "@/server/db/client";
import { type MemberStateRows, memberStateRows } from "@/server/db/queries/member-state";
import { noteSessionSeen } from "@/server/db/queries/sessions";

/**
 * The reader's state for the member page at `pathname`, from the request's `cookie` header
 * (`cookies`: the same, parsed); null where the page must be rendered for them alone
 * (lib/graphql/member-state.ts), a session that no longer holds among them.
 */
export async function readMemberState(
  env: CloudflareEnv,
  ctx: ExecutionContext,
  pathname: string,
  cookie: string,
  cookies: ReadonlyMap<string, string>,
): Promise<MemberState | null> {
  const token = cookies.get(SESSION_COOKIE);
  const claims = token ? await verifySession(token, secretKey(env)) : null;
  if (!claims) return null;
  // plain reads, from the nearest replica that has what the reader last wrote, as a page's
  // reads as its viewer are (lib/graphql/execute.ts)
  const { db } = openSession(env, { primary: false, after: readBookmarkCookie(cookie) });
  const now = Date.now();
  const { tagId, ...parts } = memberPageParts(pathname);
  const page = { ...parts, tagId: tagId ? (parseGlobalId(tagId)?.id ?? null) : null };
  const rows = await memberStateRows(db, claims, page, now);
  if (!rows) return null;
  ctx.waitUntil(noteSessionSeen(db, claims.sessionId, rows.viewer.lastSeenAt, now));
  return memberStateOf(
    pathname,
    asShellQuery(rows),
    cookies.get(SAVED_LANGUAGE_COOKIE) ?? cookies.get(LANGUAGE_COOKIE),
  );
}

/** The rows as the API answers MemberShellQuery for the same reader (server/api/resolvers: User, Article). */
export function asShellQuery({ viewer, article, tag, profile, ...status }: MemberStateRows): MemberShellQuery {
  // an article nobody else may see is none to the API (canSeeArticle), and one without a
  // version is not found
  const seen =
    article?.access && (article.state === "active" || article.authorId === viewer.id || viewer.role === "admin")
      ? { ...article, access: article.access }
      : null;
  return {
    viewer: {
      id: toGlobalId("User", viewer.id),
      userName: viewer.state === "archived" ? null : viewer.userName,
      displayName: viewer.displayName,
      avatar: viewer.avatar,
      status: {
        state: viewer.state,
        role: viewer.role,
        unreadNoticeCount: status.unreadNoticeCount,
        unreadFollowing: status.unreadFollowing,
      },
      ownCircles: status.ownCircles.map((name) => ({ name })),
      settings: { language: viewer.language },
    },
    article: seen && {
      id: toGlobalId("Article", seen.id),
      state: seen.state,
      access: { type: seen.access },
      pinned: seen.pinned,
      bookmarked: seen.bookmarked,
      // a reader gives nothing to their own work
      appreciateLeft: seen.authorId === viewer.id ? 0 : Math.max(0, APPRECIATE_LIMIT - seen.likesGiven),
      hasAppreciate: seen.likesGiven > 0,
      author: {
        id: toGlobalId("User", seen.authorId),
        ...relationOf(seen),
      },
    },
    user: profile && { id: toGlobalId("User", profile.id), ...relationOf(profile) },
    tag: tag && { __typename: "Tag", id: toGlobalId("Tag", tag.id), isFollower: tag.bookmarked },
  };
}

/** What the reader is to a person, as the API's User fields name it. */
const relationOf = (rows: { follows: boolean; followedBy: boolean; blocking: boolean }) => ({
  isFollower: rows.followedBy,
  isFollowee: rows.follows,
  isBlocking: rows.blocking,
});
