// WalletConnect's connector (a QR code for a phone's wallet), loaded only when the deployment
// names a project id: its code and its optional peer, @walletconnect/ethereum-provider, are
// fetched then and never otherwise.
export async function walletConnectConnector(projectId: string) {
  const { walletConnect } = await import("wagmi/connectors/walletConnect");
  return walletConnect({ projectId, showQrModal: true });
}
