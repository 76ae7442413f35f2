// The API's limits the collection islands show and check before asking (server/api/rules/writing.ts,
// which is server-only; tests/unit/collection-limits.test.ts holds these to it).

export const COLLECTION_TITLE_MAX = 40;
export const COLLECTION_DESCRIPTION_MAX = 200;
export const PINNED_WORKS_MAX = 3;
