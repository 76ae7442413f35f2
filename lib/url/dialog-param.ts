/**
 * Section 2.3 keeps an open dialog in the address (`?dialog=name`), so it can be linked to and
 * survives a reload. Replacing the entry rather than pushing one keeps Back leaving the page.
 */
export function setDialogParam(name: string, open: boolean) {
  const url = new URL(window.location.href);
  if (open) url.searchParams.set("dialog", name);
  else url.searchParams.delete("dialog");
  window.history.replaceState(window.history.state, "", url);
}
