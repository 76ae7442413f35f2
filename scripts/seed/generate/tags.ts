import { BASE_TIME, DAY, HOUR } from "../config.ts";
import type { SeedContext } from "../context.ts";
import { COVER_PATHS } from "../images.ts";
import type { ArticleTagRow, SeededArticle, TagRow, UserRow } from "../rows.ts";
import { BANKS } from "../text/banks.ts";
import { TAG_SPECS, type TagSpec } from "../text/tags.ts";

export type SeededTag = { row: TagRow; spec: TagSpec };

/** Lowercase, runs of anything but Unicode letters and digits become "-", trimmed of "-". */
export function slugify(content: string): string {
  return content
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

export function generateTags(ctx: SeedContext, creators: readonly UserRow[]): SeededTag[] {
  const rng = ctx.rng.fork("tags");
  return TAG_SPECS.map((spec, i) => {
    const createdAt = BASE_TIME - 200 * DAY + i * HOUR;
    const creator = rng.pick(creators);
    const cover = rng.chance(0.4) ? rng.pick(COVER_PATHS) : null;
    if (cover) ctx.addAsset(creator.id, "tagCover", cover, createdAt);
    const lang = spec.langs[0] ?? "en";
    return {
      spec,
      row: {
        id: i + 1,
        content: spec.content,
        slug: slugify(spec.content),
        shortHash: ctx.shortHash(),
        cover,
        description: BANKS[lang].tagDescription.replace("{tag}", spec.content),
        creatorId: creator.id,
        numArticles: 0,
        numAuthors: 0,
        createdAt,
      },
    };
  });
}

const MAX_TAGS_PER_ARTICLE = 5;

/** 1–5 tags per article: usually its topic's own tag, sometimes a general one, then related ones. */
export function tagArticles(
  ctx: SeedContext,
  articles: readonly SeededArticle[],
  tags: readonly SeededTag[],
): ArticleTagRow[] {
  const rng = ctx.rng.fork("article-tags");
  const rows: ArticleTagRow[] = [];
  for (const { row: article, topic } of articles) {
    const inLanguage = tags.filter((t) => t.spec.langs.includes(article.language));
    const own = inLanguage.find((t) => t.spec.topics[0] === topic);
    const related = inLanguage.filter((t) => t.spec.topics.includes(topic) && t !== own);
    const general = inLanguage.filter((t) => t.spec.topics.length === 0);
    const wanted = Math.min(rng.pick([1, 2, 2, 3, 3, 3, 4, 4, 5]), MAX_TAGS_PER_ARTICLE);
    const chosen = new Set<SeededTag>();
    if (own && rng.chance(0.9)) chosen.add(own);
    if (general.length > 0 && rng.chance(0.3)) chosen.add(rng.pick(general));
    for (const tag of rng.shuffle(related)) {
      if (chosen.size >= wanted) break;
      chosen.add(tag);
    }
    if (chosen.size === 0) chosen.add(own ?? rng.pick(inLanguage));
    for (const tag of chosen) {
      rows.push({ articleId: article.id, tagId: tag.row.id, createdAt: article.createdAt });
    }
  }
  return rows;
}
