import "server-only";
import { parseHandle } from "@/lib/fediverse/handle";
import { cronAuthorization } from "@/server/auth/cron-token";
import { knownRemoteActor } from "@/server/db/queries/fediverse-reader";
import { LOOKUP_JOB, LOOKUP_PATH } from "@/server/federation/job-messages";
import type { RemoteActorRow } from "@/server/federation/remote-actors";
import type { Context } from "../context";
import { ApiError } from "../errors";

// Finding a remote account (fediverseRemoteActor, a follow by handle). WebFinger and the actor
// document need Fedify, which lives in the worker's bundle, not this one: the API asks the
// worker through its own service binding (server/federation/lookup.ts), signed with the
// cron-round token for its own job name. Measured alternative not taken: a lazy import of Fedify
// here would add it to the server bundle every page's worker loads.

export type RemoteActorInput = { account?: string | null; actorId?: string | null };

/** The handle or URI the input names; BAD_USER_INPUT for neither, or a handle that is not one. */
export function lookupTarget(input: RemoteActorInput): { account: string } | { actorId: string } {
  if (input.account) {
    const handle = parseHandle(input.account);
    if (!handle) throw new ApiError("BAD_USER_INPUT", "Write the account as name@host.", { field: "input.account" });
    return { account: `${handle.name}@${handle.host}` };
  }
  if (input.actorId) return { actorId: input.actorId };
  throw new ApiError("BAD_USER_INPUT", "Give an account (name@host) or an actor's address.", {
    field: "input.account",
  });
}

/** The actor as the worker found it now (and remembered); ENTITY_NOT_FOUND for nobody there. */
export async function lookupRemoteActor(ctx: Context, input: RemoteActorInput): Promise<RemoteActorRow> {
  const target = lookupTarget(input);
  const self = ctx.env.WORKER_SELF_REFERENCE;
  if (!self) throw new ApiError("ACTION_FAILED", "The fediverse cannot be reached from here.");
  const response = await self.fetch(
    new Request(new URL(LOOKUP_PATH, ctx.env.SITE_URL || "http://localhost/"), {
      method: "POST",
      headers: { authorization: await cronAuthorization(ctx.env, LOOKUP_JOB), "content-type": "application/json" },
      body: JSON.stringify(target),
    }),
  );
  if (response.status === 404 || response.status === 400) {
    throw new ApiError("ENTITY_NOT_FOUND", "Nobody by that name was found there.");
  }
  if (!response.ok) throw new ApiError("ACTION_FAILED", "The lookup failed; try again.");
  return (await response.json()) as RemoteActorRow;
}

/** An actor already known here (a follow from a lookup's preview), else looked up now. */
export async function resolveRemoteActor(ctx: Context, input: RemoteActorInput): Promise<RemoteActorRow> {
  const target = lookupTarget(input);
  const known = await knownRemoteActor(
    ctx.db,
    "account" in target ? { handle: target.account } : { uri: target.actorId },
  );
  return known ?? lookupRemoteActor(ctx, input);
}
