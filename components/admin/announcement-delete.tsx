"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { request } from "@/lib/graphql/client";
import { AdminDeleteAnnouncements } from "@/lib/graphql/documents/islands/admin/curation";

/** Deletes one announcement after the admin confirms; focus goes back to the button on cancel. */
export function AnnouncementDelete({ id, title }: { id: string; title: string }) {
  const t = useTranslations("admin.curation.announcements");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await request(AdminDeleteAnnouncements, { input: { ids: [id] } });
      setOpen(false);
      router.refresh();
    } catch {
      setFailed(true);
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" ref={button} onClick={() => setOpen(true)} aria-label={t("deleteLabel", { title })}>
        {t("delete")}
      </button>
      {failed ? <span role="alert">{t("errors.failed")}</span> : null}
      <ConfirmDialog
        open={open}
        title={t("confirmTitle")}
        description={t("confirmText", { title })}
        confirmLabel={t("delete")}
        busyLabel={t("deleting")}
        cancelLabel={t("cancel")}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => {
          setOpen(false);
          button.current?.focus();
        }}
      />
    </>
  );
}
