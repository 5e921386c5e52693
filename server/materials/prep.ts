import { type PrepList, prepFormats, prepList, prepListPath } from "#app/content/curriculum/prep/index.ts";
import type { Unit } from "#app/content/curriculum/schema.ts";
import { documentWriter } from "./generate.ts";
import type { Block, MaterialDocument } from "./model.ts";

// A unit's preparation list as one document a teacher prints before the unit starts.

export function prepListDocument(list: PrepList): MaterialDocument {
  const { unit } = list;
  const blocks: Block[] = [
    {
      type: "paragraph",
      text: `Amounts are for the default class of 30 in 8 groups of about 4, per group or for the class as each line says. For another class size, ask the unit assistant ("materials for 24 students${list.scaleExample ? ` for ${list.scaleExample}` : ""}").`,
    },
    { type: "heading", level: 2, text: "Prep calendar" },
    list.calendar.length
      ? {
          type: "table",
          header: ["Start", "What", "For"],
          rows: list.calendar.map((c) => [c.when, c.what, c.forDay]),
          widths: [26, 44, 30],
        }
      : { type: "paragraph", text: "Nothing in this unit needs to start ahead of its day." },
    { type: "heading", level: 2, text: "What to order" },
    list.orders.length
      ? { type: "table", header: ["Order", "For"], rows: list.orders.map((o) => [o.item, o.forDay]), widths: [60, 40] }
      : { type: "paragraph", text: "Nothing to order: the labs use classroom and household supplies." },
    { type: "heading", level: 2, text: "Lab days: materials and safety" },
    ...(list.labs.length
      ? list.labs.flatMap((lab): Block[] => [
          { type: "heading", level: 3, text: `${lab.label}: ${lab.title}` },
          { type: "bullets", items: lab.materials },
          ...(lab.safety.length
            ? ([
                { type: "paragraph", text: "Safety:", emphasis: true },
                { type: "bullets", items: lab.safety },
              ] satisfies Block[])
            : []),
        ])
      : [{ type: "paragraph", text: "This unit has no lab days." } satisfies Block]),
    { type: "heading", level: 2, text: "Printables to copy" },
    list.printables.length
      ? {
          type: "table",
          header: ["Day", "Printable", "Copies and preparation"],
          rows: list.printables.map((p) => [p.day, p.title, p.prep]),
          widths: [20, 30, 50],
        }
      : { type: "paragraph", text: "The unit's handouts are listed on its pages." },
  ];
  return {
    title: `Unit ${unit.number} Preparation List`,
    eyebrow: `Unit ${unit.number} · Preparation list (teacher)`,
    subtitle: unit.title,
    blocks,
  };
}

/** Writes each unit's preparation list in both formats under `buildDir`; failures are reported, not thrown. */
export async function writePrepLists(buildDir: string, units: Unit[]) {
  const { writeDocument, report } = documentWriter(buildDir);
  for (const unit of units) {
    const doc = prepListDocument(prepList(unit));
    for (const format of prepFormats) await writeDocument(prepListPath(unit.number, format), format, () => doc);
  }
  return report;
}
