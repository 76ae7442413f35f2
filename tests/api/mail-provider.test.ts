import { eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { emailOutbox, verificationCodes } from "@/server/db/schema";
import { Client, codeOf, createUser, db, present } from "../support/api";
import { MAIL_KEY, type ReceivedMail } from "../support/mail-server";

// Mail through the provider: with MAIL_API_URL and MAIL_API_KEY set, sendMail's real HTTP
// request goes to the stand-in for the mail API (tests/support/mail-server.ts), which answers
// as the provider does and keeps what it received.

const server = inject("mailServer");
const FROM = "Margins <no-reply@margins.example>";
const PROVIDER = { MAIL_API_URL: `${server}/emails`, MAIL_API_KEY: MAIL_KEY, MAIL_FROM: FROM };

const SEND = "mutation($input: SendVerificationCodeInput!) { sendVerificationCode(input: $input) }";
const LOGIN = "mutation($input: EmailLoginInput!) { emailLogin(input: $input) { auth type } }";

const receivedFor = async (email: string): Promise<ReceivedMail[]> =>
  (await fetch(`${server}/_stand-in/emails?to=${encodeURIComponent(email)}`)).json();

describe("mail through the provider's HTTP API", () => {
  it("sends a login code as one authorised request, keeps nothing in the outbox, and the code signs in", async () => {
    const user = await createUser();
    const email = present(user.email);
    const sent = await new Client().withVars(PROVIDER).gql(SEND, { input: { email, type: "email_otp" } });
    expect(sent.errors).toBeUndefined();

    const received = await receivedFor(email);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: "POST",
      path: "/emails",
      authorization: `Bearer ${MAIL_KEY}`,
      contentType: "application/json",
      body: {
        from: FROM,
        to: email,
        subject: "Your Margins login code",
        text: expect.stringMatching(/^Your verification code is \d{6}\. It is valid for 10 minutes\./),
      },
      status: 200,
    });
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.to, email))).toEqual([]);

    // what the person reads in the mail is what signs them in
    const { text } = present(received[0]).body as { text: string };
    const code = present(text.match(/\d{6}/)?.[0]);
    const login = await new Client().withVars(PROVIDER).gql(LOGIN, { input: { email, passwordOrCode: code } });
    expect(login.errors).toBeUndefined();
    expect(login.data).toEqual({ emailLogin: { auth: true, type: "Login" } });
  });

  it("answers ACTION_FAILED when the provider refuses the mail, and the code mailed before still signs in", async () => {
    const user = await createUser();
    const email = present(user.email);
    const provider = new Client().withVars(PROVIDER);
    expect((await provider.gql(SEND, { input: { email, type: "email_otp" } })).errors).toBeUndefined();
    const first = present(present((await receivedFor(email))[0]).body as { text: string }).text;
    const codesBefore = await db().select().from(verificationCodes).where(eq(verificationCodes.email, email));

    const refused = await new Client()
      .withVars({ ...PROVIDER, MAIL_API_KEY: "re_a_key_the_provider_does_not_know" })
      .gql(SEND, { input: { email, type: "email_otp" } });
    expect(codeOf(refused)).toBe("ACTION_FAILED");
    expect((await receivedFor(email)).map((r) => r.status)).toEqual([200, 403]);
    // no code was written for the mail that never went
    expect(await db().select().from(verificationCodes).where(eq(verificationCodes.email, email))).toEqual(codesBefore);

    const code = present(first.match(/\d{6}/)?.[0]);
    const login = await provider.gql(LOGIN, { input: { email, passwordOrCode: code } });
    expect(login.data).toEqual({ emailLogin: { auth: true, type: "Login" } });
  });
});
