import { expect, inject } from "vitest";
import type { Client } from "./api";
import type { Fault, Person } from "./oidc-server";

// A round trip to Google, Twitter or LikeCoin as a browser makes it, for the API tests: the
// worker's variables point each provider at the local OAuth server (oidc-server.ts), the round
// starts with the client's mutation, and its /authorize answers at once with a code and state.

const oidc = inject("oidcServer");
export const GOOGLE_CLIENT_ID = "margins-google-client";

export const providerVars = {
  GOOGLE_CLIENT_ID,
  GOOGLE_CLIENT_SECRET: "google-secret-for-tests",
  GOOGLE_ISSUER: oidc.issuer,
  TWITTER_CLIENT_ID: "margins-twitter-client",
  TWITTER_CLIENT_SECRET: "twitter-secret-for-tests",
  TWITTER_AUTHORIZATION_URL: `${oidc.issuer}/authorize`,
  TWITTER_TOKEN_URL: `${oidc.issuer}/token`,
  TWITTER_USER_URL: `${oidc.issuer}/userinfo`,
  LIKECOIN_CLIENT_ID: "margins-likecoin-client",
  LIKECOIN_CLIENT_SECRET: "likecoin-secret-for-tests",
  LIKECOIN_AUTHORIZATION_URL: `${oidc.issuer}/authorize`,
  LIKECOIN_TOKEN_URL: `${oidc.issuer}/token`,
  LIKECOIN_PROFILE_URL: `${oidc.issuer}/userinfo`,
};

export const issuer = oidc.issuer;

/** Follows the provider's /authorize from the address a round began with: the code and state it sends back. */
export async function authorize(url: string) {
  const authorizeUrl = new URL(url);
  const answer = await fetch(authorizeUrl, { redirect: "manual" });
  const back = new URL(answer.headers.get("location") as string);
  return {
    authorize: authorizeUrl,
    back,
    code: back.searchParams.get("code") as string,
    state: back.searchParams.get("state") as string,
  };
}

/** Who the provider says the person is for the round of `code`, and how it misbehaves. */
export async function actAs(code: string, who: Person, fault?: Fault) {
  const answer = await fetch(`${oidc.control}/profile?code=${encodeURIComponent(code)}`, {
    method: "POST",
    body: JSON.stringify({ person: who, fault, audience: GOOGLE_CLIENT_ID }),
  });
  expect(answer.status).toBe(204);
}

let seq = 0;
/** A new person at the provider, with a verified email unless told otherwise. */
export const newPerson = (extra: Partial<Person> = {}): Person => {
  seq += 1;
  const tag = `${Date.now().toString(36)}${seq}${Math.floor(Math.random() * 1e4)}`;
  return { sub: `sub-${tag}`, email: `g${tag}@gmail.example`, email_verified: true, name: `Gina ${seq}`, ...extra };
};

export type { Client };
