import { getFormatter, getTranslations } from "next-intl/server";
import { getFeatureEnabled } from "@/lib/graphql/reads/support";
import { getViewerWallet } from "@/lib/graphql/reads/wallet";
import { formatMoney } from "./money";
import { PaymentPasswordSetting } from "./payment-password-setting";
import { PayoutSection } from "./payout-section";
import { TopUpButton } from "./top-up-button";
import { TopUpMessages } from "./top-up-messages";
import { usdtSupportConfig } from "./usdt/usdt-config";
import { VaultButton } from "./usdt/vault-button";
import styles from "./wallet.module.css";

/**
 * The reader's wallet: the balance in their display currency at the stored rate (HKD, what the
 * wallet holds, underneath) with the top-up while that feature is on, the payout while that one
 * is, the USDT vault where USDT support is offered (`dialog` opens its dialog), the payment
 * password, the way to the transactions.
 */
export async function WalletOverview({ dialog }: { dialog: string | null }) {
  const t = await getTranslations("wallet");
  const format = await getFormatter();
  const [{ viewer, exchangeRates }, topUp, payout, usdt] = await Promise.all([
    getViewerWallet(),
    getFeatureEnabled("add_credit"),
    getFeatureEnabled("payout"),
    usdtSupportConfig(),
  ]);
  if (!viewer) return null;
  const hkd = viewer.wallet.balance.HKD;
  const currency = viewer.settings.currency;
  const rate = currency === "HKD" ? null : exchangeRates?.find((r) => r.to === currency);
  const shown = currency === "HKD" || !rate ? null : formatMoney(format, hkd * rate.rate, currency);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t("title")}</h1>

      <section className={styles.section} aria-labelledby="wallet-balance">
        <h2 id="wallet-balance">{t("balance")}</h2>
        {shown ? (
          <>
            <p className={styles.balance} data-testid="balance-display">
              {shown}
            </p>
            <p className={styles.hkd} data-testid="balance-hkd">
              {t("balanceInHkd", { amount: formatMoney(format, hkd, "HKD") })}
            </p>
            {rate ? (
              <p className={styles.hint}>
                {t("rateNote", {
                  rate: format.number(rate.rate, { maximumFractionDigits: 4 }),
                  currency,
                  date: format.dateTime(new Date(rate.updatedAt), { dateStyle: "medium" }),
                })}
              </p>
            ) : null}
          </>
        ) : (
          <>
            <p className={styles.balance} data-testid="balance-hkd">
              {formatMoney(format, hkd, "HKD")}
            </p>
            {currency !== "HKD" ? <p className={styles.hint}>{t("noRate", { currency })}</p> : null}
          </>
        )}
        {topUp ? (
          <TopUpMessages>
            <TopUpButton />
          </TopUpMessages>
        ) : null}
      </section>

      {payout ? (
        <PayoutSection
          account={viewer.wallet.stripeAccount ?? null}
          pending={viewer.wallet.stripeAccountPending}
          balance={hkd}
          hasPassword={viewer.status?.hasPaymentPassword ?? false}
        />
      ) : null}

      {usdt ? (
        <section className={styles.section} aria-labelledby="wallet-vault">
          <h2 id="wallet-vault">{t("vault.heading")}</h2>
          <p className={styles.hint}>{t("vault.sectionIntro")}</p>
          <VaultButton initiallyOpen={dialog === "withdraw-vault-usdt"} />
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="wallet-password">
        <h2 id="wallet-password">{t("paymentPassword")}</h2>
        <p className={styles.hint}>{t("paymentPasswordIntro")}</p>
        <PaymentPasswordSetting
          email={viewer.info.email ?? null}
          hasPassword={viewer.status?.hasPaymentPassword ?? false}
        />
      </section>

      <section className={styles.section} aria-labelledby="wallet-transactions">
        <h2 id="wallet-transactions">{t("transactions")}</h2>
        <p className={styles.hint}>{t("transactionsIntro")}</p>
        <p>
          <a href="/me/wallet/transactions">{t("allTransactions")}</a>
        </p>
      </section>
    </div>
  );
}
