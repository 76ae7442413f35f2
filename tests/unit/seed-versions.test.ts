import { beforeAll, describe, expect, it } from "vitest";
import { buildDataset } from "@/scripts/seed/dataset";
import type { SeedTable } from "@/scripts/seed/sql";
import * as schema from "@/server/db/schema";

// The demo seed's article histories: what the history page and its browser tests rely on.

type Row = Record<string, unknown>;
let tables: SeedTable[];
const rows = (table: unknown) => (tables.find((t) => t.table === table)?.rows ?? []) as Row[];

beforeAll(async () => {
  tables = await buildDataset();
}, 60_000);

describe("seeded article versions", () => {
  it("give a share of articles 2 to 4 versions, later ones created later", () => {
    const byArticle = new Map<unknown, Row[]>();
    for (const v of rows(schema.articleVersions))
      byArticle.set(v.articleId, [...(byArticle.get(v.articleId) ?? []), v]);
    const revised = [...byArticle.values()].filter((list) => list.length > 1);
    expect(revised.length).toBeGreaterThan(20);
    for (const list of byArticle.values()) {
      expect(list.length).toBeLessThanOrEqual(4);
      const ids = list.map((v) => v.id as number);
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);
      list.slice(1).forEach((v, i) => {
        expect(v.createdAt as number).toBeGreaterThan(list[i]?.createdAt as number);
        expect(v.content).not.toBe(list[i]?.content);
      });
    }
  });

  it("keep each article's row in step with its newest version", () => {
    const newest = new Map<unknown, Row>();
    const count = new Map<unknown, number>();
    for (const v of rows(schema.articleVersions)) {
      newest.set(v.articleId, v);
      count.set(v.articleId, (count.get(v.articleId) ?? 0) + 1);
    }
    for (const a of rows(schema.articles)) {
      const v = newest.get(a.id) as Row;
      expect({ title: a.title, summary: a.summary, wordCount: a.wordCount }).toEqual({
        title: v.title,
        summary: v.summary,
        wordCount: v.wordCount,
      });
      const revisions = (count.get(a.id) ?? 1) - 1;
      expect(a.revisionCount).toBe(revisions);
      expect(a.revisedAt).toBe(revisions > 0 ? v.createdAt : null);
    }
  });

  it("include at least two of Alice's active articles and one of Bob's", () => {
    const users = rows(schema.users);
    const idOf = (name: string) => users.find((u) => u.userName === name)?.id;
    const revisedActive = (name: string) =>
      rows(schema.articles).filter(
        (a) => a.authorId === idOf(name) && a.state === "active" && (a.revisionCount as number) > 0,
      );
    expect(revisedActive("alice").length).toBeGreaterThanOrEqual(2);
    expect(revisedActive("bob").length).toBeGreaterThanOrEqual(1);
  });
});
