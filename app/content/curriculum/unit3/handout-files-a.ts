import { handout, type MaterialInput } from "../builders.ts";
import { unit3aHandouts } from "./handouts-a.ts";

// The files of Unit 3's Day 1-15 handouts: the phases' fixed download lists leave them out, so each lesson card links
// them (issue 29, point 2). Every day gets a PDF and a Word file; one day per phase also a supported and a modified
// version.

type Day = keyof typeof unit3aHandouts;
type Variant = "standard" | "supported" | "modified";

const formats = [
  { ext: "pdf", name: "PDF" },
  { ext: "docx", name: "Word" },
] as const;

function files(phase: number, day: Day, variant: Variant): MaterialInput[] {
  const { title } = unit3aHandouts[day];
  const slug = title.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_|_$/g, "");
  const suffix = variant === "standard" ? "" : `_${variant[0]?.toUpperCase()}${variant.slice(1)}`;
  const version = variant === "standard" ? "" : ` (${variant})`;
  return formats.map(({ ext, name }) =>
    handout({
      title: `Day ${day} Handout: ${title}${version}`,
      subtitle: `Phase ${phase} student handout${version} (${name})`,
      path: `/materials/unit3/phase${phase}/Day_${day}_${slug}_Handout${suffix}.${ext}`,
      lesson: day,
      phase,
      ...(variant === "standard" ? {} : { variant }),
    }),
  );
}

/** Each day's handout as PDF and Word, and the supported and modified versions of day `varied`. */
export function unit3aHandoutFiles(phase: number, days: Day[], varied: Day): MaterialInput[] {
  return [
    ...days.flatMap((day) => files(phase, day, "standard")),
    ...files(phase, varied, "supported"),
    ...files(phase, varied, "modified"),
  ];
}
