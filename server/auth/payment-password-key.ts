// The key of the payment passwords' hashes, a worker secret (./payment-password-hash.ts). Not
// `server-only`: the worker's start-up check reads it too, outside Next.

export type PaymentPasswordKeyEnv = { PAYMENT_PASSWORD_KEY?: string };

/** The key, or null when it is unset or shorter than 32 characters. */
export function paymentPasswordKey(env: PaymentPasswordKeyEnv): string | null {
  const key = env.PAYMENT_PASSWORD_KEY;
  return key && key.length >= 32 ? key : null;
}

/** Said once when the worker starts, before the first person who tries to pay finds out. */
export function paymentPasswordKeyWarning(env: PaymentPasswordKeyEnv): string | null {
  if (paymentPasswordKey(env)) return null;
  return "[payments] PAYMENT_PASSWORD_KEY is not set (32+ characters): nobody can set a payment password or pay from a wallet until it is.";
}
