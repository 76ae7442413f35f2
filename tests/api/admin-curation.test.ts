import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminAudit, announcements, articleVersions, icymiTopics } from "@/server/db/schema";
import { Client, codeOf, createUser, db, present, signIn } from "../support/api";
import { gid, insertArticle, insertChallenge } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// The editors' curation (issue 37): ICYMI topics, which the home page shows while published,
// and the team's announcements. Each admin action writes its audit row in its batch; each
// refusal writes nothing, audit row included. Readers see the results through the same fields
// the home page reads (Recommendation.icymiTopic, Official.announcements).

const PutTopic = graphql(`
  mutation CurationPutTopic($input: PutIcymiTopicInput!) {
    putIcymiTopic(input: $input) {
      id
      title(input: { language: en })
      note(input: { language: zh_hant })
      pinAmount
      state
      publishedAt
      archivedAt
      articles {
        id
      }
    }
  }
`);

const HomeTopic = graphql(`
  query CurationHomeTopic($language: UserLanguage!) {
    viewer {
      recommendation {
        icymiTopic {
          id
          title(input: { language: $language })
          note(input: { language: $language })
          articles {
            id
          }
        }
      }
    }
  }
`);

const Topics = graphql(`
  query CurationTopics {
    oss {
      icymiTopics(input: { first: 50 }) {
        totalCount
        edges {
          node {
            id
            state
          }
        }
      }
    }
  }
`);

const PutAnnouncement = graphql(`
  mutation CurationPutAnnouncement($input: PutAnnouncementInput!) {
    putAnnouncement(input: $input) {
      id
      type
      visible
      order
      cover
      expiredAt
      title(input: { language: en })
      zhTitle: title(input: { language: zh_hant })
      link(input: { language: en })
      channels {
        order
        visible
      }
    }
  }
`);

const DeleteAnnouncements = graphql(`
  mutation CurationDeleteAnnouncements($ids: [ID!]) {
    deleteAnnouncements(input: { ids: $ids })
  }
`);

const Announcements = graphql(`
  query CurationAnnouncements($language: UserLanguage!) {
    official {
      announcements(input: { visible: true }) {
        id
        title(input: { language: $language })
        content(input: { language: $language })
        link(input: { language: $language })
      }
    }
  }
`);

const AuditLog = graphql(`
  query CurationAuditLog($targetId: ID!) {
    oss {
      auditLog(input: { targetId: $targetId, first: 10 }) {
        edges {
          node {
            action
            targetId
            target {
              __typename
              id
            }
          }
        }
      }
    }
  }
`);

let admin: Client;
let adminId: number;
const visitor = new Client();

beforeAll(async () => {
  const user = await createUser({ role: "admin" });
  adminId = user.id;
  admin = await signIn(present(user.email));
});

const en = (text: string) => [{ language: "en" as const, text }];
const trio = (label: string) => [
  { language: "en" as const, text: `${label} (en)` },
  { language: "zh_hant" as const, text: `${label}（繁）` },
  { language: "zh_hans" as const, text: `${label}（简）` },
];

async function articleGids(n: number) {
  const author = await createUser();
  const made = [];
  for (let i = 0; i < n; i++) made.push(gid("Article", (await insertArticle(author.id)).id));
  return made;
}

const auditOf = (type: "IcymiTopic" | "Announcement", id: number) =>
  db()
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.targetType, type), eq(adminAudit.targetId, id)))
    .orderBy(adminAudit.id);

const dbId = (globalId: string) => Number(atob(globalId).split(":")[1]);
const topicCount = async () => (await db().select({ id: icymiTopics.id }).from(icymiTopics)).length;
const auditCount = async () => (await db().select({ id: adminAudit.id }).from(adminAudit)).length;
const publishedIds = async () =>
  (await db().select({ id: icymiTopics.id }).from(icymiTopics).where(eq(icymiTopics.state, "published"))).map(
    (r) => r.id,
  );

/** Runs a refused call and checks it wrote nothing: no topic, no announcement, no audit row. */
async function refused(call: () => Promise<{ errors?: unknown }>, code: string) {
  const before = [await topicCount(), await auditCount(), (await db().select().from(announcements)).length];
  const result = (await call()) as Parameters<typeof codeOf>[0];
  expect(codeOf(result)).toBe(code);
  expect([await topicCount(), await auditCount(), (await db().select().from(announcements)).length]).toEqual(before);
  return result;
}

describe("putIcymiTopic", () => {
  it("makes a topic in three languages, publishes it with pinAmount articles, and a visitor sees it", async () => {
    const articles = await articleGids(3);
    const made = await admin.gql(PutTopic, {
      input: { title: trio("Picks"), note: trio("Why these"), articles, pinAmount: 3 },
    });
    expect(made.errors).toBeUndefined();
    const topic = present(made.data?.putIcymiTopic);
    expect(topic).toMatchObject({ title: "Picks (en)", note: "Why these（繁）", state: "editing", pinAmount: 3 });
    expect(topic.articles.map((a) => a.id)).toEqual(articles);

    const published = await admin.gql(PutTopic, { input: { id: topic.id, state: "published" } });
    expect(published.errors).toBeUndefined();
    expect(published.data?.putIcymiTopic?.publishedAt).toBeTruthy();
    expect(admin.purged).toContain("feed:featured");

    const home = await visitor.gql(HomeTopic, { language: "zh_hans" });
    const shown = present(home.data?.viewer?.recommendation.icymiTopic);
    expect(shown).toMatchObject({ id: topic.id, title: "Picks（简）", note: "Why these（简）" });
    expect(shown.articles.map((a) => a.id)).toEqual(articles);

    // made, then published: two rows, before and after
    const rows = await auditOf("IcymiTopic", dbId(topic.id));
    expect(rows.map((r) => [r.action, r.actorId, r.after.state])).toEqual([
      ["putIcymiTopic", adminId, "editing"],
      ["putIcymiTopic", adminId, "published"],
    ]);
    expect(rows[1]?.before).toEqual({ state: "editing" });
  });

  it("publishing archives the topic published before, with its own audit row", async () => {
    const first = present(
      (await admin.gql(PutTopic, { input: { title: en("First"), articles: await articleGids(3), state: "published" } }))
        .data?.putIcymiTopic,
    );
    const second = await admin.gql(PutTopic, {
      input: { title: en("Second"), articles: await articleGids(6), pinAmount: 6, state: "published" },
    });
    expect(second.errors).toBeUndefined();
    expect(await publishedIds()).toEqual([dbId(present(second.data?.putIcymiTopic).id)]);
    const [archived] = await db()
      .select()
      .from(icymiTopics)
      .where(eq(icymiTopics.id, dbId(first.id)));
    expect(archived?.state).toBe("archived");
    expect(archived?.archivedAt).toBeTruthy();
    const rows = await auditOf("IcymiTopic", dbId(first.id));
    expect(rows.at(-1)).toMatchObject({ before: { state: "published" }, after: { state: "archived" } });

    const listed = await admin.gql(Topics);
    const states = new Map(listed.data?.oss.icymiTopics.edges.map((e) => [e.node.id, e.node.state]));
    expect(states.get(first.id)).toBe("archived");
  });

  it("two publishes at once leave exactly one topic published", async () => {
    const drafts = await Promise.all(
      [1, 2, 3].map(async (n) =>
        present(
          (await admin.gql(PutTopic, { input: { title: en(`Race ${n}`), articles: await articleGids(3) } })).data
            ?.putIcymiTopic,
        ),
      ),
    );
    const results = await Promise.all(
      drafts.map((d) => admin.gql(PutTopic, { input: { id: d.id, state: "published" } })),
    );
    expect(results.map((r) => r.errors)).toEqual([undefined, undefined, undefined]);
    const published = await publishedIds();
    expect(published).toHaveLength(1);
    expect(drafts.map((d) => dbId(d.id))).toContain(published[0]);
  });

  it("refuses a pinAmount other than 3 or 6, and a publish without exactly that many articles", async () => {
    await refused(
      () => admin.gql(PutTopic, { input: { title: en("Four"), articles: [], pinAmount: 4 } }),
      "BAD_USER_INPUT",
    );
    const two = await articleGids(2);
    const result = await refused(
      () => admin.gql(PutTopic, { input: { title: en("Short"), articles: two, state: "published" } }),
      "BAD_USER_INPUT",
    );
    expect(JSON.stringify(result)).toContain("exactly 3 articles");
    await refused(
      () => admin.gql(PutTopic, { input: { title: en("Long"), articles: [...two, ...two.map(() => "x")] } }),
      "BAD_USER_INPUT",
    );
    const six = await articleGids(6);
    await refused(
      () => admin.gql(PutTopic, { input: { title: en("Over"), articles: six, pinAmount: 3 } }),
      "BAD_USER_INPUT",
    );
    // a topic with no title, and an id that is no topic's
    await refused(() => admin.gql(PutTopic, { input: { articles: two } }), "BAD_USER_INPUT");
    await refused(() => admin.gql(PutTopic, { input: { id: two[0], state: "published" } }), "BAD_USER_INPUT");
  });

  it("holds only active, public articles, each once", async () => {
    const author = await createUser();
    const [ok] = await articleGids(1);
    const banned = gid("Article", (await insertArticle(author.id, "banned")).id);
    const paywalled = await insertArticle(author.id);
    await db().update(articleVersions).set({ access: "paywall" }).where(eq(articleVersions.articleId, paywalled.id));
    for (const bad of [banned, gid("Article", paywalled.id)]) {
      await refused(
        () => admin.gql(PutTopic, { input: { title: en("Mixed"), articles: [present(ok), bad] } }),
        "BAD_USER_INPUT",
      );
    }
    await refused(
      () => admin.gql(PutTopic, { input: { title: en("Twice"), articles: [present(ok), present(ok)] } }),
      "BAD_USER_INPUT",
    );
  });

  it("keeps an archived topic archived and a published one from going back to editing", async () => {
    const topic = present(
      (await admin.gql(PutTopic, { input: { title: en("Done"), articles: await articleGids(3), state: "published" } }))
        .data?.putIcymiTopic,
    );
    await refused(() => admin.gql(PutTopic, { input: { id: topic.id, state: "editing" } }), "BAD_USER_INPUT");
    const archived = await admin.gql(PutTopic, { input: { id: topic.id, state: "archived" } });
    expect(archived.data?.putIcymiTopic?.archivedAt).toBeTruthy();
    expect(await publishedIds()).not.toContain(dbId(topic.id));
    await refused(() => admin.gql(PutTopic, { input: { id: topic.id, title: en("Again") } }), "ACTION_FAILED");
  });

  it("the audit log finds a topic's actions by its id, naming the topic", async () => {
    const topic = present(
      (await admin.gql(PutTopic, { input: { title: en("Logged"), articles: await articleGids(1) } })).data
        ?.putIcymiTopic,
    );
    const log = await admin.gql(AuditLog, { targetId: topic.id });
    expect(log.errors).toBeUndefined();
    expect(log.data?.oss.auditLog.edges?.map((e) => e.node)).toEqual([
      { action: "putIcymiTopic", targetId: topic.id, target: { __typename: "IcymiTopic", id: topic.id } },
    ]);
  });

  it("is admins' alone", async () => {
    const plain = await signIn(present((await createUser()).email));
    await refused(() => plain.gql(PutTopic, { input: { title: en("Mine") } }), "FORBIDDEN");
    const listed = await plain.gql(Topics);
    expect(codeOf(listed)).toBe("FORBIDDEN");
  });
});

describe("putAnnouncement and deleteAnnouncements", () => {
  const future = () => new Date(Date.now() + 86_400_000).toISOString();

  it("makes an announcement in three languages that visitors see until it is deleted", async () => {
    const made = await admin.gql(PutAnnouncement, {
      input: {
        title: trio("Maintenance"),
        content: trio("Tonight"),
        link: [
          { language: "en", text: "https://example.com/en" },
          { language: "zh_hant", text: "https://example.com/tw" },
        ],
        cover: "https://example.com/cover.png",
        type: "product",
        visible: true,
        order: 1,
        expiredAt: future(),
      },
    });
    expect(made.errors).toBeUndefined();
    const a = present(made.data?.putAnnouncement);
    expect(a).toMatchObject({
      type: "product",
      visible: true,
      title: "Maintenance (en)",
      zhTitle: "Maintenance（繁）",
    });
    expect(admin.purged).toContain("announcements");

    const seen = await visitor.gql(Announcements, { language: "zh_hans" });
    expect(seen.data?.official.announcements?.find((x) => x.id === a.id)).toMatchObject({
      title: "Maintenance（简）",
      content: "Tonight（简）",
      // no link of its own in zh_hans: the first one given
      link: "https://example.com/en",
    });
    expect((await auditOf("Announcement", dbId(a.id))).map((r) => r.action)).toEqual(["putAnnouncement"]);
    const log = await admin.gql(AuditLog, { targetId: a.id });
    expect(log.data?.oss.auditLog.edges?.map((e) => [e.node.action, e.node.targetId, e.node.target])).toEqual([
      ["putAnnouncement", a.id, null],
    ]);

    // an edit replaces the field given, in every language
    const edited = await admin.gql(PutAnnouncement, { input: { id: a.id, title: en("Maintenance moved") } });
    expect(edited.data?.putAnnouncement).toMatchObject({ title: "Maintenance moved", zhTitle: "Maintenance moved" });
    const rows = await auditOf("Announcement", dbId(a.id));
    expect(rows.at(-1)?.before).toMatchObject({ title: "Maintenance (en)", type: "product", visible: true });

    const deleted = await admin.gql(DeleteAnnouncements, { ids: [a.id] });
    expect(deleted.data?.deleteAnnouncements).toBe(true);
    const after = await visitor.gql(Announcements, { language: "en" });
    expect(after.data?.official.announcements?.some((x) => x.id === a.id)).toBe(false);
    expect((await auditOf("Announcement", dbId(a.id))).at(-1)).toMatchObject({
      action: "deleteAnnouncements",
      before: { title: "Maintenance moved", visible: true },
    });
  });

  it("places an announcement in channels, each with its own order and switch; an unknown channel is refused", async () => {
    const { channel } = await insertChallenge();
    const channelGid = gid("WritingChallenge", channel.id);
    const placed = await admin.gql(PutAnnouncement, {
      input: {
        title: en("In the challenge"),
        type: "community",
        visible: true,
        channels: [{ channel: channelGid, visible: true, order: 2 }],
      },
    });
    expect(placed.errors).toBeUndefined();
    const a = present(placed.data?.putAnnouncement);
    expect(a.channels).toEqual([{ order: 2, visible: true }]);
    // replaced: switched off there
    const moved = await admin.gql(PutAnnouncement, {
      input: { id: a.id, channels: [{ channel: channelGid, visible: false, order: 5 }] },
    });
    expect(moved.data?.putAnnouncement.channels).toEqual([{ order: 5, visible: false }]);
    await refused(
      () =>
        admin.gql(PutAnnouncement, {
          input: { id: a.id, channels: [{ channel: gid("TopicChannel", 999_999), visible: true, order: 1 }] },
        }),
      "BAD_USER_INPUT",
    );
    await admin.gql(DeleteAnnouncements, { ids: [a.id] });
  });

  it("does not show visitors an expired announcement or one not visible", async () => {
    const hidden = present(
      (await admin.gql(PutAnnouncement, { input: { title: en("Draft"), type: "community", visible: false } })).data
        ?.putAnnouncement,
    );
    const soon = present(
      (
        await admin.gql(PutAnnouncement, {
          input: { title: en("Soon over"), type: "seminar", visible: true, expiredAt: future() },
        })
      ).data?.putAnnouncement,
    );
    // its time passes (the column moved back, as a clock would)
    await db()
      .update(announcements)
      .set({ expiredAt: Date.now() - 1000 })
      .where(eq(announcements.id, dbId(soon.id)));
    const seen = (await visitor.gql(Announcements, { language: "en" })).data?.official.announcements ?? [];
    expect(seen.map((x) => x.id)).not.toContain(hidden.id);
    expect(seen.map((x) => x.id)).not.toContain(soon.id);
    await admin.gql(DeleteAnnouncements, { ids: [hidden.id, soon.id] });
  });

  it("refuses a link that is not http(s), a past expiry, no type, and ids that name no announcement", async () => {
    await refused(
      () =>
        admin.gql(PutAnnouncement, {
          input: { title: en("Bad link"), type: "product", link: en("javascript:alert(1)") },
        }),
      "BAD_USER_INPUT",
    );
    await refused(
      () =>
        admin.gql(PutAnnouncement, {
          input: { title: en("Late"), type: "product", expiredAt: new Date(Date.now() - 60_000).toISOString() },
        }),
      "BAD_USER_INPUT",
    );
    await refused(() => admin.gql(PutAnnouncement, { input: { title: en("No type") } }), "BAD_USER_INPUT");
    const kept = present(
      (await admin.gql(PutAnnouncement, { input: { title: en("Kept"), type: "community" } })).data?.putAnnouncement,
    );
    // one id of another kind, one of an announcement that is gone: nothing deleted
    await refused(() => admin.gql(DeleteAnnouncements, { ids: [kept.id, gid("Article", 1)] }), "BAD_USER_INPUT");
    await refused(
      () => admin.gql(DeleteAnnouncements, { ids: [kept.id, gid("Announcement", 999_999)] }),
      "BAD_USER_INPUT",
    );
    await refused(
      () => admin.gql(PutAnnouncement, { input: { id: gid("Announcement", 999_999), title: en("Ghost") } }),
      "BAD_USER_INPUT",
    );
    expect(
      await db()
        .select()
        .from(announcements)
        .where(inArray(announcements.id, [dbId(kept.id)])),
    ).toHaveLength(1);
    await admin.gql(DeleteAnnouncements, { ids: [kept.id] });
  });

  it("is admins' alone", async () => {
    const plain = await signIn(present((await createUser()).email));
    await refused(() => plain.gql(PutAnnouncement, { input: { title: en("Mine"), type: "product" } }), "FORBIDDEN");
    await refused(() => plain.gql(DeleteAnnouncements, { ids: [gid("Announcement", 1)] }), "FORBIDDEN");
  });
});
