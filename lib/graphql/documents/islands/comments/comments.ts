import { graphql } from "../../../generated/comments/gql";

// The comment thread's island: what the viewer is to the comments on the page (asked once,
// never part of the cached page), and the comment mutations. Each answers what the island shows.

export const CommentViewerState = graphql(`
  query CommentViewerState($ids: [ID!]!) {
    viewer {
      id
      status {
        state
      }
      features {
        communityWatch
      }
    }
    nodes(input: { ids: $ids }) {
      __typename
      ... on Comment {
        id
        myVote
      }
    }
  }
`);

export const PutComment = graphql(`
  mutation PutComment($input: PutCommentInput!) {
    putComment(input: $input) {
      id
      parentComment {
        id
      }
    }
  }
`);

export const DeleteComment = graphql(`
  mutation DeleteComment($id: ID!) {
    deleteComment(input: { id: $id }) {
      id
      state
    }
  }
`);

export const TogglePinComment = graphql(`
  mutation TogglePinComment($id: ID!, $enabled: Boolean!) {
    togglePinComment(input: { id: $id, enabled: $enabled }) {
      id
      pinned
    }
  }
`);

export const VoteComment = graphql(`
  mutation VoteComment($id: ID!, $vote: Vote!) {
    voteComment(input: { id: $id, vote: $vote }) {
      id
      upvotes
      downvotes
      myVote
    }
  }
`);

export const UnvoteComment = graphql(`
  mutation UnvoteComment($id: ID!) {
    unvoteComment(input: { id: $id }) {
      id
      upvotes
      downvotes
      myVote
    }
  }
`);

export const CommunityWatchRemoveComment = graphql(`
  mutation CommunityWatchRemoveComment($id: ID!, $reason: CommunityWatchRemoveCommentReason!) {
    communityWatchRemoveComment(input: { id: $id, reason: $reason }) {
      id
      state
    }
  }
`);
