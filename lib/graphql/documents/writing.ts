import { graphql } from "../generated/gql";

// The author's own pages (/me/drafts, /me/published, /me/archived, /a/…/edit): read as the
// viewer, never cached, since what they show is the author's alone.

export const ViewerDraftsQuery = graphql(`
  query ViewerDrafts($after: String) {
    viewer {
      id
      drafts(input: { first: 20, after: $after }) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            title
            summary
            updatedAt
            wordCount
            publishState
          }
        }
      }
    }
  }
`);

export const ViewerWorksQuery = graphql(`
  query ViewerWorks($state: ArticleState!, $after: String) {
    viewer {
      id
      articles(input: { first: 20, after: $after, filter: { state: $state } }) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            shortHash
            title
            summary
            createdAt
            revisedAt
            state
            pinned
            revisionCount
          }
        }
      }
    }
  }
`);

/** A published article as its author revises it. */
export const ArticleForEditQuery = graphql(`
  query ArticleForEdit($shortHash: String!) {
    viewer {
      id
      userName
      # the circle the article may be put in, for its members only
      ownCircles {
        id
        displayName
      }
      collections(input: { first: 50 }) {
        edges {
          node {
            id
            title
          }
        }
      }
      # the challenges this person joined that are under way: the ones a work may enter
      campaigns(input: { first: 50 }) {
        edges {
          node {
            id
            name
            state
            ... on WritingChallenge {
              stages {
                id
                name
              }
            }
          }
        }
      }
    }
    article(input: { shortHash: $shortHash }) {
      id
      shortHash
      state
      title
      summary
      summaryCustomized
      content
      createdAt
      revisedAt
      revisionCount
      author {
        id
      }
      access {
        type
        circle {
          id
        }
      }
      tags {
        id
        content
      }
      license
      sensitiveByAuthor
      canComment
      indentFirstLine
      requestForDonation
      replyToDonator
      cover
      assets {
        id
        type
        path
      }
      campaigns {
        # named here too: a challenge left out of the navbar is not among the channels
        campaign {
          id
          name
          state
          ... on WritingChallenge {
            stages {
              id
              name
            }
          }
        }
        stage {
          id
        }
      }
      connections(input: { first: 5 }) {
        edges {
          node {
            id
            shortHash
            title
          }
        }
      }
      collections(input: { first: 50 }) {
        edges {
          node {
            id
            title
          }
        }
      }
    }
  }
`);
