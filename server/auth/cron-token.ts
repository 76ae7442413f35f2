// Work a Cron Trigger hands to the app (worker.ts `scheduled` → an app route through the
// worker's own binding, so the work runs with the API's code instead of a second copy of it in
// worker.ts). The route must not be a door for anyone else: the trigger signs its request with
// a token only this deployment can make, derived from its session secret and the job's name.
// Not `server-only`: worker.ts reads it outside Next.

async function tokenFor(secret: string, job: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`cron:${job}`));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The Authorization header a cron request for `job` carries. */
export async function cronAuthorization(env: { JWT_SECRET?: string }, job: string): Promise<string> {
  if (!env.JWT_SECRET) throw new Error("JWT_SECRET is not set: cron requests cannot be signed.");
  return `Bearer ${await tokenFor(env.JWT_SECRET, job)}`;
}

/** Whether `request` was signed for `job` by this deployment (compared in constant time). */
export async function isCronRequest(request: Request, env: { JWT_SECRET?: string }, job: string): Promise<boolean> {
  const given = request.headers.get("authorization") ?? "";
  if (!env.JWT_SECRET) return false;
  const expected = await cronAuthorization(env, job);
  if (given.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < given.length; i += 1) difference |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  return difference === 0;
}

/**
 * The trigger's own time, where the round was handed one (`at`), else now: a job that ends
 * things by the clock (bans) then runs as of the trigger's instant, as Cloudflare fired it.
 * Read only from a request isCronRequest accepted.
 */
export function cronTime(request: Request): number {
  const at = Number(new URL(request.url).searchParams.get("at"));
  return Number.isSafeInteger(at) && at > 0 ? at : Date.now();
}
