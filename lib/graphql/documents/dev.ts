import { document } from "../document";

export const DevMailbox = document<
  { devMailbox: { id: string; to: string; subject: string; text: string; createdAt: string }[] | null },
  { first: number }
>(/* GraphQL */ `
  query DevMailbox($first: Int) {
    devMailbox(input: { first: $first }) {
      id
      to
      subject
      text
      createdAt
    }
  }
`);
