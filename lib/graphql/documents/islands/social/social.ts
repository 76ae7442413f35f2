import { graphql } from "../../../generated/social/gql";

// The social buttons' mutations (follow, block, bookmark, like, report). Each answers what its
// island shows, so the optimistic state is replaced by the API's own.

export const ToggleFollowUser = graphql(`
  mutation ToggleFollowUser($id: ID!, $enabled: Boolean!) {
    toggleFollowUser(input: { id: $id, enabled: $enabled }) {
      id
      isFollower
      isFollowee
    }
  }
`);

export const ToggleBlockUser = graphql(`
  mutation ToggleBlockUser($id: ID!, $enabled: Boolean!) {
    toggleBlockUser(input: { id: $id, enabled: $enabled }) {
      id
      isBlocking
    }
  }
`);

export const ToggleBookmarkArticle = graphql(`
  mutation ToggleBookmarkArticle($id: ID!, $enabled: Boolean!) {
    toggleBookmarkArticle(input: { id: $id, enabled: $enabled }) {
      id
      bookmarked
      bookmarkCount
    }
  }
`);

export const ToggleBookmarkTag = graphql(`
  mutation ToggleBookmarkTag($id: ID!, $enabled: Boolean!) {
    toggleBookmarkTag(input: { id: $id, enabled: $enabled }) {
      id
      isFollower
    }
  }
`);

export const AppreciateArticle = graphql(`
  mutation AppreciateArticle($id: ID!, $amount: Int!) {
    appreciateArticle(input: { id: $id, amount: $amount }) {
      id
      appreciationsReceivedTotal
      appreciateLeft
      hasAppreciate
    }
  }
`);

export const SubmitReport = graphql(`
  mutation SubmitReport($targetId: ID!, $reason: ReportReason!) {
    submitReport(input: { targetId: $targetId, reason: $reason }) {
      id
    }
  }
`);

/** Who is asking, for a button whose page did not say (a report button in a comment). */
export const ViewerKind = graphql(`
  query ViewerKind {
    viewer {
      id
      status {
        state
      }
    }
  }
`);
