import { useEffect, useId, useRef, useState } from "react";
import { cn } from "#app/lib/cn.ts";
import { forumText } from "./text.ts";

interface Suggestion {
  username: string;
  fullName: string;
}

/** The `@name` being typed just before the cursor, and where its name starts. */
export function mentionAtCursor(text: string, cursor: number): { start: number; prefix: string } | null {
  const match = /(?:^|[\s(>])@([a-z0-9_.-]{1,30})$/i.exec(text.slice(0, cursor));
  return match ? { start: cursor - match[1]!.length, prefix: match[1]! } : null;
}

/**
 * Suggests members while an @mention is typed in the textarea `textareaId`: the list follows the text box
 * (aria-autocomplete, aria-controls and aria-activedescendant on the box, a listbox of options), Up and Down
 * move, Enter or Tab inserts the username, Escape closes; a pointer works too. Without JavaScript the box
 * is a plain text box and typing @name still mentions.
 */
export function MentionSuggestions({ textareaId }: { textareaId: string }) {
  const listId = useId();
  const [items, setItems] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(0);
  const state = useRef({ items, active, at: null as { start: number; prefix: string } | null });
  state.current.items = items;
  state.current.active = active;

  useEffect(() => {
    const box = document.getElementById(textareaId);
    if (!(box instanceof HTMLTextAreaElement)) return;
    let controller: AbortController | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const close = () => {
      clearTimeout(timer);
      controller?.abort();
      state.current.at = null;
      setItems([]);
      setActive(0);
    };
    const insert = (username: string) => {
      const at = state.current.at;
      if (!at) return;
      const end = at.start + at.prefix.length;
      box.setRangeText(`${username} `, at.start, end, "end");
      // A controlled text box (the new-topic form's) hears of the change as of any typing.
      box.dispatchEvent(new Event("input", { bubbles: true }));
      box.focus();
      close();
    };
    const lookUp = () => {
      const at = mentionAtCursor(box.value, box.selectionStart);
      if (!at) return close();
      state.current.at = at;
      clearTimeout(timer);
      timer = setTimeout(async () => {
        controller?.abort();
        controller = new AbortController();
        try {
          const response = await fetch(`/api/member-suggestions?${new URLSearchParams({ q: at.prefix })}`, {
            signal: controller.signal,
          });
          if (!response.ok) return close();
          const { members } = (await response.json()) as { members: Suggestion[] };
          // The member may have typed on since: only the answer for the name still being typed counts.
          if (state.current.at?.prefix !== at.prefix) return;
          setItems(members);
          setActive(0);
        } catch {}
      }, 150);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { items, active } = state.current;
      if (!items.length) return;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        setActive((active + (event.key === "ArrowDown" ? 1 : items.length - 1)) % items.length);
      } else if (event.key === "Enter" || event.key === "Tab") {
        event.preventDefault();
        insert(items[active]!.username);
      } else if (event.key === "Escape") {
        event.preventDefault();
        close();
      }
    };
    const onPick = (event: Event) => {
      const username = (event as CustomEvent<string>).detail;
      insert(username);
    };
    box.setAttribute("aria-autocomplete", "list");
    box.setAttribute("aria-controls", listId);
    box.addEventListener("input", lookUp);
    box.addEventListener("keydown", onKeyDown);
    box.addEventListener("blur", () => setTimeout(close, 150));
    box.addEventListener("genehive:mention", onPick);
    return () => {
      clearTimeout(timer);
      controller?.abort();
      box.removeEventListener("input", lookUp);
      box.removeEventListener("keydown", onKeyDown);
      box.removeEventListener("genehive:mention", onPick);
    };
  }, [textareaId, listId]);

  useEffect(() => {
    const box = document.getElementById(textareaId);
    if (!box) return;
    if (items.length) box.setAttribute("aria-activedescendant", `${listId}-${active}`);
    else box.removeAttribute("aria-activedescendant");
  }, [textareaId, listId, items, active]);

  return (
    <div className="relative">
      <p className="sr-only" aria-live="polite">
        {items.length ? forumText.mentions.count(items.length) : ""}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label={forumText.mentions.label}
        className={cn(
          "absolute z-20 mt-1 w-72 max-w-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900",
          !items.length && "hidden",
        )}
      >
        {items.map((item, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the text box's (Up, Down, Enter, Tab)
          <div
            key={item.username}
            id={`${listId}-${i}`}
            role="option"
            // Focus stays in the text box (aria-activedescendant points here); -1 only makes it focusable.
            tabIndex={-1}
            aria-selected={i === active}
            className={cn(
              "cursor-pointer px-3 py-2 text-sm",
              i === active && "bg-brand-700 text-white dark:bg-honey-300 dark:text-slate-950",
            )}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() =>
              document
                .getElementById(textareaId)
                ?.dispatchEvent(new CustomEvent("genehive:mention", { detail: item.username }))
            }
          >
            <span className="font-semibold">@{item.username}</span> {item.fullName}
          </div>
        ))}
      </div>
    </div>
  );
}
