import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { newSessionId, secretKey, signSession } from "@/server/auth/session";
import { sessions, users, verificationCodes } from "@/server/db/schema";
import {
  Client,
  codeOf,
  createUser,
  db,
  type GqlResult,
  latestCode,
  nextMidnight,
  PASSWORD,
  present,
} from "../support/api";

// Accounts: verification codes, login by password or code, sessions, logout and passwords.
// Every client gets its own IP, so the per-IP rate limits of one test never reach another.

let ipSeq = 0;
const client = () => {
  ipSeq += 1;
  return new Client(`10.1.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`);
};

let emailSeq = 0;
/** A fresh, unused mailbox. The local part starts with `tag`, so generated user names are predictable. */
const newEmail = (tag = "user") => {
  emailSeq += 1;
  return `${tag}${emailSeq}x${Math.floor(Math.random() * 1e6)}@example.com`;
};

const SEND = `mutation($input: SendVerificationCodeInput!) { sendVerificationCode(input: $input) }`;
const CONFIRM = `mutation($input: ConfirmVerificationCodeInput!) { confirmVerificationCode(input: $input) }`;
const RESET = `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) }`;
const LOGIN = `mutation($input: EmailLoginInput!) {
  emailLogin(input: $input) { auth type token user { userName } }
}`;
const VERIFY = `mutation($input: VerifyEmailInput!) { verifyEmail(input: $input) { auth type } }`;
const LOGOUT = `mutation { userLogout }`;
const SET_PASSWORD = `mutation($input: SetPasswordInput!) { setPassword(input: $input) { id status { hasEmailLoginPassword } } }`;
const SET_NAME = `mutation($input: SetUserNameInput!) { setUserName(input: $input) { userName } }`;
const VIEWER = `{ viewer { id userName displayName info { email emailVerified } settings { language } } }`;

type CodeType = "register" | "email_otp" | "email_verify";
type LoginData = {
  emailLogin: { auth: boolean; type: string; token: string | null; user: { userName: string } | null };
};
type ViewerData = {
  viewer: {
    id: string;
    userName: string | null;
    displayName: string | null;
    info: { email: string | null; emailVerified: boolean };
    settings: { language: string };
  };
};

const send = (c: Client, email: string, type: CodeType) => c.gql(SEND, { input: { email, type } });

/** Mails a code and reads it back from the outbox. */
async function mailedCode(c: Client, email: string, type: CodeType) {
  const result = await send(c, email, type);
  expect(result.errors).toBeUndefined();
  expect(result.data).toEqual({ sendVerificationCode: true });
  return latestCode(email);
}

const login = (c: Client, email: string, passwordOrCode: string, language?: string) =>
  c.gql<LoginData>(LOGIN, { input: { email, passwordOrCode, language } });

/** A signed-in client for an existing user. */
async function signedIn(email: string, password = PASSWORD) {
  const c = client();
  const result = await login(c, email, password);
  expect(result.errors).toBeUndefined();
  return c;
}

/** Signs up a new account by register code; answers the client and the email. */
async function signUpByCode(language?: string) {
  const email = newEmail("signup");
  const c = client();
  const code = await mailedCode(c, email, "register");
  const result = await login(c, email, code, language);
  expect(result.errors).toBeUndefined();
  return { c, email, result };
}

const viewerOf = (c: Client) => c.gql<ViewerData>(VIEWER);

async function sessionCount(userId: number) {
  return (await db().select().from(sessions).where(eq(sessions.userId, userId))).length;
}

/** A six-digit code that is not `code`. */
const otherCode = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, "0");

const cookieNamed = (result: GqlResult, name: string) => result.cookies.find((c) => c.startsWith(`${name}=`));
const attributes = (cookie: string | undefined) => (cookie ?? "").split(";").map((part) => part.trim());

async function codeRows(email: string) {
  return db().select().from(verificationCodes).where(eq(verificationCodes.email, email));
}

describe("sendVerificationCode", () => {
  it("mails a six-digit code for a new email to register", async () => {
    const email = newEmail();
    const code = await mailedCode(client(), email, "register");
    expect(code).toMatch(/^\d{6}$/);
  });

  it("refuses to register an email that already has an account", async () => {
    const user = await createUser();
    expect(codeOf(await send(client(), user.email as string, "register"))).toBe("USER_EMAIL_EXISTS");
  });

  it("refuses a login code for an email without an account", async () => {
    expect(codeOf(await send(client(), newEmail(), "email_otp"))).toBe("USER_EMAIL_NOT_FOUND");
  });

  it.each(["nope", "a@b", ""])("refuses the invalid email %j", async (email) => {
    expect(codeOf(await send(client(), email, "register"))).toBe("USER_EMAIL_INVALID");
  });

  it("does not keep the code in plain text", async () => {
    const email = newEmail();
    const code = await mailedCode(client(), email, "register");
    const rows = await codeRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).not.toBe(code);
    expect(rows[0]?.codeHash).not.toContain(code);
  });

  it("answers ACTION_LIMIT_EXCEEDED to the sixth code for one email within the window", async () => {
    const t0 = nextMidnight();
    const email = newEmail("limit");
    for (let i = 0; i < 5; i++) {
      // from different addresses: the limit protects the mailbox, wherever the calls come from
      const result = await send(new Client(`10.250.250.${i + 1}`).at(t0 + i * 1000), email, "register");
      expect(result.errors).toBeUndefined();
    }
    const sixth = await send(new Client("10.250.250.9").at(t0 + 599_000), email, "register");
    expect(codeOf(sixth)).toBe("ACTION_LIMIT_EXCEEDED");
    expect(sixth.errors?.[0]?.extensions?.retryAfter).toBe(1);
    expect(sixth.data?.sendVerificationCode ?? null).toBeNull();
    // another mailbox, from the same address, is not affected
    expect((await send(new Client("10.250.250.9").at(t0), newEmail("limit"), "register")).errors).toBeUndefined();
    // the next window has room again
    expect((await send(new Client("10.250.250.9").at(t0 + 600_000), email, "register")).errors).toBeUndefined();
  });

  it("mails one address at most 20 codes a day, however they are spread over the windows", async () => {
    const t0 = nextMidnight();
    const email = newEmail("daily");
    for (let i = 0; i < 20; i++) {
      const at = t0 + Math.floor(i / 5) * 600_000;
      expect((await send(client().at(at), email, "register")).errors).toBeUndefined();
    }
    const late = await send(client().at(t0 + 86_399_000), email, "register");
    expect(codeOf(late)).toBe("ACTION_LIMIT_EXCEEDED");
    expect((await send(client().at(t0 + 86_400_000), email, "register")).errors).toBeUndefined();
  });

  it("stops one address from mailing codes to more than 30 mailboxes within the window", async () => {
    const sender = new Client("10.250.251.1").at(nextMidnight());
    for (let i = 0; i < 30; i++) expect((await send(sender, newEmail("spray"), "register")).errors).toBeUndefined();
    expect(codeOf(await send(sender, newEmail("spray"), "register"))).toBe("ACTION_LIMIT_EXCEEDED");
    // someone else is not affected
    expect(
      (await send(new Client("10.250.251.2").at(sender.now as number), newEmail("spray"), "register")).errors,
    ).toBeUndefined();
  });
});

describe("sign-in limits", () => {
  it("locks out password guessing from one address after 10 failures, without counting successes", async () => {
    const t0 = nextMidnight();
    const user = await createUser();
    const email = user.email as string;
    const guesser = new Client("10.240.0.1").at(t0);
    // people signing in successfully never use up the allowance
    for (let i = 0; i < 12; i++) expect((await login(guesser, email, PASSWORD)).errors).toBeUndefined();
    for (let i = 0; i < 10; i++)
      expect(codeOf(await login(guesser, email, "wrong-password-1"))).toBe("USER_PASSWORD_INVALID");
    // now even the right password waits for the window to pass, from that address, and is
    // told how long that is (in seconds, as Retry-After counts them)
    const refused = await login(guesser.at(t0 + 150_500), email, PASSWORD);
    expect(codeOf(refused)).toBe("ACTION_LIMIT_EXCEEDED");
    expect(refused.errors?.[0]?.extensions?.retryAfter).toBe(450);
    expect((await login(guesser.at(t0 + 600_000), email, PASSWORD)).errors).toBeUndefined();
    // other accounts are not affected
    const other = await createUser();
    expect((await login(new Client("10.240.0.1").at(t0), other.email as string, PASSWORD)).errors).toBeUndefined();
  });

  it("lets the owner in from their own address while a stranger is locked out", async () => {
    const t0 = nextMidnight();
    const user = await createUser();
    const email = user.email as string;
    const stranger = new Client("10.240.1.1").at(t0);
    for (let i = 0; i < 10; i++) await login(stranger, email, "wrong-password-1");
    expect(codeOf(await login(stranger, email, PASSWORD))).toBe("ACTION_LIMIT_EXCEEDED");
    const owner = new Client("10.240.1.2").at(t0 + 1000);
    expect((await login(owner, email, PASSWORD)).data?.emailLogin.type).toBe("Login");
  });

  it("stops guessing from many addresses at a ceiling per email, and a mailed code still signs the owner in", async () => {
    const t0 = nextMidnight();
    const user = await createUser();
    const email = user.email as string;
    // 100 wrong passwords from 10 addresses: none of them reaches its own lockout
    for (let a = 0; a < 10; a++) {
      const guesser = new Client(`10.241.${a}.1`).at(t0);
      for (let i = 0; i < 10; i++)
        expect(codeOf(await login(guesser, email, "wrong-password-1"))).toBe("USER_PASSWORD_INVALID");
    }
    // the ceiling: no more password attempts on this account this hour, from anywhere
    const owner = new Client("10.241.200.1").at(t0 + 60_000);
    expect(codeOf(await login(owner, email, PASSWORD))).toBe("ACTION_LIMIT_EXCEEDED");
    // but a code mailed to the owner still signs them in
    const code = await mailedCode(owner, email, "email_otp");
    expect((await login(owner, email, code)).data?.emailLogin.type).toBe("Login");
    // and the next hour takes passwords again
    expect((await login(owner.at(t0 + 3_600_000), email, PASSWORD)).errors).toBeUndefined();
    // 100 real password checks (PBKDF2, 100,000 rounds each): about 2 s alone, twice that and
    // more when the machine's two cores are shared
  }, 30_000);

  // a hundred password checks in a row: seconds on a busy machine
  it("stops one address after 100 failed sign-ins across any emails", { timeout: 60_000 }, async () => {
    const sprayer = new Client("10.242.0.1").at(nextMidnight());
    for (let i = 0; i < 100; i++) {
      expect(codeOf(await login(sprayer, newEmail("nobody"), "some-password-1"))).toBe("USER_EMAIL_NOT_FOUND");
    }
    const user = await createUser();
    expect(codeOf(await login(sprayer, user.email as string, PASSWORD))).toBe("ACTION_LIMIT_EXCEEDED");
    // another address is not affected
    expect(
      (await login(new Client("10.242.0.2").at(sprayer.now as number), user.email as string, PASSWORD)).errors,
    ).toBeUndefined();
  });

  it("stops guessing a reset code from one address after 10 failures, but not the owner", async () => {
    const t0 = nextMidnight();
    const user = await createUser();
    const email = user.email as string;
    const guesser = new Client("10.243.0.1").at(t0);
    for (let i = 0; i < 10; i++) {
      // a fresh code every 4 guesses, so the code's own limit of 5 never decides it
      if (i % 4 === 0) await mailedCode(new Client(`10.243.1.${i + 1}`).at(t0 + i * 60_000), email, "email_otp");
      const result = await guesser.gql(CONFIRM, { input: { email, type: "email_otp", code: "000000" } });
      expect(codeOf(result)).toMatch(/^CODE_/);
    }
    expect(codeOf(await guesser.gql(CONFIRM, { input: { email, type: "email_otp", code: "000000" } }))).toBe(
      "ACTION_LIMIT_EXCEEDED",
    );
    const owner = new Client("10.243.0.2").at(t0 + 1000);
    const code = await mailedCode(owner, email, "email_otp");
    const confirmed = await owner.gql(CONFIRM, { input: { email, type: "email_otp", code } });
    expect(confirmed.errors).toBeUndefined();
  });

  it("stops guessing email-verification codes from one address after 10 failures", async () => {
    const t0 = nextMidnight();
    const user = await createUser({ emailVerified: false });
    const email = user.email as string;
    const guesser = new Client("10.244.0.1").at(t0);
    for (let i = 0; i < 10; i++) {
      if (i % 4 === 0) await mailedCode(new Client(`10.244.1.${i + 1}`).at(t0 + i * 60_000), email, "email_verify");
      expect(codeOf(await guesser.gql(VERIFY, { input: { email, code: "000000" } }))).toMatch(/^CODE_/);
    }
    expect(codeOf(await guesser.gql(VERIFY, { input: { email, code: "000000" } }))).toBe("ACTION_LIMIT_EXCEEDED");
    // a moment after the window, the same address may try again
    expect(codeOf(await guesser.at(t0 + 600_000).gql(VERIFY, { input: { email, code: "000000" } }))).toMatch(/^CODE_/);
  });
});

// Guesses sent at once: each takes its place under the limits before it is checked, so however
// the requests' awaits interleave, no more are checked than the limits allow.
/** `count` six-digit codes, none of them `code`, each different. */
const wrongCodes = (code: string, count: number) => Array.from({ length: count }, (_, i) => otherCode(code, i + 1));
/** What a sign-in came to: Login or Signup, or its error's code. */
const typeOf = (result: GqlResult<LoginData>) => result.data?.emailLogin.type ?? codeOf(result);
/** How many sign-ins came to each outcome. */
const tally = (results: GqlResult<LoginData>[]) => {
  const counts: Record<string, number> = {};
  for (const outcome of results.map(typeOf)) counts[String(outcome)] = (counts[String(outcome)] ?? 0) + 1;
  return counts;
};

describe("guesses sent at once", () => {
  it("checks at most 5 of 50 wrong codes sent at once, and the right one is refused after them", async () => {
    const t0 = nextMidnight();
    const user = await createUser();
    const email = user.email as string;
    const code = await mailedCode(new Client("10.245.0.1").at(t0), email, "email_otp");
    // each from its own address: the code's own limit decides, not the per-address ones
    const results = await Promise.all(
      wrongCodes(code, 50).map((guess, i) => login(new Client(`10.245.1.${i + 1}`).at(t0), email, guess)),
    );
    expect(tally(results)).toEqual({ CODE_INVALID: 50 });
    const [row] = await codeRows(email);
    expect(row).toMatchObject({ attempts: 5, state: "inactive" });
    expect(codeOf(await login(new Client("10.245.0.2").at(t0), email, code))).toBe("CODE_INACTIVE");
  });

  it("lets the right code among 50 sent at once sign in only with one of the code's 5 attempts", async () => {
    const t0 = nextMidnight();
    const user = await createUser();
    const email = user.email as string;
    const code = await mailedCode(new Client("10.245.0.3").at(t0), email, "email_otp");
    const guesses = wrongCodes(code, 49);
    const right = Math.floor(Math.random() * 50);
    guesses.splice(right, 0, code);
    const results = await Promise.all(
      guesses.map((guess, i) => login(new Client(`10.245.2.${i + 1}`).at(t0), email, guess)),
    );
    const [row] = await codeRows(email);
    const counts = tally(results);
    expect(row?.attempts).toBeLessThanOrEqual(5);
    if (counts.Login) {
      // it took one of the 5 attempts, and spent the code
      expect(counts).toEqual({ Login: 1, CODE_INVALID: 49 });
      expect(typeOf(present(results[right]))).toBe("Login");
      expect(row?.state).toBe("used");
    } else {
      // the 5 attempts went to wrong guesses before it came
      expect(counts).toEqual({ CODE_INVALID: 49, CODE_INACTIVE: 1 });
      expect(typeOf(present(results[right]))).toBe("CODE_INACTIVE");
      expect(row).toMatchObject({ attempts: 5, state: "inactive" });
    }
  });

  it("checks at most 10 of 50 passwords sent at once from one address, the right one among them", async () => {
    const t0 = nextMidnight();
    const user = await createUser();
    const email = user.email as string;
    const guesser = new Client("10.246.0.1").at(t0);
    const passwords = Array.from({ length: 49 }, (_, i) => `wrong-password-${i}`);
    const right = Math.floor(Math.random() * 50);
    passwords.splice(right, 0, PASSWORD);
    const results = await Promise.all(passwords.map((password) => login(guesser, email, password)));
    const counts = tally(results);
    const checked = (counts.USER_PASSWORD_INVALID ?? 0) + (counts.Login ?? 0);
    expect(counts.USER_PASSWORD_INVALID).toBeLessThanOrEqual(10);
    expect(counts.ACTION_LIMIT_EXCEEDED).toBe(50 - checked);
    // the right one signed in only if it was among those checked; the wrong ones filled the
    // rest, and a success gives its place back, so one more wrong one may be checked after it
    if (counts.Login) expect(typeOf(present(results[right]))).toBe("Login");
    else expect(counts).toEqual({ USER_PASSWORD_INVALID: 10, ACTION_LIMIT_EXCEEDED: 40 });
  }, 30_000);

  it("checks at most 100 passwords for one email sent at once from many addresses", async () => {
    const t0 = nextMidnight();
    const user = await createUser();
    const email = user.email as string;
    // 10 from each of 11 addresses: within each address's own 10, over the email's 100
    const results = await Promise.all(
      Array.from({ length: 110 }, (_, i) =>
        login(new Client(`10.247.${Math.floor(i / 10)}.1`).at(t0), email, `wrong-password-${i}`),
      ),
    );
    expect(tally(results)).toEqual({ USER_PASSWORD_INVALID: 100, ACTION_LIMIT_EXCEEDED: 10 });
    // 100 password checks (PBKDF2): seconds on a busy machine
  }, 60_000);
});

describe("a right code sent twice at once", () => {
  it("makes one account of a sign-up code sent twice at once; the other is CODE_INACTIVE", async () => {
    const t0 = nextMidnight();
    const email = newEmail("twice");
    const code = await mailedCode(new Client("10.249.0.1").at(t0), email, "register");
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => login(new Client(`10.249.1.${i + 1}`).at(t0), email, code)),
    );
    expect(tally(results)).toEqual({ Signup: 1, CODE_INACTIVE: 4 });
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it("signs in once with a login code sent twice at once", async () => {
    const t0 = nextMidnight();
    const user = await createUser();
    const email = user.email as string;
    const code = await mailedCode(new Client("10.249.2.1").at(t0), email, "email_otp");
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => login(new Client(`10.249.3.${i + 1}`).at(t0), email, code)),
    );
    expect(tally(results)).toEqual({ Login: 1, CODE_INACTIVE: 4 });
    expect(await sessionCount(user.id)).toBe(1);
  });
});

describe("per-address limits and IPv6", () => {
  it("counts the addresses of one IPv6 /64 as one address", async () => {
    const t0 = nextMidnight();
    const user = await createUser();
    const email = user.email as string;
    // a subscriber holds the whole /64: a new address of it for every guess gives no more guesses
    for (let i = 0; i < 10; i++) {
      const guesser = new Client(`2001:db8:a:1::${(i + 1).toString(16)}`).at(t0);
      expect(codeOf(await login(guesser, email, "wrong-password-1"))).toBe("USER_PASSWORD_INVALID");
    }
    expect(codeOf(await login(new Client("2001:db8:a:1:ffff::1").at(t0), email, PASSWORD))).toBe(
      "ACTION_LIMIT_EXCEEDED",
    );
    // the next /64 is someone else
    expect(typeOf(await login(new Client("2001:db8:a:2::1").at(t0), email, PASSWORD))).toBe("Login");
  });

  it("counts an IPv4 address written as IPv6 as that IPv4 address", async () => {
    const t0 = nextMidnight();
    const user = await createUser();
    const email = user.email as string;
    for (let i = 0; i < 10; i++) {
      const guesser = new Client(i % 2 ? "10.248.0.1" : "::ffff:10.248.0.1").at(t0);
      expect(codeOf(await login(guesser, email, "wrong-password-1"))).toBe("USER_PASSWORD_INVALID");
    }
    expect(codeOf(await login(new Client("10.248.0.1").at(t0), email, PASSWORD))).toBe("ACTION_LIMIT_EXCEEDED");
  });
});

describe("emailLogin with a password", () => {
  it("signs in with an HttpOnly session cookie and the language cookie", async () => {
    const user = await createUser({ language: "zh_hans" });
    const c = client();
    const result = await login(c, user.email as string, PASSWORD);
    expect(result.errors).toBeUndefined();
    expect(result.data?.emailLogin).toMatchObject({ auth: true, type: "Login", token: null });

    const session = attributes(cookieNamed(result, "__access_token"));
    expect(session[0]).toMatch(/^__access_token=.+/);
    expect(session).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/", "Max-Age=7776000"]));
    expect(session).not.toContain("Secure"); // plain http here
    const language = attributes(cookieNamed(result, "__language"));
    expect(language[0]).toBe("__language=zh_hans");
    expect(language).not.toContain("HttpOnly"); // the page reads it

    // the token is only in the cookie, never in the body
    expect(JSON.stringify(result.data)).not.toContain(session[0]?.slice("__access_token=".length));

    const viewer = await viewerOf(c);
    expect(viewer.errors).toBeUndefined();
    expect(viewer.data?.viewer).toMatchObject({
      id: btoa(`User:${user.id}`),
      userName: user.userName,
      info: { email: user.email },
    });
  });

  it("marks the cookies Secure over https", async () => {
    const user = await createUser();
    const c = client();
    const result = await c.request({
      url: "https://margins.example/graphql",
      method: "POST",
      headers: { "content-type": "application/json", "apollo-require-preflight": "true" },
      body: JSON.stringify({ query: LOGIN, variables: { input: { email: user.email, passwordOrCode: PASSWORD } } }),
    });
    expect(result.errors).toBeUndefined();
    expect(attributes(cookieNamed(result, "__access_token"))).toContain("Secure");
    expect(attributes(cookieNamed(result, "__language"))).toContain("Secure");
  });

  it("accepts the email in another case and with spaces around it", async () => {
    const user = await createUser();
    const result = await login(client(), `  ${(user.email as string).toUpperCase()} `, PASSWORD);
    expect(result.errors).toBeUndefined();
    expect(result.data?.emailLogin.type).toBe("Login");
  });

  it("refuses a wrong password and sets no session", async () => {
    const user = await createUser();
    const c = client();
    const result = await login(c, user.email as string, "not-the-password");
    expect(codeOf(result)).toBe("USER_PASSWORD_INVALID");
    expect(cookieNamed(result, "__access_token")).toBeUndefined();
    expect((await viewerOf(c)).data?.viewer.id).toBe("");
  });

  it("answers USER_EMAIL_NOT_FOUND for an unknown email with a password", async () => {
    expect(codeOf(await login(client(), newEmail(), "some-password-1"))).toBe("USER_EMAIL_NOT_FOUND");
  });

  it("answers USER_EMAIL_INVALID for an invalid email", async () => {
    expect(codeOf(await login(client(), "nope", "some-password-1"))).toBe("USER_EMAIL_INVALID");
  });
});

describe("emailLogin with a code", () => {
  const USER_NAME = /^[A-Za-z0-9_]{3,20}$/;

  it("creates the account with a register code", async () => {
    const { c, email, result } = await signUpByCode("en");
    expect(result.data?.emailLogin).toMatchObject({ auth: true, type: "Signup", token: null });
    expect(cookieNamed(result, "__access_token")).toBeDefined();

    const viewer = (await viewerOf(c)).data?.viewer;
    expect(viewer?.id).not.toBe("");
    expect(viewer?.userName).toMatch(USER_NAME);
    expect(viewer?.info).toEqual({ email, emailVerified: true });
    expect(viewer?.settings.language).toBe("en");
    expect(result.data?.emailLogin.user?.userName).toBe(viewer?.userName);
  });

  it("keeps the language asked for at sign-up", async () => {
    const { c } = await signUpByCode("zh_hans");
    expect((await viewerOf(c)).data?.viewer.settings.language).toBe("zh_hans");
  });

  // mailbox names that are reserved, too short or full of symbols
  it.each(["admin", "support", "me", "x.y+z"])(
    "gives the mailbox %j a user name its owner could have chosen",
    async (local) => {
      const email = `${local}@signup${Math.floor(Math.random() * 1e9)}.example.com`;
      const c = client();
      const code = await mailedCode(c, email, "register");
      expect((await login(c, email, code)).errors).toBeUndefined();
      const userName = (await viewerOf(c)).data?.viewer.userName ?? "";
      expect(userName).toMatch(USER_NAME);
      // setting the name it already has is accepted only if the name is a valid one
      const again = await c.gql(SET_NAME, { input: { userName } });
      expect(again.errors, `generated name ${userName}`).toBeUndefined();
    },
  );

  it("gives a new account a display name by the rules a chosen one must meet", async () => {
    const cases: [local: string, expected: (userName: string) => string][] = [
      // invisible and control characters are dropped, not kept in the name
      ["ab\u200b\u0007cd", () => "abcd"],
      // cut to the longest allowed display name
      ["w".repeat(40), () => "w".repeat(20)],
      // nothing valid left: the user name stands in
      ["x", (userName) => userName],
      ["\u200e\u200f", (userName) => userName],
    ];
    for (const [local, expected] of cases) {
      // the domain keeps each mailbox new; the name comes from the part before @
      const email = `${local}@d${++emailSeq}.example.com`;
      const c = client();
      const code = await mailedCode(c, email, "register");
      expect((await login(c, email, code)).errors).toBeUndefined();
      const viewer = (await viewerOf(c)).data?.viewer;
      expect(viewer?.displayName).toBe(expected(viewer?.userName as string));
    }
  });

  it("keeps the referral code the newcomer arrived with", async () => {
    const email = newEmail("referred");
    const c = client();
    const code = await mailedCode(c, email, "register");
    const result = await c.gql<LoginData>(LOGIN, { input: { email, passwordOrCode: code, referralCode: "friend_42" } });
    expect(result.data?.emailLogin.type).toBe("Signup");
    const [row] = await db().select().from(users).where(eq(users.email, email));
    expect(row?.referralCode).toBe("friend_42");
  });

  it("refuses a malformed referral code with BAD_USER_INPUT, and the code still works after", async () => {
    const email = newEmail("referred");
    const c = client();
    const code = await mailedCode(c, email, "register");
    const bad = await c.gql(LOGIN, { input: { email, passwordOrCode: code, referralCode: "<script>" } });
    expect(codeOf(bad)).toBe("BAD_USER_INPUT");
    expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);
    expect((await login(c, email, code)).data?.emailLogin.type).toBe("Signup");
  });

  it("gives two accounts with the same mailbox name different user names", async () => {
    const local = `twin${Math.floor(Math.random() * 1e6)}`;
    const names: string[] = [];
    for (const domain of ["one.example.com", "two.example.com"]) {
      const email = `${local}@${domain}`;
      const c = client();
      const code = await mailedCode(c, email, "register");
      expect((await login(c, email, code)).errors).toBeUndefined();
      names.push((await viewerOf(c)).data?.viewer.userName ?? "");
    }
    expect(names[0]).toMatch(USER_NAME);
    expect(names[1]).toMatch(USER_NAME);
    expect(names[0]?.toLowerCase()).not.toBe(names[1]?.toLowerCase());
  });

  it("signs an existing user in with a login code and verifies the email", async () => {
    const user = await createUser({ emailVerified: false });
    const c = client();
    const code = await mailedCode(c, user.email as string, "email_otp");
    const result = await login(c, user.email as string, code);
    expect(result.errors).toBeUndefined();
    expect(result.data?.emailLogin).toMatchObject({ auth: true, type: "Login" });
    const viewer = (await viewerOf(c)).data?.viewer;
    expect(viewer?.id).toBe(btoa(`User:${user.id}`));
    expect(viewer?.info.emailVerified).toBe(true);
  });

  it("refuses a wrong code", async () => {
    const email = newEmail();
    const c = client();
    const code = await mailedCode(c, email, "register");
    const result = await login(c, email, otherCode(code));
    expect(codeOf(result)).toBe("CODE_INVALID");
    expect((await viewerOf(c)).data?.viewer.id).toBe("");
  });

  it("refuses an older code once a newer one was sent", async () => {
    const email = newEmail();
    const c = client();
    const older = await mailedCode(c, email, "register");
    const newer = await mailedCode(c, email, "register");
    if (older === newer) return; // one in a million: the same digits twice
    expect(codeOf(await login(c, email, older))).toBe("CODE_INACTIVE");
    expect((await login(c, email, newer)).errors).toBeUndefined();
  });

  it("refuses an expired code", async () => {
    const email = newEmail();
    const c = client();
    const code = await mailedCode(c, email, "register");
    await db()
      .update(verificationCodes)
      .set({ expiresAt: Date.now() - 1000 })
      .where(eq(verificationCodes.email, email));
    expect(codeOf(await login(c, email, code))).toBe("CODE_EXPIRED");
    // still expired when tried again
    expect(codeOf(await login(c, email, code))).toBe("CODE_EXPIRED");
  });

  it("accepts a code only once", async () => {
    const user = await createUser();
    const c = client();
    const code = await mailedCode(c, user.email as string, "email_otp");
    expect((await login(c, user.email as string, code)).errors).toBeUndefined();
    expect(codeOf(await login(client(), user.email as string, code))).toBe("CODE_INACTIVE");
  });

  it("stops accepting the right code after five wrong guesses", async () => {
    const user = await createUser();
    const c = client();
    const code = await mailedCode(c, user.email as string, "email_otp");
    for (let i = 1; i <= 5; i++) {
      expect(codeOf(await login(c, user.email as string, otherCode(code, i)))).toBe("CODE_INVALID");
    }
    expect(codeOf(await login(c, user.email as string, code))).toBe("CODE_INACTIVE");
    expect((await viewerOf(c)).data?.viewer.id).toBe("");
  });

  it("still accepts the right code after four wrong guesses", async () => {
    const user = await createUser();
    const c = client();
    const code = await mailedCode(c, user.email as string, "email_otp");
    for (let i = 1; i <= 4; i++) {
      expect(codeOf(await login(c, user.email as string, otherCode(code, i)))).toBe("CODE_INVALID");
    }
    expect((await login(c, user.email as string, code)).errors).toBeUndefined();
  });

  it("does not accept a code of another type", async () => {
    const user = await createUser();
    const c = client();
    const code = await mailedCode(c, user.email as string, "email_verify");
    expect(codeOf(await login(c, user.email as string, code))).toBe("CODE_INVALID");
  });
});

describe("userLogout", () => {
  it("clears the session cookie and leaves a visitor", async () => {
    const user = await createUser();
    const c = await signedIn(user.email as string);
    expect((await viewerOf(c)).data?.viewer.id).toBe(btoa(`User:${user.id}`));

    const result = await c.gql(LOGOUT);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ userLogout: true });
    const cleared = attributes(cookieNamed(result, "__access_token"));
    expect(cleared[0]).toBe("__access_token=");
    expect(cleared).toContain("Max-Age=0");

    const viewer = await viewerOf(c);
    expect(viewer.errors).toBeUndefined();
    expect(viewer.data?.viewer.id).toBe("");
  });

  it("ends the session on the server too: a copy of the old token stops working", async () => {
    const user = await createUser();
    const c = await signedIn(user.email as string);
    const token = c.jar.get("__access_token") as string;
    expect((await c.gql(LOGOUT)).data).toEqual({ userLogout: true });

    const copy = client();
    copy.jar.set("__access_token", token);
    expect(codeOf(await viewerOf(copy))).toBe("TOKEN_INVALID");
  });

  it("ends this device's session only: the account's other devices stay signed in", async () => {
    const user = await createUser();
    const phone = await signedIn(user.email as string);
    const laptop = await signedIn(user.email as string);
    expect(await sessionCount(user.id)).toBe(2);
    expect((await phone.gql(LOGOUT)).data).toEqual({ userLogout: true });
    expect((await viewerOf(laptop)).data?.viewer.id).toBe(btoa(`User:${user.id}`));
    expect(await sessionCount(user.id)).toBe(1);
  });

  it("answers true to a visitor", async () => {
    const result = await client().gql(LOGOUT);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ userLogout: true });
  });
});

describe("session", () => {
  it("refuses a garbage token and clears the cookie", async () => {
    const c = client();
    c.jar.set("__access_token", "garbage");
    const result = await viewerOf(c);
    expect(codeOf(result)).toBe("TOKEN_INVALID");
    expect(result.data?.viewer ?? null).toBeNull();
    expect(attributes(cookieNamed(result, "__access_token"))).toContain("Max-Age=0");
    // the browser dropped the cookie: the next request is a visitor's
    const next = await viewerOf(c);
    expect(next.errors).toBeUndefined();
    expect(next.data?.viewer.id).toBe("");
  });

  it("treats a cookie that is not even valid percent-encoding as an invalid token and clears it", async () => {
    const c = client();
    c.jar.set("__access_token", "%E0%A4%A");
    const result = await viewerOf(c);
    expect(codeOf(result)).toBe("TOKEN_INVALID");
    expect(attributes(cookieNamed(result, "__access_token"))).toContain("Max-Age=0");
    expect((await viewerOf(c)).errors).toBeUndefined();
  });

  it("refuses a well-formed token signed with another key", async () => {
    const user = await createUser();
    const forged = await new SignJWT({ sid: newSessionId() })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("some-other-secret-that-is-long-enough-0123"));
    const c = client();
    c.jar.set("__access_token", forged);
    const result = await viewerOf(c);
    expect(codeOf(result)).toBe("TOKEN_INVALID");
    expect(JSON.stringify(result.data ?? null)).not.toContain(user.email as string);
  });

  it("refuses a token whose session was ended on the server", async () => {
    const user = await createUser();
    const c = await signedIn(user.email as string);
    await db().delete(sessions).where(eq(sessions.userId, user.id));
    const result = await viewerOf(c);
    expect(codeOf(result)).toBe("TOKEN_INVALID");
    expect(attributes(cookieNamed(result, "__access_token"))).toContain("Max-Age=0");
  });

  it("refuses a token signed with our key for a session that never existed", async () => {
    const user = await createUser();
    const token = await signSession({ userId: user.id, sessionId: newSessionId() }, secretKey(env));
    const c = client();
    c.jar.set("__access_token", token);
    expect(codeOf(await viewerOf(c))).toBe("TOKEN_INVALID");
  });

  it("refuses another user's session id in a token made for someone else", async () => {
    const [alice, mallory] = [await createUser(), await createUser()];
    await signedIn(alice.email as string);
    const [row] = await db().select().from(sessions).where(eq(sessions.userId, alice.id));
    const token = await signSession({ userId: mallory.id, sessionId: row?.id as string }, secretKey(env));
    const c = client();
    c.jar.set("__access_token", token);
    expect(codeOf(await viewerOf(c))).toBe("TOKEN_INVALID");
  });

  it("refuses a session past its expiry", async () => {
    const user = await createUser();
    const c = await signedIn(user.email as string);
    await db()
      .update(sessions)
      .set({ expiresAt: Date.now() - 1000 })
      .where(eq(sessions.userId, user.id));
    expect(codeOf(await viewerOf(c))).toBe("TOKEN_INVALID");
  });

  it("keeps where each session was made, for the account's list of devices", async () => {
    const user = await createUser();
    const c = client();
    const result = await c.request({
      method: "POST",
      headers: { "content-type": "application/json", "apollo-require-preflight": "true", "user-agent": "Phone/1.0" },
      body: JSON.stringify({ query: LOGIN, variables: { input: { email: user.email, passwordOrCode: PASSWORD } } }),
    });
    expect(result.errors).toBeUndefined();
    const [row] = await db().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row).toMatchObject({ userAgent: "Phone/1.0", ip: c.ip });
    expect(row?.expiresAt).toBeGreaterThan(Date.now() + 89 * 86_400_000);
  });

  it("refuses mutations too while the token is invalid", async () => {
    const c = client();
    c.jar.set("__access_token", "garbage");
    const result = await c.gql(SET_NAME, { input: { userName: "never_set_name" } });
    expect(codeOf(result)).toBe("TOKEN_INVALID");
    expect((await client().gql(`{ user(input: { userName: "never_set_name" }) { id } }`)).data).toEqual({ user: null });
  });
});

describe("confirmVerificationCode and resetPassword", () => {
  const NEW_PASSWORD = "brand-new-password-7";

  async function confirmedCodeId(c: Client, email: string) {
    const code = await mailedCode(c, email, "email_otp");
    const result = await c.gql<{ confirmVerificationCode: string }>(CONFIRM, {
      input: { email, type: "email_otp", code },
    });
    expect(result.errors).toBeUndefined();
    return result.data?.confirmVerificationCode as string;
  }

  it("answers an opaque codeId for a confirmed code", async () => {
    const user = await createUser();
    const c = client();
    const codeId = await confirmedCodeId(c, user.email as string);
    expect(typeof codeId).toBe("string");
    const [row] = await codeRows(user.email as string);
    // not the row's id, which anyone could guess
    expect(codeId).not.toBe(String(row?.id));
    expect(codeId).not.toMatch(/^\d+$/);
    expect(codeId.length).toBeGreaterThan(20);
  });

  it("refuses to confirm a wrong code", async () => {
    const user = await createUser();
    const c = client();
    const code = await mailedCode(c, user.email as string, "email_otp");
    const result = await c.gql(CONFIRM, { input: { email: user.email, type: "email_otp", code: otherCode(code) } });
    expect(codeOf(result)).toBe("CODE_INVALID");
  });

  it("ends every other session but keeps the device that reset the password signed in", async () => {
    const user = await createUser();
    const email = user.email as string;
    const elsewhere = await signedIn(email);
    const here = await signedIn(email);
    const codeId = await confirmedCodeId(here, email);
    expect((await here.gql(RESET, { input: { password: NEW_PASSWORD, codeId } })).errors).toBeUndefined();
    expect((await viewerOf(here)).data?.viewer.id).toBe(btoa(`User:${user.id}`));
    expect(codeOf(await viewerOf(elsewhere))).toBe("TOKEN_INVALID");
    expect(await sessionCount(user.id)).toBe(1);
  });

  it("changes the password and ends the sessions made with the old one", async () => {
    const user = await createUser();
    const email = user.email as string;
    const before = await signedIn(email);
    const c = client();
    const codeId = await confirmedCodeId(c, email);

    const reset = await c.gql(RESET, { input: { password: NEW_PASSWORD, codeId } });
    expect(reset.errors).toBeUndefined();
    expect(reset.data).toEqual({ resetPassword: true });

    expect(codeOf(await login(client(), email, PASSWORD))).toBe("USER_PASSWORD_INVALID");
    const fresh = await signedIn(email, NEW_PASSWORD);
    expect((await viewerOf(fresh)).data?.viewer.id).toBe(btoa(`User:${user.id}`));
    expect(codeOf(await viewerOf(before))).toBe("TOKEN_INVALID");
  });

  it("spends the codeId: a second reset answers CODE_INACTIVE", async () => {
    const user = await createUser();
    const c = client();
    const codeId = await confirmedCodeId(c, user.email as string);
    expect((await c.gql(RESET, { input: { password: NEW_PASSWORD, codeId } })).errors).toBeUndefined();
    const again = await c.gql(RESET, { input: { password: "yet-another-password-8", codeId } });
    expect(codeOf(again)).toBe("CODE_INACTIVE");
    // the first reset holds
    expect((await login(client(), user.email as string, NEW_PASSWORD)).errors).toBeUndefined();
  });

  it("does not take a codeId as a session, nor a session as a codeId", async () => {
    const user = await createUser();
    const c = client();
    const codeId = await confirmedCodeId(c, user.email as string);
    const impostor = client();
    impostor.jar.set("__access_token", codeId);
    expect(codeOf(await viewerOf(impostor))).toBe("TOKEN_INVALID");

    const session = (await signedIn(user.email as string)).jar.get("__access_token") as string;
    const result = await client().gql(RESET, { input: { password: NEW_PASSWORD, codeId: session } });
    expect(codeOf(result)).toBe("CODE_INVALID");
    expect((await login(client(), user.email as string, PASSWORD)).errors).toBeUndefined();
  });

  it("refuses a garbage codeId", async () => {
    const result = await client().gql(RESET, { input: { password: NEW_PASSWORD, codeId: "garbage" } });
    expect(codeOf(result)).toBe("CODE_INVALID");
  });

  it("refuses a too-short password and keeps the old one", async () => {
    const user = await createUser();
    const c = client();
    const codeId = await confirmedCodeId(c, user.email as string);
    expect(codeOf(await c.gql(RESET, { input: { password: "short", codeId } }))).toBe("USER_PASSWORD_INVALID");
    expect((await login(client(), user.email as string, PASSWORD)).errors).toBeUndefined();
  });

  it("does not take a login code that was used to sign in", async () => {
    const user = await createUser();
    const c = client();
    const code = await mailedCode(c, user.email as string, "email_otp");
    expect((await login(c, user.email as string, code)).errors).toBeUndefined();
    const result = await c.gql(CONFIRM, { input: { email: user.email, type: "email_otp", code } });
    expect(codeOf(result)).toBe("CODE_INACTIVE");
  });
});

describe("setPassword", () => {
  it("asks a visitor to log in", async () => {
    expect(codeOf(await client().gql(SET_PASSWORD, { input: { password: "a-good-password-1" } }))).toBe(
      "UNAUTHENTICATED",
    );
  });

  it("lets an account made by code add a password, then log in with it", async () => {
    const { c, email } = await signUpByCode();
    const result = await c.gql<{ setPassword: { status: { hasEmailLoginPassword: boolean } } }>(SET_PASSWORD, {
      input: { password: "a-good-password-1" },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.setPassword.status.hasEmailLoginPassword).toBe(true);
    expect((await login(client(), email, "a-good-password-1")).data?.emailLogin.type).toBe("Login");
  });

  it("signs the account's other devices out when the password is set", async () => {
    const { c, email } = await signUpByCode();
    const other = client();
    expect((await login(other, email, await mailedCode(other, email, "email_otp"))).errors).toBeUndefined();
    expect((await c.gql(SET_PASSWORD, { input: { password: "a-good-password-1" } })).errors).toBeUndefined();
    expect(codeOf(await viewerOf(other))).toBe("TOKEN_INVALID");
    expect((await viewerOf(c)).data?.viewer.info.email).toBe(email);
  });

  it("refuses to replace an existing password without a code", async () => {
    const user = await createUser();
    const c = await signedIn(user.email as string);
    expect(codeOf(await c.gql(SET_PASSWORD, { input: { password: "a-good-password-1" } }))).toBe("FORBIDDEN");
    expect(codeOf(await login(client(), user.email as string, "a-good-password-1"))).toBe("USER_PASSWORD_INVALID");
  });

  it.each(["short", "has a space1", "x".repeat(65), "ünïcödé-pass"])(
    "refuses the invalid password %j",
    async (password) => {
      const { c } = await signUpByCode();
      expect(codeOf(await c.gql(SET_PASSWORD, { input: { password } }))).toBe("USER_PASSWORD_INVALID");
      const status = await c.gql<{ viewer: { status: { hasEmailLoginPassword: boolean } } }>(
        "{ viewer { status { hasEmailLoginPassword } } }",
      );
      expect(status.data?.viewer.status.hasEmailLoginPassword).toBe(false);
    },
  );
});

describe("verifyEmail", () => {
  it("marks the email verified with an email_verify code", async () => {
    const user = await createUser({ emailVerified: false });
    const c = await signedIn(user.email as string);
    expect((await viewerOf(c)).data?.viewer.info.emailVerified).toBe(false);

    const code = await mailedCode(c, user.email as string, "email_verify");
    const result = await c.gql(VERIFY, { input: { email: user.email, code } });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ verifyEmail: { auth: true, type: "Login" } });
    expect((await viewerOf(c)).data?.viewer.info.emailVerified).toBe(true);
  });

  it("refuses a wrong code and leaves the email unverified", async () => {
    const user = await createUser({ emailVerified: false });
    const c = await signedIn(user.email as string);
    const code = await mailedCode(c, user.email as string, "email_verify");
    expect(codeOf(await c.gql(VERIFY, { input: { email: user.email, code: otherCode(code) } }))).toBe("CODE_INVALID");
    expect((await viewerOf(c)).data?.viewer.info.emailVerified).toBe(false);
  });
});
