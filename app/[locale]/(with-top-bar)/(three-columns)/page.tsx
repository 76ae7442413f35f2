import type { Metadata } from "next";
import { cookies } from "next/headers";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { FeaturedFeed } from "@/components/article/featured-feed";
import { FollowFeed } from "@/components/article/follow-feed";
import { Aside } from "@/components/layout/columns";
import { metadataFor } from "@/components/layout/site-meta";
import { AnnouncementList } from "@/components/notice/announcement-list";
import { RecommendationsAside } from "@/components/user/recommendations-aside";
import styles from "@/components/user/recommendations-aside.module.css";
import { shuffleOfTheMinute } from "@/lib/cache/minute-shuffle";
import { SESSION_COOKIE } from "@/lib/cookies/names";
import { getViewerSummary } from "@/lib/graphql/reads/viewer";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "site" });
  return metadataFor({ title: t("homeTitle"), fullTitle: true, description: t("tagline"), path: "/" });
}

/**
 * Home: the follow feed for a signed-in reader, the editors' picks for everyone else; beside
 * it the team's announcements and some of Discover's authors and tags.
 */
export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("home");
  // a visitor (no session cookie) gets the shared page without asking who they are
  const signedIn = (await cookies()).has(SESSION_COOKIE);
  return (
    <>
      {signedIn ? (
        <Suspense>
          <HomeFeed />
        </Suspense>
      ) : (
        <FeaturedFeed after={null} />
      )}
      <Aside label={t("asideLabel")}>
        <div className={styles.column}>
          <AnnouncementList />
          {/* section 3's LastFetchRandom, as /recommendation: the picks change each minute */}
          <RecommendationsAside random={shuffleOfTheMinute()} />
          <p className={styles.about}>{t("welcome")}</p>
        </div>
      </Aside>
    </>
  );
}

async function HomeFeed() {
  const t = await getTranslations("nav");
  const viewer = await getViewerSummary();
  // a lapsed session reads like a visitor
  if (!viewer?.id) return <FeaturedFeed after={null} />;
  return <FollowFeed heading={t("myPage")} after={null} />;
}
