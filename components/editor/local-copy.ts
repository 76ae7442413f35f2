// What a writer typed and the server has not confirmed, kept on the device (section 3: "form
// drafts are stored under a key built from author id and form id", with the v1__ prefix), so a
// reload, a closed tab or a lost connection loses nothing. Only fields not yet saved are kept,
// with the server copy they were typed over (`base`) and when they were typed (`editedAt`).

import { STORAGE_PREFIX } from "@/components/ui/storage-prefix";

export { STORAGE_PREFIX };

/** `v1__form:{authorId}:{formId}`: a form id names what is edited, e.g. `draft:RHJhZnQ6MQ==`. */
export const localCopyKey = (authorId: string, formId: string) => `${STORAGE_PREFIX}form:${authorId}:${formId}`;

export type LocalCopy<Fields> = {
  /** The server's updatedAt of the copy these edits were made on; null before any save. */
  base: string | null;
  /** When the newest of these edits was made, in ms on this device's clock. */
  editedAt: number;
  /** The unsaved fields, as typed. */
  fields: Partial<Fields>;
};

type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;

/** The device's storage, or none where it is refused (private modes, blocked cookies). */
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readLocalCopy<Fields>(key: string, store = storage()): LocalCopy<Fields> | null {
  try {
    const raw = store?.getItem(key);
    if (!raw) return null;
    const copy = JSON.parse(raw) as LocalCopy<Fields>;
    const valid =
      typeof copy === "object" &&
      copy !== null &&
      typeof copy.editedAt === "number" &&
      (copy.base === null || typeof copy.base === "string") &&
      typeof copy.fields === "object" &&
      copy.fields !== null;
    return valid ? copy : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the copy, or removes it when nothing is left unsaved. Answers false when the device
 * would not keep it (storage full or refused), so the editor can say so.
 */
export function writeLocalCopy<Fields>(key: string, copy: LocalCopy<Fields>, store = storage()): boolean {
  if (!store) return false;
  try {
    if (Object.keys(copy.fields).length === 0) store.removeItem(key);
    else store.setItem(key, JSON.stringify(copy));
    return true;
  } catch {
    return false;
  }
}

export function removeLocalCopy(key: string, store = storage()) {
  try {
    store?.removeItem(key);
  } catch {
    // nothing kept, nothing to remove
  }
}

export type Restore<Fields> =
  /** Nothing unsaved on this device. */
  | { kind: "none" }
  /** Edits newer than the server's copy: put them back at once. */
  | { kind: "newer"; copy: LocalCopy<Fields> }
  /** Edits older than a copy saved since (on another device): the writer chooses. */
  | { kind: "older"; copy: LocalCopy<Fields> };

/**
 * How a kept copy relates to the server's, which was saved at `serverUpdatedAt`. Edits made on
 * the very copy the server still has are newer whatever the clocks say. A copy saved since
 * that holds these very edits (`same`: a save that reached the server as the page was left,
 * its answer lost) leaves nothing to restore; otherwise the times decide (this device's clock
 * against the server's).
 */
export function compareLocalCopy<Fields>(
  copy: LocalCopy<Fields> | null,
  serverUpdatedAt: string,
  same: (fields: Partial<Fields>) => boolean = () => false,
): Restore<Fields> {
  if (!copy || Object.keys(copy.fields).length === 0) return { kind: "none" };
  if (copy.base === serverUpdatedAt) return { kind: "newer", copy };
  if (same(copy.fields)) return { kind: "none" };
  return copy.editedAt > Date.parse(serverUpdatedAt) ? { kind: "newer", copy } : { kind: "older", copy };
}
