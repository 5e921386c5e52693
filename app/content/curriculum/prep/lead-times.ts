import type { LeadTimeInput } from "./schema.ts";

// What must start before the day that needs it (issue 29, point 4): living things to grow, cultures to order,
// guests and families to invite. Each names the lesson that uses it and how many school days ahead to start; the
// unit's preparation list lays them out as a calendar counted back from that day. The lessons' own materials
// lines say the same lead times.

export const leadTimes: LeadTimeInput[] = [
  {
    unit: 1,
    lesson: 3,
    what: "Sow beans, peas or clover with rhizobia inoculant (or in garden soil) so roots carry nodules",
    schoolDaysAhead: 15,
    order: "Legume seeds and a pea-and-bean rhizobia inoculant (garden center or seed supplier)",
  },
  {
    unit: 1,
    lesson: 2,
    what: "Collect about 1.5 L of soil from a garden bed and 1.5 L from a compacted spot near a path, in labeled bags",
    schoolDaysAhead: 1,
  },
  {
    unit: 1,
    lesson: 4,
    what: "Buy radish (or bean) seeds, potting soil and compost for the two-week plant experiment",
    schoolDaysAhead: 5,
    order: "Radish seeds, potting soil, compost, 8 cups or pots per group",
  },
  {
    unit: 2,
    phase: 1,
    lesson: 1,
    what: "Mix and test the contagion simulation's solutions (one cup per student) and the indicator",
    schoolDaysAhead: 1,
  },
  {
    unit: 2,
    phase: 1,
    lesson: 3,
    what: "Check the science store for prepared human blood smear slides (4) or borrow them; otherwise print the blood-smear image sets",
    schoolDaysAhead: 10,
    order:
      "Prepared human blood smear slides (Wright's stain), 4, from a biological supplier or borrowed from another school, only if the printed images will not do",
  },
  {
    unit: 2,
    phase: 2,
    lesson: 7,
    what: "Buy the fluorescent lotion and UV flashlights, or plan on fine craft glitter instead",
    schoolDaysAhead: 10,
    order: "Washable fluorescent germ-simulation lotion (about 120 mL) and 2 UV flashlights, unless glitter is used",
  },
  {
    unit: 2,
    phase: 4,
    lesson: 23,
    what: "Copy media release forms and the family letter in the families' languages; they go home on Day 23",
    schoolDaysAhead: 1,
  },
  {
    unit: 2,
    phase: 5,
    lesson: 30,
    what: "Invite families, school staff and a health partner to the Community Health Exhibition",
    schoolDaysAhead: 10,
  },
  {
    unit: 3,
    phase: 2,
    lesson: 6,
    what: "Start the duckweed cultures (three cups and three tubs, 5 fronds each)",
    schoolDaysAhead: 15,
    order: "Duckweed (Lemna minor) from a biological supplier or a pond store",
  },
  {
    unit: 3,
    phase: 2,
    lesson: 8,
    what: "Collect or buy isopods (10 per group) and set up a holding tub with damp soil and leaf litter",
    schoolDaysAhead: 5,
    order: "Isopods from a bait, pet or biological supply store, if none can be collected",
  },
  {
    unit: 3,
    phase: 3,
    lesson: 11,
    what: "Order or grow the algae culture for the Day 11 algae setup",
    schoolDaysAhead: 10,
    order: "Chlorella culture from a biological supplier",
  },
  {
    unit: 3,
    phase: 3,
    lesson: 14,
    what: "Set up the mud microbial fuel cell so it is producing a voltage by Day 14",
    schoolDaysAhead: 10,
    order: "A mud fuel cell kit, or carbon felt, wire and a multimeter",
  },
  {
    unit: 3,
    phase: 4,
    lesson: 17,
    what: "Sow flats of grass or cover crop for the prototypes",
    schoolDaysAhead: 10,
    order: "Grass or cover-crop seed (ryegrass, clover), potting soil, gravel",
  },
  {
    unit: 3,
    phase: 5,
    lesson: 25,
    what: "Invite the design reviewer and send a one-page briefing",
    schoolDaysAhead: 5,
  },
  {
    unit: 3,
    phase: 6,
    lesson: 29,
    what: "Send showcase invitations in the community's languages",
    schoolDaysAhead: 10,
  },
  {
    unit: 4,
    phase: 1,
    lesson: 6,
    what: "Gather or order building materials and, where used, microcontroller kits for the prototype build",
    schoolDaysAhead: 10,
    order: "Cardboard, straws, craft sticks, low-temperature glue guns; micro:bit or Arduino kits with sensors",
  },
  {
    unit: 5,
    phase: 1,
    lesson: 2,
    what: "Order or borrow the prepared slides of pancreas, lung and artery (3 of each for the three stations), and reserve 9 microscopes; if they cannot arrive in time, print the micrograph sets instead",
    schoolDaysAhead: 15,
    order:
      "Prepared microscope slides, 3 each of mammalian pancreas showing islets, mammalian lung, and artery cross-section (an artery-vein-nerve slide serves), from a biological supplier or borrowed from another school or the district",
  },
  {
    unit: 5,
    phase: 4,
    lesson: 25,
    what: "Invite the community panel for the final presentations",
    schoolDaysAhead: 10,
  },
  {
    unit: 6,
    lesson: 1,
    what: "Count the prepared onion root tip slides and working microscopes (15 of each, one per pair); order or borrow the shortfall, or print micrograph sets",
    schoolDaysAhead: 15,
    order:
      "Prepared onion (Allium) root tip slides, longitudinal section, to make 15, from a biological supplier or borrowed",
  },
  {
    unit: 6,
    lesson: 8,
    what: "Invite families, health workers and community partners to the advocacy showcase",
    schoolDaysAhead: 10,
  },
];
