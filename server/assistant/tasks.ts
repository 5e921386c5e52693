import { processTerm, STANDARD_CODE, tokenize } from "./offline-index.ts";

/**
 * The offline guide's one recogniser: which teacher tasks a question asks for, read from free English
 * wording, and what it says about them (standard codes, a period length or number of days, a lesson or
 * phase, the whole unit). The table below is the whole task vocabulary: each task lists the phrases that
 * settle it outright and the word stems that signal it (matched with one typo allowed on longer words).
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

export type GuideTask = Exclude<TeacherTask, "other">;

interface TaskRule {
  task: GuideTask;
  /**
   * A document the guide writes (a letter, a rubric, checks, a standards list) answers on its own: the first
   * one the question asks for wins. Planning help (pacing, differentiation, materials) adds to any answer.
   */
  document: boolean;
  /** Phrases that name the task on their own. */
  phrases: RegExp[];
  /** Word beginnings; a question word matching one (allowing one typo on words of 5+ letters) signals the task. */
  stems: string[];
}

// Tried in this order, so the more specific documents (a family letter, a rubric) win over the broad ones.
export const TASK_RULES: TaskRule[] = [
  {
    task: "family-letter",
    document: true,
    phrases: [
      /\b(letter|note|email|newsletter|message)\b[^.?!]*\b(home|fam[a-z]*|parents?|guardians?|caregivers?)\b/i,
      /\b(family|families|parents?|home)\s+(letter|note|email|newsletter)\b/i,
      // Spanish: "carta a las familias", "nota para los padres", "mensaje para casa".
      /\b(cartas?|notas?|mensajes?|correos?|circular)\b[^.?!]*\b(familias?|padres|madres|casa|hogar|apoderados|tutores)\b/i,
    ],
    stems: [],
  },
  {
    task: "rubric",
    document: true,
    phrases: [/\bgrading (guide|criteria)\b|\bscoring (guide|criteria)\b/i],
    stems: ["rubric"],
  },
  {
    task: "checks",
    document: true,
    phrases: [
      /\b(exit|entry) (ticket|slip)s?\b|\bchecks? for understanding\b|\bcfus?\b|\bformative (check|assessment)s?\b/i,
    ],
    stems: ["quiz", "quizzes"],
  },
  {
    task: "standards",
    document: true,
    phrases: [/\bwhich lessons? (address|cover|teach|meet)\b|\b(NGSS|state) codes?\b/i],
    stems: ["standard", "ngss", "alignment", "aligned"],
  },
  {
    task: "pacing",
    document: false,
    phrases: [
      /\b\d{1,3}\s*-?\s*(minutes?|mins?)\b|\b(an?|one|\d)\s*-?\s*hours?\b/i,
      /\b(we|i) (only )?have (only )?\d+ (days?|weeks?)\b|\bin \d+ (days|weeks)\b/i,
      /\bblock\b|\bshorter\b|\bhow long\b|\b(less|more) time\b/i,
    ],
    stems: ["pacing", "period", "schedule", "timing", "calendar", "shorten", "compress"],
  },
  {
    task: "differentiation",
    document: false,
    phrases: [
      /\benglish (language )?learners?\b|\b(ells?|ieps?|504)\b|\bspecial education\b|\breading level\b/i,
      /\bmodif(y|ied|ication)|\bextend|\bsupport(ed)? (version|students|learners|readers)\b/i,
    ],
    stems: ["differentiat", "scaffold", "struggl", "multilingual", "accommodat", "extension", "gifted", "advanced"],
  },
  {
    task: "materials",
    document: false,
    phrases: [
      /\bwhat (do|will|should) (i|we) (need|print|buy)\b|\bprep(aration)? list\b/i,
      /\bprep(are)?\b|\bbuy\b|\bhandouts?\b|\bdownloads?\b|\blesson plans?\b|\bkits?\b/i,
    ],
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

/** What a question asks the guide for. */
export interface GuideRequest {
  question: string;
  /** In the table's order; empty when the question asks for none of them. */
  tasks: GuideTask[];
  /** Standard codes the question names, at most three. */
  codes: string[];
  /** A class period (or block) length in minutes. */
  period?: number;
  /** The class days there are. */
  days?: number;
  phase?: number;
  /** A lesson or day number; 0 is the entry event. */
  lesson?: number;
  /** A project-work day named by its label ("Project Day 2", decision 0036), never read as Lesson 2. */
  projectDay?: number;
  /** The question asks about the whole unit ("for the unit", "every lesson"). */
  wholeUnit: boolean;
  /** What it is about beyond the task and the class: "photosynthesis lab"; nothing in "materials for 28 students". */
  subject: string[];
  /** The language a document for families is asked in: Spanish when the question says so or is in Spanish. */
  language: "en" | "es";
}

// Words that are Spanish and not English: a request with two of them is written in Spanish.
const SPANISH_WORDS = new Set(
  "la las los el del para sobre esta este una unas unos fase unidad carta cartas familias padres con por qué cómo escribe redacta haz".split(
    " ",
  ),
);

/** "in Spanish", "en español", or a request written in Spanish ("carta a las familias"). */
function askedLanguage(question: string): "en" | "es" {
  if (/\b(spanish|castellano)\b|espa[ñn]ol/i.test(question)) return "es";
  const words = new Set(question.toLowerCase().match(/[\p{L}]+/gu) ?? []);
  return [...words].filter((w) => SPANISH_WORDS.has(w)).length >= 2 ? "es" : "en";
}

const SHORT_STATE_CODE = /(?<![.\w])((?:LS|ETS|PS|ESS)\d(?:\.\d+)?)\b/gi;

function standardCodes(question: string): string[] {
  const codes = new Set<string>();
  for (const code of question.match(STANDARD_CODE) ?? []) codes.add(code.toUpperCase());
  for (const [, short] of question.replace(STANDARD_CODE, " ").matchAll(SHORT_STATE_CODE)) {
    if (short) codes.add(`BIO1.${short.toUpperCase()}`);
  }
  return [...codes].slice(0, 3);
}

/** "45-minute periods", "90 min", "one hour", "2 hours": between 10 minutes and 10 hours. */
function periodMinutes(question: string): number | undefined {
  const minutes = /\b(\d{1,3})\s*-?\s*(?:minutes?|mins?)\b/i.exec(question);
  const hours = /\b(an?|one|\d)\s*-?\s*hours?\b/i.exec(question);
  const period = minutes ? Number(minutes[1]) : hours ? 60 * (/\d/.test(hours[1]!) ? Number(hours[1]) : 1) : undefined;
  return period && period >= 10 && period <= 600 ? period : undefined;
}

/** The class days the question allows: "10 days", "3 weeks" (five days a week). */
export function requestedDays(question: string): number | undefined {
  const days = /\b(\d{1,3})\s*(?:class\s+)?days?\b/i.exec(question);
  if (days) return Number(days[1]);
  const weeks = /\b(\d{1,2})\s*weeks?\b/i.exec(question);
  return weeks ? Number(weeks[1]) * 5 : undefined;
}

// Words of a request that name neither a task nor a subject: who the class is and what the teacher wants done.
const REQUEST_WORDS = new Set(
  "students student learners kids class need needed list buy get order bring amounts quantities much many".split(" "),
);

/** The words left once the task's phrases and stems, the class and any numbers are taken out. */
function subjectWords(question: string): string[] {
  const rest = TASK_RULES.flatMap((rule) => rule.phrases).reduce(
    (text, phrase) => text.replace(new RegExp(phrase.source, "gi"), " "),
    question,
  );
  return tokenize(rest).filter((word) => {
    const lower = word.toLowerCase();
    if (/\d/.test(lower) || REQUEST_WORDS.has(lower) || processTerm(lower) === null) return false;
    return !TASK_RULES.some((rule) => rule.stems.some((stem) => matchesStem(lower, stem)));
  });
}

function tasksAsked(question: string, codes: string[]): GuideTask[] {
  const words = question.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const asked = (rule: TaskRule) =>
    rule.phrases.some((phrase) => phrase.test(question)) ||
    rule.stems.some((stem) => words.some((word) => matchesStem(word, stem)));
  const document = TASK_RULES.find((rule) => rule.document && asked(rule))?.task;
  return TASK_RULES.filter(
    (rule) =>
      rule.task === document ||
      (!rule.document && asked(rule)) ||
      // A named code asks where it is taught, whatever else the question asks for.
      (rule.task === "standards" && codes.length > 0),
  ).map((rule) => rule.task);
}

export function recognise(question: string): GuideRequest {
  const codes = standardCodes(question);
  const number = (pattern: RegExp) => {
    const found = pattern.exec(question)?.[1];
    return found === undefined ? undefined : Number(found);
  };
  return {
    question,
    tasks: tasksAsked(question, codes),
    codes,
    period: periodMinutes(question),
    days: requestedDays(question),
    phase: number(/\b(?:phase|fase)\s*(\d)\b/i),
    lesson: /\bentry event\b/i.test(question) ? 0 : number(/\b(?<!project\s+)(?:lesson|day)\s*(\d{1,2})\b/i),
    projectDay: number(/\bproject\s+day\s*(\d{1,2})\b/i),
    wholeUnit: /\b(whole|entire|all|every)\b[^.?!]*\b(unit|lessons)\b|\b(for|in) (the|this) unit\b/i.test(question),
    language: askedLanguage(question),
    subject: subjectWords(question),
  };
}

/** The task a question is mainly about, for the model's draft: the first the table recognises. */
export function recogniseTask(question: string): TeacherTask {
  return recognise(question).tasks[0] ?? "other";
}
