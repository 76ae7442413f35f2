import "server-only";
import { notFound } from "next/navigation";
import { requireViewer } from "@/components/auth/require-viewer";

/**
 * The admin area's door: a visitor is sent to log in, anyone signed in but not an admin gets
 * the site's 404 (the area's existence is not advertised). The API checks every admin
 * operation again; this only keeps the pages to those who can use them.
 */
export async function requireAdmin(target: string) {
  const viewer = await requireViewer(target);
  if (viewer.status?.role !== "admin") notFound();
  return viewer;
}
