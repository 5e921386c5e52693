import { describe, expect, it } from "vitest";
import { formatReport, unitReport } from "./content-report.ts";
import { getUnit, rangeDays, units } from "./index.ts";
import { usedLinks } from "./outside-links.ts";
import type { Unit } from "./schema.ts";

const none = { assessments: 0, rubrics: 0 };
const unit = (n: number): Unit => structuredClone(getUnit(n)!);

describe("content report counts the real content", () => {
  it("counts each phased unit's class days as the days its phases' ranges name, Units 1 and 6 by their lessons, and project-work days on top", () => {
    const projectDays = (u: Unit) =>
      (u.projectWork?.lessons.length ?? 0) + u.phases.reduce((sum, p) => sum + (p.projectWork?.lessons.length ?? 0), 0);
    for (const u of units) {
      const expected = u.phases.length
        ? u.phases.reduce((sum, p) => sum + (rangeDays(p.range)?.days.length ?? 0), 0)
        : u.lessons.length;
      expect(unitReport(u, none).classDays, `unit ${u.number}`).toBe(expected + projectDays(u));
    }
    expect(unitReport(unit(2), none).classDays).toBe(32);
    // Decision 0036: Unit 1's six lessons and two project days, Unit 4's Days 1-4 and 5-9, Unit 6's nine and three.
    expect(unitReport(unit(1), none).classDays).toBe(8);
    expect(unitReport(unit(4), none).classDays).toBe(9);
    expect(unitReport(unit(6), none).classDays).toBe(12);
  });

  it("counts a day as having student materials only while a handout file is generated for it", () => {
    const u4 = unit(4);
    const before = unitReport(u4, none);
    expect(before.daysWithStudentMaterials).toBe(9);
    expect(before.daysWithoutStudentMaterials).toEqual([]);
    const phase = u4.phases[0]!;
    // Day 2 keeps its handout in the content but loses the files that hand it out (the listed PDF and its Word file).
    const day2Handout = (m: (typeof phase.materials)[number]) => m.source.type === "handout" && m.source.lesson === 2;
    phase.materials = phase.materials.filter((m) => !day2Handout(m));
    phase.unlistedMaterials = phase.unlistedMaterials.filter((m) => !day2Handout(m));
    phase.lessons.find((l) => l.number === 2)!.materials.push("Neuron model cards, 1 set per group");
    const after = unitReport(u4, none);
    expect(after.daysWithStudentMaterials).toBe(8);
    expect(after.daysWithoutStudentMaterials).toEqual(["Phase 1 Day 2"]);
    const named = after.namedArtifactsWithoutFile.filter((a) => a.day === "Phase 1 Day 2").map((a) => a.item);
    expect(named).toContain("Day 2 handout");
    expect(named).toContain("Neuron model cards, 1 set per group");
    const elsewhere = (r: typeof before) => r.namedArtifactsWithoutFile.filter((a) => a.day !== "Phase 1 Day 2");
    expect(elsewhere(after)).toEqual(elsewhere(before));
  });

  it("names the printables Unit 2's line-list day asks for while that day has no handout", () => {
    const r = unitReport(unit(2), none);
    const day16 = r.namedArtifactsWithoutFile.filter((a) => a.day === "Phase 3 Day 16").map((a) => a.item);
    if (r.daysWithoutStudentMaterials.includes("Phase 3 Day 16"))
      expect(day16.some((item) => /line list/i.test(item))).toBe(true);
    else expect(day16).toEqual([]);
  });

  it("counts labs and those whose materials give quantities per group", () => {
    const u3 = unit(3);
    const labs = u3.phases.flatMap((p) => p.lessons).filter((l) => l.lab);
    const r = unitReport(u3, none);
    expect(r.labs).toBe(labs.length);
    expect(r.labsWithPerGroupQuantities).toBe(labs.length);
    // A lab whose lines lose their per-group amounts is counted without them.
    const lab = labs[0]!;
    lab.materials = lab.materials.filter((m) => !/\bper (group|team|pair|student)\b/i.test(m));
    expect(unitReport(u3, none).labsWithPerGroupQuantities).toBe(labs.length - 1);
  });

  it("counts the labs whose materials open with a set-up time", () => {
    const u4 = unit(4);
    const r = unitReport(u4, none);
    expect(r.labsWithSetUpTime).toBe(r.labs);
    const day1 = u4.phases[0]!.lessons.find((l) => l.lab)!;
    day1.materials = day1.materials.slice(1);
    expect(unitReport(u4, none).labsWithSetUpTime).toBe(r.labs - 1);
  });

  it("reports no code with two meanings, and a code a unit words its own way", () => {
    for (const u of units) expect(unitReport(u, none).codesWithMoreThanOneMeaning, `unit ${u.number}`).toEqual([]);
    const u5 = unit(5);
    const code = u5.standards.state[0]!.code;
    u5.standards.state[0]!.description = "Something else entirely, as another page once said";
    expect(unitReport(u5, none).codesWithMoreThanOneMeaning).toEqual([code]);
  });

  it("sorts every distinct outside link of a unit by how it was confirmed, none left out", () => {
    for (const u of units) {
      const distinct = new Set(usedLinks([u]).map((l) => l.link.url)).size;
      const counted = Object.values(unitReport(u, none).links).reduce((a, b) => a + b, 0);
      expect(counted, `unit ${u.number}`).toBe(distinct);
    }
    // Unit 1 has no resource map: its links are its lessons' own (issue 29: "Unit 1 has no outside links").
    expect(unitReport(unit(1), none).links).toEqual({ "channel metadata": 4, "linked by outside pages": 5 });
  });

  it("prints a block per unit with the assessments and rubrics it is given, and the course's totals", () => {
    const text = formatReport(units.map((u) => unitReport(u, { assessments: u.number === 2 ? 1 : 0, rubrics: 3 })));
    expect(text).toContain("Unit 2: Community Immunity\n  class days: 32\n");
    expect(text).toContain("end-of-unit assessments: 1, described rubrics: 18");
    expect(text.match(/^Unit \d+:/gm)).toHaveLength(units.length);
  });
});
