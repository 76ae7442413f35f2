import "server-only";
import { AdminAnnouncementsQuery, AdminIcymiTopicsQuery } from "../documents/admin-curation";
import { executeAsViewer } from "../execute";

/** Every ICYMI topic, newest first (the editors keep a few dozen at most). */
export async function getAdminIcymiTopics() {
  const { oss } = await executeAsViewer(AdminIcymiTopicsQuery, {});
  return oss.icymiTopics;
}

/** Every announcement, drafts and expired ones too (an admin's read). */
export async function getAdminAnnouncements() {
  const { official } = await executeAsViewer(AdminAnnouncementsQuery, {});
  return official.announcements ?? [];
}
