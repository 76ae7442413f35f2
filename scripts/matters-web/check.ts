// Which of the Matters web client's operations our schema refuses: each operation the client
// sends (operations.ts) is validated against the contract (../shared/reference/matters-api.graphql)
// and against our schema; one the contract takes and ours refuses is a page or menu of the real
// client that fails against us. Prints those, with the first reasons, and the counts.
//
//   git clone --bare https://github.com/thematters/matters-web /tmp/matters-web.git
//   node scripts/matters-web/check.ts --git-dir /tmp/matters-web.git [--commit <sha>]
import { readFileSync } from "node:fs";
import path from "node:path";
import { buildSchema, validate } from "graphql";
import { typeDefs } from "../../server/api/generated/typedefs.ts";
import { arg, clientOperations } from "./operations.ts";

const gitDir = arg("git-dir");
if (!gitDir) throw new Error("--git-dir: a clone of thematters/matters-web is needed");
const client = clientOperations(gitDir, arg("commit"));
const contractFile = path.join(import.meta.dirname, "../../../shared/reference/matters-api.graphql");
const contract = buildSchema(readFileSync(contractFile, "utf8"), { assumeValidSDL: true });
const ours = buildSchema(typeDefs.join("\n"), { assumeValidSDL: true });

const counts = { operations: client.names.length, taken: 0, refused: 0, outsideContract: 0 };
for (const name of client.names) {
  const { document, file } = client.sent(name);
  if (validate(contract, document).length > 0) {
    counts.outsideContract += 1;
    continue;
  }
  const errors = validate(ours, document);
  if (errors.length === 0) {
    counts.taken += 1;
    continue;
  }
  counts.refused += 1;
  const reasons = [...new Set(errors.map((e) => e.message))].slice(0, 3).join(" | ");
  console.log(`${name} (${file}): ${reasons}`);
}
console.log(`matters-web at ${client.commit}:`, counts);
