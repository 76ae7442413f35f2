import "server-only";
import { icymiTopicsCount, icymiTopicsPage, publishedIcymiTopic } from "@/server/db/queries/icymi-topics";
import type { Wording } from "@/server/db/schema";
import { decodeIdCursor, pageSize, toConnection } from "../connections";
import type { Resolvers, TranslationArgs } from "../generated/resolvers";
import { toGlobalId } from "../ids";
import { requireViewer } from "../rules/auth";
import { deleteAnnouncements, putAnnouncement } from "../services/announcements";
import { putIcymiTopic } from "../services/icymi-topics";

// The editors' curation: ICYMI topics (the home page's published one, the admins' list) and the
// admins' announcement writes (Official.announcements reads them: system.ts).

/** The wording in the language asked for, else the first the topic was written in. */
function worded(wording: Wording | null, input: TranslationArgs | null | undefined) {
  if (!wording) return null;
  return (input && wording[input.language]) ?? Object.values(wording)[0] ?? null;
}

export const resolvers = {
  Mutation: {
    putIcymiTopic: (_p, { input }, ctx) => putIcymiTopic(ctx, requireViewer(ctx), input),
    putAnnouncement: (_p, { input }, ctx) => putAnnouncement(ctx, requireViewer(ctx), input),
    deleteAnnouncements: (_p, { input }, ctx) => deleteAnnouncements(ctx, requireViewer(ctx), input),
  },

  Recommendation: {
    icymiTopic: (_p, _a, ctx) => publishedIcymiTopic(ctx.db),
  },

  OSS: {
    icymiTopics: async (_p, { input }, ctx) => {
      const limit = pageSize(input.first);
      const beforeId = input.after ? decodeIdCursor(input.after) : null;
      const rows = await icymiTopicsPage(ctx.db, beforeId, limit + 1);
      return toConnection(rows, limit, (row) => [row.id], {
        totalCount: () => icymiTopicsCount(ctx.db),
        hasPrevious: beforeId != null,
      });
    },
  },

  IcymiTopic: {
    id: (t) => toGlobalId("IcymiTopic", t.id),
    title: (t, { input }) => worded(t.title, input) ?? "",
    note: (t, { input }) => worded(t.note, input),
    // in the editors' order; readers see the articles still active (an admin sees every one)
    articles: async (t, _a, ctx) => {
      const loaded = await Promise.all(t.articleIds.map((id) => ctx.loaders.article.load(id)));
      const admin = ctx.viewer.user?.role === "admin";
      return loaded.filter((a): a is NonNullable<typeof a> => a != null && (admin || a.state === "active"));
    },
    publishedAt: (t) => (t.publishedAt === null ? null : new Date(t.publishedAt)),
    archivedAt: (t) => (t.archivedAt === null ? null : new Date(t.archivedAt)),
  },
} satisfies Resolvers;
