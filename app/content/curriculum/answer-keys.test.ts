import { describe, expect, it } from "vitest";
import { answerKeys } from "./answer-keys.ts";
import {
  allHandoutMaterials,
  allMaterials,
  answerKeyFor,
  answerKeyProblems,
  contentProblems,
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

/** Every lesson with a handout, with where its key is found. */
const handoutLessons = units.flatMap((u) => [
  ...u.lessons.filter((l) => l.handout).map((lesson) => ({ unit: u.number, phase: undefined, lesson })),
  ...u.phases.flatMap((p) =>
    p.lessons.filter((l) => l.handout).map((lesson) => ({ unit: u.number, phase: p.number, lesson })),
  ),
]);

const keyText = (k: PromptKey) => ("answer" in k ? k.answer : k.notes);
const keys = (): HandoutKey[] => structuredClone(handoutKeys());
const keyOf = (list: HandoutKey[], u: number, phase: number | undefined, lesson: number) => {
  const found = answerKeyFor(u, phase, lesson, list);
  if (!found) throw new Error(`no key to unit ${u} lesson ${lesson}`);
  return found;
};

describe("the answer keys", () => {
  it("are valid against the schema, one per handout", () => {
    expect(handoutKeys().length).toBe(answerKeys.length);
    expect(handoutKeys().length).toBe(handoutLessons.length);
    for (const input of answerKeys) expect(parseHandoutKey(input)).toEqual(input);
  });

  it("key every prompt of every handout, section by section, and nothing else", () => {
    let prompts = 0;
    for (const { unit: u, phase, lesson } of handoutLessons) {
      const handout = lesson.handout!;
      const key = answerKeyFor(u, phase, lesson.number);
      expect(key, `unit ${u} phase ${phase} lesson ${lesson.number}`).toBeDefined();
      expect(key!.sections.map((s) => s.heading)).toEqual(handout.sections.map((s) => s.heading));
      expect(key!.sections.map((s) => s.prompts.length)).toEqual(handout.sections.map((s) => s.prompts.length));
      prompts += handout.sections.reduce((n, s) => n + s.prompts.length, 0);
    }
    expect(handoutKeys().flatMap((k) => k.sections.flatMap((s) => s.prompts))).toHaveLength(prompts);
    expect(answerKeyProblems()).toEqual([]);
    expect(contentProblems()).toEqual([]);
  });

  it("stay out of the student-facing content: no key's text is in any unit", () => {
    const content = JSON.stringify(units);
    for (const key of handoutKeys())
      for (const section of key.sections)
        for (const prompt of section.prompts) expect(content).not.toContain(keyText(prompt).slice(0, 80));
  });
});

describe("contentProblems: answer keys", () => {
  it("reports a prompt without a key, naming the handout, section and prompt", () => {
    const list = keys();
    const key = keyOf(list, 2, 1, 3);
    key.sections[1]!.prompts.pop();
    const problems = contentProblems(units, list);
    expect(problems).toEqual([
      'handout of unit 2 phase 1 lesson 3 (Day 3) section 2 prompt 2 has no answer key: "Explain why inflammation causes redness and warmth."',
    ]);
  });

  it("reports every prompt of a handout that has no key at all", () => {
    const list = keys().filter((k) => !(k.unit === 6 && k.lesson === 5));
    const problems = contentProblems(units, list);
    const lesson = unit(6).lessons.find((l) => l.number === 5)!;
    const count = lesson.handout!.sections.reduce((n, s) => n + s.prompts.length, 0);
    expect(problems).toHaveLength(count);
    expect(problems.every((p) => p.startsWith("handout of unit 6 lesson 5 (Lesson 5) section "))).toBe(true);
  });

  it("reports a key to a prompt, a section or a handout that does not exist", () => {
    const list = keys();
    const key = keyOf(list, 1, undefined, 2);
    key.sections[0]!.prompts.push({ answer: "An answer to a prompt the handout does not ask." });
    key.sections.push({ heading: "Extend", prompts: [{ notes: "Notes for a section that is not there." }] });
    list.push({ ...structuredClone(key), lesson: 99 });
    list.push({ ...structuredClone(key), lesson: 1 }); // Unit 1 Lesson 1 has no handout.
    list.push({ ...structuredClone(key), unit: 2, phase: 9 });
    expect(contentProblems(units, list)).toEqual([
      "answer key to unit 1 lesson 2 section 1: keys prompt 4, but the section has 3",
      'answer key to unit 1 lesson 2 section 4 ("Extend"): the handout has no section 4',
      "answer key to unit 1 lesson 99: there is no such handout",
      "answer key to unit 1 lesson 1: there is no such handout",
      "answer key to unit 2 phase 9 lesson 2: there is no such handout",
    ]);
  });

  it("reports a section keyed under another heading, and its prompts as unkeyed", () => {
    const list = keys();
    keyOf(list, 5, 1, 3).sections[2]!.heading = "Type 1 versus Type 2";
    expect(contentProblems(units, list)).toEqual([
      'answer key to unit 5 phase 1 lesson 3 section 3: keys "Type 1 versus Type 2", but the handout\'s section is "Type 1 and Type 2"',
      expect.stringMatching(/^handout of unit 5 phase 1 lesson 3 \(Lesson 3\) section 3 prompt 1 has no answer key/),
    ]);
  });

  it("reports two keys to one handout, and characters the documents cannot show", () => {
    const list = keys();
    const copy = structuredClone(keyOf(list, 4, 1, 2));
    copy.sections[0]!.prompts[1] = { answer: "Dendrites \u2192 cell body \u2192 axon." };
    list.push(copy);
    expect(answerKeyProblems(units, list)).toEqual(
      expect.arrayContaining([
        "answer keys: 2 keys to unit 4 phase 1 lesson 2",
        "answer key to unit 4 phase 1 lesson 2: characters the documents cannot show: \u2192",
      ]),
    );
  });

  it("looks only at keys to the units it is given", () => {
    expect(contentProblems([unit(1)])).toEqual([]);
    const broken = structuredClone(unit(1));
    const lesson = broken.lessons.find((l) => l.number === 2) as Lesson;
    lesson.handout!.sections[0]!.prompts.push("A new question the key does not answer yet.");
    expect(contentProblems([broken])).toEqual([
      'handout of unit 1 lesson 2 (Lesson 2) section 1 prompt 4 has no answer key: "A new question the key does not answer yet."',
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
