import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import styles from "@/components/admin/admin.module.css";
import { emptyChallengeDraft } from "@/components/admin/challenge-draft";
import { ChallengeForm } from "@/components/admin/challenge-form";
import { metadataFor } from "@/components/layout/site-meta";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "admin" });
  return metadataFor({ title: t("challenges.newTitle"), path: "/admin/challenges/new", noindex: true });
}

/** /admin/challenges/new: a new writing challenge, pending until the admin makes it active. */
export default async function NewChallengePage({ params }: Props) {
  setRequestLocale((await params).locale);
  const t = await getTranslations("admin");
  return (
    <section className={styles.section} aria-labelledby="admin-heading">
      <h1 id="admin-heading">{t("challenges.newTitle")}</h1>
      <p>
        <a href="/admin/challenges">{t("challenges.back")}</a>
      </p>
      <ChallengeForm id={null} initial={emptyChallengeDraft()} cover={null} startedState={null} />
    </section>
  );
}
