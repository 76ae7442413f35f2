// Recommendations change between visits: clients send a random key (the minute of the hour
// modulo 10, section 3's LastFetchRandom; the schema bounds it to 0 to 49) and the same pool
// comes back in another order.

/** A stable shuffle keyed by `random`: the same key gives the same order, the next key another. */
export function shuffled<T extends { id: number }>(rows: T[], random: number): T[] {
  const rank = (id: number) => {
    let h = Math.imul(id ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(random + 1, 0xc2b2ae35);
    h = Math.imul(h ^ (h >>> 13), 0x27d4eb2f);
    return (h ^ (h >>> 16)) >>> 0;
  };
  return rows
    .map((row) => ({ row, r: rank(row.id) }))
    .sort((a, b) => a.r - b.r || a.row.id - b.row.id)
    .map((x) => x.row);
}
