// Addresses the editor writes and goes to, as lib/url/entity-paths.ts builds them (a unit test
// holds them equal), and when quick search answers (lib/text/search-key.ts). Written here rather
// than imported: the first-load chunk holds those modules for the search bar, and sharing one
// with this lazy island makes it a module of its own there, growing every page (see upload.ts).

export const userHref = (userName: string) => `/@${userName}`;
export const tagHref = (id: string, slug: string) => `/tags/${id}-${encodeURIComponent(slug)}`;
export const articleHref = (shortHash: string) => `/a/${shortHash}`;

/** Quick search answers for 2 to 30 characters after the mark (the API enforces it too). */
export const searchable = (query: string) => {
  const length = [...query].length;
  return length >= 2 && length <= 30;
};
/** A draft of the viewer's in the editor. */
export const draftHref = (id: string) => `/me/drafts/${id}`;
