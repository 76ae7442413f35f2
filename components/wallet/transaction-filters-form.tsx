import { getTranslations } from "next-intl/server";
import { CURRENCIES, PURPOSES, TRANSACTIONS_PATH, type TransactionFilter } from "./transaction-filters";
import styles from "./wallet.module.css";

/** A plain GET form: the filters land in the address, and it works without scripts. */
export async function TransactionFiltersForm({ filter }: { filter: TransactionFilter }) {
  const t = await getTranslations("wallet");
  return (
    <form method="get" action={TRANSACTIONS_PATH}>
      <fieldset className={styles.filters}>
        <legend>{t("filters")}</legend>
        <label className={styles.field}>
          {t("purpose")}
          <select name="purpose" defaultValue={filter.purpose ?? ""}>
            <option value="">{t("any")}</option>
            {PURPOSES.map((purpose) => (
              <option key={purpose} value={purpose}>
                {t(`purposes.${purpose}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t("currency")}
          <select name="currency" defaultValue={filter.currency ?? ""}>
            <option value="">{t("any")}</option>
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={styles.action}>
          {t("apply")}
        </button>
        {filter.purpose || filter.currency ? <a href={TRANSACTIONS_PATH}>{t("clear")}</a> : null}
      </fieldset>
    </form>
  );
}
