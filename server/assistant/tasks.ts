/**
 * Which teacher task a question asks for, read from free English wording. The table below is the whole
 * recogniser: each task lists the word stems that signal it (matched with one typo allowed on longer words)
 * and phrases that settle it outright. Tasks are tried in table order, so the more specific ones (a family
 * letter, a rubric) win over the broad ones (materials, pacing) when a question mentions both.
 */
export type TeacherTask =
  | "family-letter"
  | "rubric"
  | "checks"
  | "standards"
  | "pacing"
  | "differentiation"
  | "materials"
  | "other";

interface TaskRule {
  task: Exclude<TeacherTask, "other">;
  /** Phrases that name the task on their own. */
  phrases: RegExp[];
  /** Word beginnings; a question word matching one (allowing one typo on words of 5+ letters) signals the task. */
  stems: string[];
}

export const TASK_RULES: TaskRule[] = [
  {
    task: "family-letter",
    phrases: [/\b(letter|note|email|newsletter|message)\b[^.?!]*\b(home|fam[a-z]*|parents?|guardians?|caregivers?)\b/i],
    stems: [],
  },
  { task: "rubric", phrases: [/\bgrading (guide|criteria)\b|\bscoring (guide|criteria)\b/i], stems: ["rubric"] },
  {
    task: "checks",
    phrases: [
      /\b(exit|entry) (ticket|slip)s?\b|\bchecks? for understanding\b|\bcfus?\b|\bformative (check|assessment)s?\b/i,
    ],
    stems: ["quiz", "quizzes"],
  },
  {
    task: "standards",
    phrases: [/\bwhich lessons? (address|cover|teach|meet)\b|\b(NGSS|state) codes?\b/i],
    stems: ["standard", "ngss", "alignment", "aligned"],
  },
  {
    task: "pacing",
    phrases: [
      /\b\d{1,3}\s*-?\s*(minutes?|mins?)\b/i,
      /\b(we|i) (only )?have (only )?\d+ (days?|weeks?)\b|\bin \d+ (days|weeks)\b/i,
      /\bblock schedul/i,
    ],
    stems: ["pacing", "period", "schedule", "timing", "calendar", "shorten", "compress"],
  },
  {
    task: "differentiation",
    phrases: [/\benglish (language )?learners?\b|\b(ells?|ieps?|504)\b|\bspecial education\b/i],
    stems: ["differentiat", "scaffold", "struggl", "multilingual", "accommodat", "extension", "gifted", "advanced"],
  },
  {
    task: "materials",
    phrases: [/\bwhat (do|will|should) (i|we) (need|print|buy)\b|\bprep(aration)? list\b/i],
    stems: ["material", "supplies", "supply", "equipment", "shopping", "print"],
  },
];

/** Edit distance of at most one (insertion, deletion, substitution or swap of neighbours). */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length || i === b.length) return true;
  const rest = (x: number, y: number) => a.slice(x) === b.slice(y);
  return (
    rest(i + 1, i + 1) ||
    rest(i + 1, i) ||
    rest(i, i + 1) ||
    (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(i + 2, i + 2))
  );
}

/** A word signals a stem when it starts with it, or, for longer words, when its start is one typo away. */
function matchesStem(word: string, stem: string): boolean {
  if (word.startsWith(stem)) return true;
  if (stem.length < 5 || word.length < stem.length - 1) return false;
  return [stem.length - 1, stem.length, stem.length + 1].some((n) => withinOneEdit(word.slice(0, n), stem));
}

export function recogniseTask(question: string): TeacherTask {
  const words = question.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  for (const rule of TASK_RULES) {
    if (rule.phrases.some((phrase) => phrase.test(question))) return rule.task;
    if (rule.stems.some((stem) => words.some((word) => matchesStem(word, stem)))) return rule.task;
  }
  return "other";
}
