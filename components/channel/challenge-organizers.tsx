import { useTranslations } from "next-intl";
import { UserDigest } from "@/components/user/user-digest";
import type { UserDigestFieldsFragment as Person } from "@/lib/graphql/generated/graphql";
import styles from "./challenge-organizers.module.css";

/** Who runs the challenge; nothing when it names no one. */
export function ChallengeOrganizers({ organizers }: { organizers: Person[] }) {
  const t = useTranslations("challengePage");
  if (organizers.length === 0) return null;
  return (
    <section aria-labelledby="challenge-organizers" className={styles.organizers}>
      <h2 id="challenge-organizers" className={styles.heading}>
        {t("organizers")}
      </h2>
      <ul className={styles.list}>
        {organizers.map((person) => (
          <li key={person.id}>
            <UserDigest user={person} size={24} />
          </li>
        ))}
      </ul>
    </section>
  );
}
