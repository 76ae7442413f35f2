// Where <Toaster /> renders. An open modal <dialog> makes everything outside it inert, even a
// popover drawn above it (whatwg/html#9936): a toast there would show but not be clickable
// nor read out. So each open Dialog offers an empty slot, and the toasts move into the
// topmost one while it is open (they stay a top-layer popover, so they still draw on top).

const hosts: HTMLElement[] = [];
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Called by an opening Dialog with its slot; returns the function to call on close. */
export function pushToastHost(slot: HTMLElement) {
  hosts.push(slot);
  emit();
  return () => {
    const index = hosts.lastIndexOf(slot);
    if (index !== -1) hosts.splice(index, 1);
    emit();
  };
}

export function subscribeToastHost(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The innermost open dialog's slot, or null for document.body. */
export const getToastHost = () => hosts.at(-1) ?? null;
