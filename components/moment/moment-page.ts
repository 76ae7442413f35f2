import "server-only";
import { LinkedCommentQuery, type ReplyView, type ThreadView } from "@/lib/graphql/documents/comment";
import { execute } from "@/lib/graphql/execute";

const TITLE_LENGTH = 60;
const LINKED_REPLIES = 50;

/** A moment's page title: its text, cut at a word or character boundary, else its author. */
export function momentTitle(content: string | null, author: string) {
  const text = (content ?? "").replace(/\s+/g, " ").trim();
  if (!text) return author;
  const chars = [...text];
  return chars.length <= TITLE_LENGTH ? text : `${chars.slice(0, TITLE_LENGTH - 1).join("")}…`;
}

/**
 * The thread a comment address points at (`?comment=threadId` or `threadId-replyId`, the page
 * fragment the CommentAnchor island sends when the comment is not on the page), with up to
 * 50 replies and the addressed reply. Null unless it is a top-level comment on this moment.
 */
export async function linkedThread(
  momentId: string,
  shortHash: string,
  address: string | null,
): Promise<{ thread: ThreadView; extraReply: ReplyView | null } | null> {
  const match = address ? /^([A-Za-z0-9+/=]{4,40})(?:-([A-Za-z0-9+/=]{4,40}))?$/.exec(address) : null;
  if (!match?.[1]) return null;
  const [thread, reply = thread] = [match[1], match[2]];
  const data = await execute(
    LinkedCommentQuery,
    { thread, reply, replies: LINKED_REPLIES },
    { tags: [`moment-hash:${shortHash}`] },
  ).catch(() => null);
  const found = data?.thread;
  if (found?.id === undefined || found.parentComment || found.node.id !== momentId) return null;
  const addressedReply = data?.reply;
  const extra =
    addressedReply?.id !== undefined && addressedReply.parentComment?.id === found.id ? addressedReply : null;
  return { thread: found, extraReply: extra };
}
