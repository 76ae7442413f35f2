import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireViewer } from "@/components/auth/require-viewer";
import { CircleForm } from "@/components/circle/circle-form";
import { CircleMessages } from "@/components/circle/circle-messages";
import { metadataFor } from "@/components/layout/site-meta";
import styles from "@/components/settings/settings.module.css";
import { getCircle } from "@/lib/graphql/reads/circle";
import { circlePath, editCirclePath } from "@/lib/url/entity-paths";
import { decodePathText } from "@/lib/url/path-text";

type Props = { params: Promise<{ locale: string; name: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, name } = await params;
  const t = await getTranslations({ locale, namespace: "circle" });
  return metadataFor({ title: t("editTitle"), path: editCirclePath(name), noindex: true });
}

/** /~name/settings/edit-profile: the owner's form; for anyone else the circle is not found here. */
export default async function EditCirclePage({ params }: Props) {
  const { locale, name } = await params;
  setRequestLocale(locale);
  const decoded = decodePathText(name) ?? "";
  const viewer = await requireViewer(editCirclePath(decoded));
  const circle = await getCircle(decoded);
  if (!circle || circle.owner.id !== viewer.id || circle.state !== "active") notFound();
  const t = await getTranslations("circle");
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t("editTitle")}</h1>
      <CircleMessages>
        <CircleForm
          circle={{
            id: circle.id,
            name: circle.name,
            displayName: circle.displayName,
            description: circle.description ?? "",
            avatar: circle.avatar ?? null,
            cover: circle.cover ?? null,
            price: circle.prices?.[0]?.amount ?? null,
          }}
        />
      </CircleMessages>
      <p>
        <a href={circlePath(circle.name)}>{t("viewCircle")}</a>
      </p>
    </div>
  );
}
