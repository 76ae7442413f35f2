import { versionHash } from "../services/version-hash";
import "server-only";
import DataLoader from "dataloader";
import { assetPath } from "@/lib/media/paths";
import { deriveSummary } from "@/lib/text/article-text";
import { htmlToText } from "@/lib/text/html-text";
import { slugify } from "@/lib/text/slug";
import type { ArticleRow } from "@/server/db/queries/articles";
import { assetsOfEntity } from "@/server/db/queries/assets";
import { type ChannelRow, type StageRow, stagesByIds } from "@/server/db/queries/channels";
import { collectionsByIds } from "@/server/db/queries/collections";
import { type DraftRow, unpublishedDraftCount, unpublishedDraftPage } from "@/server/db/queries/drafts";
import { MAX_BATCH_SIZE } from "../batching";
import { type ConnectionArgs, decodeNumberCursor, listConnection, pageSize, toConnection } from "../connections";
import type { Context } from "../context";
import { ApiError } from "../errors";
import type { Resolvers } from "../generated/resolvers";
import { toGlobalId } from "../ids";
import type { ArticleCampaignModel, ChannelWithCampaign } from "../models";
import { requireViewer } from "../rules/auth";
import { deleteDraft, putDraft } from "../services/drafts";
import { migrate } from "../services/migration";
import { shownAssets } from "../services/shown-assets";
import { canSeeArticle, loadArticles } from "./article";
import { withCampaigns } from "./channel";

const emptyConnection = () => toConnection([], 0, () => [], { totalCount: 0, hasPrevious: false });

/** The articles a draft links, those still readable, in the author's order. */
async function connections(ctx: Context, draft: DraftRow, input: ConnectionArgs) {
  const rows = await loadArticles(ctx, draft.connections);
  return listConnection(
    rows.filter((r): r is ArticleRow => r !== undefined && canSeeArticle(ctx, r)),
    input,
  );
}

// The challenges and stages of a list of articles (or drafts), read for the whole list at
// once; never cached, so an answer read after a write reads afresh.
const perRequest = new WeakMap<Context["loaders"], ReturnType<typeof createCampaignLoaders>>();

function createCampaignLoaders(ctx: Context) {
  const options = { maxBatchSize: MAX_BATCH_SIZE, cache: false };
  return {
    /** A writing challenge's channel row with its campaign and stages, or null when it is gone. */
    challenge: new DataLoader<number, ChannelWithCampaign | null>(async (ids) => {
      const rows = (await ctx.loaders.channel.loadMany([...new Set(ids)])).filter(
        (row): row is ChannelRow => row !== undefined && !(row instanceof Error) && row.type === "writing_challenge",
      );
      const byId = new Map((await withCampaigns(ctx, rows)).map((c) => [c.id, c]));
      return ids.map((id) => byId.get(id) ?? null);
    }, options),
    stage: new DataLoader<number, StageRow | null>(async (ids) => {
      const byId = new Map((await stagesByIds(ctx.db, [...new Set(ids)])).map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }, options),
  };
}

function campaignLoaders(ctx: Context) {
  let loaders = perRequest.get(ctx.loaders);
  if (!loaders) {
    loaders = createCampaignLoaders(ctx);
    perRequest.set(ctx.loaders, loaders);
  }
  return loaders;
}

export const resolvers = {
  User: {
    drafts: async (u, { input }, ctx) => {
      if ("visitor" in u) return emptyConnection();
      // @auth lets admins read a person's own fields; drafts stay their author's alone
      if (u.id !== ctx.viewer.id) throw new ApiError("FORBIDDEN", "Drafts are their author's alone.");
      const limit = pageSize(input.first);
      const after = input.after ? decodeNumberCursor(input.after, 2) : undefined;
      const rows = await unpublishedDraftPage(ctx.db, u.id, limit, after);
      return toConnection(rows, limit, (r) => [r.updatedAt, r.id], {
        totalCount: () => unpublishedDraftCount(ctx.db, u.id),
        hasPrevious: Boolean(after),
      });
    },
  },

  Mutation: {
    putDraft: (_p, { input }, ctx) => putDraft(ctx, requireViewer(ctx), input),
    deleteDraft: (_p, { input }, ctx) => deleteDraft(ctx, requireViewer(ctx), input.id),
    migration: (_p, { input }, ctx) => migrate(ctx, requireViewer(ctx), input),
  },

  Draft: {
    id: (d) => toGlobalId("Draft", d.id),
    mediaHash: async (d, _a, ctx) => {
      const latest = d.articleId ? await ctx.loaders.articleVersion.load(d.articleId) : undefined;
      return latest ? versionHash(latest) : null;
    },
    slug: (d) => slugify(d.title ?? ""),
    // lists show the opening of the text where the author wrote no summary
    summary: (d) => d.summary ?? (d.content ? deriveSummary(htmlToText(d.content)) || null : null),
    createdAt: (d) => new Date(d.createdAt),
    updatedAt: (d) => new Date(d.updatedAt),
    publishAt: (d) => (d.publishAt ? new Date(d.publishAt) : null),
    // stored as its asset's path (an upload's key): the address it is served at, as Asset.path
    cover: (d) => (d.cover ? assetPath(d.cover) : null),
    // what was uploaded for the draft, and the author's images its cover and content name
    assets: (d, _a, ctx) =>
      shownAssets(ctx, d.authorId, assetsOfEntity(ctx.db, "draft", d.id), d.cover, d.content ?? ""),
    article: async (d, _a, ctx) => {
      const article = d.articleId ? await ctx.loaders.article.load(d.articleId) : undefined;
      return article && canSeeArticle(ctx, article) ? article : null;
    },
    connections: (d, { input }, ctx) => connections(ctx, d, input),
    collection: (d, { input }, ctx) => connections(ctx, d, input),
    collections: async (d, { input }, ctx) => {
      const rows = d.collections.length ? await collectionsByIds(ctx.db, d.collections) : [];
      const byId = new Map(rows.map((r) => [r.id, r]));
      return listConnection(
        d.collections.flatMap((id) => byId.get(id) ?? []),
        input,
      );
    },
    access: (d) => ({ type: d.access, circleId: d.circleId }),
    campaigns: (d): ArticleCampaignModel[] => d.campaigns.map((c) => ({ channelId: c.campaign, stageId: c.stage })),
  },

  DraftAccess: {
    circle: async (a, _x, ctx) => (a.circleId ? ((await ctx.loaders.circle.load(a.circleId)) ?? null) : null),
  },

  ArticleCampaign: {
    campaign: async (c, _x, ctx) => {
      const challenge = await campaignLoaders(ctx).challenge.load(c.channelId);
      if (!challenge) throw new Error(`Writing challenge ${c.channelId} is missing.`);
      return challenge;
    },
    stage: (c, _x, ctx) => (c.stageId ? campaignLoaders(ctx).stage.load(c.stageId) : null),
  },
} satisfies Resolvers;
