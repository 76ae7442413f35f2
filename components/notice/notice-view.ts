import type { ViewerNoticesQuery } from "@/lib/graphql/generated/graphql";
import {
  articlePath,
  challengeDiscussionPath,
  challengeFeaturedPath,
  circleBroadcastPath,
  circleDiscussionPath,
  circlePath,
  momentPath,
  userCollectionPath,
  userPath,
} from "@/lib/url/entity-paths";

// What a notice shows, from either document that reads notices (the page's first page on the
// server, later pages in the island; both ask for the same fields): who, the kind of thing
// they did (a message key), what it was done to, and where it links.

type Node = NonNullable<NonNullable<ViewerNoticesQuery["viewer"]>["notices"]["edges"]>[number]["node"];

export type NoticeActorView = { id: string; name: string; userName: string | null; avatar: string | null };

export type NoticeView = {
  id: string;
  unread: boolean;
  createdAt: string;
  /** The kind's message key under `notices.kinds` (the contract's type, OfficialAnnouncement, CollectionLiked). */
  kind: string;
  actors: NoticeActorView[];
  /** What it was done to, as a line of text: a title, a comment's first words. */
  subject: string | null;
  /** An official announcement's words. */
  message: string | null;
  href: string | null;
};

/** The kinds with a message of their own; any other reads as the generic one. */
export const NOTICE_KINDS = [
  "UserNewFollower",
  "ArticleMentionedYou",
  "ArticleNewAppreciation",
  "ArticleNewSubscriber",
  "ArticleNewCollected",
  "MomentMentionedYou",
  "MomentLiked",
  "CommentPinned",
  "CommentLiked",
  "CommentMentionedYou",
  "ArticleNewComment",
  "MomentNewComment",
  "CommentNewReply",
  "CollectionLiked",
  "PaymentReceivedDonation",
  "CircleInvitation",
  "CircleNewSubscriber",
  "CircleNewFollower",
  "CircleNewUnsubscriber",
  "CircleNewBroadcastComments",
  "CircleNewDiscussionComments",
  "CircleNewArticle",
  "CircleDiscussionMentionedYou",
  "CircleBroadcastMentionedYou",
  "CampaignArticleFeatured",
  "TopicChannelFeedbackAccepted",
  "OfficialAnnouncement",
] as const;

const SUBJECT_LENGTH = 80;

/** A comment's or moment's words as one short line (their HTML is ours, sanitized: tags and a few entities). */
function excerpt(html: string | null | undefined): string | null {
  if (!html) return null;
  const text = html
    .replace(/<br\s*\/?>|<\/p>/g, " ")
    .replace(/<[^>]*>/g, "")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > SUBJECT_LENGTH ? `${text.slice(0, SUBJECT_LENGTH - 1)}…` : text || null;
}

type CommentShape = {
  id: string;
  type?: string;
  content?: string | null;
  parentComment?: { id: string } | null;
  node: { __typename: string; shortHash?: string; name?: string };
};

/**
 * The page a comment is on: its article or moment, its circle's discussion or broadcast, or
 * its writing challenge's discussion.
 */
function commentPage(comment: CommentShape) {
  const { __typename, shortHash, name } = comment.node;
  if (__typename === "Circle" && name) {
    return comment.type === "circleDiscussion" ? circleDiscussionPath(name) : circleBroadcastPath(name);
  }
  if (!shortHash) return null;
  if (__typename === "WritingChallenge") return challengeDiscussionPath(shortHash);
  return __typename === "Article" ? articlePath(shortHash) : momentPath(shortHash);
}

/** A comment's place on its page, with the fragment the page scrolls to (`#thread-reply`). */
function commentHref(comment: CommentShape) {
  const page = commentPage(comment);
  if (!page) return null;
  const anchor = comment.parentComment ? `${comment.parentComment.id}-${comment.id}` : comment.id;
  return `${page}#${anchor}`;
}

const actorsOf = (
  actors:
    | readonly { id: string; userName?: string | null; displayName?: string | null; avatar?: string | null }[]
    | null
    | undefined,
) =>
  (actors ?? []).map((a) => ({
    id: a.id,
    name: a.displayName ?? a.userName ?? "",
    userName: a.userName ?? null,
    avatar: a.avatar ?? null,
  }));

export function toNoticeView(node: Node): NoticeView {
  const base = { id: node.id, unread: node.unread, createdAt: String(node.createdAt), subject: null, message: null };
  switch (node.__typename) {
    case "UserNotice": {
      const actors = actorsOf(node.actors);
      const first = actors[0]?.userName;
      return { ...base, kind: node.userNoticeType, actors, href: first ? userPath(first) : null };
    }
    case "ArticleNotice":
      return {
        ...base,
        kind: node.articleNoticeType,
        actors: actorsOf(node.actors),
        subject: node.target.title,
        href: articlePath(node.target.shortHash),
      };
    case "ArticleArticleNotice":
      return {
        ...base,
        kind: node.articleArticleNoticeType,
        actors: actorsOf(node.actors),
        subject: node.target.title,
        href: articlePath(node.article.shortHash),
      };
    case "MomentNotice":
      return {
        ...base,
        kind: node.momentNoticeType,
        actors: actorsOf(node.actors),
        subject: excerpt(node.target.content),
        href: momentPath(node.target.shortHash),
      };
    case "CommentNotice":
      return {
        ...base,
        kind: node.commentNoticeType,
        actors: actorsOf(node.actors),
        subject: excerpt(node.target.content),
        href: commentHref(node.target),
      };
    case "CommentCommentNotice":
      return {
        ...base,
        kind: node.commentCommentNoticeType,
        actors: actorsOf(node.actors),
        subject: excerpt(node.comment.content),
        href: commentHref(node.comment),
      };
    case "CollectionNotice": {
      const owner = node.target.author.userName;
      return {
        ...base,
        kind: "CollectionLiked",
        actors: actorsOf(node.actors),
        subject: node.target.title,
        href: owner ? userCollectionPath(owner, node.target.id) : null,
      };
    }
    case "TransactionNotice": {
      const article = node.target.target && "shortHash" in node.target.target ? node.target.target : null;
      return {
        ...base,
        kind: node.transactionNoticeType,
        actors: actorsOf(node.actors),
        subject: article?.title ?? null,
        href: article ? articlePath(article.shortHash) : null,
      };
    }
    case "CircleNotice": {
      // a discussion or broadcast notice links to its comment there (`#thread` or `#thread-reply`)
      const mention = node.mentions?.[0];
      const comment: { id: string; content: string | null; parentComment?: { id: string } | null } | undefined =
        node.comments?.[0] ?? node.replies?.[0] ?? mention;
      const anchor = comment?.parentComment
        ? `#${comment.parentComment.id}-${comment.id}`
        : comment
          ? `#${comment.id}`
          : "";
      const discussion = node.circleNoticeType === "CircleNewDiscussionComments";
      const page = discussion
        ? circleDiscussionPath(node.target.name)
        : node.circleNoticeType === "CircleNewBroadcastComments"
          ? circleBroadcastPath(node.target.name)
          : circlePath(node.target.name);
      return {
        ...base,
        kind: mention
          ? discussion
            ? "CircleDiscussionMentionedYou"
            : "CircleBroadcastMentionedYou"
          : node.circleNoticeType,
        actors: actorsOf(node.actors),
        subject: comment ? excerpt(comment.content) : node.target.displayName,
        href: `${page}${anchor}`,
      };
    }
    case "CampaignArticleNotice":
      // the entry, featured: the challenge's featured entries, where it now is
      return {
        ...base,
        kind: node.campaignArticleNoticeType,
        actors: actorsOf(node.actors),
        subject: node.article.title,
        href: challengeFeaturedPath(node.target.shortHash),
      };
    case "OfficialAnnouncementNotice":
      return { ...base, kind: "OfficialAnnouncement", actors: [], message: node.message, href: node.link ?? null };
    default: {
      // a kind the API answers before this page knows it: who did it, in the generic words
      const other: { actors?: Parameters<typeof actorsOf>[0] } = node;
      return { ...base, kind: "Other", actors: actorsOf(other.actors), href: null };
    }
  }
}
