"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toastApiError } from "@/components/ui/api-error-toast";
import type { SocialProvider } from "./social-providers";
import { startSocialRound } from "./social-round";

/**
 * "Continue with Google" and "Continue with Twitter" on /login, /signup and the login dialog:
 * a press goes to the provider, which sends the person back to /callback/[provider] and from
 * there to `target`. One button per provider this site is set up for.
 */
export function SocialLoginButtons({ providers, target }: { providers: SocialProvider[]; target: string | null }) {
  const t = useTranslations("auth");
  const tRoot = useTranslations();
  const [leaving, setLeaving] = useState<SocialProvider | null>(null);
  if (providers.length === 0) return null;
  const go = async (type: SocialProvider) => {
    setLeaving(type);
    try {
      await startSocialRound(type, "login", target ?? `${window.location.pathname}${window.location.search}`);
    } catch (error) {
      setLeaving(null);
      toastApiError(error, tRoot);
    }
  };
  return (
    <>
      {providers.map((type) => (
        <button
          key={type}
          type="button"
          onClick={() => go(type)}
          disabled={leaving !== null}
          aria-busy={leaving === type}
        >
          {t(type === "Google" ? "continueWithGoogle" : "continueWithTwitter")}
        </button>
      ))}
    </>
  );
}
