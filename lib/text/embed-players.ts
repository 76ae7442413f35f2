// The video players an article may embed, in one place: the sanitizer keeps an iframe only
// when it shows one of these, the pages' Content-Security-Policy lets exactly these be
// framed, and the editor turns an address a writer pastes into the player's. Nothing here
// imports a library, so the editor's island can use it without carrying the sanitizer.

/** Embeds: the hosts and path prefix of each player an iframe may show. */
export const EMBED_PLAYERS: readonly { hosts: readonly string[]; path: string }[] = [
  { hosts: ["www.youtube.com", "youtube.com", "www.youtube-nocookie.com", "youtube-nocookie.com"], path: "/embed/" },
  { hosts: ["player.vimeo.com"], path: "/video/" },
];

/** Every host a player is served from, for frame-src. */
export const EMBED_HOSTS: readonly string[] = EMBED_PLAYERS.flatMap((p) => p.hosts);

const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VIMEO_ID = /^\d{1,12}$/;

function parse(address: string): URL | undefined {
  try {
    const url = new URL(address.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The player's address for a video's page as people copy it (youtube.com/watch?v=…,
 * youtu.be/…, youtube.com/shorts/…, vimeo.com/123, or a player address itself), or
 * undefined when it names no video of an allowed player.
 */
export function embedSource(address: string): string | undefined {
  const url = parse(address);
  if (!url) return undefined;
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  const first = url.pathname.split("/")[1] ?? "";
  const second = url.pathname.split("/")[2] ?? "";
  let youtube: string | undefined;
  if (host === "youtu.be") youtube = first;
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (first === "watch") youtube = url.searchParams.get("v") ?? undefined;
    else if (first === "embed" || first === "shorts" || first === "live") youtube = second;
  }
  if (youtube !== undefined) {
    return YOUTUBE_ID.test(youtube) ? `https://www.youtube.com/embed/${youtube}` : undefined;
  }
  let vimeo: string | undefined;
  if (host === "vimeo.com") vimeo = first;
  else if (host === "player.vimeo.com" && first === "video") vimeo = second;
  if (vimeo !== undefined) return VIMEO_ID.test(vimeo) ? `https://player.vimeo.com/video/${vimeo}` : undefined;
  return undefined;
}

/** Where our own uploaded audio is served (the asset route's embedaudio uploads). */
export const OWN_AUDIO_PATH = "/assets/embedaudio/";

/** A base no real address has, to tell our own paths from addresses elsewhere. */
const OWN_BASE = "https://own.invalid/";

/**
 * An audio file's address as the sanitizer keeps it, or undefined: https on the web, or an
 * upload of ours (`/assets/embedaudio/<uuid>`, as the URL parser resolves it, so no path that
 * climbs out of it).
 */
export function audioSource(address: string): string | undefined {
  const value = address.trim();
  if (value.startsWith("/") && !value.startsWith("//")) {
    const url = URL.canParse(value, OWN_BASE) ? new URL(value, OWN_BASE) : null;
    return url?.origin === new URL(OWN_BASE).origin && /^\/assets\/embedaudio\/[\w-]+$/.test(url.pathname)
      ? url.pathname
      : undefined;
  }
  const url = parse(value);
  return url?.protocol === "https:" && !url.username && !url.password ? url.href : undefined;
}
