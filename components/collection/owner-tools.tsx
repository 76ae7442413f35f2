"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { apiErrorCode, toastApiError } from "@/components/ui/api-error-toast";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast-store";
import { request } from "@/lib/graphql/client";
import { DeleteCollections, PutCollection } from "@/lib/graphql/documents/islands/collections/collections";
import { userCollectionPath, userCollectionsPath } from "@/lib/url/entity-paths";
import styles from "./collection.module.css";
import type { CollectionFields } from "./collection-form";
import { PINNED_WORKS_MAX } from "./limits";

// The dialogs load when first opened (a reader who never edits carries none of them), each in
// a Suspense boundary of its own (`ssr: false` gives one), so the first opening does not
// suspend the tools around it and take the focus from the button that opened it.
const CollectionFormDialog = dynamic(() => import("./collection-form").then((m) => m.CollectionFormDialog), {
  ssr: false,
});
const AddDialog = dynamic(() => import("./add-dialog").then((m) => m.AddDialog), { ssr: false });
const ArrangeDialog = dynamic(() => import("./arrange-dialog").then((m) => m.ArrangeDialog), { ssr: false });

type Open = "edit" | "add" | "arrange" | "delete" | null;

/** A collection's author on its page: edit, pin, add and arrange articles, delete. */
export function OwnerTools({
  collection,
  pinned: initialPinned,
  userName,
}: {
  collection: CollectionFields;
  pinned: boolean;
  userName: string;
}) {
  const t = useTranslations("collections");
  const tRoot = useTranslations();
  const router = useRouter();
  const [open, setOpenState] = useState<Open>(null);
  // how many times each dialog was opened (0: never, so not loaded yet)
  const [opened, setOpened] = useState({ edit: 0, add: 0, arrange: 0 });
  const setOpen = (next: Open) => {
    if (next === "edit" || next === "add" || next === "arrange") {
      setOpened((counts) => ({ ...counts, [next]: counts[next] + 1 }));
    }
    setOpenState(next);
  };
  const [pinned, setPinned] = useState(initialPinned);
  const [busy, setBusy] = useState(false);

  const pin = async () => {
    const next = !pinned;
    setPinned(next);
    setBusy(true);
    try {
      await request(PutCollection, { input: { id: collection.id, pinned: next } });
      toast.success(next ? t("pinnedDone") : t("unpinnedDone"));
      router.refresh();
    } catch (error) {
      setPinned(!next);
      if (apiErrorCode(error) === "ACTION_LIMIT_EXCEEDED") toast.error(t("pinLimit", { max: PINNED_WORKS_MAX }));
      else if (!toastApiError(error, tRoot)) toast.error(t("failed"));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await request(DeleteCollections, { ids: [collection.id] });
      toast.success(t("deleted"));
      window.location.assign(userCollectionsPath(userName));
    } catch (error) {
      setBusy(false);
      if (!toastApiError(error, tRoot)) toast.error(t("failed"));
    }
  };

  return (
    <section className={styles.bar} aria-label={t("manage")}>
      <button type="button" className={styles.action} onClick={() => setOpen("edit")}>
        {t("edit")}
      </button>
      <button type="button" className={styles.action} onClick={() => setOpen("add")}>
        {t("add")}
      </button>
      <button type="button" className={styles.action} onClick={() => setOpen("arrange")}>
        {t("arrange")}
      </button>
      <button type="button" className={styles.action} aria-pressed={pinned} disabled={busy} onClick={pin}>
        {t("pin")}
      </button>
      <button type="button" className={styles.danger} onClick={() => setOpen("delete")}>
        {t("delete")}
      </button>

      {/* each dialog stays mounted once opened, so it closes as dialogs do (focus back, toasts
          out of it first); a new opening is a new one (`key`), reading its lists afresh */}
      {opened.edit ? (
        <CollectionFormDialog
          key={`edit${opened.edit}`}
          open={open === "edit"}
          collection={collection}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            toast.success(t("saved"));
            router.refresh();
          }}
        />
      ) : null}
      {opened.add ? (
        <AddDialog
          key={`add${opened.add}`}
          open={open === "add"}
          collectionId={collection.id}
          onClose={(added) => {
            setOpen(null);
            if (added > 0) {
              toast.success(t("added", { count: added }));
              router.refresh();
            }
          }}
        />
      ) : null}
      {opened.arrange ? (
        <ArrangeDialog
          key={`arrange${opened.arrange}`}
          open={open === "arrange"}
          collectionId={collection.id}
          onClose={(changed) => {
            setOpen(null);
            if (changed) router.refresh();
          }}
        />
      ) : null}
      <Dialog open={open === "delete"} onClose={() => setOpen(null)} canClose={() => !busy} title={t("deleteTitle")}>
        <p>{t("deleteQuestion", { title: collection.title })}</p>
        <div className={styles.dialogActions}>
          <button type="button" className={styles.action} onClick={() => setOpen(null)} disabled={busy}>
            {t("cancel")}
          </button>
          <button type="button" className="button-primary" onClick={remove} disabled={busy} data-autofocus="">
            {t("deleteConfirm")}
          </button>
        </div>
      </Dialog>
    </section>
  );
}

/** The collections tab of the author's own profile: makes a collection, then opens it. */
export function NewCollectionButton({ userName }: { userName: string }) {
  const t = useTranslations("collections");
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button-primary"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t("new")}
      </button>
      {opened ? (
        <CollectionFormDialog
          open={open}
          onClose={() => setOpen(false)}
          onSaved={(saved) => {
            toast.success(t("created"));
            window.location.assign(userCollectionPath(userName, saved.id));
          }}
        />
      ) : null}
    </>
  );
}
