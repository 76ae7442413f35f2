// The Matters web client's GraphQL operations (thematters/matters-web), read from a clone's git
// objects, each printed as that client sends it. Used by fixtures.ts (the reading pages' fixtures)
// and check.ts (which of the client's operations our schema refuses).
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

/** The command-line value after `--name`. */
export const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
};

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

type Named<T> = Map<string, { definition: T; file: string }>;

/** Every operation of the client at `commit` (default HEAD), as the client sends it. */
export function clientOperations(gitDir: string, commitish = "HEAD") {
  const git = (...args: string[]) =>
    execFileSync("git", ["--git-dir", gitDir, ...args], { encoding: "utf8", maxBuffer: 1 << 28 });
  const commit = git("rev-parse", commitish).trim();
  const fragments: Named<FragmentDefinitionNode> = new Map();
  const operations: Named<OperationDefinitionNode> = new Map();
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

  /** The operation `name` with every fragment it spreads, as Apollo Client posts it; its file. */
  function sent(name: string): { document: DocumentNode; file: string; fragmentFiles: number } {
    const operation = operations.get(name);
    if (!operation) throw new Error(`no operation ${name} at ${commit}`);
    const names = [...spreadIn(operation.definition)];
    const document = asApolloSends({
      kind: Kind.DOCUMENT,
      definitions: [operation.definition, ...names.map((n) => fragments.get(n)?.definition ?? [])].flat(),
    });
    const fragmentFiles = new Set(names.map((n) => fragments.get(n)?.file)).size;
    return { document, file: operation.file, fragmentFiles };
  }

  return { commit, names: [...operations.keys()], sent };
}

export { print };
