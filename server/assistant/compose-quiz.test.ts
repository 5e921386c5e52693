import { describe, expect, it } from "vitest";
import { getUnit, handoutKeys, units } from "#app/content/curriculum/index.ts";
import type { Lesson, Unit } from "#app/content/curriculum/schema.ts";
import { keySnippets } from "#server/materials/generate.ts";
import { composeOfflineAnswer } from "./offline-guide.ts";
import { allLessons } from "./offline-index.ts";
import { scopeToPhase } from "./scope.ts";

/** A quiz as a teacher reads it: each numbered question with its options, and each numbered line of the key. */
interface ParsedQuiz {
  questions: { text: string; options: string[] }[];
  key: string[];
}

const plain = (text: string) => text.replace(/\\(.)/g, "$1");

function parse(answer: string): ParsedQuiz {
  const [questionsPart = "", keyPart = ""] = answer.split("#### Answer key");
  const questions: ParsedQuiz["questions"] = [];
  for (const line of questionsPart.split("\n")) {
    const question = /^\d+\. (.*)$/.exec(line);
    if (question) questions.push({ text: question[1]!, options: [] });
    const option = /^ {3}- ([A-H])\. (.*)$/.exec(line);
    if (option) questions.at(-1)!.options.push(option[2]!);
  }
  return { questions, key: [...keyPart.matchAll(/^\d+\. (.*)$/gm)].map((m) => m[1]!) };
}

const quizFor = (unit: number, phase: number | undefined, lesson: number) =>
  composeOfflineAnswer(scopeToPhase(getUnit(unit)!, phase)!, `write a short quiz with answers for lesson ${lesson}`);

function lessonOf(unit: Unit, phase: number | undefined, number: number): Lesson {
  return allLessons(unit).find((l) => l.phase?.number === phase && l.lesson.number === number)!.lesson;
}

/** The words a blank may hide: the lesson's word-bank terms, its title, the unit's key topics and concepts. */
function keyTerms(unit: Unit, lesson: Lesson): string {
  return [
    ...(lesson.handout?.wordBank ?? []).map((w) => w.term),
    lesson.title,
    ...unit.keyTopics,
    ...unit.coreConcepts.map((c) => c.title),
  ]
    .join(". ")
    .toLowerCase();
}

/** Every rule a quiz keeps, checked on one answer; returns what it breaks. */
function problems(unit: Unit, lesson: Lesson, answer: string): string[] {
  const found: string[] = [];
  const { questions, key } = parse(answer);
  if (key.length !== questions.length) found.push(`${key.length} answers for ${questions.length} questions`);
  questions.forEach((q, i) => {
    const keyed = key[i] ?? "";
    if (q.options.length) {
      // The key names one option by letter and gives its text; the distractors all differ from it.
      const letter = /^\*\*([A-H])\.\*\* /.exec(keyed)?.[1];
      const chosen = letter ? q.options["ABCDEFGH".indexOf(letter)] : undefined;
      const given = `**${letter}.** ${chosen}`;
      if (!chosen || (keyed !== given && !keyed.startsWith(`${given} (`)))
        found.push(`question ${i + 1}: key "${keyed}" is not one of its options`);
      const lower = q.options.map((o) => o.toLowerCase());
      if (new Set(lower).size !== lower.length) found.push(`question ${i + 1}: two options are the same`);
      if (q.options.length < 3) found.push(`question ${i + 1}: ${q.options.length} options`);
    }
    const blank = /^Fill in the blank: "(.*)"$/.exec(q.text)?.[1];
    if (blank) {
      const word = plain(keyed);
      if (!lesson.keyUnderstandings.includes(plain(blank).replace("_____", word)))
        found.push(`question ${i + 1}: the key does not complete the sentence`);
      const forms = [word, word.replace(/s$/, ""), word.replace(/es$/, "")].map((w) => w.toLowerCase());
      if (!forms.some((w) => keyTerms(unit, lesson).includes(w)))
        found.push(`question ${i + 1}: blank "${word}" is no key term`);
    }
  });
  return found;
}

describe("composeQuiz on one lesson", () => {
  const cases = [
    { name: "Unit 3 Day 4", unit: 3, phase: 1, lesson: 4 },
    { name: "Unit 5 Lesson 7", unit: 5, phase: 2, lesson: 7 },
    { name: "Unit 1 Lesson 3", unit: 1, phase: undefined, lesson: 3 },
  ];

  it.each(cases)("$name: five to eight items, with its handout, keyed item by item", ({ unit, phase, lesson }) => {
    const answer = quizFor(unit, phase, lesson);
    const own = lessonOf(getUnit(unit)!, phase, lesson);
    const { questions, key } = parse(answer);
    expect(questions.length).toBeGreaterThanOrEqual(5);
    expect(questions.length).toBeLessThanOrEqual(8);
    expect(key).toHaveLength(questions.length);
    // At least one question is one of the handout's own prompts, as written there.
    const prompts = (own.handout?.sections ?? []).flatMap((s) =>
      s.prompts.map((p) => p.text.replace(/^Exit ticket:\s*/i, "")),
    );
    const fromHandout = questions.filter((q) => q.text.startsWith("**From the handout.**"));
    expect(fromHandout.length).toBeGreaterThanOrEqual(1);
    for (const q of fromHandout)
      expect(prompts.some((p) => plain(q.text).toLowerCase().includes(p.toLowerCase()))).toBe(true);
    // Vocabulary from the word bank, a constructed response from an objective.
    // Vocabulary from the word bank; distractors are the lesson's (or the unit's) other terms.
    const bank = allLessons(getUnit(unit)!).flatMap((l) => l.lesson.handout?.wordBank ?? []);
    const vocabulary = questions.filter((q) => q.text.startsWith("**Vocabulary.**"));
    expect(vocabulary.length).toBeGreaterThanOrEqual(2);
    for (const q of vocabulary)
      for (const o of q.options) expect(bank.some((w) => [w.term, w.meaning].includes(plain(o)))).toBe(true);
    const objective = questions.find((q) => q.text.startsWith("**Short answer.**"));
    expect(own.objectives.some((o) => plain(objective!.text).includes(o))).toBe(true);
    expect(problems(getUnit(unit)!, own, answer)).toEqual([]);
    // Same question, same quiz.
    expect(quizFor(unit, phase, lesson)).toBe(answer);
  });

  it("Unit 3 Day 4 works from the yeast and reindeer data, with the answers worked out", () => {
    const answer = plain(quizFor(3, 1, 4));
    const { questions, key } = parse(answer);
    const rise = questions.findIndex((q) => q.text.includes("rise the most"));
    expect(questions[rise]!.text).toContain("7: 257.3; 8: 350.7");
    expect(key[rise]).toMatch(/^\*\*[A-D]\.\*\* Hour 7 to 8 \(257\.3 to 350\.7, a rise of 93\.4\)$/);
    const fall = questions.findIndex((q) => q.text.includes("By what percentage did the reindeer fall"));
    expect(questions[fall]!.text).toContain("1963: about 6,000; 1966: 42");
    expect(key[fall]).toBe("(6,000 − 42) ÷ 6,000 × 100 ≈ 99.3 % fall.");
  });

  it("Unit 5 Lesson 7 asks the Punnett-square odds with the parents' genotype, keyed 1 in 4, 1 in 2, 1 in 4", () => {
    const answer = plain(quizFor(5, 2, 7));
    const { questions, key } = parse(answer);
    const odds = questions.findIndex((q) => q.text.includes("What is the chance a child has sickle cell disease?"));
    expect(questions[odds]!.text).toContain("Two parents each carry one sickle cell allele (genotype AS).");
    expect(key[odds]).toContain("1 in 4 with sickle cell disease, 1 in 2 carriers, 1 in 4 without the allele");
  });

  it("keeps every rule on every lesson of every unit, and never quotes a teacher key (issue 30)", () => {
    const snippets = keySnippets(handoutKeys());
    let quizzes = 0;
    for (const unit of units)
      for (const { lesson, phase } of allLessons(unit)) {
        const answer = quizFor(unit.number, phase?.number, lesson.number);
        const label = `Unit ${unit.number} ${phase ? `phase ${phase.number} ` : ""}lesson ${lesson.number}`;
        expect(problems(unit, lesson, answer), label).toEqual([]);
        expect(parse(answer).questions.length, label).toBeGreaterThanOrEqual(5);
        const quoted = snippets.find((s) => answer.includes(s));
        expect(quoted, `${label} quotes a key: ${quoted}`).toBeUndefined();
        // Fits the panel: no table wider than two columns.
        for (const line of answer.split("\n").filter((l) => l.startsWith("|")))
          expect(line.split(/(?<!\\)\|/).length - 2, label).toBeLessThanOrEqual(2);
        quizzes++;
      }
    expect(quizzes).toBeGreaterThan(100);
  });
});

describe("handout questions keyed from what the lesson plan states (QA: keys described the classroom activity)", () => {
  /** The key of each handout question of a quiz, with its question. */
  const handoutKeys = (answer: string) => {
    const { questions, key } = parse(answer);
    return questions.flatMap((q, i) =>
      q.text.startsWith("**From the handout.**") ? [{ q: q.text, key: key[i]! }] : [],
    );
  };
  // What a class does, as an activity tells it: "Groups screen 1,000 people", "Half the class plays carbon atoms".
  const classroom = /(?:^|\. )(?:Look for: )?(?:Groups|Students|Pairs|Teams|Half the class|Each group|They) /;

  it("asks no handout question whose answer the lesson plan does not give", () => {
    expect(plain(quizFor(1, undefined, 3))).not.toContain("into an apple");
    expect(plain(quizFor(6, undefined, 5))).not.toContain("How many have cancer?");
  });

  it("keys a handout question with the science that answers it", () => {
    const domino = handoutKeys(quizFor(4, 1, 2)).find((h) => h.q.includes("too gentle"))!;
    expect(domino.key).toContain("A push too gentle to topple the first domino models a stimulus below threshold.");
    expect(domino.key).not.toContain("Groups set up a domino line");
    const screening = handoutKeys(quizFor(6, undefined, 5)).find((h) => h.q.includes("true positives"));
    expect(screening?.key).toContain("9 true positives, 1 false negative");
    const nodules = handoutKeys(quizFor(1, undefined, 3)).find((h) => h.q.includes("Rhizobium"))!;
    expect(nodules.key).toContain("fixing nitrogen for the plant in exchange for sugars");
  });

  it("never keys a handout question with what the class does, in any lesson", () => {
    for (const unit of units)
      for (const { lesson, phase } of allLessons(unit))
        for (const { q, key } of handoutKeys(quizFor(unit.number, phase?.number, lesson.number)))
          expect(plain(key), `Unit ${unit.number} ${lesson.label ?? lesson.number}: ${q}`).not.toMatch(classroom);
  });
});
