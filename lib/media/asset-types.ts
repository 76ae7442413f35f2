// What an upload may be for: the contract's AssetType (section 3). Its own module, so that the
// media rules, the upload forms and the assets table's column all take the one list from here,
// and the rules both faces read never reach into the database's schema for their vocabulary.
// Imported with `.ts` by server/db/schema/assets.ts, which the seed scripts load under plain Node.

export const ASSET_TYPES = [
  "announcementCover",
  "avatar",
  "campaignCover",
  "circleAvatar",
  "circleCover",
  "collectionCover",
  "cover",
  "embed",
  "embedaudio",
  "moment",
  "oauthClientAvatar",
  "profileCover",
  "tagCover",
] as const;

export type AssetType = (typeof ASSET_TYPES)[number];
