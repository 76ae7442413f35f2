import { getCloudflareContext } from "@opennextjs/cloudflare";
import { handleDirectUpload } from "@/server/api/handler";

// The API's second door: where a directImageUpload's bytes arrive (PUT, or POST as the form
// field `file`). Everything about it lives in server/api/direct-upload.ts.
async function handle(request: Request) {
  const { env } = await getCloudflareContext({ async: true });
  return handleDirectUpload(request, env);
}

export { handle as POST, handle as PUT };
