// The notices page tells the top bar's bell that the reader read their notices, so its count
// falls at once instead of at its next poll.

export const NOTICES_READ_EVENT = "margins:notices-read";

export function announceNoticesRead() {
  window.dispatchEvent(new Event(NOTICES_READ_EVENT));
}
