/** An address as the pages show it: 0x and four digits, an ellipsis, the last four (title: the whole). */
export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;
