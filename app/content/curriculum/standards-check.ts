import { everyLesson } from "./lessons.ts";
import { ngssExpectations } from "./ngss.ts";
import { type Lesson, ngssCodeSchema, type Unit } from "./schema.ts";
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

/**
 * What a lesson must have students do for it to cite these NGSS codes (issue 29, standards): HS-ETS1-3 is
 * evaluating a solution against criteria and trade-offs, not a catch-all for project days; HS-ETS1-4 needs a
 * computer simulation (a dice game is not one); HS-LS4-3 needs the change in a trait's proportion worked out.
 */
const ngssPractices: Record<string, { does: RegExp; what: string }> = {
  "HS-ETS1-3": {
    does: /\b(criteri(a|on)|trade-?offs?|decision matrix)\b/i,
    what: "evaluate a solution against criteria or trade-offs",
  },
  "HS-ETS1-4": {
    does: /\b(computer|online|digital) (simulation|simulator|model)|\bsimulator\b|\bspreadsheet model\b/i,
    what: "use a computer simulation (a simulator or a spreadsheet model)",
  },
  "HS-LS4-3": {
    does: /\b(proportion|percentage|frequenc(y|ies))\b/i,
    what: "work out how the proportion of a heritable trait changes",
  },
};

/**
 * What a lesson must be about for it to cite these state codes: BIO1.LS1.3 is cell division and differentiation and
 * what happens when control over division is lost, not any lesson about specialized cells (a neuron's signaling, a
 * prototype build).
 */
const statePractices: Record<string, { does: RegExp; what: string }> = {
  "BIO1.LS1.3": {
    does: /\b(cell division|cell cycle|mitosis|divid(e|es|ing)|differentiat\w*|stem cells?|tumou?rs?|cancers?)\b/i,
    what: "address cell division, differentiation or uncontrolled division",
  },
};

/** The text of a lesson's plan that says what students do and learn. */
function planText(lesson: Lesson): string {
  return [
    lesson.description,
    ...lesson.objectives,
    ...lesson.keyUnderstandings,
    ...lesson.activities.flatMap((a) => [a.title, a.description]),
    ...lesson.assessment,
  ].join(" ");
}

/**
 * Lessons, and resource-map rows of a day, citing a state code above that the lesson's plan does not address, as
 * readable lines: a code's tag on a day says the day teaches it.
 */
export function stateFitProblems(list: Unit[]): string[] {
  const problems: string[] = [];
  for (const unit of list) {
    for (const { lesson } of everyLesson(unit))
      for (const code of lesson.standards.state) {
        const practice = statePractices[code];
        if (practice && !practice.does.test(planText(lesson)))
          problems.push(
            `unit ${unit.number} ${lesson.label ?? `Lesson ${lesson.number}`} (${lesson.title}) cites ${code}, but its plan does not ${practice.what}`,
          );
      }
    for (const phase of unit.phases)
      for (const row of phase.resourceMap) {
        const practice = statePractices[row.stateStandard];
        const days = (row.when.match(/\d+/g) ?? []).map(Number);
        const lessons = phase.lessons.filter((l) => days.includes(l.number));
        if (practice && lessons.length && !lessons.some((l) => practice.does.test(planText(l))))
          problems.push(
            `unit ${unit.number} phase ${phase.number} resource map, ${row.when}: cites ${row.stateStandard}, but its lesson plan does not ${practice.what}`,
          );
      }
  }
  return problems;
}

/** Lessons citing a code above whose plan never has students do what it asks, as readable lines. */
export function ngssFitProblems(list: Unit[]): string[] {
  const problems: string[] = [];
  for (const unit of list)
    for (const { lesson } of everyLesson(unit)) {
      const plan = [
        lesson.description,
        ...lesson.objectives,
        ...lesson.activities.flatMap((a) => [a.title, a.description]),
        ...lesson.assessment,
      ].join(" ");
      for (const code of lesson.standards.ngss) {
        const practice = ngssPractices[code];
        if (practice && !practice.does.test(plan))
          problems.push(
            `unit ${unit.number} ${lesson.label ?? `Lesson ${lesson.number}`} (${lesson.title}) cites ${code}, but its plan never has students ${practice.what}`,
          );
      }
    }
  return problems;
}

/**
 * The performance expectations a day that presents finished work may cite: a rehearsal, showcase or exhibition
 * assesses only the solution its students present and defend, so it cites an expectation to design, evaluate or
 * refine a solution, never one for building a model or running a simulation it does not do that day.
 */
export const presentingCodes: readonly string[] = ["HS-LS2-7", "HS-ETS1-3", "HS-ESS3-4"];
const presenting = /\b(rehears(al|e)|showcase|exhibition)/i;
const closing = /\b(reflect(ion|ing)?|celebrat(e|ion))\b/i;

/**
 * What the standards index says about occasions (ngssCoverageNote): reflection and celebration days cite no
 * performance expectation; rehearsal, showcase and exhibition days cite only those in presentingCodes. A day is
 * read by its title ("Celebration & Showcase" is a celebration).
 */
export function occasionProblems(list: Unit[]): string[] {
  const problems: string[] = [];
  for (const unit of list)
    for (const { lesson } of everyLesson(unit)) {
      const name = `unit ${unit.number} ${lesson.label ?? `Lesson ${lesson.number}`} (${lesson.title})`;
      const codes = lesson.standards.ngss;
      if (closing.test(lesson.title) && codes.length)
        problems.push(`${name} is a reflection or celebration day but cites ${codes.join(", ")}`);
      else if (presenting.test(lesson.title)) {
        const extra = codes.filter((code) => !presentingCodes.includes(code));
        if (extra.length)
          problems.push(
            `${name} presents finished work but cites ${extra.join(", ")}, which asks for work not done that day`,
          );
      }
    }
  return problems;
}

/** A resource-map row cites only NGSS codes its day's lessons cite, so the map and the plans never disagree. */
export function resourceMapCodeProblems(list: Unit[]): string[] {
  const problems: string[] = [];
  for (const unit of list)
    for (const phase of unit.phases)
      for (const row of phase.resourceMap) {
        const days = (row.when.match(/\d+/g) ?? []).map(Number);
        const lessons = phase.lessons.filter((l) => days.includes(l.number));
        if (!lessons.length) continue;
        const cited = new Set(lessons.flatMap((l) => l.standards.ngss));
        const extra = row.ngss.filter((code) => !cited.has(code));
        if (extra.length)
          problems.push(
            `unit ${unit.number} phase ${phase.number} resource map, ${row.when}: cites ${extra.join(", ")}, which its lesson plan does not`,
          );
      }
  return problems;
}
