import { getTranslations } from "next-intl/server";
import { nextPagePath, StaleCursor } from "@/components/article/article-feed";
import { MorePages } from "@/components/ui/more-pages";
import { getViewerTransactions } from "@/lib/graphql/reads/wallet";
import { chainById } from "@/lib/web3/chains";
import { type TransactionFilter, transactionsPath } from "./transaction-filters";
import { TransactionFiltersForm } from "./transaction-filters-form";
import { TransactionItem } from "./transaction-item";
import { usdtSupportConfig } from "./usdt/usdt-config";
import styles from "./wallet.module.css";

/**
 * The reader's transactions, newest first, 20 a page, narrowed by the filters in the address:
 * later pages load as the list nears its end (MorePages fetches the next page's own HTML), or
 * by the plain link without scripts.
 */
export async function TransactionList({ after, filter }: { after: string | null; filter: TransactionFilter }) {
  const [t, usdt] = await Promise.all([getTranslations("wallet"), usdtSupportConfig()]);
  // chain payments link to the configured chain's explorer (the local chain has none)
  const explorer = (usdt && chainById(usdt.chainId)?.blockExplorers?.default.url) || null;
  const path = transactionsPath(filter);
  const read = await getViewerTransactions(after, filter).catch((error) => {
    if (after) return null;
    throw error;
  });
  if (!read) return <StaleCursor path={path} />;
  const { viewerId, page } = read;
  const nodes = (page.edges ?? []).map((e) => e.node);
  const next = nextPagePath(path, page.pageInfo);
  const filtered = Boolean(filter.purpose || filter.currency);
  return (
    <div className={styles.page}>
      <h1 id="transactions-heading" className={styles.heading}>
        {t("transactions")}
      </h1>
      <p>
        <a href="/me/wallet">{t("backToWallet")}</a>
      </p>
      <TransactionFiltersForm filter={filter} />
      {nodes.length === 0 ? (
        <p className={styles.empty}>{filtered ? t("emptyFiltered") : t("empty")}</p>
      ) : (
        <ol className={styles.list} aria-labelledby="transactions-heading" data-more-items="">
          {nodes.map((node) => (
            <TransactionItem key={node.id} node={node} viewerId={viewerId} explorer={explorer} />
          ))}
        </ol>
      )}
      {next ? (
        <MorePages href={next} label={t("more")} loadingLabel={t("loading")} listClassName={styles.list} />
      ) : null}
    </div>
  );
}
