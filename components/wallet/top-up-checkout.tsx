import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { TopUpButton } from "./top-up-button";
import styles from "./top-up-checkout.module.css";
import { TopUpMessages } from "./top-up-messages";

// The local card processor's pages (development only) and the result pages of either processor.

const hkd = (cents: number) => (cents / 100).toFixed(2);

/** The card form: its POST goes to the processor's form door, app/pay/local/charge. */
export async function LocalCheckout({
  clientSecret,
  amount,
  cardError,
  returnTo = null,
}: {
  clientSecret: string;
  amount: number;
  cardError: boolean;
  /** Where a paid checkout goes back to (the charge route keeps only a path on this site). */
  returnTo?: string | null;
}) {
  const t = await getTranslations("walletTopUp");
  return (
    <article>
      <h1>{t("localTitle")}</h1>
      <p className={styles.notice} role="note">
        {t("localNotice")}
      </p>
      <p>{t("amountLabel", { amount: hkd(amount) })}</p>
      <form className={styles.form} method="post" action="/pay/local/charge">
        <input type="hidden" name="client_secret" value={clientSecret} />
        {returnTo ? <input type="hidden" name="return" value={returnTo} /> : null}
        <label>
          {t("cardNumber")}
          <input
            name="card"
            inputMode="numeric"
            autoComplete="cc-number"
            required
            placeholder="4242 4242 4242 4242"
            aria-describedby="test-cards"
            aria-invalid={cardError || undefined}
          />
        </label>
        {cardError ? (
          <p className={styles.error} role="alert">
            {t("cardInvalid")}
          </p>
        ) : null}
        <p id="test-cards" className={styles.hint}>
          {t("testCards")}
        </p>
        <button type="submit" className="button-primary">
          {t("localPay", { amount: hkd(amount) })}
        </button>
      </form>
    </article>
  );
}

/** The second step a 3-D Secure card asks for: complete or fail it. */
export async function LocalConfirm({
  clientSecret,
  amount,
  returnTo = null,
}: {
  clientSecret: string;
  amount: number;
  /** Where the payer goes back to (a circle's card checkout), kept through the second step. */
  returnTo?: string | null;
}) {
  const t = await getTranslations("walletTopUp");
  return (
    <article>
      <h1>{t("confirmTitle")}</h1>
      <p className={styles.notice} role="note">
        {t("localNotice")}
      </p>
      <p>{t("confirmBody", { amount: hkd(amount) })}</p>
      <form method="post" action="/pay/local/charge" className={styles.actions}>
        <input type="hidden" name="client_secret" value={clientSecret} />
        {returnTo ? <input type="hidden" name="return" value={returnTo} /> : null}
        <button type="submit" name="authenticated" value="yes" className="button-primary">
          {t("confirmComplete")}
        </button>
        <button type="submit" name="authenticated" value="no" className={styles.secondary}>
          {t("confirmFail")}
        </button>
      </form>
    </article>
  );
}

/** A checkout link that names no payment (or one of another processor). */
export async function LocalIntentMissing() {
  const t = await getTranslations("walletTopUp");
  return (
    <article>
      <h1>{t("localTitle")}</h1>
      <p>{t("intentMissing")}</p>
      <p>
        <Link href="/me/wallet">{t("backToWallet")}</Link>
      </p>
    </article>
  );
}

/** Where a processor sends the payer back: the outcome, the way to the wallet, another try. */
export async function TopUpResult({ outcome }: { outcome: "success" | "failure" }) {
  const t = await getTranslations("walletTopUp");
  return (
    <article>
      <h1>{t(outcome === "success" ? "successTitle" : "failureTitle")}</h1>
      <p>{t(outcome === "success" ? "successBody" : "failureBody")}</p>
      <div className={styles.actions}>
        <Link href="/me/wallet" className="button-primary">
          {t("backToWallet")}
        </Link>
        <TopUpMessages>
          <TopUpButton className={styles.secondary} />
        </TopUpMessages>
      </div>
    </article>
  );
}
