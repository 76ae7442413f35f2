"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { WagmiProvider } from "wagmi";
import { createWalletConfig, type WalletConfig } from "@/lib/web3/wagmi-config";

// One wagmi config and query client for the page, made on the first wallet island that opens
// (this module is only ever loaded in the browser, by next/dynamic with ssr: false). Mounting
// WagmiProvider restores a stored connection (section 3's "reconnecting").
let config: WalletConfig | undefined;
let queryClient: QueryClient | undefined;

export function walletConfig() {
  config ??= createWalletConfig({ hostname: window.location.hostname });
  return config;
}

export function WalletProviders({ children }: { children: ReactNode }) {
  queryClient ??= new QueryClient();
  return (
    <WagmiProvider config={walletConfig()}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </WagmiProvider>
  );
}
