import "server-only";
import { cache } from "react";
import { cacheTags, entityTagOfGlobalId } from "@/lib/cache/tags";
import { ArticleCommentsQuery, LinkedCommentQuery } from "../documents/comment";
import { execute, executeAsViewer } from "../execute";
import type { CommentThreadFieldsFragment, ReplyFieldsFragment, UserLanguage } from "../generated/graphql";

export const COMMENTS_PER_PAGE = 20;
export const REPLIES_SHOWN = 5;
const LINKED_REPLIES = 50;

/** The variables that have comments come converted to a Chinese script too (CommentFields). */
export const conversion = (script: UserLanguage | null | undefined) =>
  script ? { script, convert: true } : { convert: false };

/**
 * A page of an article's comments, each thread with its first replies (with `script`, each
 * comment converted to it too); null when the article or the cursor is gone. One read per
 * request for the same arguments, so the article page can begin it early (React's cache).
 */
export const getArticleComments = cache(
  async (shortHash: string, after: string | null, script: UserLanguage | null = null) => {
    const variables = { shortHash, first: COMMENTS_PER_PAGE, after, replies: REPLIES_SHOWN, ...conversion(script) };
    const data = await execute(ArticleCommentsQuery, variables, { tags: [cacheTags.articleByHash(shortHash)] }).catch(
      () => null,
    );
    return data?.article ?? null;
  },
);

export type LinkedThread = { thread: CommentThreadFieldsFragment; extraReply: ReplyFieldsFragment | null };

/**
 * The thread a comment address points at (`?comment=threadId` or `threadId-replyId`: the page
 * fragment the CommentAnchor island sends when the comment is not on the page), with up to
 * 50 replies and the addressed reply. Null unless it is a top-level comment on `targetId`
 * (the article's or moment's global id); cached with that article or moment, or, `asViewer`,
 * read as the viewer and never cached (a paywalled article's thread is its circle's).
 */
export async function getLinkedThread(
  targetId: string,
  address: string | null,
  script?: UserLanguage | null,
  asViewer = false,
): Promise<LinkedThread | null> {
  const match = address ? /^([A-Za-z0-9+/=]{4,40})(?:-([A-Za-z0-9+/=]{4,40}))?$/.exec(address) : null;
  const target = entityTagOfGlobalId(targetId);
  if (!match?.[1] || !target) return null;
  const [thread, reply = thread] = [match[1], match[2]];
  const variables = { thread, reply, replies: LINKED_REPLIES, ...conversion(script) };
  const read = asViewer
    ? executeAsViewer(LinkedCommentQuery, variables)
    : execute(LinkedCommentQuery, variables, { tags: [target] });
  const data = await read.catch(() => null);
  const found = data?.thread;
  if (found?.__typename !== "Comment" || found.parentComment || found.node.id !== targetId) return null;
  const addressed = data?.reply;
  const extra = addressed?.__typename === "Comment" && addressed.parentComment?.id === found.id ? addressed : null;
  return { thread: found, extraReply: extra };
}
