import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The web's reads have one home (lib/graphql/reads), and result types one source (the
// generated documents): these hold as files are added, not only as they are today.

const root = join(import.meta.dirname, "../..");
const SOURCE = /\.(ts|tsx)$/;

function files(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return path.endsWith("generated") ? [] : files(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

const web = ["app", "components", "lib/graphql", "lib/og", "lib/syndication", "lib/cache"].flatMap(files);
const text = (path: string) => readFileSync(join(root, path), "utf8");

describe("reads", () => {
  it("run only from lib/graphql/reads", () => {
    const callers = web.filter(
      (path) => !path.startsWith("lib/graphql/reads/") && /from "(@\/lib\/graphql|\.\.?)\/execute"/.test(text(path)),
    );
    expect(callers).toEqual([]);
  });

  it("leave components/ to UI: no component reads documents itself", () => {
    const readers = web.filter(
      (path) => path.startsWith("components/") && /graphql\/documents\/(?!islands\/)/.test(text(path)),
    );
    expect(readers).toEqual([]);
  });
});

// The benchmarks' own scripts only: bare-next/ is another app, data/ a generated dataset.
const benchmarks = readdirSync(join(root, "scripts/bench"))
  .filter((name) => SOURCE.test(name))
  .map((name) => join("scripts/bench", name));

describe("result types", () => {
  it("are generated: the web, the tests and the benchmarks spell out no connection shape (`edges: {`)", () => {
    const sources = [...web, ...["tests/e2e", "tests/api", "tests/support"].flatMap(files), ...benchmarks];
    expect(sources.filter((path) => /\bedges\??:\s*\{/.test(text(path)))).toEqual([]);
  });
});
