import { graphql } from "../../../generated/notices/gql";

// The notices page's island (marking them read) and the settings' switches; generated apart
// (lib/graphql/generated/notices), so no other page carries them.

export const MarkAllNoticesAsRead = graphql(`
  mutation MarkAllNoticesAsRead {
    markAllNoticesAsRead
  }
`);

export const UpdateNotificationSetting = graphql(`
  mutation UpdateNotificationSetting($type: NotificationSettingType!, $enabled: Boolean!) {
    updateNotificationSetting(input: { type: $type, enabled: $enabled }) {
      id
    }
  }
`);
