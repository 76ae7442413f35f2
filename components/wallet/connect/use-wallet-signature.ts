"use client";

import { useState } from "react";
import { type Connector, useConfig } from "wagmi";
import { connect, disconnect, getConnection, signMessage } from "wagmi/actions";
import { request } from "@/lib/graphql/client";
import { GenerateSigningMessage } from "@/lib/graphql/documents/islands/wallet-connect/wallet-connect";
import type { SigningMessagePurpose } from "@/lib/graphql/generated/wallet-connect/graphql";

/** Where a wallet sign-in or link is, beyond wagmi's own connection status. */
export type SignaturePhase = "idle" | "connecting" | "signing" | "verifying" | "done";

export type WalletSignature = { ethAddress: string; signedMessage: string; signature: string; nonce: string };

/**
 * Connect a wallet, ask the API for a Sign-In with Ethereum message (`purpose`), have the wallet
 * sign it, and hand the signature to `use` (walletLogin or addWalletLogin). Any failure on the
 * way disconnects the wallet, so nothing is left half-connected, and is thrown on.
 */
export function useWalletSignature() {
  const [phase, setPhase] = useState<SignaturePhase>("idle");
  const config = useConfig();

  const sign = async <T>(
    connector: Connector,
    purpose: SigningMessagePurpose,
    use: (signature: WalletSignature) => Promise<T>,
  ): Promise<T> => {
    try {
      setPhase("connecting");
      const current = getConnection(config);
      let address = current.connector?.uid === connector.uid ? current.address : undefined;
      let chainId = current.chainId;
      if (!address) {
        if (current.status === "connected") await disconnect(config);
        const connected = await connect(config, { connector });
        address = connected.accounts[0];
        chainId = connected.chainId;
      }
      if (!address)
        throw Object.assign(new Error("The wallet gave no account."), { name: "ConnectorNotConnectedError" });
      // a chain we do not sign in on: the message names the deployment's own (an ordinary key's
      // signature does not depend on it)
      const known = config.chains.some((chain) => chain.id === chainId);
      const { generateSigningMessage } = await request(GenerateSigningMessage, {
        address,
        purpose,
        chainId: known ? chainId : null,
      });
      setPhase("signing");
      const signature = await signMessage(config, {
        account: address,
        connector,
        message: generateSigningMessage.signingMessage,
      });
      setPhase("verifying");
      const result = await use({
        ethAddress: address,
        signedMessage: generateSigningMessage.signingMessage,
        signature,
        nonce: generateSigningMessage.nonce,
      });
      setPhase("done");
      return result;
    } catch (error) {
      setPhase("idle");
      await disconnect(config, { connector }).catch(() => undefined);
      throw error;
    }
  };

  return { phase, sign };
}
