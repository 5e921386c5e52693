import type { ArtifactInput } from "./schema.ts";

// Unit 3, Phases 4-6: the file for each materials line of its lessons that names something printed for students.

/** Day 16's worked example: each design's score on each criterion and the criterion's weight. */
export const decisionExample = {
  designs: ["Rain garden", "Green roof", "Shade trees"],
  criteria: [
    { name: "Cuts runoff by at least 30 percent compared with pavement", weight: 3, scores: [5, 4, 2] },
    { name: "Surface at least 5 C cooler than pavement", weight: 2, scores: [3, 4, 5] },
    { name: "Food, water and shelter for at least 3 more native species", weight: 2, scores: [4, 2, 4] },
    { name: "Community: under 1 hour of upkeep a month for the custodial crew", weight: 3, scores: [3, 2, 4] },
    { name: "Prototype materials cost $20 or less", weight: 1, scores: [4, 2, 3] },
  ],
};

const weighted = (weight: number, score: number) => `${score} x ${weight} = ${score * weight}`;
const totals = decisionExample.designs.map((_, d) =>
  decisionExample.criteria.reduce((sum, c) => sum + c.weight * (c.scores[d] ?? 0), 0),
);

const decisionMatrix: ArtifactInput = {
  unit: 3,
  phase: 4,
  lesson: 16,
  provides: "Decision matrix template (criteria and weights down the side, designs across the top)",
  title: "Weighted Decision Matrix",
  intro:
    "A weighted decision matrix shows why one design wins and what your team gives up to choose it. First cross out any design that breaks a constraint. Then give each criterion a weight from 1 (matters less) to 3 (matters most), score each design from 1 (poor) to 5 (excellent) on each criterion, multiply score by weight and add each design's column.",
  prep: "One copy per team (8 for a class of 30 in groups of about 4) on plain paper, plus the worked example projected or one copy per team. Not cut.",
  parts: [
    {
      kind: "table",
      heading: "Worked example: a schoolyard where a downspout floods the walkway",
      columns: ["Criterion", "Weight (1-3)", ...decisionExample.designs.map((d) => `${d}: score x weight`)],
      rows: [
        ...decisionExample.criteria.map((c) => [
          c.name,
          String(c.weight),
          ...c.scores.map((s) => weighted(c.weight, s)),
        ]),
        ["Weighted total", "", ...totals.map(String)],
      ],
      note: "The rain garden wins (42), shade trees come second (39) and the green roof third (32). Sensitivity check: with the upkeep weight at 1 instead of 3 the rain garden still wins (36 to 31), but with the runoff weight at 1 the shade trees win (35 to 32), so this choice rests on how much the site needs to stop flooding.",
    },
    {
      kind: "checklist",
      heading: "Before you score",
      items: [
        "Every criterion has a number (how much, compared with what).",
        "At least one criterion is about the community: who benefits, or how much upkeep the design needs.",
        "Designs that break a constraint (budget, space, time, safety) are crossed out, not scored.",
        "Weights are agreed before anyone scores, so the team cannot tilt the result toward a favourite.",
      ],
    },
    {
      kind: "space",
      heading: "Our matrix",
      prompt:
        "Write your criteria and weights down the side and your designs across the top (A, B, C). In each box write score x weight = points, then total each column.",
      response: {
        kind: "table",
        columns: ["Criterion (with a number)", "Weight (1-3)", "Design A", "Design B", "Design C"],
        rows: 7,
      },
    },
    {
      kind: "space",
      heading: "Sensitivity check",
      prompt:
        "Change the weight of your community criterion by 1 point and total again. Does the winner change? If it does, is your weight right?",
      response: { kind: "lines", count: 4 },
    },
  ],
};

const testPlan: ArtifactInput = {
  unit: 3,
  phase: 4,
  lesson: 18,
  provides: "Test plan and data table template",
  title: "Test Plan and Data Table",
  intro:
    "Your Day 19 test must be fair: one thing changes (the design), you measure one or two outcomes, and everything else stays the same in every trial. Find your prototype type in the first table, write your team's plan, and set up the data table you will fill in on Day 19. Shakedown numbers do not go in this table.",
  prep: "One copy per team (8 for a class of 30 in groups of about 4) on plain paper; teams keep it with their build log. Not cut.",
  parts: [
    {
      kind: "table",
      heading: "What each prototype type changes, measures and keeps the same",
      columns: ["Prototype", "Independent variable", "Dependent variable (units)", "Control", "Keep the same"],
      rows: [
        [
          "Rain-garden tray",
          "Planted, layered soil vs pavement",
          "Runoff collected from 1 L (mL); surface temperature (C)",
          "Plastic-lined tray, same size and tilt",
          "Water volume, pour height, tilt, lamp distance, 10 minutes under the lamp",
        ],
        [
          "Green-roof model",
          "Shallow planted soil (e.g. 5 cm with sedum) vs bare roof",
          "Runoff (mL); surface temperature (C)",
          "Bare, plastic-lined roof tray",
          "Same as the rain-garden tray, plus soil depth",
        ],
        [
          "Shade-tree layout",
          "Canopies in place vs no canopies",
          "Surface temperature at marked points (C)",
          "The same street model without canopies",
          "Lamp height and angle, time under the lamp, black paper pavement",
        ],
        [
          "Algae bioreactor",
          "Algae added vs no algae",
          "Cloudiness (line-card score), pH",
          "Bottle with water, fertilizer and air, no algae",
          "Light, temperature, water volume, fertilizer amount, air flow",
        ],
        [
          "Mud fuel cell",
          "Organic-rich mud vs sand",
          "Voltage (mV), read at the same time each day",
          "The same cell built with washed sand",
          "Electrodes, wire length, electrode spacing, water level, temperature",
        ],
      ],
    },
    {
      kind: "space",
      heading: "Our test plan",
      prompt: "Fill in each part of the plan. The teacher signs it before Day 19.",
      response: {
        kind: "table",
        columns: ["Part of the plan", "Our plan"],
        rows: [
          "Question we are testing",
          "Independent variable",
          "Dependent variable and units",
          "Controlled variables (at least 3)",
          "Number of trials",
          "Safety steps",
          "Teacher signature",
        ],
      },
    },
    {
      kind: "space",
      heading: "Data table for Day 19",
      prompt:
        "Write your measure and its units in the headings. Record every trial, including surprising ones, with a note.",
      response: {
        kind: "table",
        columns: [
          "Trial",
          "Control: ______ (units)",
          "Prototype: ______ (units)",
          "Notes (conditions, anything unusual)",
        ],
        rows: ["Trial 1", "Trial 2", "Trial 3", "Mean"],
      },
    },
    {
      kind: "text",
      heading: "Percent reduction",
      paragraphs: [
        "Percent reduction = (control mean - prototype mean) / control mean x 100. Example: control 920 mL, prototype 380 mL: (920 - 380) / 920 x 100 = about 59 percent less runoff.",
        "For temperature, report the difference in degrees (control mean minus prototype mean), not a percent: a percent of a Celsius reading changes with the scale.",
      ],
    },
  ],
};

const summaryCard: ArtifactInput = {
  unit: 3,
  phase: 4,
  lesson: 21,
  provides: "Prototype summary card template",
  title: "Prototype Summary Card",
  intro:
    "This one-page card carries your prototype's story into Phase 5: what you built, what the tests showed in both rounds, the change that mattered, what the design would do for native species and how you would check that in the field. Write it so a team that never saw your prototype could understand it.",
  prep: "One copy per team (8 for a class of 30 in groups of about 4), on card stock if possible because teams use it through Phase 6. Not cut.",
  parts: [
    {
      kind: "space",
      heading: "Our design and its control",
      prompt: "Name the design, its scale, and the control it was tested against.",
      response: { kind: "lines", count: 3 },
    },
    {
      kind: "space",
      heading: "Results from both rounds",
      prompt: "Give the means and the percent reduction for each round.",
      response: {
        kind: "table",
        columns: ["Round", "Trials", "Control mean", "Prototype mean", "Percent reduction", "Lowest-highest trial"],
        rows: ["Round 1 (Day 19)", "Round 2 (Days 20-21)"],
      },
    },
    {
      kind: "space",
      heading: "The change that mattered",
      prompt: "Which one change did you make, and what did it do to the result? Use numbers.",
      response: { kind: "lines", count: 3 },
    },
    {
      kind: "space",
      heading: "Biodiversity estimate",
      prompt: "Species richness on the site grid now and with the design, and the species that gain the most.",
      response: {
        kind: "table",
        columns: ["", "Richness", "Species that gain the most"],
        rows: ["Site now", "With our design"],
      },
    },
    {
      kind: "space",
      heading: "How we would measure the real change",
      prompt:
        "Field method, where, how often and who (quadrat counts, pollinator watches, photo points, iNaturalist records).",
      response: { kind: "lines", count: 3 },
    },
  ],
};

export const unit3bArtifacts: ArtifactInput[] = [decisionMatrix, testPlan, summaryCard];
