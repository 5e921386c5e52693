import type { HandoutKeyInput } from "../schema.ts";

// Keys to the handouts added for issue 29 (see answer-keys.ts for what a key is): one file per part of the course,
// so work on different units never edits the same list.

export const unit1Keys: HandoutKeyInput[] = [
  // Project work (decision 0036): Project Day 1, the plant experiment's analysis. Numbers from radishHeights.
  {
    unit: 1,
    lesson: 7,
    keys: [
      {
        prompt: "u1-pw1-q1",
        answer:
          "Potting mix only: Day 7 mean = (3.0 + 2.7 + 3.2) / 3 = 8.9 / 3 = 3.0 cm; Day 14 mean = (5.9 + 5.5 + 6.2) / 3 = 17.6 / 3 = 5.9 cm; Day 14 range = 6.2 - 5.5 = 0.7 cm. With compost: Day 7 mean = (3.6 + 3.9 + 3.4) / 3 = 10.9 / 3 = 3.6 cm; Day 14 mean = (8.4 + 8.9 + 7.9) / 3 = 25.2 / 3 = 8.4 cm; Day 14 range = 8.9 - 7.9 = 1.0 cm.",
      },
      {
        prompt: "u1-pw1-q2",
        answer:
          "Yes. On Day 14 the means differ by 8.4 - 5.9 = 2.5 cm, more than either range (0.7 cm and 1.0 cm), and the shortest compost plant (7.9 cm) is taller than the tallest plant without compost (6.2 cm). The difference is larger than the variation among replicates, so it is unlikely to be chance, though three plants per condition is still a small test.",
      },
      {
        prompt: "u1-pw1-q3",
        answer:
          "Early growth runs on food stored in the seed (the cotyledons), so soil makes little difference at first (Day 4 means 1.1 and 1.2 cm). Once the seed's store is used, the plant depends on photosynthesis and on nutrients its roots absorb; compost supplies mineral nutrients such as nitrogen, released by decomposers, and holds water, so nutrients stop limiting growth and the compost plants pull ahead in the second week.",
      },
      {
        prompt: "u1-pw1-q4",
        notes:
          "Means copied from the group's own Lesson 4 table, one row per condition, each the sum of the replicates divided by their number; Day 1 may be 0 before seedlings emerge. Check one mean per row.",
      },
      {
        prompt: "u1-pw1-q5",
        notes:
          "Day on the x-axis at its true spacing (1, 4, 7, 10, 14, not evenly spaced categories), mean height in cm on the y-axis, one line per condition with a key, and a title.",
      },
      {
        prompt: "u1-pw1-q6",
        notes:
          "Claim answers the group's question; evidence gives Day 14 means (and ranges) with units; reasoning links the factor to photosynthesis (light, water), nutrient uptake (nitrogen for proteins and chlorophyll) or a limiting factor, and says whether the difference is larger than the variation. Score with the lab report rubric.",
      },
      {
        prompt: "u1-pw1-q7",
        notes:
          "A real limitation of this design (few replicates, one crop, two weeks only, uneven light on the windowsill, height not biomass) with a matching fix (more replicates, rotate the pots, weigh dry biomass, grow to harvest).",
      },
      {
        prompt: "u1-pw1-q8",
        notes:
          "One sentence that acts on the result and stays within it, e.g. 'Mix finished compost into the beds before planting, and test it again with the garden's own soil.'",
      },
    ],
  },
  // Project Day 2: the garden pitch.
  {
    unit: 1,
    lesson: 8,
    keys: [
      {
        prompt: "u1-pw2-q1",
        notes:
          "One specific request the panel can grant (a named plot, a soil test, $ for lumber and clean soil, a visit) with a date.",
      },
      {
        prompt: "u1-pw2-q2",
        notes:
          "Each row has a number or a fact and its source: sun hours from the Lesson 6 tracking sheet (6 or more for fruiting crops), soil test results and the raised-bed plan if lead or compaction was found, the Project Day 1 result, crops named in the neighbor survey, a cost estimate and an upkeep plan for summer.",
      },
      {
        prompt: "u1-pw2-q3",
        answer:
          "Example: 'Plants make their food from sunlight, air and water, so we put the beds where they get at least six hours of sun. Compost feeds tiny living things in the soil that turn old plants into food for new ones; in our test, radishes with compost grew taller. Raised beds with clean soil keep roots and hands away from any lead in the old ground.'",
      },
      {
        prompt: "u1-pw2-q4",
        notes:
          "Five parts with a speaker each, seconds adding up to about 180, and a key sentence per part that matches the proposal.",
      },
      {
        prompt: "u1-pw2-q5",
        notes:
          "An accurate answer with evidence: for lead, test the soil and grow in raised beds of clean soil with a barrier, wash produce and hands; for summer, a named volunteer or partner schedule and mulch or drip watering.",
      },
      {
        prompt: "u1-pw2-q6",
        notes: "Quotes or summarizes real panel feedback and changes one specific line in response.",
      },
      {
        prompt: "u1-pw2-q7",
        notes:
          "A concrete step with a person and a date (e.g. 'Ana emails the extension lab for a lead test kit by Friday').",
      },
    ],
  },
];
