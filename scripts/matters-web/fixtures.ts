// Writes tests/fixtures/matters-web: operations of the Matters web client (thematters/matters-web)
// as that client sends them (operations.ts), for tests/api/client-documents.test.ts.
//
//   git clone --bare https://github.com/thematters/matters-web /tmp/matters-web.git
//   node scripts/matters-web/fixtures.ts --git-dir /tmp/matters-web.git [--commit <sha>] OperationName …
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { arg, clientOperations, print } from "./operations.ts";

const OUT = path.join(import.meta.dirname, "../../tests/fixtures/matters-web");

const gitDir = arg("git-dir");
if (!gitDir) throw new Error("--git-dir: a clone of thematters/matters-web is needed");
const wanted = process.argv.slice(2).filter((a, i, all) => !a.startsWith("--") && !all[i - 1]?.startsWith("--"));
const client = clientOperations(gitDir, arg("commit"));

mkdirSync(OUT, { recursive: true });
for (const name of wanted) {
  const { document, file, fragmentFiles } = client.sent(name);
  writeFileSync(path.join(OUT, `${name}.graphql`), `${print(document)}\n`);
  console.log(`${name}: ${file}, fragments from ${fragmentFiles} files`);
}
console.log(`matters-web at ${client.commit}`);
