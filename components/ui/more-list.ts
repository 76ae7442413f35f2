// The marks LoadMore reads in a fetched page: the list whose items it appends, and the link to
// the page after. Kept outside the client module so server components can spread them.

/** Spread on the list element of a page that LoadMore continues. */
export const MORE_LIST = { "data-more-list": "" } as const;
export const MORE_LIST_SELECTOR = "[data-more-list]";
export const MORE_LINK_SELECTOR = "[data-more-link]";
