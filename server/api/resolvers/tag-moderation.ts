import "server-only";
import { findTagsCount, findTagsPage } from "@/server/db/queries/tag-moderation";
import { decodeOffset, pageSize, toConnection } from "../connections";
import type { Resolvers } from "../generated/resolvers";
import { checkAuth, requireViewer } from "../rules/auth";
import { toggleTagBookmark } from "../services/bookmarks";
import { putFeaturedTags } from "../services/featured-tags";
import { deleteTags, mergeTags, renameTag } from "../services/tag-moderation";

// Looking after tags: the admins' rename, merge and delete (setBoost of a Tag goes through
// article-moderation's setBoost), what Tag.oss shows, the admin area's tag search, and the
// two tag mutations of a person: the deprecated toggleFollowTag and putFeaturedTags.

export const resolvers = {
  Mutation: {
    renameTag: (_p, { input }, ctx) => renameTag(ctx, requireViewer(ctx), input),
    mergeTags: (_p, { input }, ctx) => mergeTags(ctx, requireViewer(ctx), input),
    deleteTags: (_p, { input }, ctx) => deleteTags(ctx, requireViewer(ctx), input),
    // the contract's old name: the same code as toggleBookmarkTag
    toggleFollowTag: (_p, { input }, ctx) => toggleTagBookmark(ctx, requireViewer(ctx), input),
    putFeaturedTags: (_p, { input }, ctx) => {
      // the contract puts no @auth on it: the same check here, signed in and active
      checkAuth("oauth", ctx, null, { kind: "mutation", name: "putFeaturedTags" }, { input });
      return putFeaturedTags(ctx, requireViewer(ctx), input);
    },
  },

  Tag: {
    oss: (tag) => tag,
  },

  TagOSS: {
    boost: (tag) => tag.boost,
    score: (tag) => tag.numArticles * tag.boost,
  },

  OSS: {
    findTags: async (_p, { input }, ctx) => {
      const key = input.key.trim() || null;
      const limit = pageSize(input.first);
      const offset = decodeOffset(input.after);
      const rows = await findTagsPage(ctx.db, key, offset, limit + 1);
      // a ranked list (most articles first): the cursor is the position
      return toConnection(
        rows.map((tag, i) => ({ tag, position: offset + i + 1 })),
        limit,
        (r) => [r.position],
        { totalCount: () => findTagsCount(ctx.db, key), hasPrevious: offset > 0, toNode: (r) => r.tag },
      );
    },
  },
} satisfies Resolvers;
