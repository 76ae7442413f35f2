import { hashPassword } from "../../../server/auth/password.ts";
import type * as s from "../../../server/db/schema/index.ts";
import { BASE_TIME, DAY, DEMO_PASSWORD, DEMO_PAYERS, DEMO_PAYMENT_PASSWORD } from "../config.ts";
import type { SeedContext } from "../context.ts";
import { AVATAR_PATHS, COVER_PATHS } from "../images.ts";
import type { UserRow } from "../rows.ts";
import type { Lang } from "../text/bank.ts";
import { BANKS } from "../text/banks.ts";
import { PEOPLE, type Person } from "../text/people.ts";

export type SeededUsers = {
  all: UserRow[];
  alice: UserRow;
  bob: UserRow;
  admins: UserRow[];
  /** users in state active: the ones who write, comment and follow */
  active: UserRow[];
};

type Account = Person & {
  email: string;
  role: UserRow["role"];
  state: UserRow["state"];
  /** demo accounts hash with their own salt; everyone else shares one hash */
  ownSalt: boolean;
  daysOld: number;
};

const DEMO_ACCOUNTS: readonly Account[] = [
  {
    userName: "alice",
    displayName: "Alice Chen",
    language: "en",
    email: "alice@example.com",
    role: "user",
    state: "active",
    ownSalt: true,
    daysOld: 400,
  },
  {
    userName: "bob",
    displayName: "Bob Lin",
    language: "zh_hant",
    email: "bob@example.com",
    role: "user",
    state: "active",
    ownSalt: true,
    daysOld: 390,
  },
  {
    userName: "editor",
    displayName: "Margins Editors",
    language: "en",
    email: "editor@example.com",
    role: "admin",
    state: "active",
    ownSalt: true,
    daysOld: 420,
  },
  {
    userName: "curator",
    displayName: "Margins 編輯室",
    language: "zh_hant",
    email: "curator@example.com",
    role: "admin",
    state: "active",
    ownSalt: true,
    daysOld: 420,
  },
];

const SPECIAL_STATES: Readonly<Record<string, UserRow["state"]>> = {
  ethanbrooks: "banned",
  guo_zixuan: "frozen",
  poyu_chou: "archived",
};

const BADGES: readonly (readonly (typeof s.BADGE_TYPES)[number][])[] = [
  ["architect"],
  ["seed"],
  ["nomad1"],
  ["golden_motor"],
  ["architect", "seed"],
];

const CURRENCY: Readonly<Record<Lang, UserRow["currency"]>> = {
  en: "USD",
  zh_hant: "HKD",
  zh_hans: "USD",
};

export async function generateUsers(ctx: SeedContext): Promise<SeededUsers> {
  const rng = ctx.rng.fork("users");
  const accounts: Account[] = [
    ...DEMO_ACCOUNTS,
    ...PEOPLE.map((person, i) => ({
      ...person,
      email: `user${i + 1}@example.com`,
      role: "user" as const,
      state: SPECIAL_STATES[person.userName] ?? ("active" as const),
      ownSalt: false,
      daysOld: rng.int(190, 380),
    })),
  ];
  // PBKDF2 is slow on purpose: hash the shared password once.
  const sharedHash = await hashPassword(DEMO_PASSWORD, rng.bytes(16));

  const all: UserRow[] = [];
  for (const [i, account] of accounts.entries()) {
    const id = i + 1;
    const createdAt = BASE_TIME - account.daysOld * DAY + rng.int(0, DAY);
    const isDemo = account.ownSalt;
    const avatar = isDemo || rng.chance(0.9) ? AVATAR_PATHS[i % AVATAR_PATHS.length] : undefined;
    const profileCover = isDemo || rng.chance(0.4) ? rng.pick(COVER_PATHS) : undefined;
    if (avatar) ctx.addAsset(id, "avatar", avatar, createdAt);
    if (profileCover) ctx.addAsset(id, "profileCover", profileCover, createdAt);
    const hasLiker = isDemo || rng.chance(0.5);
    all.push({
      id,
      userName: account.userName,
      displayName: account.displayName,
      description: isDemo || rng.chance(0.85) ? rng.pick(BANKS[account.language].bios) : null,
      avatar: avatar ?? null,
      profileCover: profileCover ?? null,
      email: account.email,
      emailVerified: true,
      passwordHash: account.ownSalt ? await hashPassword(DEMO_PASSWORD, rng.bytes(16)) : sharedHash,
      // a salt of its own, not from rng: the rest of the dataset stays as it was. In the form
      // from before the keyed hash (server/auth/payment-password-hash.ts), which needs no key
      // here and is replaced with the keyed form at the first payment, so the seeded database
      // works with whatever key a machine's .dev.vars holds
      paymentPasswordHash: (DEMO_PAYERS as readonly string[]).includes(account.userName)
        ? await hashPassword(DEMO_PAYMENT_PASSWORD)
        : null,
      state: account.state,
      role: account.role,
      language: account.language,
      currency: CURRENCY[account.language],
      likerId: hasLiker ? account.userName : null,
      civicLiker: hasLiker && rng.chance(0.3),
      badges: rng.chance(0.3) || account.userName === "alice" ? [...rng.pick(BADGES)] : [],
      agreeOn: createdAt,
      createdAt,
      updatedAt: createdAt,
    });
  }

  const byName = (name: string) => {
    const user = all.find((u) => u.userName === name);
    if (!user) throw new Error(`missing seeded user ${name}`);
    return user;
  };
  return {
    all,
    alice: byName("alice"),
    bob: byName("bob"),
    admins: all.filter((u) => u.role === "admin"),
    active: all.filter((u) => u.state === "active"),
  };
}
