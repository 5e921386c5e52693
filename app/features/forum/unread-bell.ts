import { useEffect } from "react";

/** The event /site.js listens for to show a new unread count on the navigation's bell without asking the server. */
export const UNREAD_EVENT = "genehive:unread";

/**
 * Tells the bell how many notifications are unread, as the page's loader counted them: a page that reads
 * notices (a topic opened from one, "Mark read") updates the bell it was reached from, which /site.js otherwise
 * refreshes only on a full page load or its minute check.
 */
export function useUnreadBell(unread: number) {
  useEffect(() => {
    window.dispatchEvent(new CustomEvent(UNREAD_EVENT, { detail: unread }));
  }, [unread]);
}
