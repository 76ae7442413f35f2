import { getTranslations } from "next-intl/server";
import feedStyles from "@/components/article/article-feed.module.css";

/** Shown while the reader's own numbers are read (they are never cached). */
export default async function Loading() {
  const t = await getTranslations("analytics");
  return (
    <p role="status" className={feedStyles.empty}>
      {t("loading")}
    </p>
  );
}
