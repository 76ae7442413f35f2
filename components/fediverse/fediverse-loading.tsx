import { useTranslations } from "next-intl";
import feedStyles from "@/components/article/article-feed.module.css";

/** What a fediverse view shows while the reader's side is read. */
export function FediverseLoading() {
  const t = useTranslations("fediverse");
  return (
    <>
      <h1 className={feedStyles.heading}>{t("title")}</h1>
      <p role="status">{t("loading")}</p>
    </>
  );
}
