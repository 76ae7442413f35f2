import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import styles from "@/components/admin/admin.module.css";
import { challengeDraftOf } from "@/components/admin/challenge-draft";
import { ChallengeForm } from "@/components/admin/challenge-form";
import { metadataFor } from "@/components/layout/site-meta";
import { getAdminChallenge } from "@/lib/graphql/reads/admin";
import { imageUrl } from "@/lib/media/paths";
import { decodePathText } from "@/lib/url/path-text";

type Props = { params: Promise<{ locale: string; shortHash: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, shortHash } = await params;
  const t = await getTranslations({ locale, namespace: "admin" });
  return metadataFor({ title: t("challenges.editTitle"), path: `/admin/challenges/${shortHash}`, noindex: true });
}

/** /admin/challenges/[shortHash]: one challenge's form, with its page one link away. */
export default async function EditChallengePage({ params }: Props) {
  const { locale, shortHash } = await params;
  setRequestLocale(locale);
  const challenge = await getAdminChallenge(decodePathText(shortHash) ?? "");
  if (!challenge) notFound();
  const t = await getTranslations("admin");
  return (
    <section className={styles.section} aria-labelledby="admin-heading">
      <h1 id="admin-heading">{t("challenges.editTitle")}</h1>
      <p>
        <a href="/admin/challenges">{t("challenges.back")}</a> ·{" "}
        <a href={`/e/${challenge.shortHash}`}>{t("challenges.view")}</a>
      </p>
      <ChallengeForm
        key={challenge.shortHash}
        id={challenge.id}
        initial={challengeDraftOf(challenge)}
        cover={challenge.cover ? imageUrl(challenge.cover, { w: 800, h: 200, fit: "cover" }) : null}
        startedState={challenge.state}
      />
    </section>
  );
}
