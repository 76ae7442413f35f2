import { describe, expect, it } from "vitest";
import {
  type CursorKey,
  DEFAULT_PAGE_SIZE,
  decodeCursor,
  decodeOffset,
  encodeCursor,
  MAX_PAGE_SIZE,
  pageSize,
  toConnection,
} from "@/server/api/connections";

function codeOf(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return (error as { extensions?: { code?: unknown } }).extensions?.code;
  }
  throw new Error("expected the call to throw");
}

/** base64url without padding, as cursors are written. */
const b64url = (text: string) =>
  Buffer.from(text, "utf8").toString("base64").replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

describe("cursors", () => {
  const keys: CursorKey[] = [
    [1],
    [0, -5, 3.25],
    ["2024-01-01T00:00:00.000Z", 17],
    ["馬特市 中文標題", 2],
    ['emoji 🎉🚀 and "quotes" / slashes + plus', 99],
    ["", 1_700_000_000_000],
    ["???>>>~~~", "ÿþ"],
  ];

  it.each(keys)("round trips %j", (...key) => {
    const cursor = encodeCursor(key);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, key.length)).toEqual(key);
  });

  it.each([
    ["wrong arity (too few)", encodeCursor([1]), 2],
    ["wrong arity (too many)", encodeCursor([1, 2, 3]), 2],
    ["non-array JSON (number)", b64url("42"), 1],
    ["non-array JSON (string)", b64url('"abc"'), 1],
    ["null", b64url("null"), 1],
    ["object", b64url('{"0":1,"length":1}'), 1],
    ["nested object", b64url('[{"a":1}]'), 1],
    ["nested array", b64url("[[1]]"), 1],
    ["boolean", b64url("[true]"), 1],
    ["null element", b64url("[null]"), 1],
    ["NaN", b64url("[NaN]"), 1],
    ["Infinity", b64url("[Infinity]"), 1],
    ["overflowing number", b64url("[1e999]"), 1],
    ["a finite number past 2^53 (SQLite refuses it as a bound)", b64url("[1e308]"), 1],
    ["a negative one", b64url("[-1e20, 1]"), 2],
    ["non-base64 junk", "!!!***", 1],
    ["base64 of non-JSON", b64url("not json"), 1],
    ["empty", "", 1],
  ] as const)("decodeCursor rejects %s with BAD_USER_INPUT", (_label, cursor, arity) => {
    expect(codeOf(() => decodeCursor(cursor, arity))).toBe("BAD_USER_INPUT");
  });
});

describe("decodeOffset", () => {
  it("reads the position a ranked list's cursor points at", () => {
    expect(decodeOffset(encodeCursor([40]))).toBe(40);
    expect(decodeOffset(null)).toBe(0);
  });

  it.each([
    ["1e308", "WzFlMzA4XQ"],
    ["2^53", b64url("[9007199254740992]")],
    ["-1", b64url("[-1]")],
    ["1.5", b64url("[1.5]")],
    ["a string", b64url('["3"]')],
  ])("rejects %s with BAD_USER_INPUT", (_label, cursor) => {
    expect(codeOf(() => decodeOffset(cursor))).toBe("BAD_USER_INPUT");
  });
});

describe("pageSize", () => {
  it("defaults, caps and passes through", () => {
    expect(pageSize(undefined)).toBe(DEFAULT_PAGE_SIZE);
    expect(pageSize(null)).toBe(DEFAULT_PAGE_SIZE);
    expect(pageSize(1000)).toBe(MAX_PAGE_SIZE);
    expect(pageSize(MAX_PAGE_SIZE)).toBe(MAX_PAGE_SIZE);
    expect(pageSize(0)).toBe(0);
    expect(pageSize(7)).toBe(7);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])("rejects %s with BAD_USER_INPUT", (first) => {
    expect(codeOf(() => pageSize(first))).toBe("BAD_USER_INPUT");
  });
});

describe("toConnection", () => {
  type Row = { id: number; at: string };
  const rows: Row[] = Array.from({ length: 6 }, (_, i) => ({ id: i + 1, at: `2024-01-0${i + 1}` }));
  const keyOf = (row: Row): CursorKey => [row.at, row.id];

  it("with limit + 1 rows has a next page and returns limit edges", () => {
    const limit = 5;
    const conn = toConnection(rows, limit, keyOf, { totalCount: 10, hasPrevious: true });
    expect(conn.edges).toHaveLength(limit);
    expect(conn.edges.map((e) => e.node.id)).toEqual([1, 2, 3, 4, 5]);
    expect(conn.pageInfo.hasNextPage).toBe(true);
    expect(conn.pageInfo.hasPreviousPage).toBe(true);
    expect(conn.totalCount).toBe(10);
    const end = conn.pageInfo.endCursor;
    const start = conn.pageInfo.startCursor;
    if (end === null || start === null) throw new Error("expected cursors");
    expect(decodeCursor(end, 2)).toEqual(["2024-01-05", 5]);
    expect(decodeCursor(start, 2)).toEqual(["2024-01-01", 1]);
    for (const [i, edge] of conn.edges.entries()) {
      expect(decodeCursor(edge.cursor, 2)).toEqual(keyOf(rows[i] as Row));
    }
  });

  it("with exactly limit rows has no next page", () => {
    const page = rows.slice(0, 3);
    const conn = toConnection(page, 3, keyOf, { totalCount: 3, hasPrevious: false });
    expect(conn.edges).toHaveLength(3);
    expect(conn.pageInfo.hasNextPage).toBe(false);
    expect(conn.pageInfo.hasPreviousPage).toBe(false);
    const end = conn.pageInfo.endCursor;
    if (end === null) throw new Error("expected an end cursor");
    expect(decodeCursor(end, 2)).toEqual(keyOf(page[2] as Row));
  });

  it("with no rows has null cursors", () => {
    const conn = toConnection<Row>([], 5, keyOf, { totalCount: 0, hasPrevious: false });
    expect(conn.edges).toEqual([]);
    expect(conn.pageInfo).toEqual({
      startCursor: null,
      endCursor: null,
      hasNextPage: false,
      hasPreviousPage: false,
    });
  });

  it("maps rows to nodes and keeps a lazy totalCount lazy", async () => {
    let counted = 0;
    const totalCount = async () => {
      counted += 1;
      return 42;
    };
    const conn = toConnection(rows.slice(0, 2), 2, keyOf, {
      totalCount,
      hasPrevious: false,
      toNode: (row) => `node-${row.id}`,
    });
    expect(conn.edges.map((e) => e.node)).toEqual(["node-1", "node-2"]);
    expect(counted).toBe(0);
    expect(typeof conn.totalCount).toBe("function");
    if (typeof conn.totalCount === "function") expect(await conn.totalCount()).toBe(42);
    expect(counted).toBe(1);
  });
});
