import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import styles from "@/components/admin/admin.module.css";
import { emptyAppDraft } from "@/components/admin/app-draft";
import { AppForm } from "@/components/admin/app-form";
import { broadScopeWords } from "@/components/admin/scope-words";
import { metadataFor } from "@/components/layout/site-meta";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin" });
  return metadataFor({ title: t("apps.newTitle"), path: "/admin/apps/new", noindex: true });
}

/** /admin/apps/new: register an OAuth app; its secret is shown here once. */
export default async function NewAppPage({ params }: Props) {
  setRequestLocale((await params).locale);
  const t = await getTranslations("admin.apps");
  return (
    <section className={styles.section} aria-labelledby="admin-heading">
      <h1 id="admin-heading">{t("newTitle")}</h1>
      <p>
        <a href="/admin/apps">{t("back")}</a>
      </p>
      <AppForm id={null} initial={emptyAppDraft()} secretHint={null} scopeWords={await broadScopeWords()} />
    </section>
  );
}
