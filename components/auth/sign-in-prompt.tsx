import { getTranslations } from "next-intl/server";
import styles from "@/components/article/article-feed.module.css";

/** A page for signed-in readers, seen by a visitor: what it is, and the way in. */
export async function SignInPrompt({ heading, target }: { heading: string; target: string }) {
  const t = await getTranslations("auth");
  return (
    <section aria-labelledby="feed-heading">
      <h1 id="feed-heading" className={styles.heading}>
        {heading}
      </h1>
      <p className={styles.empty}>{t("signInToSee")}</p>
      <a href={`/login?${new URLSearchParams({ target })}`}>{t("logIn")}</a>
    </section>
  );
}
