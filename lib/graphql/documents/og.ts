import { graphql } from "../generated/gql";

// What the generated Open Graph cards show (app/og): a few public fields per entity.

export const OgArticleQuery = graphql(`
  query OgArticle($shortHash: String!) {
    article(input: { shortHash: $shortHash }) {
      id
      title
      summary
      state
      author {
        id
        userName
        displayName
      }
    }
  }
`);

export const OgUserQuery = graphql(`
  query OgUser($userName: String!) {
    user(input: { userName: $userName }) {
      id
      userName
      displayName
      info {
        description
      }
      status {
        state
        articleCount
      }
    }
  }
`);

export const OgTagQuery = graphql(`
  query OgTag($id: ID!) {
    node(input: { id: $id }) {
      __typename
      id
      ... on Tag {
        content
        numArticles
      }
    }
  }
`);

export const OgMomentQuery = graphql(`
  query OgMoment($shortHash: String!) {
    moment(input: { shortHash: $shortHash }) {
      id
      content
      state
      author {
        id
        userName
        displayName
      }
    }
  }
`);
