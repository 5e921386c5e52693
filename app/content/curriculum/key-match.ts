import type { Lesson, Prompt, PromptKey } from "./schema.ts";

// Pairs a handout's prompts with their teacher keys by id, never by position: the content check and the
// teacher-key documents both call it, so the build and the files it writes agree on what a broken key is.

type Handout = NonNullable<Lesson["handout"]>;

/** Where a handout's prompts and keys fail to pair up. */
export interface KeyMismatch {
  /** Prompts no key names. */
  unkeyed: Prompt[];
  /** Keys naming an id the handout gives no prompt. */
  orphans: PromptKey[];
  /** Ids the handout gives to more than one prompt. */
  duplicatePrompts: string[];
  /** Ids more than one key names. */
  duplicateKeys: string[];
}

/** A handout's prompts, section after section. */
export function promptsOf(handout: Handout): Prompt[] {
  return handout.sections.flatMap((s) => s.prompts);
}

/** The values found more than once, each once, in first-seen order. */
export function repeated(values: string[]): string[] {
  return [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];
}

/** Each prompt's key by the prompt's id, and whatever does not pair. */
export function matchKeys(
  handout: Handout,
  keys: PromptKey[],
): { byId: Map<string, PromptKey>; mismatch: KeyMismatch } {
  const prompts = promptsOf(handout);
  const ids = new Set(prompts.map((p) => p.id));
  const byId = new Map(keys.filter((k) => ids.has(k.prompt)).map((k) => [k.prompt, k]));
  return {
    byId,
    mismatch: {
      unkeyed: prompts.filter((p) => !byId.has(p.id)),
      orphans: keys.filter((k) => !ids.has(k.prompt)),
      duplicatePrompts: repeated(prompts.map((p) => p.id)),
      duplicateKeys: repeated(keys.map((k) => k.prompt)),
    },
  };
}

/**
 * A mismatch as readable lines naming the file to fix (`keyFile`), the handout (`handout`, e.g. "unit 1 lesson 2
 * (Lesson 2)") and the id.
 */
export function mismatchProblems(mismatch: KeyMismatch, handout: string, keyFile = "answer-keys.ts"): string[] {
  return [
    ...mismatch.duplicatePrompts.map((id) => `the handout of ${handout} gives the id ${id} to more than one prompt`),
    ...mismatch.duplicateKeys.map((id) => `${keyFile}: the key to ${handout} names prompt ${id} more than once`),
    ...mismatch.unkeyed.map(
      (p) => `${keyFile}: no key to prompt ${p.id} of the handout of ${handout}: "${p.text.slice(0, 60)}"`,
    ),
    ...mismatch.orphans.map(
      (k) => `${keyFile}: the key to ${handout} names prompt ${k.prompt}, which the handout does not have`,
    ),
  ];
}
