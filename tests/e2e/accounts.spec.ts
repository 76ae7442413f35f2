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

// The mailbox holds every sign-in code: to anything but this machine it does not exist.
test.describe("the local mailbox", () => {
  test("opens to this machine", async ({ request }) => {
    const page = await request.get("/dev/mailbox?locale=en");
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain("Local mailbox");
  });

  test("is a 404 to a request addressed to another host, as a DNS-rebinding page would send", async ({ request }) => {
    const port = new URL(test.info().project.use.baseURL as string).port;
    const page = await request.get("/dev/mailbox?locale=en", { headers: { host: `rebind.evil.example:${port}` } });
    expect(page.status()).toBe(404);
    expect(await page.text()).not.toContain("Your Margins");
  });

  test("is a 404 to a client that is not this machine", async ({ request }) => {
    const page = await request.get("/dev/mailbox?locale=en", { headers: { "cf-connecting-ip": "203.0.113.9" } });
    expect(page.status()).toBe(404);
    const api = await request.post("/graphql", {
      headers: { ...PREFLIGHT, "cf-connecting-ip": "203.0.113.9" },
      data: { query: "{ devMailbox(input: { first: 5 }) { text } }" },
    });
    expect((await api.json()).errors[0].extensions.code).toBe("FORBIDDEN");
  });
});
