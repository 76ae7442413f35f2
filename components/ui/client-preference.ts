import { STORAGE_PREFIX } from "./storage-prefix";

// Section 3's ClientPreference: what this device remembers about how the site should behave
// for its reader, signed in or not. It never leaves the device (localStorage), so it is read
// after hydration, never while rendering on the server.

export type ClientPreference = {
  id: "local";
  /** The login/sign-up wall on article pages; off once a visitor closed it. */
  wall: boolean;
  circleBanner: boolean;
  language?: "en" | "zh_hans" | "zh_hant";
};

export const CLIENT_PREFERENCE_KEY = `${STORAGE_PREFIX}client_preference`;

const DEFAULTS: ClientPreference = { id: "local", wall: true, circleBanner: true };
const LANGUAGES = ["en", "zh_hans", "zh_hant"];

type Store = Pick<Storage, "getItem" | "setItem">;

/** The device's storage, or none where it is refused (private modes, blocked cookies). */
function storage(): Store | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored preference over the defaults; a field stored malformed keeps its default. */
export function readClientPreference(store = storage()): ClientPreference {
  let saved: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(store?.getItem(CLIENT_PREFERENCE_KEY) ?? "{}");
    if (parsed && typeof parsed === "object") saved = parsed as Record<string, unknown>;
  } catch {
    // unreadable: the defaults
  }
  const preference: ClientPreference = { ...DEFAULTS };
  if (typeof saved.wall === "boolean") preference.wall = saved.wall;
  if (typeof saved.circleBanner === "boolean") preference.circleBanner = saved.circleBanner;
  if (typeof saved.language === "string" && LANGUAGES.includes(saved.language)) {
    preference.language = saved.language as ClientPreference["language"];
  }
  return preference;
}

/** Changes some fields; false when the device would not keep them (storage full or refused). */
export function writeClientPreference(change: Partial<Omit<ClientPreference, "id">>, store = storage()): boolean {
  if (!store) return false;
  try {
    store.setItem(CLIENT_PREFERENCE_KEY, JSON.stringify({ ...readClientPreference(store), ...change }));
    return true;
  } catch {
    return false;
  }
}
