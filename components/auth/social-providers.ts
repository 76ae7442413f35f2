import "server-only";
import { getCloudflareContext } from "@opennextjs/cloudflare";

export type SocialProvider = "Google" | "Twitter";
/** Every provider a round trip goes to: LikeCoin's gives a Liker ID, not a sign-in. */
export type RoundProvider = SocialProvider | "LikeCoin";

/**
 * The providers this deployment can sign in with: those whose OAuth client id and secret are set
 * (README, "Signing in with Google and Twitter"). Passed to the islands as a prop; without any,
 * no button is shown.
 */
export async function socialProviders(): Promise<SocialProvider[]> {
  const { env } = await getCloudflareContext({ async: true });
  const set = (id?: string, secret?: string) => Boolean(id?.trim() && secret?.trim());
  return [
    ...(set(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET) ? (["Google"] as const) : []),
    ...(set(env.TWITTER_CLIENT_ID, env.TWITTER_CLIENT_SECRET) ? (["Twitter"] as const) : []),
  ];
}

/** Whether a Liker ID can be linked here: LikeCoin's client id and secret are set. */
export async function likeCoinConfigured(): Promise<boolean> {
  const { env } = await getCloudflareContext({ async: true });
  return Boolean(env.LIKECOIN_CLIENT_ID?.trim() && env.LIKECOIN_CLIENT_SECRET?.trim());
}

/** The provider a `/callback/[provider]` or `/oauth/[provider]` path names, if it is one. */
export function providerOfPath(segment: string): RoundProvider | null {
  if (segment === "google") return "Google";
  if (segment === "twitter") return "Twitter";
  if (segment === "likecoin") return "LikeCoin";
  return null;
}
