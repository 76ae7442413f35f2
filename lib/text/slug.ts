/** Section 5: runs of anything but letters and digits become "-", trimmed of "-" at both ends; lower case. */
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
