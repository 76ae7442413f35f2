import Link from "next/link";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { formatMoney } from "@/lib/i18n/format";
import styles from "./top-up-checkout.module.css";

// The local processor's Stripe Connect pages (development only): onboarding, where Stripe
// would ask for the person's identity and bank, and the account's dashboard with its payouts.
// Their forms POST to the processor's door, app/pay/local/connect.

type Account = { id: string; country: string; onboarded: boolean };
type LocalPayout = { id: string; amount: number; status: "pending" | "paid" | "failed"; createdAt: number };

async function Notice() {
  const t = await getTranslations("walletPayout");
  return (
    <p className={styles.notice} role="note">
      {t("localNotice")}
    </p>
  );
}

export async function LocalOnboarding({ account }: { account: Account }) {
  const t = await getTranslations("walletPayout");
  return (
    <article>
      <h1>{t("onboardingTitle")}</h1>
      <Notice />
      <p>{t("onboardingBody", { account: account.id, country: account.country })}</p>
      {account.onboarded ? <p>{t("onboardingDone")}</p> : null}
      <form method="post" action="/pay/local/connect" className={styles.actions}>
        <input type="hidden" name="account" value={account.id} />
        <button type="submit" name="action" value="onboard" className="button-primary">
          {t("completeOnboarding")}
        </button>
        <Link href="/me/wallet" className={styles.secondary}>
          {t("backToWallet")}
        </Link>
      </form>
    </article>
  );
}

export async function LocalDashboard({ account, payouts }: { account: Account; payouts: LocalPayout[] }) {
  const t = await getTranslations("walletPayout");
  const [format, locale] = await Promise.all([getFormatter(), getLocale()]);
  return (
    <article>
      <h1>{t("dashboardTitle")}</h1>
      <Notice />
      <p>{t("onboardingBody", { account: account.id, country: account.country })}</p>
      <h2>{t("payouts")}</h2>
      {payouts.length === 0 ? <p>{t("noPayouts")}</p> : null}
      <ul className={styles.payouts}>
        {payouts.map((payout) => (
          <li key={payout.id} data-testid="local-payout" data-status={payout.status}>
            <span>
              {formatMoney(locale, payout.amount / 100, "HKD")} · {t(`status.${payout.status}`)} ·{" "}
              {format.dateTime(new Date(payout.createdAt), { dateStyle: "medium", timeStyle: "short" })}
            </span>
            {/* a paid payout may still fail, as a bank returns money days later; a failed one is final */}
            {payout.status === "failed" ? null : (
              <form method="post" action="/pay/local/connect" className={styles.actions}>
                <input type="hidden" name="account" value={account.id} />
                <input type="hidden" name="payout" value={payout.id} />
                {payout.status === "pending" ? (
                  <button type="submit" name="action" value="paid" className="button-primary">
                    {t("markPaid")}
                  </button>
                ) : null}
                <button type="submit" name="action" value="failed" className={styles.secondary}>
                  {t("markFailed")}
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
      <p className={styles.actions}>
        <Link href="/me/wallet">{t("backToWallet")}</Link>
      </p>
    </article>
  );
}

/** An onboarding or dashboard link that names no account of the local processor. */
export async function LocalAccountMissing() {
  const t = await getTranslations("walletPayout");
  return (
    <article>
      <h1>{t("dashboardTitle")}</h1>
      <p>{t("accountMissing")}</p>
      <p>
        <Link href="/me/wallet">{t("backToWallet")}</Link>
      </p>
    </article>
  );
}
