import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { getFeatureEnabled } from "@/lib/graphql/reads/support";
import { getViewerWallet } from "@/lib/graphql/reads/wallet";
import { formatMoney } from "@/lib/i18n/format";
import { PaymentPasswordSetting } from "./payment-password-setting";
import { PayoutSection } from "./payout-section";
import { TopUpButton } from "./top-up-button";
import { TopUpMessages } from "./top-up-messages";
import { usdtSupportConfig } from "./usdt/usdt-config";
import { VaultButton } from "./usdt/vault-button";
import styles from "./wallet.module.css";

/**
 * The reader's wallet: the balance in HKD, what the wallet holds, and beneath it the same in
 * their display currency at the stored rate; the top-up while that feature is on, the payout
 * while that one is, the USDT vault where USDT support is offered (`dialog` opens its dialog),
 * the payment password, the way to the transactions.
 */
export async function WalletOverview({ dialog }: { dialog: string | null }) {
  const [t, format, locale] = await Promise.all([getTranslations("wallet"), getFormatter(), getLocale()]);
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
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t("title")}</h1>

      <section className={styles.section} aria-labelledby="wallet-balance">
        <h2 id="wallet-balance">{t("balance")}</h2>
        <p className={styles.balance} data-testid="balance">
          {formatMoney(locale, hkd, "HKD")}
        </p>
        {rate ? (
          <>
            <p className={styles.converted} data-testid="balance-converted">
              {t("balanceConverted", { amount: formatMoney(locale, hkd * rate.rate, currency) })}
            </p>
            <p className={styles.hint}>
              {t("rateNote", {
                rate: format.number(rate.rate, { maximumFractionDigits: 4 }),
                currency,
                date: format.dateTime(new Date(rate.updatedAt), { dateStyle: "medium" }),
              })}
            </p>
          </>
        ) : currency !== "HKD" ? (
          <p className={styles.hint}>{t("noRate", { currency })}</p>
        ) : null}
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
