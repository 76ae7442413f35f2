"use client";

import { useEffect } from "react";
import { request } from "@/lib/graphql/client";
import { ReadArticle } from "@/lib/graphql/documents/islands/history/history";

/**
 * Counts the signed-in reader's read once the page has opened in their browser (a crawler or a
 * prefetch never runs it): the article goes to the top of their history. A failure is not the
 * reader's concern, so it stays quiet. Renders nothing.
 */
export function ReadRecorder({ articleId }: { articleId: string }) {
  useEffect(() => {
    request(ReadArticle, { id: articleId }).catch(() => undefined);
  }, [articleId]);
  return null;
}
