/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query CommentViewerState($ids: [ID!]!) {\n    viewer {\n      id\n      status {\n        state\n      }\n      features {\n        communityWatch\n      }\n    }\n    nodes(input: { ids: $ids }) {\n      __typename\n      ... on Comment {\n        id\n        myVote\n      }\n    }\n  }\n": typeof types.CommentViewerStateDocument,
    "\n  mutation PutComment($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n      parentComment {\n        id\n      }\n    }\n  }\n": typeof types.PutCommentDocument,
    "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(input: { id: $id }) {\n      id\n      state\n    }\n  }\n": typeof types.DeleteCommentDocument,
    "\n  mutation TogglePinComment($id: ID!, $enabled: Boolean!) {\n    togglePinComment(input: { id: $id, enabled: $enabled }) {\n      id\n      pinned\n    }\n  }\n": typeof types.TogglePinCommentDocument,
    "\n  mutation VoteComment($id: ID!, $vote: Vote!) {\n    voteComment(input: { id: $id, vote: $vote }) {\n      id\n      upvotes\n      downvotes\n      myVote\n    }\n  }\n": typeof types.VoteCommentDocument,
    "\n  mutation UnvoteComment($id: ID!) {\n    unvoteComment(input: { id: $id }) {\n      id\n      upvotes\n      downvotes\n      myVote\n    }\n  }\n": typeof types.UnvoteCommentDocument,
    "\n  mutation CommunityWatchRemoveComment($id: ID!, $reason: CommunityWatchRemoveCommentReason!) {\n    communityWatchRemoveComment(input: { id: $id, reason: $reason }) {\n      id\n      state\n    }\n  }\n": typeof types.CommunityWatchRemoveCommentDocument,
};
const documents: Documents = {
    "\n  query CommentViewerState($ids: [ID!]!) {\n    viewer {\n      id\n      status {\n        state\n      }\n      features {\n        communityWatch\n      }\n    }\n    nodes(input: { ids: $ids }) {\n      __typename\n      ... on Comment {\n        id\n        myVote\n      }\n    }\n  }\n": types.CommentViewerStateDocument,
    "\n  mutation PutComment($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n      parentComment {\n        id\n      }\n    }\n  }\n": types.PutCommentDocument,
    "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(input: { id: $id }) {\n      id\n      state\n    }\n  }\n": types.DeleteCommentDocument,
    "\n  mutation TogglePinComment($id: ID!, $enabled: Boolean!) {\n    togglePinComment(input: { id: $id, enabled: $enabled }) {\n      id\n      pinned\n    }\n  }\n": types.TogglePinCommentDocument,
    "\n  mutation VoteComment($id: ID!, $vote: Vote!) {\n    voteComment(input: { id: $id, vote: $vote }) {\n      id\n      upvotes\n      downvotes\n      myVote\n    }\n  }\n": types.VoteCommentDocument,
    "\n  mutation UnvoteComment($id: ID!) {\n    unvoteComment(input: { id: $id }) {\n      id\n      upvotes\n      downvotes\n      myVote\n    }\n  }\n": types.UnvoteCommentDocument,
    "\n  mutation CommunityWatchRemoveComment($id: ID!, $reason: CommunityWatchRemoveCommentReason!) {\n    communityWatchRemoveComment(input: { id: $id, reason: $reason }) {\n      id\n      state\n    }\n  }\n": types.CommunityWatchRemoveCommentDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommentViewerState($ids: [ID!]!) {\n    viewer {\n      id\n      status {\n        state\n      }\n      features {\n        communityWatch\n      }\n    }\n    nodes(input: { ids: $ids }) {\n      __typename\n      ... on Comment {\n        id\n        myVote\n      }\n    }\n  }\n"): typeof import('./graphql').CommentViewerStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PutComment($input: PutCommentInput!) {\n    putComment(input: $input) {\n      id\n      parentComment {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').PutCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(input: { id: $id }) {\n      id\n      state\n    }\n  }\n"): typeof import('./graphql').DeleteCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TogglePinComment($id: ID!, $enabled: Boolean!) {\n    togglePinComment(input: { id: $id, enabled: $enabled }) {\n      id\n      pinned\n    }\n  }\n"): typeof import('./graphql').TogglePinCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VoteComment($id: ID!, $vote: Vote!) {\n    voteComment(input: { id: $id, vote: $vote }) {\n      id\n      upvotes\n      downvotes\n      myVote\n    }\n  }\n"): typeof import('./graphql').VoteCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnvoteComment($id: ID!) {\n    unvoteComment(input: { id: $id }) {\n      id\n      upvotes\n      downvotes\n      myVote\n    }\n  }\n"): typeof import('./graphql').UnvoteCommentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CommunityWatchRemoveComment($id: ID!, $reason: CommunityWatchRemoveCommentReason!) {\n    communityWatchRemoveComment(input: { id: $id, reason: $reason }) {\n      id\n      state\n    }\n  }\n"): typeof import('./graphql').CommunityWatchRemoveCommentDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
