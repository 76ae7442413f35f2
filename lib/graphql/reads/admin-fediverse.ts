import "server-only";
import { AdminFediverseQuery } from "../documents/admin-fediverse";
import { executeAsViewer } from "../execute";

/** The fediverse gateway's dashboard, for /admin/fediverse (admins only, as the layout checks). */
export async function getAdminFediverse() {
  const { oss } = await executeAsViewer(AdminFediverseQuery, {});
  return oss.fediverseGateway;
}
