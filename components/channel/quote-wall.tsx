import { NextIntlClientProvider, useTranslations } from "next-intl";
import { getMessages } from "next-intl/server";
import { Suspense } from "react";
import type { WritingChallengeFieldsFragment as WritingChallenge } from "@/lib/graphql/generated/graphql";
import { getChallengeViewer } from "@/lib/graphql/reads/challenge-viewer";
import { getViewerKind } from "@/lib/graphql/reads/social";
import { clientMessages } from "@/lib/i18n/client-messages";
import { articlePath, userPath } from "@/lib/url/entity-paths";
import { type QuotableEntry, QuoteAdd } from "./quote-add";
import { QuoteDelete } from "./quote-delete";
import styles from "./quote-wall.module.css";

type Quote = NonNullable<WritingChallenge["quotes"]["edges"]>[number]["node"];

/**
 * A challenge's quote wall (issue 35), when it has one: the latest excerpts of its entries, each
 * with the entry it comes from and who put it up. The list is the same for everyone (it is in
 * the shared page); the way to add one and the delete buttons are the viewer's, streamed.
 */
export function QuoteWall({ challenge, entries }: { challenge: WritingChallenge; entries: QuotableEntry[] }) {
  const t = useTranslations("challengeWall");
  if (!challenge.enableQuoteWall) return null;
  const quotes = (challenge.quotes.edges ?? []).map((e) => e.node);
  return (
    <section aria-labelledby="quote-wall-heading" className={styles.wall}>
      <h2 id="quote-wall-heading" className={styles.heading} tabIndex={-1}>
        {t("heading", { count: challenge.quoteCount })}
      </h2>
      {quotes.length === 0 ? <p className={styles.empty}>{t("empty")}</p> : null}
      <ul className={styles.quotes}>
        {quotes.map((quote) => (
          <li key={quote.id}>
            <QuoteItem quote={quote} shortHash={challenge.shortHash} />
          </li>
        ))}
      </ul>
      <Suspense>
        <ViewerQuoteAdd entries={entries} />
      </Suspense>
    </section>
  );
}

function QuoteItem({ quote, shortHash }: { quote: Quote; shortHash: string }) {
  const t = useTranslations("challengeWall");
  const poster = quote.poster.displayName ?? quote.poster.userName ?? "";
  return (
    <figure className={styles.quote} data-quote={quote.id}>
      <blockquote cite={articlePath(quote.article.shortHash)}>
        <p>{quote.content}</p>
      </blockquote>
      <figcaption className={styles.source}>
        <a href={articlePath(quote.article.shortHash)}>{quote.article.title}</a>
        {quote.poster.userName ? (
          <span>
            {t("postedBy")} <a href={userPath(quote.poster.userName)}>{poster}</a>
          </span>
        ) : null}
        <Suspense>
          <ViewerQuoteDelete id={quote.id} posterId={quote.poster.id} shortHash={shortHash} />
        </Suspense>
      </figcaption>
    </figure>
  );
}

/** The wall's messages for its islands. */
async function WallMessages({ children }: { children: React.ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={clientMessages(messages, ["challengeWall"])}>{children}</NextIntlClientProvider>
  );
}

/** "Add a quote", as the viewer: a visitor's press asks them to log in. */
async function ViewerQuoteAdd({ entries }: { entries: QuotableEntry[] }) {
  if (entries.length === 0) return null;
  const { kind } = await getViewerKind();
  return (
    <WallMessages>
      <QuoteAdd viewer={kind} entries={entries} />
    </WallMessages>
  );
}

/** Delete, for the quote's poster and the challenge's managers (the API checks again). */
async function ViewerQuoteDelete({ id, posterId, shortHash }: { id: string; posterId: string; shortHash: string }) {
  const [{ id: viewerId }, { isManager }] = await Promise.all([getViewerKind(), getChallengeViewer(shortHash)]);
  if (viewerId !== posterId && !isManager) return null;
  return (
    <WallMessages>
      <QuoteDelete id={id} />
    </WallMessages>
  );
}
