import {
  ChainDisconnectedError,
  ProviderDisconnectedError,
  SwitchChainError,
  UnauthorizedProviderError,
  UserRejectedRequestError,
} from "viem";
import { describe, expect, it } from "vitest";
import { ChainNotConfiguredError, ConnectorNotFoundError } from "wagmi";
import { isUserRejection, WALLET_ERROR_KEYS, walletErrorKey } from "@/lib/web3/wallet-errors";
import { forgetWalletConnection } from "@/lib/web3/wallet-storage";
import en from "@/messages/en.json";
import zhHans from "@/messages/zh-Hans.json";
import zhHant from "@/messages/zh-Hant.json";

const cause = new Error("provider said no");
/** @wagmi/core's class, which wagmi does not re-export: the mapping reads its name alone. */
const connectorNotConnected = Object.assign(new Error("Connector not connected."), {
  name: "ConnectorNotConnectedError",
});

describe("walletErrorKey", () => {
  it("names every wallet error of the spec's section 8 by wagmi's and viem's own classes", () => {
    expect(walletErrorKey(new UserRejectedRequestError(cause))).toBe("errors.userRejected");
    expect(walletErrorKey(new ChainNotConfiguredError())).toBe("errors.chainNotConfigured");
    expect(walletErrorKey(new ConnectorNotFoundError())).toBe("errors.connectorNotFound");
    expect(walletErrorKey(connectorNotConnected)).toBe("errors.connectorNotConnected");
    expect(walletErrorKey(new UnauthorizedProviderError(cause))).toBe("errors.unauthorized");
    expect(walletErrorKey(new ProviderDisconnectedError(cause))).toBe("errors.disconnected");
    expect(walletErrorKey(new ChainDisconnectedError(cause))).toBe("errors.disconnected");
    expect(walletErrorKey(new SwitchChainError(cause))).toBe("errors.switchChain");
  });

  it("finds the known error along the cause chain, and a provider's bare EIP-1193 code", () => {
    const wrapped = new Error("signMessage failed", { cause: new UserRejectedRequestError(cause) });
    expect(walletErrorKey(wrapped)).toBe("errors.userRejected");
    expect(walletErrorKey({ code: 4001, message: "User rejected the request." })).toBe("errors.userRejected");
    expect(walletErrorKey({ code: 4100 })).toBe("errors.unauthorized");
    expect(walletErrorKey({ code: 4901 })).toBe("errors.disconnected");
    expect(walletErrorKey({ code: 4902 })).toBe("errors.switchChain");
    expect(isUserRejection({ code: 4001 })).toBe(true);
  });

  it("maps node errors by name and anything else to the general message", () => {
    expect(walletErrorKey({ name: "InsufficientFundsError" })).toBe("errors.nodeFunds");
    expect(walletErrorKey({ name: "NonceTooLowError" })).toBe("errors.nodeNonce");
    expect(walletErrorKey({ name: "ExecutionRevertedError" })).toBe("errors.nodeReverted");
    expect(walletErrorKey(new Error("?"))).toBe("errors.unknown");
    expect(walletErrorKey(undefined)).toBe("errors.unknown");
    // a cycle of causes ends
    const a: { cause?: unknown } = {};
    a.cause = a;
    expect(walletErrorKey(a)).toBe("errors.unknown");
  });

  it("has a message for every key in the three languages", () => {
    const keys = new Set([...Object.values(WALLET_ERROR_KEYS), "errors.unknown", "errors.userRejected"]);
    for (const messages of [en, zhHant, zhHans]) {
      const errors = messages.walletConnect.errors as Record<string, string>;
      for (const key of keys) expect(errors[key.replace("errors.", "")], key).toBeTruthy();
    }
  });
});

describe("forgetWalletConnection", () => {
  it("removes wagmi's items and nothing else", () => {
    // a Storage's items are its own enumerable keys; its methods are not
    const storage = Object.assign(
      Object.create({
        removeItem(key: string) {
          delete (this as Record<string, string>)[key];
        },
      }),
      {
        "wagmi.store": "{}",
        "wagmi.recentConnectorId": '"injected"',
        "wagmi.injected.connected": "true",
        v1__referral: "x",
      },
    ) as Storage;
    forgetWalletConnection(storage);
    expect(Object.keys(storage)).toEqual(["v1__referral"]);
  });
});
