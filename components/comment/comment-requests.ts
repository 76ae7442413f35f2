// The comment thread's calls to the API, loaded on demand (the viewer provider asks for it
// once the page has loaded), so the comment documents and the GraphQL client are in no page's
// first-load JavaScript. Each answers what the thread shows next; a refusal throws the API's
// error for the caller's toast.
import type { ViewerKind } from "@/components/auth/viewer-gate";
import { request } from "@/lib/graphql/client";
import {
  CommentViewerState,
  CommunityWatchRemoveComment,
  DeleteComment,
  PutComment,
  TogglePinComment,
  UnvoteComment,
  VoteComment,
} from "@/lib/graphql/documents/islands/comments/comments";
import { commentHtml } from "@/lib/text/comment-text";

export type Vote = "up" | "down" | null;
export type Votes = { mine: Vote; up: number; down: number };
/** `watcher`: the viewer has the communityWatch flag and may remove spam from others' comments. */
export type CommentViewer = { kind: ViewerKind; id: string; watcher?: boolean };

/**
 * What the comments are on: where the thread writes, and whose it is (who may pin; a circle's
 * owner; none for a challenge's discussion, where no one pins).
 */
export type CommentTarget = {
  id: string;
  type: "article" | "moment" | "circleDiscussion" | "circleBroadcast" | "campaignDiscussion";
  authorId: string;
  canComment: boolean;
};

/** The API takes at most 99 ids a request (the `nodes` limit). */
const CHUNK = 99;

/** Who is looking, and their vote on each of `ids`: asked once for a thread, never part of the cached page. */
export async function askViewerState(ids: string[]): Promise<{ viewer: CommentViewer; votes: Map<string, Vote> }> {
  const chunks = ids.length
    ? Array.from({ length: Math.ceil(ids.length / CHUNK) }, (_, i) => ids.slice(i * CHUNK, i * CHUNK + CHUNK))
    : [[]];
  const answers = await Promise.all(chunks.map((chunk) => request(CommentViewerState, { ids: chunk })));
  const me = answers[0]?.viewer;
  const viewer: CommentViewer = !me?.id
    ? { kind: "visitor", id: "" }
    : {
        kind: me.status?.state === "active" ? "active" : "inactive",
        id: me.id,
        watcher: me.features.communityWatch,
      };
  const votes = new Map<string, Vote>();
  for (const answer of answers)
    for (const node of answer.nodes ?? []) if (node.__typename === "Comment") votes.set(node.id, node.myVote ?? null);
  return { viewer, votes };
}

/** Casts `mine` (or takes the vote back, for null) and answers the counts the API now holds. */
export async function castVote(id: string, mine: Vote): Promise<Votes> {
  const answer = mine
    ? (await request(VoteComment, { id, vote: mine })).voteComment
    : (await request(UnvoteComment, { id })).unvoteComment;
  return { mine: answer.myVote ?? null, up: answer.upvotes, down: answer.downvotes };
}

export async function togglePin(id: string, enabled: boolean) {
  await request(TogglePinComment, { id, enabled });
}

/** A community watcher's removal of someone's spam or porn-ad comment. */
export async function removeAsWatcher(id: string, reason: "porn_ad" | "spam_ad") {
  await request(CommunityWatchRemoveComment, { id, reason });
}

export async function deleteComment(id: string) {
  await request(DeleteComment, { id });
}

/**
 * Writes a new comment, a reply (`parentId`, the thread's comment; `replyTo`, the comment
 * answered) or an edit (`id`), and answers its page address (`#parentId-replyId`, section 2.3).
 */
export async function putComment(
  target: CommentTarget,
  text: string,
  more: { id?: string; parentId?: string; replyTo?: string },
): Promise<string> {
  const where =
    target.type === "moment"
      ? { momentId: target.id }
      : target.type === "article"
        ? { articleId: target.id }
        : target.type === "campaignDiscussion"
          ? { campaignId: target.id }
          : { circleId: target.id };
  const comment = {
    type: target.type,
    content: commentHtml(text),
    ...where,
    ...(more.parentId ? { parentId: more.parentId } : {}),
    ...(more.replyTo && more.replyTo !== more.parentId ? { replyTo: more.replyTo } : {}),
  };
  const { putComment } = await request(PutComment, { input: { id: more.id, comment } });
  const threadId = putComment.parentComment?.id ?? putComment.id;
  return threadId === putComment.id ? threadId : `${threadId}-${putComment.id}`;
}
