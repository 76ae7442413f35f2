import { type Connection, type ConnectionArgs, decodeNumberCursor, pageSize, toConnection } from "./connections";
import { ApiError } from "./errors";

/**
 * One list, newest first, made of several keyset lists each ordered (time, id) newest first
 * (a person's articles and moments, a tag's): a page reads `limit + 1` rows of each from the
 * cursor and keeps the newest. The cursor is (time, kind, id), the kind being the list's place
 * in `streams`, so equal times of different lists still have one order.
 */
export type Stream<N> = {
  page: (limit: number, after?: readonly [number, number]) => Promise<{ time: number; id: number; node: N }[]>;
};

type Row<N> = { key: readonly [number, number, number]; node: N };

const NO_ID = 0;
const EVERY_ID = Number.MAX_SAFE_INTEGER;

export async function mergedConnection<N>(
  args: ConnectionArgs,
  streams: readonly Stream<N>[],
  totalCount: () => Promise<number>,
): Promise<Connection<N>> {
  const limit = pageSize(args.first);
  const after = args.after ? decodeNumberCursor(args.after, 3) : undefined;
  if (after && !(Number.isInteger(after[1]) && after[1] >= 0 && after[1] < streams.length)) {
    throw new ApiError("BAD_USER_INPUT", "Invalid cursor.");
  }
  const pages = await Promise.all(
    streams.map((stream, kind) => {
      if (!after) return stream.page(limit);
      const [time, afterKind, id] = after;
      // at the cursor's time, a list of a lower kind comes after the cursor (all its rows are
      // still to come) and one of a higher kind before it (none are)
      const bound = kind < afterKind ? EVERY_ID : kind > afterKind ? NO_ID : id;
      return stream.page(limit, [time, bound]);
    }),
  );
  const rows = pages
    .flatMap((page, kind) => page.map((r): Row<N> => ({ key: [r.time, kind, r.id], node: r.node })))
    .sort((a, b) => b.key[0] - a.key[0] || b.key[1] - a.key[1] || b.key[2] - a.key[2])
    .slice(0, limit + 1);
  return toConnection(rows, limit, (r) => r.key, { totalCount, hasPrevious: Boolean(after), toNode: (r) => r.node });
}
