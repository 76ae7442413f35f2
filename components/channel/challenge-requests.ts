// A writing challenge's curation and quote wall calls to the API, loaded on the first press, so
// their documents and the GraphQL client are in no page's first-load JavaScript. A refusal
// throws the API's error for the caller's toast.
import { request } from "@/lib/graphql/client";
import {
  BanEntry,
  DeleteQuote,
  PutQuote,
  ToggleFeaturedEntry,
} from "@/lib/graphql/documents/islands/challenge-wall/challenge-wall";

export async function putQuote(articleId: string, content: string) {
  await request(PutQuote, { articleId, content });
}

export async function deleteQuote(id: string) {
  await request(DeleteQuote, { id });
}

export async function setFeatured(campaign: string, article: string, enabled: boolean) {
  await request(ToggleFeaturedEntry, { campaign, article, enabled });
}

export async function banEntry(campaign: string, article: string) {
  await request(BanEntry, { campaign, article });
}
