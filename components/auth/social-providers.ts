import "server-only";
import { getCloudflareContext } from "@opennextjs/cloudflare";

export type SocialProvider = "Google" | "Twitter";

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

/** The provider a `/callback/[provider]` or `/oauth/[provider]` path names, if it is one. */
export function providerOfPath(segment: string): SocialProvider | null {
  if (segment === "google") return "Google";
  if (segment === "twitter") return "Twitter";
  return null;
}
