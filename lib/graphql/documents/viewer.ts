import { document } from "../document";

export type ViewerSummary = {
  id: string;
  userName: string | null;
  displayName: string | null;
  avatar: string | null;
  status: { state: "active" | "banned" | "archived" | "frozen"; unreadNoticeCount: number } | null;
  ownCircles: { name: string }[] | null;
  settings: { language: "en" | "zh_hant" | "zh_hans" };
};

/** The viewer part of the root query (section 7): what the top bar and menus need. */
export const ViewerSummaryQuery = document<{ viewer: ViewerSummary | null }>(/* GraphQL */ `
  query ViewerSummary {
    viewer {
      id
      userName
      displayName
      avatar
      status {
        state
        unreadNoticeCount
      }
      ownCircles {
        name
      }
      settings {
        language
      }
    }
  }
`);

export const UnreadNoticeCount = document<{
  viewer: { id: string; status: { unreadNoticeCount: number } | null } | null;
}>(
  /* GraphQL */ `
    query UnreadNoticeCount {
      viewer {
        id
        status {
          unreadNoticeCount
        }
      }
    }
  `,
);

export const UpdateLanguage = document<
  { updateUserInfo: { id: string; settings: { language: string } } },
  { language: "en" | "zh_hant" | "zh_hans" }
>(/* GraphQL */ `
  mutation UpdateLanguage($language: UserLanguage!) {
    updateUserInfo(input: { language: $language }) {
      id
      settings {
        language
      }
    }
  }
`);

export const UserLogout = document<{ userLogout: boolean }>(/* GraphQL */ `
  mutation UserLogout {
    userLogout
  }
`);
