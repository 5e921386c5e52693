import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { ForumActionData } from "#shared/forum/types.ts";

/**
 * A post form sent as a fetcher, so what it answers stays with it: a refusal (a rate limit, a locked topic)
 * shows beside the form the member is looking at (FormMessage, which takes focus), and success runs `onSuccess`
 * with the form (clear it, close its panel). Without JavaScript it is a plain form and the page shows the answer.
 */
export function usePostForm(onSuccess: (form: HTMLFormElement) => void) {
  const fetcher = useFetcher<ForumActionData>();
  const formRef = useRef<HTMLFormElement>(null);
  const pending = useRef<{ before: ForumActionData | undefined } | null>(null);
  const [outcome, setOutcome] = useState<ForumActionData>();
  const succeeded = useRef(onSuccess);
  succeeded.current = onSuccess;

  useEffect(() => {
    if (fetcher.state !== "idle") {
      pending.current ??= { before: fetcher.data };
      return;
    }
    if (!pending.current) return;
    const { before } = pending.current;
    pending.current = null;
    // A redirect (the new reply, the saved post) leaves no data of its own: that is success too.
    const data = fetcher.data !== before ? fetcher.data : undefined;
    setOutcome(data && (!data.ok || data.message) ? data : undefined);
    if (data?.ok === false) return;
    if (formRef.current) succeeded.current(formRef.current);
  }, [fetcher.state, fetcher.data]);

  return { fetcher, formRef, outcome, busy: fetcher.state !== "idle" };
}
