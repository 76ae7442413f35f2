import { getCloudflareContext } from "@opennextjs/cloudflare";
import { revalidateTag } from "next/cache";
import { handleGraphQL } from "@/lib/api/handler";

// The API's one door. Everything else about it lives in lib/api.
async function handle(request: Request) {
  const { env, ctx } = await getCloudflareContext({ async: true });
  // stale-while-revalidate: the next visitor still gets a fast page, and the fresh one follows
  return handleGraphQL(request, env, {
    ctx,
    purge: (tags) => {
      for (const tag of tags) revalidateTag(tag, "max");
    },
  });
}

export { handle as GET, handle as POST };
