import { getTranslations } from "next-intl/server";
import { isMemberShell } from "@/components/layout/member-shell";
import { UserDigest } from "@/components/user/user-digest";
import { walletConnectProjectId } from "@/components/wallet/connect/walletconnect-project";
import { getViewerKind } from "@/lib/graphql/reads/social";
import { getArticleSupporters, getPaymentEnabled } from "@/lib/graphql/reads/support";
import { articleSupportersPath } from "@/lib/url/entity-paths";
import { ReaderSupportButton } from "./reader-support-button";
import styles from "./support.module.css";
import { SupportMessages } from "./support-messages";
import { usdtSupportConfig } from "./usdt/usdt-config";

// Support under an article or a moment: the button (not for the author on their own work, nor
// while the payment flag is off) and, for an article, who supported it, in a section of their
// own; a moment's button alone, for the row of the moment's actions. Read per request for
// the viewer, so it streams inside <Suspense>; the supporters come from a shared read.

type Props = {
  recipient: { id: string; name: string };
  /** The article supported (for its supporters and the author's reply); none for a moment. */
  article?: { id: string; shortHash: string; requestForDonation: string | null };
};

/** Begins the article's supporters read beside the article's own (the preload pattern): see the article page. */
export function preloadArticleSupporters(shortHash: string): void {
  getArticleSupporters(shortHash).catch(() => null);
}

export async function SupportSection({ recipient, article }: Props) {
  const [shell, { kind, id: viewerId }, enabled, supporters, t, usdt, walletConnect] = await Promise.all([
    isMemberShell(),
    getViewerKind(),
    getPaymentEnabled(),
    article ? getArticleSupporters(article.shortHash) : null,
    getTranslations("walletPay"),
    usdtSupportConfig(),
    walletConnectProjectId(),
  ]);
  // a copy kept for every signed-in reader is never its author's (server/cache/member-pages.ts)
  const offered = enabled && (shell || viewerId !== recipient.id);
  const buttonProps = {
    usdt,
    walletConnectProjectId: walletConnect,
    recipient,
    target: article ? { id: article.id, shortHash: article.shortHash } : null,
    requestForDonation: article?.requestForDonation ?? null,
  };
  const people = (supporters?.edges ?? []).map((e) => e.node);
  if (!offered && people.length === 0) return null;
  const button = offered ? (
    <SupportMessages usdt={usdt !== null}>
      <ReaderSupportButton viewer={shell ? undefined : kind} {...buttonProps} />
    </SupportMessages>
  ) : null;
  // a moment has no supporters list: its button joins the row of the moment's other actions
  if (!article) return button;
  return (
    <section className={styles.section} aria-label={t("support")}>
      {button}
      {supporters && people.length > 0 ? (
        <>
          <h2 className={styles.title}>{t("supporters", { count: supporters.totalCount })}</h2>
          <ul className={styles.supporters} data-testid="supporters">
            {people.map((person) => (
              <li key={person.id}>
                <UserDigest user={person} size={24} />
              </li>
            ))}
          </ul>
          {supporters.pageInfo.hasNextPage ? (
            <a href={articleSupportersPath(article.shortHash)}>
              {t("allSupporters", { count: supporters.totalCount })}
            </a>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
