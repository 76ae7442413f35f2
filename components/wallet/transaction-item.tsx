import { useFormatter, useLocale, useTranslations } from "next-intl";
import type { ViewerTransactionsQuery } from "@/lib/graphql/generated/graphql";
import { formatMoney } from "@/lib/i18n/format";
import { articlePath, userPath } from "@/lib/url/entity-paths";
import { shortAddress } from "@/lib/web3/address";
import styles from "./wallet.module.css";

type Node = NonNullable<
  NonNullable<ViewerTransactionsQuery["viewer"]>["wallet"]["transactions"]["edges"]
>[number]["node"];

type Person = Node["sender"];

/** Where a transaction leads: the article or circle it was for, else the other person, else nowhere (a top-up). */
function targetOf(node: Node, viewerId: string, t: ReturnType<typeof useTranslations<"wallet">>) {
  const target = node.target;
  if (target?.__typename === "Article")
    return { href: articlePath(target.shortHash), text: t("forArticle", { title: target.title }) };
  if (target?.__typename === "Circle")
    return { href: `/~${target.name}`, text: t("forCircle", { name: target.displayName || target.name }) };
  const sent = node.sender?.id === viewerId;
  const other: Person = sent ? node.recipient : node.sender;
  if (other?.userName) {
    const name = other.displayName || other.userName;
    return { href: userPath(other.userName), text: sent ? t("toPerson", { name }) : t("fromPerson", { name }) };
  }
  return null;
}

/** One transaction: what it was, to or from whom, the amount signed from the reader's side, its state and time. */
export function TransactionItem({
  node,
  viewerId,
  explorer,
}: {
  node: Node;
  viewerId: string;
  explorer: string | null;
}) {
  const t = useTranslations("wallet");
  const format = useFormatter();
  const locale = useLocale();
  const outgoing = node.sender?.id === viewerId;
  const target = targetOf(node, viewerId, t);
  return (
    <li className={styles.row} data-testid="transaction" data-purpose={node.purpose}>
      <span className={styles.purpose}>{t(`purposes.${node.purpose}`)}</span>
      <span className={styles.amount}>
        {formatMoney(locale, outgoing ? -node.amount : node.amount, node.currency, true)}
      </span>
      <span className={styles.meta}>
        {target ? <a href={target.href}>{target.text}</a> : t("noTarget")}
        {" · "}
        <time dateTime={new Date(node.createdAt).toISOString()} suppressHydrationWarning>
          {format.dateTime(new Date(node.createdAt), { dateStyle: "medium", timeStyle: "short" })}
        </time>
        {node.blockchainTx ? (
          <>
            {" · "}
            {explorer ? (
              <a href={`${explorer}/tx/${node.blockchainTx.txHash}`} rel="noopener" title={node.blockchainTx.txHash}>
                {t("onChain", { hash: shortAddress(node.blockchainTx.txHash) })}
              </a>
            ) : (
              <span title={node.blockchainTx.txHash}>
                {t("onChain", { hash: shortAddress(node.blockchainTx.txHash) })}
              </span>
            )}
          </>
        ) : null}
      </span>
      <span className={styles.state}>{t(`states.${node.state}`)}</span>
    </li>
  );
}
