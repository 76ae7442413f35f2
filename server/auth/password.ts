import "server-only";
import { base64url } from "jose";

// PBKDF2-SHA256 at the Workers WebCrypto ceiling (100,000 iterations). The stored form
// names its parameters, so they can be raised later without breaking old hashes.
const ITERATIONS = 100_000;
const PREFIX = "pbkdf2-sha256";

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt: salt as BufferSource, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

/** `salt` is for deterministic seeding only; real hashes take a random one. */
export async function hashPassword(password: string, salt?: Uint8Array): Promise<string> {
  const s = salt ?? crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, s, ITERATIONS);
  return `${PREFIX}$${ITERATIONS}$${base64url.encode(s)}$${base64url.encode(hash)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, iter, salt, expected] = stored.split("$");
  if (prefix !== PREFIX || !iter || !salt || !expected) return false;
  const actual = await derive(password, base64url.decode(salt), Number(iter));
  return timingSafeEqual(actual, base64url.decode(expected));
}

export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}
