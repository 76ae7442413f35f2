import { describe, expect, it } from "vitest";
import * as form from "@/components/editor/draft-form";
import { compareLocalCopy, localCopyKey, readLocalCopy, writeLocalCopy } from "@/components/editor/local-copy";
import { MIGRATION_FILES_MAX, MIGRATION_SIZE_MAX, refusalOf } from "@/components/editor/migration-files";
import { articleHref, searchable, tagHref, userHref } from "@/components/editor/paths";
import { AUDIO_TYPES, IMAGE_TYPES, sizedImage } from "@/components/editor/upload";
import type { EditorDraftFieldsFragment } from "@/lib/graphql/generated/editor/graphql";
import { AUDIO_MIMES, IMAGE_MIMES } from "@/lib/media/limits";
import { imageUrl } from "@/lib/media/paths";
import { quickSearchable } from "@/lib/text/search-key";
import { articlePath, tagPath, userPath } from "@/lib/url/entity-paths";
import * as rules from "@/server/api/rules/writing";

const draft: EditorDraftFieldsFragment = {
  id: "RHJhZnQ6MQ==",
  title: "On tides",
  summary: "The opening of the text",
  summaryCustomized: false,
  content: "<p>Water.</p>",
  updatedAt: "2026-01-01T00:00:00.000Z",
  publishState: "unpublished",
  tags: ["sea"],
  cover: "/seed/covers/c01.svg",
  assets: [
    { id: "QXNzZXQ6MQ==", type: "cover", path: "/seed/covers/c01.svg" },
    { id: "QXNzZXQ6Mg==", type: "avatar", path: "/seed/avatars/a01.svg" },
  ],
  article: null,
  license: "cc_by_nc_nd_4",
  sensitiveByAuthor: false,
  canComment: true,
  indentFirstLine: true,
  requestForDonation: null,
  replyToDonator: "Thank you",
  connections: { edges: [{ node: { id: "QXJ0aWNsZToy", shortHash: "abc", title: "Waves" } }] },
  collections: { edges: [{ node: { id: "Q29sbGVjdGlvbjox", title: "Sea" } }] },
  campaigns: [
    { campaign: { id: "V3JpdGluZ0NoYWxsZW5nZTo3", name: "Tides", state: "active", stages: [] }, stage: null },
  ],
  access: { type: "paywall", circle: { id: "Q2lyY2xlOjM=" } },
};

describe("the draft form", () => {
  it("holds the draft as the author wrote it: no stand-in summary, the cover's asset", () => {
    expect(form.formOfDraft(draft)).toEqual({
      title: "On tides",
      summary: "",
      content: "<p>Water.</p>",
      tags: ["sea"],
      cover: "QXNzZXQ6MQ==",
      license: "cc_by_nc_nd_4",
      sensitive: false,
      canComment: true,
      indentFirstLine: true,
      requestForDonation: "",
      replyToDonator: "Thank you",
      collections: ["Q29sbGVjdGlvbjox"],
      challenge: { campaign: "V3JpdGluZ0NoYWxsZW5nZTo3", stage: null },
      connections: [{ id: "QXJ0aWNsZToy", shortHash: "abc", title: "Waves" }],
      access: "paywall",
      circle: "Q2lyY2xlOjM=",
    });
    expect(form.coverChoices(draft.assets).map((a) => a.id)).toEqual(["QXNzZXQ6MQ=="]);
  });

  it("sends the changed fields alone, empty text as null", () => {
    expect(
      form.putDraftInput(
        draft.id,
        { summary: "  ", challenge: null, connections: [{ id: "QXJ0aWNsZToy", shortHash: "abc", title: "W" }] },
        "2026-01-01T00:00:00.000Z",
      ),
    ).toEqual({
      id: draft.id,
      lastUpdatedAt: "2026-01-01T00:00:00.000Z",
      summary: null,
      campaigns: [],
      connections: ["QXJ0aWNsZToy"],
    });
    expect(form.putDraftInput(draft.id, { title: "T" }, null)).toEqual({ id: draft.id, title: "T" });
    // circle members only: the access and the author's circle go together
    expect(form.putDraftInput(draft.id, { access: "paywall", circle: "Q2lyY2xlOjM=" }, null)).toEqual({
      id: draft.id,
      accessType: "paywall",
      circle: "Q2lyY2xlOjM=",
    });
    expect(form.putDraftInput(draft.id, { indentFirstLine: false }, null)).toEqual({
      id: draft.id,
      indentFirstLine: false,
    });
  });

  it("holds a published article with its cover's asset, its writing challenge and its readers", () => {
    const article = {
      title: "Harbour",
      summary: "The opening",
      summaryCustomized: false,
      content: "<p>Boats</p>",
      tags: [{ id: "VGFnOjE=", content: "sea" }],
      license: "arr",
      sensitiveByAuthor: false,
      canComment: true,
      indentFirstLine: true,
      requestForDonation: null,
      replyToDonator: null,
      cover: "/assets/cover/c1",
      assets: [
        { id: "QXNzZXQ6Mw==", type: "embed", path: "/assets/embed/e1" },
        { id: "QXNzZXQ6NA==", type: "cover", path: "/assets/cover/c1" },
      ],
      campaigns: [{ campaign: { id: "V3JpdGluZ0NoYWxsZW5nZTo3" }, stage: { id: "Q2FtcGFpZ25TdGFnZTox" } }],
      collections: { edges: [] },
      connections: { edges: [] },
      access: { type: "paywall", circle: { id: "Q2lyY2xlOjI=" } },
    } as unknown as Parameters<typeof form.formOfArticle>[0];
    expect(form.formOfArticle(article)).toMatchObject({
      cover: "QXNzZXQ6NA==",
      // its readers: the members of the author's circle, as the revision form's "Who can read" shows
      access: "paywall",
      circle: "Q2lyY2xlOjI=",
      indentFirstLine: true,
      challenge: { campaign: "V3JpdGluZ0NoYWxsZW5nZTo3", stage: "Q2FtcGFpZ25TdGFnZTox" },
      collections: [],
    });
    // a cover that is none of its images (gone since) is none the form can show as chosen
    expect(form.formOfArticle({ ...article, cover: "/assets/cover/gone" }).cover).toBeNull();
  });

  it("adds a tag once, without its mark, and refuses a sixth", () => {
    expect(form.withTag(["sea"], "＃ Harbour  walk ")).toEqual(["sea", "Harbour walk"]);
    expect(form.withTag(["sea"], "#SEA")).toEqual(["sea"]);
    expect(form.withTag(["a", "b", "c", "d", "e"], "f")).toBeNull();
  });

  it("has the API's limits", () => {
    expect(form.TAGS_MAX).toBe(rules.TAGS_MAX);
    expect(form.TITLE_MAX).toBe(rules.TITLE_MAX);
    expect(form.SUMMARY_MAX).toBe(rules.SUMMARY_MAX);
    expect(form.DONATION_TEXT_MAX).toBe(rules.DONATION_TEXT_MAX);
    expect(form.CONNECTIONS_MAX).toBe(rules.CONNECTIONS_MAX);
    expect(form.COLLECTIONS_MAX).toBe(rules.COLLECTIONS_MAX);
    expect(form.REVISIONS_MAX).toBe(rules.REVISIONS_MAX);
  });
});

describe("the copy kept on the device", () => {
  const memory = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
      items,
    };
  };

  it("is stored under v1__ and a key of the author and the form", () => {
    const store = memory();
    const key = localCopyKey("VXNlcjox", "draft:RHJhZnQ6MQ==");
    expect(key).toBe("v1__form:VXNlcjox:draft:RHJhZnQ6MQ==");
    expect(writeLocalCopy(key, { base: null, editedAt: 5, fields: { title: "x" } }, store)).toBe(true);
    expect(readLocalCopy(key, store)).toEqual({ base: null, editedAt: 5, fields: { title: "x" } });
    // nothing unsaved: nothing kept
    writeLocalCopy(key, { base: null, editedAt: 5, fields: {} }, store);
    expect(store.items.size).toBe(0);
  });

  it("reads nothing from a damaged entry, and survives a refusing store", () => {
    const store = memory();
    store.setItem("k", "{not json");
    expect(readLocalCopy("k", store)).toBeNull();
    store.setItem("k", JSON.stringify({ fields: "x" }));
    expect(readLocalCopy("k", store)).toBeNull();
    const full = {
      ...memory(),
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(writeLocalCopy("k", { base: null, editedAt: 1, fields: { a: 1 } }, full)).toBe(false);
  });

  it("is newer than the server's when typed on the stored copy, whatever the clocks", () => {
    const copy = { base: "2026-01-01T00:00:00.000Z", editedAt: 0, fields: { title: "x" } };
    expect(compareLocalCopy(copy, "2026-01-01T00:00:00.000Z").kind).toBe("newer");
  });

  it("against a copy saved since: newer or older by time, nothing when it already holds these edits", () => {
    const editedAt = Date.parse("2026-01-01T00:00:10.000Z");
    const copy = { base: "2026-01-01T00:00:00.000Z", editedAt, fields: { title: "x" } };
    expect(compareLocalCopy(copy, "2026-01-01T00:00:05.000Z").kind).toBe("newer");
    expect(compareLocalCopy(copy, "2026-01-01T00:00:20.000Z").kind).toBe("older");
    expect(compareLocalCopy(copy, "2026-01-01T00:00:20.000Z", () => true).kind).toBe("none");
    expect(compareLocalCopy({ ...copy, fields: {} }, "2026-01-01T00:00:20.000Z").kind).toBe("none");
    expect(compareLocalCopy(null, "2026-01-01T00:00:20.000Z").kind).toBe("none");
  });
});

describe("the editor's uploads", () => {
  it("offer the image types the API takes, and ask the image route as lib/media does", () => {
    expect([...IMAGE_TYPES]).toEqual([...IMAGE_MIMES]);
    expect([...AUDIO_TYPES]).toEqual([...AUDIO_MIMES]);
    const path = "/assets/cover/0b6d5f2e-0000-4000-8000-000000000000";
    expect(sizedImage(path, { w: 96, h: 64, fit: "cover" })).toBe(imageUrl(path, { w: 96, h: 64, fit: "cover" }));
    expect(sizedImage(path, { w: 1280 })).toBe(imageUrl(path, { w: 1280 }));
    expect(sizedImage("/seed/covers/c01.svg", { w: 96 })).toBe("/seed/covers/c01.svg");
  });
});

describe("the editor's addresses", () => {
  it("are the site's, and quick search's bounds are the API's", () => {
    expect(userHref("alice")).toBe(userPath("alice"));
    expect(tagHref("VGFnOjE=", "城市 walk")).toBe(tagPath("VGFnOjE=", "城市 walk"));
    expect(articleHref("abc123")).toBe(articlePath("abc123"));
    for (const query of ["a", "al", "城市", "x".repeat(30), "x".repeat(31)]) {
      expect(searchable(query), query).toBe(quickSearchable(`@${query}`));
    }
  });
});

describe("the importer's check of picked files", () => {
  it("holds the API's limits", () => {
    expect(MIGRATION_SIZE_MAX).toBe(rules.MIGRATION_SIZE_MAX);
    expect(MIGRATION_FILES_MAX).toBe(rules.MIGRATION_FILES_MAX);
  });

  it("refuses more files, or more bytes together, than one import takes", () => {
    const file = (size: number) => ({ size });
    expect(refusalOf([file(600_000), file(448_576)])).toBeNull();
    expect(refusalOf([file(600_000), file(448_577)])).toBe("tooLarge");
    expect(refusalOf(Array.from({ length: 50 }, () => file(10)))).toBeNull();
    expect(refusalOf(Array.from({ length: 51 }, () => file(10)))).toBe("tooMany");
  });
});
