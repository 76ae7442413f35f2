import { document } from "../document";
import { ARTICLE_DIGEST_FIELDS, type ArticleDigest } from "./feed";

export type UserProfile = {
  id: string;
  userName: string | null;
  displayName: string | null;
  avatar: string | null;
  info: { description: string | null; badges: { type: string }[] | null };
  status: { state: "active" | "banned" | "archived" | "frozen" } | null;
  followers: { totalCount: number };
  following: { users: { totalCount: number } };
  articles: { totalCount: number; edges: { node: ArticleDigest }[] | null };
};

export const UserProfileQuery = document<{ user: UserProfile | null }, { userName: string }>(/* GraphQL */ `
  query UserProfile($userName: String!) {
    user(input: { userName: $userName }) {
      id
      userName
      displayName
      avatar
      info {
        description
        badges {
          type
        }
      }
      status {
        state
      }
      followers(input: { first: 0 }) {
        totalCount
      }
      following {
        users(input: { first: 0 }) {
          totalCount
        }
      }
      articles(input: { first: 20 }) {
        totalCount
        edges {
          node {
            ...ArticleDigestFields
          }
        }
      }
    }
  }
  ${ARTICLE_DIGEST_FIELDS}
`);
