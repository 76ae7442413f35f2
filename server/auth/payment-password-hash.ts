import "server-only";
import { base64url } from "jose";
import { timingSafeEqual, verifyPassword } from "./password";
import { type PaymentPasswordKeyEnv, paymentPasswordKey, previousPaymentPasswordKey } from "./payment-password-key";

// A payment password is six digits: a million guesses, whatever the hash costs. PBKDF2 at
// 100,000 iterations made each guess slow for someone holding a copy of the database (all of
// them in seconds to minutes on a GPU) and cost the worker 20 to 40 ms of CPU on every payment.
// An HMAC whose key is a worker secret, never stored in D1, leaves a copy of the database
// nothing to test guesses against, and costs microseconds. Guesses through the API are limited
// by checkPaymentPassword (server/api/services/payment-password.ts).
//
// Stored as `hmac-sha256$<key id>$<salt>$<mac>`. The key id (the start of the key's SHA-256)
// says which key made the hash, so that the key can be changed: with the old one as
// PAYMENT_PASSWORD_KEY_PREVIOUS its hashes still check and move to the new key at their next
// right entry, and the rows still on it can be counted.
const PREFIX = "hmac-sha256";
const LEGACY_PREFIX = "pbkdf2-sha256$";

type HashKey = { id: string; key: CryptoKey };

const imported = new Map<string, Promise<HashKey>>();

function hashKey(secret: string): Promise<HashKey> {
  let found = imported.get(secret);
  if (!found) {
    const bytes = new TextEncoder().encode(secret);
    found = Promise.all([
      crypto.subtle.digest("SHA-256", bytes),
      crypto.subtle.importKey("raw", bytes, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]),
    ]).then(([digest, key]) => ({ id: base64url.encode(new Uint8Array(digest).slice(0, 6)), key }));
    imported.set(secret, found);
  }
  return found;
}

function currentKey(env: PaymentPasswordKeyEnv): Promise<HashKey> {
  const secret = paymentPasswordKey(env);
  // without it no payment password can be set or checked: refused, never hashed some weaker way
  if (!secret) {
    throw new Error("PAYMENT_PASSWORD_KEY is not set (32+ characters). `npm run db:prepare` writes a local one.");
  }
  return hashKey(secret);
}

async function mac(key: CryptoKey, password: string, salt: Uint8Array): Promise<Uint8Array> {
  const digits = new TextEncoder().encode(password);
  const message = new Uint8Array(salt.length + digits.length);
  message.set(salt);
  message.set(digits, salt.length);
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, message));
}

/**
 * The stored form of a payment password, made with the current key. Salted, so that two people
 * with the same six digits do not share a hash.
 */
export async function hashPaymentPassword(env: PaymentPasswordKeyEnv, password: string): Promise<string> {
  const { id, key } = await currentKey(env);
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return `${PREFIX}$${id}$${base64url.encode(salt)}$${base64url.encode(await mac(key, password, salt))}`;
}

/**
 * Whether `password` is the one `stored` was made from. A hash made before the current key
 * (PBKDF2, or the previous key) is checked as it was, and when the password is right,
 * `rehashed` is its form with the current key, for the caller to store in its place: a
 * six-digit password cannot be rehashed without it.
 */
export async function verifyPaymentPassword(
  env: PaymentPasswordKeyEnv,
  password: string,
  stored: string,
): Promise<{ valid: boolean; rehashed?: string }> {
  const current = await currentKey(env);
  if (stored.startsWith(LEGACY_PREFIX)) {
    if (!(await verifyPassword(password, stored))) return { valid: false };
    return { valid: true, rehashed: await hashPaymentPassword(env, password) };
  }
  const [prefix, id, salt, expected] = stored.split("$");
  if (prefix !== PREFIX || !id || !salt || !expected) return { valid: false };
  const previous = previousPaymentPasswordKey(env);
  // a key no longer configured checks nothing: its hashes are set again by a mailed code
  const made = id === current.id ? current : previous ? await hashKey(previous) : null;
  if (made?.id !== id) return { valid: false };
  const valid = timingSafeEqual(await mac(made.key, password, base64url.decode(salt)), base64url.decode(expected));
  if (!valid || made === current) return { valid };
  return { valid, rehashed: await hashPaymentPassword(env, password) };
}
