import "server-only";
import type { ArticleRow } from "@/server/db/queries/articles";
import { collectionsByIds } from "@/server/db/queries/collections";
import { type CommentRow, commentsByIds } from "@/server/db/queries/comments";
import { momentsByIds } from "@/server/db/queries/moments";
import {
  actorsOfNotices,
  type NoticeRow,
  noticeCount,
  noticePage,
  notificationSettingsOf,
} from "@/server/db/queries/notices";
import { transactionsByIds } from "@/server/db/queries/transactions";
import { circleById, type UserRow } from "@/server/db/queries/users";
import { decodeNumberCursor, encodeCursor, pageSize, toConnection } from "../connections";
import type { Context } from "../context";
import type { Resolvers } from "../generated/resolvers";
import type { NoticeModel, UserModel } from "../models";
import { requireViewer } from "../rules/auth";
import { readsArticleBody } from "../rules/paywall";
import { isCircleCommentType, viewerInCircle } from "../services/circle-comments";
import { markAllRead, OFF_BY_DEFAULT, updateNotificationSetting } from "../services/notices";
import { withCampaigns } from "./channel";

// A reader's notices. A page is read, then everything its notices point at is loaded at once
// (a batch per kind of thing); a notice whose target is gone (a deleted comment, an archived
// article) is left out of the page rather than answered with a broken target.

type Typename = NoticeModel["typename"];

/**
 * The Notice type each kind is (the contract's enums, plus OfficialAnnouncement, CollectionLiked
 * and the circle's mention kinds).
 */
const TYPENAME_OF: Record<string, Typename> = {
  UserNewFollower: "UserNotice",
  MomentFeedApproved: "UserNotice",
  ArticlePublished: "ArticleNotice",
  ScheduledArticlePublished: "ArticleNotice",
  ArticleMentionedYou: "ArticleNotice",
  ArticleNewSubscriber: "ArticleNotice",
  ArticleNewAppreciation: "ArticleNotice",
  RevisedArticlePublished: "ArticleNotice",
  RevisedArticleNotPublished: "ArticleNotice",
  CircleNewArticle: "ArticleNotice",
  TopicChannelFeedbackAccepted: "ArticleNotice",
  ArticleNewCollected: "ArticleArticleNotice",
  MomentMentionedYou: "MomentNotice",
  MomentLiked: "MomentNotice",
  CommentPinned: "CommentNotice",
  CommentLiked: "CommentNotice",
  CommentMentionedYou: "CommentNotice",
  ArticleNewComment: "CommentNotice",
  MomentNewComment: "CommentNotice",
  SubscribedArticleNewComment: "CommentNotice",
  CircleNewBroadcast: "CommentNotice",
  CommentNewReply: "CommentCommentNotice",
  CampaignArticleFeatured: "CampaignArticleNotice",
  PaymentReceivedDonation: "TransactionNotice",
  WithdrewLockedTokens: "TransactionNotice",
  CircleInvitation: "CircleNotice",
  CircleNewSubscriber: "CircleNotice",
  CircleNewFollower: "CircleNotice",
  CircleNewUnsubscriber: "CircleNotice",
  CircleNewBroadcastComments: "CircleNotice",
  CircleNewDiscussionComments: "CircleNotice",
  // a circle's comment that mentions the reader: CircleNew…Comments naming it in `mentions`
  CircleDiscussionMentionedYou: "CircleNotice",
  CircleBroadcastMentionedYou: "CircleNotice",
  CollectionLiked: "CollectionNotice",
  OfficialAnnouncement: "OfficialAnnouncementNotice",
  // an article of the reader's banned by admins: its message written in their language
  ArticleBanned: "OfficialAnnouncementNotice",
};

const shownComment = (c: CommentRow | undefined) =>
  c && (c.state === "active" || c.state === "collapsed") ? c : undefined;

/**
 * A comment a notice may point at: shown, and, in a circle, one the reader is still in (a
 * member who left would meet a comment whose circle they may no longer read).
 */
async function readableComment(ctx: Context, c: CommentRow | undefined) {
  const shown = shownComment(c);
  if (!shown) return shown;
  // a paywalled article's thread is its circle's, a notice of it too (one's own comment stays one's own)
  if (shown.type === "article") {
    if (shown.authorId === ctx.viewer.id) return shown;
    const article = await ctx.loaders.article.load(shown.targetId);
    return !article || (await readsArticleBody(ctx, article)) ? shown : undefined;
  }
  if (!isCircleCommentType(shown.type)) return shown;
  const circle = await ctx.loaders.circle.load(shown.targetId);
  return circle && (await viewerInCircle(ctx, circle)) ? shown : undefined;
}
const shownArticle = (a: ArticleRow | undefined) => (a?.state === "active" ? a : undefined);

const idsOf = (rows: NoticeRow[], kinds: Typename[], pick: (r: NoticeRow) => number | null) =>
  rows.filter((r) => kinds.includes(TYPENAME_OF[r.type] as Typename)).flatMap((r) => pick(r) ?? []);

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));

/** The page's notices with what they point at; those pointing at nothing shown are left out. */
async function loadNotices(ctx: Context, rows: NoticeRow[]): Promise<(NoticeModel | null)[]> {
  const target = (r: NoticeRow) => r.targetId;
  const entity = (r: NoticeRow) => r.entityId;
  const [actorIds, moments, comments, collections, transactions, challenges] = await Promise.all([
    actorsOfNotices(
      ctx.db,
      rows.map((r) => r.id),
    ),
    momentsByIds(ctx.db, idsOf(rows, ["MomentNotice"], target)).then(byId),
    commentsByIds(ctx.db, [
      ...idsOf(rows, ["CommentNotice", "CommentCommentNotice"], target),
      ...idsOf(rows, ["CommentCommentNotice", "CircleNotice"], entity),
    ]).then(byId),
    collectionsByIds(ctx.db, idsOf(rows, ["CollectionNotice"], target)).then(byId),
    transactionsByIds(ctx.db, idsOf(rows, ["TransactionNotice"], target)).then(byId),
    ctx.loaders.channel
      .loadMany(idsOf(rows, ["CampaignArticleNotice"], target))
      .then((list) => withCampaigns(ctx, list.filter((c) => c && !(c instanceof Error)) as never))
      .then(byId),
  ]);
  const articles = async (id: number | null) =>
    id === null ? undefined : shownArticle(await ctx.loaders.article.load(id));
  return Promise.all(
    rows.map(async (row): Promise<NoticeModel | null> => {
      const typename = TYPENAME_OF[row.type];
      if (!typename) return null;
      const actors = (await ctx.loaders.user.loadMany(actorIds.get(row.id) ?? [])).filter(
        (u): u is UserRow => Boolean(u) && !(u instanceof Error),
      );
      const base = { row, actors, entity: null };
      switch (typename) {
        case "UserNotice": {
          const user = row.targetId === null ? undefined : await ctx.loaders.user.load(row.targetId);
          return user ? { ...base, typename, target: user } : null;
        }
        case "ArticleNotice": {
          const article = await articles(row.targetId);
          return article ? { ...base, typename, target: article } : null;
        }
        case "ArticleArticleNotice": {
          const [article, other] = await Promise.all([articles(row.targetId), articles(row.entityId)]);
          return article && other ? { ...base, typename, target: article, entity: other } : null;
        }
        case "MomentNotice": {
          const moment = moments.get(row.targetId ?? 0);
          return moment?.state === "active" ? { ...base, typename, target: moment } : null;
        }
        case "CommentNotice": {
          const comment = await readableComment(ctx, comments.get(row.targetId ?? 0));
          return comment ? { ...base, typename, target: comment } : null;
        }
        case "CommentCommentNotice": {
          const comment = await readableComment(ctx, comments.get(row.targetId ?? 0));
          const reply = await readableComment(ctx, comments.get(row.entityId ?? 0));
          return comment && reply ? { ...base, typename, target: comment, entity: reply } : null;
        }
        case "CampaignArticleNotice": {
          const [challenge, article] = [challenges.get(row.targetId ?? 0), await articles(row.entityId)];
          return challenge && article ? { ...base, typename, target: challenge, entity: article } : null;
        }
        case "TransactionNotice": {
          const transaction = transactions.get(row.targetId ?? 0);
          return transaction ? { ...base, typename, target: transaction } : null;
        }
        case "CircleNotice": {
          const circle = row.targetId === null ? undefined : await circleById(ctx.db, row.targetId);
          if (!circle) return null;
          // a discussion or broadcast notice names its comment: gone with it
          if (row.entityId === null) return { ...base, typename, target: circle };
          const comment = await readableComment(ctx, comments.get(row.entityId));
          return comment ? { ...base, typename, target: circle, entity: comment } : null;
        }
        case "CollectionNotice": {
          const collection = collections.get(row.targetId ?? 0);
          return collection ? { ...base, typename, target: collection } : null;
        }
        case "OfficialAnnouncementNotice":
          return row.message ? { ...base, typename, target: null } : null;
      }
    }),
  );
}

/** The fields every Notice type has. */
const common = {
  // not a Node in the contract: its id is only for telling notices apart
  id: (n: NoticeModel) => btoa(`Notice:${n.row.id}`),
  unread: (n: NoticeModel) => n.row.unread,
  createdAt: (n: NoticeModel) => new Date(n.row.updatedAt),
};
const withActors = {
  ...common,
  actors: (n: Exclude<NoticeModel, { typename: "OfficialAnnouncementNotice" }>) => n.actors,
};
const kindOf = (n: NoticeModel) => n.row.type as never;

/** The circle's mention kinds as the contract's CircleNoticeType. */
const CIRCLE_KIND_OF_MENTION: Record<string, string> = {
  CircleDiscussionMentionedYou: "CircleNewDiscussionComments",
  CircleBroadcastMentionedYou: "CircleNewBroadcastComments",
};
const isMention = (n: NoticeModel) => n.row.type in CIRCLE_KIND_OF_MENTION;

const isVisitor = (u: UserModel) => "visitor" in u;

/** A switch as the reader has it: their change, or its default (on, but email). */
const setting = (name: string) => (s: Map<string, boolean>) => s.get(name) ?? !OFF_BY_DEFAULT.has(name);

export const resolvers = {
  Mutation: {
    markAllNoticesAsRead: (_p, _a, ctx) => markAllRead(ctx, requireViewer(ctx)),
    updateNotificationSetting: (_p, { input }, ctx) => updateNotificationSetting(ctx, requireViewer(ctx), input),
  },

  User: {
    notices: async (u, { input }, ctx) => {
      if (isVisitor(u)) return toConnection([], 0, () => [], { totalCount: 0, hasPrevious: false });
      const limit = pageSize(input.first);
      const after = input.after ? decodeNumberCursor(input.after, 2) : undefined;
      const rows = await noticePage(ctx.db, u.id, limit, after);
      // the row past the page only says there is more: it is not loaded
      const page = rows.slice(0, limit);
      const loaded = await loadNotices(ctx, page);
      const kept = page.flatMap((row, i) => {
        const model = loaded[i];
        return model ? [{ row, model }] : [];
      });
      const keyOf = (row: NoticeRow) => [row.updatedAt, row.id] as const;
      const connection = toConnection(kept, limit, (k) => keyOf(k.row), {
        totalCount: () => noticeCount(ctx.db, u.id),
        hasPrevious: Boolean(after),
        toNode: (k) => k.model,
      });
      // a page with notices left out (their comment deleted, their article archived) is shorter,
      // yet the next one begins after the last row read, so none is read twice and none skipped
      const last = page.at(-1);
      return {
        ...connection,
        pageInfo: {
          ...connection.pageInfo,
          endCursor: last ? encodeCursor(keyOf(last)) : null,
          hasNextPage: rows.length > limit,
        },
      };
    },
  },

  UserSettings: {
    notification: async (u, _a, ctx) => (isVisitor(u) ? null : notificationSettingsOf(ctx.db, u.id)),
  },

  Notice: {
    __resolveType: (n) => n.typename,
  },

  UserNotice: { ...withActors, type: kindOf, target: (n) => n.target },
  ArticleNotice: { ...withActors, type: kindOf, target: (n) => n.target, entities: () => [] },
  ArticleArticleNotice: { ...withActors, type: kindOf, target: (n) => n.target, article: (n) => n.entity },
  MomentNotice: { ...withActors, type: kindOf, target: (n) => n.target },
  CommentNotice: { ...withActors, type: kindOf, target: (n) => n.target },
  CommentCommentNotice: { ...withActors, type: kindOf, target: (n) => n.target, comment: (n) => n.entity },
  CampaignArticleNotice: { ...withActors, type: kindOf, target: (n) => n.target, article: (n) => n.entity },
  TransactionNotice: { ...withActors, type: kindOf, target: (n) => n.target },
  // a discussion or broadcast notice is of one comment: a new thread (comments) or a reply (replies)
  // a mention is of the discussion's or the broadcast's comments, the comment in mentions alone
  CircleNotice: {
    ...withActors,
    type: (n) => (CIRCLE_KIND_OF_MENTION[n.row.type] ?? n.row.type) as never,
    target: (n) => n.target,
    comments: (n) => (!isMention(n) && n.entity && n.entity.parentCommentId === null ? [n.entity] : []),
    replies: (n) => (!isMention(n) && n.entity && n.entity.parentCommentId !== null ? [n.entity] : []),
    mentions: (n) => (isMention(n) && n.entity ? [n.entity] : []),
  },
  CollectionNotice: { ...withActors, target: (n) => n.target },
  OfficialAnnouncementNotice: { ...common, message: (n) => n.row.message ?? "", link: (n) => n.row.link },

  NotificationSetting: {
    email: setting("email"),
    mention: setting("mention"),
    newComment: setting("newComment"),
    newLike: setting("newLike"),
    userNewFollower: setting("userNewFollower"),
    articleNewComment: setting("articleNewComment"),
    articleNewAppreciation: setting("articleNewAppreciation"),
    articleNewSubscription: setting("articleNewSubscription"),
    articleNewCollected: setting("articleNewCollected"),
    circleNewSubscriber: setting("circleNewSubscriber"),
    circleNewFollower: setting("circleNewFollower"),
    circleNewUnsubscriber: setting("circleNewUnsubscriber"),
    circleMemberNewBroadcastReply: setting("circleMemberNewBroadcastReply"),
    circleMemberNewDiscussion: setting("circleMemberNewDiscussion"),
    circleMemberNewDiscussionReply: setting("circleMemberNewDiscussionReply"),
    inCircleNewArticle: setting("inCircleNewArticle"),
    inCircleNewBroadcast: setting("inCircleNewBroadcast"),
    inCircleNewBroadcastReply: setting("inCircleNewBroadcastReply"),
    inCircleNewDiscussion: setting("inCircleNewDiscussion"),
    inCircleNewDiscussionReply: setting("inCircleNewDiscussionReply"),
  },
} satisfies Resolvers;
