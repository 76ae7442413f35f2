import "server-only";
import { slugify } from "@/lib/text/slug";
import type { Statement } from "@/server/db/client";
import {
  countTagStatements,
  createTagStatements,
  type NewTag,
  type TagRow,
  tagArticleStatements,
  tagsByContents,
  untagArticleStatement,
} from "@/server/db/queries/publishing";
import type { Context } from "../context";
import { newShortHash } from "../ids";
import { tagIndexText } from "./search";

// Tags as writing uses them: by their content, any case. A tag nobody has used yet is made in
// the batch that first files an article under it, and the counters of tag lists (articles,
// authors) change in the same batch as the filing, counting listed (active) articles only.

/** The tags among `contents` that do not exist yet, ready to be made. */
export async function tagsToCreate(ctx: Context, contents: readonly string[]): Promise<NewTag[]> {
  const known = new Set((await tagsByContents(ctx.db, contents)).map((t) => t.content.toLowerCase()));
  return contents
    .filter((content) => !known.has(content.toLowerCase()))
    .map((content) => ({
      content,
      slug: slugify(content),
      shortHash: newShortHash(),
      indexText: tagIndexText(content),
    }));
}

export type Retagging = { statements: Statement[]; removed: TagRow[]; added: string[] };

/**
 * Statements that move a published article from the tags it has to `wanted`: it leaves the ones
 * no longer wanted and joins the new ones (made when needed); while it is `listed`, the
 * counters follow.
 */
export async function retag(
  ctx: Context,
  article: { id: number; authorId: number; listed: boolean },
  current: readonly TagRow[],
  wanted: readonly string[],
): Promise<Retagging> {
  const currentKeys = new Set(current.map((t) => t.content.toLowerCase()));
  const wantedKeys = new Set(wanted.map((t) => t.toLowerCase()));
  const removed = current.filter((t) => !wantedKeys.has(t.content.toLowerCase()));
  const added = wanted.filter((t) => !currentKeys.has(t.toLowerCase()));
  const statements: Statement[] = [];
  if (removed.length) {
    statements.push(
      untagArticleStatement(
        ctx.db,
        article.id,
        removed.map((t) => t.id),
      ),
    );
    // counted once it has left them
    if (article.listed) {
      const contents = removed.map((t) => t.content);
      statements.push(...countTagStatements(ctx.db, article.authorId, contents, -1));
    }
  }
  if (added.length) {
    statements.push(...createTagStatements(ctx.db, article.authorId, await tagsToCreate(ctx, added), ctx.now));
    // counted before it joins them
    if (article.listed) statements.push(...countTagStatements(ctx.db, article.authorId, added, 1));
    statements.push(...tagArticleStatements(ctx.db, article.id, added, ctx.now));
  }
  return { statements, removed, added };
}
