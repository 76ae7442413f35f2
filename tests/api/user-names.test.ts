import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userNameSkeleton } from "@/lib/text/user-name";
import { users } from "@/server/db/schema";
import { searchUsersTable } from "@/server/db/search-tables";
import { Client, codeOf, createUser, db, latestCode, present } from "../support/api";
import { freshIp, writer } from "../support/writing-fixtures";

// User names that read as another's (Unicode TS #39's confusables: "aIice" with a capital i
// beside "alice", "g00gle" beside "google", "rnark" beside "mark") are refused with NAME_EXISTS
// wherever a name is chosen or given: setUserName, updateUserInfo, and the names sign-ups make.
// The skeleton each account's name holds (users.user_name_skeleton, written by migration
// 0027's triggers) is unique, so two people asking at once cannot both have look-alikes.

const SET_NAME = `mutation($userName: String!) { setUserName(input: { userName: $userName }) { id userName } }`;
const UPDATE = `mutation($input: UpdateUserInfoInput!) { updateUserInfo(input: $input) { id userName } }`;

/** A name no other test of this file uses, with a tail that keeps it apart from the others. */
let seq = 0;
const fresh = (stem: string) => {
  seq += 1;
  return `${stem}_${seq}x${Math.floor(Math.random() * 1e5)}`.slice(0, 20);
};

const nameOf = async (id: number) =>
  present((await db().select({ userName: users.userName }).from(users).where(eq(users.id, id)))[0]).userName;

describe("names that read as another's", () => {
  it.each([
    ["alice", (n: string) => n.replace("alice", "aIice")],
    ["alice", (n: string) => n.replace("alice", "AIice")],
    ["google", (n: string) => n.replace("google", "g00gle")],
    ["paypal", (n: string) => n.replace("paypal", "paypa1")],
    ["mark", (n: string) => n.replace("mark", "rnark")],
    ["bill", (n: string) => n.replace("bill", "BiII")],
  ])("refuses a look-alike of %s with NAME_EXISTS, and writes nothing", async (stem, lookalike) => {
    const holder = fresh(stem);
    await createUser({ userName: holder });
    const { user, client } = await writer();
    const wanted = lookalike(holder);
    expect(wanted).not.toBe(holder);

    expect(codeOf(await client.gql(SET_NAME, { userName: wanted }))).toBe("NAME_EXISTS");
    expect(codeOf(await client.gql(UPDATE, { input: { userName: wanted, displayName: "Someone Else" } }))).toBe(
      "NAME_EXISTS",
    );
    const row = present((await db().select().from(users).where(eq(users.id, user.id)))[0]);
    expect([row.userName, row.displayName, row.userNameSkeleton]).toEqual([
      user.userName,
      user.displayName,
      userNameSkeleton(user.userName as string),
    ]);
  });

  it("lets an account take a look-alike of its own name, and frees the old one's skeleton", async () => {
    const { user, client } = await writer({ userName: fresh("alice") });
    const own = user.userName as string;
    const result = await client.gql(SET_NAME, { userName: own.replace("alice", "aIice") });
    expect(result.errors).toBeUndefined();
    // a new name entirely: another person may now take one that reads as the first
    const renamed = await client.gql(SET_NAME, { userName: fresh("carol") });
    expect(renamed.errors).toBeUndefined();
    const { client: other } = await writer();
    expect((await other.gql(SET_NAME, { userName: own })).errors).toBeUndefined();
  });

  it("keeps the skeleton with every name written, by any path (the triggers), as lib/text computes it", async () => {
    const names = ["Mallory_1", "O0o_Il1", "rn_m_M", "Zed_9", "aIice_I0"];
    const made = [];
    for (const name of names) made.push(await createUser({ userName: name }));
    const rows = await db()
      .select({ userName: users.userName, skeleton: users.userNameSkeleton })
      .from(users)
      .where(
        inArray(
          users.id,
          made.map((u) => u.id),
        ),
      );
    expect(rows.map((r) => [r.userName, r.skeleton]).sort()).toEqual(names.map((n) => [n, userNameSkeleton(n)]).sort());
    // a name changed straight in the database follows too
    await db()
      .update(users)
      .set({ userName: "Renamed_O1" })
      .where(eq(users.id, present(made[0]).id));
    const [row] = await db()
      .select({ skeleton: users.userNameSkeleton })
      .from(users)
      .where(eq(users.id, present(made[0]).id));
    expect(row?.skeleton).toBe(userNameSkeleton("Renamed_O1"));
    expect(row?.skeleton).toBe("renarned_ol");
  });

  it("lets one of two people asking at once for look-alikes have theirs; the other gets NAME_EXISTS", async () => {
    for (let round = 0; round < 3; round++) {
      const name = fresh("paypal");
      const [a, b] = await Promise.all([writer(), writer()]);
      const answers = await Promise.all([
        a.client.gql(SET_NAME, { userName: name }),
        b.client.gql(UPDATE, { input: { userName: name.replace("paypal", "paypa1"), description: "Race" } }),
      ]);
      expect(answers.map(codeOf).sort()).toEqual(["NAME_EXISTS", undefined]);
      const holders = await db()
        .select({ id: users.id, description: users.description })
        .from(users)
        .where(eq(users.userNameSkeleton, userNameSkeleton(name)));
      expect(holders).toHaveLength(1);
      const winner = codeOf(answers[0] as never) === undefined ? a.user : b.user;
      expect(holders[0]?.id).toBe(winner.id);
      // the loser's batch was undone whole: its description too
      const loser = winner === a.user ? b.user : a.user;
      expect(await nameOf(loser.id)).toBe(loser.userName);
      const [loserRow] = await db().select().from(users).where(eq(users.id, loser.id));
      expect(loserRow?.description).toBe(loser.description);
    }
  });
});

describe("names sign-ups make", () => {
  /** Signs up `email` by a mailed code; answers the new account's name. */
  async function signUp(email: string) {
    const c = new Client(freshIp());
    const sent = await c.gql(
      `mutation($email: String!) { sendVerificationCode(input: { email: $email, type: register }) }`,
      {
        email,
      },
    );
    expect(sent.errors).toBeUndefined();
    const code = await latestCode(email);
    const result = await c.gql<{ emailLogin: { type: string; user: { userName: string } } }>(
      `mutation($input: EmailLoginInput!) { emailLogin(input: $input) { type user { userName } } }`,
      { input: { email, passwordOrCode: code } },
    );
    return result;
  }

  it("gives a sign-up whose mailbox reads as someone's name another name", async () => {
    // addresses are lower-cased, so a mailbox's look-alikes are of digits and letters: 1 for l
    const holder = fresh("paypal");
    await createUser({ userName: holder });
    const mailbox = holder.replace("paypal", "paypa1");
    const result = await signUp(`${mailbox}@example.com`);
    expect(result.errors).toBeUndefined();
    const name = present(result.data).emailLogin.user.userName;
    expect(userNameSkeleton(name)).not.toBe(userNameSkeleton(holder));
    expect(name.startsWith(mailbox.slice(0, 14))).toBe(true);
  });

  it("gives two sign-ups at once from look-alike mailboxes two names that do not read alike", async () => {
    for (let round = 0; round < 3; round++) {
      const stem = fresh("mark").slice(0, 14);
      const emails = [`${stem}@example.com`, `${stem.replace("mark", "rnark")}@example.org`];
      const results = await Promise.all(emails.map(signUp));
      for (const r of results) expect(r.errors).toBeUndefined();
      const names = results.map((r) => present(r.data).emailLogin.user.userName);
      expect(new Set(names.map(userNameSkeleton)).size).toBe(2);
      // each account whole: its search entry holds its own name
      const rows = await db()
        .select({ id: users.id, userName: users.userName })
        .from(users)
        .where(inArray(users.email, emails));
      expect(rows.map((r) => r.userName).sort()).toEqual([...names].sort());
      const indexed = await db()
        .select({ rowid: searchUsersTable.rowid })
        .from(searchUsersTable)
        .where(
          inArray(
            searchUsersTable.rowid,
            rows.map((r) => r.id),
          ),
        );
      expect(indexed).toHaveLength(2);
    }
  });
});
