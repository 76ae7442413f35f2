import { getTranslations } from "next-intl/server";

type Namespace = "guide" | "tos" | "community" | "migration";

/**
 * An informational page from one message namespace: `title`, `intro`, then for each section
 * key `<key>Heading` and `<key>` (the paragraph).
 */
export async function InfoPage({ namespace, sections }: { namespace: Namespace; sections: readonly string[] }) {
  const t = await getTranslations(namespace);
  return (
    <article className="prose">
      <h1>{t("title")}</h1>
      <p>{t("intro")}</p>
      {sections.map((key) => (
        <section key={key} aria-labelledby={`${namespace}-${key}`}>
          <h2 id={`${namespace}-${key}`}>{t(`${key}Heading`)}</h2>
          <p>{t(key)}</p>
        </section>
      ))}
    </article>
  );
}
