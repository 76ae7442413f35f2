import { EnterButton } from "@/components/auth/enter-button";
import { getViewerSummary } from "@/lib/graphql/reads/viewer";
import { chosenTheme } from "./chosen-theme";
import { CreateMenu } from "./create-menu";
import { LanguageSwitch } from "./language-switch";
import { isMemberShell } from "./member-shell";
import { MemberViewerControls } from "./member-viewer-controls";
import { NotificationsButton } from "./notifications-button";
import { ThemeSwitch } from "./theme-choice";
import { UserMenu } from "./user-menu";

/**
 * The viewer's end of the top bar, read per request with the session. Rendered with the page's
 * shell (TopBar says why), so the controls are there from the first paint of every page.
 */
export async function ViewerControls() {
  const [shell, theme] = await Promise.all([isMemberShell(), chosenTheme()]);
  if (shell) return <MemberViewerControls theme={theme} />;
  const viewer = await getViewerSummary();
  if (!viewer?.id || !viewer.userName) {
    return (
      <>
        <ThemeSwitch initial={theme} />
        <LanguageSwitch signedIn={false} />
        <EnterButton />
      </>
    );
  }
  const name = viewer.displayName ?? viewer.userName;
  return (
    <>
      <CreateMenu userName={viewer.userName} inactive={viewer.status?.state !== "active"} />
      <NotificationsButton initialCount={viewer.status?.unreadNoticeCount ?? 0} />
      <UserMenu
        userName={viewer.userName}
        displayName={name}
        avatar={viewer.avatar}
        circleName={viewer.ownCircles?.[0]?.name ?? null}
        admin={viewer.status?.role === "admin"}
        theme={theme}
      />
    </>
  );
}
