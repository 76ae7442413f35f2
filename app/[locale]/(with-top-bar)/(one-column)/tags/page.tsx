import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { metadataFor } from "@/components/layout/site-meta";
import { TagList } from "@/components/tag/tag-list";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const { after } = await searchParams;
  const t = await getTranslations({ locale, namespace: "tag" });
  // later pages are for readers without scripts; the first page is the one to index
  return metadataFor({
    title: t("listTitle"),
    description: t("listDescription"),
    path: "/tags",
    noindex: Boolean(after),
  });
}

export default async function TagsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("tag");
  const { after } = await searchParams;
  return (
    <section aria-labelledby="tags-heading">
      <h1 id="tags-heading">{t("listTitle")}</h1>
      <TagList after={typeof after === "string" ? after : null} />
    </section>
  );
}
