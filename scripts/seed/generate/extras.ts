// The small tables: Alice's circle, notices, a report, feature switches, flags,
// restrictions, drafts, blocks and recent searches.
import type * as s from "../../../server/db/schema/index.ts";
import { FEATURE_NAMES } from "../../../server/db/schema/index.ts";
import { BASE_TIME, DAY, HOUR } from "../config.ts";
import { type SeedContext, timeBetween } from "../context.ts";
import { AVATAR_PATHS, COVER_PATHS } from "../images.ts";
import type { Rng } from "../random.ts";
import type { CommentRow, FollowRow, SeededArticle, UserRow } from "../rows.ts";
import type { Engagement } from "./engagement.ts";
import type { SeededUsers } from "./users.ts";
import { generateWallets, type Wallets } from "./wallets.ts";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

export type Extras = Wallets & {
  circles: Insert<typeof s.circles>[];
  circlePrices: Insert<typeof s.circlePrices>[];
  circleFollows: Insert<typeof s.circleFollows>[];
  circleMembers: Insert<typeof s.circleMembers>[];
  notices: Insert<typeof s.notices>[];
  noticeActors: Insert<typeof s.noticeActors>[];
  reports: Insert<typeof s.reports>[];
  features: Insert<typeof s.features>[];
  userFeatureFlags: Insert<typeof s.userFeatureFlags>[];
  userRestrictions: Insert<typeof s.userRestrictions>[];
  drafts: Insert<typeof s.drafts>[];
  blocks: Insert<typeof s.blocks>[];
  recentSearches: Insert<typeof s.recentSearches>[];
};

type Sources = {
  users: SeededUsers;
  articles: readonly SeededArticle[];
  comments: readonly CommentRow[];
  engagement: Engagement;
};

function circle(ctx: SeedContext, rng: Rng, { alice, active }: SeededUsers) {
  const createdAt = BASE_TIME - 60 * DAY;
  const avatar = AVATAR_PATHS[3] ?? null;
  const cover = rng.pick(COVER_PATHS);
  if (avatar) ctx.addAsset(alice.id, "circleAvatar", avatar, createdAt);
  ctx.addAsset(alice.id, "circleCover", cover, createdAt);
  const circles: Extras["circles"] = [
    {
      id: 1,
      ownerId: alice.id,
      name: "alice_circle",
      displayName: "Alice's Reading Room",
      description: "Monthly notes on what I am reading, early drafts and a small book club.",
      avatar,
      cover,
      state: "active",
      createdAt,
      updatedAt: createdAt,
    },
  ];
  // the specification's lowest monthly price
  const circlePrices: Extras["circlePrices"] = [
    { id: 1, circleId: 1, amount: 20, currency: "HKD", createdAt, updatedAt: createdAt },
  ];
  const states: Extras["circleMembers"][number]["state"][] = [
    "active",
    "active",
    "active",
    "active",
    "trialing",
    "canceled",
  ];
  const members = rng.sample(
    active.filter((u) => u.id !== alice.id),
    states.length,
  );
  const circleMembers = members.map((user, i) => ({
    circleId: 1,
    userId: user.id,
    state: states[i] ?? "active",
    priceId: 1,
    // paid up to a month and a half after the seed's day, so a fresh demo renews nobody at once
    periodEnd: BASE_TIME + (45 + i) * DAY,
    createdAt: timeBetween(rng, createdAt + DAY, BASE_TIME - DAY),
  }));
  // the members in good standing follow the circle too
  const circleFollows = circleMembers
    .filter((m) => m.state === "active")
    .map((m) => ({ userId: m.userId, circleId: 1, createdAt: m.createdAt }));
  return { circles, circlePrices, circleMembers, circleFollows };
}

const ANNOUNCEMENT: Readonly<Record<UserRow["language"], string>> = {
  en: "Write the City, our six-week writing challenge, is open. Join in from the challenge page.",
  zh_hant: "為期六週的寫作挑戰「寫城市」已經開始，歡迎到挑戰頁面報名參加。",
  zh_hans: "为期六周的写作挑战“写城市”已经开始，欢迎到挑战页面报名参加。",
};

type SeedNotice = Insert<typeof s.notices> & { actorId: number | null };

/** Notices for the demo accounts, each pointing at a row that really exists, with their actors. */
function notices({ users, articles, comments, engagement }: Sources): Pick<Extras, "notices" | "noticeActors"> {
  const rows: SeedNotice[] = [];
  for (const user of [users.alice, users.bob]) {
    const own = new Set(articles.filter((a) => a.row.authorId === user.id).map((a) => a.row.id));
    const followers = engagement.follows
      .filter((f: FollowRow) => f.followeeId === user.id)
      .sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0))
      .slice(0, 2);
    const onOwn = comments
      .filter((c) => c.type === "article" && c.state === "active" && own.has(c.targetId) && c.authorId !== user.id)
      .sort((a, b) => b.createdAt - a.createdAt)
      .slice(0, 3);
    const appreciated = engagement.appreciations
      .filter((a) => a.recipientId === user.id && a.senderId != null)
      .sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0))
      .slice(0, 2);
    const forUser: SeedNotice[] = [
      ...followers.map((f) => ({
        recipientId: user.id,
        actorId: f.followerId,
        type: "UserNewFollower",
        targetId: user.id,
        createdAt: f.createdAt ?? BASE_TIME,
      })),
      ...onOwn.map((c) => ({
        recipientId: user.id,
        actorId: c.authorId,
        type: "ArticleNewComment",
        targetId: c.id,
        createdAt: c.createdAt,
      })),
      ...appreciated.map((a) => ({
        recipientId: user.id,
        actorId: a.senderId ?? null,
        type: "ArticleNewAppreciation",
        targetId: a.articleId ?? null,
        createdAt: a.createdAt ?? BASE_TIME,
      })),
      {
        recipientId: user.id,
        actorId: null,
        type: "OfficialAnnouncement",
        message: ANNOUNCEMENT[user.language],
        createdAt: BASE_TIME - 28 * DAY,
      },
    ];
    forUser.sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0));
    // the newest three are unread
    for (const [i, notice] of forUser.entries()) rows.push({ ...notice, unread: i < 3 });
  }
  rows.sort((a, b) => (a.createdAt ?? 0) - (b.createdAt ?? 0));
  const numbered = rows.map((n, i) => ({ ...n, id: i + 1 }));
  return {
    notices: numbered.map(({ actorId: _actor, ...n }) => ({ ...n, updatedAt: n.createdAt })),
    noticeActors: numbered.flatMap((n) =>
      n.actorId === null ? [] : [{ noticeId: n.id, actorId: n.actorId, createdAt: n.createdAt }],
    ),
  };
}

export function generateExtras(ctx: SeedContext, sources: Sources): Extras {
  const rng = ctx.rng.fork("extras");
  const { users, articles } = sources;
  const { alice, bob } = users;
  const editor = users.admins[0] ?? alice;
  const byName = (name: string) => users.all.find((u) => u.userName === name);
  const banned = users.all.find((u) => u.state === "banned");
  const frozen = users.all.find((u) => u.state === "frozen");
  const reported = articles.find((a) => a.row.state === "banned");
  const draftTime = BASE_TIME - 2 * DAY;

  return {
    ...circle(ctx, rng, users),
    ...notices(sources),
    // where the donations always were in rng's sequence, so the rest of the dataset is unchanged
    ...generateWallets(rng, sources),
    reports: reported
      ? [
          {
            id: 1,
            reporterId: bob.id,
            targetType: "Article",
            targetId: reported.row.id,
            reason: "illegal_advertising",
            createdAt: timeBetween(rng, reported.row.createdAt + HOUR, reported.row.createdAt + DAY),
          },
        ]
      : [],
    features: FEATURE_NAMES.map((name) => ({
      name,
      // the demo shows the wallet (payments, top-ups and payouts) and lets people make circles
      flag:
        name === "payment" ||
        name === "add_credit" ||
        name === "payout" ||
        name === "circle_management" ||
        name === "circle_interact"
          ? ("on" as const)
          : ("off" as const),
      value: null,
      updatedAt: BASE_TIME - 200 * DAY,
    })),
    userFeatureFlags: [
      { userId: alice.id, type: "bypassSpamDetection", createdAt: BASE_TIME - 100 * DAY },
      { userId: editor.id, type: "unlimitedArticleFetch", createdAt: BASE_TIME - 100 * DAY },
    ],
    userRestrictions: [banned, frozen, byName("ollie_h")]
      .filter((u): u is UserRow => u !== undefined)
      .map((u) => ({ userId: u.id, type: "articleHottest", createdAt: BASE_TIME - 20 * DAY })),
    drafts: [
      {
        id: 1,
        authorId: alice.id,
        title: "Notes on a Slow Morning",
        summary: null,
        content: "<p>The kettle, the window, the first sentence that refuses to behave.</p>",
        wordCount: 11,
        cover: null,
        tags: ["writing", "essay"],
        license: "cc_by_nc_nd_4",
        access: "public",
        canComment: true,
        publishState: "unpublished",
        articleId: null,
        version: 3,
        createdAt: draftTime - 3 * DAY,
        updatedAt: draftTime,
      },
      {
        id: 2,
        authorId: alice.id,
        title: null,
        summary: null,
        content: "<p>Half an idea about the night market.</p>",
        wordCount: 7,
        cover: null,
        tags: [],
        license: "cc_by_nc_nd_4",
        access: "public",
        canComment: true,
        publishState: "unpublished",
        articleId: null,
        version: 1,
        createdAt: draftTime + HOUR,
        updatedAt: draftTime + HOUR,
      },
    ],
    blocks: banned ? [{ userId: bob.id, blockedId: banned.id, createdAt: BASE_TIME - 15 * DAY }] : [],
    recentSearches: [
      ...["travel", "night train", "Kyoto"].map((searchKey, i) => ({
        userId: alice.id,
        searchKey,
        createdAt: BASE_TIME - (i + 1) * HOUR,
      })),
      ...["閱讀", "香港", "咖啡"].map((searchKey, i) => ({
        userId: bob.id,
        searchKey,
        createdAt: BASE_TIME - (i + 1) * HOUR,
      })),
    ],
  };
}
