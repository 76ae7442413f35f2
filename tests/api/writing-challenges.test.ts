import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cacheTags } from "@/lib/cache/tags";
import { campaignArticles, campaignParticipants, campaignStages, campaigns, channels } from "@/server/db/schema";
import { Client, codeOf, createUser, db, present } from "../support/api";
import { dbId } from "../support/global-ids";
import { png, uploadFile } from "../support/media";
import { insertArticle, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// Writing challenges, first slice (issue 35): admins create and change them with
// putWritingChallenge; the state only moves on; stages are fixed once the challenge is active
// (new ones are appended); pending and archived challenges are seen by admins alone.

const PUT = graphql(`
  mutation ChallengePut($input: PutWritingChallengeInput!) {
    putWritingChallenge(input: $input) {
      id
      shortHash
      state
      channelEnabled
      en: name(input: { language: en })
      hant: name(input: { language: zh_hant })
      hans: name(input: { language: zh_hans })
      navbarTitle(input: { language: zh_hant })
      description(input: { language: en })
      featuredDescription(input: { language: zh_hans })
      cover
      link
      applicationPeriod {
        start
        end
      }
      writingPeriod {
        start
        end
      }
      stages {
        id
        name(input: { language: en })
        hant: name(input: { language: zh_hant })
        period {
          start
          end
        }
      }
      organizers {
        userName
      }
      showOther
      showAd
      enableQuoteWall
      oss {
        exclusive
        managers {
          userName
        }
      }
    }
  }
`);

const CAMPAIGN = graphql(`
  query ChallengeByHash($shortHash: String!) {
    campaign(input: { shortHash: $shortHash }) {
      id
      state
      ... on WritingChallenge {
        stages {
          id
        }
      }
    }
  }
`);

const NODE = graphql(`
  query ChallengeNode($id: ID!) {
    node(input: { id: $id }) {
      id
    }
  }
`);

const CHANNEL = graphql(`
  query ChallengeChannel($shortHash: String!) {
    channel(input: { shortHash: $shortHash }) {
      id
    }
  }
`);

const CHANNELS = graphql(`
  query ChallengeChannels {
    channels {
      id
    }
  }
`);

const tr = (en: string, zh_hant: string, zh_hans: string) => [
  { language: "en" as const, text: en },
  { language: "zh_hant" as const, text: zh_hant },
  { language: "zh_hans" as const, text: zh_hans },
];
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

let admin: Client;
let person: Client;
beforeAll(async () => {
  ({ client: admin } = await writer({ role: "admin" }));
  ({ client: person } = await writer());
});

async function create(extra: Record<string, unknown> = {}) {
  const result = await admin.gql(PUT, { input: { name: tr("Rivers", "河流", "河流"), ...extra } });
  expect(result.errors).toBeUndefined();
  return present(result.data).putWritingChallenge;
}

describe("putWritingChallenge: creating", () => {
  it("makes a challenge with names, texts, cover, link, periods, stages, people and flags, pending by default", async () => {
    const cover = await uploadFile(
      admin,
      { type: "campaignCover", entityType: "campaign" },
      { bytes: await png(64, 64), name: "c.png", type: "image/png" },
    );
    expect(cover.errors).toBeUndefined();
    const asset = present(cover.data).singleFileUpload;
    const organizer = await createUser();
    const manager = await createUser();
    const start = Date.UTC(2027, 0, 1);
    const made = await create({
      navbarTitle: tr("Rivers", "河", "河"),
      description: tr("Write about rivers.", "寫河流。", "写河流。"),
      featuredDescription: [{ language: "zh_hans", text: "精选" }],
      cover: asset.id,
      link: "https://example.com/rivers",
      applicationPeriod: { start: iso(start), end: iso(start + 10 * DAY) },
      writingPeriod: { start: iso(start + 5 * DAY) },
      stages: [
        { name: tr("Source", "源頭", "源头"), period: { start: iso(start + 5 * DAY) } },
        { name: tr("Sea", "海", "海") },
      ],
      organizers: [btoa(`User:${organizer.id}`)],
      managers: [btoa(`User:${manager.id}`)],
      exclusive: true,
      enableQuoteWall: true,
      showAd: false,
    });
    expect(made).toMatchObject({
      state: "pending",
      channelEnabled: false,
      en: "Rivers",
      hant: "河流",
      hans: "河流",
      navbarTitle: "河",
      description: "Write about rivers.",
      featuredDescription: "精选",
      cover: asset.path,
      link: "https://example.com/rivers",
      applicationPeriod: { start: iso(start), end: iso(start + 10 * DAY) },
      writingPeriod: { start: iso(start + 5 * DAY), end: null },
      stages: [
        { name: "Source", hant: "源頭", period: { start: iso(start + 5 * DAY), end: null } },
        { name: "Sea", hant: "海", period: null },
      ],
      organizers: [{ userName: organizer.userName }],
      showOther: true,
      showAd: false,
      enableQuoteWall: true,
      oss: { exclusive: true, managers: [{ userName: manager.userName }] },
    });
    expect(made.shortHash).toMatch(/^[a-z0-9]{12}$/);
  });

  it("fills a language left out with the English text", async () => {
    const made = await create({ name: [{ language: "en", text: "Only English" }] });
    expect([made.en, made.hant, made.hans]).toEqual(["Only English", "Only English", "Only English"]);
  });

  it("answers FORBIDDEN to anyone but an admin, and writes nothing", async () => {
    const before = (await db().select({ id: channels.id }).from(channels)).length;
    expect(codeOf(await person.gql(PUT, { input: { name: tr("Mine", "我的", "我的") } }))).toBe("FORBIDDEN");
    expect((await db().select({ id: channels.id }).from(channels)).length).toBe(before);
  });

  it("refuses bad input with BAD_USER_INPUT and writes nothing: no name, an empty or doubled language, periods that end first, a link that is no web address", async () => {
    const before = (await db().select({ id: channels.id }).from(channels)).length;
    const cases = [
      {},
      { name: [{ language: "en", text: "  " }] },
      { name: [...tr("A", "B", "C"), { language: "en", text: "D" }] },
      { name: tr("A", "B", "C"), writingPeriod: { start: iso(Date.UTC(2027, 1, 2)), end: iso(Date.UTC(2027, 1, 1)) } },
      { name: tr("A", "B", "C"), stages: [{ name: [] }] },
      { name: tr("A", "B", "C"), link: "javascript:alert(1)" },
    ];
    for (const input of cases) expect(codeOf(await admin.gql(PUT, { input: input as never }))).toBe("BAD_USER_INPUT");
    expect((await db().select({ id: channels.id }).from(channels)).length).toBe(before);
  });

  it("takes only a campaignCover upload as the cover (ASSET_NOT_FOUND)", async () => {
    const avatar = await uploadFile(
      admin,
      { type: "avatar", entityType: "user" },
      { bytes: await png(64, 64), name: "a.png", type: "image/png" },
    );
    const id = present(avatar.data).singleFileUpload.id;
    expect(codeOf(await admin.gql(PUT, { input: { name: tr("A", "B", "C"), cover: id } }))).toBe("ASSET_NOT_FOUND");
  });

  it("answers USER_NOT_FOUND for an organizer or manager who does not exist", async () => {
    const input = { name: tr("A", "B", "C"), managers: [btoa("User:999999999")] };
    expect(codeOf(await admin.gql(PUT, { input }))).toBe("USER_NOT_FOUND");
  });
});

describe("putWritingChallenge: the state machine and stages", () => {
  it("moves pending → active → finished → archived, and refuses pending again (BAD_USER_INPUT)", async () => {
    const { id } = await create();
    for (const state of ["active", "finished", "archived"] as const) {
      const moved = await admin.gql(PUT, { input: { id, state } });
      expect(moved.errors).toBeUndefined();
      expect(present(moved.data).putWritingChallenge.state).toBe(state);
      expect(codeOf(await admin.gql(PUT, { input: { id, state: "pending" } }))).toBe("BAD_USER_INPUT");
    }
  });

  it("replaces stages while pending; once active refuses replacing them (ACTION_FAILED) but appends newStages", async () => {
    const made = await create({ stages: [{ name: tr("One", "一", "一") }] });
    const replaced = await admin.gql(PUT, {
      input: { id: made.id, stages: [{ name: tr("First", "首", "首") }, { name: tr("Second", "次", "次") }] },
    });
    expect(present(replaced.data).putWritingChallenge.stages.map((s) => s.name)).toEqual(["First", "Second"]);
    await admin.gql(PUT, { input: { id: made.id, state: "active" } });
    const refused = await admin.gql(PUT, {
      input: { id: made.id, stages: [{ name: tr("Other", "他", "他") }], link: "https://example.com/x" },
    });
    expect(codeOf(refused)).toBe("ACTION_FAILED");
    const appended = await admin.gql(PUT, { input: { id: made.id, newStages: [{ name: tr("Third", "三", "三") }] } });
    const after = present(appended.data).putWritingChallenge;
    expect(after.stages.map((s) => s.name)).toEqual(["First", "Second", "Third"]);
    // the refused call changed nothing, its link included
    expect(after.link).toBe("");
  });

  it("appends newStages given at once in their order, after the last", async () => {
    const made = await create({ state: "active", stages: [{ name: tr("A", "A", "A") }] });
    const put = await admin.gql(PUT, {
      input: { id: made.id, newStages: [{ name: tr("B", "B", "B") }, { name: tr("C", "C", "C") }] },
    });
    expect(present(put.data).putWritingChallenge.stages.map((s) => s.name)).toEqual(["A", "B", "C"]);
  });

  it("writes a call's changes in one batch: a call refused midway leaves the challenge as it was", async () => {
    const made = await create({ state: "active" });
    // valid fields first, then a bad stage
    const refused = await admin.gql(PUT, {
      input: { id: made.id, name: tr("Renamed", "改", "改"), newStages: [{ name: [{ language: "en", text: "" }] }] },
    });
    expect(codeOf(refused)).toBe("BAD_USER_INPUT");
    const [row] = await db()
      .select()
      .from(channels)
      .where(eq(channels.id, dbId(made.id)));
    expect(row?.nameEn).toBe("Rivers");
  });

  it("lets one of two admins' changes of state made at once win; the other is refused whole", async () => {
    const made = await create();
    const results = await Promise.all([
      admin.gql(PUT, { input: { id: made.id, state: "active", stages: [{ name: tr("X", "X", "X") }] } }),
      admin.gql(PUT, { input: { id: made.id, state: "active", stages: [{ name: tr("Y", "Y", "Y") }] } }),
    ]);
    const [campaign] = await db()
      .select()
      .from(campaigns)
      .where(eq(campaigns.channelId, dbId(made.id)));
    const stages = await db()
      .select()
      .from(campaignStages)
      .where(eq(campaignStages.campaignId, present(campaign).id));
    expect(campaign?.state).toBe("active");
    // either both ran one after the other (the second saw active and was refused) or the second's batch failed
    expect(results.filter((r) => r.errors === undefined)).toHaveLength(1);
    expect(results.map(codeOf).filter(Boolean)).toEqual(["ACTION_FAILED"]);
    expect(stages).toHaveLength(1);
  });

  it("answers CAMPAIGN_NOT_FOUND for an id that is no challenge's", async () => {
    expect(codeOf(await admin.gql(PUT, { input: { id: btoa("WritingChallenge:999999999"), link: "" } }))).toBe(
      "CAMPAIGN_NOT_FOUND",
    );
  });
});

describe("who sees a challenge", () => {
  it.each([
    ["pending", false],
    ["active", true],
    ["finished", true],
    ["archived", false],
  ] as const)("a %s one: everyone sees it %s; admins always", async (state, everyone) => {
    const made = await create({ state: state === "pending" ? undefined : "active", channelEnabled: true });
    if (state === "finished" || state === "archived") {
      await admin.gql(PUT, { input: { id: made.id, state: "finished" } });
      if (state === "archived") await admin.gql(PUT, { input: { id: made.id, state: "archived" } });
    }
    for (const [client, sees] of [
      [person, everyone],
      [admin, true],
    ] as const) {
      const byHash = await client.gql(CAMPAIGN, { shortHash: made.shortHash });
      expect(byHash.data?.campaign?.id ?? null).toBe(sees ? made.id : null);
      const byId = await client.gql(NODE, { id: made.id });
      expect(byId.data?.node?.id ?? null).toBe(sees ? made.id : null);
      const listed = present((await client.gql(CHANNELS)).data).channels.map((c) => c.id);
      expect(listed.includes(made.id)).toBe(sees);
    }
  });
});

describe("a challenge left out of the navbar", () => {
  it("is not among the channels, yet its page, campaign and node find it", async () => {
    const made = await create({ state: "active", channelEnabled: false });
    const listed = present((await person.gql(CHANNELS)).data).channels.map((c) => c.id);
    expect(listed).not.toContain(made.id);
    expect((await person.gql(CAMPAIGN, { shortHash: made.shortHash })).data?.campaign?.id).toBe(made.id);
    expect((await person.gql(NODE, { id: made.id })).data?.node?.id).toBe(made.id);
    const page = await person.gql(CHANNEL, { shortHash: made.shortHash });
    expect(page.data?.channel?.id).toBe(made.id);
  });
});

const IS_MANAGER = graphql(`
  query ChallengeIsManager($shortHash: String!) {
    campaign(input: { shortHash: $shortHash }) {
      ... on WritingChallenge {
        isManager
      }
    }
  }
`);

describe("WritingChallenge.isManager", () => {
  it("is true for the challenge's managers and admins, false for anyone else", async () => {
    const manager = await writer();
    const made = await create({ state: "active", managers: [btoa(`User:${manager.user.id}`)] });
    const isManager = async (client: Client) =>
      (await client.gql(IS_MANAGER, { shortHash: made.shortHash })).data?.campaign;
    expect(await isManager(manager.client)).toEqual({ isManager: true });
    expect(await isManager(admin)).toEqual({ isManager: true });
    expect(await isManager(person)).toEqual({ isManager: false });
  });
});

const ANNOUNCE = graphql(`
  mutation ChallengeAnnouncements($input: PutWritingChallengeInput!) {
    putWritingChallenge(input: $input) {
      id
      announcements {
        id
      }
    }
  }
`);

const ANNOUNCEMENTS = graphql(`
  query ChallengeAnnouncementList($shortHash: String!) {
    campaign(input: { shortHash: $shortHash }) {
      ... on WritingChallenge {
        announcements {
          id
        }
      }
    }
  }
`);

describe("putWritingChallenge: announcements", () => {
  const articleGid = (id: number) => btoa(`Article:${id}`);
  const sorted = (list: readonly { id: string }[] | undefined) => (list ?? []).map((a) => a.id).sort();

  it("sets the announcement articles, replaces them, clears them; readers see the list, and each change purges the challenge", async () => {
    const { user: editor } = await writer({ role: "admin" });
    const [a, b, c] = await Promise.all([insertArticle(editor.id), insertArticle(editor.id), insertArticle(editor.id)]);
    const made = await create({ state: "active", announcements: [articleGid(a.id), articleGid(b.id)] });
    const channelId = dbId(made.id);
    const read = async () => {
      const result = await new Client().gql(ANNOUNCEMENTS, { shortHash: made.shortHash });
      expect(result.errors).toBeUndefined();
      const found = present(result.data?.campaign);
      return "announcements" in found ? sorted(found.announcements) : [];
    };
    expect(await read()).toEqual([articleGid(a.id), articleGid(b.id)].sort());

    admin.purged = [];
    const replaced = await admin.gql(ANNOUNCE, { input: { id: made.id, announcements: [articleGid(c.id)] } });
    expect(replaced.errors).toBeUndefined();
    expect(sorted(present(replaced.data).putWritingChallenge.announcements)).toEqual([articleGid(c.id)]);
    expect(await read()).toEqual([articleGid(c.id)]);
    expect(admin.purged).toEqual(
      expect.arrayContaining([
        cacheTags.writingChallenge(channelId),
        cacheTags.article(a.id),
        cacheTags.article(b.id),
        cacheTags.article(c.id),
      ]),
    );
    // the ones let go are no rows of the challenge any more
    const rows = await db().select().from(campaignArticles).where(eq(campaignArticles.articleId, a.id));
    expect(rows).toEqual([]);

    // a change that leaves them out keeps them
    expect((await admin.gql(ANNOUNCE, { input: { id: made.id, showAd: false } })).errors).toBeUndefined();
    expect(await read()).toEqual([articleGid(c.id)]);

    const cleared = await admin.gql(ANNOUNCE, { input: { id: made.id, announcements: [] } });
    expect(cleared.errors).toBeUndefined();
    expect(present(cleared.data).putWritingChallenge.announcements).toEqual([]);
    expect(await read()).toEqual([]);
  });

  it("keeps an entry named an announcement and let go an entry, in its stage", async () => {
    const made = await create({ state: "active", stages: [{ name: tr("One", "一", "一") }] });
    const [campaign] = await db()
      .select()
      .from(campaigns)
      .where(eq(campaigns.channelId, dbId(made.id)));
    const stageId = dbId(present(made.stages[0]).id);
    const { user: author } = await writer();
    await db()
      .insert(campaignParticipants)
      .values({ campaignId: present(campaign).id, userId: author.id });
    const entry = await insertArticle(author.id);
    await db()
      .insert(campaignArticles)
      .values({ campaignId: present(campaign).id, articleId: entry.id, stageId });
    expect(
      (await admin.gql(ANNOUNCE, { input: { id: made.id, announcements: [articleGid(entry.id)] } })).errors,
    ).toBeUndefined();
    expect((await admin.gql(ANNOUNCE, { input: { id: made.id, announcements: [] } })).errors).toBeUndefined();
    const rows = await db()
      .select({ stageId: campaignArticles.stageId, announcement: campaignArticles.announcement })
      .from(campaignArticles)
      .where(eq(campaignArticles.articleId, entry.id));
    expect(rows).toEqual([{ stageId, announcement: false }]);
  });

  it("refuses an id that is no active article (BAD_USER_INPUT) and changes nothing", async () => {
    const { user: editor } = await writer({ role: "admin" });
    const [kept, archived] = await Promise.all([insertArticle(editor.id), insertArticle(editor.id, "archived")]);
    const made = await create({ state: "active", announcements: [articleGid(kept.id)] });
    for (const announcements of [
      [articleGid(archived.id)],
      [articleGid(999_999_999)],
      [btoa("User:1")],
      [articleGid(kept.id), articleGid(archived.id)],
    ]) {
      const result = await admin.gql(ANNOUNCE, { input: { id: made.id, announcements } });
      expect(codeOf(result)).toBe("BAD_USER_INPUT");
    }
    expect(
      codeOf(
        await admin.gql(ANNOUNCE, { input: { name: tr("X", "X", "X"), announcements: [articleGid(archived.id)] } }),
      ),
    ).toBe("BAD_USER_INPUT");
    const found = present((await admin.gql(ANNOUNCEMENTS, { shortHash: made.shortHash })).data?.campaign);
    expect("announcements" in found ? sorted(found.announcements) : null).toEqual([articleGid(kept.id)]);
  });
});
