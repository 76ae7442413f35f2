// Global ids as the API writes them (server/api/ids.ts): base64 of `Type:dbId`. A module that
// imports nothing, so the API tests in workerd, Playwright's specs and the load and restart runs
// under plain Node share one decoder. server/api/ids.ts has its own, but it refuses bad ids with
// the API's errors and imports through paths plain Node cannot load.

/** The database row id a global id names (`QXJ0aWNsZTox`, Article:1 → 1). */
export const dbId = (globalId: string): number => Number(atob(globalId).split(":")[1]);
