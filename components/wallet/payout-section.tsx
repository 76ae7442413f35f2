import { getTranslations } from "next-intl/server";
import { PAYOUT_FEE_PERCENT, PAYOUT_MIN_CENTS } from "@/lib/money/payout";
import { PayoutButton } from "./payout-button";
import { PayoutConnect } from "./payout-connect";
import { PayoutMessages } from "./payout-messages";
import styles from "./wallet.module.css";

type Props = {
  account: { id: string; loginUrl: string } | null;
  pending: boolean;
  balance: number;
  hasPassword: boolean;
};

/**
 * Payout, while the payout flag is on: connect an account (its country), continue its setup,
 * or, once the processor says it can take payouts, pay out and manage it at the processor.
 */
export async function PayoutSection({ account, pending, balance, hasPassword }: Props) {
  const t = await getTranslations("walletPayout");
  return (
    <section className={styles.section} aria-labelledby="wallet-payout">
      <h2 id="wallet-payout">{t("title")}</h2>
      <p className={styles.hint}>{t("intro", { min: PAYOUT_MIN_CENTS / 100, percent: PAYOUT_FEE_PERCENT })}</p>
      {account ? null : <p className={styles.hint}>{pending ? t("pendingNote") : t("connectNote")}</p>}
      <PayoutMessages>
        {account ? <PayoutButton balance={balance} hasPassword={hasPassword} /> : <PayoutConnect pending={pending} />}
      </PayoutMessages>
      {account ? (
        <p>
          <a href={account.loginUrl}>{t("manage")}</a>
        </p>
      ) : null}
    </section>
  );
}
