import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireViewer } from "@/components/auth/require-viewer";
import { CircleForm } from "@/components/circle/circle-form";
import { CircleMessages } from "@/components/circle/circle-messages";
import { metadataFor } from "@/components/layout/site-meta";
import styles from "@/components/settings/settings.module.css";
import { CREATE_CIRCLE_PATH, circlePath } from "@/lib/url/entity-paths";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "circle" });
  return metadataFor({ title: t("createTitle"), path: CREATE_CIRCLE_PATH, noindex: true });
}

/** /circles/create: a new circle; one who already has one (one a person) is shown the way to it. */
export default async function CreateCirclePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const viewer = await requireViewer(CREATE_CIRCLE_PATH);
  const t = await getTranslations("circle");
  const own = viewer.ownCircles?.[0];
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t("createTitle")}</h1>
      {own ? (
        <p>
          {t("alreadyOwn")} <a href={circlePath(own.name)}>{t("viewCircle")}</a>
        </p>
      ) : (
        <>
          <p>{t("createIntro")}</p>
          <CircleMessages>
            <CircleForm />
          </CircleMessages>
        </>
      )}
    </div>
  );
}
