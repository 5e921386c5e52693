import { answerKeyFor, teacherKeyPath } from "#app/content/curriculum/index.ts";
import type { Lesson, Prompt, Unit } from "#app/content/curriculum/schema.ts";
import { blankCandidates, contains, escapeRegExp } from "./blanks.ts";
import { link, md } from "./markdown.ts";
import { allLessons, lessonFiles, lessonName, lessonUrl, processTerm, tokenize } from "./offline-index.ts";
import type { ScopedLesson, TaskScope } from "./task-scope.ts";

/**
 * The offline guide's quiz: a short quiz a teacher can hand out tomorrow, written only from the lesson's published,
 * student-facing data. Vocabulary multiple choice from the handout's word bank (distractors are the lesson's, or the
 * unit's, other terms), a fill-in-the-blank on a vocabulary or key term, data questions worked out from the handout's
 * reference tables, questions from the handout's prompts, and a short constructed response from an objective; then
 * an answer key. The teacher keys are educator-only (decision 0026) and the assistant answers anyone, so a prompt's
 * key says what to look for in the lesson plan's own statements (never what the class does in an activity) and links
 * the teacher key instead of quoting it; the teacher key only tells which prompts the plan answers, and a prompt it
 * cannot answer is not asked.
 */

export const QUIZ_LENGTH = 8;

export type QuizItemKind = "vocabulary" | "blank" | "data" | "handout" | "objective";

export interface QuizItem {
  kind: QuizItemKind;
  /** The question, Markdown on one line. */
  question: string;
  /** Multiple choice: the options as shown (Markdown); `answer` is one of them. */
  options?: string[];
  /** The key: the correct option's text for multiple choice, else what a full answer says. */
  answer: string;
  /** What the key adds after a multiple-choice answer (the data behind it). */
  because?: string;
  /** The data set the question works from: given in full where the quiz first uses it (DATA marks the place). */
  data?: DataSet;
  ref: ScopedLesson;
}

/** Where a question's data goes; filled in once the quiz's order is settled (renderQuiz). */
const DATA = "\u0000data\u0000";

interface Term {
  term: string;
  meaning: string;
}

const LETTERS = "ABCDEFGH";
const number = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** A small stable hash, so an answer's place among its options varies from item to item but never between runs. */
function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619) >>> 0;
  return h;
}

/** The answer among up to three distractors that differ from it (and from each other), at a stable place. */
function withAnswer(answer: string, distractors: string[]): string[] {
  const seen = new Set([answer.toLowerCase()]);
  const others = distractors.filter((d) => !seen.has(d.toLowerCase()) && seen.add(d.toLowerCase())).slice(0, 3);
  const at = hash(answer) % (others.length + 1);
  return [...others.slice(0, at), answer, ...others.slice(at)];
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Curriculum text as written, from the Markdown it was escaped into. */
const plain = (text: string) => text.replace(/\\(.)/g, "$1");

/** A lesson's word bank, each term once. */
function wordBank(lesson: Lesson): Term[] {
  const terms: Term[] = [];
  for (const entry of lesson.handout?.wordBank ?? [])
    if (!terms.some((t) => sameText(t.term, entry.term) || sameText(t.meaning, entry.meaning))) terms.push(entry);
  return terms;
}

/** The term as a sentence would use it: "carrying capacity (K)" is "carrying capacity". */
const bareTerm = (term: string) => term.replace(/\s*\([^)]*\)\s*/g, " ").trim();

// ---------------------------------------------------------------------------------------------------------------
// Vocabulary

/**
 * Multiple choice on one word-bank entry: its meaning asking for the term, or the term asking for its meaning. The
 * distractors are the lesson's next terms, then the unit's other lessons' terms when the lesson has too few.
 */
function vocabularyItem(ref: ScopedLesson, bank: Term[], spare: Term[], index: number, ask: "term" | "meaning") {
  const entry = bank[index]!;
  const others = [...bank.slice(index + 1), ...bank.slice(0, index), ...spare].filter(
    (t) => !sameText(t.term, entry.term) && !sameText(t.meaning, entry.meaning),
  );
  if (others.length < 2) return undefined;
  const pick = (t: Term) => md(ask === "term" ? t.term : t.meaning);
  const options = withAnswer(pick(entry), others.map(pick));
  const question =
    ask === "term"
      ? `**Vocabulary.** Which term means "${md(entry.meaning)}"?`
      : `**Vocabulary.** What does **${md(entry.term)}** mean?`;
  return { kind: "vocabulary", question, options, answer: pick(entry), ref } satisfies QuizItem;
}

// ---------------------------------------------------------------------------------------------------------------
// Fill in the blank: only on a word-bank term or a key term of the lesson and unit (issue 29).

/** The key terms a blank may hide besides the word bank: the lesson's title, the unit's key topics and concepts. */
export function keyTermText(unit: Unit, lesson: Lesson): string {
  return [lesson.title, ...unit.keyTopics, ...unit.coreConcepts.map((c) => c.title)].join(". ");
}

function blankItem(unit: Unit, ref: ScopedLesson, avoid: Set<string>): QuizItem | undefined {
  const bank = wordBank(ref.lesson)
    .map((t) => bareTerm(t.term))
    .filter((t) => !avoid.has(t.toLowerCase()));
  const keyTerms = keyTermText(unit, ref.lesson);
  // A blank never cuts a longer term in half ("A family _____" for "health history"): the word before or after it
  // must not make, with it, a phrase of the word bank or the key terms.
  const named = [keyTerms, ...wordBank(ref.lesson).map((t) => t.term)].join(". ");
  const splits = (sentence: string, term: string) => {
    const at = sentence.search(new RegExp(`\\b${escapeRegExp(term)}\\b`));
    const before = /([A-Za-z][\w-]*)\s+$/.exec(sentence.slice(0, at))?.[1];
    const after = /^\s+([A-Za-z][\w-]*)/.exec(sentence.slice(at + term.length))?.[1];
    return [before && `${before} ${term}`, after && `${term} ${after}`].some(
      (phrase) => phrase && contains(named, phrase),
    );
  };
  const once = (sentence: string, term: string) =>
    sentence.match(new RegExp(`\\b${escapeRegExp(term)}(?:e?s)?\\b`, "gi"));
  const blank = (sentence: string, term: string): QuizItem => {
    avoid.add(term.toLowerCase());
    const blanked = sentence.replace(new RegExp(`\\b${escapeRegExp(term)}\\b`), "_____");
    return { kind: "blank", question: `Fill in the blank: "${md(blanked)}"`, answer: md(term), ref };
  };
  // A word-bank term a key understanding uses once (as it writes it, plural or not), in any of them; then a key term.
  for (const sentence of ref.lesson.keyUnderstandings)
    for (const term of bank) {
      const found = once(sentence, term);
      if (found?.length === 1 && !splits(sentence, found[0]!)) return blank(sentence, found[0]!);
    }
  for (const sentence of ref.lesson.keyUnderstandings) {
    const term = blankCandidates(sentence, keyTerms).find(
      (c) => c.score >= 100 && !avoid.has(c.term.toLowerCase()) && !/ing$/i.test(c.term) && !splits(sentence, c.term),
    )?.term;
    if (term) return blank(sentence, term);
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Data: questions worked out from a handout's reference table (the lesson's own data set).

interface Series {
  caption: string;
  reference: Reference;
  labelName: string;
  valueName: string;
  points: { label: string; text: string; value: number }[];
  /** The labels are numbers in rising order (hours, years): steps between them mean something. */
  ordered: boolean;
  /** The table has no other columns, so label → value gives all of it. */
  whole: boolean;
}

/** "about 1,350", "$240", "12.5 %": one number, perhaps approximate; "12-18" or "52 of 120" are not. */
function cellNumber(cell: string): number | undefined {
  const bare = cell
    .trim()
    .replace(/^(about|approximately|~)\s*/i, "")
    .replace(/^\$/, "")
    .replace(/\s*(%|percent)$/i, "");
  return /^\d{1,3}(,\d{3})*(\.\d+)?$|^\d+(\.\d+)?$/.test(bare) ? Number(bare.replace(/,/g, "")) : undefined;
}

/** A reference table as label → number series: its first column and its first all-numeric column. */
function seriesOf(reference: Reference) {
  let { columns, rows } = reference;
  // Two copies of the same columns side by side (Hour, Yeast, Hour, Yeast) are one long table.
  const half = columns.length / 2;
  if (
    columns.length >= 4 &&
    Number.isInteger(half) &&
    columns.every((c, i) => i < half || sameText(c, columns[i - half]!))
  ) {
    rows = [...rows.map((r) => r.slice(0, half)), ...rows.map((r) => r.slice(half))];
    columns = columns.slice(0, half);
  }
  // A totals row sums the others; it is no reading of its own ("Total: 50" is not the stage with the most cells).
  rows = rows.filter((r) => r.some((c) => c.trim()) && !/^(total|sum|overall)\b/i.test(r[0]?.trim() ?? ""));
  const valueColumn = columns.findIndex(
    (c, i) => i > 0 && c.trim() && rows.every((r) => r[i] !== undefined && cellNumber(r[i]!) !== undefined),
  );
  const labels = rows.map((r) => r[0]?.trim() ?? "");
  if (valueColumn < 0 || rows.length < 3 || labels.some((l) => !l) || new Set(labels).size !== labels.length)
    return undefined;
  const points = rows.map((r) => ({
    label: r[0]!.trim(),
    text: r[valueColumn]!.trim(),
    value: cellNumber(r[valueColumn]!)!,
  }));
  if (points.every((p) => p.value === points[0]!.value)) return undefined;
  const numeric = points.map((p) => Number(p.label));
  // Hours or years in order; numbered trials or teams are no sequence ("the rise from trial 4 to 5" means nothing).
  const counted = /\b(trial|team|group|sample|replicate|plant|student)s?\b/i.test(columns[0]!);
  const ordered =
    !counted && numeric.every((n, i) => /^\d+(\.\d+)?$/.test(points[i]!.label) && (i === 0 || n > numeric[i - 1]!));
  if (ordered) points.sort((a, b) => Number(a.label) - Number(b.label));
  return {
    caption: reference.caption,
    reference,
    whole: columns.length === 2,
    labelName: columns[0]!.trim(),
    valueName: columns[valueColumn]!.trim(),
    points,
    ordered,
  } satisfies Series;
}

function lessonSeries(lesson: Lesson): Series[] {
  return (lesson.handout?.sections ?? []).flatMap((s) => (s.reference ? (seriesOf(s.reference) ?? []) : []));
}

/** A column's name inside a sentence: "Yeast" reads "yeast", "R0 used" stays as it is. */
const inSentence = (name: string) => (/^[A-Z][a-z]+(\s[a-z]+)*$/.test(name) ? name.toLowerCase() : name);

/** A data set as a question gives it (once; later questions point back to it), so the quiz stands on its own. */
interface DataSet {
  caption: string;
  line: string;
}

type Reference = NonNullable<NonNullable<Lesson["handout"]>["sections"][number]["reference"]>;

/** Any reference table as one line: a number series as label → value, other tables row by row. */
function dataSet(reference: Reference): DataSet {
  const series = seriesOf(reference);
  if (series?.whole) return { caption: reference.caption, line: dataLine(series) };
  const rows = reference.rows.map((r) =>
    r
      .map((cell, i) =>
        reference.columns[i]?.trim() && cell.trim() ? `${reference.columns[i]!.trim()}: ${cell.trim()}` : cell.trim(),
      )
      .filter(Boolean)
      .join(", "),
  );
  return { caption: reference.caption, line: `_Data (${md(reference.caption)}): ${md(rows.join("; "))}._` };
}

/** The data as the question gives it, so the quiz stands on its own. */
function dataLine(s: Series): string {
  const pairs = s.points.map((p) => `${p.label}: ${p.text}`).join("; ");
  return `_Data (${md(s.caption)}), ${md(s.labelName)} → ${md(s.valueName)}: ${md(pairs)}._`;
}

const step = (s: Series, i: number) => ({
  from: s.points[i]!,
  to: s.points[i + 1]!,
  change: s.points[i + 1]!.value - s.points[i]!.value,
});
const stepName = (s: Series, i: number) => `${s.labelName} ${s.points[i]!.label} to ${s.points[i + 1]!.label}`;

/** Multiple choice: where the series peaks, or, for a rising series, the step where it rose most. */
function dataChoice(ref: ScopedLesson, s: Series): QuizItem {
  const values = s.points.map((p) => p.value);
  const peak = values.indexOf(Math.max(...values));
  const value = md(inSentence(s.valueName));
  if (!s.ordered || peak < s.points.length - 1) {
    const others = [0, s.points.length - 1, Math.floor(s.points.length / 2), 1].map((i) => md(s.points[i]!.label));
    const answer = md(s.points[peak]!.label);
    return {
      kind: "data",
      question: `**Data.** ${DATA} Which ${md(inSentence(s.labelName))} had the highest ${value}?`,
      options: withAnswer(answer, others),
      answer,
      because: `${md(s.points[peak]!.text)}, the highest in the table`,
      data: dataSet(s.reference),
      ref,
    };
  }
  const steps = s.points.slice(1).map((_, i) => step(s, i).change);
  const most = steps.indexOf(Math.max(...steps));
  const last = steps.length - 1;
  const others = [0, last, Math.floor(last / 2), Math.floor(last / 4)].map((i) => md(stepName(s, i)));
  const { from, to, change } = step(s, most);
  return {
    kind: "data",
    question: `**Data.** ${DATA} Between which two readings in a row did the ${value} rise the most?`,
    options: withAnswer(md(stepName(s, most)), others),
    answer: md(stepName(s, most)),
    because: md(`${from.text} to ${to.text}, a rise of ${number.format(change)}`),
    data: dataSet(s.reference),
    ref,
  };
}

/** Worked out: the fall from the peak to the last reading, in percent; or a rising series' fastest and last steps. */
function dataCalculation(ref: ScopedLesson, s: Series): QuizItem | undefined {
  if (!s.ordered) return undefined;
  const values = s.points.map((p) => p.value);
  const peakAt = values.indexOf(Math.max(...values));
  const value = md(inSentence(s.valueName));
  const label = md(inSentence(s.labelName));
  const last = s.points.at(-1)!;
  if (peakAt < s.points.length - 1) {
    const peak = s.points[peakAt]!;
    const fall = ((peak.value - last.value) / peak.value) * 100;
    return {
      kind: "data",
      question: `**Data.** ${DATA} By what percentage did the ${value} fall from ${label} ${md(peak.label)} to ${label} ${md(last.label)}? Show your calculation.`,
      answer: md(
        `(${number.format(peak.value)} − ${number.format(last.value)}) ÷ ${number.format(peak.value)} × 100 ≈ ${number.format(fall)} % fall.`,
      ),
      data: dataSet(s.reference),
      ref,
    };
  }
  const steps = s.points.slice(1).map((_, i) => step(s, i).change);
  const most = steps.indexOf(Math.max(...steps));
  const end = steps.length - 1;
  if (most === end) return undefined;
  const show = (i: number) => {
    const { from, to, change } = step(s, i);
    return `${stepName(s, i)}: ${number.format(to.value)} − ${number.format(from.value)} = ${number.format(change)}`;
  };
  const slowed = steps[end]! < steps[most]! / 5 ? " The rise has nearly stopped: the values are levelling off." : "";
  return {
    kind: "data",
    question: `**Data.** ${DATA} Calculate the rise in ${value} from ${md(stepName(s, most))} and from ${md(stepName(s, end))}. What does the difference show?`,
    answer: md(`${show(most)}. ${show(end)}.${slowed}`),
    data: dataSet(s.reference),
    ref,
  };
}

/** At most two questions on the lesson's data sets: a multiple choice, then a calculation. */
function dataItems(ref: ScopedLesson): QuizItem[] {
  const series = lessonSeries(ref.lesson);
  if (!series[0]) return [];
  const calculation = dataCalculation(ref, series[1] ?? series[0]);
  return [dataChoice(ref, series[0]), ...(calculation ? [calculation] : [])];
}

// ---------------------------------------------------------------------------------------------------------------
// Handout prompts and objectives, keyed from the lesson plan's own text.

// A prompt that records what a student did or found (their roll, their sample, their organism) has no one answer.
const PERSONAL = /\b(you|your|yours|my|me|we|our|us)\b|\bcircle one\b/i;
const IMPERATIVE =
  /^(graph|plot|calculate|write|draw|label|list|describe|explain|sort|estimate|pick|record|log|use|complete|read|circle|compare|name|fill|measure|predict|make|design|choose|look|find|identify|rank|count|mark|sketch|show|tell|give|decide|check|test|add|build|create|discuss|summari[sz]e|answer|match|take)\b/i;

/** The words of a text that carry its content, reduced to their stems, and its numbers ("660"). */
function contentWords(text: string): Set<string> {
  return new Set(
    tokenize(text)
      .filter((w) => w.length > 3 || /^\d/.test(w))
      .map(processTerm)
      .filter((w): w is string => w !== null),
  );
}

// A number two texts share ("about 660 units", "K is about 660") says more than a word: it counts twice.
const overlap = (asked: Set<string>, text: string) =>
  [...contentWords(text)].reduce((sum, w) => sum + (asked.has(w) ? (/^\d/.test(w) ? 2 : 1) : 0), 0);

/** An activity's sentences, and the clauses of a sentence joined by a semicolon. */
const sentencesOf = (text: string) => text.split(/(?<=[.!?;]['’"]?)\s+(?=['‘"]?[A-Za-z])/);

// What the class does, in an activity's words: who does it ("Groups set up a domino line", "They time three
// trials") or the teacher's instruction ("Hold up an apple", "Ask: ..."). The rest of an activity states science
// ("Fallen dominoes cannot fall again until reset, modeling the refractory period"), which a key can give.
const DOERS =
  /\b(students?|groups?|pairs?|partners?|teams?|class|classmates|teacher|everyone|volunteers?|they|their|them)\b/i;
const INSTRUCTION =
  /^(ask|introduce|hold|connect|trace|revisit|review|pose|share|collect|post|pass|demonstrate|model|set|play|have|invite|lead|stress|remind|return|project|display|walk|then|each|debrief|guide|emphasi[sz]e|note|point|highlight|prompt|close|open|start|begin|finish|end|run|repeat|rotate|circulate|distribute|hand|assign|frame|preview|reveal)\b/i;
const classroom = (sentence: string) =>
  DOERS.test(sentence) || IMPERATIVE.test(sentence) || INSTRUCTION.test(sentence) || /\?['’"]?$/.test(sentence);

/**
 * What the lesson's activities state, sentence by sentence, never what the class does nor the exit ticket; of a
 * sentence about the class, only the results it gives in brackets ("Pairs predict the chances ... (1 in 4 with
 * sickle cell disease, 1 in 2 carriers, 1 in 4 without the allele)", "a dashed line at the carrying capacity
 * (about 660 units)").
 */
function statements(lesson: Lesson): string[] {
  return (
    lesson.activities
      .filter((a) => !/exit ticket/i.test(a.title))
      .flatMap((a) => sentencesOf(a.description))
      .flatMap((sentence) =>
        classroom(sentence)
          ? [...sentence.matchAll(/\(([^()]+)\)/g)]
              .map((m) => m[1]!)
              .filter((inside) => /\d/.test(inside) && inside.split(/\s+/).length >= 3)
              .map((inside) => `${inside}.`)
          : [sentence],
      )
      // A clause after a semicolon, or a bracket's result, reads as a sentence of its own.
      .map((text) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`)
  );
}

/** The key understandings closest to an objective, at most two, each sharing two of its words or more. */
function understandingsFor(lesson: Lesson, objective: string): string[] {
  const asked = contentWords(objective);
  return lesson.keyUnderstandings
    .map((text, order) => ({ text, order, score: overlap(asked, text) }))
    .filter((u) => u.score >= 2)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, 2)
    .map((u) => u.text);
}

/**
 * The exemplar answer the handout's teacher key gives a prompt; none for a prompt keyed with scoring notes, which is
 * open-ended or records the class's own results, so no quiz can key it. Never quoted (the assistant answers
 * anyone): it only tells which of the lesson plan's sentences answer the prompt.
 */
function exemplar(unit: Unit, ref: ScopedLesson, prompt: Prompt): string | undefined {
  const keys = answerKeyFor(unit.number, ref.phase?.number, ref.lesson.number)?.keys;
  const key = keys?.find((k) => k.prompt === prompt.id);
  return key && "answer" in key ? key.answer : undefined;
}

// A prompt answered by a number ("How many tested positive?", "What is the chance a child ...?").
const COUNTED = /\bhow (many|much|long)\b|\bwhat (percent|percentage|fraction|share|ratio)\b|\bchance\b|\bcalculate\b/i;

/**
 * A handout prompt's key from the lesson plan: its key understandings and activity statements that say most of what
 * the teacher key's exemplar says (and the prompt asks), the best one and a second nearly as good; or nothing when
 * they say too little of it (four of its words and a sixth of them) for the plan to answer the prompt: "one path a
 * carbon atom could take into an apple" is answered only in the teacher key. A prompt answered by a number needs
 * one of the exemplar's numbers in the plan's words.
 */
function keyFromPlan(lesson: Lesson, prompt: string, answer: string): string[] {
  const said = contentWords(answer);
  const asked = contentWords(prompt);
  const ranked = [...lesson.keyUnderstandings, ...statements(lesson)]
    .map((text, order) => ({
      text,
      order,
      agrees: overlap(said, text),
      score: overlap(said, text) + overlap(asked, text),
    }))
    .filter((t) => t.agrees >= 2)
    .sort((a, b) => b.score - a.score || a.order - b.order);
  const top = ranked[0];
  const found = ranked
    .filter((t) => t === top || (t === ranked[1] && t.score * 3 >= top!.score * 2))
    .map((t) => t.text.replace(/;$/, "."));
  const shared = overlap(said, found.join(" "));
  const numbers = answer.match(/\d+(?:\.\d+)?/g) ?? [];
  const counted =
    !COUNTED.test(prompt) || numbers.some((n) => new RegExp(`(?<![\\d.])${n}(?![\\d])`).test(found.join(" ")));
  return counted && shared >= 4 && shared * 6 >= said.size ? found : [];
}

function lookFor(found: string[], lesson: Lesson): string {
  return `Look for: ${(found.length ? found : lesson.keyUnderstandings).map(md).join(" ")}`;
}

interface PlacedPrompt {
  prompt: Prompt;
  text: string;
  context?: string;
  data?: DataSet;
}

/** The handout's prompts a quiz can ask: one answer, no drawing or data of the student's own. */
function quizPrompts(lesson: Lesson): PlacedPrompt[] {
  const placed: PlacedPrompt[] = [];
  for (const section of lesson.handout?.sections ?? []) {
    const data = section.reference ? dataSet(section.reference) : undefined;
    section.prompts.forEach((prompt, i) => {
      const text = prompt.text.replace(/^Exit ticket:\s*(.)/i, (_, first: string) => first.toUpperCase());
      const space = prompt.response;
      if (PERSONAL.test(text.replace(/\bin your own words\b/i, ""))) return;
      // A line to fill in ("Round 1 partner:") records the day; it asks nothing.
      if (text.length < 30 || /:\s*$/.test(text)) return;
      if (space && (space.kind === "drawing" || space.kind === "frames" || space.kind === "graph")) return;
      if (space?.kind === "table" && typeof space.rows === "number" && space.rows > 3) return;
      // "What is the chance a child…" needs the prompt before it: "Two parents each carry one sickle cell allele".
      const before = section.prompts[i - 1]?.text.split(/(?<=[.!?])\s+/)[0];
      const context = before && !before.endsWith("?") && !IMPERATIVE.test(before) ? before : undefined;
      placed.push({ prompt, text, context, data });
    });
  }
  return placed;
}

function teacherKeyLink(unit: Unit, ref: ScopedLesson): string | undefined {
  const handout = lessonFiles(unit, ref).find(
    (m) => m.source.type === "handout" && m.source.variant === "standard" && m.audience === "student",
  );
  return handout ? link("teacher key", teacherKeyPath(handout.path)) : undefined;
}

/**
 * The `count` handout prompts the lesson plan best supports (each answered by different text), in the handout's
 * order, each keyed with what to look for and a link to the handout's teacher key.
 */
function handoutItems(unit: Unit, ref: ScopedLesson, count: number): QuizItem[] {
  const keyLink = teacherKeyLink(unit, ref);
  const ranked = quizPrompts(ref.lesson)
    .map((p, order) => {
      const answer = exemplar(unit, ref, p.prompt);
      const found = answer ? keyFromPlan(ref.lesson, p.text, answer) : [];
      // A table to fill in (a Punnett square) does not fit a quiz's lines as well as a question does.
      const table = p.prompt.response?.kind === "table" ? 1 : 0;
      return { p, order, found, score: found.length - table };
    })
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order);
  const chosen: typeof ranked = [];
  for (const c of ranked) if (chosen.length < count && !chosen.some((o) => o.found[0] === c.found[0])) chosen.push(c);
  return chosen
    .sort((a, b) => a.order - b.order)
    .map(({ p, found }) => ({
      kind: "handout",
      question: `**From the handout.** ${p.data ? `${DATA} ` : ""}${p.context ? `${md(p.context)} ` : ""}${md(p.text)}`,
      answer: `${lookFor(found, ref.lesson)}${keyLink ? ` Exemplar answers: the handout's ${keyLink} (for verified educators).` : ""}`,
      data: p.data,
      ref,
    }));
}

// Objectives that ask students to reason come first.
const EXPLAIN = /^(explain|describe|distinguish|compare|evaluate|justify|argue|predict|analy[sz]e)\b/i;

/** A constructed response from an objective, keyed by key understandings the quiz's other answers do not give. */
function objectiveItem(ref: ScopedLesson, others: QuizItem[]): QuizItem | undefined {
  const given = others.map((o) => o.answer).join(" ");
  const asked = others.map((o) => contentWords(o.question));
  const candidates = ref.lesson.objectives
    .map((objective, order) => {
      const words = contentWords(objective);
      const repeats = asked.some((q) => [...words].filter((w) => q.has(w)).length >= words.size / 2);
      const found = understandingsFor(ref.lesson, objective);
      const fresh = found.filter((u) => !given.includes(md(u))).length;
      return {
        objective,
        order,
        found,
        rank: (repeats ? 0 : 4) + (EXPLAIN.test(objective) ? 2 : 0) + Math.min(fresh, 1),
      };
    })
    .sort((a, b) => b.rank - a.rank || a.order - b.order);
  const best = candidates[0];
  if (!best) return undefined;
  return {
    kind: "objective",
    question: `**Short answer.** ${md(best.objective)} Answer in two or three sentences.`,
    answer: lookFor(best.found, ref.lesson),
    ref,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Putting a quiz together

/** A quiz on one lesson, easiest first: vocabulary, a blank, the lesson's data, its handout, an objective. */
export function lessonQuiz(unit: Unit, ref: ScopedLesson, spare: Term[] = []): QuizItem[] {
  const bank = wordBank(ref.lesson);
  const data = dataItems(ref);
  const handout = handoutItems(unit, ref, data.length > 1 ? 1 : 2);
  const objective = objectiveItem(ref, [...data, ...handout]);
  const later = [...data, ...handout, ...(objective ? [objective] : [])];
  // Two vocabulary questions (a term from its meaning, a meaning from its term); more while the quiz is short of six.
  const order = [0, Math.floor(bank.length / 2), bank.length - 1, 1, Math.floor(bank.length / 2) + 1];
  const picks = [...new Set(order.filter((i) => i >= 0 && i < bank.length))];
  // The blank hides a term the first vocabulary questions do not already show as their subject.
  const avoid = new Set(picks.slice(0, 2).map((i) => bareTerm(bank[i]!.term).toLowerCase()));
  const blank = blankItem(unit, ref, avoid);
  const vocabulary: QuizItem[] = [];
  for (const [n, i] of picks.entries()) {
    const room = 6 - vocabulary.length - later.length - (blank ? 1 : 0);
    if (n >= 2 && room <= 0) break;
    if (n >= 2 && blank && sameText(bareTerm(bank[i]!.term), plain(blank.answer))) continue;
    const item = vocabularyItem(ref, bank, spare, i, n % 2 ? "meaning" : "term");
    if (item) vocabulary.push(item);
  }
  return [...vocabulary, ...(blank ? [blank] : []), ...later].slice(0, QUIZ_LENGTH);
}

/** Lessons spread evenly over the scope, so a quiz on a phase or unit samples all of it. */
export function spread<T>(lessons: T[], count: number): T[] {
  if (lessons.length <= count) return lessons;
  return Array.from({ length: count }, (_, i) => lessons[Math.floor((i * lessons.length) / count)]!);
}

/**
 * A quiz across a phase or unit: up to four lessons spread over it, two questions each (a vocabulary question, then
 * in turn a data, handout, short-answer or fill-in-the-blank question), each citing its lesson.
 */
export function scopeQuiz(unit: Unit, scope: TaskScope): { items: QuizItem[]; lessons: number } {
  const lessons = spread(scope.lessons, QUIZ_LENGTH / 2);
  const items: QuizItem[] = [];
  const used = new Set<string>();
  lessons.forEach((ref, i) => {
    const bank = wordBank(ref.lesson);
    const spare = lessons.filter((l) => l !== ref).flatMap((l) => wordBank(l.lesson));
    const vocabulary = [0, 1, 2, 3]
      .filter((n) => n < bank.length)
      .map((n) => vocabularyItem(ref, bank, spare, (i + n) % bank.length, i % 2 ? "meaning" : "term"))
      .find((v) => v && !used.has(v.answer.toLowerCase()));
    if (vocabulary) {
      used.add(vocabulary.answer.toLowerCase());
      items.push(vocabulary);
    }
    const kinds = [
      () => dataItems(ref)[0],
      () => handoutItems(unit, ref, 1)[0],
      () => objectiveItem(ref, []),
      () => blankItem(unit, ref, new Set(used)),
    ];
    const order = [...kinds.slice(1 + (i % 3)), ...kinds.slice(1, 1 + (i % 3))];
    const second = [kinds[0]!, ...order].map((make) => make()).find((item) => item !== undefined);
    if (second) items.push(second);
  });
  return { items: items.slice(0, QUIZ_LENGTH), lessons: lessons.length };
}

/** The questions (with their data, given in full where first used) and the answer key, in the guide's Markdown. */
export function renderQuiz(items: QuizItem[], cite: (ref: ScopedLesson) => string): { questions: string; key: string } {
  const shownAt = new Map<string, number>();
  const questions = items.map((item, i) => {
    let question = item.question;
    if (item.data) {
      const at = shownAt.get(item.data.caption);
      question = question.replace(DATA, at ? `_(Use the data in question ${at}.)_` : item.data.line);
      if (!at) shownAt.set(item.data.caption, i + 1);
    }
    const options = (item.options ?? []).map((o, n) => `\n   - ${LETTERS[n]}. ${o}`).join("");
    return `${i + 1}. ${question}${cite(item.ref)}${options}`;
  });
  const key = items.map((item, i) => {
    if (!item.options) return `${i + 1}. ${item.answer}`;
    const letter = LETTERS[item.options.indexOf(item.answer)];
    return `${i + 1}. **${letter}.** ${item.answer}${item.because ? ` (${item.because})` : ""}`;
  });
  return { questions: questions.join("\n"), key: key.join("\n") };
}

const KEY_NOTE =
  "_Handout questions are keyed from the lesson plan; the exemplar answers are in the handouts' teacher keys, which only verified educators can open._";

/** The quiz a teacher asked for, on one lesson or across a phase or unit. */
export function composeQuiz(unit: Unit, scope: TaskScope): string {
  const title = `### Checks for understanding: ${link(scope.name, scope.url)}`;
  if (!scope.lessons.length)
    return `${title}\nThe curriculum data has no lessons for ${md(scope.name)} to write questions from.`;
  const single = scope.kind === "lesson" ? scope.lessons[0] : undefined;
  const source = (ref: ScopedLesson) =>
    ` _(${link(lessonName(ref.lesson, ref.phase), lessonUrl(unit, ref.lesson, ref.phase))})_`;
  if (single) {
    const others = allLessons(unit).filter((l) => l.lesson !== single.lesson);
    const items = lessonQuiz(
      unit,
      single,
      others.flatMap((l) => wordBank(l.lesson)),
    );
    const { questions, key } = renderQuiz(items, () => "");
    return [
      title,
      `A ${items.length}-question quiz on ${md(scope.name)}, from its word bank, handout and objectives:`,
      questions,
      `#### Answer key\n${key}`,
      KEY_NOTE,
    ].join("\n\n");
  }
  const { items, lessons } = scopeQuiz(unit, scope);
  const { questions, key } = renderQuiz(items, source);
  return [
    title,
    `A short quiz on ${md(scope.name)}: ${items.length} questions drawn from ${lessons} of its ${scope.lessons.length} lessons, from their word banks, handouts and objectives:`,
    questions,
    `#### Answer key\n${key}`,
    KEY_NOTE,
  ].join("\n\n");
}
