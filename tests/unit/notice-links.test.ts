import { describe, expect, it } from "vitest";
import { toNoticeView } from "@/components/notice/notice-view";

// Where a notice of /me/notifications leads and what it says (issue 34's circle notices): a
// like of a circle's comment leads to the circle's discussion or broadcast at the comment, a
// mention to the comment it is in, a members' new article to the article; a reply in a writing
// challenge's discussion to the challenge's discussion tab at the reply (issue 35).

type Node = Parameters<typeof toNoticeView>[0];

const base = { id: "Tm90aWNlOjE=", unread: true, createdAt: "2026-11-29T08:00:00.000Z" };
const actor = { id: "VXNlcjox", userName: "ana", displayName: "Ana", avatar: null };
const circle = { __typename: "Circle", id: "Q2lyY2xlOjE=", name: "tea_talk" } as const;

const liked = (comment: { type: string; parentComment: { id: string } | null }): Node =>
  ({
    ...base,
    __typename: "CommentNotice",
    commentNoticeType: "CommentLiked",
    actors: [actor],
    target: { id: "Q29tbWVudDo5", content: "<p>Good news</p>", node: circle, ...comment },
  }) as Node;

describe("notice links", () => {
  it("leads a like of a broadcast's thread to the broadcast at it", () => {
    const view = toNoticeView(liked({ type: "circleBroadcast", parentComment: null }));
    expect(view).toMatchObject({
      kind: "CommentLiked",
      subject: "Good news",
      href: "/~tea_talk/broadcast#Q29tbWVudDo5",
    });
  });

  it("leads a like of a discussion's reply to the discussion at the reply in its thread", () => {
    const view = toNoticeView(liked({ type: "circleDiscussion", parentComment: { id: "Q29tbWVudDo4" } }));
    expect(view.href).toBe("/~tea_talk/discussion#Q29tbWVudDo4-Q29tbWVudDo5");
  });

  it("says a circle's mention is a mention, and leads to the comment", () => {
    const view = toNoticeView({
      ...base,
      __typename: "CircleNotice",
      circleNoticeType: "CircleNewBroadcastComments",
      actors: [actor],
      target: { id: circle.id, name: circle.name, displayName: "Tea Talk" },
      comments: [],
      replies: [],
      mentions: [{ id: "Q29tbWVudDo3", content: "<p>Hi @bob</p>", parentComment: { id: "Q29tbWVudDo2" } }],
    } as Node);
    expect(view).toMatchObject({
      kind: "CircleBroadcastMentionedYou",
      subject: "Hi @bob",
      href: "/~tea_talk/broadcast#Q29tbWVudDo2-Q29tbWVudDo3",
    });
  });

  it("leads a reply in a writing challenge's discussion to the challenge's discussion at the reply", () => {
    const view = toNoticeView({
      ...base,
      __typename: "CommentCommentNotice",
      commentCommentNoticeType: "CommentNewReply",
      actors: [actor],
      comment: {
        id: "Q29tbWVudDo5",
        type: "campaignDiscussion",
        content: "<p>Me too</p>",
        parentComment: { id: "Q29tbWVudDo4" },
        node: { __typename: "WritingChallenge", id: "V3JpdGluZ0NoYWxsZW5nZTox", shortHash: "city01" },
      },
    } as Node);
    expect(view).toMatchObject({
      kind: "CommentNewReply",
      subject: "Me too",
      href: "/e/city01?type=discussion#Q29tbWVudDo4-Q29tbWVudDo5",
    });
  });

  it("leads a members' new article to the article", () => {
    const view = toNoticeView({
      ...base,
      __typename: "ArticleNotice",
      articleNoticeType: "CircleNewArticle",
      actors: [actor],
      target: { id: "QXJ0aWNsZToz", title: "For members", shortHash: "abc123" },
    } as Node);
    expect(view).toMatchObject({ kind: "CircleNewArticle", subject: "For members", href: "/a/abc123" });
  });

  it("leads a featured entry's notice to the challenge's featured entries, the entry named", () => {
    const view = toNoticeView({
      ...base,
      __typename: "CampaignArticleNotice",
      campaignArticleNoticeType: "CampaignArticleFeatured",
      actors: [actor],
      target: { id: "V3JpdGluZ0NoYWxsZW5nZTox", shortHash: "tide12" },
      article: { id: "QXJ0aWNsZToz", title: "Low tide" },
    } as Node);
    expect(view).toMatchObject({
      kind: "CampaignArticleFeatured",
      subject: "Low tide",
      href: "/e/tide12?type=featured",
    });
  });
});
