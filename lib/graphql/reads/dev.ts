import "server-only";
import { DevMailbox } from "../documents/dev";
import { executeUncached } from "../execute";

/** The local mailbox's newest mails; null when the API says this caller may not read it. */
export async function getDevMailbox(first: number) {
  return executeUncached(DevMailbox, { first }).then(
    (data) => data.devMailbox,
    (error: { code?: string }) => {
      if (error.code === "FORBIDDEN") return null;
      throw error;
    },
  );
}
