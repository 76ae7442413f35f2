// The keys of the payment passwords' hashes, worker secrets (./payment-password-hash.ts). Not
// `server-only`: the worker's start-up check reads it too, outside Next.

export type PaymentPasswordKeyEnv = { PAYMENT_PASSWORD_KEY?: string; PAYMENT_PASSWORD_KEY_PREVIOUS?: string };

const secret = (value: string | undefined) => (value && value.length >= 32 ? value : null);

/** The key new hashes are made with, or null when it is unset or shorter than 32 characters. */
export const paymentPasswordKey = (env: PaymentPasswordKeyEnv) => secret(env.PAYMENT_PASSWORD_KEY);

/** While keys are changed: the one before, whose hashes still check and move to the new key. */
export const previousPaymentPasswordKey = (env: PaymentPasswordKeyEnv) => secret(env.PAYMENT_PASSWORD_KEY_PREVIOUS);

/** Said once when the worker starts, before the first person who tries to pay finds out. */
export function paymentPasswordKeyWarning(env: PaymentPasswordKeyEnv): string | null {
  if (paymentPasswordKey(env)) return null;
  return "[payments] PAYMENT_PASSWORD_KEY is not set (32+ characters): nobody can set a payment password or pay from a wallet until it is.";
}
