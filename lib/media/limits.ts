// What each asset type accepts and how big it may be: one place, quoted in README.md (Uploads).
// Types are recognised by content (server/media/sniff.ts), never by a file's name or declared mime.
import type { AssetType } from "./asset-types";

export const IMAGE_MIMES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
export const AUDIO_MIMES = ["audio/mpeg", "audio/mp4", "audio/ogg", "audio/wav", "audio/flac"] as const;
export type ImageMime = (typeof IMAGE_MIMES)[number];
export type AudioMime = (typeof AUDIO_MIMES)[number];

const MB = 1024 * 1024;

/** Bytes: small for the faces shown at 32-96 px, more for covers and photos, most for audio. */
export const SIZE_LIMITS: Record<AssetType, number> = {
  avatar: 5 * MB,
  circleAvatar: 5 * MB,
  oauthClientAvatar: 5 * MB,
  announcementCover: 10 * MB,
  campaignCover: 10 * MB,
  circleCover: 10 * MB,
  collectionCover: 10 * MB,
  cover: 10 * MB,
  embed: 10 * MB,
  moment: 10 * MB,
  profileCover: 10 * MB,
  tagCover: 10 * MB,
  embedaudio: 50 * MB,
};

/**
 * Width times height of an image. The image route decodes the whole picture in the worker's
 * 128 MB (4 bytes a pixel, and a copy while resizing): a 4032x3024 phone photo (12.2 MP) fits,
 * a small file that claims 30,000 x 30,000 pixels (a decompression bomb) does not.
 */
export const MAX_IMAGE_PIXELS = 16_800_000;
/** The longest side of an image, whatever its area. */
export const MAX_IMAGE_SIDE = 8192;

/** Faces: served cropped to a square (section 7: avatars are cropped to a width and height). */
export const AVATAR_TYPES: readonly AssetType[] = ["avatar", "circleAvatar", "oauthClientAvatar"];

export const isAudioType = (type: AssetType) => type === "embedaudio";

/** The content types an asset type takes. */
export function acceptedMimes(type: AssetType): readonly string[] {
  return isAudioType(type) ? AUDIO_MIMES : IMAGE_MIMES;
}

/** Whether content found in the bytes (server/media/sniff.ts) is of a type `type` takes. */
export const accepts = <Found extends { mime: string }>(type: AssetType, sniffed: Found | null): sniffed is Found =>
  sniffed !== null && acceptedMimes(type).includes(sniffed.mime);

/** How long a directImageUpload's uploadURL takes the bytes, in milliseconds. */
export const DIRECT_UPLOAD_TTL_MS = 60 * 60 * 1000;

/** How long a fetch of an upload's `url` may take, and how many redirects it follows. */
export const URL_FETCH_TIMEOUT_MS = 15_000;
export const URL_FETCH_MAX_REDIRECTS = 3;

/**
 * The widths the image route renders (`?w=`); another width is served at the next one up, so
 * nobody can make the worker render (and store) every size. Covers the avatar sizes of section 9
 * (32, 40, 48 at 1x-3x) and the page's columns at 1x-2x.
 */
export const IMAGE_WIDTHS = [32, 48, 64, 96, 144, 160, 240, 320, 480, 640, 800, 1080, 1280, 1600, 1920] as const;

/** Without `h`, an image is scaled to its width within a height of 4 times the width (section 7). */
export const MAX_HEIGHT_RATIO = 4;

/** Lossy WebP quality, and JPEG's for browsers that take no WebP. */
export const WEBP_QUALITY = 80;
export const JPEG_QUALITY = 82;
