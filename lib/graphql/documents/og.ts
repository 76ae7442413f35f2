import { document } from "../document";

// What the generated Open Graph cards show (app/og): a few public fields per entity.

export const OgArticleQuery = document<
  {
    article: {
      id: string;
      title: string;
      summary: string;
      state: "active" | "archived" | "banned";
      author: { id: string; userName: string | null; displayName: string | null };
    } | null;
  },
  { shortHash: string }
>(/* GraphQL */ `
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

export const OgUserQuery = document<
  {
    user: {
      id: string;
      userName: string | null;
      displayName: string | null;
      info: { description: string | null };
      status: { state: "active" | "banned" | "archived" | "frozen"; articleCount: number } | null;
    } | null;
  },
  { userName: string }
>(/* GraphQL */ `
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

export const OgTagQuery = document<
  { node: { __typename: string; id: string; content?: string; numArticles?: number } | null },
  { id: string }
>(/* GraphQL */ `
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

export const OgMomentQuery = document<
  {
    moment: {
      id: string;
      content: string | null;
      state: "active" | "archived";
      author: { id: string; userName: string | null; displayName: string | null };
    } | null;
  },
  { shortHash: string }
>(/* GraphQL */ `
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
