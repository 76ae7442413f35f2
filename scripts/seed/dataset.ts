import * as schema from "../../server/db/schema/index.ts";
import { SEED } from "./config.ts";
import { createContext } from "./context.ts";
import { generateAnnouncements } from "./generate/announcements.ts";
import { generateArticles } from "./generate/articles.ts";
import { generateChannels } from "./generate/channels.ts";
import { generateCollections } from "./generate/collections.ts";
import { generateComments, voteComments } from "./generate/comments.ts";
import { applyCounters } from "./generate/counters.ts";
import { generateEngagement } from "./generate/engagement.ts";
import { generateExchangeRates } from "./generate/exchange-rates.ts";
import { generateExtras } from "./generate/extras.ts";
import { generateMoments, likeMoments } from "./generate/moments.ts";
import { generateTags, tagArticles } from "./generate/tags.ts";
import { generateUsers } from "./generate/users.ts";
import { createRng } from "./random.ts";
import { type SeedTable, seedTable } from "./sql.ts";

/** Every seeded table with its rows, parents before children. */
export async function buildDataset(): Promise<SeedTable[]> {
  const ctx = createContext(createRng(SEED));
  const users = await generateUsers(ctx);
  const articles = generateArticles(ctx, users);
  const tags = generateTags(ctx, users.admins);
  const articleTags = tagArticles(ctx, articles, tags);
  const moments = generateMoments(ctx, users);
  const momentLikes = likeMoments(ctx, moments, users);
  const comments = generateComments(ctx, users, articles, moments);
  const commentVotes = voteComments(ctx, comments, users);
  const engagement = generateEngagement(ctx, users, articles, tags);
  const collections = generateCollections(ctx, users, articles);
  const channels = generateChannels(ctx, users, articles);
  const extras = generateExtras(ctx, { users, articles, comments, engagement });
  const announcements = generateAnnouncements();
  applyCounters({
    articles,
    articleTags,
    tags,
    moments,
    momentLikes,
    comments,
    articleBookmarks: engagement.articleBookmarks,
    appreciations: engagement.appreciations,
    readHistory: engagement.readHistory,
  });

  return [
    seedTable(schema.users, users.all),
    seedTable(schema.features, extras.features),
    seedTable(schema.announcements, announcements.announcements),
    seedTable(schema.announcementTranslations, announcements.translations),
    seedTable(schema.userFeatureFlags, extras.userFeatureFlags),
    seedTable(schema.userRestrictions, extras.userRestrictions),
    seedTable(schema.assets, ctx.assets),
    seedTable(
      schema.tags,
      tags.map((t) => t.row),
    ),
    seedTable(
      schema.articles,
      articles.map((a) => a.row),
    ),
    seedTable(
      schema.articleVersions,
      articles.flatMap((a) => a.versions),
    ),
    seedTable(schema.articleTags, articleTags),
    seedTable(schema.tagBookmarks, engagement.tagBookmarks),
    seedTable(
      schema.moments,
      moments.map((m) => m.row),
    ),
    seedTable(schema.momentLikes, momentLikes),
    seedTable(schema.comments, comments),
    seedTable(schema.commentVotes, commentVotes),
    seedTable(schema.follows, engagement.follows),
    seedTable(schema.blocks, extras.blocks),
    seedTable(schema.articleBookmarks, engagement.articleBookmarks),
    seedTable(schema.appreciations, engagement.appreciations),
    seedTable(schema.readHistory, engagement.readHistory),
    seedTable(schema.articleReads, engagement.articleReads),
    seedTable(schema.recentSearches, extras.recentSearches),
    seedTable(schema.collections, collections.collections),
    seedTable(schema.collectionArticles, collections.entries),
    seedTable(schema.featuredArticles, engagement.featured),
    seedTable(schema.channels, channels.channels),
    seedTable(schema.channelArticles, channels.channelArticles),
    seedTable(schema.campaigns, channels.campaigns),
    seedTable(schema.campaignStages, channels.stages),
    seedTable(schema.campaignParticipants, channels.participants),
    seedTable(schema.campaignArticles, channels.campaignArticles),
    seedTable(schema.circles, extras.circles),
    seedTable(schema.circlePrices, extras.circlePrices),
    seedTable(schema.circleMembers, extras.circleMembers),
    seedTable(schema.circleFollows, extras.circleFollows),
    seedTable(schema.notices, extras.notices),
    seedTable(schema.noticeActors, extras.noticeActors),
    seedTable(schema.transactions, extras.transactions),
    seedTable(schema.ledgerEntries, extras.ledgerEntries),
    seedTable(schema.walletBalances, extras.walletBalances),
    seedTable(schema.exchangeRates, generateExchangeRates()),
    seedTable(schema.reports, extras.reports),
    seedTable(schema.drafts, extras.drafts),
  ];
}
