import { describe, expect, it } from "vitest";
import { Client, createUser, type GqlResult, latestCode, PASSWORD } from "../support/api";

// Section 4: the account's saved language comes before the device's cookie. Every way of
// signing in answers with the account's language in the language cookie, whatever language the
// device sent, and with the note of it that the pages compare the account's language with
// (components/layout/saved-language.tsx); saving a language writes both too.

let ipSeq = 0;
/** A device that reads `language`, each on an address of its own (the login limits count per address). */
function deviceReading(language: string) {
  ipSeq += 1;
  const c = new Client(`10.31.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`);
  c.jar.set("__language", language);
  c.jar.set("__saved_language", language);
  return c;
}

const LOGIN = `mutation($input: EmailLoginInput!) { emailLogin(input: $input) { auth type } }`;
const VERIFY = `mutation($input: VerifyEmailInput!) { verifyEmail(input: $input) { auth type } }`;
const SEND = `mutation($input: SendVerificationCodeInput!) { sendVerificationCode(input: $input) }`;
const SAVE = `mutation($input: UpdateUserInfoInput!) { updateUserInfo(input: $input) { settings { language } } }`;

/** The value a response's Set-Cookie gives `name`, if it sets it. */
const setTo = (result: GqlResult, name: string) =>
  result.cookies
    .find((c) => c.startsWith(`${name}=`))
    ?.split(";")[0]
    ?.slice(name.length + 1);

function expectLanguageSet(result: GqlResult, language: string) {
  expect(result.errors).toBeUndefined();
  expect([setTo(result, "__language"), setTo(result, "__saved_language")]).toEqual([language, language]);
}

async function codeFor(c: Client, email: string, type: "register" | "email_otp" | "email_verify") {
  expect((await c.gql(SEND, { input: { email, type } })).errors).toBeUndefined();
  return latestCode(email);
}

describe("signing in brings the saved language, not the device's", () => {
  it("with a password", async () => {
    const user = await createUser({ language: "en" });
    const c = deviceReading("zh_hans");
    expectLanguageSet(await c.gql(LOGIN, { input: { email: user.email, passwordOrCode: PASSWORD } }), "en");
    expect(c.jar.get("__language")).toBe("en");
  });

  it("with a mailed code, also when the form sends the device's language", async () => {
    const user = await createUser({ language: "zh_hant" });
    const c = deviceReading("en");
    const code = await codeFor(c, user.email as string, "email_otp");
    const result = await c.gql(LOGIN, { input: { email: user.email, passwordOrCode: code, language: "en" } });
    expectLanguageSet(result, "zh_hant");
  });

  it("with an email_verify code", async () => {
    const user = await createUser({ language: "zh_hans", emailVerified: false });
    const c = deviceReading("zh_hant");
    const code = await codeFor(c, user.email as string, "email_verify");
    expectLanguageSet(await c.gql(VERIFY, { input: { email: user.email, code } }), "zh_hans");
  });

  it("signing up: the new account's language is the one it chose", async () => {
    const email = `saved-language-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const c = deviceReading("zh_hans");
    const code = await codeFor(c, email, "register");
    const result = await c.gql(LOGIN, { input: { email, passwordOrCode: code, language: "en" } });
    expect(result.data).toEqual({ emailLogin: { auth: true, type: "Signup" } });
    expectLanguageSet(result, "en");
  });
});

describe("saving a language", () => {
  it("writes it to both cookies; a change of something else writes neither", async () => {
    const user = await createUser({ language: "en" });
    const c = deviceReading("en");
    expectLanguageSet(await c.gql(LOGIN, { input: { email: user.email, passwordOrCode: PASSWORD } }), "en");
    expectLanguageSet(await c.gql(SAVE, { input: { language: "zh_hant" } }), "zh_hant");
    const other = await c.gql(SAVE, { input: { displayName: "Still Reading" } });
    expect(other.errors).toBeUndefined();
    expect([setTo(other, "__language"), setTo(other, "__saved_language")]).toEqual([undefined, undefined]);
  });
});
