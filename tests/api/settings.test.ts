import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { READ_BOOKMARK_COOKIE } from "@/lib/cookies/names";
import { verifyPaymentPassword } from "@/server/auth/payment-password-hash";
import { emailChanges, emailOutbox, sessions, users, verificationCodes } from "@/server/db/schema";
import { searchUsersTable } from "@/server/db/search-tables";
import { Client, codeOf, createUser, db, latestCode, PASSWORD, present, signIn } from "../support/api";
import { FaultyD1 } from "../support/faults";
import { gid } from "../support/writing-fixtures";
import { graphql } from "./generated/gql";

// The account settings: changing the email (setEmail, then verifyEmail with the code mailed to
// the new address), the currency, the rest of updateUserInfo's fields, and the signed-in
// devices (our extension: User.sessions, revokeSession).

const SET_EMAIL = graphql(`
  mutation SettingsSetEmail($email: String!) {
    setEmail(input: { email: $email }) {
      id
      info {
        email
      }
      status {
        changeEmailTimesLeft
      }
    }
  }
`);

const VERIFY = graphql(`
  mutation SettingsVerifyEmail($email: String!, $code: String!) {
    verifyEmail(input: { email: $email, code: $code }) {
      auth
      user {
        id
        info {
          email
          emailVerified
        }
        status {
          changeEmailTimesLeft
        }
      }
    }
  }
`);

const ACCOUNT = graphql(`
  query SettingsAccount {
    viewer {
      id
      info {
        email
        userNameEditable
      }
      settings {
        language
        currency
      }
      status {
        changeEmailTimesLeft
        hasEmailLoginPassword
      }
    }
  }
`);

const SESSIONS = graphql(`
  query SettingsSessions {
    viewer {
      id
      sessions {
        id
        userAgent
        createdAt
        lastSeenAt
        current
      }
    }
  }
`);

const REVOKE = graphql(`
  mutation SettingsRevokeSession($id: ID!) {
    revokeSession(input: { id: $id })
  }
`);

const UPDATE = `mutation($input: UpdateUserInfoInput!) { updateUserInfo(input: $input) { id } }`;

const newAddress = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.com`;

async function signedInUser(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides);
  return { user, c: await signIn(user.email as string) };
}

const rowOf = async (id: number) => present((await db().select().from(users).where(eq(users.id, id)))[0]);

/** Asks for `email` and proves it with the mailed code. */
async function changeEmail(c: Client, email: string) {
  expect((await c.gql(SET_EMAIL, { email })).errors).toBeUndefined();
  return c.gql(VERIFY, { email, code: await latestCode(email) });
}

describe("changing the email", () => {
  it("mails a code to the new address and keeps the old one until the code comes back", async () => {
    const { user, c } = await signedInUser();
    const email = newAddress("new");
    const asked = await c.gql(SET_EMAIL, { email: `  ${email.toUpperCase()} ` });
    expect(asked.errors).toBeUndefined();
    expect(asked.data?.setEmail.info.email).toBe(user.email);
    expect(asked.data?.setEmail.status?.changeEmailTimesLeft).toBe(3);
    expect(await latestCode(email)).toMatch(/^\d{6}$/);

    const verified = await c.gql(VERIFY, { email, code: await latestCode(email) });
    expect(verified.errors).toBeUndefined();
    expect(verified.data?.verifyEmail.user?.info).toEqual({ email, emailVerified: true });
    expect(verified.data?.verifyEmail.user?.status?.changeEmailTimesLeft).toBe(2);
    expect((await rowOf(user.id)).email).toBe(email);
    // the same session goes on
    expect((await c.gql(ACCOUNT)).data?.viewer?.info.email).toBe(email);

    // the new address signs in, the old one no longer does, and the old one was told
    await expect(signIn(email)).resolves.toBeInstanceOf(Client);
    await expect(signIn(user.email as string)).rejects.toThrow(/USER_EMAIL_NOT_FOUND/);
    const [notice] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, user.email as string));
    expect(notice?.text).toContain(email);
  });

  it("allows three changes in a day, then ACTION_LIMIT_EXCEEDED, and counts them down", async () => {
    const { user, c } = await signedInUser();
    for (const left of [2, 1, 0]) {
      const done = await changeEmail(c, newAddress(`step${left}`));
      expect(done.data?.verifyEmail.user?.status?.changeEmailTimesLeft).toBe(left);
    }
    const before = (await rowOf(user.id)).email;
    expect(codeOf(await c.gql(SET_EMAIL, { email: newAddress("fourth") }))).toBe("ACTION_LIMIT_EXCEEDED");
    expect((await rowOf(user.id)).email).toBe(before);
    // within the day they still count; a day on, they no longer do
    const sameDay = c.at(Date.now() + 23 * 3_600_000);
    expect((await sameDay.gql(ACCOUNT)).data?.viewer?.status?.changeEmailTimesLeft).toBe(0);
    const later = c.at(Date.now() + 86_400_000 + 60_000);
    expect((await later.gql(ACCOUNT)).data?.viewer?.status?.changeEmailTimesLeft).toBe(3);
  });

  it("makes three changes, no more, when codes for six addresses are verified at once", async () => {
    const { user, c } = await signedInUser();
    const addresses = Array.from({ length: 6 }, (_, i) => newAddress(`race${i}`));
    const codes: string[] = [];
    for (const email of addresses) {
      expect((await c.gql(SET_EMAIL, { email })).errors).toBeUndefined();
      codes.push(await latestCode(email));
    }
    const results = await Promise.all(addresses.map((email, i) => c.gql(VERIFY, { email, code: codes[i] ?? "" })));
    const done = addresses.filter((_, i) => results[i]?.errors === undefined);
    expect(done).toHaveLength(3);
    expect(results.map(codeOf).filter((code) => code !== undefined)).toEqual(Array(3).fill("ACTION_LIMIT_EXCEEDED"));
    // the account has one of the addresses that went through, and none of the others
    expect(done).toContain((await rowOf(user.id)).email);
    expect((await db().select().from(emailChanges).where(eq(emailChanges.userId, user.id))).length).toBe(3);
    expect((await c.gql(ACCOUNT)).data?.viewer?.status?.changeEmailTimesLeft).toBe(0);
  });

  it("refuses an address another account has, a malformed one and the account's own", async () => {
    const other = await createUser();
    const { user, c } = await signedInUser();
    expect(codeOf(await c.gql(SET_EMAIL, { email: other.email as string }))).toBe("USER_EMAIL_EXISTS");
    expect(codeOf(await c.gql(SET_EMAIL, { email: "not-an-address" }))).toBe("USER_EMAIL_INVALID");
    expect(codeOf(await c.gql(SET_EMAIL, { email: user.email as string }))).toBe("BAD_USER_INPUT");
    expect((await rowOf(user.id)).email).toBe(user.email);
  });

  it("refuses a wrong code and keeps the address", async () => {
    const { user, c } = await signedInUser();
    const email = newAddress("wrong");
    await c.gql(SET_EMAIL, { email });
    const code = await latestCode(email);
    const wrong = code === "000000" ? "111111" : "000000";
    expect(codeOf(await c.gql(VERIFY, { email, code: wrong }))).toBe("CODE_INVALID");
    expect((await rowOf(user.id)).email).toBe(user.email);
    // a newer code retires the older one
    await c.gql(SET_EMAIL, { email });
    if (code !== (await latestCode(email))) {
      expect(codeOf(await c.gql(VERIFY, { email, code }))).toBe("CODE_INACTIVE");
    }
  });

  it("lets only the account that asked use the code: not a visitor, not another person", async () => {
    const { user, c } = await signedInUser();
    const email = newAddress("mine");
    await c.gql(SET_EMAIL, { email });
    const code = await latestCode(email);
    expect(codeOf(await new Client().gql(VERIFY, { email, code }))).toBe("USER_EMAIL_NOT_FOUND");
    const { user: stranger, c: theirs } = await signedInUser();
    expect(codeOf(await theirs.gql(VERIFY, { email, code }))).toBe("CODE_INVALID");
    expect((await rowOf(stranger.id)).email).toBe(stranger.email);
    expect((await rowOf(user.id)).email).toBe(user.email);
  });

  it("opens neither account with the code once someone signed up with the address before it came back", async () => {
    const { user, c } = await signedInUser();
    const email = newAddress("raced");
    await c.gql(SET_EMAIL, { email });
    const code = await latestCode(email);
    const newcomer = await createUser({ email });
    // the code was sent for the change, not for the newcomer's account: it opens neither
    const answer = await c.gql(VERIFY, { email, code });
    expect(codeOf(answer)).toBe("CODE_INVALID");
    // no cookie but the read bookmark every request on the primary hands back (read-replicas.test.ts)
    expect(answer.cookies.filter((c) => !c.startsWith(`${READ_BOOKMARK_COOKIE}=`))).toEqual([]);
    expect((await rowOf(user.id)).email).toBe(user.email);
    expect(await db().select().from(sessions).where(eq(sessions.userId, newcomer.id))).toEqual([]);
  });

  it("answers USER_EMAIL_EXISTS when another account takes the address between the check and the write", async () => {
    const { user, c } = await signedInUser();
    const email = newAddress("taken");
    await c.gql(SET_EMAIL, { email });
    const code = await latestCode(email);
    // verifyEmail finds no account with the address; then, just before its batch moves the
    // viewer to it, someone signs up with it: the users' unique email index refuses the move
    let newcomer: number | undefined;
    const race = new FaultyD1(env.DB, {
      match: (call) => call.kind === "batch" && call.sql.some((s) => /^update "users" set "email"/.test(s)),
      times: 0,
      meanwhile: async () => {
        newcomer = (await createUser({ email })).id;
      },
    });
    const answer = await c.withVars({ DB: race.binding }).gql(VERIFY, { email, code });
    expect(race.interleaved).toBe(true);
    expect(codeOf(answer)).toBe("USER_EMAIL_EXISTS");
    // the batch was undone whole: the viewer keeps the old address, no change is counted, and
    // the code is not spent (it can prove nothing now: the address is the newcomer's)
    expect((await rowOf(user.id)).email).toBe(user.email);
    expect(await db().select().from(emailChanges).where(eq(emailChanges.userId, user.id))).toEqual([]);
    const [row] = await db()
      .select({ state: verificationCodes.state })
      .from(verificationCodes)
      .where(eq(verificationCodes.email, email));
    expect(row?.state).toBe("active");
    expect((await rowOf(present(newcomer))).email).toBe(email);
  });
});

describe("setCurrency", () => {
  it("keeps the chosen currency", async () => {
    const { c } = await signedInUser();
    for (const currency of ["HKD", "TWD", "USD"] as const) {
      const result = await c.gql(`mutation($c: QuoteCurrency) { setCurrency(input: { currency: $c }) { id } }`, {
        c: currency,
      });
      expect(result.errors).toBeUndefined();
      expect((await c.gql(ACCOUNT)).data?.viewer?.settings.currency).toBe(currency);
    }
  });

  it("BAD_USER_INPUT without a currency, or one that is not offered", async () => {
    const { user, c } = await signedInUser({ currency: "HKD" });
    expect(codeOf(await c.gql(`mutation { setCurrency(input: {}) { id } }`))).toBe("BAD_USER_INPUT");
    expect(codeOf(await c.gql(`mutation { setCurrency(input: { currency: EUR }) { id } }`))).toBe("BAD_USER_INPUT");
    expect((await rowOf(user.id)).currency).toBe("HKD");
  });
});

describe("updateUserInfo's account fields", () => {
  it("sets a payment password of six digits once; a set one needs a code", async () => {
    const { user, c } = await signedInUser();
    expect(codeOf(await c.gql(UPDATE, { input: { paymentPassword: "12345" } }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await c.gql(UPDATE, { input: { paymentPassword: "abcdef" } }))).toBe("BAD_USER_INPUT");
    expect((await c.gql(UPDATE, { input: { paymentPassword: "246810" } })).errors).toBeUndefined();
    const hash = present((await rowOf(user.id)).paymentPasswordHash);
    expect((await verifyPaymentPassword(env, "246810", hash)).valid).toBe(true);
    expect(codeOf(await c.gql(UPDATE, { input: { paymentPassword: "135791" } }))).toBe("FORBIDDEN");
    expect((await rowOf(user.id)).paymentPasswordHash).toBe(hash);
  });

  it("sets it once when two settings are sent at once: the other is refused with the rest of its input", async () => {
    const { user, c } = await signedInUser();
    const tries = ["111111", "222222"].map((password) => ({
      password,
      name: `Racer ${Math.random().toString(36).slice(2, 10).replace(/\d/g, "x")}`,
    }));
    const results = await Promise.all(
      tries.map(({ password, name }) => c.gql(UPDATE, { input: { paymentPassword: password, displayName: name } })),
    );
    expect(results.map((r) => codeOf(r) ?? "set").sort()).toEqual(["FORBIDDEN", "set"]);
    const kept = present(tries[results.findIndex((r) => !r.errors)]);
    const refused = present(tries[results.findIndex((r) => r.errors)]);
    const row = await rowOf(user.id);
    expect(row.displayName).toBe(kept.name);
    expect((await verifyPaymentPassword(env, kept.password, present(row.paymentPasswordHash))).valid).toBe(true);
    // the search index names the account by the name it kept, never by the refused one
    const indexedAs = async (name: string) =>
      (
        await db()
          .select({ rowid: searchUsersTable.rowid })
          .from(searchUsersTable)
          .where(sql`search_users match ${`display_name:${name.split(" ")[1]}`}`)
      ).map((r) => r.rowid);
    expect(await indexedAs(kept.name)).toEqual([user.id]);
    expect(await indexedAs(refused.name)).toEqual([]);
  });

  it("keeps a payment pointer, refuses a malformed one, and removes it when empty", async () => {
    const { user, c } = await signedInUser();
    expect((await c.gql(UPDATE, { input: { paymentPointer: " $wallet.example.com/alice " } })).errors).toBeUndefined();
    expect((await rowOf(user.id)).paymentPointer).toBe("$wallet.example.com/alice");
    // public: Web Monetization reads it from the person's pages
    const read = await new Client().gql(
      `query($id: ID!) { node(input: { id: $id }) { ... on User { paymentPointer } } }`,
      {
        id: gid("User", user.id),
      },
    );
    expect(read.data).toEqual({ node: { paymentPointer: "$wallet.example.com/alice" } });
    for (const bad of ["wallet.example.com/alice", "$", "$no_dots", "$wallet.example.com/<script>"]) {
      expect(codeOf(await c.gql(UPDATE, { input: { paymentPointer: bad } })), bad).toBe("BAD_USER_INPUT");
    }
    expect((await rowOf(user.id)).paymentPointer).toBe("$wallet.example.com/alice");
    expect((await c.gql(UPDATE, { input: { paymentPointer: "" } })).errors).toBeUndefined();
    expect((await rowOf(user.id)).paymentPointer).toBeNull();
  });

  it("takes a referral code only while the account has none", async () => {
    const { user, c } = await signedInUser();
    expect(codeOf(await c.gql(UPDATE, { input: { referralCode: "has spaces!" } }))).toBe("BAD_USER_INPUT");
    expect((await c.gql(UPDATE, { input: { referralCode: "friend2026" } })).errors).toBeUndefined();
    expect((await rowOf(user.id)).referralCode).toBe("friend2026");
    expect(codeOf(await c.gql(UPDATE, { input: { referralCode: "another" } }))).toBe("FORBIDDEN");
    expect((await rowOf(user.id)).referralCode).toBe("friend2026");
  });

  it("tells whether the user name may be changed: not while the account is inactive", async () => {
    const { c } = await signedInUser();
    expect((await c.gql(ACCOUNT)).data?.viewer?.info.userNameEditable).toBe(true);
    const { c: banned } = await signedInUser({ state: "banned" });
    expect((await banned.gql(ACCOUNT)).data?.viewer?.info.userNameEditable).toBe(false);
  });
});

describe("signed-in devices", () => {
  async function twoDevices() {
    const { user, c } = await signedInUser();
    const other = new Client();
    const login = await other.request({
      method: "POST",
      headers: {
        "content-type": "application/json",
        "apollo-require-preflight": "true",
        "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1",
      },
      body: JSON.stringify({
        query: `mutation($input: EmailLoginInput!) { emailLogin(input: $input) { auth } }`,
        variables: { input: { email: user.email, passwordOrCode: PASSWORD } },
      }),
    });
    expect(login.errors).toBeUndefined();
    return { user, c, other };
  }

  it("lists the account's live sessions, this one marked", async () => {
    const { c, other } = await twoDevices();
    const listed = present((await c.gql(SESSIONS)).data?.viewer?.sessions);
    expect(listed).toHaveLength(2);
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    expect(listed.find((s) => !s.current)?.userAgent).toContain("iPhone");
    const theirs = present((await other.gql(SESSIONS)).data?.viewer?.sessions);
    expect(theirs.find((s) => s.current)?.id).toBe(listed.find((s) => !s.current)?.id);
  });

  it("ends another device's session at once: its next request is refused", async () => {
    const { c, other } = await twoDevices();
    const listed = present((await c.gql(SESSIONS)).data?.viewer?.sessions);
    const id = present(listed.find((s) => !s.current)?.id);
    const revoked = await c.gql(REVOKE, { id });
    expect(revoked.data).toEqual({ revokeSession: true });
    const refused = await other.gql(`{ viewer { id } }`);
    expect(codeOf(refused)).toBe("TOKEN_INVALID");
    // this device stays signed in, and the ended one is no longer listed
    expect(present((await c.gql(SESSIONS)).data?.viewer?.sessions).map((s) => s.id)).not.toContain(id);
    expect(codeOf(await c.gql(REVOKE, { id }))).toBe("ENTITY_NOT_FOUND");
  });

  it("logs this device out when it ends its own session", async () => {
    const { c } = await twoDevices();
    const listed = present((await c.gql(SESSIONS)).data?.viewer?.sessions);
    const result = await c.gql(REVOKE, { id: present(listed.find((s) => s.current)?.id) });
    expect(result.data).toEqual({ revokeSession: true });
    expect(result.cookies.some((cookie) => /^__access_token=;/.test(cookie))).toBe(true);
    expect((await c.gql(`{ viewer { id } }`)).data).toEqual({ viewer: { id: "" } });
  });

  it("keeps one person's sessions from everyone else, admins too", async () => {
    const { user, other } = await twoDevices();
    const { c: stranger } = await signedInUser();
    const { c: admin } = await signedInUser({ role: "admin" });
    const query = `query($n: String) { user(input: { userName: $n }) { sessions { id } } }`;
    for (const c of [stranger, admin]) {
      expect(codeOf(await c.gql(query, { n: user.userName }))).toBe("FORBIDDEN");
    }
    expect(codeOf(await new Client().gql(query, { n: user.userName }))).toBe("UNAUTHENTICATED");
    // naming someone's session to end it finds nothing, and it goes on
    const theirId = present((await other.gql(SESSIONS)).data?.viewer?.sessions.find((s) => s.current)?.id);
    expect(codeOf(await stranger.gql(REVOKE, { id: theirId }))).toBe("ENTITY_NOT_FOUND");
    expect((await other.gql(`{ viewer { id } }`)).data?.viewer).toEqual({ id: btoa(`User:${user.id}`) });
  });

  it("refuses an id that names no session", async () => {
    const { c } = await signedInUser();
    for (const id of ["garbage!", btoa("User:1"), btoa("UserSession:x")]) {
      expect(codeOf(await c.gql(REVOKE, { id })), id).toBe("BAD_USER_INPUT");
    }
  });

  it("lets an inactive account end its other sessions", async () => {
    const { user, c } = await signedInUser({ state: "frozen" });
    const other = await signIn(user.email as string);
    const id = present((await other.gql(SESSIONS)).data?.viewer?.sessions.find((s) => s.current)?.id);
    expect((await c.gql(REVOKE, { id })).data).toEqual({ revokeSession: true });
    expect(codeOf(await other.gql(`{ viewer { id } }`))).toBe("TOKEN_INVALID");
  });

  it("moves a session's last-seen time on as the device is used, at most every five minutes", async () => {
    const { user, c } = await signedInUser();
    const seen = async () =>
      (await db().select().from(sessions).where(eq(sessions.userId, user.id)))[0]?.lastSeenAt ?? 0;
    const first = await seen();
    const soon = first + 60_000;
    await c.at(soon).gql(`{ viewer { id } }`);
    expect(await seen()).toBe(first);
    const later = first + 6 * 60_000;
    await c.at(later).gql(`{ viewer { id } }`);
    expect(await seen()).toBe(later);
  });
});
