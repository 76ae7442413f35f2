import { and, eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { encodeCursor } from "@/server/api/connections";
import { adminAudit, articles, channelArticles, channels } from "@/server/db/schema";
import { Client, codeOf, createUser, db, present, signIn } from "../support/api";
import { gid, insertArticle, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// Admins building topic and curation channels (issue 37): creating and changing them, filing
// articles, pinning, the navbar order. Readers see each change on the channel's page and in the
// navbar; every change leaves its audit row, every refusal none.

const PutCuration = graphql(`
  mutation AdminChannelsPutCuration($input: PutCurationChannelInput!) {
    putCurationChannel(input: $input) {
      id
      shortHash
      name
      pinAmount
      color
      state
      activePeriod {
        start
        end
      }
    }
  }
`);

const PutTopic = graphql(`
  mutation AdminChannelsPutTopic($input: PutTopicChannelInput!) {
    putTopicChannel(input: $input) {
      id
      shortHash
      enabled
      zh: name(input: { language: zh_hant })
      en: name(input: { language: en })
    }
  }
`);

const Add = graphql(`
  mutation AdminChannelsAdd($channel: ID!, $articles: [ID!]!) {
    addCurationChannelArticles(input: { channel: $channel, articles: $articles }) {
      id
    }
  }
`);

const Remove = graphql(`
  mutation AdminChannelsRemove($channel: ID!, $articles: [ID!]!) {
    deleteCurationChannelArticles(input: { channel: $channel, articles: $articles }) {
      id
    }
  }
`);

const Pin = graphql(`
  mutation AdminChannelsPin($channels: [ID!]!, $articles: [ID!]!, $pinned: Boolean!) {
    togglePinChannelArticles(input: { channels: $channels, articles: $articles, pinned: $pinned }) {
      id
    }
  }
`);

const Reorder = graphql(`
  mutation AdminChannelsReorder($ids: [ID!]!) {
    reorderChannels(input: { ids: $ids })
  }
`);

const SetTopics = graphql(`
  mutation AdminChannelsSetTopics($id: ID!, $channels: [ID!]!) {
    setArticleTopicChannels(input: { id: $id, channels: $channels }) {
      id
    }
  }
`);

const Page = graphql(`
  query AdminChannelsPage($shortHash: String!) {
    channel(input: { shortHash: $shortHash }) {
      id
      ... on CurationChannel {
        articles(input: { first: 20 }) {
          edges {
            pinned
            node {
              id
            }
          }
        }
      }
      ... on TopicChannel {
        articles(input: { first: 20 }) {
          edges {
            pinned
            node {
              id
            }
          }
        }
      }
    }
  }
`);

const Nav = graphql(`
  query AdminChannelsNav($oss: Boolean) {
    channels(input: { oss: $oss }) {
      id
    }
  }
`);

const Audit = graphql(`
  query AdminChannelsAudit($id: ID!) {
    oss {
      auditLog(input: { first: 20, targetId: $id }) {
        totalCount
        edges {
          node {
            action
            targetId
          }
        }
      }
    }
  }
`);

const Latest = graphql(`
  query AdminChannelsLatest($after: String, $exclude: Boolean) {
    viewer {
      recommendation {
        newest(input: { first: 1, after: $after, excludeChannelArticles: $exclude }) {
          edges {
            node {
              id
            }
          }
        }
      }
    }
  }
`);

const admin = async () => signIn((await createUser({ role: "admin" })).email as string);

const names = (text: string) => [
  { language: "en" as const, text },
  { language: "zh_hant" as const, text: `${text} 繁` },
  { language: "zh_hans" as const, text: `${text} 简` },
];

// the channels made here leave readers' navbar when the file ends (others read it too)
const createdHashes: string[] = [];
afterAll(async () => {
  for (const shortHash of createdHashes)
    await db().update(channels).set({ enabled: false }).where(eq(channels.shortHash, shortHash));
});

let seq = 0;
async function curation(client: Client, extra: Record<string, unknown> = {}) {
  seq += 1;
  const result = await client.gql(PutCuration, {
    input: { name: names(`Curated ${seq}`), state: "published", ...extra },
  });
  expect(result.errors).toBeUndefined();
  const channel = present(result.data).putCurationChannel;
  createdHashes.push(channel.shortHash);
  return channel;
}

async function articlesOf(n: number) {
  const author = await writer();
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(gid("Article", (await insertArticle(author.user.id)).id));
  return out;
}

async function auditRows(channelGid: string) {
  const id = Number(atob(channelGid).split(":")[1]);
  return db()
    .select()
    .from(adminAudit)
    .where(
      and(eq(adminAudit.targetId, id), eq(adminAudit.targetType, atob(channelGid).split(":")[0] as "TopicChannel")),
    );
}

async function page(shortHash: string) {
  const channel = (await new Client().gql(Page, { shortHash })).data?.channel;
  if (!channel || !("articles" in channel)) return null;
  return (channel.articles.edges ?? []).map((e) => ({ id: e.node.id, pinned: e.pinned }));
}

describe("putCurationChannel", () => {
  it("creates a channel hidden until published, then readers find it in the navbar and at its address", async () => {
    const a = await admin();
    const made = present((await a.gql(PutCuration, { input: { name: names("Quiet picks") } })).data).putCurationChannel;
    createdHashes.push(made.shortHash);
    expect(made.state).toBe("editing");
    expect(await page(made.shortHash)).toBeNull();
    expect((await new Client().gql(Nav, {})).data?.channels.map((c) => c.id)).not.toContain(made.id);
    // the admins' list has it
    expect((await a.gql(Nav, { oss: true })).data?.channels.map((c) => c.id)).toContain(made.id);

    const start = "2026-01-01T00:00:00.000Z";
    const end = "2026-02-01T00:00:00.000Z";
    const published = await a.gql(PutCuration, {
      input: { id: made.id, state: "published", pinAmount: 2, color: "green", activePeriod: { start, end } },
    });
    expect(published.errors).toBeUndefined();
    expect(present(published.data).putCurationChannel).toMatchObject({
      state: "published",
      pinAmount: 2,
      color: "green",
      activePeriod: { start, end },
    });
    expect(await page(made.shortHash)).toEqual([]);
    expect((await new Client().gql(Nav, {})).data?.channels.map((c) => c.id)).toContain(made.id);
    expect((await auditRows(made.id)).map((r) => r.action)).toEqual(["putCurationChannel", "putCurationChannel"]);
    // the audit log finds them by the channel's id
    const log = present((await a.gql(Audit, { id: made.id })).data?.oss).auditLog;
    expect(log.totalCount).toBe(2);
    expect((log.edges ?? []).every((e) => e.node.targetId === made.id)).toBe(true);
  });

  it("refuses a bad pinAmount, a period ending before it starts, archived, a missing name and a topic id; writing nothing", async () => {
    const a = await admin();
    const made = await curation(a);
    const before = (await auditRows(made.id)).length;
    const refusals = [
      { id: made.id, pinAmount: 0 },
      { id: made.id, pinAmount: 11 },
      { id: made.id, activePeriod: { start: "2026-02-01T00:00:00Z", end: "2026-01-01T00:00:00Z" } },
      { id: made.id, state: "archived" as const },
      { id: made.id, name: [{ language: "en" as const, text: "  " }] },
      { pinAmount: 2 },
    ];
    for (const input of refusals) expect(codeOf(await a.gql(PutCuration, { input }))).toBe("BAD_USER_INPUT");
    const topic = present((await a.gql(PutTopic, { input: { name: names("A topic") } })).data).putTopicChannel;
    expect(codeOf(await a.gql(PutCuration, { input: { id: topic.id, pinAmount: 2 } }))).toBe("BAD_USER_INPUT");
    expect((await auditRows(made.id)).length).toBe(before);
    const [row] = await db()
      .select()
      .from(channels)
      .where(eq(channels.id, Number(atob(made.id).split(":")[1])));
    expect(present(row).pinAmount).toBe(3);
  });

  it("is admins' alone", async () => {
    const { client } = await writer();
    expect(codeOf(await client.gql(PutCuration, { input: { name: names("Mine") } }))).toBe("FORBIDDEN");
    expect(codeOf(await new Client().gql(PutCuration, { input: { name: names("Mine") } }))).toBe("UNAUTHENTICATED");
  });
});

describe("putTopicChannel", () => {
  it("names a channel in three languages and enables it", async () => {
    const a = await admin();
    const made = present(
      (await a.gql(PutTopic, { input: { name: [{ language: "en", text: "Poetry" }], enabled: false } })).data,
    ).putTopicChannel;
    createdHashes.push(made.shortHash);
    // a language left out reads the English
    expect(made).toMatchObject({ en: "Poetry", zh: "Poetry", enabled: false });
    expect(await page(made.shortHash)).toBeNull();
    const edited = present(
      (await a.gql(PutTopic, { input: { id: made.id, name: names("Verse"), enabled: true } })).data,
    ).putTopicChannel;
    expect(edited).toMatchObject({ en: "Verse", zh: "Verse 繁", enabled: true });
    expect(await page(made.shortHash)).toEqual([]);
    expect((await auditRows(made.id)).length).toBe(2);
  });
});

const PutTopicFields = graphql(`
  mutation AdminChannelsPutTopicFields($input: PutTopicChannelInput!) {
    putTopicChannel(input: $input) {
      id
      shortHash
      providerId
      navbarTitle(input: { language: zh_hant })
      parent {
        id
      }
    }
  }
`);

const ReadTopic = graphql(`
  query AdminChannelsReadTopic($shortHash: String!) {
    channel(input: { shortHash: $shortHash }) {
      ... on TopicChannel {
        providerId
        navbarTitle
        parent {
          shortHash
        }
      }
      ... on CurationChannel {
        showRecommendation
        navbarTitle
      }
    }
  }
`);

describe("the client's channel fields (providerId, parent, navbarTitle, showRecommendation)", () => {
  it("sets a topic's provider id (admins' only to read) and navbar title, and nests sub-channels one level", async () => {
    const a = await admin();
    const topic = async (name: string) => {
      const made = present((await a.gql(PutTopic, { input: { name: names(name), enabled: true } })).data);
      createdHashes.push(made.putTopicChannel.shortHash);
      return made.putTopicChannel;
    };
    const [parent, child, grandchild] = [await topic("Arts"), await topic("Film"), await topic("Shorts")];
    const providerId = `arts-${Date.now()}`;
    const set = await a.gql(PutTopicFields, {
      input: { id: parent.id, providerId, navbarTitle: names("Arts nav"), subChannels: [child.id] },
    });
    expect(set.errors).toBeUndefined();
    expect(present(set.data).putTopicChannel).toMatchObject({ providerId, navbarTitle: "Arts nav 繁" });
    const readAsAdmin = present((await a.gql(ReadTopic, { shortHash: child.shortHash })).data).channel;
    expect(readAsAdmin).toMatchObject({ parent: { shortHash: parent.shortHash } });
    // the provider id is the admins': a reader asking for it is refused the field
    const reader = await signIn((await createUser()).email as string);
    const asReader = await reader.gql(ReadTopic, { shortHash: parent.shortHash });
    expect(codeOf(asReader)).toBe("FORBIDDEN");
    // another channel may not take the same provider id; a sub-channel has none of its own,
    // a channel is not its own, and a channel with sub-channels is no one's
    const taken = await a.gql(PutTopicFields, { input: { id: child.id, providerId } });
    expect(codeOf(taken)).toBe("BAD_USER_INPUT");
    expect(codeOf(await a.gql(PutTopicFields, { input: { id: child.id, subChannels: [grandchild.id] } }))).toBe(
      "BAD_USER_INPUT",
    );
    expect(codeOf(await a.gql(PutTopicFields, { input: { id: parent.id, subChannels: [parent.id] } }))).toBe(
      "BAD_USER_INPUT",
    );
    expect(codeOf(await a.gql(PutTopicFields, { input: { id: grandchild.id, subChannels: [parent.id] } }))).toBe(
      "BAD_USER_INPUT",
    );
    expect(codeOf(await a.gql(PutTopicFields, { input: { id: parent.id, providerId: "no spaces" } }))).toBe(
      "BAD_USER_INPUT",
    );
    // the list is the whole list: naming another lets the first go
    await a.gql(PutTopicFields, { input: { id: parent.id, subChannels: [grandchild.id] } });
    const released = present((await a.gql(ReadTopic, { shortHash: child.shortHash })).data).channel;
    expect(released).toMatchObject({ parent: null });
    // set, refused five times, moved: three audit rows on the parent (the refusals wrote none)
    expect((await auditRows(parent.id)).length).toBe(3);
  });

  it("holds one level when two admins nest two channels into each other at once: one wins", async () => {
    const [a, b] = [await admin(), await admin()];
    const topic = async (name: string) => {
      const made = present((await a.gql(PutTopic, { input: { name: names(name), enabled: true } })).data);
      createdHashes.push(made.putTopicChannel.shortHash);
      return made.putTopicChannel;
    };
    const [x, y] = [await topic("Left"), await topic("Right")];
    const results = await Promise.all([
      a.gql(PutTopicFields, { input: { id: x.id, subChannels: [y.id] } }),
      b.gql(PutTopicFields, { input: { id: y.id, subChannels: [x.id] } }),
    ]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    const refused = present(results.find((r) => r.errors));
    expect(["ACTION_FAILED", "BAD_USER_INPUT"]).toContain(codeOf(refused));
    const rows = await db()
      .select({ parentId: channels.parentId })
      .from(channels)
      .where(inArray(channels.shortHash, [x.shortHash, y.shortHash]));
    expect(rows.filter((r) => r.parentId != null)).toHaveLength(1);
  });

  it("shows a curation channel's recommendations when asked, and names it in the navbar by its navbar title", async () => {
    const a = await admin();
    const made = await curation(a, { showRecommendation: true, navbarTitle: names("Short") });
    const read = present((await new Client().gql(ReadTopic, { shortHash: made.shortHash })).data).channel;
    expect(read).toMatchObject({ showRecommendation: true, navbarTitle: "Short" });
    const off = await a.gql(PutCuration, { input: { id: made.id, showRecommendation: false, navbarTitle: [] } });
    expect(off.errors).toBeUndefined();
    const again = present((await new Client().gql(ReadTopic, { shortHash: made.shortHash })).data).channel;
    expect(again).toMatchObject({ showRecommendation: false, navbarTitle: expect.stringContaining("Curated") });
  });
});

describe("curation channel articles and pins", () => {
  it("adds articles, pins one to the top of the channel's page, and takes one out", async () => {
    const a = await admin();
    const ch = await curation(a);
    const ids = await articlesOf(2);
    const [first, second] = [present(ids[0]), present(ids[1])];
    expect((await a.gql(Add, { channel: ch.id, articles: ids })).errors).toBeUndefined();
    expect((await page(ch.shortHash))?.map((e) => e.id).sort()).toEqual([...ids].sort());

    expect((await a.gql(Pin, { channels: [ch.id], articles: [second], pinned: true })).errors).toBeUndefined();
    expect((await page(ch.shortHash))?.[0]).toEqual({ id: second, pinned: true });

    expect((await a.gql(Remove, { channel: ch.id, articles: [second] })).errors).toBeUndefined();
    expect(await page(ch.shortHash)).toEqual([{ id: first, pinned: false }]);
    expect((await auditRows(ch.id)).map((r) => r.action)).toEqual([
      "putCurationChannel",
      "addCurationChannelArticles",
      "togglePinChannelArticles",
      "deleteCurationChannelArticles",
    ]);
  });

  it("refuses a banned article, an article not in the channel, and ids of the wrong type; writing nothing", async () => {
    const a = await admin();
    const ch = await curation(a);
    const author = await writer();
    const banned = gid("Article", (await insertArticle(author.user.id, "banned")).id);
    const [outside] = await articlesOf(1);
    expect(codeOf(await a.gql(Add, { channel: ch.id, articles: [banned] }))).toBe("FORBIDDEN_BY_TARGET_STATE");
    expect(codeOf(await a.gql(Pin, { channels: [ch.id], articles: [present(outside)], pinned: true }))).toBe(
      "BAD_USER_INPUT",
    );
    expect(codeOf(await a.gql(Add, { channel: ch.id, articles: [ch.id] }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await a.gql(Add, { channel: present(outside), articles: [present(outside)] }))).toBe(
      "BAD_USER_INPUT",
    );
    expect((await auditRows(ch.id)).map((r) => r.action)).toEqual(["putCurationChannel"]);
  });

  it("holds pinAmount when two admins pin at once: one pin goes in, the other is ACTION_LIMIT_EXCEEDED", async () => {
    const [a, b] = await Promise.all([admin(), admin()]);
    const ch = await curation(a, { pinAmount: 1 });
    const ids = (await articlesOf(2)).map(present);
    await a.gql(Add, { channel: ch.id, articles: ids });
    const results = await Promise.all(
      ids.map((id, i) => (i === 0 ? a : b).gql(Pin, { channels: [ch.id], articles: [id], pinned: true })),
    );
    expect(results.map(codeOf).sort()).toEqual(["ACTION_LIMIT_EXCEEDED", undefined]);
    const pinned = await db()
      .select()
      .from(channelArticles)
      .where(and(eq(channelArticles.channelId, Number(atob(ch.id).split(":")[1])), eq(channelArticles.pinned, true)));
    expect(pinned.length).toBe(1);
    // the refused pin wrote no audit row
    expect((await auditRows(ch.id)).filter((r) => r.action === "togglePinChannelArticles").length).toBe(1);
    // unpinning makes room again
    const winner = present(pinned[0]).articleId;
    await a.gql(Pin, { channels: [ch.id], articles: [gid("Article", winner)], pinned: false });
    const other = present(ids.find((id) => id !== gid("Article", winner)));
    expect((await a.gql(Pin, { channels: [ch.id], articles: [other], pinned: true })).errors).toBeUndefined();
  });

  it("is admins' alone", async () => {
    const a = await admin();
    const ch = await curation(a);
    const [one] = (await articlesOf(1)).map(present);
    await a.gql(Add, { channel: ch.id, articles: [present(one)] });
    const { client } = await writer();
    expect(codeOf(await client.gql(Add, { channel: ch.id, articles: [present(one)] }))).toBe("FORBIDDEN");
    expect(codeOf(await client.gql(Remove, { channel: ch.id, articles: [present(one)] }))).toBe("FORBIDDEN");
    expect(codeOf(await client.gql(Pin, { channels: [ch.id], articles: [present(one)], pinned: true }))).toBe(
      "FORBIDDEN",
    );
    expect(await page(ch.shortHash)).toEqual([{ id: one, pinned: false }]);
  });
});

describe("setArticleTopicChannels", () => {
  it("files an article under exactly the topic channels named", async () => {
    const a = await admin();
    const put = async (name: string) => {
      const topic = present((await a.gql(PutTopic, { input: { name: names(name), enabled: true } })).data);
      createdHashes.push(topic.putTopicChannel.shortHash);
      return topic.putTopicChannel;
    };
    const [one, two] = [await put("Essays"), await put("Travel")];
    const [article] = (await articlesOf(1)).map(present);
    const id = present(article);
    expect((await a.gql(SetTopics, { id, channels: [one.id] })).errors).toBeUndefined();
    expect((await page(one.shortHash))?.map((e) => e.id)).toEqual([id]);
    expect((await a.gql(SetTopics, { id, channels: [two.id] })).errors).toBeUndefined();
    expect(await page(one.shortHash)).toEqual([]);
    expect((await page(two.shortHash))?.map((e) => e.id)).toEqual([id]);
    const curated = await curation(a);
    expect(codeOf(await a.gql(SetTopics, { id, channels: [curated.id] }))).toBe("BAD_USER_INPUT");
    const log = present((await a.gql(Audit, { id })).data?.oss).auditLog;
    expect((log.edges ?? []).map((e) => e.node.action)).toEqual(["setArticleTopicChannels", "setArticleTopicChannels"]);
    const { client } = await writer();
    expect(codeOf(await client.gql(SetTopics, { id, channels: [] }))).toBe("FORBIDDEN");
  });
});

describe("reorderChannels", () => {
  it("puts the channels named first, in that order, in readers' navbar", async () => {
    const a = await admin();
    const original = present((await a.gql(Nav, { oss: true })).data).channels.map((c) => c.id);
    const [x, y] = [await curation(a), await curation(a)];
    try {
      expect((await a.gql(Reorder, { ids: [y.id, x.id] })).errors).toBeUndefined();
      const nav = present((await new Client().gql(Nav, {})).data).channels.map((c) => c.id);
      expect(nav.slice(0, 2)).toEqual([y.id, x.id]);
      expect((await auditRows(y.id)).map((r) => r.action)).toContain("reorderChannels");
      expect(codeOf(await a.gql(Reorder, { ids: [x.id, x.id] }))).toBe("BAD_USER_INPUT");
      expect(codeOf(await a.gql(Reorder, { ids: [gid("Article", 1)] }))).toBe("BAD_USER_INPUT");
      const { client } = await writer();
      expect(codeOf(await client.gql(Reorder, { ids: [x.id] }))).toBe("FORBIDDEN");
    } finally {
      // the others' channels go back to where they were, these to the end, hidden
      await a.gql(Reorder, { ids: original });
      for (const c of [x, y]) await a.gql(PutCuration, { input: { id: c.id, state: "editing" } });
    }
  });
});

describe("RecommendationNewestInput.excludeChannelArticles", () => {
  it("leaves out of Latest the articles in a channel readers see, and only when asked", async () => {
    const a = await admin();
    const ch = await curation(a);
    const author = await writer();
    const row = await insertArticle(author.user.id);
    // a time of its own, so a cursor just above it finds it first whatever else Latest holds
    const createdAt = 1_000_000_000_000 + row.id;
    await db().update(articles).set({ createdAt }).where(eq(articles.id, row.id));
    const id = gid("Article", row.id);
    const after = encodeCursor([createdAt, row.id + 1]);
    const first = async (exclude: boolean | null) =>
      present((await new Client().gql(Latest, { after, exclude })).data?.viewer).recommendation.newest.edges?.[0]?.node
        .id;
    expect(await first(true)).toBe(id);
    await a.gql(Add, { channel: ch.id, articles: [id] });
    expect(await first(true)).not.toBe(id);
    expect(await first(null)).toBe(id);
    // a hidden channel leaves it in
    await a.gql(PutCuration, { input: { id: ch.id, state: "editing" } });
    expect(await first(true)).toBe(id);
  });
});
