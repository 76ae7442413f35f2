// The keys of the counts buttons change at once (components/ui/live-count.tsx): a plain module,
// so that server components, which render the counts, can name them too.

export const countKeys = {
  followers: (userId: string) => `user:${userId}:followers`,
  following: (userId: string) => `user:${userId}:following`,
  appreciations: (articleId: string) => `article:${articleId}:appreciations`,
  bookmarks: (articleId: string) => `article:${articleId}:bookmarks`,
};
