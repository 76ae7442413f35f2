import "server-only";
import { NotificationSettingsQuery, ViewerNoticesQuery } from "../documents/notices";
import { executeAsViewer } from "../execute";

// A reader's notices and switches: theirs alone, read per request as them, never cached.

export async function getViewerNotices(after: string | null) {
  return (await executeAsViewer(ViewerNoticesQuery, { after })).viewer?.notices ?? null;
}

export async function getNotificationSettings() {
  return (await executeAsViewer(NotificationSettingsQuery, {})).viewer?.settings.notification ?? null;
}
