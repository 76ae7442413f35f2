import "server-only";
import { sql } from "drizzle-orm";
import { changesOf, type Db } from "../client";

/**
 * An official notice to every active person whose application to the challenge succeeded, in
 * their language, with the link: one INSERT … SELECT, so the list of participants it reaches is
 * the one at that moment, whole or not at all. Answers how many were told.
 */
export async function announceToParticipants(
  db: Db,
  campaignId: number,
  message: { en: string; zh_hant: string; zh_hans: string },
  link: string,
  now: number,
) {
  const result = await db.run(sql`
    INSERT INTO notices (recipient_id, type, message, link, unread, created_at, updated_at)
    SELECT p.user_id, 'OfficialAnnouncement',
           CASE u.language WHEN 'en' THEN ${message.en} WHEN 'zh_hans' THEN ${message.zh_hans} ELSE ${message.zh_hant} END,
           ${link}, 1, ${now}, ${now}
      FROM campaign_participants p JOIN users u ON u.id = p.user_id AND u.state = 'active'
      WHERE p.campaign_id = ${campaignId} AND p.state = 'succeeded'`);
  return changesOf(result);
}
