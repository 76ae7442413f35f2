// Which sign-in providers this deployment offers: those whose OAuth client id and secret are
// both set (README, "Signing in with Google and Twitter"). Read by the API, which runs the
// rounds, and by the pages, which show a button only for these.

export type SocialProvider = "Google" | "Twitter";
/** Every provider a round trip goes to: LikeCoin's gives a Liker ID, not a sign-in. */
export type RoundProvider = SocialProvider | "LikeCoin";

type ProviderVars = {
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  TWITTER_CLIENT_ID?: string;
  TWITTER_CLIENT_SECRET?: string;
  LIKECOIN_CLIENT_ID?: string;
  LIKECOIN_CLIENT_SECRET?: string;
};

const CREDENTIALS = {
  Google: (env: ProviderVars) => [env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET],
  Twitter: (env: ProviderVars) => [env.TWITTER_CLIENT_ID, env.TWITTER_CLIENT_SECRET],
  LikeCoin: (env: ProviderVars) => [env.LIKECOIN_CLIENT_ID, env.LIKECOIN_CLIENT_SECRET],
} as const;

/** The provider's client id and secret, trimmed, when both are set. */
export function providerCredentials(env: ProviderVars, provider: RoundProvider) {
  const [id, secret] = CREDENTIALS[provider](env).map((v) => v?.trim());
  return id && secret ? { id, secret } : null;
}

export function configuredProviders(env: ProviderVars): SocialProvider[] {
  return (["Google", "Twitter"] as const).filter((p) => providerCredentials(env, p));
}
