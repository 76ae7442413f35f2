import { document } from "../document";

export type NavChannel = {
  __typename: "TopicChannel" | "CurationChannel" | "WritingChallenge";
  id: string;
  shortHash: string;
  en: string;
  zhHant: string;
  zhHans: string;
};

/** The channel part of the root query: every channel named in all three languages. */
export const NavChannels = document<{ channels: NavChannel[] }>(/* GraphQL */ `
  query NavChannels {
    channels {
      __typename
      id
      shortHash
      en: navbarTitle(input: { language: en })
      zhHant: navbarTitle(input: { language: zh_hant })
      zhHans: navbarTitle(input: { language: zh_hans })
    }
  }
`);
