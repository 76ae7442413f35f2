"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { apiErrorCode } from "@/components/ui/api-error-toast";
import { REFERRAL_COOKIE } from "@/lib/cookies/names";
import { request } from "@/lib/graphql/client";
import { AddSocialLogin, LinkLikerId, SocialLogin } from "@/lib/graphql/documents/islands/social-login";
import { type Locale, toLanguage } from "@/lib/i18n/locales";
import type { RoundProvider } from "./social-providers";
import { purposeOfState, takeSocialTarget } from "./social-round";

const REFERRAL = new RegExp(`(?:^|;\\s*)${REFERRAL_COOKIE}=([^;]+)`);

/**
 * LikeCoin's failure page speaks in upstream's numbers: 1, the round did not check out (start
 * again); 2, LikeCoin did not answer; 3, the Liker ID is another account's.
 */
const LIKER_FAILURE: Record<string, string> = {
  OAUTH_TOKEN_INVALID: "1",
  ACTION_FAILED: "2",
  LIKER_USER_ID_EXISTS: "3",
};

/**
 * /callback/[provider]: hands the code and state the provider sent back to the API, once, then
 * goes on: a sign-in to the page it started on, a link to /oauth/[provider]/success, a refusal
 * (or the person cancelling at the provider) to /oauth/[provider]/failure with its reason.
 */
export function SocialCallback({
  provider,
  code,
  state,
  error,
}: {
  provider: RoundProvider;
  code: string | null;
  state: string | null;
  error: string | null;
}) {
  const t = useTranslations("auth");
  const router = useRouter();
  const locale = useLocale() as Locale;
  const sent = useRef(false);
  const path = provider.toLowerCase();

  useEffect(() => {
    // once, also when React runs effects twice in development
    if (sent.current) return;
    sent.current = true;
    const fail = (reason: string) => {
      const said =
        provider === "LikeCoin" ? (LIKER_FAILURE[reason] ?? (reason === "CANCELLED" ? reason : "1")) : reason;
      router.replace(`/oauth/${path}/failure?code=${encodeURIComponent(said)}`);
    };
    if (error || !code || !state) {
      fail(error === "access_denied" ? "CANCELLED" : "OAUTH_TOKEN_INVALID");
      return;
    }
    const connect = purposeOfState(state) === "connect";
    const target = takeSocialTarget();
    (async () => {
      try {
        if (provider === "LikeCoin") {
          await request(LinkLikerId, { code, state });
          router.replace(`/oauth/${path}/success`);
        } else if (connect) {
          await request(AddSocialLogin, { type: provider, code, state });
          router.replace(`/oauth/${path}/success`);
        } else {
          await request(SocialLogin, {
            type: provider,
            code,
            state,
            language: toLanguage(locale),
            referralCode: document.cookie.match(REFERRAL)?.[1] ?? null,
          });
          // a whole page load: every part of the site renders for the signed-in person
          window.location.replace(target);
        }
      } catch (failure) {
        fail(apiErrorCode(failure));
      }
    })();
  }, [code, state, error, provider, path, locale, router]);

  return (
    <p role="status" aria-live="polite">
      {t("socialSigningIn", { provider })}
    </p>
  );
}
