import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import styles from "@/components/article/history.module.css";
import { HistoryComparison } from "@/components/article/history-comparison";
import { HistoryVersionList } from "@/components/article/history-version-list";
import { IpfsLinks } from "@/components/article/ipfs-links";
import ipfsStyles from "@/components/article/ipfs-links.module.css";
import { Aside } from "@/components/layout/columns";
import { metadataFor } from "@/components/layout/site-meta";
import { savedScript } from "@/components/translation/saved-script";
import { TranslationBar } from "@/components/translation/translation-bar";
import { isChineseScript } from "@/lib/cookies/names";
import { getArticleHistory, getArticleVersionPair } from "@/lib/graphql/reads/article";
import { getPaywalledArticle } from "@/lib/graphql/reads/paywall";
import { getVersionPairTranslation, type VersionTranslation } from "@/lib/graphql/reads/translation";
import { isLocale } from "@/lib/i18n/locales";
import { articleReading, askedTranslation } from "@/lib/i18n/translation-choice";
import { isRawCid } from "@/lib/ipfs/cid";
import { ipfsPath } from "@/lib/ipfs/gateways";
import { articlePath, userPath } from "@/lib/url/entity-paths";
import { queryParam } from "@/lib/url/query-param";

type Props = {
  params: Promise<{ locale: string; shortHash: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const load = async (shortHash: string) => (await getArticleHistory(shortHash)) ?? notFound();

const historyPath = (shortHash: string) => `${articlePath(shortHash)}/history`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, shortHash } = await params;
  const article = await load(shortHash);
  const t = await getTranslations({ locale, namespace: "articleHistory" });
  return metadataFor({
    title: t("title", { title: article.title }),
    description: article.summary,
    path: historyPath(shortHash),
  });
}

// An unknown short hash throws notFound() before anything is streamed: a real 404.
export default async function ArticleHistoryPage({ params, searchParams }: Props) {
  const { locale, shortHash } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("articleHistory");
  const tIpfs = await getTranslations("ipfs");
  const format = await getFormatter();
  const article = await load(shortHash);
  const versions = article.versions.edges.flatMap((edge) => (edge ? [edge.node] : []));

  // ?from=&to= name two of the listed versions; anything else falls back to the newest
  // against the one before it. Only listed ids reach the API, so no other article's
  // version can be shown here.
  const query = await searchParams;
  const listed = (id: string | null) => versions.find((v) => v.id === id);
  const to = listed(queryParam(query.to)) ?? versions[0];
  const from = listed(queryParam(query.from)) ?? versions[versions.findIndex((v) => v.id === to?.id) + 1] ?? to;
  // paywalled work's bodies and translations are the circle's: read as the viewer, not from the shared copy
  const paywalled = article.access.type === "paywall";
  const pair =
    versions.length > 1 && from && to ? await getArticleVersionPair(shortHash, from.id, to.id, paywalled) : null;
  const available = paywalled
    ? ((await getPaywalledArticle(shortHash))?.availableTranslations ?? [])
    : (article.availableTranslations ?? []);
  const author = article.author.displayName ?? article.author.userName ?? "";
  // the shown version's CID, where it has one and is served (/ipfs/<cid> answers only public
  // versions of active, public articles)
  const served = !paywalled && article.state === "active";
  const shownCid = served && isRawCid(to?.dataHash) ? to?.dataHash : null;

  // the comparison in the reader's language or script, as the article page shows it
  const saved = await savedScript();
  const reading = articleReading({
    language: article.language,
    available,
    locale: isLocale(locale) ? locale : "en",
    asked: askedTranslation(queryParam(query.translation)),
    saved,
  });
  const translated =
    reading.show && pair?.from && pair.to
      ? await getVersionPairTranslation(pair.from.id, pair.to.id, reading.show)
      : null;
  const both = translated && "from" in translated ? translated : null;
  const inLanguage = <V extends { title: string; contents: { html: string } }>(version: V, t: VersionTranslation) => ({
    ...version,
    title: t.title ?? version.title,
    contents: { html: t.content ?? version.contents.html },
  });

  return (
    <>
      <div>
        <header className={styles.header}>
          <h1>{t("heading")}</h1>
          <p className={styles.back}>
            <a href={articlePath(article.shortHash)}>{t("backToArticle", { title: article.title })}</a>
          </p>
        </header>
        {versions.length <= 1 ? <p>{t("onlyOne")}</p> : null}
        {article.versions.pageInfo.hasNextPage ? (
          <p>{t("showingNewest", { shown: versions.length, total: article.versions.totalCount })}</p>
        ) : null}
        <HistoryVersionList
          basePath={historyPath(article.shortHash)}
          versions={versions}
          selected={from && to ? { from: from.id, to: to.id } : null}
        />
        {pair?.from && pair.to ? (
          <>
            <TranslationBar
              path={historyPath(article.shortHash)}
              query={query}
              source={isChineseScript(article.language) || article.language === "en" ? article.language : null}
              shown={both && reading.show ? { language: reading.show, model: both.to.model } : null}
              offers={reading.offers}
              script={reading.script}
              saved={saved}
              failure={translated && "failure" in translated ? translated.failure : null}
            />
            <HistoryComparison
              from={both ? inLanguage(pair.from, both.from) : pair.from}
              to={both ? inLanguage(pair.to, both.to) : pair.to}
              language={both && reading.show ? reading.show : article.language}
            />
          </>
        ) : null}
        {to && shownCid ? (
          <IpfsLinks
            cid={shownCid}
            id="ipfs-heading"
            note={tIpfs("historyIntro", { date: format.dateTime(new Date(to.createdAt), { dateStyle: "medium" }) })}
          >
            {/* every listed version has its own, each verifiable the same way */}
            <h3 className={ipfsStyles.heading}>{tIpfs("everyVersion")}</h3>
            <ol className={ipfsStyles.versions}>
              {versions.flatMap((v) =>
                isRawCid(v.dataHash)
                  ? [
                      <li key={v.id}>
                        <time dateTime={v.createdAt}>
                          {format.dateTime(new Date(v.createdAt), { dateStyle: "medium", timeStyle: "short" })}
                        </time>{" "}
                        <a href={ipfsPath(v.dataHash)} className={ipfsStyles.cid}>
                          {v.dataHash}
                        </a>
                      </li>,
                    ]
                  : [],
              )}
            </ol>
          </IpfsLinks>
        ) : null}
      </div>
      <Aside label={t("asideLabel")}>
        <p>
          <a href={articlePath(article.shortHash)}>{article.title}</a>
        </p>
        {article.author.userName ? (
          <p>
            {t("by")} <a href={userPath(article.author.userName)}>{author}</a>
          </p>
        ) : null}
        <p>{t("versions", { count: article.versions.totalCount })}</p>
      </Aside>
    </>
  );
}
