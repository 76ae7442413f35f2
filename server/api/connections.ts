import { ApiError } from "./errors";

// Relay connections over keyset pagination. A cursor is the sort key of the last row it
// points at, opaque to clients (base64url JSON), so pages stay stable while rows are added.

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;

export type CursorKey = readonly (string | number)[];

export function encodeCursor(key: CursorKey): string {
  const bytes = new TextEncoder().encode(JSON.stringify(key));
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

export function decodeCursor(cursor: string, arity: number): CursorKey {
  try {
    const bin = atob(cursor.replaceAll("-", "+").replaceAll("_", "/"));
    const key: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0))));
    if (Array.isArray(key) && key.length === arity && key.every((v) => typeof v === "string" || isCursorNumber(v))) {
      return key;
    }
  } catch {
    // fall through to the error below
  }
  throw new ApiError("BAD_USER_INPUT", "Invalid cursor.");
}

/**
 * Times, ids, scores and positions all fit in ±2^53: a number past that (1e308) was never in
 * a cursor we made, and SQLite would refuse it as a bound.
 */
const isCursorNumber = (v: unknown) => typeof v === "number" && Math.abs(v) <= Number.MAX_SAFE_INTEGER;

type Numbers<N extends 2 | 3> = N extends 2 ? readonly [number, number] : readonly [number, number, number];

/** A cursor whose key is numbers only (times, scores, ids), as keyset queries compare them. */
export function decodeNumberCursor<N extends 2 | 3>(cursor: string, arity: N): Numbers<N> {
  const key = decodeCursor(cursor, arity);
  if (!key.every((v) => typeof v === "number")) throw new ApiError("BAD_USER_INPUT", "Invalid cursor.");
  return key as unknown as Numbers<N>;
}

/** A cursor that is one row id, as lists ordered by id (newest first) make them. */
export function decodeIdCursor(cursor: string): number {
  const [id] = decodeCursor(cursor, 1);
  if (typeof id !== "number" || !Number.isSafeInteger(id)) throw new ApiError("BAD_USER_INPUT", "Invalid cursor.");
  return id;
}

export type ConnectionArgs = { first?: number | null; after?: string | null };

export function pageSize(first: number | null | undefined): number {
  if (first == null) return DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 0) {
    throw new ApiError("BAD_USER_INPUT", "`first` must be a non-negative integer.");
  }
  return Math.min(first, MAX_PAGE_SIZE);
}

/** A page as resolvers return it; `Edge` adds what edges carry besides the node (pinned, featured). */
export type Connection<T, Edge = unknown> = {
  totalCount: number | (() => Promise<number>);
  edges: ({ cursor: string; node: T } & Edge)[];
  pageInfo: {
    startCursor: string | null;
    endCursor: string | null;
    hasNextPage: boolean;
    hasPreviousPage: boolean;
  };
};

/**
 * Builds a connection from rows fetched with `limit + 1`: the extra row only tells whether
 * there is a next page. `totalCount` may be lazy so a count query runs only when asked for.
 */
export function toConnection<Row, Node = Row>(
  rows: Row[],
  limit: number,
  keyOf: (row: Row) => CursorKey,
  options: {
    totalCount: number | (() => Promise<number>);
    hasPrevious: boolean;
    toNode?: (row: Row) => Node;
  },
): Connection<Node> {
  const page = rows.slice(0, limit);
  const edges = page.map((row) => ({
    cursor: encodeCursor(keyOf(row)),
    node: options.toNode ? options.toNode(row) : (row as unknown as Node),
  }));
  return {
    totalCount: options.totalCount,
    edges,
    pageInfo: {
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
      hasNextPage: rows.length > limit,
      hasPreviousPage: options.hasPrevious,
    },
  };
}

/**
 * A page of none (`first: 0`, no cursor), as a card asks for a list's count: answered from the
 * count alone, with no page read. A next page exists when anything is counted.
 */
export function countOnly<T>(totalCount: number): Connection<T> {
  return {
    totalCount,
    edges: [],
    pageInfo: { startCursor: null, endCursor: null, hasNextPage: totalCount > 0, hasPreviousPage: false },
  };
}

/** Whether a connection's arguments ask for no items from the start (`first: 0` or `last: 0`, no cursor). */
export function asksForNone(input: {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}) {
  return (input.first ?? input.last) === 0 && !input.after && !input.before;
}

/**
 * For ranked lists (search results), whose order is not a key of the rows: the cursor is the
 * position of the row it points at. Undefined `after` is the start.
 */
export function decodeOffset(after: string | null | undefined): number {
  if (!after) return 0;
  const [position] = decodeCursor(after, 1);
  if (typeof position !== "number" || !Number.isSafeInteger(position) || position < 0) {
    throw new ApiError("BAD_USER_INPUT", "Invalid cursor.");
  }
  return position;
}

/** A short list held whole (the ids a draft keeps): paged by position, as ranked lists are. */
export function listConnection<T>(items: readonly T[], args: ConnectionArgs): Connection<T> {
  const limit = pageSize(args.first);
  const offset = decodeOffset(args.after);
  const rows = items.slice(offset, offset + limit + 1).map((node, i) => ({ node, position: offset + i + 1 }));
  return toConnection(rows, limit, (row) => [row.position], {
    totalCount: items.length,
    hasPrevious: offset > 0,
    toNode: (row) => row.node,
  });
}
