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
        "Weights are agreed before anyone scores, so the team cannot tilt the result toward a favorite.",
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

/** Day 22's practice extract: illustrative sightings per camera, by vegetation type. */
export const wildcamPractice = [
  ...[42, 37, 51, 45, 40, 119].map((n, i) => ({
    camera: `F${i + 1}`,
    vegetation: "Floodplain grassland",
    sightings: n,
  })),
  ...[8, 12, 5, 10, 9, 6].map((n, i) => ({ camera: `M${i + 1}`, vegetation: "Miombo woodland", sightings: n })),
];

const wildcam: ArtifactInput = {
  unit: 3,
  phase: 5,
  lesson: 22,
  provides:
    "A small WildCam Lab data set the teacher downloads for the Scientific Inquiry and Data Analysis Using WildCam Gorongosa activity",
  title: "WildCam Gorongosa Data Set: Download Guide and Recording Table",
  intro:
    "Trail cameras in Gorongosa National Park, Mozambique, photograph animals day and night, and volunteers identify them. Your teacher downloads a small extract from WildCam Lab: sightings of one species at several cameras in two vegetation types. Copy it into the recording table, then calculate the mean and range for each vegetation type, just as you will for your own prototype trials.",
  prep: "Teacher: make the extract the day before (about 15 minutes). One copy of this sheet per pair (15 for a class of 30), or project the recording table. Not cut.",
  parts: [
    {
      kind: "text",
      heading: "For the teacher: making the extract",
      paragraphs: [
        "Open WildCam Lab from HHMI BioInteractive's Scientific Inquiry and Data Analysis Using WildCam Gorongosa activity. Choose one common species (for example impala, warthog or baboon) and two vegetation types, and list the number of sightings at five or six cameras in each type. A dozen numbers is enough: the point is to see camera-to-camera variation.",
        "If WildCam Lab cannot be reached on the day, use the practice extract below. Its numbers are illustrative, made up for practice in the pattern camera-trap counts usually show; they are not WildCam data, and students should be told so.",
      ],
    },
    {
      kind: "space",
      heading: "Recording table",
      prompt: "Species: ______________. Copy each camera's sightings from the extract.",
      response: { kind: "table", columns: ["Camera", "Vegetation type", "Sightings"], rows: 12 },
    },
    {
      kind: "table",
      heading: "Practice extract (illustrative numbers, not WildCam data)",
      columns: ["Camera", "Vegetation type", "Sightings of impala"],
      rows: wildcamPractice.map((r) => [r.camera, r.vegetation, String(r.sightings)]),
      note: "Camera F6 sits near a waterhole. Is its count an error, or a real feature of the place?",
    },
  ],
};

/** Day 23's worked example: a 2,000 sq ft site, tray result 61 percent, storms of 1 and 1.5 inches. */
export const modelExample = { area: 2000, storm: 1, heavyStorm: 1.5, reduction: 0.61, yearlyRain: 40 };
const gallonsPerInchPerSqFt = 0.623;
const gal = (n: number) => Math.round(n).toLocaleString("en-US");

const spreadsheetModel: ArtifactInput = {
  unit: 3,
  phase: 5,
  lesson: 23,
  provides: "Spreadsheet model template with input, formula and output sections",
  title: "Scale-Up Spreadsheet Model",
  intro:
    "This template turns your tray result into gallons at the real site. Type the inputs in column B, copy the formulas into column C exactly, and read the outputs. One inch of rain on one square foot is 0.623 gallons (1/12 cubic foot x 7.48 gallons per cubic foot), so 1,000 square feet make about 623 gallons.",
  prep: "One copy per team (8 for a class of 30 in groups of about 4) beside a laptop; or share it as a spreadsheet with the formulas already typed for teams that need support. Not cut.",
  parts: [
    {
      kind: "table",
      heading: "Inputs (column B)",
      columns: ["Cell", "Input", "Example value", "Where it comes from"],
      rows: [
        ["B2", "Site area to be planted (sq ft)", gal(modelExample.area), "Site measurements"],
        ["B3", "Storm depth today (in)", String(modelExample.storm), "National Weather Service rainfall data"],
        [
          "B4",
          "Percent reduction (as a decimal)",
          String(modelExample.reduction),
          "Your Day 22 mean percent reduction",
        ],
        [
          "B5",
          "Heavier storm depth (in)",
          String(modelExample.heavyStorm),
          "Local projection or the largest recent storm",
        ],
        [
          "B6",
          "Yearly rainfall (in)",
          String(modelExample.yearlyRain),
          "National Weather Service normals for your area",
        ],
      ],
    },
    {
      kind: "table",
      heading: "Formulas and outputs (column C)",
      columns: ["Cell", "Output", "Formula", "Example result (gallons)"],
      rows: [
        [
          "C2",
          "Runoff from the site as pavement, one storm",
          "=B2*B3*0.623",
          gal(modelExample.area * modelExample.storm * gallonsPerInchPerSqFt),
        ],
        [
          "C3",
          "Captured by the design, one storm",
          "=C2*B4",
          gal(modelExample.area * modelExample.storm * gallonsPerInchPerSqFt * modelExample.reduction),
        ],
        [
          "C4",
          "Captured in the heavier storm",
          "=B2*B5*0.623*B4",
          gal(modelExample.area * modelExample.heavyStorm * gallonsPerInchPerSqFt * modelExample.reduction),
        ],
        [
          "C5",
          "Captured with half the budget (half the area)",
          "=B2/2*B3*0.623*B4",
          gal((modelExample.area / 2) * modelExample.storm * gallonsPerInchPerSqFt * modelExample.reduction),
        ],
        [
          "C6",
          "Captured in a year",
          "=B2*B6*0.623*B4",
          gal(modelExample.area * modelExample.yearlyRain * gallonsPerInchPerSqFt * modelExample.reduction),
        ],
      ],
      note: "C4 and C6 assume the tray's percent reduction holds in every storm. Real soil that is already saturated lets more of a big storm run off, so treat them as upper estimates.",
    },
    {
      kind: "checklist",
      heading: "Assumptions to write beside your model",
      items: [
        "The tray's percent reduction holds at full scale.",
        "It holds in a heavier storm, even after the soil is saturated.",
        "Runoff scales evenly with area.",
        "The site's soil drains like the tray's potting soil.",
        "The plants are fully grown, not just planted.",
      ],
    },
    {
      kind: "space",
      heading: "Our model's outputs",
      prompt: "Record your own inputs and outputs.",
      response: {
        kind: "table",
        columns: ["Scenario", "Area (sq ft)", "Storm (in)", "Percent reduction", "Gallons captured"],
        rows: ["Current climate", "Heavier storm", "Half budget", "One year"],
      },
    },
    {
      kind: "space",
      heading: "The assumption we trust least",
      prompt: "Which assumption could make your model most wrong, and what measurement would check it?",
      response: { kind: "lines", count: 3 },
    },
  ],
};

/** Day 24's planning figures, used by the card and by its worked example. */
export const planningFigures = {
  growthKgPerM2: 0.5,
  carbonFraction: 0.5,
  co2PerCarbon: 3.67,
  treeCo2Kg: 22,
  algaeCo2PerKg: 1.8,
  carTonnes: 4.6,
};

const f = planningFigures;
const perM2 = f.growthKgPerM2 * f.carbonFraction * f.co2PerCarbon;

const planningCard: ArtifactInput = {
  unit: 3,
  phase: 5,
  lesson: 24,
  provides:
    "Planning-figures card: plant growth per square meter, carbon content of dry biomass, CO2 per kilogram of carbon, yearly uptake by a mature tree and by algae, and the yearly emissions of a typical car",
  title: "Planning-Figures Card: Energy and Carbon",
  intro:
    "Round numbers for estimating the energy and carbon that flow through your design. Real values vary with species, climate and care, so say 'about' and give the range where there is one.",
  prep: "One card per pair (15 for a class of 30), printed on card stock; cut the page in half if two cards fit. Reusable across classes.",
  parts: [
    {
      kind: "table",
      heading: "Planning figures",
      columns: ["Quantity", "Planning figure", "Notes"],
      rows: [
        [
          "New dry plant matter a planting grows",
          `about ${f.growthKgPerM2 * 1000} g per square meter per year`,
          "Real plantings range from about 200 to over 1,000 g",
        ],
        [
          "Carbon in dry plant matter",
          `about half (x ${f.carbonFraction})`,
          "Dry biomass is roughly 50 percent carbon",
        ],
        [
          "CO2 removed per kilogram of carbon fixed",
          `${f.co2PerCarbon} kg`,
          "44 / 12: the mass of CO2 compared with the carbon in it",
        ],
        [
          "A mature shade tree",
          `about ${f.treeCo2Kg} kg (48 pounds) of CO2 a year`,
          "Varies with species and size; i-Tree MyTree gives a species estimate",
        ],
        [
          "Algae grown in a bioreactor",
          `about ${f.algaeCo2PerKg} kg of CO2 per kg of dry algae`,
          "Only while the algae keep growing",
        ],
        ["A typical passenger car", `about ${f.carTonnes} metric tons of CO2 a year`, "US EPA estimate"],
        ["Energy passed up one trophic level", "about 10 percent", "Real values range from about 5 to 20 percent"],
      ],
    },
    {
      kind: "text",
      heading: "Worked example: a 20-square-meter rain garden",
      paragraphs: [
        `Growth: 20 x ${f.growthKgPerM2} = ${20 * f.growthKgPerM2} kg of dry plant matter a year. Pyramid: about ${20 * f.growthKgPerM2 * 0.1} kg of herbivore growth, ${Math.round(20 * f.growthKgPerM2 * 10) / 1000} kg (100 g) of predator growth and about 10 g at the level above.`,
        `Carbon: ${20 * f.growthKgPerM2} kg x ${f.carbonFraction} = ${20 * f.growthKgPerM2 * f.carbonFraction} kg of carbon; x ${f.co2PerCarbon} = about ${Math.round(20 * f.growthKgPerM2 * f.carbonFraction * f.co2PerCarbon)} kg of CO2 taken up a year. Most of it returns to the air as leaves and stems decompose.`,
        `One car: each square meter takes up about ${perM2.toFixed(2)} kg of CO2 a year, so matching one car's ${f.carTonnes} tons takes about ${(Math.round((f.carTonnes * 1000) / perM2 / 100) * 100).toLocaleString("en-US")} square meters, roughly a football field.`,
      ],
    },
  ],
};

const peerReviewCards: ArtifactInput = {
  unit: 3,
  phase: 5,
  lesson: 25,
  provides: "Peer review cards: I notice, I wonder, What if",
  title: "Peer Review Cards",
  intro:
    "While a team waits for the expert, it reviews another team's design brief as a neighbor who lives next to the site would. Hand over one card of each kind, filled in: be specific, kind and useful.",
  prep: "One set of three cards per student (30 sets for a class of 30), on card stock, cut apart; or print several sets per page and cut. Keep spare blanks.",
  parts: [
    {
      kind: "cards",
      heading: "Cut apart: one of each per reviewer",
      cards: [
        {
          title: "I notice...",
          text: "Something specific you see in the brief, the graph or the prototype, with a number or a part. Example: 'I notice your runoff trials range from 280 to 520 mL.' I notice: ____________________",
        },
        {
          title: "I wonder...",
          text: "A question a neighbor next to the site would ask about upkeep, safety, cost or who benefits. Example: 'I wonder who will water the plants in July when school is out.' I wonder: ____________________",
        },
        {
          title: "What if...",
          text: "One change to try, and what it could improve. Example: 'What if the rain garden sat by the bus stop, where students stand in the heat?' What if: ____________________",
        },
      ],
    },
  ],
};

const roleCards: ArtifactInput = {
  unit: 3,
  phase: 6,
  lesson: 27,
  provides:
    "Stakeholder role cards: city engineer, neighbor, school principal, local business owner, youth climate group, grounds and maintenance crew member",
  title: "Stakeholder Role Cards",
  intro:
    "In the hot seat, and again in Day 28's rehearsal, students take these roles and ask the questions each stakeholder really would. The characters are fictional; play them fairly, as people with real concerns, not as villains. Add your own question to each card.",
  prep: "One set of six cards per team (8 sets for a class of 30 in groups of about 4), on card stock, cut apart; keep the sets for Day 28.",
  parts: [
    {
      kind: "cards",
      heading: "Cut apart: one set per team",
      cards: [
        {
          title: "City engineer",
          text: "You manage the city's storm drains and streets. You care about how many gallons the design keeps out of the drains, what happens in a storm bigger than the one tested, and whether it meets city rules. Ask: 'How do you know the tray result holds for a whole site in a 2-inch storm?'",
        },
        {
          title: "Neighbor",
          text: "You live next to the site and your basement floods. You care about standing water, mosquitoes, how the site will look and whether anyone will keep it tidy. Ask: 'Will water sit there for days? Who do I call if it does?'",
        },
        {
          title: "School principal",
          text: "You are responsible for students' safety and a tight budget. You care about cost, safety near the building and whether students will learn from it. Ask: 'What does it cost, and is it safe for young students to be near it?'",
        },
        {
          title: "Local business owner",
          text: "You run a shop on the block. You care about heat that keeps customers away, parking and deliveries, and how long construction would take. Ask: 'Will this take away parking, and will my customers actually feel cooler?'",
        },
        {
          title: "Youth climate group",
          text: "You organize students for climate action. You care about carbon, fairness to the blocks hit hardest by heat and flooding, and whether young people get a say. Ask: 'How much carbon does it really store, and who benefits first?'",
        },
        {
          title: "Grounds and maintenance crew member",
          text: "You would look after the design once it is built, with the rest of the school's grounds. You care about hours of work, tools, summer watering and what happens when something clogs. Ask: 'Who waters it in July, and how many hours a month will it take me?'",
        },
      ],
    },
  ],
};

const factCards: ArtifactInput = {
  unit: 3,
  phase: 6,
  lesson: 28,
  provides:
    "Maintenance and monitoring fact cards: rain garden, green roof, shade trees, pollinator planting, algae bioreactor and mud fuel cell",
  title: "Maintenance and Monitoring Fact Cards",
  intro:
    "Each card sums up the care one kind of design needs once it is built at full size and the signs that show whether it still works. Start your Day 28 plan from the card for your design; a design that mixes types uses more than one card.",
  prep: "One set of six cards per team (8 sets for a class of 30 in groups of about 4), on card stock, cut apart. Reusable.",
  parts: [
    {
      kind: "cards",
      heading: "Cut apart: one set per team",
      cards: [
        {
          title: "Rain garden",
          text: "Care: water new plants in dry spells through the first one or two growing seasons; weed during the growing season; keep 5-8 cm of mulch; clear sediment and litter from the inlet after big storms; replace dead plants. Check: water should drain within 24 to 48 hours after a storm, so mosquitoes cannot complete their life cycle.",
        },
        {
          title: "Green roof",
          text: "Care: water during establishment and long droughts; pull weeds and tree seedlings, whose roots can damage the roof; keep roof drains clear; have the roof's load checked by an engineer before any soil is added. Check: plant cover, drain flow after storms, roof surface temperature on hot days.",
        },
        {
          title: "Shade trees",
          text: "Care: water young trees deeply every week or so in dry weather for their first two to three years; keep a wide mulch ring that does not touch the trunk; remove stakes after about a year; prune for structure while young. Check: survival, canopy width, shade and surface temperature beneath on hot afternoons.",
        },
        {
          title: "Pollinator planting",
          text: "Care: water until established; weed; leave seed heads and hollow stems through winter, because many native bees nest in stems and ground; cut back in late winter or spring; avoid pesticides. Check: flowers in bloom each month and pollinators counted in a 10-minute watch.",
        },
        {
          title: "Algae bioreactor",
          text: "Care: steady light and aeration; add nutrients on a schedule; harvest part of the culture before it crashes; clean tubing and check the pump; keep on a GFCI outlet. Check: cloudiness or growth, pH, and signs of contamination (smell, color change, clumps).",
        },
        {
          title: "Mud fuel cell",
          text: "Care: keep the mud wet and covered; add organic matter when voltage falls; check wires and electrodes for corrosion and loose clips. Check: voltage read at the same time each day, and whether it recovers after organic matter is added.",
        },
      ],
    },
  ],
};

const rubricRows = ["Science accuracy", "Use of evidence", "Clarity", "Response to questions", "Community connection"];

const glowGrow: ArtifactInput = {
  unit: 3,
  phase: 6,
  lesson: 28,
  provides: "Timer and glow-and-grow feedback forms tied to the rubric rows",
  title: "Glow-and-Grow Feedback Form",
  intro:
    "Use this form while another team rehearses (a timer keeps the talk to 5 minutes). For each rubric row write one glow (something that worked, and where) and one grow (one change, and how). Useful feedback names a moment and suggests a change: not 'it was good'.",
  prep: "Two copies per team (16 for a class of 30 in groups of about 4): one for each rehearsal it watches. Plain paper, not cut. One timer per pair of teams.",
  parts: [
    {
      kind: "space",
      heading: "Feedback for team: ______________",
      prompt: "Score each row 1-4 with the showcase rubric, then write one glow and one grow.",
      response: { kind: "table", columns: ["Rubric row", "Score (1-4)", "Glow", "Grow"], rows: rubricRows },
    },
    {
      kind: "space",
      heading: "Care plan question",
      prompt:
        "As the grounds and maintenance crew member: what is one thing about the design's care that the talk did not make clear?",
      response: { kind: "lines", count: 3 },
    },
  ],
};

const visitorCard = () => ({
  title: "Visitor feedback card - station ____",
  text: "Rate from 1 (low) to 4 (high). Impact, how much it would help our community: 1 2 3 4. Feasibility, how practical to build and keep working: 1 2 3 4. Community fit, how well it suits our neighborhood and its people: 1 2 3 4. Comment or question: ______________________________",
});

const visitorCards: ArtifactInput = {
  unit: 3,
  phase: 6,
  lesson: 29,
  provides:
    "Visitor feedback cards rating impact, feasibility and community fit from 1 to 4, with space for a comment, in the languages families speak",
  title: "Visitor Feedback Cards",
  intro:
    "Visitors fill in one card at each station they visit and hand it to the team's feedback collector. Teams keep their cards for Day 30, when they average the ratings before handing their design over.",
  prep: "About 15 cards per station (120 for 8 stations): four cards to a page, on card stock, cut apart. Teams translate the editable .docx into the languages families speak on Day 28, with a fluent student or family volunteer checking.",
  parts: [
    {
      kind: "cards",
      heading: "Cut apart: four cards per page",
      cards: Array.from({ length: 4 }, visitorCard),
    },
  ],
};

const handOff: ArtifactInput = {
  unit: 3,
  phase: 6,
  lesson: 30,
  provides: "Design hand-off checklist and stakeholder response form",
  title: "Design Hand-Off Checklist and Stakeholder Response Form",
  intro:
    "A design package passes your work to the people who would build and care for it. Check that your package is complete, give the stakeholder your 90-second hand-off, and ask them to fill in the response form. Keep a copy: it is the start of the design's record.",
  prep: "One copy per team (8 for a class of 30 in groups of about 4), plus one for each stakeholder if they prefer to respond on paper. Plain paper, not cut.",
  parts: [
    {
      kind: "checklist",
      heading: "Our package includes",
      items: [
        "A one-page design brief: the problem, the site, the design and who it serves.",
        "The key graph with ranges, and the test results from Phases 4 and 5.",
        "The scale-up model results and the assumptions behind them.",
        "The optimization justification with its cost and benefit per dollar.",
        "The maintenance plan: tasks, timing, who could do them, time or cost per year.",
        "The monitoring plan: indicators, methods, targets and actions, with the first baseline reading dated.",
        "The visitor feedback summary and the changes made because of it.",
        "The decision we are asking for, and questions still open.",
      ],
    },
    {
      kind: "space",
      heading: "Stakeholder response form",
      prompt: "For the stakeholder: please circle or write your response.",
      response: {
        kind: "table",
        columns: ["Question", "Response"],
        rows: [
          "Your name, role and organization",
          "Decision: consider a pilot / revise and resubmit / not now",
          "Conditions or changes you would need",
          "Who could carry out the maintenance plan?",
          "First monitoring check: who and when?",
          "Question you would like the team to answer",
        ],
      },
    },
  ],
};

export const unit3bArtifacts: ArtifactInput[] = [
  decisionMatrix,
  testPlan,
  summaryCard,
  wildcam,
  spreadsheetModel,
  planningCard,
  peerReviewCards,
  roleCards,
  factCards,
  glowGrow,
  visitorCards,
  handOff,
];
