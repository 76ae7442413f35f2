import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AutoSaver, type SaveStatus } from "@/components/editor/auto-saver";
import type { LocalCopy } from "@/components/editor/local-copy";

// The editor's saves: when they go, what they carry, and what a failure leaves behind.

type Fields = { title: string; content: string };

class RequestError extends Error {
  constructor(
    readonly code: string,
    readonly errors: { extensions: Record<string, unknown> }[] = [],
  ) {
    super(code);
  }
}

function setup(save: (fields: Partial<Fields>, lastUpdatedAt: string | null) => Promise<{ updatedAt: string }>) {
  const values: Fields = { title: "", content: "" };
  const statuses: SaveStatus["kind"][] = [];
  const kept: LocalCopy<Fields>[] = [];
  const saver = new AutoSaver<Fields>({
    updatedAt: "2026-01-01T00:00:00.000Z",
    read: () => ({ ...values }),
    save,
    keep: (copy) => kept.push(structuredClone(copy)),
    onStatus: (status) => statuses.push(status.kind),
    now: () => 1000,
  });
  const type = (field: keyof Fields, value: string) => {
    values[field] = value;
    saver.changed([field]);
  };
  return { saver, type, statuses, kept, values };
}

const at = (n: number) => `2026-01-01T00:00:0${n}.000Z`;

describe("AutoSaver", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("saves 1.5 s after typing stops, the changed fields alone, over the copy it was typed on", async () => {
    const save = vi.fn(async () => ({ updatedAt: at(1) }));
    const { type, statuses } = setup(save);
    type("title", "T");
    await vi.advanceTimersByTimeAsync(1000);
    type("title", "Ti");
    await vi.advanceTimersByTimeAsync(1400);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(save).toHaveBeenCalledExactlyOnceWith({ title: "Ti" }, "2026-01-01T00:00:00.000Z");
    expect(statuses).toEqual(["unsaved", "unsaved", "saving", "saved"]);

    // the next save goes over the copy the last one made
    type("content", "<p>x</p>");
    await vi.advanceTimersByTimeAsync(1500);
    expect(save).toHaveBeenLastCalledWith({ content: "<p>x</p>" }, at(1));
  });

  it("keeps what is unsaved on the device soon after typing, and forgets it once saved", async () => {
    const { type, kept } = setup(async () => ({ updatedAt: at(1) }));
    type("content", "<p>draft</p>");
    await vi.advanceTimersByTimeAsync(300);
    expect(kept.at(-1)).toEqual({
      base: "2026-01-01T00:00:00.000Z",
      editedAt: 1000,
      fields: { content: "<p>draft</p>" },
    });
    await vi.advanceTimersByTimeAsync(1200);
    expect(kept.at(-1)).toEqual({ base: at(1), editedAt: 1000, fields: {} });
  });

  it("flush sends at once and waits for a save already under way, then sends what came after", async () => {
    let release: (() => void) | undefined;
    const save = vi.fn(
      (fields: Partial<Fields>) =>
        new Promise<{ updatedAt: string }>((resolve) => {
          release = () => resolve({ updatedAt: fields.content ? at(2) : at(1) });
        }),
    );
    const { saver, type } = setup(save);
    type("title", "A");
    const first = saver.flush();
    type("content", "typed during the save");
    const second = saver.flush();
    release?.();
    await vi.advanceTimersByTimeAsync(0);
    release?.();
    await Promise.all([first, second]);
    expect(save.mock.calls.map((call) => call[0])).toEqual([{ title: "A" }, { content: "typed during the save" }]);
    expect(saver.hasUnsaved).toBe(false);
    expect(saver.lastUpdatedAt).toBe(at(2));
  });

  it("offline: the fields stay unsaved, on the device, and go when the connection is back", async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(new RequestError("NETWORK_ERROR"))
      .mockResolvedValue({
        updatedAt: at(1),
      });
    const { saver, type, statuses, kept } = setup(save);
    type("content", "<p>on a train</p>");
    await vi.advanceTimersByTimeAsync(1500);
    expect(statuses.at(-1)).toBe("offline");
    expect(kept.at(-1)?.fields).toEqual({ content: "<p>on a train</p>" });
    expect(saver.hasUnsaved).toBe(true);

    saver.online();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(statuses.at(-1)).toBe("saved");
    expect(kept.at(-1)?.fields).toEqual({});
  });

  it("a conflict stops the saves until the writer keeps this copy, which then goes over the stored one whole", async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(
        new RequestError("DRAFT_VERSION_CONFLICT", [
          { extensions: { code: "DRAFT_VERSION_CONFLICT", updatedAt: at(5) } },
        ]),
      )
      .mockResolvedValue({ updatedAt: at(6) });
    const updates: SaveStatus[] = [];
    const values: Fields = { title: "Mine", content: "" };
    const saver = new AutoSaver<Fields>({
      updatedAt: at(1),
      read: () => ({ ...values }),
      save,
      keep: () => {},
      onStatus: (status) => updates.push(status),
    });
    values.content = "<p>mine</p>";
    saver.changed(["content"]);
    await vi.advanceTimersByTimeAsync(1500);
    expect(updates.at(-1)).toEqual({ kind: "conflict", serverUpdatedAt: at(5) });

    // typing on sends nothing while the writer has not chosen
    saver.changed(["content"]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);

    await saver.keepMine(at(5), ["title", "content"]);
    expect(save).toHaveBeenLastCalledWith({ title: "Mine", content: "<p>mine</p>" }, at(5));
    expect(updates.at(-1)).toEqual({ kind: "saved" });
  });

  it("reports a refusal with its code and field, and keeps the fields for the next try", async () => {
    const save = vi
      .fn()
      .mockRejectedValue(
        new RequestError("BAD_USER_INPUT", [{ extensions: { code: "BAD_USER_INPUT", field: "input.title" } }]),
      );
    const updates: SaveStatus[] = [];
    const saver = new AutoSaver<Fields>({
      updatedAt: at(1),
      read: () => ({ title: "x".repeat(101), content: "" }),
      save,
      keep: () => {},
      onStatus: (status) => updates.push(status),
    });
    saver.changed(["title"]);
    await vi.advanceTimersByTimeAsync(1500);
    expect(updates.at(-1)).toEqual({ kind: "error", code: "BAD_USER_INPUT", field: "input.title" });
    expect(saver.hasUnsaved).toBe(true);
  });

  it("without autosave keeps changes on the device only", async () => {
    const save = vi.fn();
    const kept: LocalCopy<Fields>[] = [];
    const saver = new AutoSaver<Fields>({
      updatedAt: at(1),
      autosave: false,
      read: () => ({ title: "Revised", content: "" }),
      save,
      keep: (copy) => kept.push(copy),
      onStatus: () => {},
    });
    saver.changed(["title"]);
    await saver.flush();
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
    expect(kept.at(-1)?.fields).toEqual({ title: "Revised" });
  });
});
