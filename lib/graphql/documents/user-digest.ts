/** A person as a user digest shows them (section 2.8): archived accounts have no user name (section 4). */
export type UserDigest = {
  id: string;
  userName: string | null;
  displayName: string | null;
  avatar: string | null;
  status: { state: "active" | "banned" | "archived" | "frozen" } | null;
};

/** Spread `...UserDigestFields` and append this to the document's text. */
export const USER_DIGEST_FIELDS = /* GraphQL */ `
  fragment UserDigestFields on User {
    id
    userName
    displayName
    avatar
    status {
      state
    }
  }
`;
