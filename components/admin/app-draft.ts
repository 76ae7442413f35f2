import type { GrantType, PutOAuthClientInput } from "@/lib/graphql/generated/admin/graphql";
import { BROAD_SCOPES, isScope } from "@/lib/oauth/scopes";

// The admin's OAuth app form as plain data (components/admin/app-form.tsx): what the fields
// hold, the putOAuthClient input they make, and the secret the island generates. No React, so
// the unit tests read it as it is.

export const GRANT_TYPES: readonly GrantType[] = ["authorization_code", "refresh_token"];

export type AppDraft = {
  name: string;
  description: string;
  website: string;
  /** One address a line, as typed. */
  redirects: string;
  /** The broad scopes ticked (of BROAD_SCOPES). */
  broadScopes: string[];
  /** Narrower scopes, separated by spaces, commas or new lines. */
  narrowScopes: string;
  grantTypes: GrantType[];
};

/** A new app's fields: reads the viewer, both grants (the API's own defaults). */
export function emptyAppDraft(): AppDraft {
  return {
    name: "",
    description: "",
    website: "",
    redirects: "",
    broadScopes: ["query:viewer"],
    narrowScopes: "",
    grantTypes: [...GRANT_TYPES],
  };
}

/** The fields of a registered app: its broad scopes ticked, the others in the text field. */
export function appDraftOf(client: {
  name: string;
  description?: string | null;
  website?: string | null;
  scope?: readonly string[] | null;
  redirectURIs?: readonly string[] | null;
  grantTypes?: readonly GrantType[] | null;
}): AppDraft {
  const scope = client.scope ?? [];
  return {
    name: client.name,
    description: client.description ?? "",
    website: client.website ?? "",
    redirects: (client.redirectURIs ?? []).join("\n"),
    broadScopes: scope.filter((s) => BROAD_SCOPES.includes(s)),
    narrowScopes: scope.filter((s) => !BROAD_SCOPES.includes(s)).join(" "),
    grantTypes: [...(client.grantTypes ?? [])],
  };
}

const words = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** The redirect addresses: one a line, blank lines dropped. */
export const redirectsOf = (draft: AppDraft) =>
  draft.redirects
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** Every scope the form asks for, broad ones first in their usual order, each once. */
export const scopesOf = (draft: AppDraft) => [
  ...new Set([...BROAD_SCOPES.filter((s) => draft.broadScopes.includes(s)), ...words(draft.narrowScopes)]),
];

/** The narrow scopes typed that are no scope at all, to name them before anything is sent. */
export const unknownScopes = (draft: AppDraft) => words(draft.narrowScopes).filter((s) => !isScope(s));

/**
 * The putOAuthClient input: every field (an emptied description or website clears it), the
 * app's client_id when it changes one, and a secret only when the admin asked for a new one.
 */
export function appInput(draft: AppDraft, { id, secret }: { id: string | null; secret: string | null }) {
  const input: PutOAuthClientInput = {
    name: draft.name.trim(),
    description: draft.description.trim() || null,
    website: draft.website.trim() || null,
    redirectURIs: redirectsOf(draft),
    scope: scopesOf(draft),
    grantTypes: GRANT_TYPES.filter((g) => draft.grantTypes.includes(g)),
  };
  if (id) input.id = id;
  if (secret) input.secret = secret;
  return input;
}

/** A new secret: 32 random bytes, base64url (43 characters), made in the admin's browser. */
export function newAppSecret(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)) {
  const bytes = random(new Uint8Array(32));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
