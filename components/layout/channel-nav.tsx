import { getLocale, getTranslations } from "next-intl/server";
import { ScrollFades } from "@/components/ui/scroll-fades";
import { getNavChannels } from "@/lib/graphql/reads/channel";
import { getViewerSummary } from "@/lib/graphql/reads/viewer";
import type { Locale } from "@/lib/i18n/locales";
import styles from "./channel-nav.module.css";
import { isMemberShell } from "./member-shell";
import { MyPageLink } from "./my-page-link";
import { NavLink } from "./nav-link";

const NAME_KEY = { en: "en", "zh-Hant": "zhHant", "zh-Hans": "zhHans" } as const;

/**
 * The channel navigation (section 2.6): My Page (signed in only), Featured, each channel in
 * the reader's language, then Latest. Writing challenges and curation channels run for a
 * while only, and look it. "side": the left column of wide screens, which on home-type pages
 * below LG becomes a bar that scrolls sideways under the top bar; "drawer": a plain list
 * inside the navigation drawer.
 */
export async function ChannelNav({ placement = "side" }: { placement?: "side" | "drawer" }) {
  const t = await getTranslations("nav");
  const locale = (await getLocale()) as Locale;
  const channels = await getNavChannels();
  return (
    <nav aria-label={t("channels")} className={`${styles.nav} ${styles[placement]}`}>
      <ScrollFades className={styles.scroller}>
        <ul className={styles.list}>
          {/* with the page's first flush, as the top bar's controls (TopBar says why): streamed,
              My Page was put in above Featured after the first paint, moving every link down */}
          <HomeLinks myPage={t("myPage")} featured={t("featured")} newWork={t("myPageNew")} />
          {channels.map((channel) => {
            const temporary = channel.__typename !== "TopicChannel";
            const prefix = channel.__typename === "WritingChallenge" ? "e" : "c";
            return (
              <li key={channel.id} className={temporary ? styles.temporary : undefined}>
                <NavLink href={`/${prefix}/${channel.shortHash}`}>{channel[NAME_KEY[locale]]}</NavLink>
              </li>
            );
          })}
          <li>
            <NavLink href="/newest">{t("latest")}</NavLink>
          </li>
        </ul>
      </ScrollFades>
    </nav>
  );
}

/**
 * My Page (signed in only) and Featured. Home shows what the home page decides the same way:
 * the follow feed for a signed-in reader, the editors' picks for everyone else, so only the
 * link of the feed shown there is current at "/".
 */
async function HomeLinks({ myPage, featured, newWork }: { myPage: string; featured: string; newWork: string }) {
  if (await isMemberShell()) {
    return (
      <>
        <li>
          <MyPageLink label={myPage} newWork={newWork} />
        </li>
        <li>
          <NavLink href="/featured">{featured}</NavLink>
        </li>
      </>
    );
  }
  const viewer = await getViewerSummary();
  const signedIn = Boolean(viewer?.id);
  return (
    <>
      {signedIn ? (
        <li>
          <MyPageLink label={myPage} newWork={newWork} unread={Boolean(viewer?.status?.unreadFollowing)} />
        </li>
      ) : null}
      <li>
        <NavLink href="/featured" alsoCurrentAt={signedIn ? undefined : "/"}>
          {featured}
        </NavLink>
      </li>
    </>
  );
}
