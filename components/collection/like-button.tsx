"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { requestLogin } from "@/components/auth/login-request";
import { toastApiError } from "@/components/ui/api-error-toast";
import { toast } from "@/components/ui/toast-store";
import { request } from "@/lib/graphql/client";
import { LikeCollection, UnlikeCollection } from "@/lib/graphql/documents/islands/collection-likes/likes";
import styles from "./collection.module.css";

type Props = {
  collectionId: string;
  liked: boolean;
  likeCount: number;
  /** Visitors are asked to log in (section 5), with the analytics trigger of section 3. */
  signedIn: boolean;
};

/**
 * Likes a collection at once (optimistic), then asks the API; a refusal puts the button back
 * as the server has it and says why in a toast. Presses while a call is out change the wish;
 * the last one is sent when the call returns.
 */
export function LikeButton({ collectionId, liked: initialLiked, likeCount: initialCount, signedIn }: Props) {
  const t = useTranslations("collections");
  const tRoot = useTranslations();
  const [state, setState] = useState({ liked: initialLiked, count: initialCount });
  // what the server holds, to roll back to, and what the reader last asked for
  const confirmed = useRef({ liked: initialLiked, count: initialCount });
  const wanted = useRef(initialLiked);
  const busy = useRef(false);

  const flush = async () => {
    busy.current = true;
    try {
      while (confirmed.current.liked !== wanted.current) {
        const result = wanted.current
          ? (await request(LikeCollection, { id: collectionId })).likeCollection
          : (await request(UnlikeCollection, { id: collectionId })).unlikeCollection;
        confirmed.current = { liked: result.liked, count: result.likeCount };
      }
      setState(confirmed.current);
    } catch (error) {
      wanted.current = confirmed.current.liked;
      setState(confirmed.current);
      if (!toastApiError(error, tRoot)) toast.error(t("failed"));
    } finally {
      busy.current = false;
    }
  };

  const press = () => {
    if (!signedIn) {
      requestLogin("collectionLike");
      return;
    }
    const like = !wanted.current;
    wanted.current = like;
    setState((shown) => ({ liked: like, count: Math.max(0, shown.count + (like ? 1 : -1)) }));
    if (!busy.current) void flush();
  };

  return (
    <button type="button" className={styles.like} aria-pressed={state.liked} onClick={press}>
      {/* the name says what the count is; the number alone is shown */}
      <span className="visually-hidden">{t("likeLabel", { count: state.count })}</span>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          d="M8 14s-5.5-3.2-5.5-7.1A3 3 0 0 1 8 4.7a3 3 0 0 1 5.5 2.2C13.5 10.8 8 14 8 14z"
          fill={state.liked ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      </svg>
      <span aria-hidden="true">{state.count}</span>
    </button>
  );
}
