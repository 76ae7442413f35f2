"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { WagmiProvider } from "wagmi";
import { createWalletConfig, type WalletConfig } from "@/lib/web3/wagmi-config";

// One wagmi config and query client for the page, made by the first wallet island that opens
// (this module only ever loads in the browser, by next/dynamic with ssr: false). Mounting
// WagmiProvider restores a stored connection (section 3's "reconnecting").
let config: Promise<WalletConfig> | undefined;
let ready: WalletConfig | undefined;
let queryClient: QueryClient | undefined;

function loadConfig(walletConnectProjectId: string | null) {
  config ??= (async () => {
    const extraConnectors = walletConnectProjectId
      ? [await (await import("@/lib/web3/walletconnect")).walletConnectConnector(walletConnectProjectId)]
      : [];
    ready = createWalletConfig({ hostname: window.location.hostname, extraConnectors });
    return ready;
  })();
  return config;
}

type Props = { walletConnectProjectId: string | null; children: ReactNode };

export function WalletProviders({ walletConnectProjectId, children }: Props) {
  const [loaded, setLoaded] = useState(ready);
  useEffect(() => {
    if (!loaded) void loadConfig(walletConnectProjectId).then(setLoaded);
  }, [loaded, walletConnectProjectId]);
  queryClient ??= new QueryClient();
  if (!loaded) return null;
  return (
    <WagmiProvider config={loaded}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  );
}
