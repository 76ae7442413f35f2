import { NextIntlClientProvider } from "next-intl";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { UserDigest } from "@/components/user/user-digest";
import type { UserDigestFieldsFragment as Person } from "@/lib/graphql/generated/graphql";
import en from "@/messages/en.json";

// The user digest of authors, commenters and recommendations (sections 2.8 and 4): the profile link, and what stands in for
// archived and missing accounts.

const render = (person: Person | null) =>
  renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale: "en",
      messages: en,
      timeZone: "UTC",
      // biome-ignore lint/correctness/noChildrenProp: the provider's props type children as required
      children: createElement(UserDigest, { user: person }),
    }),
  );

const base: Person = {
  id: "VXNlcjox",
  userName: "alice",
  displayName: "Alice Chen",
  avatar: "/seed/avatars/a01.svg",
  status: { state: "active" },
};

describe("UserDigest", () => {
  it("links avatar and name to the profile and shows @userName", () => {
    const html = render(base);
    expect(html).toContain('href="/@alice"');
    expect(html).toContain("Alice Chen");
    expect(html).toContain("@alice");
  });

  it("shows an archived account as 'Account Archived', without link or avatar", () => {
    const html = render({ ...base, userName: null, status: { state: "archived" } });
    expect(html).toContain("Account Archived");
    expect(html).not.toContain("<a ");
    expect(html).not.toContain("Alice Chen");
    expect(html).not.toContain("<img");
  });

  it("shows a person without a user name as 'Anonymous User', not linked", () => {
    const html = render({ ...base, userName: null, displayName: null });
    expect(html).toContain("Anonymous User");
    expect(html).not.toContain("<a ");
  });
});

it("shows a missing person as 'Anonymous User', not linked", () => {
  const html = render(null);
  expect(html).toContain("Anonymous User");
  expect(html).not.toContain("<a ");
});
