import { getTranslations } from "next-intl/server";

export default async function NotFound() {
  const t = await getTranslations("errors");
  return (
    <section role="alert">
      <h1>404</h1>
      <p>{t("notFound")}</p>
      <a href="/">{t("backHome")}</a>
    </section>
  );
}
