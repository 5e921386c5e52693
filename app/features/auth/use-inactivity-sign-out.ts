import { useEffect } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { authToasts } from "#shared/auth/messages.ts";
import { activityEvents, createInactivityTimer, INACTIVITY } from "./inactivity.ts";
import { notifySessionChanged } from "./session-events.ts";

/**
 * Members' pages: warn after 25 idle minutes, sign out and go to /auth at 30. While the
 * member is active, the session is refreshed every few minutes so reading a long thread
 * does not end it on the server. Every other page has the same rule from /site.js, which
 * stands aside while this runs (the `data-idle-watched` mark).
 */
export function useInactivitySignOut() {
  const navigate = useNavigate();
  useEffect(() => {
    let lastPing = Date.now();
    const timer = createInactivityTimer(
      {
        onWarn: () =>
          toast.warning(authToasts.sessionExpiring.title, { description: authToasts.sessionExpiring.description }),
        onExpire: async () => {
          await fetch("/auth/sign-out", { method: "POST", redirect: "manual" }).catch(() => {});
          notifySessionChanged();
          navigate("/auth");
        },
      },
      window,
    );
    const onActivity = () => {
      timer.activity();
      if (Date.now() - lastPing > INACTIVITY.keepaliveMs) {
        lastPing = Date.now();
        void fetch("/api/me", { method: "POST", cache: "no-store" }).catch(() => {});
      }
    };
    for (const name of activityEvents) window.addEventListener(name, onActivity, { passive: true });
    document.documentElement.dataset.idleWatched = "";
    return () => {
      delete document.documentElement.dataset.idleWatched;
      timer.stop();
      for (const name of activityEvents) window.removeEventListener(name, onActivity);
    };
  }, [navigate]);
}
