import type { ReactNode } from "react";
import styles from "@/components/admin/admin.module.css";
import { AdminMessages } from "@/components/admin/admin-messages";
import { AdminNav } from "@/components/admin/admin-nav";
import { requireAdmin } from "@/components/admin/require-admin";

/** The admin area (/admin): admins only, everyone else a 404; its sections in a nav above. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  await requireAdmin("/admin");
  return (
    <div className={styles.area}>
      <AdminNav />
      <AdminMessages>{children}</AdminMessages>
    </div>
  );
}
