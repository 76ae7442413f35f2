import { document } from "../document";
import { COMMENT_THREAD_DEFINITIONS, type CommentPage } from "./comment";
import { USER_DIGEST_FIELDS, type UserDigest } from "./user-digest";

export type MomentDigest = {
  id: string;
  shortHash: string;
  content: string | null;
  createdAt: string;
  likeCount: number;
  commentCount: number;
  assets: { id: string; path: string }[];
  author: UserDigest;
};

/**
 * The fields every list of moments shows (profiles, the follow feed): spread
 * `...MomentDigestFields` and append MOMENT_DIGEST_FIELDS to the document's text.
 */
export const MOMENT_DIGEST_FIELDS = /* GraphQL */ `
  fragment MomentDigestFields on Moment {
    id
    shortHash
    content
    createdAt
    likeCount
    commentCount
    assets {
      id
      path
    }
    author {
      ...UserDigestFields
    }
  }
  ${USER_DIGEST_FIELDS}
`;

export type MomentDetail = MomentDigest & {
  state: "active" | "archived";
  comments: CommentPage;
};

/** The moment page: the moment and a page of its comments, each with its first replies (UserDigestFields come with the thread). */
export const MomentDetailQuery = document<
  { moment: MomentDetail | null },
  { shortHash: string; first: number; after?: string | null; replies: number }
>(/* GraphQL */ `
  query MomentDetail($shortHash: String!, $first: Int, $after: String, $replies: Int) {
    moment(input: { shortHash: $shortHash }) {
      id
      shortHash
      content
      createdAt
      likeCount
      commentCount
      state
      assets {
        id
        path
      }
      author {
        ...UserDigestFields
      }
      comments(input: { first: $first, after: $after }) {
        totalCount
        pageInfo {
          endCursor
          hasNextPage
        }
        edges {
          node {
            ...CommentThreadFields
          }
        }
      }
    }
  }
  ${COMMENT_THREAD_DEFINITIONS}
`);

/** One moment as lists show it (also keeps MOMENT_DIGEST_FIELDS checked against the schema). */
export const MomentDigestQuery = document<{ moment: MomentDigest | null }, { shortHash: string }>(/* GraphQL */ `
  query MomentDigest($shortHash: String!) {
    moment(input: { shortHash: $shortHash }) {
      ...MomentDigestFields
    }
  }
  ${MOMENT_DIGEST_FIELDS}
`);
