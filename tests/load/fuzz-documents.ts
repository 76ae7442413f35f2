// The fuzzer's documents (tests/load/fuzz.ts): random operations built from the schema by
// walking its types (fields of the right type, the required arguments as variables, inline
// fragments on an interface's types), and the damage done to most of them.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  buildSchema,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
} from "graphql";
import { ROOT } from "../support/served-worker.ts";

// ---------------------------------------------------------------------------------------------
// A seeded source of choices (mulberry32), so that a failing run can be repeated

export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
export type Rng = ReturnType<typeof rng>;

// ---------------------------------------------------------------------------------------------
// Values

const NODE_TYPES = ["User", "Article", "Tag", "Comment", "Moment", "Draft", "Collection", "Circle", "Transaction"];
const WORDS = ["city", "coffee", "garden", "城市", "咖啡", "alice", "bob", "load", "旅行", "the"];
const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "\uD800",
  "\uDFFF\uD800",
  "a\u202Eb",
  "\uFEFF",
  "💥".repeat(500),
  "%00%ff",
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  "<script>alert(1)</script>",
  "{{constructor.constructor('x')()}}",
  "__proto__",
  "a".repeat(100_000),
  "\\u0000\\",
  "NaN",
  "-0",
  "1e309",
  "@",
  "#",
  "*",
  '"',
  "AND OR NOT NEAR(",
  "ｆｕｌｌｗｉｄｔｈ",
  "Z̴̡̛͉a̷l̵g̶o̵",
];
const NASTY_NUMBERS = [
  0,
  -1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  1.5,
  0.000001,
  123456789012,
];

const globalId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString("base64");

/** A value for a string-like scalar, usually sensible. */
function stringValue(r: Rng, name: string): string {
  if (name === "ID" || r.chance(0.2)) {
    return r.chance(0.85) ? globalId(r.pick(NODE_TYPES), r.int(1, 500)) : r.pick(NASTY_STRINGS);
  }
  if (r.chance(0.1)) return r.pick(NASTY_STRINGS);
  if (name === "DateTime") return r.chance(0.8) ? new Date(Date.now() - r.int(0, 1e10)).toISOString() : "yesterday";
  return Array.from({ length: r.int(1, 4) }, () => r.pick(WORDS)).join(" ");
}

/** A JSON value for an input type, as a variable holds it. */
function inputValue(r: Rng, type: GraphQLInputType, depth = 0, nullable = true): unknown {
  if (isNonNullType(type)) return inputValue(r, type.ofType, depth, false);
  // a null where the schema allows one; a wrong null is the "wrong type" damage's to send
  if (nullable && r.chance(0.05)) return null;
  if (isListType(type)) {
    return depth > 4 ? [] : Array.from({ length: r.int(0, 3) }, () => inputValue(r, type.ofType, depth + 1));
  }
  if (isEnumType(type)) return r.pick(type.getValues()).name;
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    if (depth > 5) return out;
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) || r.chance(0.3)) out[field.name] = inputValue(r, field.type, depth + 1);
    }
    return out;
  }
  if (isScalarType(type)) {
    if (type.name === "Int") return r.chance(0.85) ? r.int(0, 30) : r.pick(NASTY_NUMBERS);
    if (type.name === "Float") return r.chance(0.85) ? r.int(1, 100) : r.pick(NASTY_NUMBERS);
    if (type.name === "Boolean") return r.chance(0.5);
    if (type.name === "Upload") return null;
    return stringValue(r, type.name);
  }
  return null;
}

/** The type as a variable declaration writes it. */
const typeText = (type: GraphQLInputType): string => String(type);

// ---------------------------------------------------------------------------------------------
// Documents

export type Built = { query: string; variables: Record<string, unknown> };

class Builder {
  private readonly r: Rng;
  private readonly schema: GraphQLSchema;
  private readonly declared: string[] = [];
  readonly variables: Record<string, unknown> = {};

  constructor(r: Rng, schema: GraphQLSchema) {
    this.r = r;
    this.schema = schema;
  }

  get declarations() {
    return this.declared.length ? `(${this.declared.join(", ")})` : "";
  }

  private args(args: readonly GraphQLArgument[]): string {
    const parts: string[] = [];
    for (const arg of args) {
      if (!isNonNullType(arg.type) && !this.r.chance(0.3)) continue;
      const name = `v${this.declared.length}`;
      this.declared.push(`$${name}: ${typeText(arg.type)}`);
      this.variables[name] = inputValue(this.r, arg.type);
      parts.push(`${arg.name}: $${name}`);
    }
    return parts.length ? `(${parts.join(", ")})` : "";
  }

  /** A selection of 1 to 4 fields of `type`, each leaf or walked on, to `depth` levels. */
  selection(type: GraphQLNamedType, depth: number): string {
    if (isLeafType(type)) return "";
    if (isAbstractType(type)) {
      const possible = this.schema.getPossibleTypes(type);
      const parts = ["__typename"];
      for (const object of possible) {
        if (this.r.chance(0.3)) parts.push(`... on ${object.name} ${this.selection(object, depth)}`);
      }
      if ("getFields" in type && this.r.chance(0.5)) {
        const fields = Object.values(type.getFields()) as GraphQLField<unknown, unknown>[];
        parts.push(this.field(this.r.pick(fields), depth));
      }
      return `{ ${parts.join(" ")} }`;
    }
    const object = type as GraphQLObjectType;
    const fields = Object.values(object.getFields());
    const leaves = fields.filter(
      (f) => isLeafType(getNamedType(f.type)) && f.args.every((a) => !isNonNullType(a.type)),
    );
    const chosen = new Set<GraphQLField<unknown, unknown>>();
    const count = this.r.int(1, 4);
    for (let i = 0; i < count; i++) {
      const pool = depth <= 0 && leaves.length ? leaves : fields;
      chosen.add(this.r.pick(pool));
    }
    if ([...chosen].every((f) => !isLeafType(getNamedType(f.type))) && leaves.length && depth <= 0) {
      chosen.add(this.r.pick(leaves));
    }
    return `{ ${[...chosen].map((f) => this.field(f, depth)).join(" ")} }`;
  }

  private field(field: GraphQLField<unknown, unknown>, depth: number): string {
    const named = getNamedType(field.type as GraphQLOutputType);
    const alias = this.r.chance(0.1) ? `a${this.r.int(0, 99)}: ` : "";
    const head = `${alias}${field.name}${this.args(field.args)}`;
    if (isLeafType(named)) return head;
    // too deep for a real selection: a typename keeps it valid
    if (depth <= 0) return `${head} { __typename }`;
    return `${head} ${this.selection(named, depth - 1)}`;
  }
}

export function document(r: Rng, schema: GraphQLSchema): Built {
  const mutation = r.chance(0.25);
  const root = (mutation ? schema.getMutationType() : schema.getQueryType()) as GraphQLObjectType;
  const b = new Builder(r, schema);
  const fields = Object.values(root.getFields());
  const chosen = Array.from({ length: mutation ? 1 : r.int(1, 3) }, () => r.pick(fields));
  const body = b.selection(
    {
      ...root,
      getFields: () => Object.fromEntries(chosen.map((f) => [f.name, f])),
    } as unknown as GraphQLObjectType,
    r.int(1, 4),
  );
  return { query: `${mutation ? "mutation" : "query"} Fuzz${b.declarations} ${body}`, variables: b.variables };
}

/** One damage done to a document, by name (the report counts them). */
export const MUTATIONS: Record<string, (r: Rng, doc: Built) => Built> = {
  "wrong type": (r, doc) => {
    const keys = Object.keys(doc.variables);
    if (!keys.length) return doc;
    const key = r.pick(keys);
    const wrong = [42, "text", true, [1, 2], { a: 1 }, null, -1.5][r.int(0, 6)];
    return { ...doc, variables: { ...doc.variables, [key]: wrong } };
  },
  "huge number": (r, doc) => {
    const keys = Object.keys(doc.variables);
    const replaced = doc.query.replace(/\b\d+\b/, String(r.pick(NASTY_NUMBERS)));
    if (!keys.length) return { ...doc, query: replaced };
    return { ...doc, variables: { ...doc.variables, [r.pick(keys)]: r.pick([1e308, 2 ** 64, -(2 ** 63), 9e15]) } };
  },
  "deep nesting": (r, doc) => {
    const depth = r.int(50, 600);
    const nested = `${"viewer { recommendation { newest(input: { first: 1 }) { edges { node { author { ".repeat(depth)}id${" } } } } } }".repeat(depth)}`;
    return r.chance(0.5)
      ? { ...doc, query: `query Deep { ${nested} }` }
      : {
          ...doc,
          query: `query Deep { ${"a: node(input: { id: $id }) { ... on Article { author { ".repeat(depth)}id${" } } }".repeat(depth)} }`,
        };
  },
  "deep variables": (r, doc) => {
    let value: unknown = "x";
    for (let i = 0; i < r.int(100, 5000); i++) value = r.chance(0.5) ? [value] : { input: value };
    const keys = Object.keys(doc.variables);
    return { ...doc, variables: { ...doc.variables, [keys.length ? r.pick(keys) : "extra"]: value } };
  },
  "unknown field": (r, doc) => ({
    ...doc,
    query: doc.query.replace(
      /\{ /,
      `{ ${r.pick(["nope", "__proto__", "constructor", "id_", "aaaa(x: 1)", "__type"])} `,
    ),
  }),
  "unknown argument": (_r, doc) => ({ ...doc, query: doc.query.replace(/\(/, "(bogus: 1, ") }),
  "bad unicode": (r, doc) => {
    const keys = Object.keys(doc.variables);
    const bad = r.pick(["\uD800", "\uDC00x", "\u0000", "\uFFFF", "\u202E\u0000", "\uD83D"]);
    if (keys.length && r.chance(0.6)) {
      return { ...doc, variables: { ...doc.variables, [r.pick(keys)]: bad.repeat(r.int(1, 2000)) } };
    }
    return { ...doc, query: doc.query.replace(/\s/, ` "${bad}" `) };
  },
  "broken syntax": (r, doc) => {
    const at = r.int(0, doc.query.length);
    const cut = r.chance(0.5)
      ? doc.query.slice(0, at)
      : doc.query.slice(0, at) + r.pick(["{", "}", "(", "$", "...", "#", "@skip", '"', "\\"]) + doc.query.slice(at);
    return { ...doc, query: cut };
  },
  "many aliases": (r, doc) => ({
    ...doc,
    query: `query Wide { ${Array.from({ length: r.int(100, 3000) }, (_, i) => `a${i}: viewer { id }`).join(" ")} }`,
  }),
  "fragment cycle": (_r, doc) => ({
    ...doc,
    query: "query Cycle { viewer { ...A } } fragment A on User { ...B } fragment B on User { ...A }",
  }),
  "unknown directive": (_r, doc) => ({ ...doc, query: doc.query.replace(/\{ /, "@nope(if: true) { ") }),
  "bad variables": (r, doc) => ({
    ...doc,
    variables: r.pick([[1, 2], "x", 1, null, { __proto__: { polluted: true } }]) as unknown as Record<string, unknown>,
  }),
  "huge string": (r, doc) => {
    const keys = Object.keys(doc.variables);
    const big = "x".repeat(r.int(100_000, 2_000_000));
    return keys.length
      ? { ...doc, variables: { ...doc.variables, [r.pick(keys)]: big } }
      : { ...doc, query: `${doc.query}#${big}` };
  },
};

export function loadSchema(): GraphQLSchema {
  const dir = path.join(ROOT, "server", "api", "schema");
  const sdl = readdirSync(dir)
    .filter((name) => name.endsWith(".graphql"))
    .sort()
    .map((name) => readFileSync(path.join(dir, name), "utf8"))
    .join("\n");
  return buildSchema(sdl);
}
