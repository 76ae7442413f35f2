import { getTranslations } from "next-intl/server";
import type { AdminFlagsQuery } from "@/lib/graphql/generated/graphql";
import styles from "./admin.module.css";
import { FeatureFlagForm } from "./feature-flag-form";
import { SeedingUsers } from "./seeding-users";

type Feature = AdminFlagsQuery["official"]["features"][number];
type Person = NonNullable<AdminFlagsQuery["oss"]["seedingUsers"]["edges"]>[number]["node"];

/**
 * The flags page: each feature with who it is on for (a select and save per row), and the
 * seeding users, who see `seeding` features as admins do.
 */
export async function AdminFlags({
  features,
  seeding,
  total,
}: {
  features: Feature[];
  seeding: Person[];
  total: number;
}) {
  const t = await getTranslations("admin.flags");
  return (
    <section className={styles.section} aria-labelledby="admin-heading">
      <h1 id="admin-heading">{t("title")}</h1>
      <p>{t("intro")}</p>
      <table className={styles.table}>
        <caption>{t("features")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("feature")}</th>
            <th scope="col">{t("flag")}</th>
          </tr>
        </thead>
        <tbody>
          {features.map((feature) => (
            <tr key={feature.name}>
              <th scope="row">
                <code>{feature.name}</code>
              </th>
              <td>
                <FeatureFlagForm name={feature.name} flag={feature.flag ?? "off"} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t("seedingTitle")}</h2>
      <p>{t("seedingIntro", { count: total })}</p>
      <SeedingUsers
        people={seeding.map((p) => ({ id: p.id, userName: p.userName ?? "", name: p.displayName || p.userName || "" }))}
      />
    </section>
  );
}
