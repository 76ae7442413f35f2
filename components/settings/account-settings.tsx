import { getFormatter, getTranslations } from "next-intl/server";
import { OAuthScopeList } from "@/components/auth/oauth-scope-list";
import { likeCoinConfigured, type SocialProvider, socialProviders } from "@/components/auth/social-providers";
import { walletConnectProjectId } from "@/components/wallet/connect/walletconnect-project";
import { getViewerAuthorizedApps, getViewerSessions, getViewerSettings } from "@/lib/graphql/reads/settings";
import { deviceName } from "@/lib/text/user-agent";
import { editProfilePath } from "@/lib/url/entity-paths";
import { shortAddress } from "@/lib/web3/address";
import { AuthorizedApps } from "./authorized-apps";
import { DevicesList } from "./devices-list";
import { EmailSetting } from "./email-setting";
import { LanguageSetting } from "./language-setting";
import { PasswordSetting } from "./password-setting";
import styles from "./settings.module.css";
import { SocialAccountSetting } from "./social-account-setting";
import { UserNameSetting } from "./user-name-setting";
import { WalletSetting } from "./wallet-setting";

/**
 * /me/settings: the account (email, password, user name, language, signed-in devices, the apps
 * allowed to act for the person) and
 * links to the other settings pages. Read per request as the viewer; the forms are islands.
 */
export async function AccountSettings({ emailDialogOpen }: { emailDialogOpen: boolean }) {
  const t = await getTranslations("settings");
  const tWallet = await getTranslations("walletConnect");
  const format = await getFormatter();
  const [viewer, sessions, authorizations, projectId, providers, likeCoin] = await Promise.all([
    getViewerSettings(),
    getViewerSessions(),
    getViewerAuthorizedApps(),
    walletConnectProjectId(),
    socialProviders(),
    likeCoinConfigured(),
  ]);
  if (!viewer?.id) return null;
  const email = viewer.info.email ?? null;
  const linked = viewer.info.socialAccounts;
  // a row for each provider this site offers, and for one linked before it stopped offering it
  const socialRows = [...new Set([...providers, ...linked.map((a) => a.type)])].filter(
    (type): type is SocialProvider => type === "Google" || type === "Twitter",
  );
  // ways in besides one provider: an email (codes), a wallet, another provider
  const waysIn = (email ? 1 : 0) + (viewer.info.ethAddress ? 1 : 0) + linked.length;
  const when = (time: string) => format.dateTime(new Date(time), { dateStyle: "medium", timeStyle: "short" });
  const devices = sessions.map((s) => {
    const named = deviceName(s.userAgent);
    return {
      id: s.id,
      name: named ? t("deviceName", named) : t("deviceUnknown"),
      userAgent: s.userAgent ?? null,
      signedIn: when(s.createdAt),
      lastSeen: s.lastSeenAt ? when(s.lastSeenAt) : null,
      current: s.current,
    };
  });
  const apps = authorizations.map((a) => ({
    id: a.client.id,
    name: a.client.name,
    scope: <OAuthScopeList scope={a.scope} className={styles.scopes} />,
    allowed: when(a.createdAt),
    used: a.usedAt ? when(a.usedAt) : null,
  }));

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t("title")}</h1>

      <section className={styles.section} aria-labelledby="settings-account">
        <h2 id="settings-account">{t("account")}</h2>
        <ul className={styles.rows}>
          <li className={styles.row}>
            <div className={styles.rowHead}>
              <span className={styles.label}>{t("email")}</span>
              <span className={styles.value} data-testid="account-email">
                {email ?? t("emailNone")}
                {email && !viewer.info.emailVerified ? ` (${t("emailUnverified")})` : null}
              </span>
            </div>
            <EmailSetting
              email={email}
              walletOnly={!email && Boolean(viewer.info.ethAddress)}
              timesLeft={viewer.status?.changeEmailTimesLeft ?? 0}
              initiallyOpen={emailDialogOpen}
            />
          </li>
          <li className={styles.row}>
            <div className={styles.rowHead}>
              <span className={styles.label}>{t("password")}</span>
              <span className={styles.value}>
                {viewer.status?.hasEmailLoginPassword ? t("passwordIsSet") : t("passwordNone")}
              </span>
            </div>
            <PasswordSetting email={email} hasPassword={viewer.status?.hasEmailLoginPassword ?? false} />
          </li>
          <li className={styles.row}>
            <div className={styles.rowHead}>
              <span className={styles.label}>{t("userName")}</span>
              <span className={styles.value}>@{viewer.userName}</span>
            </div>
            <UserNameSetting userName={viewer.userName ?? ""} editable={viewer.info.userNameEditable} />
          </li>
          <li className={styles.row}>
            <div className={styles.rowHead}>
              <span className={styles.label}>{tWallet("row")}</span>
              <span className={styles.value} data-testid="account-wallet" title={viewer.info.ethAddress ?? undefined}>
                {viewer.info.ethAddress ? shortAddress(viewer.info.ethAddress) : tWallet("rowNone")}
              </span>
            </div>
            <WalletSetting
              address={viewer.info.ethAddress ?? null}
              canUnlink={email !== null || linked.length > 0}
              walletConnectProjectId={projectId}
            />
          </li>
          {socialRows.map((provider) => {
            const account = linked.find((a) => a.type === provider);
            return (
              <li className={styles.row} key={provider}>
                <div className={styles.rowHead}>
                  <span className={styles.label}>{provider}</span>
                  <span className={styles.value} data-testid={`account-${provider.toLowerCase()}`}>
                    {account ? (account.email ?? account.userName ?? t("socialLinkedNoName")) : t("socialNone")}
                  </span>
                </div>
                <SocialAccountSetting provider={provider} linked={Boolean(account)} canUnlink={waysIn > 1} />
              </li>
            );
          })}
          {likeCoin || viewer.liker.likerId ? (
            <li className={styles.row}>
              <div className={styles.rowHead}>
                <span className={styles.label}>{t("likerId")}</span>
                <span className={styles.value} data-testid="account-liker-id">
                  {viewer.liker.likerId
                    ? `${viewer.liker.likerId}${viewer.liker.civicLiker ? ` (${t("civicLiker")})` : ""}`
                    : t("socialNone")}
                </span>
              </div>
              {likeCoin && !viewer.liker.likerId ? (
                <div className={styles.inline}>
                  <a className={styles.action} href="/oauth/likecoin">
                    {t("likerLink")}
                  </a>
                </div>
              ) : null}
            </li>
          ) : null}
          <li className={styles.row}>
            <LanguageSetting language={viewer.settings.language} />
          </li>
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="settings-devices">
        <h2 id="settings-devices">{t("devices")}</h2>
        <p className={styles.hint}>{t("devicesIntro")}</p>
        <DevicesList devices={devices} />
      </section>

      <section className={styles.section} aria-labelledby="settings-apps">
        <h2 id="settings-apps">{t("apps")}</h2>
        <p className={styles.hint}>{t("appsIntro")}</p>
        <AuthorizedApps apps={apps} />
      </section>

      <nav className={styles.section} aria-labelledby="settings-more">
        <h2 id="settings-more">{t("more")}</h2>
        <ul className={styles.links}>
          {viewer.userName ? (
            <li>
              <a href={editProfilePath(viewer.userName)}>{t("editProfile")}</a>
            </li>
          ) : null}
          <li>
            <a href="/me/settings/notifications">{t("notifications")}</a>
          </li>
          <li>
            <a href="/me/settings/misc">{t("misc")}</a>
          </li>
          <li>
            <a href="/me/settings/blocked">{t("blockedTitle")}</a>
          </li>
        </ul>
      </nav>
    </div>
  );
}
