"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { toastApiError } from "@/components/ui/api-error-toast";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast-store";
import { request } from "@/lib/graphql/client";
import {
  DeleteCollectionArticles,
  ReorderCollectionArticles,
} from "@/lib/graphql/documents/islands/collections/collections";
import styles from "./collection.module.css";
import { useCollectionArticles } from "./collection-articles";

type Props = {
  open: boolean;
  collectionId: string;
  onClose: (changed: boolean) => void;
};

/**
 * The author's list of a collection's articles in the order readers see them, each with Move
 * up, Move down and Remove buttons (keyboard first: focus stays on the button pressed, and a
 * status line says where the article went). Each change is shown at once and sent in turn;
 * a refusal says why and shows the list as the server has it.
 */
export function ArrangeDialog({ open, collectionId, onClose }: Props) {
  const t = useTranslations("collections");
  const tRoot = useTranslations();
  const { articles, setArticles, failed, reload } = useCollectionArticles(collectionId);
  // changes go one after another, each computed on the list the one before left
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [status, setStatus] = useState("");
  const changed = useRef(false);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const [focus, setFocus] = useState<string | null>(null);

  // a moved row's DOM node moves too, which drops focus: put it back on the same kind of button
  useEffect(() => {
    if (!focus) return;
    const [id, kind] = focus.split("|");
    const target = buttons.current.get(focus);
    const other = buttons.current.get(`${id}|${kind === "up" ? "down" : "up"}`);
    (target && !target.disabled ? target : other)?.focus();
    setFocus(null);
  }, [focus]);

  /** Sends a change after those before it; a refusal reads the list again as the server has it. */
  const send = (run: () => Promise<unknown>) => {
    queue.current = queue.current.then(run).catch((error: unknown) => {
      setStatus("");
      reload();
      if (!toastApiError(error, tRoot)) toast.error(t("failed"));
    });
  };

  const move = async (index: number, by: -1 | 1) => {
    if (!articles) return;
    const item = articles[index];
    const to = index + by;
    if (!item || to < 0 || to >= articles.length) return;
    const after = [...articles];
    after.splice(index, 1);
    after.splice(to, 0, item);
    setArticles(after);
    setFocus(`${item.id}|${by < 0 ? "up" : "down"}`);
    setStatus(t("movedTo", { title: item.title, position: to + 1, total: after.length }));
    changed.current = true;
    // the API counts positions in the contract's default order, the last added first
    send(() =>
      request(ReorderCollectionArticles, {
        collection: collectionId,
        moves: [{ item: item.id, newPosition: after.length - 1 - to }],
      }),
    );
  };

  const remove = async (index: number) => {
    if (!articles) return;
    const item = articles[index];
    if (!item) return;
    const after = articles.filter((a) => a.id !== item.id);
    setArticles(after);
    setStatus(t("removedOne", { title: item.title }));
    changed.current = true;
    const next = after[Math.min(index, after.length - 1)];
    if (next) setFocus(`${next.id}|remove`);
    send(() => request(DeleteCollectionArticles, { collection: collectionId, articles: [item.id] }));
  };

  // what is still being sent is sent before the page reads the collection again
  const close = async () => {
    await queue.current;
    onClose(changed.current);
  };

  const ref = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <Dialog open={open} onClose={close} title={t("arrangeTitle")} description={t("arrangeHint")}>
      {failed ? (
        <p role="alert" className={styles.error}>
          {t("loadFailed")}
        </p>
      ) : articles === null ? (
        <p role="status">{t("loading")}</p>
      ) : articles.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <ol className={styles.rows} aria-label={t("arrangeTitle")}>
          {articles.map((article, index) => (
            <li key={article.id} className={styles.row}>
              <span className={styles.rowTitle}>{article.title}</span>
              <span className={styles.rowButtons}>
                <button
                  ref={ref(`${article.id}|up`)}
                  type="button"
                  className={styles.icon}
                  aria-label={t("moveUp", { title: article.title })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  ref={ref(`${article.id}|down`)}
                  type="button"
                  className={styles.icon}
                  aria-label={t("moveDown", { title: article.title })}
                  disabled={index === articles.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <span aria-hidden="true">↓</span>
                </button>
                <button
                  ref={ref(`${article.id}|remove`)}
                  type="button"
                  className={styles.icon}
                  aria-label={t("remove", { title: article.title })}
                  onClick={() => remove(index)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <p role="status" className={styles.hint}>
        {status}
      </p>
      <div className={styles.dialogActions}>
        <button type="button" className="button-primary" onClick={close}>
          {t("done")}
        </button>
      </div>
    </Dialog>
  );
}
