import { describe, expect, it } from "vitest";
import {
  appDraftOf,
  appInput,
  emptyAppDraft,
  newAppSecret,
  scopesOf,
  unknownScopes,
} from "@/components/admin/app-draft";

// The admin's OAuth app form as the putOAuthClient input it sends (components/admin/app-draft.ts):
// addresses one a line, broad scopes from checkboxes and narrow ones typed, a secret only when
// one was made, and the secret itself made in the browser.

describe("appInput", () => {
  const draft = {
    ...emptyAppDraft(),
    name: "  Reader  ",
    redirects: " https://reader.example/cb \n\nhttp://127.0.0.1:9000/cb\nhttps://reader.example/cb\n",
    broadScopes: ["mutation:level1", "query:viewer"],
    narrowScopes: "query:viewer:info,  mutation:level2:putComment query:viewer",
  };

  it("sends each field as the API takes it, without a secret or id for a plain edit", () => {
    expect(appInput(draft, { id: null, secret: null })).toEqual({
      name: "Reader",
      description: null,
      website: null,
      redirectURIs: ["https://reader.example/cb", "http://127.0.0.1:9000/cb", "https://reader.example/cb"],
      scope: ["query:viewer", "mutation:level1", "query:viewer:info", "mutation:level2:putComment"],
      grantTypes: ["authorization_code", "refresh_token"],
    });
  });

  it("names the app being changed and the new secret when there is one", () => {
    const input = appInput(
      { ...draft, grantTypes: ["refresh_token", "authorization_code"] },
      {
        id: "abc",
        secret: "s".repeat(43),
      },
    );
    expect(input.id).toBe("abc");
    expect(input.secret).toBe("s".repeat(43));
    expect(input.grantTypes).toEqual(["authorization_code", "refresh_token"]);
  });

  it("names the typed scopes that are not scopes", () => {
    expect(unknownScopes({ ...draft, narrowScopes: "query:viewer:info mutation:level4 read" })).toEqual([
      "mutation:level4",
      "read",
    ]);
    expect(unknownScopes(draft)).toEqual([]);
  });
});

describe("appDraftOf", () => {
  it("ticks the broad scopes and types the rest, and reads back to the same input", () => {
    const client = {
      name: "Reader",
      description: "Reads",
      website: "https://reader.example",
      scope: ["query:viewer:info", "mutation:level3"],
      redirectURIs: ["https://reader.example/a", "https://reader.example/b"],
      grantTypes: ["authorization_code" as const],
    };
    const draft = appDraftOf(client);
    expect(draft.broadScopes).toEqual(["mutation:level3"]);
    expect(draft.narrowScopes).toBe("query:viewer:info");
    expect(draft.redirects).toBe("https://reader.example/a\nhttps://reader.example/b");
    expect(scopesOf(draft).sort()).toEqual([...client.scope].sort());
    const input = appInput(draft, { id: null, secret: null });
    expect(input.redirectURIs).toEqual(client.redirectURIs);
    expect(input.grantTypes).toEqual(["authorization_code"]);
  });
});

describe("newAppSecret", () => {
  it("is 32 random bytes in base64url: 43 characters, no padding, different each time", () => {
    const a = newAppSecret();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newAppSecret()).not.toBe(a);
    // bytes that base64 spells with + and /, in the URL-safe alphabet
    expect(newAppSecret((bytes) => bytes.fill(0xfb))).toBe(`${"-_v7".repeat(10)}-_s`);
  });
});
