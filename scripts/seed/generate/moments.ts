import { BASE_TIME, COUNTS, DAY, HOUR, MINUTE } from "../config.ts";
import { type SeedContext, timeBetween } from "../context.ts";
import { COVER_PATHS } from "../images.ts";
import type { MomentLikeRow, SeededMoment } from "../rows.ts";
import { TOPICS } from "../text/bank.ts";
import { BANKS } from "../text/banks.ts";
import { escapeHtml, fillTemplate } from "../text/prose.ts";
import type { SeededUsers } from "./users.ts";

export function generateMoments(ctx: SeedContext, users: SeededUsers): SeededMoment[] {
  const rng = ctx.rng.fork("moments");
  const authors = [users.alice, users.alice, users.bob, users.bob, ...users.active];
  const moments = Array.from({ length: COUNTS.moments }, () => {
    const author = rng.pick(authors);
    return { author, createdAt: BASE_TIME - rng.int(10 * MINUTE, 60 * DAY) };
  }).sort((a, b) => a.createdAt - b.createdAt);

  return moments.map(({ author, createdAt }, i): SeededMoment => {
    const topic = rng.pick(TOPICS);
    const lang = author.language;
    const assetIds = rng.chance(0.3)
      ? rng.sample(COVER_PATHS, rng.int(1, 3)).map((path) => ctx.addAsset(author.id, "moment", path, createdAt).id)
      : [];
    return {
      topic,
      lang,
      row: {
        id: i + 1,
        authorId: author.id,
        shortHash: ctx.shortHash(),
        // stored as the moment form writes it (lib/text/moment-text.ts): HTML, a paragraph
        content: `<p>${escapeHtml(fillTemplate(rng.pick(BANKS[lang].moments), BANKS[lang], topic, rng))}</p>`,
        assets: assetIds,
        state: rng.chance(0.03) ? "archived" : "active",
        likeCount: 0,
        commentCount: 0,
        createdAt,
      },
    };
  });
}

export function likeMoments(ctx: SeedContext, moments: readonly SeededMoment[], users: SeededUsers): MomentLikeRow[] {
  const rng = ctx.rng.fork("moment-likes");
  const rows: MomentLikeRow[] = [];
  for (const { row: moment } of moments) {
    if (moment.state !== "active") continue;
    const likers = rng.sample(
      users.active.filter((u) => u.id !== moment.authorId),
      rng.int(0, 15),
    );
    for (const user of likers) {
      rows.push({
        momentId: moment.id,
        userId: user.id,
        createdAt: timeBetween(rng, moment.createdAt + MINUTE, moment.createdAt + 2 * DAY + HOUR),
      });
    }
  }
  return rows;
}
