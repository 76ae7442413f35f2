import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cacheTags } from "@/lib/cache/tags";
import { featureAuditId } from "@/server/db/queries/flags";
import { adminAudit, articles } from "@/server/db/schema";
import { Client, codeOf, createUser, db, present, signIn } from "../support/api";
import { gid, insertArticle, writer } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// Feature flags (issue 37, flags slice): a feature is on for everyone, nobody, admins, or admins
// and the seeding users, as each viewer asks; admins name the seeding users, keep a person's
// articles out of Hottest and Latest, and set per-person flags. Each change writes its audit row
// in its own batch; a refused one writes none.

const SET_FEATURE = graphql(`
  mutation AdminFlagsSet($input: SetFeatureInput!) {
    setFeature(input: $input) {
      name
      enabled
      flag
      value
    }
  }
`);

const FEATURES = graphql(`
  query AdminFlagsFeatures {
    official {
      features {
        name
        enabled
      }
    }
  }
`);

const FEATURE_FLAGS = graphql(`
  query AdminFlagsFeatureFlags {
    official {
      features {
        name
        flag
      }
    }
  }
`);

const TOGGLE_SEEDING = graphql(`
  mutation AdminFlagsSeeding($input: ToggleSeedingUsersInput!) {
    toggleSeedingUsers(input: $input) {
      id
    }
  }
`);

const SEEDING_USERS = graphql(`
  query AdminFlagsSeedingUsers {
    oss {
      seedingUsers(input: { first: 50 }) {
        totalCount
        edges {
          node {
            id
          }
        }
      }
    }
  }
`);

const RESTRICT = graphql(`
  mutation AdminFlagsRestrict($input: PutRestrictedUsersInput!) {
    putRestrictedUsers(input: $input) {
      id
      oss {
        restrictions {
          type
          createdAt
        }
      }
    }
  }
`);

const RESTRICTED_USERS = graphql(`
  query AdminFlagsRestrictedUsers {
    oss {
      restrictedUsers(input: { first: 50 }) {
        edges {
          node {
            id
          }
        }
      }
    }
  }
`);

const PUT_FLAGS = graphql(`
  mutation AdminFlagsPutFlags($input: PutUserFeatureFlagsInput!) {
    putUserFeatureFlags(input: $input) {
      id
      oss {
        featureFlags {
          type
        }
      }
    }
  }
`);

const LISTS = graphql(`
  query AdminFlagsLists {
    viewer {
      recommendation {
        newest(input: { first: 5 }) {
          edges {
            node {
              id
            }
          }
        }
        hottest(input: { first: 5 }) {
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

const DAY = 86_400_000;
// a feature no code gates on, so switching it here changes nothing another test relies on
const FEATURE = "moment_tag_display";

async function admin() {
  const person = await createUser({ role: "admin" });
  return { person, client: await signIn(person.email as string) };
}

async function plainUser() {
  const person = await createUser();
  return { person, client: await signIn(person.email as string) };
}

async function enabledFor(client: Client) {
  const result = await client.gql(FEATURES);
  expect(result.errors).toBeUndefined();
  return present(result.data?.official.features.find((f) => f.name === FEATURE)).enabled;
}

const auditOf = (type: "User" | "Feature", id: number) =>
  db()
    .select()
    .from(adminAudit)
    .where(and(eq(adminAudit.targetType, type), eq(adminAudit.targetId, id)))
    .orderBy(adminAudit.id);

/** An active article leading Latest and the site's hottest (far ahead of every other file's). */
async function leadingArticle() {
  const author = await writer({ language: "en" });
  const row = await insertArticle(author.user.id);
  const ahead = Date.now() + 1200 * DAY + row.id;
  await db().update(articles).set({ createdAt: ahead, hotScore: ahead, hotAt: 1 }).where(eq(articles.id, row.id));
  return { authorId: author.user.id, author: gid("User", author.user.id), article: gid("Article", row.id) };
}

async function whereShown(articleId: string) {
  const lists = present((await new Client().gql(LISTS)).data?.viewer).recommendation;
  const has = (edges: readonly { node: { id: string } }[] | null | undefined) =>
    (edges ?? []).some((e) => e.node.id === articleId);
  return { newest: has(lists.newest.edges), hottest: has(lists.hottest.edges) };
}

describe("setFeature", () => {
  it("turns a feature on for whom its flag says, as each viewer asks", async () => {
    const { client: adminClient } = await admin();
    const { client: userClient } = await plainUser();
    const { person: seeder, client: seedingClient } = await plainUser();
    const made = await adminClient.gql(TOGGLE_SEEDING, { input: { ids: [gid("User", seeder.id)], enabled: true } });
    expect(made.errors).toBeUndefined();
    const visitor = new Client();

    const seen = async () => ({
      visitor: await enabledFor(visitor),
      user: await enabledFor(userClient),
      seeding: await enabledFor(seedingClient),
      admin: await enabledFor(adminClient),
    });
    const set = async (flag: "on" | "off" | "admin" | "seeding") => {
      const result = await adminClient.gql(SET_FEATURE, { input: { name: FEATURE, flag } });
      expect(result.errors).toBeUndefined();
      return present(result.data).setFeature;
    };

    expect(await set("on")).toEqual({ name: FEATURE, flag: "on", enabled: true, value: null });
    expect(await seen()).toEqual({ visitor: true, user: true, seeding: true, admin: true });
    await set("admin");
    expect(await seen()).toEqual({ visitor: false, user: false, seeding: false, admin: true });
    await set("seeding");
    expect(await seen()).toEqual({ visitor: false, user: false, seeding: true, admin: true });
    await set("off");
    expect(await seen()).toEqual({ visitor: false, user: false, seeding: false, admin: false });
  });

  it("writes an audit row naming the feature, with the flag before and after", async () => {
    const { person, client } = await admin();
    const before = (await auditOf("Feature", featureAuditId(FEATURE))).length;
    await client.gql(SET_FEATURE, { input: { name: FEATURE, flag: "off" } });
    const set = await client.gql(SET_FEATURE, { input: { name: FEATURE, flag: "admin", value: 2 } });
    expect(set.errors).toBeUndefined();
    const rows = await auditOf("Feature", featureAuditId(FEATURE));
    expect(rows).toHaveLength(before + 2);
    expect(rows.at(-1)).toMatchObject({
      actorId: person.id,
      action: "setFeature",
      before: { name: FEATURE, flag: "off", value: null },
      after: { name: FEATURE, flag: "admin", value: 2 },
    });
    // the audit log names it by a Feature id, and finds its rows by it
    const log = await client.gql(
      `query($id: ID!) { oss { auditLog(input: { targetId: $id, first: 1 }) { edges { node { action targetId after } } } } }`,
      { id: btoa(`Feature:${featureAuditId(FEATURE)}`) },
    );
    expect(log.errors).toBeUndefined();
    expect(JSON.stringify(log.data)).toContain("setFeature");
    await client.gql(SET_FEATURE, { input: { name: FEATURE, flag: "off" } });
  });

  it("shows the flag to admins alone, and refuses the switch to anyone else", async () => {
    const { client: adminClient } = await admin();
    const flags = await adminClient.gql(FEATURE_FLAGS);
    expect(flags.errors).toBeUndefined();
    expect(present(flags.data).official.features).toHaveLength(17);
    const { client } = await plainUser();
    expect(codeOf(await client.gql(FEATURE_FLAGS))).toBe("FORBIDDEN");
    const before = (await auditOf("Feature", featureAuditId(FEATURE))).length;
    expect(codeOf(await client.gql(SET_FEATURE, { input: { name: FEATURE, flag: "on" } }))).toBe("FORBIDDEN");
    expect(await auditOf("Feature", featureAuditId(FEATURE))).toHaveLength(before);
  });
});

describe("toggleSeedingUsers", () => {
  it("adds and removes seeding users, an audit row for each change only", async () => {
    const { client } = await admin();
    const { person } = await plainUser();
    const id = gid("User", person.id);
    const listed = async () =>
      (present((await client.gql(SEEDING_USERS)).data).oss.seedingUsers.edges ?? []).some((e) => e.node.id === id);

    expect((await client.gql(TOGGLE_SEEDING, { input: { ids: [id], enabled: true } })).data).toEqual({
      toggleSeedingUsers: [{ id }],
    });
    expect(await listed()).toBe(true);
    // already one: nothing changes, no second row
    await client.gql(TOGGLE_SEEDING, { input: { ids: [id], enabled: true } });
    await client.gql(TOGGLE_SEEDING, { input: { ids: [id], enabled: false } });
    expect(await listed()).toBe(false);
    const rows = await auditOf("User", person.id);
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ["toggleSeedingUsers", { seeding: false }, { seeding: true }],
      ["toggleSeedingUsers", { seeding: true }, { seeding: false }],
    ]);
  });

  it("makes one change of two admins adding the same person at once", async () => {
    const [a, b] = await Promise.all([admin(), admin()]);
    const { person } = await plainUser();
    const input = { ids: [gid("User", person.id)], enabled: true };
    const results = await Promise.all([
      a.client.gql(TOGGLE_SEEDING, { input }),
      b.client.gql(TOGGLE_SEEDING, { input }),
    ]);
    expect(results.map((r) => r.errors)).toEqual([undefined, undefined]);
    expect(await auditOf("User", person.id)).toHaveLength(1);
  });

  it("refuses a plain user, and an id of nobody, writing nothing", async () => {
    const { client } = await plainUser();
    const { person } = await plainUser();
    const input = { ids: [gid("User", person.id)], enabled: true };
    expect(codeOf(await client.gql(TOGGLE_SEEDING, { input }))).toBe("FORBIDDEN");
    const { client: adminClient } = await admin();
    const nobody = { ids: [gid("User", person.id), gid("User", 999_999_999)], enabled: true };
    expect(codeOf(await adminClient.gql(TOGGLE_SEEDING, { input: nobody }))).toBe("USER_NOT_FOUND");
    expect(await auditOf("User", person.id)).toHaveLength(0);
  });
});

describe("putRestrictedUsers", () => {
  it("keeps a restricted author's articles out of Latest and hottest, and lets them back", async () => {
    const { client } = await admin();
    const a = await leadingArticle();
    expect(await whereShown(a.article)).toEqual({ newest: true, hottest: true });
    const restrict = async (restrictions: ("articleHottest" | "articleNewest")[]) => {
      client.purged = [];
      const result = await client.gql(RESTRICT, { input: { ids: [a.author], restrictions } });
      expect(result.errors).toBeUndefined();
      return present(result.data).putRestrictedUsers[0]?.oss.restrictions.map((r) => r.type);
    };

    expect(await restrict(["articleNewest"])).toEqual(["articleNewest"]);
    expect(client.purged).toContain(cacheTags.newest);
    expect(await whereShown(a.article)).toEqual({ newest: false, hottest: true });
    expect(await restrict(["articleNewest", "articleHottest"])).toEqual(["articleNewest", "articleHottest"]);
    expect(client.purged).not.toContain(cacheTags.newest);
    expect(await whereShown(a.article)).toEqual({ newest: false, hottest: false });
    const restricted = present((await client.gql(RESTRICTED_USERS)).data).oss.restrictedUsers.edges ?? [];
    expect(restricted.map((e) => e.node.id)).toContain(a.author);

    expect(await restrict([])).toEqual([]);
    expect(client.purged).toContain(cacheTags.newest);
    expect(await whereShown(a.article)).toEqual({ newest: true, hottest: true });

    const rows = await auditOf("User", a.authorId);
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ["putRestrictedUsers", { restrictions: [] }, { restrictions: ["articleNewest"] }],
      [
        "putRestrictedUsers",
        { restrictions: ["articleNewest"] },
        { restrictions: ["articleHottest", "articleNewest"] },
      ],
      ["putRestrictedUsers", { restrictions: ["articleHottest", "articleNewest"] }, { restrictions: [] }],
    ]);
  });

  it("writes one audit row when two admins put the same restrictions at once", async () => {
    const [a, b] = await Promise.all([admin(), admin()]);
    const { person } = await plainUser();
    const input = { ids: [gid("User", person.id)], restrictions: ["articleNewest" as const] };
    const results = await Promise.all([a.client.gql(RESTRICT, { input }), b.client.gql(RESTRICT, { input })]);
    expect(results.map((r) => r.errors)).toEqual([undefined, undefined]);
    expect(await auditOf("User", person.id)).toHaveLength(1);
  });

  it("refuses a plain user, and an id of nobody, writing nothing", async () => {
    const { client } = await plainUser();
    const { person } = await plainUser();
    const input = { ids: [gid("User", person.id)], restrictions: ["articleNewest" as const] };
    expect(codeOf(await client.gql(RESTRICT, { input }))).toBe("FORBIDDEN");
    const { client: adminClient } = await admin();
    const nobody = { ids: [gid("User", person.id), gid("User", 999_999_999)], restrictions: input.restrictions };
    expect(codeOf(await adminClient.gql(RESTRICT, { input: nobody }))).toBe("USER_NOT_FOUND");
    expect(codeOf(await adminClient.gql(RESTRICT, { input: { ids: [], restrictions: [] } }))).toBe("BAD_USER_INPUT");
    expect(await auditOf("User", person.id)).toHaveLength(0);
  });
});

describe("putUserFeatureFlags", () => {
  it("sets a person's flags, reads them back, and logs each change", async () => {
    const { client } = await admin();
    const { person } = await plainUser();
    const id = gid("User", person.id);
    const put = async (flags: ("communityWatch" | "fediverseBeta" | "readSpamStatus")[]) => {
      const result = await client.gql(PUT_FLAGS, { input: { ids: [id], flags } });
      expect(result.errors).toBeUndefined();
      return present(result.data).putUserFeatureFlags[0]?.oss.featureFlags.map((f) => f.type);
    };
    expect(await put(["communityWatch", "fediverseBeta"])).toEqual(["communityWatch", "fediverseBeta"]);
    expect(await put(["communityWatch", "fediverseBeta"])).toEqual(["communityWatch", "fediverseBeta"]);
    expect(await put(["readSpamStatus"])).toEqual(["readSpamStatus"]);
    const rows = await auditOf("User", person.id);
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ["putUserFeatureFlags", { featureFlags: [] }, { featureFlags: ["communityWatch", "fediverseBeta"] }],
      [
        "putUserFeatureFlags",
        { featureFlags: ["communityWatch", "fediverseBeta"] },
        { featureFlags: ["readSpamStatus"] },
      ],
    ]);
    const { client: userClient } = await plainUser();
    expect(codeOf(await userClient.gql(PUT_FLAGS, { input: { ids: [id], flags: [] } }))).toBe("FORBIDDEN");
    expect(await auditOf("User", person.id)).toHaveLength(2);
  });
});
