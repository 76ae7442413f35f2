import { getCloudflareContext } from "@opennextjs/cloudflare";
import { revalidateTag } from "next/cache";
import { handleGraphQL } from "@/server/api/handler";

// The API's one door. Everything else about it lives in server/api.
async function handle(request: Request) {
  const { env, ctx } = await getCloudflareContext({ async: true });
  // Expired at once, not stale-while-revalidate: the next request after a change (the
  // author's own reload first of all) reads afresh. Tags name few entries each, so the cost
  // is one uncached read per page that showed the change.
  return handleGraphQL(request, env, {
    ctx,
    purge: (tags) => {
      for (const tag of tags) revalidateTag(tag, { expire: 0 });
    },
  });
}

export { handle as GET, handle as POST };
