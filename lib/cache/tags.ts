// The one vocabulary of cache tags. Every cached read of the web is tagged with these names
// (lib/graphql/reads), and every mutation purges by them (server/api: `ctx.purge(…)`), so a
// change and the pages that showed it meet here. Nothing of the web or the API is imported:
// both sides import this.
//
// Three kinds of tag:
// - entity tags, `article:7`: a read carries one for every entity its result holds
//   (lib/graphql/entity-tags.ts derives them from the global ids), so purging an entity
//   refreshes every page that showed it;
// - lookup tags, `user-name:alice`: a read by a key that is not an id. A miss (a 404) holds no
//   entity, so when a key starts or stops naming something, its lookup tag is purged. A read
//   by global id is tagged with that id's entity tag, which a new entity's purge then reaches;
// - list tags, `feed:newest`: a list that a new or removed entry changes.

/** A database id (the API's side) or the global id of the same entity (the web's side). */
export type EntityKey = number | string;

/** An entity's tag: `user:3` for User 3, `topicchannel:2` for TopicChannel 2. */
export const entityTag = (type: string, id: number) => `${type.toLowerCase()}:${id}`;

/** The entity tag a global id (base64 of `Type:dbId`) names, or undefined for any other string. */
export function entityTagOfGlobalId(globalId: string): string | undefined {
  try {
    const match = /^([A-Za-z]+):([1-9]\d{0,15})$/.exec(atob(globalId));
    return match?.[1] && match[2] ? entityTag(match[1], Number(match[2])) : undefined;
  } catch {
    return undefined;
  }
}

// an owner's list is named after the owner's entity tag, from either kind of id
const ownerTag = (type: string, key: EntityKey) =>
  typeof key === "number" ? entityTag(type, key) : (entityTagOfGlobalId(key) ?? `${type.toLowerCase()}:?`);

export const cacheTags = {
  article: (id: number) => entityTag("Article", id),
  user: (id: number) => entityTag("User", id),
  tag: (id: number) => entityTag("Tag", id),
  moment: (id: number) => entityTag("Moment", id),
  comment: (id: number) => entityTag("Comment", id),
  collection: (id: number) => entityTag("Collection", id),
  circle: (id: number) => entityTag("Circle", id),
  writingChallenge: (id: number) => entityTag("WritingChallenge", id),

  articleByHash: (shortHash: string) => `article-hash:${shortHash}`,
  momentByHash: (shortHash: string) => `moment-hash:${shortHash}`,
  channelByHash: (shortHash: string) => `channel-hash:${shortHash}`,
  /** User names are looked up case-insensitively, so one tag stands for every spelling. */
  userByName: (userName: string) => `user-name:${userName.toLowerCase()}`,
  /** Circle names too are one name in any case. */
  circleByName: (name: string) => `circle-name:${name.toLowerCase()}`,

  newest: "feed:newest",
  featured: "feed:featured",
  recommendation: "recommendation",
  channels: "channels",
  /** Lists of writing challenges (campaigns, campaignOrganizers). */
  campaigns: "campaigns",
  tagList: "tags:list",
  search: "search",
  sitemap: "sitemap",
  features: "features",
  announcements: "announcements",
  userArticles: (user: EntityKey) => `${ownerTag("User", user)}/articles`,
  userCollections: (user: EntityKey) => `${ownerTag("User", user)}/collections`,
  userMoments: (user: EntityKey) => `${ownerTag("User", user)}/moments`,
  /**
   * What a follow changes: a person's follower and following counts and lists. Carried by
   * every read that shows them (lib/graphql/entity-tags.ts), so a follow purges those reads
   * and not every page that shows the two people's names.
   */
  userFollows: (user: EntityKey) => `${ownerTag("User", user)}/follows`,
  /** How many bookmarked an article: shown on its page alone, not on the cards that list it. */
  articleBookmarks: (article: EntityKey) => `${ownerTag("Article", article)}/bookmarks`,
  /** How many bookmarked a tag: shown on the tag's pages, not on every card with its chip. */
  tagBookmarks: (tag: EntityKey) => `${ownerTag("Tag", tag)}/bookmarks`,
} as const;

// ---------------------------------------------------------------------------------------
// What a change makes stale, for the mutations that share a kind of change.

/** Profile fields that public pages show; the rest (language, terms) are read by the viewer alone, uncached. */
// the payment pointer is named in the head of the person's profile and articles (Web Monetization)
const SHOWN_USER_FIELDS = new Set([
  "userName",
  "displayName",
  "description",
  "avatar",
  "profileCover",
  "paymentPointer",
]);
/** Fields the search index holds: a new value can make a cached search newly find the person. */
const SEARCHED_USER_FIELDS = new Set(["userName", "displayName", "description"]);

/**
 * A profile edit: the person wherever they show; a new name also the lookups by the old and
 * the new name (the old page must 404, a 404 cached under the new one must go), and the
 * sitemap, which lists profiles by name.
 */
export function userEdited(
  user: { id: number; nameBefore: string | null; nameAfter: string | null },
  changed: readonly string[],
): string[] {
  if (!changed.some((field) => SHOWN_USER_FIELDS.has(field))) return [];
  const tags = [cacheTags.user(user.id)];
  if (changed.some((field) => SEARCHED_USER_FIELDS.has(field))) tags.push(cacheTags.search);
  if (changed.includes("userName")) {
    for (const name of [user.nameBefore, user.nameAfter]) if (name) tags.push(cacheTags.userByName(name));
    tags.push(cacheTags.sitemap);
  }
  return tags;
}

/**
 * The entity tags of the feed channels among `channels`: a topic or curation channel's page
 * carries its channel's tag; a writing challenge's page is tagged by the challenge instead.
 */
export const feedChannelTags = (channels: readonly { id: number; type: string }[]) =>
  channels.flatMap((c) =>
    c.type === "writing_challenge" ? [] : [entityTag(c.type === "topic" ? "TopicChannel" : "CurationChannel", c.id)],
  );

/** A new account: its name starts naming someone, search can find it, the sitemap lists it. */
export const userCreated = (userName: string) => [cacheTags.userByName(userName), cacheTags.search, cacheTags.sitemap];

/** What an article's listing touches: the lists it appears in, by the things it is filed under. */
export type ArticleListing = {
  authorId: number;
  tagIds: readonly number[];
  collectionIds: readonly number[];
  /** Writing challenges, by their channels' ids. */
  challengeIds: readonly number[];
  /** The articles it links: their connectedBy and responses list it. */
  connectionIds: readonly number[];
};

/** The lists an article is in: purged when it joins or leaves them (published, archived, restored). */
export function articleListings(a: ArticleListing): string[] {
  return [
    cacheTags.newest,
    cacheTags.user(a.authorId),
    cacheTags.userArticles(a.authorId),
    ...a.tagIds.map(cacheTags.tag),
    cacheTags.tagList,
    ...a.collectionIds.map(cacheTags.collection),
    ...(a.collectionIds.length ? [cacheTags.userCollections(a.authorId)] : []),
    ...a.challengeIds.map(cacheTags.writingChallenge),
    ...a.connectionIds.map(cacheTags.article),
    cacheTags.search,
    cacheTags.sitemap,
  ];
}

/**
 * A new article: its address and id start naming it (a 404 cached under either must go), and
 * every list it joins shows it on the next request: Latest and its feeds, the author's page and
 * feed, its tags' pages and feeds, the tag list (counts), its collections and challenges,
 * search and the sitemap.
 */
export const articlePublished = (a: ArticleListing & { id: number; shortHash: string }) => [
  cacheTags.article(a.id),
  cacheTags.articleByHash(a.shortHash),
  ...articleListings(a),
];

/** What a moment's listing touches: its author's moments and its tags. */
export type MomentListing = { id: number; shortHash: string; authorId: number; tagIds: readonly number[] };

/**
 * A moment posted or taken down: the moment wherever it shows (its page, and every list that
 * held it carries its entity tag), its address (a 404 cached under it must go), its author's
 * moments and its tags' pages (their moments and counts).
 */
export const momentListings = (m: MomentListing) => [
  cacheTags.moment(m.id),
  cacheTags.momentByHash(m.shortHash),
  cacheTags.userMoments(m.authorId),
  ...m.tagIds.map(cacheTags.tag),
];
