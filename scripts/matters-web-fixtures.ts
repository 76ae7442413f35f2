// Writes tests/fixtures/matters-web: operations of the Matters web client (thematters/matters-web)
// as that client sends them, for tests/api/client-documents.test.ts.
//
//   git clone --bare https://github.com/thematters/matters-web /tmp/matters-web.git
//   node scripts/matters-web-fixtures.ts --git-dir /tmp/matters-web.git [--commit <sha>] OperationName …
//
// The client writes its documents as gql`` templates in src/**/*.ts(x), a fragment's text pulled
// into another template by interpolation. Here each template is parsed with the interpolations
// left out, every fragment is known by its name (the client's names are unique), and an
// operation is printed with every fragment it spreads, as Apollo Client prints what it posts:
// `@client` fields stay in the browser, `@connection` is dropped, and `__typename` is asked of
// every selection set but the root. Variable types named by graphql-constraint-directive
// (`first_Int_min_0`, `freePeriod_Int_NotNull_exclusiveMin_0`) are written as the type they
// constrain (`Int`), which is how the contract (../shared/reference/matters-api.graphql) and our
// schema declare those arguments.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  visit,
} from "graphql";

const OUT = path.join(import.meta.dirname, "../tests/fixtures/matters-web");

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
};
const gitDir = arg("git-dir");
if (!gitDir) throw new Error("--git-dir: a clone of thematters/matters-web is needed");
const git = (...args: string[]) =>
  execFileSync("git", ["--git-dir", gitDir, ...args], { encoding: "utf8", maxBuffer: 1 << 28 });
const commit = git("rev-parse", arg("commit") ?? "HEAD").trim();
const wanted = process.argv.slice(2).filter((a, i, all) => !a.startsWith("--") && !all[i - 1]?.startsWith("--"));

/** The text of each gql`` template in a file, its `${…}` interpolations left out. */
function templates(text: string): string[] {
  const found: string[] = [];
  for (let at = text.indexOf("gql`"); at >= 0; at = text.indexOf("gql`", at)) {
    let i = at + 4;
    let body = "";
    while (i < text.length && text[i] !== "`") {
      if (text.startsWith("${", i)) {
        let depth = 1;
        for (i += 2; depth > 0 && i < text.length; i += 1) {
          if (text[i] === "{") depth += 1;
          else if (text[i] === "}") depth -= 1;
        }
        body += " ";
      } else {
        body += text[i];
        i += 1;
      }
    }
    found.push(body);
    at = i + 1;
  }
  return found;
}

/** graphql-constraint-directive's scalar names (`first_Int_min_0`) as the types they constrain. */
const constrained =
  /\b\w+_(Int|Float|String)(?:_NotNull)?(?:_(?:min|max|minLength|maxLength|exclusiveMin|exclusiveMax)_\d+)+\b/g;

const fragments = new Map<string, { definition: FragmentDefinitionNode; file: string }>();
const operations = new Map<string, { definition: OperationDefinitionNode; file: string }>();
const files = git("ls-tree", "-r", "--name-only", commit, "src")
  .split("\n")
  .filter((file) => /\.tsx?$/.test(file));
for (const file of files) {
  const text = git("show", `${commit}:${file}`);
  for (const body of templates(text)) {
    for (const definition of parse(body.replace(constrained, "$1")).definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) {
        const known = fragments.get(definition.name.value);
        if (known && print(known.definition) !== print(definition)) {
          throw new Error(`fragment ${definition.name.value} differs in ${known.file} and ${file}`);
        }
        fragments.set(definition.name.value, { definition, file });
      } else if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) {
        operations.set(definition.name.value, { definition, file });
      }
    }
  }
}

/** The fragments a definition spreads, and theirs, in the order first met. */
function spreadIn(node: DefinitionNode, names = new Set<string>()): Set<string> {
  visit(node, {
    FragmentSpread(spread) {
      const name = spread.name.value;
      if (names.has(name)) return;
      const fragment = fragments.get(name);
      if (!fragment) throw new Error(`fragment ${name} is not defined anywhere`);
      names.add(name);
      spreadIn(fragment.definition, names);
    },
  });
  return names;
}

/** What Apollo Client sends for a document (its addTypename and the server's share of it). */
function asApolloSends(document: DocumentNode): DocumentNode {
  const serverOnly = visit(document, {
    Field(node) {
      return node.directives?.some((d) => d.name.value === "client") ? null : undefined;
    },
    Directive(node) {
      return node.name.value === "connection" ? null : undefined;
    },
  });
  return visit(serverOnly, {
    SelectionSet: {
      leave(node, _key, parent) {
        if (parent && "kind" in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
        if (node.selections.some((s) => s.kind === Kind.FIELD && !s.alias && s.name.value === "__typename")) {
          return undefined;
        }
        const typename = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: "__typename" } } as const;
        return { ...node, selections: [...node.selections, typename] };
      },
    },
  });
}

mkdirSync(OUT, { recursive: true });
for (const name of wanted) {
  const operation = operations.get(name);
  if (!operation) throw new Error(`no operation ${name} at ${commit}`);
  const names = [...spreadIn(operation.definition)];
  const document = asApolloSends({
    kind: Kind.DOCUMENT,
    definitions: [operation.definition, ...names.map((n) => fragments.get(n)?.definition ?? [])].flat(),
  });
  writeFileSync(path.join(OUT, `${name}.graphql`), `${print(document)}\n`);
  const from = [...new Set(names.map((n) => fragments.get(n)?.file))].length;
  console.log(`${name}: ${operation.file}, ${names.length} fragments from ${from} files`);
}
console.log(`matters-web at ${commit}`);
