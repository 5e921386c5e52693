import type { HandoutKeyInput } from "../schema.ts";

// Keys to the handouts added for issue 29 (see answer-keys.ts for what a key is): one file per part of the course,
// so work on different units never edits the same list.

export const unit1Keys: HandoutKeyInput[] = [
  // Lesson 1: Floating Leaf Disk Lab.
  {
    unit: 1,
    lesson: 1,
    keys: [
      {
        prompt: "u1-l1-q1",
        notes:
          "Four linked steps ending at the sun, e.g. cheese <- milk <- cow <- grass (photosynthesis) <- sunlight, or rice <- rice plant <- sunlight. Each arrow means energy stored in food passed on; the plant step is where light energy became chemical energy.",
      },
      {
        prompt: "u1-l1-q2",
        answer:
          "6CO2 + 6H2O + light energy -> C6H12O6 + 6O2. Inputs: carbon dioxide (from the air, through stomata) and water (from the roots). Outputs: glucose and oxygen. Energy source: light, captured by chlorophyll in chloroplasts and stored in glucose's chemical bonds.",
      },
      {
        prompt: "u1-l1-q3",
        notes:
          "Counts of 0-10 each minute for both cups. Typical: in the light cup disks start rising after a few minutes and most float within 10-15 minutes; in the foil-covered cup few or none float. Counts should never go down much; a drop means a disk sank back or was miscounted.",
      },
      {
        prompt: "u1-l1-q4",
        notes:
          "The first minute with 5 or more disks floating, read from the group's own table (often about 7-12 minutes under an LED lamp); the dark cup usually never reaches 5 in 15 minutes, which students should write as 'more than 15 minutes', not leave blank. The class median is copied from the board.",
      },
      {
        prompt: "u1-l1-q5",
        answer:
          "Oxygen. Photosynthesis splits water, releasing oxygen gas that collects in the air spaces inside the disk, making it less dense than the solution, so it floats. The baking soda supplies the carbon dioxide for photosynthesis.",
      },
      {
        prompt: "u1-l1-q6",
        notes:
          "Claim: more light makes photosynthesis faster (in the dark it nearly stops). Evidence: half-float times with units for light and dark cups, and the class median. Reasoning: light is the energy source that drives photosynthesis; more oxygen made per minute fills the disks faster. Score with the Lesson 1 rubric (claim, evidence and reasoning, each at four levels).",
      },
      {
        prompt: "u1-l1-q7",
        answer:
          "Most of the dry mass came from carbon dioxide from the air. Photosynthesis builds the carbon into glucose, and the plant turns glucose into cellulose, starch and other carbon compounds. Only a few percent of the dry mass is minerals from the soil; the water came from the roots but is not part of the dry mass.",
      },
    ],
  },
  // Lesson 3: Journey of an Atom Log and Cycle Model.
  {
    unit: 1,
    lesson: 3,
    keys: [
      {
        prompt: "u1-l3-q1",
        notes:
          "Each row gives the station, the roll and the process printed on that station's card (photosynthesis, respiration, eating, death and decomposition, nitrogen fixation, nitrification, uptake by roots, runoff, denitrification) and a next station that matches the card. A 'stay' roll repeats the station.",
      },
      {
        prompt: "u1-l3-q2",
        notes:
          "Often soil or the atmosphere. Strong answers connect this to real reservoirs: carbon stays in soil humus, wood or the ocean for years to centuries; nitrogen gas makes up about 78 percent of the air and most organisms cannot use it.",
      },
      {
        prompt: "u1-l3-q3",
        answer:
          "A healthy nodule is a small round swelling on the root, pink or red inside. The pink color is leghemoglobin, which keeps oxygen levels low around the bacteria's nitrogen-fixing enzyme, so a pink nodule is actively fixing nitrogen; white or green nodules are not.",
      },
      {
        prompt: "u1-l3-q4",
        answer:
          "The plant gets ammonia (ammonium) that Rhizobium makes from nitrogen gas in the air, which it uses to build amino acids and proteins. The bacteria get sugars from the plant's photosynthesis and a protected home in the nodule. Both benefit: a mutualism.",
      },
      {
        prompt: "u1-l3-q5",
        notes:
          "Carbon: atmosphere -> plant (photosynthesis) -> animal (eating) -> decomposer (death, waste) -> atmosphere (respiration), with soil storing carbon. Nitrogen: atmosphere -> soil or legume (fixation by bacteria) -> nitrate (nitrifying bacteria) -> plant (root uptake) -> animal -> soil (waste, decomposition) -> atmosphere (denitrification). Runoff arrow from field to river; compost arrow returning nutrients to soil. Every arrow labeled; atoms are moved, never created or destroyed.",
      },
      {
        prompt: "u1-l3-q6",
        answer:
          "Rain washes nitrogen and phosphorus the crops did not take up into the river. The extra nutrients feed a bloom of algae; when the algae die, decomposers break them down and use up the dissolved oxygen in cellular respiration, and fish suffocate.",
      },
      {
        prompt: "u1-l3-q7",
        answer:
          "Carbon: CO2 in the air enters an apple leaf through the stomata, photosynthesis builds it into glucose, and the tree moves sugar into the fruit. Nitrogen: N2 in the air is fixed by soil bacteria (or lightning) to ammonium, nitrifying bacteria turn it to nitrate, the tree's roots absorb it, and the tree builds it into amino acids and proteins in the apple.",
      },
    ],
  },
  // Lesson 6: Community Garden Design Studio.
  {
    unit: 1,
    lesson: 6,
    keys: [
      {
        prompt: "u1-l6-q1",
        notes:
          "Real data in every row (e.g. 7 hours of sun on the south side, 3 in the shade of the building; pH 6.5, low nitrogen; lead result), each labeled strength or constraint, with an action: beds where sun is 6+ hours, raised beds with clean soil if lead is found, compost for low nitrogen, paths away from traffic.",
      },
      {
        prompt: "u1-l6-q2",
        notes:
          "Four crops whose sun needs match their place (fruiting crops such as tomatoes or peppers in 6+ hours; leafy greens such as lettuce or collards where shade is partial), at least one crop neighbors asked for, and a biology reason (light for photosynthesis, legumes adding nitrogen, heavy feeders near compost).",
      },
      {
        prompt: "u1-l6-q3",
        notes:
          "A plan drawn to a stated scale with north marked; beds placed in the sunniest area; a compost area, a water source, paths wide enough for a wheelchair (about 1 m) and at least one raised bed at a reachable height.",
      },
      {
        prompt: "u1-l6-q4",
        answer:
          "Beds: in the spots with 6 or more hours of direct sun, because light drives photosynthesis and fruiting crops need the most. Compost: decomposers turn food and plant waste into humus that adds nutrients and holds water, closing the nutrient loop. Legumes: Rhizobium in their root nodules fixes nitrogen from the air, which enriches the soil for the next crop and reduces the need for fertilizer.",
      },
      {
        prompt: "u1-l6-q5",
        notes:
          "Scores of 1-4 for three designs on all five criteria, with the team's own design scored as honestly as the others; check that the matrix guided the feedback notes left in the gallery walk.",
      },
      {
        prompt: "u1-l6-q6",
        notes:
          "One sentence with a clear benefit and one piece of evidence from the unit, e.g. 'Our garden will give 40 families fresh greens in a neighborhood without a grocery store, on a site with 7 hours of sun and clean raised beds.'",
      },
    ],
  },
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
