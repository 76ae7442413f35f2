import { graphql } from "../generated/gql";

// The sitemap's listings (app/sitemap.xml, app/sitemaps): page counts, then one page of a list.

export const SitemapIndexQuery = graphql(`
  query SitemapIndex {
    sitemap {
      articlePages
      userPages
      tagPages
    }
  }
`);

export const SitemapArticlesQuery = graphql(`
  query SitemapArticles($page: Int!) {
    sitemap {
      articles(input: { page: $page }) {
        shortHash
        lastModified
      }
    }
  }
`);

export const SitemapUsersQuery = graphql(`
  query SitemapUsers($page: Int!) {
    sitemap {
      users(input: { page: $page }) {
        userName
        lastModified
      }
    }
  }
`);

export const SitemapTagsQuery = graphql(`
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
