import { graphql } from "../../../generated/moment-actions/gql";

// What a page's moment controls ask (components/moment/moment-requests.ts): who the viewer
// is and which of the moments on the page they liked, and the likes and deletions they send.
// Generated apart (lib/graphql/generated/moment-actions), for the pages that show moments.

export const MomentViewerState = graphql(`
  query MomentViewerState($ids: [ID!]!) {
    viewer {
      id
    }
    nodes(input: { ids: $ids }) {
      __typename
      id
      ... on Moment {
        liked
        likeCount
      }
    }
  }
`);

export const LikeMoment = graphql(`
  mutation LikeMoment($id: ID!) {
    likeMoment(input: { id: $id }) {
      id
      liked
      likeCount
    }
  }
`);

export const UnlikeMoment = graphql(`
  mutation UnlikeMoment($id: ID!) {
    unlikeMoment(input: { id: $id }) {
      id
      liked
      likeCount
    }
  }
`);

export const DeleteMoment = graphql(`
  mutation DeleteMoment($id: ID!) {
    deleteMoment(input: { id: $id }) {
      id
      state
    }
  }
`);
