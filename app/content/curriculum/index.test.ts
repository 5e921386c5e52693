import { describe, expect, it } from "vitest";
import {
  allMaterials,
  answerSpaceProblems,
  contentProblems,
  curriculumPaths,
  dayCoverageProblems,
  findLesson,
  getPhase,
  getUnit,
  parseHandoutKey,
  parsePageNumber,
  parseUnit,
  parseUnits,
  rangeDays,
  textPlan,
  undecidedLabWork,
  units,
} from "./index.ts";
import { type NgssCode, ngssExpectations } from "./ngss.ts";
import type { Lesson, Prompt, Unit } from "./schema.ts";
import { unit1 } from "./unit1.ts";

type Handout = NonNullable<Lesson["handout"]>;

const unit = (n: number): Unit => {
  const found = getUnit(n);
  if (!found) throw new Error(`unit ${n} is missing`);
  return found;
};

const range = (unit: number, phases: number) =>
  Array.from({ length: phases }, (_, i) => `/unit/${unit}/phase/${i + 1}`);

describe("the curriculum content", () => {
  it("has its units numbered from 1 without gaps, each valid against the schema (defaults applied)", () => {
    expect(units.map((u) => u.number)).toEqual(units.map((_, i) => i + 1));
    for (const u of units) {
      expect(parseUnit(u)).toEqual(u);
      expect(Array.isArray(u.phases) && Array.isArray(u.materials) && Array.isArray(u.lessons)).toBe(true);
    }
  });

  it("has exactly the site's fixed unit and phase pages, each once", () => {
    const paths = curriculumPaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(
      [
        ...[1, 2, 3, 4, 5, 6].map((n) => `/unit/${n}`),
        ...range(2, 5),
        ...range(3, 6),
        ...range(4, 1),
        ...range(5, 5),
      ].sort(),
    );
  });

  it("has no broken cross-references: lesson files, material sources and the complete plan all resolve", () => {
    expect(contentProblems()).toEqual([]);
  });

  it("names every material once per file (a path listed twice is the same file)", () => {
    const byPath = new Map<string, string>();
    for (const { unit: u, material } of allMaterials()) {
      const key = `${u.number} ${material.format} ${JSON.stringify(material.source)}`;
      expect(byPath.get(material.path) ?? key, material.path).toBe(key);
      byPath.set(material.path, key);
    }
    expect(byPath.size).toBeGreaterThan(0);
  });

  it("links each phase to its lessons' plans where a lesson names a file", () => {
    for (const u of units) {
      for (const lesson of [...u.lessons, ...u.phases.flatMap((p) => p.lessons)]) {
        if (!lesson.file) continue;
        const material = allMaterials().find((m) => m.material.path === lesson.file)?.material;
        expect(material?.kind, `${lesson.file}`).toBe("lesson-plan");
      }
    }
  });
});

describe("look-ups", () => {
  it("parses page numbers strictly", () => {
    expect(parsePageNumber("3")).toBe(3);
    expect(parsePageNumber("12")).toBe(12);
    for (const bad of [undefined, "", "0", "03", "abc", "1.5", "-1", "2x", "1e3"]) {
      expect(parsePageNumber(bad), String(bad)).toBeUndefined();
    }
  });

  it("finds units and phases by number, and nothing for others", () => {
    expect(getUnit(7)).toBeUndefined();
    expect(getPhase(unit(2), 1)?.number).toBe(1);
    expect(getPhase(unit(2), 9)).toBeUndefined();
    expect(getPhase(unit(1), 1)).toBeUndefined();
  });

  it("finds a material's lesson in its phase, in a named phase, or in the unit", () => {
    for (const { unit: u, phase, material } of allMaterials()) {
      const source = material.source;
      if (source.type !== "lesson-plan" && source.type !== "handout") continue;
      const found = findLesson(u, phase, source);
      expect(found?.lesson.number, material.path).toBe(source.lesson);
      if (source.phase !== undefined) expect(found?.phase?.number).toBe(source.phase);
    }
    expect(findLesson(unit(2), undefined, { lesson: 1, phase: 9 })).toBeUndefined();
  });
});

describe("parseUnits", () => {
  const input = (number: number) => ({ ...structuredClone(unit1), number });

  it("puts the units in order and takes as many as are listed", () => {
    expect(parseUnits([input(2), input(1), input(3)]).map((u) => u.number)).toEqual([1, 2, 3]);
  });

  it("refuses a gap or a repeated number: a unit's number is its address and its place in the course", () => {
    expect(() => parseUnits([input(1), input(3)])).toThrow(
      "The units must be numbered 1 to 2, each once; they are 1, 3",
    );
    expect(() => parseUnits([input(1), input(1)])).toThrow(/they are 1, 1/);
    expect(() => parseUnits([input(0)])).toThrow(/Unit 0 content is invalid/);
  });
});

describe("parseHandoutKey", () => {
  const key = { unit: 1, lesson: 1, keys: [{ prompt: "u1-l1-q1", answer: "An exemplar answer." }] };

  it("takes a key to a unit of the course, and refuses one to a unit it does not have", () => {
    expect(parseHandoutKey(key).unit).toBe(1);
    expect(() => parseHandoutKey({ ...key, unit: units.length + 1 })).toThrow(
      `The answer key to unit ${units.length + 1} lesson 1 is for a unit the course does not have`,
    );
    expect(parseHandoutKey({ ...key, unit: 2 }, [unit(1), { ...unit(1), number: 2 }]).unit).toBe(2);
  });
});

describe("contentProblems", () => {
  it("reports a lesson file that is not a material, a source with no lesson and a duplicate phase", () => {
    const broken = structuredClone(unit(3));
    const phase = broken.phases[0]!;
    phase.lessons = [{ ...structuredClone(unit(1).lessons[0]!), file: "/materials/unit3/none.docx" }];
    phase.materials = [
      {
        title: "Ghost plan",
        subtitle: "Lesson plan",
        path: "/materials/unit3/phase1/ghost.docx",
        kind: "lesson-plan",
        format: "docx",
        audience: "student",
        source: { type: "lesson-plan", lesson: 99 },
      },
    ];
    broken.phases.push(structuredClone(phase));
    const problems = contentProblems([broken]);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining("file /materials/unit3/none.docx is not a material"),
        expect.stringContaining("/materials/unit3/phase1/ghost.docx (unit 3 phase 1): no lesson 99"),
        expect.stringContaining("unit 3 phases: duplicate numbers 1"),
      ]),
    );
  });

  it("reports a material outside its unit's folder", () => {
    const broken = structuredClone(unit(1));
    const [first] = broken.materials;
    if (!first) throw new Error("unit 1 has no materials");
    first.path = "/materials/unit2/wrong.docx";
    expect(contentProblems([broken])).toEqual(
      expect.arrayContaining([
        expect.stringContaining("/materials/unit2/wrong.docx (unit 1): not under its unit's folder"),
      ]),
    );
  });
});

describe("contentProblems: lab safety and unlisted plans", () => {
  it("reports lab work with no safety notes, and accepts it with them", () => {
    const lab = structuredClone(unit(6));
    const lesson = lab.lessons[2]!;
    lesson.lab = true;
    lesson.safety = [];
    expect(contentProblems([lab])).toEqual([
      `unit 6 ${lesson.label ?? `Lesson ${lesson.number}`}: lab work with no safety notes for the teacher to follow`,
    ]);
    lesson.safety = ["Goggles on from the first pour until the last cup is collected."];
    expect(contentProblems([lab])).toEqual([]);
  });

  it("reports an unlisted file that no lesson links, since no page would offer it", () => {
    const broken = structuredClone(unit(2));
    const phase = broken.phases[4]!;
    const day29 = phase.lessons.find((l) => l.number === 29)!;
    delete day29.file;
    expect(contentProblems([broken])).toEqual([
      `unit 2 phase 5: unlisted ${phase.unlistedMaterials[0]!.path} is no lesson's file`,
      "Unit 2 Phase 5 (Days 29-32): day 29 (Exhibition Preparation & Rehearsal) has no lesson plan",
    ]);
  });
});

describe("undecidedLabWork", () => {
  const withMaterials = (materials: string[], lab?: boolean): Unit => {
    const u = structuredClone(unit(6));
    u.lessons = [{ ...u.lessons[3]!, materials, lab }];
    return u;
  };

  it("asks about a lesson whose materials name lab equipment until it says lab: true or lab: false", () => {
    const materials = ["Compound microscopes and prepared slides", "Cell cycle reference card"];
    expect(undecidedLabWork([withMaterials(materials)])).toEqual([
      "Unit 6 Lesson 3: materials name microscope, prepared slide; is it lab work?",
    ]);
    expect(undecidedLabWork([withMaterials(materials, false)])).toEqual([]);
    expect(undecidedLabWork([withMaterials(materials, true)])).toEqual([]);
    expect(undecidedLabWork([withMaterials(["Printed graphs", "Calculators"])])).toEqual([]);
  });
});

describe("day coverage", () => {
  const base = unit(4);
  const planned = (number: number, extra: Partial<Lesson> = {}): Lesson => ({
    ...structuredClone(base.phases[0]!.lessons[0]!),
    number,
    label: `Day ${number}`,
    title: `Day ${number} title`,
    file: `/materials/unit4/phase1/Day_${number}.docx`,
    ...extra,
  });
  const unplanned = (number: number): Lesson => {
    const { file: _, ...lesson } = planned(number);
    return lesson;
  };
  const unitWith = (range: string, lessons: Lesson[]): Unit => {
    const u = structuredClone(base);
    u.phases = [{ ...u.phases[0]!, range, lessons }];
    return u;
  };

  it("reads the days a range names: 'Days 6-10', 'Lessons 1-5', 'Day 4'; nothing from other text", () => {
    expect(rangeDays("Days 6-10")).toEqual({ noun: "day", days: [6, 7, 8, 9, 10] });
    expect(rangeDays("Lessons 1-5")).toEqual({ noun: "lesson", days: [1, 2, 3, 4, 5] });
    expect(rangeDays("Day 4")).toEqual({ noun: "day", days: [4] });
    for (const other of ["Days 10-6", "1 lesson", "Week 2", "Days 1-4 and 6"])
      expect(rangeDays(other), other).toBe(undefined);
  });

  it("passes a phase with a planned lesson for every day of its range", () => {
    expect(dayCoverageProblems([unitWith("Days 1-3", [planned(1), planned(2), planned(3)])])).toEqual([]);
  });

  it("reports each gap by unit, phase and day: a day with no lesson, and a lesson with no plan", () => {
    expect(dayCoverageProblems([unitWith("Days 1-4", [planned(1), unplanned(2), planned(4)])])).toEqual([
      "Unit 4 Phase 1 (Days 1-4): day 2 (Day 2 title) has no lesson plan",
      "Unit 4 Phase 1 (Days 1-4): day 3 has no lesson",
    ]);
    expect(dayCoverageProblems([unitWith("Lessons 1-2", [planned(1)])])).toEqual([
      "Unit 4 Phase 1 (Lessons 1-2): lesson 2 has no lesson",
    ]);
  });

  it("counts a flexible day that has its own plan, and not one without", () => {
    const reason = "A buffer day: teams finish their prototypes or catch up on the week's data before the checkpoint.";
    expect(dayCoverageProblems([unitWith("Days 1-2", [planned(1), planned(2, { flexible: reason })])])).toEqual([]);
    expect(dayCoverageProblems([unitWith("Days 1-2", [planned(1), { ...unplanned(2), flexible: reason }])])).toEqual([
      "Unit 4 Phase 1 (Days 1-2): day 2 (Day 2 title) has no lesson plan",
    ]);
  });

  it("reports a lesson numbered outside its phase's range, and a range it cannot read", () => {
    expect(dayCoverageProblems([unitWith("Day 4", [planned(4), planned(5)])])).toEqual([
      "Unit 4 Phase 1 (Day 4): Day 5 (Day 5 title) is numbered outside the range",
    ]);
    expect(dayCoverageProblems([unitWith("Week 1", [planned(1)])])).toEqual([
      'Unit 4 Phase 1 (Week 1): the range names no days (write it as "Days 6-10", "Lessons 1-5" or "Day 4")',
    ]);
  });

  it("asks every lesson of a unit taught without phases for a plan", () => {
    const u = structuredClone(unit(6));
    delete u.lessons[0]!.file;
    expect(dayCoverageProblems([u])).toEqual(["Unit 6 Entry Event: no lesson plan"]);
  });
});

describe("contentProblems: standards and characters", () => {
  it("reports a cited code the unit does not list, and text the documents' fonts cannot show", () => {
    const broken = structuredClone(unit(6));
    broken.lessons[0]!.standards.ngss.push("HS-LS2-7");
    broken.lessons[0]!.title = "Cells \u2192 tissues \u{1F9EC}";
    expect(contentProblems([broken])).toEqual(
      expect.arrayContaining([
        "unit 6: cites HS-LS2-7, which is not among its standards",
        "unit 6: characters the documents cannot show: \u2192 \u{1F9EC}",
      ]),
    );
  });
});

describe("textPlan", () => {
  it("holds the title, driving question, challenge, concepts, project ideas and key topics of each unit", () => {
    for (const u of units.filter((x) => x.textPlanFileName)) {
      const text = textPlan(u);
      expect(text.startsWith(`Unit ${u.number}: ${u.title}\n`)).toBe(true);
      for (const heading of [
        "Driving Question",
        "Real-World Challenge",
        "Core Concepts",
        "Project Ideas",
        "Key Topics",
      ]) {
        expect(text).toContain(`\n${heading}\n`);
      }
      expect(text).toContain(u.drivingQuestion);
      expect(text).toContain(u.realWorldChallenge);
      for (const c of u.coreConcepts) expect(text).toContain(c.title);
      for (const p of u.projectIdeas) expect(text).toContain(`- ${p.title}: ${p.description}`);
      for (const t of u.keyTopics) expect(text).toContain(`- ${t}`);
    }
  });
});

describe("standards wording", () => {
  it("every NGSS code a unit aligns to carries the one official wording", () => {
    for (const unit of units) {
      for (const { code, description } of unit.standards.ngss) {
        expect(description, `unit ${unit.number} ${code}`).toBe(ngssExpectations[code as NgssCode]);
      }
    }
  });
});

describe("answer spaces in handouts", () => {
  const unit = units[0]!;
  const lessonWith = (
    prompts: Array<string | Omit<Prompt, "id">>,
    reference?: Handout["sections"][number]["reference"],
  ): Lesson => ({
    ...unit.lessons[0]!,
    handout: {
      title: "T",
      intro: "An introduction long enough.",
      wordBank: [],
      sentenceStarters: [],
      sections: [
        {
          heading: "H",
          prompts: prompts.map((p, i) => ({ id: `t-q${i + 1}`, ...(typeof p === "string" ? { text: p } : p) })),
          reference,
        },
      ],
    },
  });

  it("flags a question that names a drawing, table, graph or storyboard with only lines under it", () => {
    const problems = answerSpaceProblems(
      unit,
      lessonWith([
        "Draw a diagram of the cell.",
        "Record your data in a table.",
        "Plot your results.",
        "Plan six frames.",
        "Two parents each carry one sickle cell allele (AS). Complete the Punnett square.",
      ]),
    );
    expect(problems).toHaveLength(5);
    expect(problems[4]).toMatch(/names a punnett square but gives lines, not table or drawing/);
    expect(problems[0]).toMatch(/names a draw but gives lines, not drawing/);
  });

  it("accepts the matching space, and a given chart for 'use the chart'", () => {
    expect(
      answerSpaceProblems(
        unit,
        lessonWith([
          { text: "Draw a diagram of the cell.", response: { kind: "drawing", lines: 8 } },
          { text: "Record your data in a table.", response: { kind: "table", columns: ["Day", "Height"], rows: 5 } },
          { text: "Plot your results.", response: { kind: "graph", x: "Day", y: "Height (cm)" } },
          { text: "Plan six frames.", response: { kind: "frames", count: 6 } },
          {
            text: "Complete the Punnett square for Tt x Tt.",
            response: { kind: "table", columns: ["", "Allele:", "Allele:"], rows: ["Allele:", "Allele:"] },
          },
        ]),
      ),
    ).toEqual([]);
    const chart = { caption: "Chart", columns: ["A", "B"], rows: [["1", "2"]] };
    expect(answerSpaceProblems(unit, lessonWith(["Classify each reading using the chart."], chart))).toEqual([]);
    expect(answerSpaceProblems(unit, lessonWith(["Classify each reading using the chart."]))).toHaveLength(1);
  });
});
