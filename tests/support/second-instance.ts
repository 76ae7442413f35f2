import { type APIRequestContext, request as requests } from "@playwright/test";
import { prepareTagCache, Workspace } from "./served-worker";

// A second Margins on this machine (issue 38's two-instance test): the same build served by
// `wrangler dev` on a copy of the seeded state, on another loopback address (127.0.0.2), so its
// host differs from the first's and an instance block can tell them apart. Its SITE_URL is its
// own loopback origin, which alone lets it federate with the first.

export type SecondInstance = {
  origin: string;
  /** A request context on the second instance, with its own cookies. */
  request: () => Promise<APIRequestContext>;
  /** Reads the second instance's database (e.g. its actors' keys, as a replayer would hold a signed activity). */
  readDb: Workspace["readDb"];
  close: () => Promise<void>;
};

export async function startSecondInstance(port: number): Promise<SecondInstance> {
  const space = new Workspace("margins-second-", port, "127.0.0.2");
  const contexts: APIRequestContext[] = [];
  try {
    space.copyFrom();
    prepareTagCache(space.stateDir);
    const server = space.startServer("b", { SITE_URL: space.base, DEV_MAILBOX: "on" });
    await space.waitReady(server, 120_000);
  } catch (error) {
    space.cleanUpNow();
    throw error;
  }
  return {
    origin: space.base,
    request: async () => {
      const context = await requests.newContext({ baseURL: space.base });
      contexts.push(context);
      return context;
    },
    readDb: (read) => space.readDb(read),
    close: async () => {
      for (const context of contexts) await context.dispose();
      space.cleanUpNow();
    },
  };
}
