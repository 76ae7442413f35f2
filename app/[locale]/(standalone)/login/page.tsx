import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LoginPage } from "@/components/auth/login-page";
import { metadataFor } from "@/components/layout/site-meta";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "auth" });
  return metadataFor({ title: t("logIn"), path: "/login", noindex: true });
}

export default async function Login({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <LoginPage mode="login" searchParams={searchParams} />;
}
