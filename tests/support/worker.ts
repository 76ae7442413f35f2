// The worker the API tests run beside. Tests call the API through `yoga.fetch`, so this
// entry only has to exist; it serves the GraphQL endpoint for anyone poking at it.
import { handleGraphQL } from "@/lib/api/handler";

export default {
  fetch(request: Request, env: Cloudflare.Env, ctx: ExecutionContext) {
    return handleGraphQL(request, env, { ctx });
  },
} satisfies ExportedHandler<Cloudflare.Env>;
