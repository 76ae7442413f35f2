import { beforeAll, describe, expect, it } from "vitest";
import { toGlobalId } from "@/server/api/ids";
import { announcementChannels, announcements, announcementTranslations, channels } from "@/server/db/schema";
import { Client, codeOf, createUser, db, signIn } from "../support/api";
import { graphql } from "./generated/gql";

// Where announcements are placed (Announcement.channels, AnnouncementsInput.channel) and the
// contract's older per-language list (Announcement.translations).

const PLACED = graphql(`
  query AnnouncementPlacements($channel: IdentityInput) {
    official {
      announcements(input: { channel: $channel }) {
        title
        translations {
          language
          title
          cover
          content
          link
        }
        channels {
          order
          visible
          channel {
            __typename
            id
            shortHash
          }
        }
      }
    }
  }
`);

const ids: Record<string, number> = {};
const hashes = { open: `ann-open-${Date.now()}`, closed: `ann-closed-${Date.now()}` };

beforeAll(async () => {
  const [open, closed] = await db()
    .insert(channels)
    .values([
      { type: "topic", shortHash: hashes.open, nameEn: "Open", nameZhHant: "開", nameZhHans: "开" },
      { type: "curation", shortHash: hashes.closed, nameEn: "Off", nameZhHant: "關", nameZhHans: "关", enabled: false },
    ])
    .returning();
  const rows = await db()
    .insert(announcements)
    .values([
      { title: "Everywhere", cover: "/seed/covers/c01.svg", type: "product", visible: true, order: 1 },
      { title: "In a channel", type: "community", visible: true, order: 2 },
      { title: "Placed but switched off there", type: "community", visible: true, order: 3 },
    ])
    .returning();
  for (const row of rows) ids[row.title ?? ""] = row.id;
  ids.open = open?.id ?? 0;
  ids.closed = closed?.id ?? 0;
  await db()
    .insert(announcementTranslations)
    .values([{ announcementId: ids.Everywhere ?? 0, language: "zh_hant", title: "到處", content: "內容" }]);
  await db()
    .insert(announcementChannels)
    .values([
      { announcementId: ids["In a channel"] ?? 0, channelId: ids.open, order: 2 },
      { announcementId: ids["In a channel"] ?? 0, channelId: ids.closed, order: 1 },
      { announcementId: ids["Placed but switched off there"] ?? 0, channelId: ids.open, visible: false },
    ]);
});

const titles = (result: { data?: { official: { announcements?: { title?: string | null }[] | null } } | null }) =>
  (result.data?.official.announcements ?? []).map((a) => a.title);

describe("announcements in channels", () => {
  it("lists only those placed in a channel, by short hash or by id, switched on there", async () => {
    const byHash = await new Client().gql(PLACED, { channel: { shortHash: hashes.open } });
    expect(byHash.errors).toBeUndefined();
    expect(titles(byHash)).toEqual(["In a channel"]);
    const byId = await new Client().gql(PLACED, { channel: { id: toGlobalId("TopicChannel", ids.open ?? 0) } });
    expect(titles(byId)).toEqual(["In a channel"]);
    const unknown = await new Client().gql(PLACED, { channel: { shortHash: "no-such-channel" } });
    expect(titles(unknown)).toEqual([]);
  });

  it("names the channels each is shown in, leaving out a switched-off channel for readers", async () => {
    const result = await new Client().gql(PLACED, {});
    const placed = result.data?.official.announcements?.find((a) => a.title === "In a channel");
    expect(placed?.channels).toEqual([
      {
        order: 2,
        visible: true,
        channel: { __typename: "TopicChannel", id: toGlobalId("TopicChannel", ids.open ?? 0), shortHash: hashes.open },
      },
    ]);
    const off = result.data?.official.announcements?.find((a) => a.title === "Placed but switched off there");
    expect(off?.channels).toEqual([]);
  });

  it("shows an admin every placement, in order", async () => {
    const admin = await createUser({ role: "admin" });
    const client = await signIn(admin.email as string);
    const result = await client.gql(PLACED, {});
    const placed = result.data?.official.announcements?.find((a) => a.title === "In a channel");
    expect(placed?.channels.map((c) => [c.channel.shortHash, c.order])).toEqual([
      [hashes.closed, 1],
      [hashes.open, 2],
    ]);
    const inOpen = await client.gql(PLACED, { channel: { shortHash: hashes.open } });
    expect(titles(inOpen)).toEqual(["In a channel", "Placed but switched off there"]);
  });

  it("refuses a channel named by another kind of id, or by nothing", async () => {
    const article = await new Client().gql(PLACED, { channel: { id: toGlobalId("Article", 1) } });
    expect(codeOf(article)).toBe("BAD_USER_INPUT");
    const empty = await new Client().gql(PLACED, { channel: {} });
    expect(codeOf(empty)).toBe("BAD_USER_INPUT");
  });

  it("lists the wordings of each language, with the announcement's cover", async () => {
    const result = await new Client().gql(PLACED, {});
    const everywhere = result.data?.official.announcements?.find((a) => a.title === "Everywhere");
    expect(everywhere?.translations).toEqual([
      { language: "zh_hant", title: "到處", cover: "/seed/covers/c01.svg", content: "內容", link: null },
    ]);
  });
});
