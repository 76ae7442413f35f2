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
  queue(batch: MessageBatch<FanOutJob>, env: Cloudflare.Env) {
    return consumeFanOut(batch, env);
  },
  // wrangler.toml's Cron Trigger, as worker.ts handles it in the built worker
  async scheduled(_controller: ScheduledController, env: Cloudflare.Env) {
    await onSchedule(env);
  },
} satisfies ExportedHandler<Cloudflare.Env, FanOutJob>;
