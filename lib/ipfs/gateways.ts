// Public IPFS gateways a reader may fetch a version from, as URL templates with `:hash` where
// the CID goes (the form the specification's Official carries: four templates). They serve a
// version only once a deployment has pinned its block to the IPFS network (README, "Permanence");
// our own /ipfs/<cid> serves it from the start.
export const IPFS_GATEWAYS = [
  "https://ipfs.io/ipfs/:hash",
  "https://dweb.link/ipfs/:hash",
  "https://:hash.ipfs.w3s.link/",
  "https://gateway.pinata.cloud/ipfs/:hash",
] as const;

/** The gateways' addresses of one CID, each with the gateway's name (its host, less the CID). */
export const gatewayLinks = (cid: string) =>
  IPFS_GATEWAYS.map((template) => ({
    name: new URL(template.replace(":hash", "cid")).host.replace(/^cid\.ipfs\./, ""),
    href: template.replace(":hash", cid),
  }));

/** Our own gateway's path for one CID. */
export const ipfsPath = (cid: string) => `/ipfs/${cid}`;
