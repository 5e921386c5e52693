import { describe, expect, it } from "vitest";
import { standardsGrid } from "#app/content/curriculum/hub.ts";
import { contentProblems, units } from "#app/content/curriculum/index.ts";
import { ngssExpectations } from "#app/content/curriculum/ngss.ts";
import type { Unit } from "#app/content/curriculum/schema.ts";
import { standardsIndex } from "#app/content/curriculum/search.ts";
import { citedCodes, standardsTableProblems, standardWording } from "#app/content/curriculum/standards-check.ts";
import { stateStandards } from "#app/content/curriculum/state-standards.ts";
import { officialWording } from "#server/assistant/compose-standards.ts";
import { lessonPlanDocument } from "./lesson-plan.ts";

// Issue 29: one meaning per standard code. The descriptions are collected from the data each place renders
// (unit pages and overviews, the standards index, the hub's grid, lesson plans, the assistant), and each code
// must read the same everywhere: its table's wording.

const lessonsOf = (unit: Unit) => [
  ...unit.lessons.map((lesson) => ({ lesson, phase: undefined })),
  ...unit.phases.flatMap((phase) => phase.lessons.map((lesson) => ({ lesson, phase }))),
];

/** Every (code, description) pair a page, document or the assistant shows, with where it came from. */
function renderedDescriptions(): Array<{ code: string; description: string; where: string }> {
  const found: Array<{ code: string; description: string; where: string }> = [];
  for (const unit of units) {
    for (const s of [...unit.standards.ngss, ...unit.standards.state])
      found.push({ ...s, where: `unit ${unit.number} page` });
    for (const code of new Set(citedCodes(unit))) {
      const wording = officialWording(unit, code);
      if (wording) found.push({ code, description: wording, where: `assistant, unit ${unit.number}` });
    }
    for (const { lesson, phase } of lessonsOf(unit)) {
      const doc = lessonPlanDocument({ unit, phase, lesson });
      for (const block of doc.blocks) {
        if (block.type !== "bullets") continue;
        for (const item of block.items) {
          const match = /^((?:HS-|BIO1\.)\S+): (.+)$/.exec(item);
          if (match?.[1] && match[2])
            found.push({ code: match[1], description: match[2], where: `lesson plan ${doc.title}` });
        }
      }
    }
  }
  for (const s of standardsIndex(units))
    if (s.description) found.push({ code: s.code, description: s.description, where: "standards index" });
  for (const row of standardsGrid(units))
    if (row.description) found.push({ code: row.code, description: row.description, where: "curriculum hub" });
  return found;
}

describe("One meaning per standard code", () => {
  it("every code has exactly one description everywhere it renders, its table's", () => {
    const byCode = new Map<string, Set<string>>();
    for (const { code, description } of renderedDescriptions()) {
      const set = byCode.get(code) ?? new Set<string>();
      set.add(description);
      byCode.set(code, set);
    }
    expect(byCode.size).toBeGreaterThan(40);
    const several = [...byCode].filter(([, set]) => set.size !== 1).map(([code, set]) => [code, [...set]]);
    expect(several).toEqual([]);
    for (const [code, set] of byCode) expect([...set][0], code).toBe(standardWording(code));
  });

  it("describes every code the content cites in a table, and the content check passes", () => {
    const cited = new Set(units.flatMap(citedCodes));
    const missing = [...cited].filter((code) => standardWording(code) === undefined);
    expect(missing).toEqual([]);
    expect(contentProblems()).toEqual([]);
  });

  it("fails the content check on a code with no table entry and on a unit's own wording", () => {
    const unit = units[0] as Unit;
    const lesson = unit.lessons[0];
    if (!lesson) throw new Error("Unit 1 has no lessons");
    const broken: Unit = {
      ...unit,
      lessons: [{ ...lesson, standards: { ...lesson.standards, state: ["BIO1.LS1.99"] } }, ...unit.lessons.slice(1)],
      standards: {
        ...unit.standards,
        state: unit.standards.state.map((s, i) => (i === 0 ? { ...s, description: "Something else entirely." } : s)),
      },
    };
    const problems = standardsTableProblems([broken]);
    expect(problems).toContain("unit 1: cites BIO1.LS1.99, which has no entry in state-standards.ts");
    expect(problems).toContain(
      `unit 1: describes ${unit.standards.state[0]?.code} in its own words instead of the table's`,
    );
  });

  it("gives the codes the issue found with two meanings the meaning most units use", () => {
    expect(stateStandards["BIO1.LS1.2"].description).toMatch(/feedback mechanisms maintain homeostasis/);
    expect(stateStandards["BIO1.LS1.4"].description).toMatch(/photosynthesis/);
    // Unit 2's cell types, immune system and disease spread moved to codes that mean them.
    const unit2 = units[1] as Unit;
    const codes2 = new Set(citedCodes(unit2));
    for (const code of ["BIO1.LS1.8", "BIO1.LS1.9", "BIO1.LS2.9"]) expect(codes2).toContain(code);
    for (const code of ["BIO1.LS1.4", "BIO1.LS1.5", "BIO1.LS2.1"]) expect(codes2).not.toContain(code);
  });

  it("keeps the NGSS codes' official wording in the one NGSS table", () => {
    expect(ngssExpectations["HS-LS1-3"]).toBe(
      "Plan and conduct an investigation to provide evidence that feedback mechanisms maintain homeostasis.",
    );
  });
});
