import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireViewer } from "@/components/auth/require-viewer";
import { metadataFor } from "@/components/layout/site-meta";
import { ProfileForm } from "@/components/settings/profile-form";
import styles from "@/components/settings/settings.module.css";
import { SettingsMessages } from "@/components/settings/settings-messages";
import { getViewerSettings } from "@/lib/graphql/reads/settings";
import { editProfilePath, userPath } from "@/lib/url/entity-paths";
import { decodePathText } from "@/lib/url/path-text";

type Props = { params: Promise<{ locale: string; userName: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, userName } = await params;
  const t = await getTranslations({ locale, namespace: "settings" });
  return metadataFor({ title: t("profileTitle"), path: editProfilePath(userName), noindex: true });
}

/** /@name/settings/edit-profile: the person's own profile form; for anyone else it is not found. */
export default async function EditProfilePage({ params }: Props) {
  const { locale, userName } = await params;
  setRequestLocale(locale);
  const name = decodePathText(userName) ?? "";
  await requireViewer(editProfilePath(name));
  const viewer = await getViewerSettings();
  if (!viewer?.userName || viewer.userName.toLowerCase() !== name.toLowerCase()) notFound();
  const t = await getTranslations("settings");
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t("profileTitle")}</h1>
      <SettingsMessages>
        <ProfileForm
          profile={{
            displayName: viewer.displayName ?? "",
            description: viewer.info.description ?? "",
            avatar: viewer.avatar ?? null,
            profileCover: viewer.info.profileCover ?? null,
            paymentPointer: viewer.paymentPointer ?? "",
          }}
        />
      </SettingsMessages>
      <p>
        <a href={userPath(viewer.userName)}>{t("viewProfile")}</a> · <a href="/me/settings">{t("title")}</a>
      </p>
    </div>
  );
}
