import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articles, comments } from "@/server/db/schema";
import { Client, codeOf, createUser, db, present } from "../support/api";
import { gid, insertArticle, insertChallenge, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// The contract's User fields that are the account holder's own figures (UserStatus.commentCount,
// totalWordCount, totalReferredCount, Liker.total) and the UserInfo fields that say honestly
// what this site does not have (ipnsKey, socialAccounts, featuredTags).

const OWN = graphql(`
  query OwnFigures($userName: String!) {
    user(input: { userName: $userName }) {
      status {
        commentCount
        totalWordCount
        totalReferredCount
      }
      liker {
        total
      }
      info {
        ipnsKey
        socialAccounts {
          type
        }
        featuredTags {
          id
        }
      }
    }
  }
`);

const STATUS = graphql(`
  query OtherStatus($userName: String!) {
    user(input: { userName: $userName }) {
      status {
        articleCount
        commentCount
      }
    }
  }
`);

const PUBLIC_INFO = graphql(`
  query PublicInfo($userName: String!) {
    user(input: { userName: $userName }) {
      liker {
        civicLiker
      }
      info {
        ipnsKey
        featuredTags {
          id
        }
      }
    }
  }
`);

const VIEWER = graphql(`
  query VisitorFigures {
    viewer {
      status {
        commentCount
      }
      liker {
        total
      }
      info {
        socialAccounts {
          type
        }
      }
    }
  }
`);

const FEATURES = graphql(`
  query UserFeatures($userName: String!) {
    user(input: { userName: $userName }) {
      features {
        fediverseBeta
        communityWatch
      }
      isMomentFeedApplied
    }
  }
`);

const STAGES = graphql(`
  query StageDescriptions($id: ID!) {
    node(input: { id: $id }) {
      ... on WritingChallenge {
        stages {
          name(input: { language: en })
          description(input: { language: en })
        }
      }
    }
  }
`);

async function comment(authorId: number, targetId: number, state: "active" | "archived" | "banned" = "active") {
  await db().insert(comments).values({ type: "article", targetId, authorId, content: "<p>Hi</p>", state });
}

describe("UserStatus.commentCount, totalWordCount, totalReferredCount", () => {
  it("count the viewer's comments that show, the words of their readable articles and the accounts they referred", async () => {
    const { user, client } = await writer();
    const userName = present(user.userName);
    const other = await createUser();
    const target = await insertArticle(other.id);

    const empty = await client.gql(OWN, { userName });
    expect(empty.errors).toBeUndefined();
    expect(empty.data?.user?.status).toEqual({ commentCount: 0, totalWordCount: 0, totalReferredCount: 0 });

    await comment(user.id, target.id);
    await comment(user.id, target.id);
    await comment(user.id, target.id, "archived");
    await comment(other.id, target.id);

    const first = await insertArticle(user.id);
    const second = await insertArticle(user.id);
    const gone = await insertArticle(user.id, "archived");
    await db().update(articles).set({ wordCount: 120 }).where(eq(articles.id, first.id));
    await db().update(articles).set({ wordCount: 35 }).where(eq(articles.id, second.id));
    await db().update(articles).set({ wordCount: 1000 }).where(eq(articles.id, gone.id));

    await createUser({ referralCode: userName });
    await createUser({ referralCode: userName });
    await createUser({ referralCode: `${userName}x` });

    const result = await client.gql(OWN, { userName });
    expect(result.errors).toBeUndefined();
    expect(result.data?.user?.status).toEqual({ commentCount: 2, totalWordCount: 155, totalReferredCount: 2 });
  });

  it("are the account holder's alone: another person's answer FORBIDDEN, a visitor UNAUTHENTICATED", async () => {
    const owner = await createUser();
    const userName = present(owner.userName);
    const { client: stranger } = await writer();
    const asStranger = await stranger.gql(STATUS, { userName });
    expect(codeOf(asStranger)).toBe("FORBIDDEN");
    expect(asStranger.data?.user?.status).toBeNull();
    expect(codeOf(await new Client().gql(STATUS, { userName }))).toBe("UNAUTHENTICATED");
  });

  it("are zero on a visitor's viewer", async () => {
    const result = await new Client().gql(VIEWER);
    expect(result.errors).toBeUndefined();
    expect(result.data?.viewer).toEqual({ status: null, liker: { total: 0 }, info: { socialAccounts: [] } });
  });
});

describe("Liker.total and UserInfo.ipnsKey, socialAccounts, featuredTags", () => {
  it("answer no LikeCoin, no IPNS key, no social logins and no featured tags", async () => {
    const { user, client } = await writer();
    const result = await client.gql(OWN, { userName: present(user.userName) });
    expect(result.errors).toBeUndefined();
    expect(result.data?.user?.liker).toEqual({ total: 0 });
    expect(result.data?.user?.info).toEqual({ ipnsKey: null, socialAccounts: [], featuredTags: [] });
  });

  it("show a stranger the public ones, and keep Liker.total to its holder", async () => {
    const owner = await createUser({ civicLiker: true });
    const userName = present(owner.userName);
    const visitor = new Client();
    const open = await visitor.gql(PUBLIC_INFO, { userName });
    expect(open.errors).toBeUndefined();
    expect(open.data?.user).toEqual({ liker: { civicLiker: true }, info: { ipnsKey: null, featuredTags: [] } });
    const { client: stranger } = await writer();
    expect(codeOf(await stranger.gql(OWN, { userName }))).toBe("FORBIDDEN");
  });
});

describe("User.features and isMomentFeedApplied", () => {
  it("answer no betas and no moment feed application; the application is the account holder's to read", async () => {
    const { user, client } = await writer();
    const userName = present(user.userName);
    const own = await client.gql(FEATURES, { userName });
    expect(own.errors).toBeUndefined();
    expect(own.data?.user).toEqual({
      features: { fediverseBeta: false, communityWatch: false },
      isMomentFeedApplied: false,
    });
    const { client: stranger } = await writer();
    expect(codeOf(await stranger.gql(FEATURES, { userName }))).toBe("FORBIDDEN");
  });
});

describe("CampaignStage.description", () => {
  it("is empty: stages keep their names and periods only", async () => {
    const { channel } = await insertChallenge();
    const result = await new Client().gql(STAGES, { id: gid("WritingChallenge", channel.id) });
    expect(result.errors).toBeUndefined();
    const node = present(result.data?.node);
    if (!("stages" in node)) throw new Error("not a writing challenge");
    expect(node.stages).toEqual([{ name: "Week 1", description: "" }]);
  });
});
