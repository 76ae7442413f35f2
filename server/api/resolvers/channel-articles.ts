import "server-only";
import type { ArticleRow } from "@/server/db/queries/articles";
import {
  type CampaignArticleRow,
  campaignArticleCount,
  campaignArticlePage,
  channelNewestPage,
  pinnedChannelArticleIds,
} from "@/server/db/queries/channels";
import { HOTTEST_START, hottestCount, hottestPage, isHottestCursor } from "@/server/db/queries/hottest";
import { type Connection, decodeNumberCursor, encodeCursor, pageSize } from "../connections";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { CampaignArticlesInput, ChannelArticlesInput } from "../generated/resolvers";
import { fromGlobalId } from "../ids";
import type { ChannelWithCampaign } from "../models";
import { loadArticles } from "./article";

/** A topic channel pins at most this many; a curation channel says how many (pinAmount). */
const TOPIC_PINS = 3;

/**
 * A connection whose edges carry more than the node (pinned, featured): rows fetched with
 * `limit + 1`, keyed by (addedAt, id); rows whose article no longer loads are dropped.
 */
function edgesOf<R extends { id: number; addedAt: number }, Extra>(
  rows: R[],
  articles: (ArticleRow | undefined)[],
  limit: number,
  hasPrevious: boolean,
  totalCount: () => Promise<number>,
  extra: (row: R) => Extra,
): Connection<ArticleRow, Extra> {
  const page = rows.slice(0, limit);
  const edges = page.flatMap((r, i) => {
    const node = articles[i];
    return node ? [{ cursor: encodeCursor([r.addedAt, r.id]), node, ...extra(r) }] : [];
  });
  const last = page.at(-1);
  return {
    totalCount,
    edges,
    pageInfo: {
      startCursor: edges[0]?.cursor ?? null,
      endCursor: last ? encodeCursor([last.addedAt, last.id]) : null,
      hasNextPage: rows.length > limit,
      hasPreviousPage: hasPrevious,
    },
  };
}

/**
 * A topic or curation channel's articles: on the first page its pinned articles lead (edges
 * marked pinned), then every other article by hotness (server/db/queries/hottest.ts); later pages
 * continue the hotness ranking. With sort newest, all of them newest first.
 */
export async function channelArticles(c: ChannelWithCampaign, input: ChannelArticlesInput, ctx: Context) {
  const limit = pageSize(input.first);
  if (input.sort === "newest") {
    const after = input.after ? decodeNumberCursor(input.after, 2) : undefined;
    const rows = await channelNewestPage(ctx.db, c.id, limit, after);
    const articles = await loadArticles(
      ctx,
      rows.map((r) => r.id),
    );
    return edgesOf(
      rows,
      articles,
      limit,
      Boolean(after),
      () => hottestCount(ctx.db, { channelId: c.id }),
      () => ({
        pinned: false,
      }),
    );
  }
  const after = input.after ? decodeNumberCursor(input.after, 3) : undefined;
  if (after && !isHottestCursor(after)) throw new ApiError("BAD_USER_INPUT", "Invalid cursor.");
  const pinLimit = c.type === "curation" ? c.pinAmount : TOPIC_PINS;
  const pins = await pinnedChannelArticleIds(ctx.db, c.id, pinLimit);
  const { asOf, rows } = await hottestPage(ctx.db, { channelId: c.id }, limit, after, ctx.now);
  // the pinned articles lead the first page and are left out of the ranking on every page
  const page = rows.slice(0, limit);
  const shown = page.filter((r) => !pins.includes(r.id));
  const [pinnedArticles, rankedArticles] = await Promise.all([
    loadArticles(ctx, after ? [] : pins),
    loadArticles(
      ctx,
      shown.map((r) => r.id),
    ),
  ]);
  const last = page.at(-1);
  // a pinned edge's cursor is the ranking's start: paging from it begins the ranking
  const start = encodeCursor([asOf, HOTTEST_START, 0]);
  const edges = [
    ...pinnedArticles.flatMap((node) => (node ? [{ cursor: start, node, pinned: true }] : [])),
    ...shown.flatMap((r, i) => {
      const node = rankedArticles[i];
      return node ? [{ cursor: encodeCursor([asOf, r.score, r.id]), node, pinned: false }] : [];
    }),
  ];
  return {
    totalCount: () => hottestCount(ctx.db, { channelId: c.id }),
    edges,
    pageInfo: {
      startCursor: edges[0]?.cursor ?? null,
      endCursor: last ? encodeCursor([asOf, last.score, last.id]) : null,
      hasNextPage: rows.length > limit,
      hasPreviousPage: Boolean(after),
    },
  };
}

type CampaignEdge = { featured: boolean; announcement: boolean };
const campaignEdge = (r: CampaignArticleRow): CampaignEdge => ({ featured: r.featured, announcement: r.announcement });

/** A writing challenge's entries: all, a stage's or the featured ones, newest entry first. */
export async function campaignArticles(c: ChannelWithCampaign, input: CampaignArticlesInput, ctx: Context) {
  const limit = pageSize(input.first);
  if (!c.campaign) return edgesOf<CampaignArticleRow, CampaignEdge>([], [], limit, false, async () => 0, campaignEdge);
  const filter: { stageId?: number; featured?: boolean } = {};
  if (input.filter?.stage) {
    const { type, id } = fromGlobalId(input.filter.stage);
    if (type !== "CampaignStage") throw new ApiError("BAD_USER_INPUT", "`filter.stage` must be a stage id.");
    filter.stageId = id;
  }
  if (input.filter?.featured) filter.featured = true;
  const campaignId = c.campaign.id;
  const after = input.after ? decodeNumberCursor(input.after, 2) : undefined;
  const rows = await campaignArticlePage(ctx.db, campaignId, filter, limit, after);
  const articles = await loadArticles(
    ctx,
    rows.map((r) => r.id),
  );
  return edgesOf(
    rows,
    articles,
    limit,
    Boolean(after),
    () => campaignArticleCount(ctx.db, campaignId, filter),
    campaignEdge,
  );
}

/** A writing challenge's announcements, newest first (a short list, never paged). */
export async function campaignAnnouncements(c: ChannelWithCampaign, ctx: Context) {
  if (!c.campaign) return [];
  const rows = await campaignArticlePage(ctx.db, c.campaign.id, { announcement: true }, 20);
  return (
    await loadArticles(
      ctx,
      rows.slice(0, 20).map((r) => r.id),
    )
  ).filter((a) => a !== undefined);
}
