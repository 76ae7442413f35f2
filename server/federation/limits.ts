// The fediverse's social limits (issue 38), one set for the reader's side (viewerFediverse,
// actFediverse) and the admin's gateway dashboard and pruning (pruneFediverseSocialData).

/** Remote accounts one person may follow (pending follows count). */
export const MAX_FOLLOWING_PER_ACTOR = 1000;
/** Timeline posts older than this go when an admin prunes without saying otherwise. */
export const TIMELINE_RETENTION_DAYS = 90;
/** The newest timeline posts a reader's timeline shows. */
export const TIMELINE_MAX_ITEMS = 200;
/** The newest timeline posts kept in all when an admin prunes without saying otherwise. */
export const STORED_POSTS_MAX = 10_000;
