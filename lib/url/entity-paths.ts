// Public addresses of entities (section 2.1), built in one place so links agree.

/** `/@userName` */
export const userPath = (userName: string) => `/@${userName}`;

/** `/tags/{id}-{slug}`: the id finds the tag, the slug only makes the address readable. */
export const tagPath = (id: string, slug: string) => `/tags/${id}-${encodeURIComponent(slug)}`;

/** `/a/{shortHash}` */
export const articlePath = (shortHash: string) => `/a/${shortHash}`;

/** Everyone who supported the article, a page at a time. */
export const articleSupportersPath = (shortHash: string) => `${articlePath(shortHash)}/supporters`;

/** `/search?q=…&type=…&after=…` (type left out for articles, the default tab; after for later pages) */
export function searchPath(key: string, type: "article" | "user" | "tag" = "article", after?: string) {
  const params = new URLSearchParams({ q: key });
  if (type !== "article") params.set("type", type);
  if (after) params.set("after", after);
  return `/search?${params}`;
}

/** `/a/{shortHash}/history`, optionally comparing two versions */
export function articleHistoryPath(shortHash: string, compare?: { from: string; to: string }) {
  if (!compare) return `/a/${shortHash}/history`;
  return `/a/${shortHash}/history?${new URLSearchParams(compare)}`;
}

/** `/a/{shortHash}?collection={id}`: the article read as part of a collection */
export const articleInCollectionPath = (shortHash: string, collectionId: string) =>
  `/a/${shortHash}?${new URLSearchParams({ collection: collectionId })}`;

/** `/@{userName}?type=moments`: a person's moments, a tab of their works */
export const userMomentsPath = (userName: string) => `/@${userName}?type=moments`;

/** `/@{userName}/followers`: the people following someone */
export const userFollowersPath = (userName: string) => `/@${userName}/followers`;

/** `/@{userName}/following`: the people someone follows */
export const userFollowingPath = (userName: string) => `/@${userName}/following`;

/** `/@{userName}/collections` */
export const userCollectionsPath = (userName: string) => `/@${userName}/collections`;

/** `/@{userName}/collections/{id}` */
export const userCollectionPath = (userName: string, collectionId: string) =>
  `/@${userName}/collections/${collectionId}`;

/** `/e/{shortHash}?type=featured`: a writing challenge's featured entries, a tab of its page */
export const challengeFeaturedPath = (shortHash: string) =>
  `/e/${shortHash}?${new URLSearchParams({ type: "featured" })}`;

/** `/e/{shortHash}?type=discussion`: a writing challenge's discussion, a tab of its page */
export const challengeDiscussionPath = (shortHash: string) =>
  `/e/${shortHash}?${new URLSearchParams({ type: "discussion" })}`;

/** `/m/{shortHash}` */
export const momentPath = (shortHash: string) => `/m/${shortHash}`;

/** `/m/edit`: the moment form as a page of its own, for narrow screens (section 2.5) */
export const momentEditPath = "/m/edit";

/** `/@{userName}?form=write-moment`: the moment form above the author's moments (section 2.3's form parameter) */
export const momentFormPath = (userName: string) => `/@${userName}?form=write-moment`;

/** What an Open Graph image shows: the card of an entity, or the site's own card in a language. */
export type OgImageKind = "article" | "user" | "tag" | "moment" | "site";

/**
 * `/og/{kind}/{key}.png`, the generated 1200x630 card: an article's or moment's shortHash, a
 * user's userName, a tag's global id, a locale for the site's card. Pass it as a page's `image`.
 */
export const ogImagePath = (kind: OgImageKind, key: string) => `/og/${kind}/${encodeURIComponent(key)}.png`;

/** What a feed lists: the Latest feed, one user's articles or one tag's newest articles. */
export type FeedKind = "newest" | "user" | "tag";
export type FeedFormat = "rss" | "atom";
const FEED_EXTENSION: Record<FeedFormat, string> = { rss: "xml", atom: "atom" };

/** `/feed/newest.xml`, `/feed/user/{userName}.xml`, `/feed/tag/{tagId}.xml` (RSS 2.0); `.atom` for Atom 1.0. */
export function feedPath(format: FeedFormat, kind: FeedKind, key?: string) {
  const name = kind === "newest" ? "newest" : `${kind}/${encodeURIComponent(key ?? "")}`;
  return `/feed/${name}.${FEED_EXTENSION[format]}`;
}

/** The person's own profile settings (section 2.2: /[name]/settings/edit-profile). */
export const editProfilePath = (userName: string) => `/@${userName}/settings/edit-profile`;

/** A circle's page, `/~name`, and its owner's form. */
export const circlePath = (name: string) => `/~${name}`;
export const editCirclePath = (name: string) => `/~${name}/settings/edit-profile`;
/** The owner's settings index, their invitations and their analytics. */
export const circleSettingsPath = (name: string) => `/~${name}/settings`;
export const manageInvitationPath = (name: string) => `/~${name}/settings/manage-invitation`;
export const circleAnalyticsPath = (name: string) => `/~${name}/analytics`;
/** A circle's discussion and broadcast, for its owner and members. */
export const circleDiscussionPath = (name: string) => `/~${name}/discussion`;
export const circleBroadcastPath = (name: string) => `/~${name}/broadcast`;
export const CREATE_CIRCLE_PATH = "/circles/create";
