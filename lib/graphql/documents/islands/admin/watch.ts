import { graphql } from "../../../generated/admin/gql";

// The community-watch queue's actions: keep a removal, restore the comment, clear its kept words.

export const AdminReviewWatchAction = graphql(`
  mutation AdminReviewWatchAction($input: UpdateCommunityWatchActionStateInput!) {
    updateCommunityWatchActionState(input: $input) {
      uuid
      reviewState
    }
  }
`);

export const AdminRestoreWatchComment = graphql(`
  mutation AdminRestoreWatchComment($input: RestoreCommunityWatchCommentInput!) {
    restoreCommunityWatchComment(input: $input) {
      uuid
      actionState
    }
  }
`);

export const AdminClearWatchContent = graphql(`
  mutation AdminClearWatchContent($input: ClearCommunityWatchOriginalContentInput!) {
    clearCommunityWatchOriginalContent(input: $input) {
      uuid
      contentCleared
    }
  }
`);
