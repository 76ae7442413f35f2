import "server-only";
import DataLoader from "dataloader";
import { type Given, givenAmong } from "@/server/db/queries/appreciations";
import { bookmarkedAmong } from "@/server/db/queries/articles";
import { followedCirclesAmong } from "@/server/db/queries/circles";
import { blockedAmong, blockersAmong } from "@/server/db/queries/social";
import { bookmarkedTagsAmong } from "@/server/db/queries/tags";
import { followedAmong, followersAmong } from "@/server/db/queries/users";
import type { Context } from "./context";

// What the viewer is to each person, article and tag a response shows (follows, blocks,
// bookmarks, likes given), batched: a list of twenty people asks whom the viewer follows in
// one statement, not twenty. A visitor is nothing to anyone, and no statement runs.
// Services write through their own statements and never read these, so an answer after a
// write reads afresh.

const perRequest = new WeakMap<Context["loaders"], ReturnType<typeof createRelations>>();

function relation<V>(
  ctx: Context,
  read: (viewerId: number, ids: readonly number[]) => Promise<Map<number, V>>,
  none: V,
) {
  return new DataLoader<number, V>(
    async (ids) => {
      const viewerId = ctx.viewer.id;
      if (viewerId === null) return ids.map(() => none);
      const found = await read(viewerId, ids);
      return ids.map((id) => found.get(id) ?? none);
    },
    { maxBatchSize: 90 },
  );
}

/** A set-valued query as a map of booleans. */
const has =
  (read: (viewerId: number, ids: readonly number[]) => Promise<Set<number>>) =>
  async (viewerId: number, ids: readonly number[]) =>
    new Map([...(await read(viewerId, ids))].map((id) => [id, true]));

function createRelations(ctx: Context) {
  const db = ctx.db;
  return {
    /** The viewer follows the circle. */
    followsCircle: relation(
      ctx,
      has((v, ids) => followedCirclesAmong(db, v, ids)),
      false,
    ),
    /** The viewer follows the person. */
    follows: relation(
      ctx,
      has((v, ids) => followedAmong(db, v, ids)),
      false,
    ),
    /** The person follows the viewer. */
    followedBy: relation(
      ctx,
      has((v, ids) => followersAmong(db, v, ids)),
      false,
    ),
    /** The viewer blocked the person. */
    blocking: relation(
      ctx,
      has((v, ids) => blockedAmong(db, v, ids)),
      false,
    ),
    /** The person blocked the viewer. */
    blockedBy: relation(
      ctx,
      has((v, ids) => blockersAmong(db, v, ids)),
      false,
    ),
    bookmarkedArticle: relation(
      ctx,
      has((v, ids) => bookmarkedAmong(db, v, ids)),
      false,
    ),
    bookmarkedTag: relation(
      ctx,
      has((v, ids) => bookmarkedTagsAmong(db, v, ids)),
      false,
    ),
    given: relation<Given>(ctx, (v, ids) => givenAmong(db, v, ids), { likes: 0, superLiked: false }),
  };
}

export function viewerRelations(ctx: Context) {
  let relations = perRequest.get(ctx.loaders);
  if (!relations) {
    relations = createRelations(ctx);
    perRequest.set(ctx.loaders, relations);
  }
  return relations;
}
