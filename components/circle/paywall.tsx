import { getFormatter, getTranslations } from "next-intl/server";
import { ArticleContent } from "@/components/article/article-content";
import { TranslationBar } from "@/components/translation/translation-bar";
import { type ChineseScript, isChineseScript } from "@/lib/cookies/names";
import { getPaywalledArticle } from "@/lib/graphql/reads/paywall";
import { getViewerKind } from "@/lib/graphql/reads/social";
import { getArticleTranslation } from "@/lib/graphql/reads/translation";
import type { Locale } from "@/lib/i18n/locales";
import { type Asked, articleReading } from "@/lib/i18n/translation-choice";
import { cardPaymentsAvailable } from "@/lib/payments/card-available";
import { articlePath, circlePath } from "@/lib/url/entity-paths";
import { CircleMessages } from "./circle-messages";
import { CircleSubscription } from "./circle-subscription";
import styles from "./paywall.module.css";
import { PaywallIcon } from "./paywall-icon";

/** What the page knows of the reader's language choice, for a paywalled body's translations. */
export type PaywalledReading = {
  query: Record<string, string | string[] | undefined>;
  locale: Locale;
  asked: Asked;
  saved: ChineseScript | null;
};

/**
 * A paywalled article's body, read as the viewer: render it inside <Suspense> (the summary is
 * the fallback). The circle reads it, with the translations on offer to them (the shared copy
 * of the article offers none); anyone else gets the summary and the wall: the circle, its
 * price and Subscribe (the circle page's dialog; a visitor is asked to log in, and has a link
 * to). After subscribing the dialog refreshes the page, and this part reads the body.
 */
export async function PaywalledBody({
  shortHash,
  summary,
  sensitive,
  indent,
  language,
  reading,
}: {
  shortHash: string;
  summary: string;
  sensitive: boolean;
  indent: boolean;
  language: string | null;
  reading: PaywalledReading;
}) {
  const paywalled = await getPaywalledArticle(shortHash);
  if (paywalled?.readable) {
    const choice = articleReading({ ...reading, language, available: paywalled.availableTranslations });
    const result = choice.show ? await getArticleTranslation(shortHash, choice.show) : null;
    const translation = result && "translation" in result ? result.translation : null;
    const shown = translation?.language && choice.show ? { language: choice.show, model: translation.model } : null;
    return (
      <>
        <TranslationBar
          path={articlePath(shortHash)}
          query={reading.query}
          source={isChineseScript(language) || language === "en" ? language : null}
          shown={shown}
          offers={choice.offers}
          script={choice.script}
          saved={reading.saved}
          failure={result && "failure" in result ? result.failure : null}
        />
        <ArticleContent
          html={translation?.content ?? paywalled.html}
          sensitive={sensitive}
          indent={indent}
          language={translation?.content ? translation.language : language}
        />
      </>
    );
  }
  const [t, format, { kind }] = await Promise.all([getTranslations("paywall"), getFormatter(), getViewerKind()]);
  const circle = paywalled?.circle ?? null;
  const price = circle?.prices?.[0] ?? null;
  return (
    <>
      <PaywallSummary summary={summary} />
      <section className={styles.wall} aria-labelledby="paywall-heading" data-paywall="">
        <h2 id="paywall-heading">
          <PaywallIcon />
          {t("title")}
        </h2>
        {circle ? (
          <p>
            {t.rich("intro", {
              circle: (chunks) => <a href={circlePath(circle.name)}>{chunks}</a>,
              name: circle.displayName,
            })}
          </p>
        ) : null}
        {price ? (
          <p>{t("price", { price: format.number(price.amount, { style: "currency", currency: price.currency }) })}</p>
        ) : null}
        <div className={styles.actions}>
          {circle && price && circle.state === "active" ? (
            <CircleMessages>
              <CircleSubscription
                circleId={circle.id}
                displayName={circle.displayName}
                price={price}
                viewer={kind}
                member={false}
                memberUntil={null}
                cards={await cardPaymentsAvailable()}
              />
            </CircleMessages>
          ) : null}
          {kind === "visitor" ? (
            <a href={`/login?target=${encodeURIComponent(articlePath(shortHash))}`}>{t("signIn")}</a>
          ) : null}
        </div>
      </section>
    </>
  );
}

/** What everyone reads of paywalled work: its summary, where the body would be. */
export function PaywallSummary({ summary }: { summary: string }) {
  return <p className={styles.summary}>{summary}</p>;
}

/** Where a paywalled article's comments would be, for anyone outside its circle. */
export async function PaywalledCommentsNote() {
  const t = await getTranslations("paywall");
  return <p className={styles.note}>{t("comments")}</p>;
}
