import { graphql } from "../../../generated/moment/gql";

// The moment form's documents (components/moment/moment-form.tsx): posting, uploading its images
// and the searches behind its tags and linked articles. Generated apart
// (lib/graphql/generated/moment) so that only the pages with the form carry them.

export const PostMoment = graphql(`
  mutation PostMoment($input: PutMomentInput!) {
    putMoment(input: $input) {
      id
      shortHash
    }
  }
`);

/** Sent as a GraphQL multipart request (lib/graphql/upload.ts), with its progress. */
export const UploadMomentImage = graphql(`
  mutation UploadMomentImage($input: SingleFileUploadInput!) {
    singleFileUpload(input: $input) {
      id
      path
    }
  }
`);

export const MomentTagSuggestions = graphql(`
  query MomentTagSuggestions($key: String!) {
    search(input: { key: $key, type: Tag, quicksearch: true, first: 5 }) {
      edges {
        node {
          __typename
          id
          ... on Tag {
            content
            numArticles
          }
        }
      }
    }
  }
`);

/** Published articles to link, by their words. */
export const MomentArticleSuggestions = graphql(`
  query MomentArticleSuggestions($key: String!) {
    search(input: { key: $key, type: Article, first: 5 }) {
      edges {
        node {
          __typename
          id
          ... on Article {
            shortHash
            title
            author {
              displayName
              userName
            }
          }
        }
      }
    }
  }
`);
