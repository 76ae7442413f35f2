import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The rooms' rule (DESIGN.md): only the doors import server/, and `npm run lint` (so CI) fails on
// any other import. The project's own biome.json lints a copy of a breach placed at doors and
// elsewhere, in a folder of its own so that nothing of the project is touched.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const breach = readFileSync(path.join(root, "tests/fixtures/rooms/reaches-database.ts"), "utf8");
const relativeBreach = breach.replace('"@/server/db/client"', '"../../server/db/client"');

const OUTSIDE = {
  "app/[locale]/(standalone)/pay/local/checkout/page.tsx": breach,
  "components/article/article-header.tsx": breach,
  "lib/media/limits.ts": breach,
  "lib/graphql/reads/article.ts": breach,
  "lib/text/sanitize-html.ts": relativeBreach,
  "middleware.ts": breach.replace('"@/server/db/client"', '"./server/db/client"'),
};
const DOORS = {
  "app/graphql/route.ts": breach,
  "app/pay/stripe/webhook/route.ts": breach,
  "app/pay/local/processor.ts": breach,
  "app/uploads/[uuid]/route.ts": breach,
  "app/cron/chain-payments/route.ts": breach,
  "lib/graphql/execute.ts": breach,
  "worker.ts": breach,
  "server/api/context.ts": relativeBreach,
};

type Diagnostic = { category: string; location: { path: string } };

let dir: string;
let refused: string[];

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "margins-rooms-"));
  cpSync(path.join(root, "biome.json"), path.join(dir, "biome.json"));
  for (const [file, text] of Object.entries({ ...OUTSIDE, ...DOORS })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  let out: string;
  try {
    // the copy is no git checkout: the configuration's VCS settings are switched off for it
    out = execFileSync(
      path.join(root, "node_modules/.bin/biome"),
      ["lint", "--vcs-enabled=false", "--reporter=json", "."],
      {
        cwd: dir,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      },
    );
  } catch (error) {
    // biome exits 1 when it finds errors, which is what is asked of it here
    out = String((error as { stdout?: string }).stdout ?? "");
  }
  const report = JSON.parse(out) as { diagnostics: Diagnostic[] };
  refused = report.diagnostics
    .filter((d) => d.category === "lint/style/noRestrictedImports")
    .map((d) => d.location.path)
    .sort();
}, 30_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("only the doors import server/", () => {
  it("refuses an import of server/ from pages, components, lib and the middleware", () => {
    expect(refused).toEqual(Object.keys(OUTSIDE).sort());
  });

  it("lets the doors and server/ itself import it", () => {
    for (const door of Object.keys(DOORS)) expect(refused).not.toContain(door);
  });
});
