import { EnterButton } from "@/components/auth/enter-button";
import { getViewerSummary } from "@/lib/graphql/reads/viewer";
import { chosenTheme } from "./chosen-theme";
import { LanguageSwitch } from "./language-switch";
import { isMemberShell } from "./member-shell";
import { SignedInControls } from "./signed-in-controls";
import { ThemeSwitch } from "./theme-choice";

/**
 * The viewer's end of the top bar, read per request with the session. Rendered with the page's
 * shell (TopBar says why), so the controls are there from the first paint of every page.
 */
export async function ViewerControls() {
  const [shell, theme] = await Promise.all([isMemberShell(), chosenTheme()]);
  // the copy kept for every signed-in reader: their controls come with each answer
  if (shell) return <SignedInControls theme={theme} />;
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
  return <SignedInControls theme={theme} reader={viewer} />;
}
