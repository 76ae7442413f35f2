import "server-only";
import { cacheTags } from "@/lib/cache/tags";
import type { UserLanguage } from "@/lib/i18n/locales";
import { AnnouncementsQuery } from "../documents/official";
import { execute } from "../execute";

/** The live announcements in `language`; an expired one leaves with the cache's minute. */
export async function getAnnouncements(language: UserLanguage) {
  const data = await execute(AnnouncementsQuery, { language }, { tags: [cacheTags.announcements] });
  return data.official.announcements ?? [];
}
