import { handoutName, lessonLabel } from "#app/content/curriculum/index.ts";
import { matchKeys, mismatchProblems } from "#app/content/curriculum/key-match.ts";
import {
  type HandoutKey,
  type Lesson,
  type Prompt,
  type PromptKey,
  promptResponse,
  promptText,
  type ResponseSpace,
} from "#app/content/curriculum/schema.ts";
import type { LessonPlace } from "./lesson-plan.ts";
import type { Block, MaterialDocument } from "./model.ts";

export type HandoutVariant = "standard" | "supported" | "modified";

type Handout = NonNullable<Lesson["handout"]>;

const variantName: Record<HandoutVariant, string> = {
  standard: "Student Handout",
  supported: "Student Handout (Supported)",
  modified: "Student Handout (Modified)",
};

const nameFields: Block = {
  type: "fields",
  items: [
    ["Name", "________________________________"],
    ["Date", "______________"],
    ["Class period", "______"],
  ],
};

/** The first sentence of a text: modified prompts ask one thing at a time. */
export function firstSentence(text: string): string {
  const match = /^.+?[.?!](?=\s|$)/.exec(text.trim());
  return match ? match[0] : text.trim();
}

function wordBank(handout: Handout): Block[] {
  if (!handout.wordBank.length) return [];
  return [
    { type: "heading", level: 2, text: "Word Bank" },
    {
      type: "table",
      header: ["Word", "What it means"],
      rows: handout.wordBank.map((w) => [w.term, w.meaning]),
      widths: [30, 70],
    },
  ];
}

/**
 * The standard handout's word bank: the words to use, without their meanings, so the supported version (which
 * prints each word with its meaning) stays the scaffolded one. Every handout that defines a word bank prints it.
 */
function wordList(handout: Handout): Block[] {
  if (!handout.wordBank.length) return [];
  return [
    { type: "heading", level: 2, text: "Word Bank" },
    { type: "paragraph", text: `Use these words in your answers: ${handout.wordBank.map((w) => w.term).join(" · ")}` },
  ];
}

function sentenceStarters(handout: Handout): Block[] {
  if (!handout.sentenceStarters.length) return [];
  return [
    { type: "heading", level: 2, text: "Sentence Starters" },
    { type: "bullets", items: handout.sentenceStarters },
  ];
}

/** The room to answer a question, shaped for what it asks (a table to fill, frames to storyboard, …). */
export function responseBlock(space: ResponseSpace): Block {
  switch (space.kind) {
    case "lines":
      return { type: "answerLines", count: space.count };
    case "table": {
      const labels = Array.isArray(space.rows) ? space.rows : undefined;
      const rows = labels
        ? labels.map((label) => [label, ...space.columns.slice(1).map(() => "")])
        : Array.from({ length: space.rows as number }, () => space.columns.map(() => ""));
      const even = 100 / space.columns.length;
      return {
        type: "table",
        header: space.columns,
        rows,
        widths: space.columns.map(() => even),
        rowHeight: space.rowHeight ?? 24,
      };
    }
    case "frames":
      return { type: "frames", count: space.count };
    case "drawing":
      return { type: "box", lines: space.lines };
    case "graph":
      return { type: "grid", x: space.x, y: space.y };
  }
}

/** Data a section gives students to work from, above its questions. */
function reference(section: Handout["sections"][number]): Block[] {
  const table = section.reference;
  if (!table) return [];
  const even = 100 / table.columns.length;
  return [
    { type: "paragraph", text: table.caption, emphasis: true },
    { type: "table", header: table.columns, rows: table.rows, widths: table.columns.map(() => even) },
  ];
}

/** What goes under a prompt before its answer space: its key in a teacher version, nothing for students. */
type KeyFor = (prompt: Prompt) => Block[];

const noKeys: KeyFor = () => [];

/** A prompt's key as a block: an exemplar answer or scoring notes. */
export function keyBlock(key: PromptKey): Block {
  return "answer" in key
    ? { type: "key", label: "Answer key", text: key.answer }
    : { type: "key", label: "Scoring notes", text: key.notes };
}

/**
 * Each prompt's key, found by the prompt's id. A key that pairs with nothing, or a prompt without one, is an
 * error (the content check reports it first): a teacher key must never print one prompt's answer under another.
 */
function keysFrom(handout: Handout, key: HandoutKey, name: string): KeyFor {
  const { byId, mismatch } = matchKeys(handout, key.keys);
  const problems = mismatchProblems(mismatch, name);
  if (problems.length) throw new Error(problems.join("; "));
  return (prompt) => [keyBlock(byId.get(prompt.id)!)];
}

/** A question, the frame to start its answer with (if any), its key in a teacher version, and room to answer. */
const ask = (text: string, prompt: Prompt, lines: number, key: Block[] = [], starter?: string): Block[] => [
  { type: "paragraph", text, ...(starter ? { withNext: true } : {}) },
  ...(starter ? [{ type: "paragraph", text: `Start with: ${starter}`, emphasis: true } satisfies Block] : []),
  ...key,
  responseBlock(promptResponse(prompt, lines)),
];

/** Every prompt numbered, with room to answer. */
function standardTasks(handout: Handout, keyFor: KeyFor): Block[] {
  let n = 0;
  return handout.sections.flatMap((section): Block[] => [
    { type: "heading", level: 2, text: section.heading },
    ...reference(section),
    ...section.prompts.flatMap((prompt) => ask(`${++n}. ${promptText(prompt)}`, prompt, 3, keyFor(prompt))),
  ]);
}

/** The same prompts broken into short, checkable steps, one at a time. */
function chunkedTasks(handout: Handout, keyFor: KeyFor): Block[] {
  const total = handout.sections.reduce((sum, s) => sum + s.prompts.length, 0);
  let n = 0;
  return handout.sections.flatMap((section, i): Block[] => [
    {
      type: "heading",
      level: 2,
      // Content headings that already name their part ("Part 1: …") keep their own name.
      text: /^part\b/i.test(section.heading)
        ? section.heading
        : `Part ${String.fromCharCode(65 + i)}: ${section.heading}`,
    },
    ...reference(section),
    ...section.prompts.flatMap((prompt): Block[] => [
      { type: "heading", level: 3, text: `Step ${++n} of ${total}` },
      ...ask(promptText(prompt), prompt, 4, keyFor(prompt), prompt.starter),
      { type: "paragraph", text: "[ ] I finished this step.", emphasis: true },
    ]),
  ]);
}

/**
 * Fewer, simpler prompts, each cut to its first sentence: the first prompt of each part and every question that has a
 * frame (its `starter`), printed with the frame under it, so a frame never lands on a question it does not answer.
 */
function modifiedTasks(handout: Handout, keyFor: KeyFor): Block[] {
  return handout.sections.flatMap((section, i): Block[] => {
    const prompts = section.prompts.filter((p, j) => j === 0 || p.starter);
    return [
      { type: "heading", level: 2, text: `${i + 1}. ${section.heading}` },
      ...reference(section),
      ...prompts.flatMap((prompt) => ask(firstSentence(promptText(prompt)), prompt, 5, keyFor(prompt), prompt.starter)),
    ];
  });
}

/** Atop a teacher version: what the coloured notes are, and whose copy it is. */
export const teacherKeyNotice: Block = {
  type: "key",
  label: "Teacher key",
  text: "An exemplar answer or scoring notes is printed in red under each prompt. This copy is for the teacher: hand out the student version.",
};

/**
 * The student-facing tasks of a lesson, under the words of its word bank. The supported variant gives the word bank
 * with each word's meaning and sentence starters, and
 * chunks the work into steps; the modified variant gives fewer, simpler prompts. Given the handout's answer
 * key, it is the teacher version: the same document with each prompt's key under it, named a teacher key.
 */
export function handoutDocument(
  { unit, phase, lesson }: LessonPlace,
  variant: HandoutVariant,
  key?: HandoutKey,
): MaterialDocument {
  const handout = lesson.handout;
  if (!handout) throw new Error(`Unit ${unit.number} ${lessonLabel(lesson)} has no handout`);
  const where = [`Unit ${unit.number}`, phase && `Phase ${phase.number}`, lessonLabel(lesson)].filter(Boolean);
  const keyFor = key ? keysFrom(handout, key, handoutName(unit.number, phase?.number, lesson)) : noKeys;
  const blocks: Block[] = key ? [teacherKeyNotice, nameFields] : [nameFields];
  if (variant === "standard") {
    blocks.push({ type: "paragraph", text: handout.intro }, ...wordList(handout), ...standardTasks(handout, keyFor));
  } else if (variant === "supported") {
    blocks.push(
      { type: "paragraph", text: handout.intro },
      { type: "heading", level: 2, text: "Today's Goals" },
      { type: "bullets", items: lesson.objectives },
      ...wordBank(handout),
      ...sentenceStarters(handout),
      ...chunkedTasks(handout, keyFor),
    );
  } else {
    blocks.push(
      { type: "paragraph", text: firstSentence(handout.intro) },
      ...wordBank(handout),
      ...modifiedTasks(handout, keyFor),
    );
  }
  return {
    title: key ? `${handout.title} (Teacher key)` : handout.title,
    eyebrow: `${where.join(" · ")} · ${variantName[variant]}${key ? " · Teacher key" : ""}`,
    subtitle: lesson.title,
    blocks,
  };
}
