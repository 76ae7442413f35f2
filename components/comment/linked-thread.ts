import "server-only";
import { LinkedCommentQuery, type ReplyView, type ThreadView } from "@/lib/graphql/documents/comment";
import { execute } from "@/lib/graphql/execute";

const LINKED_REPLIES = 50;

/**
 * The thread a comment address points at (`?comment=threadId` or `threadId-replyId`: the page
 * fragment the CommentAnchor island sends when the comment is not on the page), with up to
 * 50 replies and the addressed reply. Null unless it is a top-level comment on `targetId`
 * (the article's or moment's global id). `tags` are the page's cache tags.
 */
export async function linkedThread(
  targetId: string,
  address: string | null,
  tags: string[],
): Promise<{ thread: ThreadView; extraReply: ReplyView | null } | null> {
  const match = address ? /^([A-Za-z0-9+/=]{4,40})(?:-([A-Za-z0-9+/=]{4,40}))?$/.exec(address) : null;
  if (!match?.[1]) return null;
  const [thread, reply = thread] = [match[1], match[2]];
  const data = await execute(LinkedCommentQuery, { thread, reply, replies: LINKED_REPLIES }, { tags }).catch(
    () => null,
  );
  const found = data?.thread;
  if (found?.id === undefined || found.parentComment || found.node.id !== targetId) return null;
  const addressedReply = data?.reply;
  const extra =
    addressedReply?.id !== undefined && addressedReply.parentComment?.id === found.id ? addressedReply : null;
  return { thread: found, extraReply: extra };
}
