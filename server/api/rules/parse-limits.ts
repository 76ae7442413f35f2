import {
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  Lexer,
  type ParseOptions,
  parse,
  type SelectionSetNode,
  Source,
  TokenKind,
  visit,
} from "graphql";
import type { Plugin } from "graphql-yoga";
import { ApiError } from "../errors";

// Bounds on the document itself, checked while and right after it is parsed: before validation,
// whose work grows with the document (OverlappingFieldsCanBeMerged compares fields pairwise),
// and before the cost check, which needs a document small enough to walk. The heaviest
// document our pages send (lib/graphql/documents, measured in tests/unit/documents.test.ts)
// has 187 tokens, 2,327 characters, nesting 8 and 2 root fields; each bound leaves it a margin
// of five or more. The Matters web client's reading pages (tests/fixtures/matters-web) send up
// to 1,138 tokens (its Follow feed, 53 fragments), 10,984 characters, nesting 7 and 25
// aliases. Graphql-js validates a 1,500-token document of the worst shapes we tried (150
// distinct fragments spread side by side, a field repeated 1,490 times, 495 aliases) in about
// 20 ms once warm: no slower than at 1,000 tokens for fragments, whose pairwise comparison
// graphql-js holds to a budget of its own.
//
// Aliases have no bound of their own: the tokens hold them to about 500, each aliased field is
// a field execution runs again and the cost walk (query-limits.ts) counts it again, so many
// aliases of a cheap field (a name in three languages) cost little and many of a costly one
// cost their sum; root fields, each a lookup of its own, have their bound below.

/** Characters, comments and white space included: comments are not tokens but still read. */
export const MAX_SOURCE_LENGTH = 20_000;
/** Lexical tokens (names, punctuation, values), as graphql-js counts them for `maxLexicalTokens`. */
export const MAX_TOKENS = 1_500;
/**
 * Open braces, brackets and parentheses at once. Graphql-js parses recursively: a document of
 * 5,000 nested inline fragments overflows the stack, which surfaced as INTERNAL_SERVER_ERROR.
 * Selections are also held to 12 levels of fields (query-limits.ts); this bound leaves room
 * for inline fragments and input objects around them.
 */
export const MAX_NESTING = 30;
/** Distinct root fields one operation runs (aliases included): each is a lookup of its own. */
export const MAX_ROOT_FIELDS = 10;
export const MAX_DIRECTIVES = 20;

const refuse = (message: string) => new ApiError("BAD_USER_INPUT", message);

/**
 * graphql-js's `parse` with the bounds above. Tokens and nesting are counted by a lexer pass
 * of its own before the parser runs, so no document can make the parser recurse deeply.
 */
export function parseWithLimits(source: string | Source, options?: ParseOptions): DocumentNode {
  const text = typeof source === "string" ? source : source.body;
  if (text.length > MAX_SOURCE_LENGTH) {
    throw refuse(`The query is ${text.length} characters long; at most ${MAX_SOURCE_LENGTH} are accepted.`);
  }
  scan(typeof source === "string" ? new Source(source) : source);
  const document = parse(source, { ...options, maxLexicalTokens: MAX_TOKENS });
  checkShape(document);
  return document;
}

const OPENING = new Set<string>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSING = new Set<string>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

function scan(source: Source) {
  const lexer = new Lexer(source);
  let tokens = 0;
  let nesting = 0;
  for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
    tokens += 1;
    if (tokens > MAX_TOKENS) throw refuse(`The query has more than ${MAX_TOKENS} tokens.`);
    if (OPENING.has(token.kind)) {
      nesting += 1;
      if (nesting > MAX_NESTING) throw refuse(`The query is nested more than ${MAX_NESTING} levels deep.`);
    } else if (CLOSING.has(token.kind)) {
      nesting -= 1;
    }
  }
}

function checkShape(document: DocumentNode) {
  let directives = 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  visit(document, {
    Directive() {
      directives += 1;
    },
    FragmentDefinition(node) {
      fragments.set(node.name.value, node);
    },
  });
  if (directives > MAX_DIRECTIVES) {
    throw refuse(`The query has ${directives} directives; at most ${MAX_DIRECTIVES} are allowed.`);
  }
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const roots = rootFields(definition.selectionSet, fragments, new Set(), new Set()).size;
    if (roots > MAX_ROOT_FIELDS) {
      throw refuse(`The operation asks for ${roots} root fields; at most ${MAX_ROOT_FIELDS} are allowed.`);
    }
  }
}

/** Response names at the root, through fragments, as execution merges them (each fragment once). */
function rootFields(
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  seen: Set<string>,
  names: Set<string>,
): Set<string> {
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      names.add((selection.alias ?? selection.name).value);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      rootFields(selection.selectionSet, fragments, seen, names);
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = fragments.get(selection.name.value);
      if (fragment) rootFields(fragment.selectionSet, fragments, seen, names);
    }
  }
  return names;
}

/** Puts the bounds in front of yoga's parser (and so of its parse cache: a refusal is cached too). */
export const parserLimits: Plugin = {
  onParse({ setParseFn }) {
    setParseFn(parseWithLimits);
  },
};
