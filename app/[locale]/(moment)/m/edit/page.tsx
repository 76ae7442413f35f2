import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireViewer } from "@/components/auth/require-viewer";
import { metadataFor } from "@/components/layout/site-meta";
import styles from "@/components/moment/moment.module.css";
import { MomentFormSlot } from "@/components/moment/moment-form-slot";
import { momentEditPath } from "@/lib/url/entity-paths";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "moment" });
  return metadataFor({ title: t("write"), path: momentEditPath, noindex: true });
}

/** The moment form as a page of its own (narrow screens, section 2.5), the signed-in viewer's. */
export default async function MomentEditPage({ params }: Props) {
  setRequestLocale((await params).locale);
  await requireViewer(momentEditPath);
  const t = await getTranslations("moment");
  return (
    <section className={styles.writePage} aria-labelledby="moment-edit-heading">
      <h1 id="moment-edit-heading" className={styles.writeHeading}>
        {t("write")}
      </h1>
      <MomentFormSlot place={{ kind: "page" }} />
    </section>
  );
}
