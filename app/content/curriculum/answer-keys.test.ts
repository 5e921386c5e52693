import { describe, expect, it } from "vitest";
import { answerKeys } from "./answer-keys.ts";
import {
  allHandoutMaterials,
  allMaterials,
  answerKeyFor,
  answerKeyProblems,
  contentProblems,
  everyLesson,
  getUnit,
  handoutKeys,
  parseHandoutKey,
  teacherKeyLinks,
  teacherKeyPath,
  units,
} from "./index.ts";
import { type HandoutKey, type Lesson, materialPathSchema, type PromptKey, type Unit } from "./schema.ts";

const unit = (n: number): Unit => {
  const found = getUnit(n);
  if (!found) throw new Error(`unit ${n} is missing`);
  return found;
};

/** Every lesson with a handout (project-work days too, decision 0036), with where its key is found. */
const handoutLessons = units.flatMap((u) =>
  everyLesson(u)
    .filter(({ lesson }) => lesson.handout)
    .map(({ lesson, phase }) => ({ unit: u.number, phase: phase?.number, lesson })),
);

const keyText = (k: PromptKey) => ("answer" in k ? k.answer : k.notes);
const keys = (): HandoutKey[] => structuredClone(handoutKeys());
const keyOf = (list: HandoutKey[], u: number, phase: number | undefined, lesson: number) => {
  const found = answerKeyFor(u, phase, lesson, list);
  if (!found) throw new Error(`no key to unit ${u} lesson ${lesson}`);
  return found;
};
const idsOf = (lesson: Lesson) => lesson.handout!.sections.flatMap((s) => s.prompts.map((p) => p.id));
/** A copy of Unit 1 to break, and its Lesson 2 (whose handout's prompts are u1-l2-q1 to u1-l2-q7). */
const unit1Copy = () => {
  const copy = structuredClone(unit(1));
  return { copy, lesson2: copy.lessons.find((l) => l.number === 2) as Lesson };
};

describe("the answer keys", () => {
  it("are valid against the schema, one per handout", () => {
    expect(handoutKeys().length).toBe(answerKeys.length);
    expect(handoutKeys().length).toBe(handoutLessons.length);
    for (const input of answerKeys) expect(parseHandoutKey(input)).toEqual(input);
  });

  it("name every prompt of every handout by its id, once, and nothing else", () => {
    let prompts = 0;
    for (const { unit: u, phase, lesson } of handoutLessons) {
      const key = answerKeyFor(u, phase, lesson.number);
      expect(key, `unit ${u} phase ${phase} lesson ${lesson.number}`).toBeDefined();
      expect(key!.keys.map((k) => k.prompt).sort()).toEqual(idsOf(lesson).sort());
      prompts += idsOf(lesson).length;
    }
    expect(handoutKeys().flatMap((k) => k.keys)).toHaveLength(prompts);
    expect(answerKeyProblems()).toEqual([]);
    expect(contentProblems()).toEqual([]);
  });

  it("pair with prompts whose ids are unique across the curriculum", () => {
    const ids = handoutLessons.flatMap(({ lesson }) => idsOf(lesson));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("stay out of the student-facing content: no key's text is in any unit", () => {
    const content = JSON.stringify(units);
    for (const key of handoutKeys())
      for (const prompt of key.keys) expect(content).not.toContain(keyText(prompt).slice(0, 80));
  });
});

describe("contentProblems: answer keys, matched by prompt id", () => {
  it("a prompt inserted before the others is the only one reported until it has a key; with one, all pair up", () => {
    const { copy, lesson2 } = unit1Copy();
    lesson2.handout!.sections[0]!.prompts.unshift({ id: "u1-l2-q8", text: "Which sample feels warmer to the touch?" });
    expect(contentProblems([copy])).toEqual([
      'answer-keys.ts: no key to prompt u1-l2-q8 of the handout of unit 1 lesson 2 (Lesson 2): "Which sample feels warmer to the touch?"',
    ]);
    const list = keys();
    keyOf(list, 1, undefined, 2).keys.push({ prompt: "u1-l2-q8", notes: "Look for a comparison of both samples." });
    expect(contentProblems([copy], list)).toEqual([]);
  });

  it("keys listed in any order pair with the same prompts", () => {
    const list = keys();
    keyOf(list, 4, 1, 2).keys.reverse();
    expect(contentProblems(units, list)).toEqual([]);
  });

  it("reports a prompt without a key, naming the file, the handout and the prompt's id", () => {
    const list = keys();
    const key = keyOf(list, 2, 1, 3);
    key.keys = key.keys.filter((k) => k.prompt !== "u2-d3-q4");
    expect(contentProblems(units, list)).toEqual([
      'answer-keys.ts: no key to prompt u2-d3-q4 of the handout of unit 2 phase 1 lesson 3 (Day 3): "Explain why inflammation causes redness and warmth."',
    ]);
  });

  it("reports every prompt of a handout that has no key at all", () => {
    const list = keys().filter((k) => !(k.unit === 6 && k.lesson === 5));
    const problems = contentProblems(units, list);
    const lesson = unit(6).lessons.find((l) => l.number === 5)!;
    expect(problems).toEqual(
      idsOf(lesson).map((id) =>
        expect.stringMatching(
          new RegExp(`^answer-keys\\.ts: no key to prompt ${id} of the handout of unit 6 lesson 5 \\(Lesson 5\\): "`),
        ),
      ),
    );
  });

  it("reports a key naming a prompt its handout does not have, and a key to a handout that does not exist", () => {
    const list = keys();
    const key = keyOf(list, 1, undefined, 2);
    key.keys.push({ prompt: "u1-l2-q9", answer: "An answer to a prompt the handout does not ask." });
    key.keys.push({ prompt: "u1-l4-q1", notes: "A key filed under another lesson's handout." });
    list.push({ unit: 1, lesson: 99, keys: [{ prompt: "u1-l99-q1", answer: "A key to a lesson that is not there." }] });
    // A course whose Unit 1 Lesson 1 has no handout (nor its files), and a key to it all the same.
    const course = units.map((u) => {
      if (u.number !== 1) return u;
      const copy = structuredClone(u);
      delete copy.lessons.find((l) => l.number === 1)!.handout;
      copy.unlistedMaterials = copy.unlistedMaterials.filter(
        (m) => !(m.source.type === "handout" && m.source.lesson === 1),
      );
      return copy;
    });
    const withoutLesson1 = list.filter((k) => !(k.unit === 1 && k.lesson === 1));
    list.length = 0;
    list.push(...withoutLesson1);
    list.push({ unit: 1, lesson: 1, keys: [{ prompt: "u1-l1-q1", answer: "Unit 1 Lesson 1 has no handout." }] });
    list.push({ unit: 2, phase: 9, lesson: 2, keys: [{ prompt: "u2-d2-q1", answer: "Unit 2 has no phase 9." }] });
    expect(contentProblems(course, list)).toEqual([
      "answer-keys.ts: the key to unit 1 lesson 99 names no handout (prompts u1-l99-q1)",
      "answer-keys.ts: the key to unit 1 lesson 1 names no handout (prompts u1-l1-q1)",
      "answer-keys.ts: the key to unit 2 phase 9 lesson 2 names no handout (prompts u2-d2-q1)",
      "answer-keys.ts: the key to unit 1 lesson 2 (Lesson 2) names prompt u1-l2-q9, which the handout does not have",
      "answer-keys.ts: the key to unit 1 lesson 2 (Lesson 2) names prompt u1-l4-q1, which the handout does not have",
    ]);
  });

  it("reports a prompt keyed twice", () => {
    const list = keys();
    keyOf(list, 1, undefined, 2).keys.push({ prompt: "u1-l2-q3", answer: "A second answer to the same prompt." });
    expect(contentProblems(units, list)).toEqual([
      "answer-keys.ts: the key to unit 1 lesson 2 (Lesson 2) names prompt u1-l2-q3 more than once",
    ]);
  });

  it("reports an id given to two prompts of one handout, or of two handouts", () => {
    const { copy, lesson2 } = unit1Copy();
    lesson2.handout!.sections[1]!.prompts[0]!.id = "u1-l2-q1";
    const lesson4 = copy.lessons.find((l) => l.number === 4)!;
    lesson4.handout!.sections[0]!.prompts[0]!.id = "u1-l2-q2";
    expect(contentProblems([copy])).toEqual([
      "prompt id u1-l2-q2 is given to prompts of 2 handouts: unit 1 lesson 2 (Lesson 2), unit 1 lesson 4 (Lesson 4)",
      "the handout of unit 1 lesson 2 (Lesson 2) gives the id u1-l2-q1 to more than one prompt",
      "answer-keys.ts: the key to unit 1 lesson 2 (Lesson 2) names prompt u1-l2-q4, which the handout does not have",
      'answer-keys.ts: no key to prompt u1-l2-q2 of the handout of unit 1 lesson 4 (Lesson 4): "What question is your team testing?"',
      "answer-keys.ts: the key to unit 1 lesson 4 (Lesson 4) names prompt u1-l4-q1, which the handout does not have",
    ]);
  });

  it("reports an id that is not lower-case words and digits joined by dashes", () => {
    const input = structuredClone(answerKeys[0]!);
    input.keys[0] = { prompt: "U1 L2 Q1", notes: "An id with spaces and capitals." };
    expect(() => parseHandoutKey(input)).toThrow(/answer key to unit 1 lesson 2 is invalid[\s\S]*prompt id/);
  });

  it("reports two keys to one handout, and characters the documents cannot show", () => {
    const list = keys();
    const copy = structuredClone(keyOf(list, 4, 1, 2));
    copy.keys[1] = { prompt: copy.keys[1]!.prompt, answer: "Dendrites \u2192 cell body \u2192 axon." };
    list.push(copy);
    expect(answerKeyProblems(units, list)).toEqual(
      expect.arrayContaining([
        "answer-keys.ts: 2 keys to unit 4 phase 1 lesson 2",
        "answer-keys.ts: the key to unit 4 phase 1 lesson 2 has characters the documents cannot show: \u2192",
      ]),
    );
  });

  it("looks only at keys to the units it is given", () => {
    expect(contentProblems([unit(1)])).toEqual([]);
    const { copy, lesson2 } = unit1Copy();
    lesson2.handout!.sections[0]!.prompts.push({
      id: "u1-l2-new",
      text: "A new question the key does not answer yet.",
    });
    expect(contentProblems([copy])).toEqual([
      'answer-keys.ts: no key to prompt u1-l2-new of the handout of unit 1 lesson 2 (Lesson 2): "A new question the key does not answer yet."',
    ]);
  });

  it("reports a handout whose teacher key's file name is taken by another material", () => {
    const broken = structuredClone(unit(6));
    const handout = broken.materials.find((m) => m.source.type === "handout")!;
    broken.materials.push({ ...handout, path: teacherKeyPath(handout.path), kind: "overview" });
    expect(contentProblems([broken])).toEqual(
      expect.arrayContaining([expect.stringContaining(`its teacher key's path ${teacherKeyPath(handout.path)}`)]),
    );
  });
});

describe("teacher key files", () => {
  it("are named after the student file, with _Teacher_Key before the extension", () => {
    expect(teacherKeyPath("/materials/unit4/phase1/Day_1_Handout_Supported.pdf")).toBe(
      "/materials/unit4/phase1/Day_1_Handout_Supported_Teacher_Key.pdf",
    );
    expect(teacherKeyPath("/materials/unit6/Lesson_8_Advocacy_Planner_Handout.docx")).toBe(
      "/materials/unit6/Lesson_8_Advocacy_Planner_Handout_Teacher_Key.docx",
    );
  });

  it("one per handout file, each a valid material path that no material already has", () => {
    const handouts = allHandoutMaterials();
    const paths = new Set(allMaterials().map((p) => p.material.path));
    expect(handouts.length).toBe(
      new Set(allMaterials().flatMap((p) => (p.material.source.type === "handout" ? [p.material.path] : []))).size,
    );
    for (const { material } of handouts) {
      const key = teacherKeyPath(material.path);
      expect(materialPathSchema.safeParse(key).success, key).toBe(true);
      expect(paths.has(key), key).toBe(false);
    }
  });

  it("are linked from each unit and phase for its own handouts, in their order, and for nothing else", () => {
    for (const u of units) {
      for (const materials of [u.materials, ...u.phases.map((p) => p.materials)]) {
        const links = teacherKeyLinks(materials);
        const handouts = materials.filter((m) => m.source.type === "handout");
        expect(links.map((l) => l.path)).toEqual(handouts.map((m) => teacherKeyPath(m.path)));
        expect(links.map((l) => l.format)).toEqual(handouts.map((m) => m.format));
        for (const [i, link] of links.entries()) expect(link.title).toBe(`${handouts[i]!.title} (Teacher key)`);
      }
    }
    expect(teacherKeyLinks(unit(1).materials.filter((m) => m.source.type !== "handout"))).toEqual([]);
  });
});
