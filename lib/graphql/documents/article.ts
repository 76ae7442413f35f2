import { graphql } from "../generated/gql";

export const ArticlePageQuery = graphql(`
  query ArticlePage($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      ...ArticleDigestFields
      state
      dataHash
      revisedAt
      revisionCount
      readTime
      language
      availableTranslations
      license
      sensitiveByAuthor
      sensitiveByAdmin
      indentFirstLine
      noindex
      appreciationsReceivedTotal
      readerCount
      bookmarkCount
      commentCount
      requestForDonation
      contents {
        html
      }
      fediverse {
        repliesCount
        likesCount
        announcesCount
        replies {
          objectId
          content
          url
          publishedAt
          remoteActor {
            actorId
            account
            name
            url
          }
        }
      }
      author {
        ...UserDigestFields
        paymentPointer
        info {
          description
        }
      }
      tags {
        id
        content
        slug
      }
      collections(input: { first: 5 }) {
        edges {
          node {
            id
            title
          }
        }
      }
      relatedArticles(input: { first: 6 }) {
        edges {
          node {
            ...ArticleDigestFields
          }
        }
      }
    }
  }
`);

/** The collection an article is read in (`?collection=`): its articles in order, for the reading list. */
export const ArticleCollectionQuery = graphql(`
  query ArticleCollection($id: ID!) {
    node(input: { id: $id }) {
      __typename
      ... on Collection {
        id
        title
        author {
          id
        }
        articles(input: { first: 50, reversed: false }) {
          totalCount
          edges {
            node {
              id
              shortHash
              title
            }
          }
        }
      }
    }
  }
`);
