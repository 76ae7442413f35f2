import "server-only";
import { getCloudflareContext } from "@opennextjs/cloudflare";

import {
  configuredProviders,
  providerCredentials,
  type RoundProvider,
  type SocialProvider,
} from "@/lib/oauth/provider-credentials";

export type { RoundProvider, SocialProvider };

/** The providers this deployment signs in with, as the API decides it; passed to the islands as a prop. */
export async function socialProviders(): Promise<SocialProvider[]> {
  const { env } = await getCloudflareContext({ async: true });
  return configuredProviders(env);
}

/** Whether a Liker ID can be linked here: LikeCoin's client id and secret are set. */
export async function likeCoinConfigured(): Promise<boolean> {
  const { env } = await getCloudflareContext({ async: true });
  return providerCredentials(env, "LikeCoin") !== null;
}

/** The provider a `/callback/[provider]` or `/oauth/[provider]` path names, if it is one. */
export function providerOfPath(segment: string): RoundProvider | null {
  if (segment === "google") return "Google";
  if (segment === "twitter") return "Twitter";
  if (segment === "likecoin") return "LikeCoin";
  return null;
}
