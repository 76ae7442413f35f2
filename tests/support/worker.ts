// The worker the API tests run beside. Tests call the API through `yoga.fetch`, so this
// entry only has to exist; it serves the GraphQL endpoint for anyone poking at it.
import { handleGraphQL } from "@/server/api/handler";
import { onSchedule } from "@/server/api/services/exchange-rates";
import { consumeFanOut, type FanOutJob } from "@/server/db/notice-fanout";

export default {
  fetch(request: Request, env: Cloudflare.Env, ctx: ExecutionContext) {
    return handleGraphQL(request, env, { ctx });
  },
  // wrangler.toml's notice queue is consumed here in tests, as worker.ts does in the built worker
  // and the fediverse's, loaded only when one comes, as worker.ts does
  async queue(batch: MessageBatch<FanOutJob>, env: Cloudflare.Env) {
    if (batch.queue === "margins-federation") {
      const { consumeFederation } = await import("@/server/federation/consume");
      return consumeFederation(batch, env);
    }
    return consumeFanOut(batch, env);
  },
  // wrangler.toml's Cron Trigger, as worker.ts handles it in the built worker
  async scheduled(_controller: ScheduledController, env: Cloudflare.Env) {
    await onSchedule(env);
  },
} satisfies ExportedHandler<Cloudflare.Env, FanOutJob>;
