import { IPFS_GATEWAYS } from "@/lib/ipfs/gateways";
import "server-only";
import { GraphQLScalarType, Kind } from "graphql";
import { type ChannelRow, channelByShortHash } from "@/server/db/queries/channels";
import { collectionsByIds } from "@/server/db/queries/collections";
import { draftById } from "@/server/db/queries/drafts";
import { icymiTopicById } from "@/server/db/queries/icymi-topics";
import { type ReportRow, reportById } from "@/server/db/queries/reports";
import { type AnnouncementRow, allFeatures, listAnnouncements, outboxList } from "@/server/db/queries/system";
import type { Context } from "../context";
import { ApiError, type ErrorCode } from "../errors";
import type {
  IdentityInput,
  Resolvers,
  ResolversInterfaceTypes,
  ResolversTypes,
  TranslationArgs,
} from "../generated/resolvers";
import { fromGlobalId, type NodeType, toGlobalId } from "../ids";
import { mustLoad } from "../loaders";
import type { CollectionModel, OfficialModel } from "../models";
import { assertMailboxReader, requireViewer } from "../rules/auth";
import { seesChannel } from "../rules/campaign-state";
import { flagOnFor } from "../rules/features";
import { submitReport } from "../services/reports";
import { canSeeArticle } from "./article";
import { loadArticleVersion } from "./article-version";
import { CHANNEL_TYPENAMES, withCampaigns } from "./channel";
import { loadComment } from "./comment";
import { loadMoment } from "./moment";

type NodeModel = ResolversInterfaceTypes<ResolversTypes>["Node"];

/**
 * The concrete type of a node, told by the columns only its row has. The order matters where
 * rows share a column (versions and articles both have titles): TypeScript narrows the union
 * at each test, so a new Node type left out here fails to compile at the last line.
 */
function nodeTypename(node: NodeModel) {
  if ("visitor" in node || "passwordHash" in node) return "User";
  // before versions: a draft has an article id too, once published
  if ("publishState" in node) return "Draft";
  if ("articleId" in node) return "ArticleVersion";
  if ("readCount" in node) return "Article";
  if ("numArticles" in node) return "Tag";
  // collections count likes too
  if ("commentCount" in node) return "Moment";
  if ("parentCommentId" in node) return "Comment";
  if ("ownerId" in node) return "Circle";
  if ("reporterId" in node) return "Report";
  if ("nameEn" in node) return CHANNEL_TYPENAMES[node.type];
  if ("pinAmount" in node) return "IcymiTopic";
  return (node satisfies CollectionModel) ? "Collection" : "Collection";
}

async function loadNode(ctx: Context, type: NodeType, id: number): Promise<NodeModel | null> {
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
      if (!channel || CHANNEL_TYPENAMES[channel.type] !== type) return null;
      // a challenge is found whether or not its channel shows in the navbar, as the campaign query finds it
      // a hidden topic or curation channel is found by admins alone (the admin area edits it)
      const admin = ctx.viewer.user?.role === "admin" && ctx.viewer.user.state === "active";
      if (!channel.enabled && type !== "WritingChallenge" && !admin) return null;
      const [loaded] = await withCampaigns(ctx, [channel]);
      return loaded && seesChannel(ctx, loaded) ? loaded : null;
    }
    case "Collection": {
      const [collection] = await collectionsByIds(ctx.db, [id]);
      const author = collection && (await ctx.loaders.user.load(collection.authorId));
      return author && author.state !== "archived" ? collection : null;
    }
    case "Moment":
      return loadMoment(ctx, id);
    case "Comment":
      return loadComment(ctx, id);
    case "Draft": {
      // a draft is its author's alone: anyone else who names one is refused, not told it is absent
      const draft = await draftById(ctx.db, id);
      if (!draft) return null;
      if (draft.authorId !== ctx.viewer.id) throw new ApiError("FORBIDDEN", "Drafts are their author's alone.");
      return draft;
    }
    case "Report": {
      // a report is its reporter's and the moderators' to read
      const report = await reportById(ctx.db, id);
      const viewer = ctx.viewer.user;
      return report && viewer && (report.reporterId === viewer.id || viewer.role === "admin") ? report : null;
    }
    case "Circle":
      return (await ctx.loaders.circle.load(id)) ?? null;
    case "IcymiTopic": {
      // the published topic is the home page's; the others are the editors' drafts and past ones
      const topic = await icymiTopicById(ctx.db, id);
      return topic && (topic.state === "published" || ctx.viewer.user?.role === "admin") ? topic : null;
    }
    // stages, assets, announcements and prices have global ids but are not nodes
    default:
      return null;
  }
}

const OFFICIAL: OfficialModel = {};

/**
 * What may be reported with section 3's reasons: articles, moments and comments, and a person
 * (from their profile's menu, beside Block).
 */
const REPORTABLE = {
  Article: "ARTICLE_NOT_FOUND",
  Moment: "ENTITY_NOT_FOUND",
  Comment: "COMMENT_NOT_FOUND",
  User: "USER_NOT_FOUND",
} as const satisfies Partial<Record<NodeType, ErrorCode>>;
type Reportable = keyof typeof REPORTABLE;
const isReportable = (type: NodeType): type is Reportable => Object.hasOwn(REPORTABLE, type);

/** The reported node as loadNode reads it for the viewer: what they cannot read, they cannot report. */
async function reportTarget(ctx: Context, globalId: string) {
  const { type, id } = fromGlobalId(globalId);
  if (!isReportable(type)) {
    throw new ApiError("BAD_USER_INPUT", "Only articles, moments, comments and people are reported.");
  }
  const node = await loadNode(ctx, type, id);
  const hidden = node && "state" in node && (node.state === "archived" || node.state === "banned");
  if (!node || hidden) throw new ApiError(REPORTABLE[type], `${type} not found.`);
  return { targetType: type, targetId: id };
}

/** An announcement's words in the language asked for, where it has them; its own wording otherwise. */
function translated(
  a: AnnouncementRow,
  field: "title" | "content" | "link",
  input: TranslationArgs | null | undefined,
) {
  const own = input ? a.translations.find((t) => t.language === input.language)?.[field] : null;
  return own ?? a[field];
}

const CHANNEL_TYPES = new Set<string>(Object.values(CHANNEL_TYPENAMES));

/** The channel an IdentityInput names, by global id or short hash; BAD_USER_INPUT for neither. */
async function channelIdOf(ctx: Context, identity: IdentityInput): Promise<number | null> {
  if (identity.id) {
    const parsed = fromGlobalId(identity.id);
    if (!CHANNEL_TYPES.has(parsed.type)) throw new ApiError("BAD_USER_INPUT", "Invalid channel id.");
    return parsed.id;
  }
  if (identity.shortHash) return (await channelByShortHash(ctx.db, identity.shortHash))?.id ?? null;
  throw new ApiError("BAD_USER_INPUT", "A channel needs an id or a short hash.");
}

/** Admins see every placement; everyone else only those switched on, of channels that are. */
const seesAllPlacements = (ctx: Context) => ctx.viewer.user?.role === "admin";

export const resolvers = {
  Query: {
    node: (_p, { input }, ctx) => {
      const { type, id } = fromGlobalId(input.id);
      return loadNode(ctx, type, id);
    },
    // at most 99 ids (NodesInput.ids's @constraint)
    nodes: async (_p, { input }, ctx) => {
      const parsed = input.ids.map(fromGlobalId);
      const found = await Promise.all(parsed.map(({ type, id }) => loadNode(ctx, type, id)));
      return found.filter((n) => n !== null);
    },
    official: () => OFFICIAL,
    devMailbox: async (_p, { input }, ctx) => {
      assertMailboxReader(ctx);
      const first = Math.min(Math.max(input.first ?? 20, 1), 100);
      return outboxList(ctx.db, first, input.email?.trim().toLowerCase() || undefined);
    },
  },

  Mutation: {
    submitReport: async (_p, { input }, ctx) => {
      const viewer = requireViewer(ctx);
      return submitReport(ctx, viewer, await reportTarget(ctx, input.targetId), input.reason);
    },
  },

  Report: {
    id: (r) => toGlobalId("Report", r.id),
    reporter: (r, _a, ctx) => mustLoad(ctx.loaders.user, r.reporterId),
    target: async (r: ReportRow, _a, ctx) => {
      const node = await loadNode(ctx, r.targetType, r.targetId);
      if (!node) throw new ApiError("ENTITY_NOT_FOUND", "The reported content is gone.");
      return node;
    },
    source: () => "direct",
    createdAt: (r) => new Date(r.createdAt),
  },

  Node: {
    __resolveType: nodeTypename,
  },

  Official: {
    ipfsGateways: () => [...IPFS_GATEWAYS],
    // enabled per viewer (admin and seeding flags). Pages read this as a visitor into shared
    // HTML (lib/graphql/reads/support.ts), and a visitor is never an admin or seeding user, so
    // nothing per viewer is baked into a cached page.
    features: async (_p, _a, ctx) =>
      Promise.all((await allFeatures(ctx.db)).map(async (f) => ({ ...f, enabled: await flagOnFor(ctx, f.flag) }))),
    // drafts (not visible) and expired ones are the admins' to see
    announcements: async (_p, { input }, ctx) => {
      let id: number | undefined;
      if (input.id) {
        const parsed = fromGlobalId(input.id);
        if (parsed.type !== "Announcement") throw new ApiError("BAD_USER_INPUT", "Invalid id.");
        id = parsed.id;
      }
      let channelId: number | undefined;
      if (input.channel) {
        const found = await channelIdOf(ctx, input.channel);
        if (found === null) return [];
        channelId = found;
      }
      if (seesAllPlacements(ctx))
        return listAnnouncements(ctx.db, { id, channelId, visible: input.visible ?? undefined });
      if (input.visible === false) return [];
      return listAnnouncements(ctx.db, { id, channelId, live: { now: ctx.now } });
    },
  },

  Announcement: {
    id: (a) => toGlobalId("Announcement", a.id),
    title: (a, { input }) => translated(a, "title", input),
    content: (a, { input }) => translated(a, "content", input),
    link: (a, { input }) => translated(a, "link", input),
    createdAt: (a) => new Date(a.createdAt),
    updatedAt: (a) => new Date(a.updatedAt),
    expiredAt: (a) => (a.expiredAt === null ? null : new Date(a.expiredAt)),
    translations: (a) =>
      a.translations.map((t) => ({
        language: t.language,
        title: t.title,
        cover: a.cover,
        content: t.content,
        link: t.link,
      })),
    channels: async (a, _args, ctx) => {
      const all = seesAllPlacements(ctx);
      const placements = all ? a.channels : a.channels.filter((c) => c.visible);
      const loaded = await Promise.all(placements.map((c) => ctx.loaders.channel.load(c.channelId)));
      const rows = loaded.filter((row): row is ChannelRow => row != null && (all || row.enabled));
      const channels = new Map((await withCampaigns(ctx, rows)).map((c) => [c.id, c]));
      return placements.flatMap((placement) => {
        const channel = channels.get(placement.channelId);
        return channel ? [{ ...placement, channel }] : [];
      });
    },
  },

  AnnouncementChannel: {
    channel: (c) => c.channel,
  },

  OutboxEmail: {
    id: (m) => String(m.id),
    createdAt: (m) => new Date(m.createdAt),
  },

  DateTime: new GraphQLScalarType<Date, string>({
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
  }),
} satisfies Resolvers;
