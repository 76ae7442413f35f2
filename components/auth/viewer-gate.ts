// Who may press a social button (follow, bookmark, like, report): a visitor is asked to log in
// through the universal dialog, named by what they tried (section 3's triggers); an inactive
// account (banned, frozen, archived) is told it may not (section 8). The page says which the
// viewer is; the API refuses regardless.

import { toast } from "@/components/ui/toast-store";
import { type LoginTrigger, requestLogin } from "./login-request";

export type ViewerKind = "visitor" | "active" | "inactive";

/** Whether the viewer may go on; otherwise the login dialog or the forbidden-by-state toast. */
export function mayAct(kind: ViewerKind, trigger: LoginTrigger, forbiddenByState: string): boolean {
  if (kind === "visitor") {
    requestLogin(trigger);
    return false;
  }
  if (kind === "inactive") {
    toast.error(forbiddenByState, { id: "forbidden-by-state" });
    return false;
  }
  return true;
}
