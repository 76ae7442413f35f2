import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { userNameSkeleton } from "@/lib/text/user-name";

// Migration 0027 on a database that already has accounts: the backfill gives each name its
// skeleton, the oldest of names that read alike keeps it (the others keep their names), and
// the triggers give every name written afterwards the skeleton lib/text/user-name.ts computes.
// Node's SQLite, not D1 (tests/api/user-names.test.ts has the API on D1): the backfill needs
// accounts made before the migration.

const DIR = path.resolve(__dirname, "../../drizzle");
const MIGRATION = "0027_user_name_skeleton.sql";

/** A database with every migration up to `MIGRATION`, and it too when `through`. */
function migrated({ through }: { through: boolean }) {
  const file = new DatabaseSync(":memory:");
  for (const name of readdirSync(DIR)
    .filter((n) => n.endsWith(".sql") && (through ? n <= MIGRATION : n < MIGRATION))
    .sort()) {
    file.exec(readFileSync(path.join(DIR, name), "utf8"));
  }
  return file;
}

const addUser = (file: DatabaseSync, userName: string | null) =>
  Number(file.prepare("INSERT INTO users (user_name) VALUES (?)").run(userName).lastInsertRowid);

const skeletonOf = (file: DatabaseSync, id: number) =>
  (file.prepare("SELECT user_name_skeleton AS s FROM users WHERE id = ?").get(id) as { s: string | null }).s;

describe("migration 0027: user names' skeletons", () => {
  it("backfills every name, the oldest of those that read alike keeping the skeleton", () => {
    const file = migrated({ through: false });
    const alice = addUser(file, "alice");
    const lookalike = addUser(file, "aIice");
    const google = addUser(file, "g00gle");
    const later = addUser(file, "google");
    const nameless = addUser(file, null);
    file.exec(readFileSync(path.join(DIR, MIGRATION), "utf8"));

    expect(skeletonOf(file, alice)).toBe("alice");
    expect(skeletonOf(file, google)).toBe(userNameSkeleton("google"));
    // the younger account keeps its name, without a skeleton of its own
    expect(skeletonOf(file, lookalike)).toBeNull();
    expect(skeletonOf(file, later)).toBeNull();
    expect(skeletonOf(file, nameless)).toBeNull();
    const names = file.prepare("SELECT user_name AS n FROM users ORDER BY id").all() as { n: string | null }[];
    expect(names.map((r) => r.n)).toEqual(["alice", "aIice", "g00gle", "google", null]);

    // and no one else may take a name that reads as the holder's
    expect(() => addUser(file, "A1ice")).toThrow(/UNIQUE constraint failed: users\.user_name_skeleton/);
    expect(() => file.prepare("UPDATE users SET user_name = 'goog1e' WHERE id = ?").run(nameless)).toThrow(
      /UNIQUE constraint failed: users\.user_name_skeleton/,
    );
  });

  it("writes the skeleton lib/text/user-name.ts computes, for every pair of name characters", () => {
    const file = migrated({ through: true });
    const alphabet = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_"];
    const insert = file.prepare("INSERT INTO users (user_name) VALUES (?) RETURNING id");
    const seen = new Map<string, string>();
    const lowered = new Set<string>();
    let checked = 0;
    file.exec("BEGIN");
    for (const a of alphabet) {
      for (const b of alphabet) {
        const name = `x${a}${b}`;
        const key = userNameSkeleton(name);
        // names that read alike cannot both be written: the first takes the skeleton (and a
        // name in another case is the same name, which its own unique index refuses)
        if (seen.has(key) || lowered.has(name.toLowerCase())) {
          expect(() => insert.get(name)).toThrow(/UNIQUE constraint failed/);
          continue;
        }
        seen.set(key, name);
        lowered.add(name.toLowerCase());
        const { id } = insert.get(name) as { id: number };
        expect([name, skeletonOf(file, id)]).toEqual([name, key]);
        checked += 1;
      }
    }
    file.exec("COMMIT");
    // 63 × 63 names, of which about a thousand are distinct once case and look-alikes are folded
    expect(checked).toBe(seen.size);
    expect(checked).toBeGreaterThan(1000);
  });

  it("follows a rename, and frees the old skeleton for someone else", () => {
    const file = migrated({ through: true });
    const first = addUser(file, "mallory");
    file.prepare("UPDATE users SET user_name = 'Ma11ory_2' WHERE id = ?").run(first);
    expect(skeletonOf(file, first)).toBe(userNameSkeleton("Ma11ory_2"));
    expect(skeletonOf(file, addUser(file, "rnallory"))).toBe(userNameSkeleton("mallory"));
  });
});
