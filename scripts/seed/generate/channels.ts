import type * as s from "../../../server/db/schema/index.ts";
import { BASE_TIME, DAY, HOUR } from "../config.ts";
import { type SeedContext, timeBetween } from "../context.ts";
import { COVER_PATHS } from "../images.ts";
import type { Rng } from "../random.ts";
import type { SeededArticle } from "../rows.ts";
import type { Topic } from "../text/bank.ts";
import type { SeededUsers } from "./users.ts";

type ChannelRow = (typeof s.channels)["$inferInsert"] & { id: number };
type ChannelArticleRow = (typeof s.channelArticles)["$inferInsert"];
type CampaignRow = (typeof s.campaigns)["$inferInsert"];
type StageRow = (typeof s.campaignStages)["$inferInsert"] & { id: number };
type ParticipantRow = (typeof s.campaignParticipants)["$inferInsert"];
type CampaignArticleRow = (typeof s.campaignArticles)["$inferInsert"];

export type SeededChannels = {
  channels: ChannelRow[];
  channelArticles: ChannelArticleRow[];
  campaigns: CampaignRow[];
  stages: StageRow[];
  participants: ParticipantRow[];
  campaignArticles: CampaignArticleRow[];
};

type Names = { nameEn: string; nameZhHant: string; nameZhHans: string };
type Notes = { noteEn: string; noteZhHant: string; noteZhHans: string };

const TOPIC_CHANNELS: readonly (Names & Notes & { topics: readonly Topic[] })[] = [
  {
    nameEn: "Travel & Cities",
    nameZhHant: "旅行與城市",
    nameZhHans: "旅行与城市",
    noteEn: "Journeys, streets and the places we call home.",
    noteZhHant: "旅程、街道，以及我們稱為家的地方。",
    noteZhHans: "旅程、街道，以及我们称为家的地方。",
    topics: ["travel", "cities"],
  },
  {
    nameEn: "Arts & Culture",
    nameZhHant: "藝文",
    nameZhHans: "艺文",
    noteEn: "Books, film and music, read closely.",
    noteZhHant: "細讀書籍、電影與音樂。",
    noteZhHans: "细读书籍、电影与音乐。",
    topics: ["books", "film", "music"],
  },
  {
    nameEn: "Science & Technology",
    nameZhHant: "科學與科技",
    nameZhHans: "科学与科技",
    noteEn: "Curious minds on how things work.",
    noteZhHant: "好奇的人，談事物如何運作。",
    noteZhHans: "好奇的人，谈事物如何运作。",
    topics: ["science", "technology"],
  },
  {
    nameEn: "Everyday Life",
    nameZhHant: "日常生活",
    nameZhHans: "日常生活",
    noteEn: "Food, family, work and the small things in between.",
    noteZhHant: "食物、家庭、工作，以及其間的小事。",
    noteZhHans: "食物、家庭、工作，以及其间的小事。",
    topics: ["food", "family", "work", "nature", "writing"],
  },
];

const CURATION_CHANNELS: readonly (Names &
  Notes & {
    topics: readonly Topic[];
    color: (typeof s.CHANNEL_COLORS)[number];
    pinAmount: number;
    fromDays: number;
    untilDays: number;
  })[] = [
  {
    nameEn: "Autumn Reading List",
    nameZhHant: "秋日書單",
    nameZhHans: "秋日书单",
    noteEn: "Long reads for cooler evenings, picked by the editors.",
    noteZhHant: "編輯為微涼夜晚挑選的長文。",
    noteZhHans: "编辑为微凉夜晚挑选的长文。",
    topics: ["books", "writing", "film"],
    color: "orange",
    pinAmount: 3,
    fromDays: -30,
    untilDays: 30,
  },
  {
    nameEn: "Voices from Home",
    nameZhHant: "家的聲音",
    nameZhHans: "家的声音",
    noteEn: "Stories about family, food and the places we grew up.",
    noteZhHant: "關於家人、食物與成長之地的故事。",
    noteZhHans: "关于家人、食物与成长之地的故事。",
    topics: ["family", "food"],
    color: "green",
    pinAmount: 2,
    fromDays: -14,
    untilDays: 45,
  },
];

const CHALLENGE: Names & Notes = {
  nameEn: "Write the City",
  nameZhHant: "寫城市",
  nameZhHans: "写城市",
  noteEn: "A six-week writing challenge about the city you live in.",
  noteZhHant: "以你居住的城市為題，為期六週的寫作挑戰。",
  noteZhHans: "以你居住的城市为题，为期六周的写作挑战。",
};

// A second challenge, open for ten years from the seed's time: the demo (and its tests) has a
// challenge that takes entries whenever it runs, beside Write the City, which ended two weeks
// after the seed's time and shows how a finished one looks.
const LETTERS_CHALLENGE: Names & Notes = {
  nameEn: "Letters to the Future",
  nameZhHant: "寫給未來的信",
  nameZhHans: "写给未来的信",
  noteEn: "Write to whoever reads you in ten years.",
  noteZhHant: "寫給十年後讀到你的人。",
  noteZhHans: "写给十年后读到你的人。",
};

const LETTERS_STAGES: readonly Names[] = [
  { nameEn: "To Yourself", nameZhHant: "寫給自己", nameZhHans: "写给自己" },
  { nameEn: "To a Stranger", nameZhHant: "寫給陌生人", nameZhHans: "写给陌生人" },
];

const STAGES: readonly Names[] = [
  { nameEn: "Streets and Alleys", nameZhHant: "街道與巷弄", nameZhHans: "街道与巷弄" },
  { nameEn: "Neighbours", nameZhHant: "鄰居", nameZhHans: "邻居" },
  { nameEn: "The City at Night", nameZhHant: "夜裡的城市", nameZhHans: "夜里的城市" },
];

function link(
  rng: Rng,
  channelId: number,
  candidates: readonly SeededArticle[],
  pinned: number,
  scored: boolean,
): ChannelArticleRow[] {
  return rng
    .sample(candidates, rng.int(20, 60))
    .sort((a, b) => b.row.createdAt - a.row.createdAt)
    .map((article, i) => ({
      channelId,
      articleId: article.row.id,
      pinned: i < pinned,
      score: scored ? Math.round((0.55 + rng.next() * 0.44) * 1000) / 1000 : null,
      createdAt: timeBetween(rng, article.row.createdAt + HOUR, article.row.createdAt + 2 * DAY),
    }));
}

export function generateChannels(
  ctx: SeedContext,
  users: SeededUsers,
  articles: readonly SeededArticle[],
): SeededChannels {
  const rng = ctx.rng.fork("channels");
  const active = articles.filter((a) => a.row.state === "active");
  const createdAt = BASE_TIME - 190 * DAY;
  const channels: ChannelRow[] = [];
  const channelArticles: ChannelArticleRow[] = [];
  const addChannel = (row: Omit<ChannelRow, "id" | "shortHash" | "navbarOrder" | "createdAt">) => {
    const channel: ChannelRow = {
      id: channels.length + 1,
      shortHash: ctx.shortHash(),
      navbarOrder: channels.length + 1,
      createdAt,
      ...row,
    };
    channels.push(channel);
    return channel;
  };

  for (const { topics, ...names } of TOPIC_CHANNELS) {
    const channel = addChannel({ type: "topic", ...names, enabled: true, pinAmount: 3 });
    channelArticles.push(
      ...link(
        rng,
        channel.id,
        active.filter((a) => topics.includes(a.topic)),
        2,
        true,
      ),
    );
  }
  for (const { topics, fromDays, untilDays, ...rest } of CURATION_CHANNELS) {
    const channel = addChannel({
      type: "curation",
      ...rest,
      enabled: true,
      activeFrom: BASE_TIME + fromDays * DAY,
      activeUntil: BASE_TIME + untilDays * DAY,
    });
    channelArticles.push(
      ...link(
        rng,
        channel.id,
        active.filter((a) => topics.includes(a.topic)),
        rest.pinAmount,
        false,
      ),
    );
  }

  const challenge = addChannel({
    type: "writing_challenge",
    ...CHALLENGE,
    enabled: true,
    pinAmount: 3,
  });
  const campaign = writingChallenge(ctx, rng, users, active, challenge.id);
  const letters = addChannel({ type: "writing_challenge", ...LETTERS_CHALLENGE, enabled: true, pinAmount: 3 });
  const open = lettersChallenge(users, letters.id, campaign.stages.length);
  channelArticles.push(
    ...campaign.campaignArticles.map((entry) => ({
      channelId: challenge.id,
      articleId: entry.articleId,
      pinned: entry.announcement === true,
      score: null,
      createdAt: entry.createdAt,
    })),
  );
  return {
    channels,
    channelArticles,
    ...campaign,
    campaigns: [...campaign.campaigns, ...open.campaigns],
    stages: [...campaign.stages, ...open.stages],
  };
}

/** Letters to the Future: open from three days before the seed's time for ten years, no entries yet. */
function lettersChallenge(users: SeededUsers, channelId: number, stagesBefore: number) {
  const campaignId = 2;
  const start = BASE_TIME - 3 * DAY;
  const end = BASE_TIME + 3652 * DAY;
  const editor = users.admins[0] ?? users.alice;
  const campaigns: CampaignRow[] = [
    {
      id: campaignId,
      channelId,
      state: "active",
      descriptionEn:
        "Write a letter to whoever will read it in ten years: yourself, a stranger, the city. Sign-up and writing stay open all that time.",
      descriptionZhHant: "寫一封信給十年後讀到它的人：你自己、一個陌生人，或這座城市。報名與寫作在這十年間都開放。",
      descriptionZhHans: "写一封信给十年后读到它的人：你自己、一个陌生人，或这座城市。报名与写作在这十年间都开放。",
      cover: null,
      link: null,
      applicationStart: start,
      applicationEnd: end,
      writingStart: start,
      writingEnd: end,
      creatorId: editor.id,
      createdAt: start - DAY,
    },
  ];
  const stages: StageRow[] = LETTERS_STAGES.map((names, i) => ({
    id: stagesBefore + i + 1,
    campaignId,
    ...names,
    periodStart: null,
    periodEnd: null,
    order: i + 1,
  }));
  return { campaigns, stages };
}

function writingChallenge(
  ctx: SeedContext,
  rng: Rng,
  users: SeededUsers,
  active: readonly SeededArticle[],
  channelId: number,
): Omit<SeededChannels, "channels" | "channelArticles"> {
  const campaignId = 1;
  const applicationStart = BASE_TIME - 35 * DAY;
  const writingStart = BASE_TIME - 28 * DAY;
  const writingEnd = BASE_TIME + 14 * DAY;
  const stageLength = 14 * DAY;
  const editor = users.admins[0] ?? users.alice;
  const cover = rng.pick(COVER_PATHS);
  ctx.addAsset(editor.id, "campaignCover", cover, applicationStart - DAY);

  const campaigns: CampaignRow[] = [
    {
      id: campaignId,
      channelId,
      state: "active",
      descriptionEn:
        "For six weeks, write about the city you live in: its streets, its neighbours and its nights. One piece per stage is enough; the editors feature their favourites every week.",
      descriptionZhHant:
        "接下來六週，寫寫你居住的城市：它的街道、鄰居與夜晚。每個階段一篇就夠了，編輯每週都會精選喜歡的作品。",
      descriptionZhHans:
        "接下来六周，写写你居住的城市：它的街道、邻居与夜晚。每个阶段一篇就够了，编辑每周都会精选喜欢的作品。",
      cover,
      link: null,
      applicationStart,
      applicationEnd: BASE_TIME + 7 * DAY,
      writingStart,
      writingEnd,
      creatorId: editor.id,
      createdAt: applicationStart - DAY,
    },
  ];
  const stages: StageRow[] = STAGES.map((names, i) => ({
    id: i + 1,
    campaignId,
    ...names,
    periodStart: writingStart + i * stageLength,
    periodEnd: writingStart + (i + 1) * stageLength,
    order: i + 1,
  }));
  const stageAt = (time: number) => stages.find((st) => time >= (st.periodStart ?? 0) && time < (st.periodEnd ?? 0));

  const submissions = rng
    .sample(
      active.filter((a) => a.row.createdAt >= writingStart),
      40,
    )
    .sort((a, b) => a.row.createdAt - b.row.createdAt);
  const announcements = active
    .filter((a) => users.admins.some((u) => u.id === a.row.authorId) && !submissions.includes(a))
    .slice(-2);
  const featuredIds = new Set(rng.sample(submissions, 5).map((a) => a.row.id));

  const campaignArticles: CampaignArticleRow[] = [
    ...announcements.map((a) => ({
      campaignId,
      articleId: a.row.id,
      stageId: null,
      featured: false,
      announcement: true,
      createdAt: Math.max(a.row.createdAt, applicationStart),
    })),
    ...submissions.map((a) => ({
      campaignId,
      articleId: a.row.id,
      stageId: stageAt(a.row.createdAt)?.id ?? null,
      featured: featuredIds.has(a.row.id),
      announcement: false,
      createdAt: a.row.createdAt,
    })),
  ];

  const participants = new Map<number, ParticipantRow>();
  for (const a of submissions) {
    if (participants.has(a.row.authorId)) continue;
    participants.set(a.row.authorId, {
      campaignId,
      userId: a.row.authorId,
      state: "succeeded",
      createdAt: timeBetween(rng, applicationStart, a.row.createdAt - HOUR),
    });
  }
  // a few who applied but have not written yet, one still waiting and one turned down
  const hopefuls = rng.sample(
    users.active.filter((u) => !participants.has(u.id)),
    5,
  );
  for (const [i, user] of hopefuls.entries()) {
    participants.set(user.id, {
      campaignId,
      userId: user.id,
      state: i === 0 ? "pending" : i === 1 ? "rejected" : "succeeded",
      createdAt: timeBetween(rng, applicationStart, BASE_TIME - DAY),
    });
  }
  return { campaigns, stages, participants: [...participants.values()], campaignArticles };
}
