import { getNotificationSettings } from "@/lib/graphql/reads/notices";
import { NotificationSettings } from "./notification-settings";
import { SHOWN_SETTINGS, type ShownSetting } from "./shown-settings";

/** The reader's switches as saved, read as them on every request. */
export async function NotificationSettingsForm() {
  const settings = await getNotificationSettings();
  if (!settings) return null;
  const initial = Object.fromEntries(SHOWN_SETTINGS.map((type) => [type, settings[type]])) as Record<
    ShownSetting,
    boolean
  >;
  return <NotificationSettings initial={initial} />;
}
