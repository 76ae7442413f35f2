import { momentHtml } from "../../../lib/text/moment-text.ts";
import { COUNTS, DAY, MINUTE } from "../config.ts";
import { type SeedContext, timeBetween } from "../context.ts";
import type { Rng } from "../random.ts";
import type { CommentRow, CommentVoteRow, SeededArticle, SeededMoment, UserRow } from "../rows.ts";
import type { Lang, Topic } from "../text/bank.ts";
import { BANKS } from "../text/banks.ts";
import { fillTemplate } from "../text/prose.ts";
import type { SeededUsers } from "./users.ts";

type Target = {
  type: CommentRow["type"];
  id: number;
  authorId: number;
  createdAt: number;
  lang: Lang;
  topic: Topic;
};

/** Earlier items in the list get picked far more often, like popular posts do. */
function skewedPick<T>(rng: Rng, items: readonly T[]): T {
  const index = Math.floor(rng.next() ** 2.2 * items.length);
  const item = items[index];
  if (item === undefined) throw new Error("skewedPick from an empty list");
  return item;
}

function commenter(rng: Rng, users: SeededUsers, target: Target): UserRow {
  const sameLanguage = users.active.filter((u) => u.language === target.lang && u.id !== target.authorId);
  const anyone = users.active.filter((u) => u.id !== target.authorId);
  return rng.chance(0.8) && sameLanguage.length > 0 ? rng.pick(sameLanguage) : rng.pick(anyone);
}

function commentState(rng: Rng): CommentRow["state"] {
  const roll = rng.next();
  if (roll < 0.02) return "collapsed";
  if (roll < 0.03) return "archived";
  if (roll < 0.034) return "banned";
  return "active";
}

function commentOn(rng: Rng, users: SeededUsers, targets: readonly Target[], count: number, rows: CommentRow[]): void {
  const topLevel = new Map<string, CommentRow[]>();
  const repliesUnder = new Map<number, CommentRow[]>();
  for (let i = 0; i < count; i++) {
    const target = skewedPick(rng, targets);
    const key = `${target.type}:${target.id}`;
    const roots = topLevel.get(key) ?? [];
    const bank = BANKS[target.lang];
    const id = rows.length + 1;
    const parent = roots.length > 0 && rng.chance(0.3) ? rng.pick(roots) : undefined;
    if (parent) {
      const thread = repliesUnder.get(parent.id) ?? [];
      const replyTo = rng.chance(0.6) ? parent : rng.pick([parent, ...thread]);
      // the post's author often answers
      const postAuthor = users.all.find((u) => u.id === target.authorId);
      const author =
        postAuthor && replyTo.authorId !== postAuthor.id && rng.chance(0.4)
          ? postAuthor
          : commenter(rng, users, target);
      const createdAt = timeBetween(rng, replyTo.createdAt + 5 * MINUTE, replyTo.createdAt + 3 * DAY);
      const reply: CommentRow = {
        id,
        type: target.type,
        targetId: target.id,
        authorId: author.id,
        parentCommentId: parent.id,
        replyToId: replyTo.id,
        // stored as putComment stores what the comment form sends
        content: momentHtml(rng.pick(bank.replies), { mentions: true }),
        state: commentState(rng),
        pinned: false,
        upvotes: Math.floor(rng.next() ** 3 * 12),
        createdAt,
        updatedAt: createdAt,
      };
      thread.push(reply);
      repliesUnder.set(parent.id, thread);
      rows.push(reply);
      continue;
    }
    const createdAt = timeBetween(rng, target.createdAt + 10 * MINUTE, target.createdAt + 20 * DAY);
    const comment: CommentRow = {
      id,
      type: target.type,
      targetId: target.id,
      authorId: commenter(rng, users, target).id,
      parentCommentId: null,
      replyToId: null,
      content: momentHtml(fillTemplate(rng.pick(bank.comments), bank, target.topic, rng), { mentions: true }),
      state: commentState(rng),
      // authors pin the first comment on a few posts
      pinned: roots.length === 0 && rng.chance(0.05),
      upvotes: Math.floor(rng.next() ** 3 * 30),
      createdAt,
      updatedAt: createdAt,
    };
    roots.push(comment);
    topLevel.set(key, roots);
    rows.push(comment);
  }
}

export function generateComments(
  ctx: SeedContext,
  users: SeededUsers,
  articles: readonly SeededArticle[],
  moments: readonly SeededMoment[],
): CommentRow[] {
  const rng = ctx.rng.fork("comments");
  const articleTargets: Target[] = rng.shuffle(
    articles
      .filter((a) => a.row.state === "active" && a.version.canComment !== false)
      .map((a) => ({
        type: "article" as const,
        id: a.row.id,
        authorId: a.row.authorId,
        createdAt: a.row.createdAt,
        lang: a.row.language,
        topic: a.topic,
      })),
  );
  const momentTargets: Target[] = rng.shuffle(
    moments
      .filter((m) => m.row.state === "active")
      .map((m) => ({
        type: "moment" as const,
        id: m.row.id,
        authorId: m.row.authorId,
        createdAt: m.row.createdAt,
        lang: m.lang,
        topic: m.topic,
      })),
  );
  const rows: CommentRow[] = [];
  commentOn(rng, users, articleTargets, COUNTS.articleComments, rows);
  commentOn(rng, users, momentTargets, COUNTS.momentComments, rows);
  // ids follow time within the table, as they would in production
  const sorted = rows.toSorted((a, b) => a.createdAt - b.createdAt || a.id - b.id);
  const newId = new Map(sorted.map((c, i) => [c.id, i + 1]));
  const remap = (id: number | null | undefined) => (id == null ? null : (newId.get(id) ?? null));
  return sorted.map((c) => ({
    ...c,
    id: newId.get(c.id) ?? c.id,
    parentCommentId: remap(c.parentCommentId),
    replyToId: remap(c.replyToId),
  }));
}

/**
 * The votes behind each comment's upvotes, one a person (the API recounts upvotes from these
 * rows on every vote, so a count with no rows behind it would fall at the next vote). A count
 * larger than the people who could have voted shrinks to them.
 */
export function voteComments(ctx: SeedContext, comments: CommentRow[], users: SeededUsers): CommentVoteRow[] {
  const rng = ctx.rng.fork("comment-votes");
  const rows: CommentVoteRow[] = [];
  for (const comment of comments) {
    const wanted = comment.upvotes ?? 0;
    if (wanted === 0 || comment.id === undefined) continue;
    const voters = rng.sample(
      users.active.filter((u) => u.id !== comment.authorId),
      wanted,
    );
    comment.upvotes = voters.length;
    for (const user of voters) {
      rows.push({ commentId: comment.id, userId: user.id, vote: "up", createdAt: comment.createdAt + MINUTE });
    }
  }
  return rows;
}
