import type * as s from "../../../server/db/schema/index.ts";
import { HOUR } from "../config.ts";
import type { SeedContext } from "../context.ts";
import { COVER_PATHS } from "../images.ts";
import type { SeededArticle, UserRow } from "../rows.ts";
import { BANKS } from "../text/banks.ts";
import { fillTemplate } from "../text/prose.ts";
import type { SeededUsers } from "./users.ts";

type CollectionRow = (typeof s.collections)["$inferInsert"];
type CollectionArticleRow = (typeof s.collectionArticles)["$inferInsert"];

export type SeededCollections = { collections: CollectionRow[]; entries: CollectionArticleRow[] };

const COLLECTION_COUNT = 12;

/** Authors gather their own active articles, oldest first, numbered 1, 2, 3 … */
export function generateCollections(
  ctx: SeedContext,
  users: SeededUsers,
  articles: readonly SeededArticle[],
): SeededCollections {
  const rng = ctx.rng.fork("collections");
  const activeBy = (user: UserRow) => articles.filter((a) => a.row.authorId === user.id && a.row.state === "active");
  const prolific = users.active.filter(
    (u) => u.id !== users.alice.id && u.id !== users.bob.id && activeBy(u).length >= 4,
  );
  const owners = [users.alice, users.alice, users.bob, users.bob, ...rng.sample(prolific, COLLECTION_COUNT - 4)];

  const collections: CollectionRow[] = [];
  const entries: CollectionArticleRow[] = [];
  for (const [i, owner] of owners.entries()) {
    const id = i + 1;
    const bank = BANKS[owner.language];
    const picked = rng.sample(activeBy(owner), rng.int(3, 8)).sort((a, b) => a.row.createdAt - b.row.createdAt);
    const first = picked[0];
    const last = picked.at(-1);
    if (!first || !last) continue;
    const cover = rng.chance(0.6) ? rng.pick(COVER_PATHS) : null;
    if (cover) ctx.addAsset(owner.id, "collectionCover", cover, first.row.createdAt);
    collections.push({
      id,
      authorId: owner.id,
      title: fillTemplate(rng.pick(bank.collectionTitles), bank, first.topic, rng),
      description: rng.pick(bank.collectionDescriptions),
      cover,
      pinned: i === 0,
      createdAt: first.row.createdAt + HOUR,
      updatedAt: last.row.createdAt + HOUR,
    });
    for (const [index, article] of picked.entries()) {
      entries.push({
        collectionId: id,
        articleId: article.row.id,
        order: index + 1,
        createdAt: Math.max(article.row.createdAt, first.row.createdAt) + HOUR,
      });
    }
  }
  return { collections, entries };
}
