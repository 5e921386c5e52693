import { ngssExpectations } from "./ngss.ts";
import { ngssCodeSchema, type Unit } from "./schema.ts";
import { stateStandardDescription } from "./state-standards.ts";

// One meaning per code: every code the content cites must be in its table (state-standards.ts or ngss.ts), and a
// unit's alignment list must carry the table's wording, so no page, document or assistant answer can describe a
// code its own way. contentProblems() runs this, and the build stops on what it finds.

/** A code's one meaning from its table (NGSS or state), or undefined for a code no table has. */
export function standardWording(code: string): string | undefined {
  return ngssCodeSchema.safeParse(code).success
    ? (ngssExpectations as Record<string, string>)[code]
    : stateStandardDescription(code);
}

/** Every code a unit cites (alignment list, core concepts, lessons, resource-map rows). */
export function citedCodes(unit: Unit): string[] {
  const lessons = [...unit.lessons, ...unit.phases.flatMap((p) => p.lessons)];
  return [
    ...[...unit.standards.ngss, ...unit.standards.state].map((s) => s.code),
    ...unit.coreConcepts.flatMap((c) => c.codes),
    ...lessons.flatMap((l) => [...l.standards.state, ...l.standards.ngss]),
    ...unit.phases.flatMap((p) => p.resourceMap.flatMap((r) => [r.stateStandard, ...r.ngss])),
  ];
}

/** Codes with no table entry, and alignment lists whose wording is not the table's, as readable lines. */
export function standardsTableProblems(list: Unit[]): string[] {
  const problems: string[] = [];
  for (const unit of list) {
    for (const code of new Set(citedCodes(unit))) {
      if (standardWording(code) === undefined)
        problems.push(
          `unit ${unit.number}: cites ${code}, which has no entry in ${code.startsWith("HS-") ? "ngss.ts" : "state-standards.ts"}`,
        );
    }
    for (const s of [...unit.standards.ngss, ...unit.standards.state]) {
      const wording = standardWording(s.code);
      if (wording !== undefined && wording !== s.description)
        problems.push(`unit ${unit.number}: describes ${s.code} in its own words instead of the table's`);
    }
  }
  return problems;
}
