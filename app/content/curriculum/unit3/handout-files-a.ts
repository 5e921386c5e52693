import { type MaterialInput, unlistedHandout } from "../builders.ts";
import { unit3aHandouts } from "./handouts-a.ts";

// The files of Unit 3's Day 1-15 handouts: the phases' fixed download lists leave them out, so each lesson card links
// them (issue 29, point 2). Every day gets a PDF and a Word file; one day per phase also a supported and a modified
// version.

type Day = keyof typeof unit3aHandouts;

/** Each day's handout as PDF and Word, and the supported and modified versions of day `varied`. */
export function unit3aHandoutFiles(phase: number, days: Day[], varied: Day): MaterialInput[] {
  return days.flatMap((day) => {
    const { title } = unit3aHandouts[day];
    const slug = title.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_|_$/g, "");
    return unlistedHandout(
      {
        stem: `/materials/unit3/phase${phase}/Day_${day}_${slug}_Handout`,
        title: `Day ${day} Handout: ${title}`,
        subtitle: `Phase ${phase} student handout`,
        lesson: day,
        phase,
      },
      { variants: day === varied },
    );
  });
}
