import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import type { ForumActionData } from "#shared/forum/types.ts";
import { composerText } from "./composer-text.ts";

/**
 * A post form sent as a fetcher, so what it answers stays with it: a refusal (a rate limit, a locked topic, a post
 * that could not reach GeneHive: the route's clientAction makes that an outcome too, composer-action.ts) shows
 * beside the form the member is looking at (FormMessage, which takes focus), and the form keeps its text.
 * `onSuccess` runs with the form (clear it, close its panel) only on a confirmed success: an outcome that is ok,
 * or the redirect to where the post now is. A send that ended with neither (no answer at all) is a failure.
 * Without JavaScript it is a plain form and the page shows the answer.
 */
export function usePostForm(onSuccess: (form: HTMLFormElement) => void) {
  const fetcher = useFetcher<ForumActionData>();
  const { key: locationKey } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const pending = useRef<{ before: ForumActionData | undefined; at: string } | null>(null);
  const [outcome, setOutcome] = useState<ForumActionData>();
  const succeeded = useRef(onSuccess);
  succeeded.current = onSuccess;

  useEffect(() => {
    if (fetcher.state !== "idle") {
      pending.current ??= { before: fetcher.data, at: locationKey };
      return;
    }
    if (!pending.current) return;
    const { before, at } = pending.current;
    pending.current = null;
    const answered = fetcher.data !== before ? fetcher.data : undefined;
    // A redirect (the new reply, the saved post) leaves no data of its own, but moves the page: that is success.
    const redirected = !answered && locationKey !== at;
    const data: ForumActionData | undefined =
      answered ?? (redirected ? undefined : { ok: false, message: composerText.unreachable });
    setOutcome(data && (!data.ok || data.message) ? data : undefined);
    if (data?.ok === false) return;
    if (formRef.current) succeeded.current(formRef.current);
  }, [fetcher.state, fetcher.data, locationKey]);

  return { fetcher, formRef, outcome, busy: fetcher.state !== "idle" };
}
