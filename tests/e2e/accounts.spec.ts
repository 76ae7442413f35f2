import { expect, test } from "@playwright/test";

const PREFLIGHT = { "content-type": "application/json", "apollo-require-preflight": "true" };

test("a sign-up code mailed locally shows in /dev/mailbox and signs the browser in", async ({ page, request }) => {
  const email = `e2e-${Date.now()}@example.com`;
  const sent = await request.post("/graphql", {
    headers: PREFLIGHT,
    data: {
      query: "mutation($input: SendVerificationCodeInput!) { sendVerificationCode(input: $input) }",
      variables: { input: { email, type: "register", language: "en" } },
    },
  });
  expect(await sent.json()).toEqual({ data: { sendVerificationCode: true } });

  await page.goto("/dev/mailbox");
  const mail = page.getByTestId("mail").filter({ hasText: email }).first();
  await expect(mail).toContainText("Your Margins sign-up code");
  const code = (await mail.locator("pre").textContent())?.match(/\b(\d{6})\b/)?.[1];
  expect(code).toMatch(/^\d{6}$/);

  // the browser's own fetch, so the HttpOnly session cookie lands in the page's cookie jar
  const result = await page.evaluate(
    async ({ email, code, headers }) => {
      const login = await fetch("/graphql", {
        method: "POST",
        headers,
        body: JSON.stringify({
          query: "mutation($input: EmailLoginInput!) { emailLogin(input: $input) { auth type } }",
          variables: { input: { email, passwordOrCode: code } },
        }),
      });
      const viewer = await fetch("/graphql", {
        method: "POST",
        headers,
        body: JSON.stringify({ query: "{ viewer { userName info { email } } }" }),
      });
      return {
        login: await login.json(),
        viewer: (await viewer.json()) as { data: { viewer: { info: { email: string } } } },
        cookie: document.cookie,
      };
    },
    { email, code, headers: PREFLIGHT },
  );
  expect(result.login).toEqual({ data: { emailLogin: { auth: true, type: "Signup" } } });
  expect(result.viewer.data.viewer.info.email).toBe(email);
  // the session cookie is HttpOnly: scripts on the page cannot read it
  expect(result.cookie).not.toContain("__access_token");
});
