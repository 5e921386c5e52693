import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { composerText } from "./composer-text.ts";
import { type DraftFields, forgetDraft, pruneDrafts, readDraft, rememberPageMember, saveDraft } from "./drafts.ts";

/** How long typing pauses before the draft is written (one write per pause, not one per key). */
export const draftDelayMs = 600;

type DraftStatus = "" | "saved" | "restored";

/** The members' layout's data: who is signed in on this page (every forum page sits under it). */
function usePageMember(): string | undefined {
  const layout = useRouteLoaderData("routes/members-layout") as { member?: { username?: string } } | undefined;
  return layout?.member?.username;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function controlOf(form: HTMLFormElement, name: string): Control | undefined {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
    ? element
    : undefined;
}

function valuesOf(form: HTMLFormElement, names: readonly string[]): DraftFields {
  return Object.fromEntries(names.map((name) => [name, controlOf(form, name)?.value ?? ""]));
}

/** Whether `now` holds text the member wrote: a text field that differs from how the form opened. */
function hasOwnText(form: HTMLFormElement, now: DraftFields, opened: DraftFields): boolean {
  return Object.keys(now).some(
    (name) =>
      !(controlOf(form, name) instanceof HTMLSelectElement) && (now[name] ?? "").trim() !== (opened[name] ?? "").trim(),
  );
}

/**
 * Puts a value in a field as if typed: through the element's own setter, then an input event, so a field React
 * controls (the new-topic message) takes it into its state too, and its counter follows.
 */
function fill(control: Control, value: string) {
  const proto = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(control, value);
  control.dispatchEvent(new Event("input", { bubbles: true }));
  control.dispatchEvent(new Event("change", { bubbles: true }));
}

/**
 * Keeps the member's draft of a form (drafts.ts) as they write: written a moment after typing pauses, at once
 * when the form is sent and when the page is left; offered again when the form opens (its fields are filled in,
 * a folded edit form opens); forgotten when the form is emptied back to how it opened. The route's clientAction
 * forgets it once the post is confirmed (composer-action.ts); `settled` tells the hook so. `status` says so
 * quietly (DraftStatus). `place` undefined, or no member on the page: no draft is kept.
 */
export function useDraft(
  formRef: RefObject<HTMLFormElement | null>,
  {
    place,
    fields,
    restore = true,
  }: {
    place: string | undefined;
    fields: readonly string[];
    /** False when the page already gives back what was written (a post refused without JavaScript). */
    restore?: boolean;
  },
) {
  const member = usePageMember();
  const [status, setStatus] = useState<DraftStatus>("");
  const opened = useRef<DraftFields>({});
  const names = fields.join("\n");

  useEffect(() => {
    rememberPageMember(member);
  }, [member]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per form, member and place; `restore` is read on opening only
  useEffect(() => {
    const form = formRef.current;
    if (!form || !member || !place) return;
    const list = names.split("\n");
    pruneDrafts({ once: true });
    opened.current = valuesOf(form, list);
    let restoring = false;
    const draft = restore ? readDraft(member, place) : undefined;
    if (draft && hasOwnText(form, { ...opened.current, ...draft }, opened.current)) {
      restoring = true;
      for (const name of list) {
        const control = controlOf(form, name);
        if (control && draft[name] !== undefined && control.value !== draft[name]) fill(control, draft[name]);
      }
      restoring = false;
      form.closest("details")?.setAttribute("open", "");
      setStatus("restored");
    }
    let timer: number | undefined;
    const save = () => {
      window.clearTimeout(timer);
      timer = undefined;
      const now = valuesOf(form, list);
      if (!hasOwnText(form, now, opened.current)) {
        forgetDraft(member, place);
        setStatus("");
      } else if (saveDraft(member, place, now)) {
        setStatus("saved");
      }
    };
    const schedule = () => {
      if (restoring) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(save, draftDelayMs);
    };
    const flush = () => {
      if (timer !== undefined) save();
    };
    // Sending: the text as sent is the draft until the post is confirmed (a session that ended sends to /auth).
    const onSubmit = () => save();
    form.addEventListener("input", schedule);
    form.addEventListener("change", schedule);
    // A quote put in the reply box (no input event of its own) is kept once the box takes focus.
    form.addEventListener("focusin", schedule);
    form.addEventListener("submit", onSubmit);
    window.addEventListener("pagehide", flush);
    return () => {
      flush();
      form.removeEventListener("input", schedule);
      form.removeEventListener("change", schedule);
      form.removeEventListener("focusin", schedule);
      form.removeEventListener("submit", onSubmit);
      window.removeEventListener("pagehide", flush);
    };
  }, [member, place, names, formRef]);

  /** The post was confirmed: the form now holds what is saved (emptied, or the post's new text). */
  const settled = useCallback(() => {
    const form = formRef.current;
    if (form) opened.current = valuesOf(form, names.split("\n"));
    if (member && place) forgetDraft(member, place);
    setStatus("");
  }, [formRef, member, place, names]);

  return { status, settled };
}

/** "Draft saved" / "Draft restored", quietly: a polite status, present (empty) from the start so it is heard. */
export function DraftStatus({ status }: { status: DraftStatus }) {
  return (
    <p role="status" className="min-h-5 text-slate-600 text-sm dark:text-slate-400" data-draft-status>
      {status === "saved" ? composerText.draftSaved : status === "restored" ? composerText.draftRestored : ""}
    </p>
  );
}
