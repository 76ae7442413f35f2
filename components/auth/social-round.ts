"use client";

import { request } from "@/lib/graphql/client";
import { GenerateSocialLoginUrl } from "@/lib/graphql/documents/islands/social-login";
import { safeTarget } from "@/lib/url/safe-target";
import type { SocialProvider } from "./social-providers";

// A round trip to Google or Twitter leaves this page and comes back to /callback/[provider]: the
// page to return to waits in this tab's session storage (the provider carries only the state).

const TARGET_KEY = "margins.socialTarget";

export async function startSocialRound(type: SocialProvider, purpose: "login" | "connect", target: string) {
  const { generateSocialLoginUrl } = await request(GenerateSocialLoginUrl, { type, purpose });
  sessionStorage.setItem(TARGET_KEY, target);
  window.location.assign(generateSocialLoginUrl);
}

/** The page the round started on, once: only a path of this site (the login-redirect rule). */
export function takeSocialTarget(): string {
  const target = sessionStorage.getItem(TARGET_KEY);
  sessionStorage.removeItem(TARGET_KEY);
  return safeTarget(target, window.location.origin) ?? "/";
}

/** What the state says the round was for (server/api/services/social-login.ts puts it there). */
export const purposeOfState = (state: string) => (state.startsWith("c.") ? "connect" : "login");
