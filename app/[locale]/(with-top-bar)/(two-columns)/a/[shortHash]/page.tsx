import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import articleStyles from "@/components/article/article.module.css";
import { ArticleActions, AuthorFollow } from "@/components/article/article-actions";
import { ArticleComments, preloadArticleComments } from "@/components/article/article-comments";
import { ArticleContent } from "@/components/article/article-content";
import { ArticleFooter } from "@/components/article/article-footer";
import { ArticleHeader } from "@/components/article/article-header";
import { CollectionReadingList } from "@/components/article/collection-reading-list";
import { FediverseReplies } from "@/components/article/fediverse-replies";
import { IpfsLinks } from "@/components/article/ipfs-links";
import { RelatedArticles } from "@/components/article/related-articles";
import { PaywalledBody, PaywallSummary } from "@/components/circle/paywall";
import { Aside } from "@/components/layout/columns";
import { JsonLd } from "@/components/layout/json-ld";
import { metadataFor, siteConfig } from "@/components/layout/site-meta";
import { ShareButton } from "@/components/share/share-button";
import { savedScript } from "@/components/translation/saved-script";
import { TranslationBar } from "@/components/translation/translation-bar";
import { UserDigest } from "@/components/user/user-digest";
import { MonetizationLink } from "@/components/wallet/monetization-link";
import { preloadArticleSupporters, SupportSection } from "@/components/wallet/support-section";
import { isChineseScript } from "@/lib/cookies/names";
import { getArticle, getReadingCollection } from "@/lib/graphql/reads/article";
import { getArticleTranslation } from "@/lib/graphql/reads/translation";
import { isLocale } from "@/lib/i18n/locales";
import { articleReading, askedTranslation } from "@/lib/i18n/translation-choice";
import { isRawCid } from "@/lib/ipfs/cid";
import { articlePath } from "@/lib/url/entity-paths";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string; shortHash: string }>;
  searchParams: Promise<Record<"collection" | "after" | "comment" | "translation", string | string[] | undefined>>;
};

async function load(shortHash: string) {
  const article = await getArticle(shortHash);
  // archived and banned work is for its author's own pages; here it is gone
  if (article?.state !== "active") notFound();
  return article;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { shortHash } = await params;
  const article = await load(shortHash);
  return metadataFor({
    title: article.title,
    description: article.summary,
    path: articlePath(article.shortHash),
    // the generated card (title, author) rather than the cover: it reads on every platform
    type: "article",
    keywords: (article.tags ?? []).map((t) => t.content),
    // the API's word on it: its author's account archived or banned
    noindex: article.noindex,
  });
}

export default async function ArticlePage({ params, searchParams }: Props) {
  const { locale, shortHash } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("article");
  const query = await searchParams;
  const saved = await savedScript();
  // The comments and the supporters are reads of their own from the short hash: begun beside
  // the article's, a page rendered afresh waits for the longest of the three chains of round
  // trips, not their sum. The comments only where their script is known to be the original's
  // (no translation asked, no script saved); on a paywalled article that read goes unused.
  if (!query.translation && !saved) preloadArticleComments(shortHash, queryParam(query.after));
  preloadArticleSupporters(shortHash);
  const article = await load(shortHash);
  const paywalled = article.access.type === "paywall";
  const collection = await getReadingCollection(queryParam(query.collection), article.author.id);
  // the reader's language or script: what the address asks for, else the saved script
  const reading = articleReading({
    language: article.language,
    available: article.availableTranslations ?? [],
    locale: isLocale(locale) ? locale : "en",
    asked: askedTranslation(queryParam(query.translation)),
    saved,
  });
  const result = reading.show ? await getArticleTranslation(article.shortHash, reading.show) : null;
  const translation = result && "translation" in result ? result.translation : null;
  const shown = translation?.language && reading.show ? { language: reading.show, model: translation.model } : null;
  const { url } = await siteConfig();
  return (
    <>
      <div className={articleStyles.column}>
        {collection ? <CollectionReadingList collection={collection} current={article.shortHash} /> : null}
        <article aria-labelledby="article-title">
          <ArticleHeader
            article={translation?.title ? { ...article, title: translation.title } : article}
            permalink={`${url}${articlePath(article.shortHash)}`}
          />
          {paywalled ? null : (
            <TranslationBar
              path={articlePath(article.shortHash)}
              query={query}
              source={isChineseScript(article.language) || article.language === "en" ? article.language : null}
              shown={shown}
              offers={reading.offers}
              script={reading.script}
              saved={saved}
              failure={result && "failure" in result ? result.failure : null}
            />
          )}
          {paywalled ? (
            // the circle's body is read as the viewer, never from the shared copy
            <Suspense fallback={<PaywallSummary summary={article.summary} />}>
              <PaywalledBody
                shortHash={article.shortHash}
                summary={article.summary}
                sensitive={article.sensitiveByAdmin || article.sensitiveByAuthor}
                indent={article.indentFirstLine}
                language={article.language}
                reading={{
                  query,
                  locale: isLocale(locale) ? locale : "en",
                  asked: askedTranslation(queryParam(query.translation)),
                  saved,
                }}
              />
            </Suspense>
          ) : (
            <ArticleContent
              html={translation?.content ?? article.contents.html}
              sensitive={article.sensitiveByAdmin || article.sensitiveByAuthor}
              indent={article.indentFirstLine}
              language={translation?.content ? translation.language : article.language}
            />
          )}
          <ArticleFooter article={article} />
          {/* a public version's CID; paywalled versions have none (the circle's text stays the circle's) */}
          {!paywalled && article.state === "active" && isRawCid(article.dataHash) ? (
            <IpfsLinks cid={article.dataHash} id="ipfs-heading" />
          ) : null}
          <Suspense fallback={<div className={articleStyles.actionsPlaceholder} />}>
            <ArticleActions article={article}>
              {/* read within a collection, the link keeps it: the reader lands in the same list */}
              <ShareButton title={article.title} keep={collection ? ["collection"] : undefined} />
            </ArticleActions>
          </Suspense>
          <Suspense>
            <SupportSection
              recipient={{ id: article.author.id, name: article.author.displayName ?? article.author.userName ?? "" }}
              article={{ id: article.id, shortHash: article.shortHash, requestForDonation: article.requestForDonation }}
            />
          </Suspense>
        </article>
        <div className="screen-only">
          <Suspense>
            <ArticleComments
              shortHash={article.shortHash}
              after={queryParam(query.after)}
              comment={queryParam(query.comment)}
              script={shown && isChineseScript(shown.language) ? shown.language : null}
              paywalled={paywalled}
            />
          </Suspense>
          <FediverseReplies fediverse={article.fediverse} />
        </div>
        <RelatedArticles articles={(article.relatedArticles.edges ?? []).map((e) => e.node)} />
      </div>
      <MonetizationLink pointer={article.author.paymentPointer} />
      <Aside label={t("aboutAuthor")}>
        <UserDigest user={article.author} size={48} />
        {article.author.info.description ? <p>{article.author.info.description}</p> : null}
        <Suspense>
          <AuthorFollow article={article} />
        </Suspense>
      </Aside>
      <JsonLd
        data={{
          "@type": "Article",
          headline: article.title,
          description: article.summary,
          datePublished: article.createdAt,
          dateModified: article.revisedAt ?? article.createdAt,
          author: { "@type": "Person", name: article.author.displayName ?? article.author.userName },
          wordCount: article.wordCount ?? undefined,
          image: article.cover ?? undefined,
        }}
      />
    </>
  );
}
