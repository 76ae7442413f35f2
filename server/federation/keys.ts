import { exportJwk, generateCryptoKeyPair, importJwk } from "@fedify/fedify";

// An actor's key pairs, kept in D1 (federation_keys) and made on first need: RSA for HTTP
// Signatures (what every fediverse server checks) and Ed25519 for object integrity proofs.
// Two simultaneous first requests both make a pair, one insert wins (ON CONFLICT DO NOTHING on
// the primary key), and both answer with the row that won, so an actor never has two keys.

const ALGORITHMS = ["RSASSA-PKCS1-v1_5", "Ed25519"] as const;
type Algorithm = (typeof ALGORITHMS)[number];

type KeyRow = { algorithm: Algorithm; privateJwk: string; publicJwk: string };

export async function actorKeyPairs(db: D1Database, userId: number): Promise<CryptoKeyPair[]> {
  let rows = await storedKeys(db, userId);
  const missing = ALGORITHMS.filter((a) => !rows.some((r) => r.algorithm === a));
  if (missing.length) {
    const made = await Promise.all(
      missing.map(async (algorithm) => {
        const pair = await generateCryptoKeyPair(algorithm);
        return { algorithm, privateJwk: await exportJwk(pair.privateKey), publicJwk: await exportJwk(pair.publicKey) };
      }),
    );
    await db.batch(
      made.map((k) =>
        db
          .prepare(
            "INSERT INTO federation_keys (user_id, algorithm, private_jwk, public_jwk, created_at) VALUES (?, ?, ?, ?, ?) " +
              "ON CONFLICT (user_id, algorithm) DO NOTHING",
          )
          .bind(userId, k.algorithm, JSON.stringify(k.privateJwk), JSON.stringify(k.publicJwk), Date.now()),
      ),
    );
    rows = await storedKeys(db, userId);
  }
  return Promise.all(
    ALGORITHMS.map(async (algorithm) => {
      const row = rows.find((r) => r.algorithm === algorithm);
      if (!row) throw new Error(`The ${algorithm} key of actor ${userId} was not kept.`);
      return {
        privateKey: await importJwk(JSON.parse(row.privateJwk), "private"),
        publicKey: await importJwk(JSON.parse(row.publicJwk), "public"),
      };
    }),
  );
}

/** The key pairs an actor already has, made none: empty for someone never federated. */
export async function existingKeyPairs(db: D1Database, userId: number): Promise<CryptoKeyPair[]> {
  const rows = await storedKeys(db, userId);
  const pairs: CryptoKeyPair[] = [];
  // in ALGORITHMS' order, the order actorKeyPairs gives them and Fedify names them in
  for (const algorithm of ALGORITHMS) {
    const row = rows.find((r) => r.algorithm === algorithm);
    if (!row) break;
    pairs.push({
      privateKey: await importJwk(JSON.parse(row.privateJwk), "private"),
      publicKey: await importJwk(JSON.parse(row.publicJwk), "public"),
    });
  }
  return pairs;
}

async function storedKeys(db: D1Database, userId: number): Promise<KeyRow[]> {
  const { results } = await db
    .prepare(
      "SELECT algorithm, private_jwk AS privateJwk, public_jwk AS publicJwk FROM federation_keys WHERE user_id = ?",
    )
    .bind(userId)
    .all<KeyRow>();
  return results;
}
