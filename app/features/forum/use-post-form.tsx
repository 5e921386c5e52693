import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { ForumActionData } from "#shared/forum/types.ts";
import { Notice } from "./components.tsx";

type Outcome = { tone: "error" | "info"; text: string };

/**
 * A post form sent as a fetcher, so what it answers stays with it: a refusal (a rate limit, a locked topic)
 * shows beside the form the member is looking at and takes focus, and success runs `onSuccess` with the
 * form (clear it, close its panel). Without JavaScript it is a plain form and the page shows the answer.
 */
export function usePostForm(onSuccess: (form: HTMLFormElement) => void) {
  const fetcher = useFetcher<ForumActionData>();
  const formRef = useRef<HTMLFormElement>(null);
  const pending = useRef<{ before: ForumActionData | undefined } | null>(null);
  const [outcome, setOutcome] = useState<Outcome>();
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
    const data = fetcher.data;
    // A redirect (the new reply, the saved post) leaves no data of its own: that is success too.
    if (data && data !== before && !data.ok) {
      setOutcome({ tone: "error", text: data.error });
      return;
    }
    const message = data && data !== before && data.ok ? data.message : undefined;
    setOutcome(message ? { tone: "info", text: message } : undefined);
    if (formRef.current) succeeded.current(formRef.current);
  }, [fetcher.state, fetcher.data]);

  return { fetcher, formRef, outcome, busy: fetcher.state !== "idle" };
}

/** What the form's last submission answered, where the member is looking; a refusal takes focus. */
export function PostFormOutcome({ outcome }: { outcome: Outcome | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome?.tone === "error") ref.current?.focus();
  }, [outcome]);
  if (!outcome) return null;
  return (
    <div ref={ref} tabIndex={-1} className="outline-none">
      <Notice tone={outcome.tone}>{outcome.text}</Notice>
    </div>
  );
}
