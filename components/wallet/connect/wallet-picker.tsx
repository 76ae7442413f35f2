"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { type Connector, useConnection, useConnectors } from "wagmi";
import { GraphQLRequestError } from "@/lib/graphql/client";
import { errorMessageFor } from "@/lib/graphql/error-messages";
import type { SigningMessagePurpose } from "@/lib/graphql/generated/wallet-connect/graphql";
import { shortAddress } from "@/lib/web3/address";
import { walletErrorKey } from "@/lib/web3/wallet-errors";
import { useWalletSignature, type WalletSignature } from "./use-wallet-signature";
import styles from "./wallet-picker.module.css";

/** The injected connector without EIP-6963: shown only when no wallet announced itself by name. */
const GENERIC_INJECTED = "injected";

type Props = {
  purpose: SigningMessagePurpose;
  /** walletLogin or addWalletLogin with the signature; its errors are shown here. */
  onSignature: (signature: WalletSignature) => Promise<void>;
};

/**
 * The wallets this browser offers, by name (EIP-6963), and WalletConnect when configured; the
 * connection's state (section 4: disconnected, connecting, reconnecting, connected) and the
 * signing steps; a failure in the reader's language (section 8).
 */
export function WalletPicker({ purpose, onSignature }: Props) {
  const t = useTranslations("walletConnect");
  const tRoot = useTranslations();
  const connection = useConnection();
  const connectors = useConnectors();
  const { phase, sign } = useWalletSignature();
  const [pending, setPending] = useState<Connector | null>(null);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const named = connectors.filter((connector) => connector.id !== GENERIC_INJECTED);
  const generic = connectors.filter((connector) => connector.id === GENERIC_INJECTED);
  const offered =
    named.length > 0 ? named : generic.filter(() => typeof window !== "undefined" && "ethereum" in window);
  const busy = phase !== "idle";

  const choose = async (connector: Connector) => {
    setError(null);
    setPending(connector);
    try {
      await sign(connector, purpose, onSignature);
    } catch (failure) {
      if (failure instanceof GraphQLRequestError) {
        const message = errorMessageFor(failure.code) ?? { key: "apiErrors.UNKNOWN_ERROR" };
        setError(tRoot(message.key, message.values));
      } else {
        setError(t(walletErrorKey(failure)));
      }
    } finally {
      setPending(null);
    }
  };

  const status =
    phase === "connecting" && pending
      ? t("status.connecting", { wallet: pending.name })
      : phase === "signing"
        ? t("status.signing")
        : phase === "verifying"
          ? t("status.verifying")
          : phase === "done"
            ? t("status.done")
            : connection.status === "reconnecting"
              ? t("status.reconnecting")
              : connection.status === "connected" && connection.address
                ? t("status.connected", { address: shortAddress(connection.address) })
                : t("status.disconnected");

  return (
    <div className={styles.picker} aria-describedby={error ? errorId : undefined}>
      {offered.length === 0 ? <p>{t("none")}</p> : null}
      <ul className={styles.list}>
        {offered.map((connector) => (
          <li key={connector.uid}>
            <button
              type="button"
              className={styles.wallet}
              disabled={busy}
              aria-busy={pending?.uid === connector.uid}
              onClick={() => choose(connector)}
            >
              {/* biome-ignore lint/performance/noImgElement: the wallet's own icon, a data: URL it announced */}
              {connector.icon ? <img src={connector.icon} alt="" width={28} height={28} /> : null}
              <span>{connector.id === "walletConnect" ? t("walletConnect") : connector.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.status} role="status" data-state={connection.status} data-phase={phase}>
        {status}
      </p>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
