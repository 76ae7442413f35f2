import "server-only";
import { base64url } from "jose";
import { timingSafeEqual, verifyPassword } from "./password";
import { type PaymentPasswordKeyEnv, paymentPasswordKey } from "./payment-password-key";

// A payment password is six digits: a million guesses, whatever the hash costs. PBKDF2 at
// 100,000 iterations made each guess slow for someone holding a copy of the database (all of
// them in seconds to minutes on a GPU) and cost the worker 20 to 40 ms of CPU on every payment.
// An HMAC whose key is a worker secret, never stored in D1, leaves a copy of the database
// nothing to test guesses against, and costs microseconds. Guesses through the API are limited
// by checkPaymentPassword (server/api/services/payment-password.ts).
const PREFIX = "hmac-sha256";
const LEGACY_PREFIX = "pbkdf2-sha256$";

const imported = new Map<string, Promise<CryptoKey>>();

function hmacKey(env: PaymentPasswordKeyEnv): Promise<CryptoKey> {
  const secret = paymentPasswordKey(env);
  if (!secret) {
    // without it no payment password can be set or checked: refused, never hashed some weaker way
    throw new Error("PAYMENT_PASSWORD_KEY is not set (32+ characters). `npm run db:prepare` writes a local one.");
  }
  let key = imported.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
    ]);
    imported.set(secret, key);
  }
  return key;
}

async function mac(env: PaymentPasswordKeyEnv, password: string, salt: Uint8Array): Promise<Uint8Array> {
  const digits = new TextEncoder().encode(password);
  const message = new Uint8Array(salt.length + digits.length);
  message.set(salt);
  message.set(digits, salt.length);
  return new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(env), message));
}

/**
 * The stored form of a payment password. Salted, so that two people with the same six digits
 * do not share a hash.
 */
export async function hashPaymentPassword(env: PaymentPasswordKeyEnv, password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return `${PREFIX}$${base64url.encode(salt)}$${base64url.encode(await mac(env, password, salt))}`;
}

/**
 * Whether `password` is the one `stored` was made from. A hash from before the keyed form
 * (PBKDF2) is checked as it was, and when the password is right, `rehashed` is its keyed form
 * for the caller to store in its place: a six-digit password cannot be rehashed without it.
 */
export async function verifyPaymentPassword(
  env: PaymentPasswordKeyEnv,
  password: string,
  stored: string,
): Promise<{ valid: boolean; rehashed?: string }> {
  if (stored.startsWith(LEGACY_PREFIX)) {
    if (!(await verifyPassword(password, stored))) return { valid: false };
    return { valid: true, rehashed: await hashPaymentPassword(env, password) };
  }
  const [prefix, salt, expected] = stored.split("$");
  if (prefix !== PREFIX || !salt || !expected) return { valid: false };
  return { valid: timingSafeEqual(await mac(env, password, base64url.decode(salt)), base64url.decode(expected)) };
}
