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

/** `/m/{shortHash}` */
export const momentPath = (shortHash: string) => `/m/${shortHash}`;
