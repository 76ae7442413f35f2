// The search index for the seeded rows, written the way the API writes it (the same text
// functions), so seeded content is found like published content.

import { htmlToText } from "../../lib/text/html-text.ts";
import { indexText } from "../../lib/text/search-text.ts";
import * as schema from "../../server/db/schema/index.ts";
import { type SeedTable, sqlLiteral } from "./sql.ts";

type Row = Record<string, unknown>;

const rowsOf = (tables: readonly SeedTable[], table: unknown) =>
  (tables.find((t) => t.table === table)?.rows ?? []) as readonly Row[];

const text = (value: unknown) => sqlLiteral(indexText(typeof value === "string" ? value : null));

export function searchIndexStatements(tables: readonly SeedTable[]): string[] {
  const statements = [
    "DELETE FROM search_users",
    "DELETE FROM search_articles",
    "DELETE FROM search_article_titles",
    "DELETE FROM search_tags",
  ];
  for (const user of rowsOf(tables, schema.users)) {
    statements.push(
      `INSERT INTO search_users (rowid, user_name, display_name, description) VALUES (${user.id}, ${text(user.userName)}, ${text(user.displayName)}, ${text(user.description)})`,
    );
  }
  const latest = new Map<unknown, Row>();
  for (const version of rowsOf(tables, schema.articleVersions)) {
    const current = latest.get(version.articleId);
    if (!current || (version.createdAt as number) >= (current.createdAt as number)) {
      latest.set(version.articleId, version);
    }
  }
  for (const article of rowsOf(tables, schema.articles)) {
    const content = latest.get(article.id)?.content;
    statements.push(
      `INSERT INTO search_articles (rowid, title, summary, content) VALUES (${article.id}, ${text(article.title)}, ${text(article.summary)}, ${text(typeof content === "string" ? htmlToText(content) : null)})`,
      `INSERT INTO search_article_titles (rowid, title) VALUES (${article.id}, ${text(article.title)})`,
    );
  }
  for (const tag of rowsOf(tables, schema.tags)) {
    statements.push(`INSERT INTO search_tags (rowid, content) VALUES (${tag.id}, ${text(tag.content)})`);
  }
  return statements;
}
