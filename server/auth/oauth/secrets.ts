import "server-only";

// The secrets the site hands to OAuth apps: client secrets, authorization codes, access and
// refresh tokens. Each is 32 random bytes in base64url behind a prefix that says what it is
// (so a token pasted where a secret belongs is refused at a glance, and secret scanners know
// them); only its SHA-256 is stored.

export const CODE_TTL_MS = 10 * 60 * 1000;
export const ACCESS_TTL_MS = 30 * 86_400_000;
export const REFRESH_TTL_MS = 90 * 86_400_000;

export const PREFIX = {
  secret: "mcs_",
  code: "mac_",
  access: "mat_",
  refresh: "mrt_",
} as const;

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

export function newSecret(kind: keyof typeof PREFIX) {
  return PREFIX[kind] + base64url(crypto.getRandomValues(new Uint8Array(32)));
}

export async function sha256Hex(value: string) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** RFC 7636: a verifier is 43 to 128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
/** An S256 challenge: base64url of 32 bytes. */
export const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** Whether `verifier` is the one the S256 `challenge` was made from. */
export async function pkceMatches(verifier: string, challenge: string) {
  if (!VERIFIER.test(verifier)) return false;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
  return timingSafeEqual(base64url(digest), challenge);
}

export function timingSafeEqual(a: string, b: string) {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
