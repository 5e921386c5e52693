import type { TopicIntent } from "#shared/forum/intents.ts";

/** The hidden field that tells the topic page's action what a form asks for: only an intent the action knows. */
export function IntentField({ intent }: { intent: TopicIntent }) {
  return <input type="hidden" name="intent" value={intent} />;
}
