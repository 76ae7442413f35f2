import { env } from "cloudflare:workers";
import { buildDataset } from "../../scripts/seed/dataset";
import { searchIndexStatements } from "../../scripts/seed/search-index";
import { insertStatements, type SeedTable } from "../../scripts/seed/sql";

/**
 * The demo data of `npm run db:prepare` (built by the same code, indexed for search by the same
 * functions) in this test file's D1. Bodies stay in their rows, as before the move to R2: the
 * API reads them from there first. `only` keeps the tables a test needs.
 */
export async function seedDemoData(only?: (table: SeedTable) => boolean): Promise<SeedTable[]> {
  const tables = (await buildDataset()).filter((table) => !only || only(table));
  const statements = [...tables.flatMap(insertStatements), ...searchIndexStatements(tables)];
  for (let i = 0; i < statements.length; i += 200) {
    await env.DB.batch(statements.slice(i, i + 200).map((s) => env.DB.prepare(s)));
  }
  return tables;
}
