import "server-only";
import { GraphQLScalarType, Kind } from "graphql";
import { cacheTags } from "@/lib/cache/tags";
import { stagesByIds } from "@/lib/db/queries/channels";
import { collectionsByIds } from "@/lib/db/queries/collections";
import { allFeatures, type FeatureName, outboxList, putFeature } from "@/lib/db/queries/system";
import type { Context } from "../context";
import { ApiError } from "../errors";
import { fromGlobalId, type NodeType } from "../ids";
import { assertMailboxReader } from "../rules/auth";
import { canSeeArticle } from "./article";
import { loadArticleVersion } from "./article-version";
import { CHANNEL_TYPENAMES, withCampaigns } from "./channel";
import { loadComment } from "./comment";
import { loadMoment } from "./moment";
import type { TypeResolvers } from "./types";

export const MAX_NODES = 100;

/** Interfaces (Node, Channel, Campaign, PinnableWork) name the concrete type of a row by its shape. */
export function resolveType(obj: Record<string, unknown>): string | undefined {
  if (typeof obj.__typename === "string") return obj.__typename;
  if ("nameEn" in obj && typeof obj.type === "string" && obj.type in CHANNEL_TYPENAMES) {
    return CHANNEL_TYPENAMES[obj.type as keyof typeof CHANNEL_TYPENAMES];
  }
  if ("title" in obj && "shortHash" in obj) return "Article";
  if ("title" in obj && "authorId" in obj) return "Collection";
  if ("likeCount" in obj && "shortHash" in obj) return "Moment";
  if ("targetId" in obj && "parentCommentId" in obj) return "Comment";
  if ("slug" in obj && "content" in obj) return "Tag";
  if ("ownerId" in obj) return "Circle";
  if ("campaignId" in obj) return "CampaignStage";
  if ("userName" in obj) return "User";
  return undefined;
}

async function loadNode(ctx: Context, type: NodeType, id: number): Promise<object | null> {
  switch (type) {
    case "User":
      return (await ctx.loaders.user.load(id)) ?? null;
    case "Article": {
      const article = await ctx.loaders.article.load(id);
      return article && canSeeArticle(ctx, article) ? article : null;
    }
    case "ArticleVersion":
      return loadArticleVersion(ctx, id);
    case "Tag":
      return (await ctx.loaders.tag.load(id)) ?? null;
    case "TopicChannel":
    case "CurationChannel":
    case "WritingChallenge": {
      const channel = await ctx.loaders.channel.load(id);
      if (!channel?.enabled || CHANNEL_TYPENAMES[channel.type] !== type) return null;
      return (await withCampaigns(ctx, [channel]))[0] ?? null;
    }
    case "CampaignStage":
      return (await stagesByIds(ctx.db, [id]))[0] ?? null;
    case "Collection": {
      const [collection] = await collectionsByIds(ctx.db, [id]);
      const author = collection && (await ctx.loaders.user.load(collection.authorId));
      return author && author.state !== "archived" ? collection : null;
    }
    case "Moment":
      return loadMoment(ctx, id);
    case "Comment":
      return loadComment(ctx, id);
    case "Circle":
      return null;
    default:
      return null;
  }
}

export const Query: TypeResolvers<unknown> = {
  node: (_p, { input }: { input: { id: string } }, ctx) => {
    const { type, id } = fromGlobalId(input.id);
    return loadNode(ctx, type, id);
  },
  nodes: async (_p, { input }: { input: { ids: string[] } }, ctx) => {
    if (input.ids.length >= MAX_NODES) {
      throw new ApiError("BAD_USER_INPUT", `Ask for fewer than ${MAX_NODES} ids.`);
    }
    const parsed = input.ids.map(fromGlobalId);
    const found = await Promise.all(parsed.map(({ type, id }) => loadNode(ctx, type, id)));
    return found.filter((n): n is object => n !== null);
  },
  official: () => ({}),
  devMailbox: async (_p, { input }: { input: { email?: string | null; first?: number | null } }, ctx) => {
    assertMailboxReader(ctx);
    const first = Math.min(Math.max(input.first ?? 20, 1), 100);
    return outboxList(ctx.db, first, input.email?.trim().toLowerCase() || undefined);
  },
};

export const Mutation: TypeResolvers<unknown> = {
  setFeature: async (
    _p,
    { input }: { input: { name: FeatureName; flag: "on" | "off"; value?: number | null } },
    ctx,
  ) => {
    const feature = await putFeature(ctx.db, input.name, input.flag === "on", input.value ?? null);
    ctx.purge([cacheTags.features]);
    return feature;
  },
};

export const Official: TypeResolvers<unknown> = {
  features: (_p, _a, ctx) => allFeatures(ctx.db),
};

export const OutboxEmail: TypeResolvers<{ id: number; createdAt: number }> = {
  id: (m) => String(m.id),
  createdAt: (m) => new Date(m.createdAt),
};

export const DateTime = new GraphQLScalarType<Date, string>({
  name: "DateTime",
  serialize: (value) => {
    const date = value instanceof Date ? value : new Date(value as number);
    if (Number.isNaN(date.getTime())) throw new TypeError("DateTime cannot represent an invalid date");
    return date.toISOString();
  },
  parseValue: (value) => {
    const date = new Date(value as string);
    if (typeof value !== "string" || Number.isNaN(date.getTime())) throw new TypeError("Invalid DateTime");
    return date;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING || Number.isNaN(new Date(ast.value).getTime())) {
      throw new TypeError("Invalid DateTime");
    }
    return new Date(ast.value);
  },
});
