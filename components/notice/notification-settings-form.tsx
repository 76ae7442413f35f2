import { getNotificationSettings } from "@/lib/graphql/reads/notices";
import { NotificationSettings } from "./notification-settings";
import { CIRCLE_SETTINGS, SHOWN_SETTINGS } from "./shown-settings";

/** The reader's switches as saved (the general ones, or the circles'), read as them on every request. */
export async function NotificationSettingsForm({ circles = false }: { circles?: boolean }) {
  const settings = await getNotificationSettings();
  if (!settings) return null;
  const types = circles ? CIRCLE_SETTINGS : SHOWN_SETTINGS;
  return <NotificationSettings initial={Object.fromEntries(types.map((type) => [type, settings[type]]))} />;
}
