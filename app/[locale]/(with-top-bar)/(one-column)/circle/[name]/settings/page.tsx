import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireViewer } from "@/components/auth/require-viewer";
import { metadataFor } from "@/components/layout/site-meta";
import styles from "@/components/settings/settings.module.css";
import { getCircle } from "@/lib/graphql/reads/circle";
import {
  circleAnalyticsPath,
  circlePath,
  circleSettingsPath,
  editCirclePath,
  manageInvitationPath,
} from "@/lib/url/entity-paths";
import { decodePathText } from "@/lib/url/path-text";

type Props = { params: Promise<{ locale: string; name: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, name } = await params;
  const t = await getTranslations({ locale, namespace: "circleInvitation" });
  return metadataFor({ title: t("settingsTitle"), path: circleSettingsPath(name), noindex: true });
}

/** /~name/settings: the owner's settings index; for anyone else the circle is not found here. */
export default async function CircleSettingsPage({ params }: Props) {
  const { locale, name } = await params;
  setRequestLocale(locale);
  const decoded = decodePathText(name) ?? "";
  const viewer = await requireViewer(circleSettingsPath(decoded));
  const circle = await getCircle(decoded);
  if (!circle || circle.owner.id !== viewer.id) notFound();
  const t = await getTranslations("circleInvitation");
  const tCircle = await getTranslations("circle");
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t("settingsTitle")}</h1>
      <nav aria-label={t("settingsTitle")}>
        <ul className={styles.links}>
          <li>
            <a href={editCirclePath(circle.name)}>{t("editProfile")}</a>
          </li>
          <li>
            <a href={manageInvitationPath(circle.name)}>{t("manageInvitation")}</a>
          </li>
          <li>
            <a href={circleAnalyticsPath(circle.name)}>{t("analytics")}</a>
          </li>
        </ul>
      </nav>
      <p>
        <a href={circlePath(circle.name)}>{tCircle("viewCircle")}</a>
      </p>
    </div>
  );
}
