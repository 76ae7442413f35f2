import "server-only";
import { type ConnectionArgs, decodeNumberCursor, pageSize, toConnection } from "./connections";
import type { Context } from "./context";

/** A person and when they were last related to the list's owner: followed, blocked, gave. */
export type PersonRow = { userId: number; createdAt: number };

/**
 * A page of people keyed by (time, user id), newest first, each loaded through the user
 * loader; someone gone since the page was read is left out.
 */
export async function peopleConnection(
  ctx: Context,
  args: ConnectionArgs,
  page: (limit: number, after?: readonly [number, number]) => Promise<PersonRow[]>,
  totalCount: () => Promise<number>,
) {
  const limit = pageSize(args.first);
  const after = args.after ? decodeNumberCursor(args.after, 2) : undefined;
  const rows = await page(limit, after);
  const people = await Promise.all(rows.map((r) => ctx.loaders.user.load(r.userId)));
  return toConnection(
    rows.flatMap((r, i) => {
      const user = people[i];
      return user ? [{ ...r, user }] : [];
    }),
    limit,
    (r) => [r.createdAt, r.userId],
    { totalCount, hasPrevious: Boolean(after), toNode: (r) => r.user },
  );
}
