import { describe, expect, it } from "vitest";
import { COVER_ACCEPT } from "@/components/collection/cover-upload";
import * as limits from "@/components/collection/limits";
import { collectionChoices, formOfArticle } from "@/components/editor/draft-form";
import type { ArticleForEditQuery } from "@/lib/graphql/generated/graphql";
import { IMAGE_MIMES } from "@/lib/media/limits";
import * as rules from "@/server/api/rules/writing";

const list = (...titles: string[]) => ({
  edges: titles.map((title) => ({ node: { id: btoa(`Collection:${title}`), title } })),
});

describe("the collection islands", () => {
  it("check the API's limits", () => {
    expect(limits.COLLECTION_TITLE_MAX).toBe(rules.COLLECTION_TITLE_MAX);
    expect(limits.COLLECTION_DESCRIPTION_MAX).toBe(rules.COLLECTION_DESCRIPTION_MAX);
    expect(limits.PINNED_WORKS_MAX).toBe(rules.PINNED_WORKS_MAX);
    expect(COVER_ACCEPT.split(",").sort()).toEqual([...IMAGE_MIMES].sort());
  });
});

describe("a revision's collections", () => {
  it("offer the author's collections and keep every one the article is in", () => {
    const choices = collectionChoices({ collections: list("1", "2") }, { collections: list("2", "9") });
    expect(choices.map((c) => c.title)).toEqual(["1", "2", "9"]);
  });

  it("start as the ones the article is in", () => {
    const article = {
      title: "T",
      summary: "S",
      summaryCustomized: false,
      content: "<p>x</p>",
      tags: [],
      license: "cc_by_nc_nd_4",
      sensitiveByAuthor: false,
      canComment: true,
      requestForDonation: null,
      replyToDonator: null,
      indentFirstLine: false,
      cover: null,
      assets: [],
      campaigns: [],
      connections: { edges: [] },
      collections: list("4", "5"),
      access: { type: "public", circle: null },
    } as unknown as NonNullable<ArticleForEditQuery["article"]>;
    expect(formOfArticle(article).collections).toEqual([btoa("Collection:4"), btoa("Collection:5")]);
  });
});
