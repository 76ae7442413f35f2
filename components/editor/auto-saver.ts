// The draft's saves, apart from React so the rules read in one place: a change is kept on the
// device at once (soon after typing, and synchronously when the page is hidden or left) and
// sent 1.5 s after typing stops, or at once on blur and when the page is hidden. Each save
// carries the server's updatedAt of the copy it was typed over: a copy saved elsewhere since
// answers DRAFT_VERSION_CONFLICT, and nothing is sent again until the writer chooses. A save
// that fails leaves its fields unsaved, on the device, to be sent again.

import type { LocalCopy } from "./local-copy";

export type SaveStatus =
  /** Nothing typed since the page was opened. */
  | { kind: "idle" }
  /** Typed; the save waits for a pause. */
  | { kind: "unsaved" }
  | { kind: "saving" }
  | { kind: "saved" }
  /** No connection: kept on this device, sent when it is back. */
  | { kind: "offline" }
  /** Saved elsewhere since this copy was loaded: the writer chooses. */
  | { kind: "conflict"; serverUpdatedAt: string | null }
  /** Refused for a reason the writer can act on (too long, too many tags …). */
  | { kind: "error"; code: string; field: string | null };

export type SaverOptions<Fields> = {
  /** The server's updatedAt of the copy being edited (null for one not yet saved). */
  updatedAt: string | null;
  /** The fields as they are now (read only when a save or a local copy needs them). */
  read: () => Fields;
  /** Sends the changed fields; resolves with the stored copy's updatedAt. */
  save: (fields: Partial<Fields>, lastUpdatedAt: string | null) => Promise<{ updatedAt: string }>;
  /** Keeps (or, with no fields, forgets) the unsaved fields on the device. */
  keep: (copy: LocalCopy<Fields>) => void;
  onStatus: (status: SaveStatus) => void;
  /** False: changes are only kept on the device (a published article is saved by hand). */
  autosave?: boolean;
  delay?: number;
  keepDelay?: number;
  now?: () => number;
};

/** The error's catalogue code, and the API's extensions of its first error. */
function errorInfo(error: unknown) {
  const e = error as { code?: unknown; errors?: { extensions?: Record<string, unknown> }[] } | null;
  const code = typeof e?.code === "string" ? e.code : "UNKNOWN_ERROR";
  const extensions = e?.errors?.[0]?.extensions ?? {};
  return { code, extensions };
}

export class AutoSaver<Fields extends object> {
  private readonly options: Required<Omit<SaverOptions<Fields>, "updatedAt">>;
  private readonly dirty = new Set<keyof Fields>();
  private updatedAt: string | null;
  private editedAt = 0;
  private saveTimer: ReturnType<typeof setTimeout> | undefined;
  private keepTimer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | null = null;
  private current: SaveStatus = { kind: "idle" };

  constructor(options: SaverOptions<Fields>) {
    this.updatedAt = options.updatedAt;
    this.options = { autosave: true, delay: 1500, keepDelay: 300, now: Date.now, ...options };
  }

  get status() {
    return this.current;
  }

  get lastUpdatedAt() {
    return this.updatedAt;
  }

  get hasUnsaved() {
    return this.dirty.size > 0;
  }

  /** Fields typed into; `editedAt` when they come back from the device's copy. */
  changed(keys: readonly (keyof Fields)[], editedAt = this.options.now()) {
    for (const key of keys) this.dirty.add(key);
    this.editedAt = Math.max(this.editedAt, editedAt);
    clearTimeout(this.keepTimer);
    this.keepTimer = setTimeout(() => this.keepNow(), this.options.keepDelay);
    if (this.blocked()) return;
    if (this.current.kind !== "offline" && this.current.kind !== "saving") this.setStatus({ kind: "unsaved" });
    this.schedule(this.options.delay);
  }

  /** Writes the device's copy now: the page is being hidden or left. */
  keepNow() {
    clearTimeout(this.keepTimer);
    const values = this.options.read();
    const fields: Partial<Fields> = {};
    for (const key of this.dirty) fields[key] = values[key];
    this.options.keep({ base: this.updatedAt, editedAt: this.editedAt, fields });
  }

  /**
   * Saves now what is unsaved (blur, page hidden, before publishing) and resolves when nothing
   * is left to send, or a save failed (the status says why). `drain: false` sends once: the
   * pause after typing, where more typing waits for the next pause.
   */
  async flush(drain = true): Promise<void> {
    clearTimeout(this.saveTimer);
    while (this.options.autosave) {
      if (this.running) {
        await this.running;
        continue;
      }
      if (this.dirty.size === 0 || this.current.kind === "conflict") return;
      this.running = this.run().finally(() => {
        this.running = null;
      });
      await this.running;
      if (!drain || (this.current.kind !== "saved" && this.current.kind !== "unsaved")) return;
    }
  }

  /** The connection is back: send what waited. */
  online() {
    if (this.current.kind === "offline") this.schedule(0);
  }

  /**
   * The conflict resolved by keeping this copy: all of `fields` go over the stored one, whose
   * updatedAt the conflict told (so a third copy saved meanwhile is still noticed).
   */
  keepMine(serverUpdatedAt: string, fields: readonly (keyof Fields)[]) {
    this.updatedAt = serverUpdatedAt;
    // the whole of this copy, not only what changed since: the other copy differs anywhere
    for (const field of fields) this.dirty.add(field);
    this.setStatus({ kind: "unsaved" });
    return this.flush();
  }

  /** The conflict resolved by loading the stored copy: what was unsaved here is dropped. */
  reset(serverUpdatedAt: string) {
    clearTimeout(this.saveTimer);
    this.dirty.clear();
    this.updatedAt = serverUpdatedAt;
    this.keepNow();
    this.setStatus({ kind: "saved" });
  }

  dispose() {
    clearTimeout(this.saveTimer);
    clearTimeout(this.keepTimer);
  }

  private blocked() {
    return !this.options.autosave || this.current.kind === "conflict";
  }

  private schedule(ms: number) {
    clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => void this.flush(false), ms);
  }

  private setStatus(status: SaveStatus) {
    this.current = status;
    this.options.onStatus(status);
  }

  private async run() {
    const keys = [...this.dirty];
    const values = this.options.read();
    const fields: Partial<Fields> = {};
    for (const key of keys) fields[key] = values[key];
    // typed during the save: dirty again, sent by the next one
    this.dirty.clear();
    this.setStatus({ kind: "saving" });
    try {
      const saved = await this.options.save(fields, this.updatedAt);
      this.updatedAt = saved.updatedAt;
      this.keepNow();
      this.setStatus(this.dirty.size ? { kind: "unsaved" } : { kind: "saved" });
      if (this.dirty.size) this.schedule(this.options.delay);
    } catch (error) {
      for (const key of keys) this.dirty.add(key);
      this.keepNow();
      const { code, extensions } = errorInfo(error);
      if (code === "DRAFT_VERSION_CONFLICT") {
        const serverUpdatedAt = typeof extensions.updatedAt === "string" ? extensions.updatedAt : null;
        this.setStatus({ kind: "conflict", serverUpdatedAt });
      } else if (code === "NETWORK_ERROR") {
        this.setStatus({ kind: "offline" });
      } else {
        const field = typeof extensions.field === "string" ? extensions.field : null;
        this.setStatus({ kind: "error", code, field });
      }
    }
  }
}
