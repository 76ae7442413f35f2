// Whether an article goes out to the fediverse, and why not (Article.federationEligibility).
// One rule for the API's answer and for the outbox, so the two never disagree. Pure: the
// caller reads the rows.

export type AuthorFederationState = "enabled" | "disabled";
export type ArticleFederationState = "inherit" | "enabled" | "disabled";
export type FederationReason = "eligible" | "article_not_public" | "author_not_opted_in" | "article_disabled";

export type EligibilityFacts = {
  articleState: "active" | "archived" | "banned";
  /** the latest version's access: a paywalled (circle members') text never leaves */
  access: "public" | "paywall";
  authorState: "active" | "banned" | "archived" | "frozen";
  /** null: the author never chose, which is not opted in */
  authorSetting: AuthorFederationState | null;
  /** null: the article never chose, which is inherit */
  articleSetting: ArticleFederationState | null;
};

export type Eligibility = {
  eligible: boolean;
  reason: FederationReason;
  effectiveArticleSetting: ArticleFederationState;
};

/**
 * The author's opt-in comes first: without it there is no actor to publish as, so an article's
 * "enabled" cannot send it out alone (it keeps the article in whatever the author decides).
 * Only a public, active article of an active author goes out; "disabled" keeps one back.
 */
export function federationEligibility(f: EligibilityFacts): Eligibility {
  const articleSetting = f.articleSetting ?? "inherit";
  const authorIn = f.authorSetting === "enabled";
  const effectiveArticleSetting: ArticleFederationState =
    articleSetting === "inherit" ? (authorIn ? "enabled" : "disabled") : articleSetting;
  const no = (reason: FederationReason): Eligibility => ({ eligible: false, reason, effectiveArticleSetting });
  if (f.articleState !== "active" || f.access !== "public" || f.authorState !== "active") {
    return no("article_not_public");
  }
  if (!authorIn) return no("author_not_opted_in");
  if (articleSetting === "disabled") return no("article_disabled");
  return { eligible: true, reason: "eligible", effectiveArticleSetting };
}

/** An author is an actor (WebFinger finds them, their inbox takes Follows) when opted in and active. */
export function isFederatedAuthor(authorState: string, setting: AuthorFederationState | null): boolean {
  return authorState === "active" && setting === "enabled";
}
