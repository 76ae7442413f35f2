"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { createPublicClient, custom, type EIP1193Provider, erc20Abi, type Hex, isAddressEqual } from "viem";
import { type Connector, useConfig, useConnectors } from "wagmi";
import { connect, getConnection, switchChain, writeContract } from "wagmi/actions";
import buttons from "@/components/ui/toggle-button.module.css";
import { WalletProviders } from "@/components/wallet/connect/wallet-providers";
import { usePaymentAttempt } from "@/components/wallet/payment-attempt";
import { GraphQLRequestError, request } from "@/lib/graphql/client";
import { UsdtParties, UsdtPay } from "@/lib/graphql/documents/islands/usdt/usdt";
import { errorMessageFor } from "@/lib/graphql/error-messages";
import { shortAddress } from "@/lib/web3/address";
import { chainById } from "@/lib/web3/chains";
import { curationAbi, type UsdtSupportConfig, vaultUid } from "@/lib/web3/curation";
import { walletErrorKey } from "@/lib/web3/wallet-errors";
import styles from "../support.module.css";

/** 0.1 USDT at least (the API's minimum), 6 decimals at most (the token's). */
const AMOUNT = /^\d+(\.\d{1,6})?$/;
const MIN_USDT = 0.1;
const GENERIC_INJECTED = "injected";

type Phase = "idle" | "connecting" | "switching" | "approving" | "paying" | "confirming";
type Done = { state: "succeeded" | "pending" | "failed"; amount: string; vault: boolean };

type Props = {
  config: UsdtSupportConfig;
  recipient: { id: string; name: string };
  article: { id: string; shortHash: string } | null;
  walletConnectProjectId: string | null;
  onClose: () => void;
};

/** Support in USDT: wagmi loads with this island only, when the supporter picks USDT. */
export function UsdtSupport(props: Props) {
  return (
    <WalletProviders walletConnectProjectId={props.walletConnectProjectId}>
      <UsdtSupportForm {...props} />
    </WalletProviders>
  );
}

/** The amount in the token's units, or null when it is not one the API takes. */
function micro(text: string): bigint | null {
  const trimmed = text.trim();
  if (!AMOUNT.test(trimmed) || Number(trimmed) < MIN_USDT) return null;
  const [whole = "0", fraction = ""] = trimmed.split(".");
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, "0"));
}

/**
 * The supporter's wallet pays the author through the support contract: connect (the wallet
 * linked to the account), switch to the support chain if needed, approve the contract for the
 * amount when its allowance is short, record the payment with the API, pay (to the author's
 * wallet, or into the vault under their id when they have none), then hand the API the hash,
 * which it confirms from the chain. Each step's state is announced; a failure says why. Pressing
 * Pay again after a failure whose outcome is unknown is the same attempt: the API answers the
 * payment it recorded (its idempotency key), and a transaction already sent is not sent again.
 */
function UsdtSupportForm({ config, recipient, article, onClose }: Props) {
  const t = useTranslations("walletUsdt");
  const tWallet = useTranslations("walletConnect");
  const tRoot = useTranslations();
  const router = useRouter();
  const wagmi = useConfig();
  const connectors = useConnectors();
  const [parties, setParties] = useState<{ viewer: string | null; author: string | null } | null>(null);
  const [amount, setAmount] = useState("1");
  const [phase, setPhase] = useState<Phase>("idle");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const amountId = useId();
  const attempt = usePaymentAttempt();
  // the transaction this attempt sent, kept so a retry hands the API its hash instead of paying again
  const sent = useRef<{ key: string | null; hash: Hex } | null>(null);

  useEffect(() => {
    request(UsdtParties, { recipientId: recipient.id })
      .then((data) =>
        setParties({
          viewer: data.viewer?.info.ethAddress ?? null,
          author: data.node && "info" in data.node ? (data.node.info.ethAddress ?? null) : null,
        }),
      )
      .catch(() => setParties({ viewer: null, author: null }));
  }, [recipient.id]);

  const named = connectors.filter((connector) => connector.id !== GENERIC_INJECTED);
  const offered =
    named.length > 0
      ? named
      : connectors.filter((c) => c.id === GENERIC_INJECTED && typeof window !== "undefined" && "ethereum" in window);
  const chainName = chainById(config.chainId)?.name ?? String(config.chainId);

  const pay = async (connector: Connector, event?: FormEvent) => {
    event?.preventDefault();
    if (!parties?.viewer) return;
    const value = micro(amount);
    if (value === null) return setError(t("amountInvalid", { min: MIN_USDT }));
    setError(null);
    try {
      setPhase("connecting");
      let connection = getConnection(wagmi);
      if (connection.status !== "connected" || connection.connector?.uid !== connector.uid) {
        await connect(wagmi, { connector });
        connection = getConnection(wagmi);
      }
      const account = connection.address;
      if (!account || !isAddressEqual(account, parties.viewer as Hex)) {
        throw new WrongAccount(parties.viewer);
      }
      if (connection.chainId !== config.chainId) {
        setPhase("switching");
        await switchChain(wagmi, { chainId: config.chainId, connector });
      }
      // reads go through the wallet's own node, on the chain it now serves: a public endpoint
      // may be rate-limited, and the local chain has none the site could name
      const chain = chainById(config.chainId);
      const node = createPublicClient({
        chain,
        transport: custom((await connector.getProvider()) as EIP1193Provider),
      });
      const allowance = await node.readContract({
        address: config.usdt,
        abi: erc20Abi,
        functionName: "allowance",
        args: [account, config.curation],
      });
      if (allowance < value) {
        setPhase("approving");
        const approval = await writeContract(wagmi, {
          address: config.usdt,
          abi: erc20Abi,
          functionName: "approve",
          args: [config.curation, value],
          chainId: config.chainId,
          account,
          connector,
        });
        await node.waitForTransactionReceipt({ hash: approval, pollingInterval: 1000 });
      }
      setPhase("paying");
      const input = {
        amount: Number(amount),
        currency: "USDT" as const,
        purpose: "donation" as const,
        chain: "Optimism" as const,
        recipientId: recipient.id,
        targetId: article?.id ?? null,
      };
      const key = attempt.keyFor(input);
      const recorded = (await request(UsdtPay, { input: { ...input, idempotencyKey: key } })).payTo.transaction;
      const uri = article ? `${window.location.origin}/a/${article.shortHash}` : window.location.origin;
      const earlier = key !== null && sent.current?.key === key ? sent.current.hash : null;
      const known = (recorded.blockchainTx?.txHash as Hex | undefined) ?? earlier;
      const hash = known
        ? known
        : parties.author
          ? await writeContract(wagmi, {
              address: config.curation,
              abi: curationAbi,
              functionName: "curate",
              args: [parties.author as Hex, config.usdt, value, uri],
              chainId: config.chainId,
              account,
              connector,
            })
          : await writeContract(wagmi, {
              address: config.curation,
              abi: curationAbi,
              functionName: "curateToVault",
              args: [vaultUid(recipient.id), config.usdt, value, uri],
              chainId: config.chainId,
              account,
              connector,
            });
      sent.current = { key, hash };
      setPhase("confirming");
      const confirmed = (await request(UsdtPay, { input: { ...input, id: recorded.id, txHash: hash } })).payTo
        .transaction;
      attempt.settled();
      const state = confirmed.state === "succeeded" || confirmed.state === "pending" ? confirmed.state : "failed";
      setDone({ state, amount: amount.trim(), vault: !parties.author });
      if (state === "succeeded") router.refresh();
    } catch (failure) {
      attempt.settled(failure);
      if (failure instanceof WrongAccount) setError(t("wrongAccount", { address: shortAddress(failure.address) }));
      else if (failure instanceof GraphQLRequestError) {
        const message = errorMessageFor(failure.code) ?? { key: "apiErrors.UNKNOWN_ERROR" };
        setError(tRoot(message.key, message.values));
      } else setError(tWallet(walletErrorKey(failure)));
    } finally {
      setPhase("idle");
    }
  };

  if (done) {
    return (
      <div className={styles.form}>
        <p role="status">
          {done.state === "succeeded"
            ? t("thanks", { amount: done.amount, name: recipient.name })
            : done.state === "pending"
              ? t("pending")
              : t("failed")}
        </p>
        {done.state === "succeeded" && done.vault ? <p>{t("vaultNote", { name: recipient.name })}</p> : null}
        <div className={buttons.group}>
          <button type="button" className="button-primary" onClick={onClose} data-autofocus>
            {t("done")}
          </button>
        </div>
      </div>
    );
  }

  if (!parties) return <p className={styles.note}>{t("loading")}</p>;
  if (!parties.viewer) {
    return (
      <div className={styles.form}>
        <p>{t("linkFirst")}</p>
        <a href="/me/settings">{t("settings")}</a>
      </div>
    );
  }

  const busy = phase !== "idle";
  return (
    <form className={styles.form} noValidate onSubmit={(event) => offered[0] && pay(offered[0], event)}>
      <label className={styles.field} htmlFor={amountId}>
        <span>{t("amount")}</span>
      </label>
      <input
        id={amountId}
        type="text"
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        disabled={busy}
      />
      <p className={styles.note}>
        {parties.author
          ? t("paidOn", { chain: chainName, address: shortAddress(parties.author) })
          : t("toVault", { chain: chainName, name: recipient.name })}
      </p>
      {offered.length === 0 ? <p>{tWallet("none")}</p> : null}
      <p className={styles.note} role="status" data-phase={phase}>
        {busy ? t(`phase.${phase}`, { chain: chainName }) : ""}
      </p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={buttons.group}>
        <button type="button" className={buttons.button} onClick={onClose} disabled={busy}>
          {t("cancel")}
        </button>
        {offered.map((connector) => (
          <button
            key={connector.uid}
            type="button"
            className="button-primary"
            disabled={busy}
            onClick={() => pay(connector)}
          >
            {t("payWith", { wallet: connector.id === "walletConnect" ? tWallet("walletConnect") : connector.name })}
          </button>
        ))}
      </div>
    </form>
  );
}

class WrongAccount extends Error {
  constructor(readonly address: string) {
    super("The connected account is not the one linked to this Margins account.");
  }
}
