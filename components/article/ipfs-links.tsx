import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { gatewayLinks, ipfsPath } from "@/lib/ipfs/gateways";
import styles from "./ipfs-links.module.css";

/**
 * "Also on IPFS": a version's CID and where to fetch it, our own /ipfs/<cid> first (it always
 * answers) and then the public gateways (which answer once the deployment has pinned the block).
 * Whoever fetches it can hash the bytes and compare them with the CID. Server-rendered links only.
 */
export function IpfsLinks({
  cid,
  id,
  note,
  children,
}: {
  cid: string;
  id: string;
  note?: string;
  children?: ReactNode;
}) {
  const t = useTranslations("ipfs");
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.heading}>
        {t("heading")}
      </h2>
      <p className={styles.text}>{note ?? t("intro")}</p>
      <p className={styles.text}>
        {t("cid")} <code className={styles.cid}>{cid}</code>
      </p>
      <ul className={styles.links}>
        <li>
          <a href={ipfsPath(cid)}>{t("here")}</a>
        </li>
        {gatewayLinks(cid).map((gateway) => (
          <li key={gateway.name}>
            <a href={gateway.href} rel="noopener noreferrer" target="_blank">
              {gateway.name}
            </a>
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
