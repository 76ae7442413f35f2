import { document } from "../document";

// The sitemap's listings (app/sitemap.xml, app/sitemaps): page counts, then one page of a list.

export const SitemapIndexQuery = document<
  { sitemap: { articlePages: number; userPages: number; tagPages: number } },
  Record<string, never>
>(/* GraphQL */ `
  query SitemapIndex {
    sitemap {
      articlePages
      userPages
      tagPages
    }
  }
`);

export const SitemapArticlesQuery = document<
  { sitemap: { articles: { shortHash: string; lastModified: string }[] } },
  { page: number }
>(/* GraphQL */ `
  query SitemapArticles($page: Int!) {
    sitemap {
      articles(input: { page: $page }) {
        shortHash
        lastModified
      }
    }
  }
`);

export const SitemapUsersQuery = document<
  { sitemap: { users: { userName: string; lastModified: string }[] } },
  { page: number }
>(/* GraphQL */ `
  query SitemapUsers($page: Int!) {
    sitemap {
      users(input: { page: $page }) {
        userName
        lastModified
      }
    }
  }
`);

export const SitemapTagsQuery = document<
  { sitemap: { tags: { id: string; slug: string; lastModified: string }[] } },
  { page: number }
>(/* GraphQL */ `
  query SitemapTags($page: Int!) {
    sitemap {
      tags(input: { page: $page }) {
        id
        slug
        lastModified
      }
    }
  }
`);
