import "server-only";
import type { VersionDocumentInput } from "@/lib/ipfs/document";
import { putVersionBlock } from "@/server/db/ipfs-blocks";
import type { UserRow } from "@/server/db/queries/users";
import type { Context } from "../context";

type NewVersion = Omit<VersionDocumentInput, "authorName" | "userName"> & { access: "public" | "paywall" };

/**
 * Stores a new version's IPFS block before the version is written to D1, and answers its CID;
 * a paywalled version gets none, as its text is for the circle alone. The author is named as
 * they are when the version is made. Unlike the body, the block can be made again from what
 * D1 and the body keep: should R2 refuse it, the version is saved without a CID, as one from
 * before CIDs, and the cron round's backfill (server/db/ipfs-blocks.ts) gives it one later.
 */
export async function storeVersionBlock(ctx: Context, author: UserRow, version: NewVersion): Promise<string | null> {
  if (version.access !== "public") return null;
  const { access: _access, ...document } = version;
  try {
    return await putVersionBlock(ctx.env.CONTENTS, {
      ...document,
      authorName: author.displayName ?? author.userName ?? "",
      userName: author.userName,
    });
  } catch (error) {
    console.error("storing an IPFS block failed; the backfill will make it", error);
    return null;
  }
}
