import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { metadataFor } from "@/components/layout/site-meta";
import { RecentSearches } from "@/components/search/recent-searches";
import { SearchBar } from "@/components/search/search-bar";
import { SearchResults } from "@/components/search/search-results";
import styles from "@/components/search/search-results.module.css";
import { parseSearchTab, SearchTabs } from "@/components/search/search-tabs";
import { normalizeKey } from "@/lib/text/search-key";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function readQuery(searchParams: Props["searchParams"]) {
  const { q, type, after } = await searchParams;
  const key = normalizeKey(typeof q === "string" ? q : "");
  return { key, tab: parseSearchTab(type), after: typeof after === "string" ? after : null };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "search" });
  const { key } = await readQuery(searchParams);
  return metadataFor({ title: key ? t("resultsFor", { key }) : t("title"), path: "/search", noindex: true });
}

export default async function SearchPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("search");
  const { key, tab, after } = await readQuery(searchParams);
  return (
    <>
      <h1 className="visually-hidden">{key ? t("resultsFor", { key }) : t("title")}</h1>
      <SearchBar initialKey={key} className={styles.narrowBar} />
      {key ? (
        <>
          <SearchTabs searchKey={key} current={tab} />
          <SearchResults searchKey={key} tab={tab} after={after} />
        </>
      ) : (
        <>
          <p className={styles.empty}>{t("prompt")}</p>
          <Suspense>
            <RecentSearches />
          </Suspense>
        </>
      )}
    </>
  );
}
