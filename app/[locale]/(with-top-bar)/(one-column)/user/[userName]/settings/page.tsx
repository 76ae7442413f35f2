import { notFound, redirect } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { requireViewer } from "@/components/auth/require-viewer";
import { editProfilePath } from "@/lib/url/entity-paths";
import { decodePathText } from "@/lib/url/path-text";

type Props = { params: Promise<{ locale: string; userName: string }> };

/** /@name/settings: the owner's profile settings; anyone else finds nothing here. */
export default async function UserSettingsPage({ params }: Props) {
  const { locale, userName } = await params;
  setRequestLocale(locale);
  const name = decodePathText(userName) ?? "";
  const viewer = await requireViewer(`/@${name}/settings`);
  if (viewer.userName?.toLowerCase() !== name.toLowerCase()) notFound();
  redirect(editProfilePath(viewer.userName ?? name));
}
