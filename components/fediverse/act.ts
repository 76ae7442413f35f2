import { request } from "@/lib/graphql/client";
import { ActFediverse } from "@/lib/graphql/documents/islands/fediverse/fediverse";
import type { FediverseActionInput } from "@/lib/graphql/generated/fediverse/graphql";

/** One actFediverse call from an island: the server sends the activity from its queue. */
export async function act(input: FediverseActionInput) {
  return (await request(ActFediverse, { input })).actFediverse;
}
