// On its own, without the rest of the API's rules: the worker's read of a reader's state on a
// kept page (server/cache/member-state.ts) counts the likes left with it too.

/**
 * The likes one reader may give one article (appreciateLimit): the reference server's
 * ARTICLE_APPRECIATE_LIMIT, as many as the contract's rate limit lets through in a minute.
 */
export const APPRECIATE_LIMIT = 5;
