// Public addresses of entities (section 2.1), built in one place so links agree.

/** `/@userName` */
export const userPath = (userName: string) => `/@${userName}`;

/** `/tags/{id}-{slug}`: the id finds the tag, the slug only makes the address readable. */
export const tagPath = (id: string, slug: string) => `/tags/${id}-${encodeURIComponent(slug)}`;

/** `/a/{shortHash}` */
export const articlePath = (shortHash: string) => `/a/${shortHash}`;

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

/** `/@{userName}/collections` */
export const userCollectionsPath = (userName: string) => `/@${userName}/collections`;

/** `/@{userName}/collections/{id}` */
export const userCollectionPath = (userName: string, collectionId: string) =>
  `/@${userName}/collections/${collectionId}`;

/** `/m/{shortHash}` */
export const momentPath = (shortHash: string) => `/m/${shortHash}`;
