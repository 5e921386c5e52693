import { useEffect } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { authToasts } from "#shared/auth/messages.ts";
import { activityEvents, createInactivityTimer } from "./inactivity.ts";
import { notifySessionChanged } from "./session-events.ts";

const KEEPALIVE_MS = 5 * 60 * 1000;

/**
 * Members' pages: warn after 25 idle minutes, sign out and go to /auth at 30. While the
 * member is active, the session is refreshed every few minutes so reading a long thread
 * does not end it on the server.
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
      if (Date.now() - lastPing > KEEPALIVE_MS) {
        lastPing = Date.now();
        void fetch("/api/me", { cache: "no-store" }).catch(() => {});
      }
    };
    for (const name of activityEvents) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      timer.stop();
      for (const name of activityEvents) window.removeEventListener(name, onActivity);
    };
  }, [navigate]);
}
