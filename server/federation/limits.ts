// The fediverse's social limits (issue 38), shown on the admin's gateway dashboard and kept by
// the reader's side: how many remote accounts one person may follow, and how long and how much
// of the timeline is stored before pruning (pruneFediverseSocialData).

export const MAX_FOLLOWING_PER_ACTOR = 500;
export const TIMELINE_RETENTION_DAYS = 30;
export const TIMELINE_MAX_ITEMS = 1000;
