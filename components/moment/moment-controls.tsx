import { useTranslations } from "next-intl";
import styles from "./moment.module.css";

/**
 * A moment's like button, its count and (hidden until the island knows the viewer wrote it)
 * its delete button: plain markup, the same in every visitor's cached page. The moment actions
 * island (moment-actions.tsx) finds them by their data attributes, in pages appended by
 * infinite scroll too, tells the viewer's likes, and handles presses. Until it has, the like
 * button is disabled.
 */
export function MomentControls({
  id,
  authorId,
  likeCount,
  deletedHref,
}: {
  id: string;
  authorId: string;
  likeCount: number;
  /** Where to go once the viewer deleted it (its own page is gone); a list just drops it. */
  deletedHref?: string;
}) {
  const t = useTranslations("moment");
  return (
    <span
      className={styles.controls}
      data-moment={id}
      data-moment-author={authorId}
      data-like-count={likeCount}
      data-deleted-href={deletedHref}
    >
      <button type="button" className={styles.like} data-moment-like="" aria-pressed="false" disabled>
        <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
          <path d="M12 20.5 4.2 12.9a4.9 4.9 0 0 1 6.9-7l.9.9.9-.9a4.9 4.9 0 0 1 6.9 7Z" strokeLinejoin="round" />
        </svg>
        <span className="visually-hidden">{t("like")}</span>
      </button>
      <span data-like-label="">{t("likes", { count: likeCount })}</span>
      <button type="button" className={styles.remove} data-moment-delete="" hidden>
        {t("delete")}
      </button>
    </span>
  );
}
