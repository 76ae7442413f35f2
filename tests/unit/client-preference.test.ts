import { describe, expect, it } from "vitest";
import { CLIENT_PREFERENCE_KEY, readClientPreference, writeClientPreference } from "@/components/ui/client-preference";

/** A device's storage as the Storage interface gives it, here in memory (Node has none). */
function memoryStorage(refuseWrites = false) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (refuseWrites) throw new DOMException("full", "QuotaExceededError");
      items.set(key, value);
    },
  };
}

describe("ClientPreference (section 3)", () => {
  it("is stored under the v1__ prefix", () => {
    expect(CLIENT_PREFERENCE_KEY).toBe("v1__client_preference");
  });

  it("defaults to the wall and the circle banner on, with no language", () => {
    expect(readClientPreference(memoryStorage())).toEqual({ id: "local", wall: true, circleBanner: true });
    expect(readClientPreference(undefined)).toEqual({ id: "local", wall: true, circleBanner: true });
  });

  it("remembers a closed wall and keeps the other fields", () => {
    const store = memoryStorage();
    expect(writeClientPreference({ language: "zh_hant" }, store)).toBe(true);
    expect(writeClientPreference({ wall: false }, store)).toBe(true);
    expect(readClientPreference(store)).toEqual({ id: "local", wall: false, circleBanner: true, language: "zh_hant" });
  });

  it("reads malformed storage as the defaults, field by field", () => {
    const store = memoryStorage();
    store.items.set(CLIENT_PREFERENCE_KEY, "{not json");
    expect(readClientPreference(store).wall).toBe(true);
    store.items.set(CLIENT_PREFERENCE_KEY, JSON.stringify({ wall: "no", circleBanner: false, language: "fr" }));
    expect(readClientPreference(store)).toEqual({ id: "local", wall: true, circleBanner: false });
  });

  it("says so when the device will not keep it", () => {
    expect(writeClientPreference({ wall: false }, memoryStorage(true))).toBe(false);
    expect(writeClientPreference({ wall: false }, undefined)).toBe(false);
  });
});
