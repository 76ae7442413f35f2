import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { articles, articleVersions } from "../schema";

/**
 * Whether /ipfs/<cid> may answer the version named by this CID: a public version of an active
 * article whose latest version is public too. A version of an article since paywalled, archived
 * or banned is not served, though its CID stays what it was.
 */
export async function servableCid(db: Db, cid: string): Promise<boolean> {
  const latestAccess = sql`(SELECT l.access FROM article_versions l WHERE l.article_id = ${articles.id}
    ORDER BY l.created_at DESC, l.id DESC LIMIT 1)`;
  const [row] = await db
    .select({ id: articleVersions.id })
    .from(articleVersions)
    .innerJoin(articles, eq(articles.id, articleVersions.articleId))
    .where(
      and(
        eq(articleVersions.cid, cid),
        eq(articleVersions.access, "public"),
        eq(articles.state, "active"),
        sql`${latestAccess} = 'public'`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
