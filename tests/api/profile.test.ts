import { describe, expect, it } from "vitest";
import { assets } from "@/server/db/schema";
import { Client, codeOf, createUser, db, type GqlResult, PASSWORD, signIn } from "../support/api";

// Profile edits (updateUserInfo, setUserName) and who may read which part of a profile.

let ipSeq = 0;
const client = () => {
  ipSeq += 1;
  return new Client(`10.2.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`);
};

let nameSeq = 0;
/** A valid user name no one has yet. */
const freshName = (prefix = "name") => {
  nameSeq += 1;
  return `${prefix}${nameSeq}_${Math.floor(Math.random() * 1e5)}`;
};

async function signedIn(email: string) {
  const c = client();
  const result = await c.gql(`mutation($input: EmailLoginInput!) { emailLogin(input: $input) { auth } }`, {
    input: { email, passwordOrCode: PASSWORD },
  });
  expect(result.errors).toBeUndefined();
  return c;
}

/** A new user and a client signed in as them. */
async function newSignedInUser(overrides: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(overrides);
  return { user, c: await signedIn(user.email as string) };
}

type Profile = {
  userName: string | null;
  displayName: string | null;
  avatar: string | null;
  info: { description: string | null };
  settings: { language: string };
};

const FIELDS = "userName displayName avatar info { description } settings { language }";
const UPDATE = `mutation($input: UpdateUserInfoInput!) { updateUserInfo(input: $input) { id ${FIELDS} } }`;
const SET_NAME = `mutation($input: SetUserNameInput!) { setUserName(input: $input) { id ${FIELDS} } }`;

const update = (c: Client, input: Record<string, unknown>) =>
  c.gql<{ updateUserInfo: Profile & { id: string } }>(UPDATE, { input });
const setName = (c: Client, userName: string) =>
  c.gql<{ setUserName: Profile & { id: string } }>(SET_NAME, { input: { userName } });

async function ownProfile(c: Client) {
  const result = await c.gql<{ viewer: Profile }>(`{ viewer { ${FIELDS} } }`);
  expect(result.errors).toBeUndefined();
  return result.data?.viewer;
}

/** The profile as anyone sees it, found by name. */
async function publicProfile(userName: string) {
  const result = await client().gql<{
    user: {
      id: string;
      userName: string | null;
      displayName: string | null;
      info: { description: string | null };
    } | null;
  }>(`query($n: String) { user(input: { userName: $n }) { id userName displayName info { description } } }`, {
    n: userName,
  });
  expect(result.errors).toBeUndefined();
  return result.data?.user ?? null;
}

const cookieNamed = (result: GqlResult, name: string) => result.cookies.find((c) => c.startsWith(`${name}=`));

describe("updateUserInfo", () => {
  it("changes the name, display name, description and language, and everyone sees them", async () => {
    const { user, c } = await newSignedInUser();
    const userName = freshName("New_Name");
    const result = await update(c, {
      userName,
      displayName: "Jane Reader",
      description: "Reads in the margins.",
      language: "zh_hans",
    });
    expect(result.errors).toBeUndefined();
    const expected = {
      userName,
      displayName: "Jane Reader",
      avatar: null,
      info: { description: "Reads in the margins." },
      settings: { language: "zh_hans" },
    };
    expect(result.data?.updateUserInfo).toEqual({ id: btoa(`User:${user.id}`), ...expected });
    expect(await ownProfile(c)).toEqual(expected);
    expect(await publicProfile(userName)).toEqual({
      id: btoa(`User:${user.id}`),
      userName,
      displayName: "Jane Reader",
      info: { description: "Reads in the margins." },
    });
    // the old name no longer leads to the user
    expect(await publicProfile(user.userName as string)).toBeNull();
  });

  it("stores the language in the language cookie too", async () => {
    const { c } = await newSignedInUser({ language: "en" });
    const result = await update(c, { language: "zh_hant" });
    expect(result.errors).toBeUndefined();
    expect(cookieNamed(result, "__language")?.split(";")[0]).toBe("__language=zh_hant");
    expect((await ownProfile(c))?.settings.language).toBe("zh_hant");
  });

  it("sets no language cookie when the language is not changed", async () => {
    const { c } = await newSignedInUser();
    const result = await update(c, { displayName: "Only Display" });
    expect(result.errors).toBeUndefined();
    expect(cookieNamed(result, "__language")).toBeUndefined();
  });

  it("collapses and trims whitespace in the display name", async () => {
    const { c } = await newSignedInUser();
    const result = await update(c, { displayName: "  Jane \t  Doe  " });
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateUserInfo.displayName).toBe("Jane Doe");
  });

  it("counts characters, not bytes: twenty CJK characters are a valid display name", async () => {
    const { c } = await newSignedInUser();
    const result = await update(c, { displayName: "中".repeat(20) });
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateUserInfo.displayName).toBe("中".repeat(20));
  });

  it("uses an avatar the user uploaded", async () => {
    const { user, c } = await newSignedInUser();
    const [asset] = await db()
      .insert(assets)
      .values({ uuid: crypto.randomUUID(), authorId: user.id, type: "avatar", path: `avatars/${user.id}.png` })
      .returning();
    const result = await update(c, { avatar: btoa(`Asset:${asset?.id}`) });
    expect(result.errors).toBeUndefined();
    // served through the image route, as readers reach it
    expect(result.data?.updateUserInfo.avatar).toBe(`/assets/avatars/${user.id}.png`);
  });

  describe("refuses bad input", () => {
    it.each(["ab", "has space", "x".repeat(21), "admin", "Admin", "中文名", "@handle", ""])(
      "NAME_INVALID for the user name %j",
      async (userName) => {
        const { user, c } = await newSignedInUser();
        expect(codeOf(await update(c, { userName }))).toBe("NAME_INVALID");
        expect(codeOf(await setName(c, userName))).toBe("NAME_INVALID");
        expect((await ownProfile(c))?.userName).toBe(user.userName);
      },
    );

    it("NAME_EXISTS for another user's name, in any case", async () => {
      const other = await createUser({ userName: freshName("Taken") });
      const { user, c } = await newSignedInUser();
      const name = other.userName as string;
      for (const attempt of [name, name.toLowerCase(), name.toUpperCase()]) {
        expect(codeOf(await update(c, { userName: attempt }))).toBe("NAME_EXISTS");
        expect(codeOf(await setName(c, attempt))).toBe("NAME_EXISTS");
      }
      expect((await ownProfile(c))?.userName).toBe(user.userName);
    });

    it("lets a user change the case of their own name", async () => {
      const { user, c } = await newSignedInUser();
      const upper = (user.userName as string).toUpperCase();
      const result = await setName(c, upper);
      expect(result.errors).toBeUndefined();
      expect(result.data?.setUserName.userName).toBe(upper);
    });

    it.each([
      ["one character", "a"],
      ["21 characters", "x".repeat(21)],
      ["only spaces", "    "],
      ["a control character", "ab\u0007cd"],
      ["a NUL", "ab\u0000cd"],
      ["a right-to-left override", "ab\u202Ecd"],
      ["a zero-width space", "ab\u200Bcd"],
    ])("DISPLAYNAME_INVALID for %s", async (_label, displayName) => {
      const { user, c } = await newSignedInUser();
      expect(codeOf(await update(c, { displayName }))).toBe("DISPLAYNAME_INVALID");
      expect((await ownProfile(c))?.displayName).toBe(user.displayName);
    });

    it("BAD_USER_INPUT for a description over 200 characters", async () => {
      const { c } = await newSignedInUser();
      expect(codeOf(await update(c, { description: "x".repeat(201) }))).toBe("BAD_USER_INPUT");
      expect((await update(c, { description: "x".repeat(200) })).errors).toBeUndefined();
    });

    it("ASSET_NOT_FOUND for an avatar that is missing, someone else's or not an avatar", async () => {
      const { user, c } = await newSignedInUser();
      const other = await createUser();
      const [theirs] = await db()
        .insert(assets)
        .values({ uuid: crypto.randomUUID(), authorId: other.id, type: "avatar", path: "avatars/theirs.png" })
        .returning();
      const [cover] = await db()
        .insert(assets)
        .values({ uuid: crypto.randomUUID(), authorId: user.id, type: "cover", path: "covers/mine.png" })
        .returning();
      for (const avatar of [
        btoa("Asset:999999"),
        btoa(`Asset:${theirs?.id}`),
        btoa(`Asset:${cover?.id}`),
        btoa(`User:${user.id}`),
      ]) {
        expect(codeOf(await update(c, { avatar })), avatar).toBe("ASSET_NOT_FOUND");
      }
      expect((await ownProfile(c))?.avatar).toBeNull();
    });

    it("BAD_USER_INPUT for a garbage avatar id", async () => {
      const { c } = await newSignedInUser();
      expect(codeOf(await update(c, { avatar: "garbage" }))).toBe("BAD_USER_INPUT");
    });
  });

  describe("writes nothing when any field is bad", () => {
    it.each([
      ["a bad user name", { displayName: "Fine Name", description: "fine", userName: "ab" }, "NAME_INVALID"],
      [
        "a bad display name",
        { userName: "fine_name_kept", description: "fine", displayName: "a" },
        "DISPLAYNAME_INVALID",
      ],
      ["a too-long description", { displayName: "Fine Name", description: "x".repeat(201) }, "BAD_USER_INPUT"],
      [
        "a missing avatar",
        { displayName: "Fine Name", language: "zh_hans", avatar: btoa("Asset:999999") },
        "ASSET_NOT_FOUND",
      ],
    ] as const)("with %s", async (_label, input, code) => {
      const { c } = await newSignedInUser({ language: "en", description: "before" });
      const before = await ownProfile(c);
      const result = await update(c, { ...input });
      expect(codeOf(result)).toBe(code);
      expect(cookieNamed(result, "__language")).toBeUndefined();
      expect(await ownProfile(c)).toEqual(before);
    });
  });

  describe("who may edit", () => {
    it("asks a visitor to log in", async () => {
      expect(codeOf(await update(client(), { displayName: "Visitor" }))).toBe("UNAUTHENTICATED");
      expect(codeOf(await setName(client(), freshName()))).toBe("UNAUTHENTICATED");
    });

    it.each(["banned", "frozen", "archived"] as const)(
      "keeps a %s user from publishing profile changes",
      async (state) => {
        const { user, c } = await newSignedInUser({ state, language: "en" });
        expect(codeOf(await update(c, { displayName: "Changed Name" }))).toBe("FORBIDDEN_BY_STATE");
        expect(codeOf(await update(c, { description: "changed" }))).toBe("FORBIDDEN_BY_STATE");
        expect(codeOf(await update(c, { userName: freshName() }))).toBe("FORBIDDEN_BY_STATE");
        expect(codeOf(await setName(c, freshName()))).toBe("FORBIDDEN_BY_STATE");
        expect(codeOf(await update(c, { displayName: "Changed Name", language: "zh_hans" }))).toBe(
          "FORBIDDEN_BY_STATE",
        );

        const after = await ownProfile(c);
        expect(after?.displayName).toBe(user.displayName);
        expect(after?.settings.language).toBe("en");
      },
    );

    it.each(["banned", "frozen", "archived"] as const)("lets a %s user change only the language", async (state) => {
      const { c } = await newSignedInUser({ state, language: "en" });
      const result = await update(c, { language: "zh_hans" });
      expect(result.errors).toBeUndefined();
      expect(result.data?.updateUserInfo.settings.language).toBe("zh_hans");
      expect((await ownProfile(c))?.settings.language).toBe("zh_hans");
    });
  });
});

describe("setUserName", () => {
  it("changes the name, and the profile is found by it", async () => {
    const { user, c } = await newSignedInUser();
    const userName = freshName("renamed");
    const result = await setName(c, userName);
    expect(result.errors).toBeUndefined();
    expect(result.data?.setUserName.userName).toBe(userName);
    expect((await ownProfile(c))?.userName).toBe(userName);
    expect((await publicProfile(userName))?.id).toBe(btoa(`User:${user.id}`));
  });

  it("trims spaces around the name", async () => {
    const { c } = await newSignedInUser();
    const userName = freshName("trimmed");
    const result = await setName(c, `  ${userName} `);
    expect(result.errors).toBeUndefined();
    expect(result.data?.setUserName.userName).toBe(userName);
  });
});

describe("privacy of user fields", () => {
  const EMAIL = `query($n: String) { user(input: { userName: $n }) { userName info { email } } }`;
  const SETTINGS = `query($n: String) { user(input: { userName: $n }) { userName settings { language } } }`;

  it("keeps a user's email from other signed-in users", async () => {
    const owner = await createUser();
    const { c } = await newSignedInUser();
    const result = await c.gql<{ user: { info: { email: string | null } } | null }>(EMAIL, { n: owner.userName });
    expect(codeOf(result)).toBe("FORBIDDEN");
    expect(result.data?.user?.info.email ?? null).toBeNull();
    expect(JSON.stringify(result)).not.toContain(owner.email as string);
  });

  it("keeps a user's settings from other signed-in users", async () => {
    const owner = await createUser();
    const { c } = await newSignedInUser();
    const result = await c.gql(SETTINGS, { n: owner.userName });
    expect(codeOf(result)).toBe("FORBIDDEN");
    expect(JSON.stringify(result.data ?? null)).not.toContain("language");
  });

  it("asks a visitor to log in", async () => {
    const owner = await createUser();
    const email = await client().gql(EMAIL, { n: owner.userName });
    expect(codeOf(email)).toBe("UNAUTHENTICATED");
    expect(JSON.stringify(email)).not.toContain(owner.email as string);
    expect(codeOf(await client().gql(SETTINGS, { n: owner.userName }))).toBe("UNAUTHENTICATED");
  });

  it("shows users their own email and settings", async () => {
    const { user, c } = await newSignedInUser({ language: "zh_hant" });
    const email = await c.gql(EMAIL, { n: user.userName });
    expect(email.errors).toBeUndefined();
    expect(email.data).toEqual({ user: { userName: user.userName, info: { email: user.email } } });
    const settings = await c.gql(SETTINGS, { n: user.userName });
    expect(settings.errors).toBeUndefined();
    expect(settings.data).toEqual({ user: { userName: user.userName, settings: { language: "zh_hant" } } });
  });

  it("still shows the public parts of the profile next to a refused field", async () => {
    const owner = await createUser({ displayName: "Public Person" });
    const result = await client().gql<{ user: { displayName: string; info: { email: string | null } } | null }>(
      `query($n: String) { user(input: { userName: $n }) { displayName info { email } } }`,
      { n: owner.userName },
    );
    expect(result.data?.user?.displayName).toBe("Public Person");
    expect(result.data?.user?.info.email ?? null).toBeNull();
  });
});

describe("user(input: { userName })", () => {
  it.each(["@", "~", "～"])("ignores a leading %s", async (prefix) => {
    const owner = await createUser();
    const found = await publicProfile(`${prefix}${owner.userName}`);
    expect(found?.id).toBe(btoa(`User:${owner.id}`));
    expect(found?.userName).toBe(owner.userName);
  });

  it("answers null for an unknown user", async () => {
    expect(await publicProfile("no_such_user_here")).toBeNull();
    expect(await publicProfile("@no_such_user_here")).toBeNull();
  });
});

describe("cached pages", () => {
  it("marks pages that showed the user stale when the profile changes", async () => {
    const { env } = await import("cloudflare:workers");
    const { handleGraphQL, PREFLIGHT_HEADER } = await import("@/server/api/handler");
    const user = await createUser();
    const client = await signIn(user.email as string);
    const purged: string[] = [];
    const response = await handleGraphQL(
      new Request("http://127.0.0.1:8787/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", [PREFLIGHT_HEADER]: "true", cookie: client.cookieHeader },
        body: JSON.stringify({
          query: `mutation { updateUserInfo(input: { displayName: "Fresh Name" }) { displayName } }`,
        }),
      }),
      env,
      { purge: (tags) => purged.push(...tags) },
    );
    expect(await response.json()).toEqual({ data: { updateUserInfo: { displayName: "Fresh Name" } } });
    // the person wherever they show, and search, which may now find them by the new name
    expect(purged).toEqual([`user:${user.id}`, "search"]);
  });
});
