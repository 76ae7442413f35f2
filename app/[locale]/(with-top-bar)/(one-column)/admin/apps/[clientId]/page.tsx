import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import styles from "@/components/admin/admin.module.css";
import { appDraftOf } from "@/components/admin/app-draft";
import { AppForm } from "@/components/admin/app-form";
import { broadScopeWords } from "@/components/admin/scope-words";
import { metadataFor } from "@/components/layout/site-meta";
import { getAdminOAuthClient } from "@/lib/graphql/reads/admin";
import { decodePathText } from "@/lib/url/path-text";

type Props = { params: Promise<{ locale: string; clientId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, clientId } = await params;
  const t = await getTranslations({ locale, namespace: "admin" });
  return metadataFor({ title: t("apps.editTitle"), path: `/admin/apps/${clientId}`, noindex: true });
}

/** /admin/apps/[clientId]: one app's form, where it may also be given a new secret. */
export default async function EditAppPage({ params }: Props) {
  const { locale, clientId } = await params;
  setRequestLocale(locale);
  const app = await getAdminOAuthClient((decodePathText(clientId) ?? "").slice(0, 100));
  if (!app) notFound();
  const t = await getTranslations("admin.apps");
  return (
    <section className={styles.section} aria-labelledby="admin-heading">
      <h1 id="admin-heading">{t("editTitle")}</h1>
      <p>
        <a href="/admin/apps">{t("back")}</a>
      </p>
      <p>
        {t("clientId")}: <code>{app.id}</code>
      </p>
      <AppForm
        key={app.id}
        id={app.id}
        initial={appDraftOf(app)}
        secretHint={app.secret}
        scopeWords={await broadScopeWords()}
      />
    </section>
  );
}
