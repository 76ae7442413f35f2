import { describe, expect, it } from "vitest";
import { isLoopbackHost } from "@/lib/url/loopback";
import { mailMode, mailModeWarning } from "@/server/api/mail-mode";

const LOCAL = "http://127.0.0.1:8787";

describe("mailMode", () => {
  it("posts to a provider when one is configured, whatever else is set", () => {
    expect(mailMode({ MAIL_API_URL: "https://mail.example/send", MAIL_API_KEY: "k", DEV_MAILBOX: "on" })).toBe(
      "provider",
    );
  });

  it("keeps mail in the outbox only when asked for, on a loopback site", () => {
    expect(mailMode({ DEV_MAILBOX: "on", SITE_URL: LOCAL })).toBe("outbox");
    expect(mailMode({ DEV_MAILBOX: "on", SITE_URL: "http://localhost:3000" })).toBe("outbox");
    expect(mailMode({ SITE_URL: LOCAL })).toBe("none");
    expect(mailMode({ DEV_MAILBOX: "yes", SITE_URL: LOCAL })).toBe("none");
    expect(mailMode({ DEV_MAILBOX: "on", SITE_URL: "https://margins.example" })).toBe("none");
    expect(mailMode({ DEV_MAILBOX: "on" })).toBe("none");
    expect(mailMode({ MAIL_API_URL: "https://mail.example/send", DEV_MAILBOX: "on", SITE_URL: "x" })).toBe("none");
  });

  it("says at start-up why codes cannot be sent, and nothing when they can", () => {
    expect(mailModeWarning({})).toMatch(/MAIL_API_URL.*DEV_MAILBOX=on/);
    expect(mailModeWarning({ DEV_MAILBOX: "on", SITE_URL: "https://margins.example" })).toMatch(
      /not a loopback address/,
    );
    expect(mailModeWarning({ DEV_MAILBOX: "on", SITE_URL: LOCAL })).toBeNull();
  });
});

describe("isLoopbackHost", () => {
  it.each(["127.0.0.1", "127.1.2.3", "localhost", "LOCALHOST", "::1", "[::1]"])("%s is this machine", (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });

  it.each([
    "10.0.0.1",
    "0.0.0.0",
    "128.0.0.1",
    "127.0.0.1.evil.example",
    "localhost.evil.example",
    "evil-localhost",
    "::ffff:127.0.0.1x",
    "unknown",
    "",
  ])("%s is not", (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });
});
