import { day4Yeast, day11Gene } from "../unit3/handouts-a.ts";
import type { ArtifactInput } from "./schema.ts";

// Unit 3, Phases 1-3: the file for each materials line of its lessons that names something printed for students.

const complement = (dna: string) => dna.replace(/[ACGT]/g, (b) => ({ A: "T", T: "A", G: "C", C: "G" })[b] ?? b);
const codons = (dna: string) => dna.match(/.{1,3}/g)?.join(" ") ?? dna;
/** The Day 11 donor template: codon 8 (CAT, His) rewritten as TAT (Tyr), bases 13-33. */
const donor = `${day11Gene.slice(0, 21)}TAT${day11Gene.slice(24)}`.slice(12, 33);

const groupRows = (n: number) => Array.from({ length: n }, (_, i) => [`Group ${i + 1}`, "", "", "", "", ""]);

export const unit3aArtifacts: ArtifactInput[] = [
  {
    unit: 3,
    phase: 1,
    lesson: 1,
    provides:
      "Climate walk photo checklist (heat, water and flooding, erosion, habitat loss, signs of life), 1 per team",
    title: "Climate Walk Photo Checklist",
    intro:
      "Take at least one photo for each category and mark where you took it on the campus map. Tick each box when your team has its photo; the log on your handout records what each photo shows.",
    prep: "1 per team: 8 copies on paper for a class of 30 in 8 teams; clip to the team's clipboard with the campus map.",
    parts: [
      {
        kind: "checklist",
        heading: "Photograph one example of each",
        items: [
          "Heat: a surface or spot that feels hot (dark pavement, a sunny wall, a car park) and, for contrast, a shaded one",
          "Water and flooding: standing water, a puddle line, a clogged or overflowing storm drain, water stains",
          "Erosion: bare soil, exposed roots, a gully, sediment washed onto a path",
          "Habitat loss: a lawn or bed replaced by pavement, a cut tree, a bare strip where plants once grew",
          "Signs of life: an insect, bird, nest, fungus, moss or plant growing in a crack",
          "Every photo's location marked on the map with a letter or number",
        ],
      },
    ],
  },
  {
    unit: 3,
    phase: 1,
    lesson: 3,
    provides: "Day 2 class data table, projected or shared as a spreadsheet",
    title: "Class Baseline Data Table",
    intro:
      "The class baseline: each group enters its Day 2 means and its Day 3 infiltration time. Project this page or copy its columns into a shared spreadsheet, then calculate the class mean for each site type in the last rows.",
    prep: "Project 1 copy, or print 1 per group (8) on paper; a shared spreadsheet with the same columns works as well.",
    parts: [
      {
        kind: "space",
        heading: "Class baseline",
        prompt:
          "One row per group and site. Means to one decimal place; infiltration time in minutes ('>10' if water still stood at 10 minutes).",
        response: {
          kind: "table",
          columns: [
            "Group",
            "Site type",
            "Mean surface temp. (degrees C)",
            "Soil moisture",
            "Species richness",
            "Infiltration time (min)",
          ],
          rows: [
            ...groupRows(8).map((r) => r[0] ?? ""),
            "Class mean: planted",
            "Class mean: bare",
            "Class mean: paved",
          ],
        },
      },
    ],
  },
  {
    unit: 3,
    phase: 1,
    lesson: 4,
    provides:
      "Data set A, Carlson's 1913 yeast culture (amount of yeast each hour from 0 to 18 hours): 9.6, 18.3, 29.0, 47.2, 71.1, 119.1, 174.6, 257.3, 350.7, 441.0, 513.3, 559.7, 594.8, 629.4, 640.8, 651.1, 655.9, 659.6, 661.8",
    title: "Data Set A: Yeast Growth in a Flask",
    intro:
      "Tor Carlson counted the yeast growing in a flask of nutrient solution every hour for 18 hours (published 1913). Graph the amount of yeast against time, shade the exponential phase and mark the carrying capacity.",
    prep: "1 per pair: 15 copies on paper for a class of 30, or project it.",
    parts: [
      {
        kind: "table",
        heading: "Amount of yeast (relative units) each hour",
        note: "Source: Carlson (1913), as reprinted by Pearl (1927). The units are relative amounts of yeast, not cell counts.",
        columns: ["Hour", "Amount of yeast"],
        rows: day4Yeast.map((amount, hour) => [String(hour), amount.toFixed(1)]),
      },
    ],
  },
  {
    unit: 3,
    phase: 1,
    lesson: 4,
    provides:
      "Data set B, reindeer on St. Matthew Island, Alaska (Klein, 1968): 29 in 1944, about 1,350 in 1957, about 6,000 in 1963 and 42 in 1966",
    title: "Data Set B: Reindeer on St. Matthew Island",
    intro:
      "In 1944, 29 reindeer were released on St. Matthew Island in the Bering Sea, which had no wolves or other predators. Plot the counts, compare the shape with the yeast curve, and read the story to explain what happened.",
    prep: "1 per pair: 15 copies on paper for a class of 30, or project it.",
    parts: [
      {
        kind: "table",
        heading: "Reindeer counted on the island",
        note: "Source: Klein, D. R. (1968), Journal of Wildlife Management 32: 350-367. The 1957 and 1963 counts are estimates.",
        columns: ["Year", "Reindeer"],
        rows: [
          ["1944", "29"],
          ["1957", "about 1,350"],
          ["1963", "about 6,000"],
          ["1966", "42"],
        ],
      },
      {
        kind: "text",
        heading: "What happened on the island",
        paragraphs: [
          "With plenty of lichen and no predators, the herd grew fast. Lichen grows very slowly, and by 1963 the reindeer had eaten much of it down, so the animals were thinner than in 1957.",
          "The winter of 1963-64 brought unusually deep snow and cold. Hungry reindeer could not dig down to enough food, and almost all of them died. By 1966 only 42 were left, all females but one male, and the herd later died out.",
        ],
      },
    ],
  },
  {
    unit: 3,
    phase: 1,
    lesson: 5,
    provides:
      "Problem statement template: problem, location, who and what is affected, evidence, criteria, constraints, team signatures",
    title: "Problem Statement Template",
    intro:
      "Your team's final problem statement. Draft it on the Problem Statement Builder handout first; copy the revised version here and sign it. It is posted on the project wall and guides every design choice in Phases 3-4.",
    prep: "1 per team: 8 copies on paper (or card stock for the project wall).",
    parts: [
      {
        kind: "space",
        heading: "Problem",
        prompt: "The problem in one sentence:",
        response: { kind: "lines", count: 2 },
      },
      {
        kind: "space",
        heading: "Location",
        prompt: "Where exactly (map spot, size of the area):",
        response: { kind: "lines", count: 2 },
      },
      {
        kind: "space",
        heading: "Who and what is affected",
        prompt: "People, other organisms and ecosystem functions the problem affects:",
        response: { kind: "lines", count: 3 },
      },
      {
        kind: "space",
        heading: "Evidence",
        prompt: "Baseline measurements (with units) and photos that show the problem:",
        response: { kind: "lines", count: 3 },
      },
      {
        kind: "space",
        heading: "Criteria",
        prompt: "At least two measurable criteria, ranked:",
        response: { kind: "table", columns: ["Rank", "What is measured", "Target", "Compared with"], rows: 3 },
      },
      {
        kind: "space",
        heading: "Constraints",
        prompt: "At least three constraints:",
        response: { kind: "table", columns: ["Constraint", "Limit"], rows: 4 },
      },
      {
        kind: "space",
        heading: "Team signatures",
        prompt: "Each team member signs to agree the statement guides our design:",
        response: { kind: "lines", count: 4 },
      },
    ],
  },
  {
    unit: 3,
    phase: 1,
    lesson: 5,
    provides: "Peer review checklist (specific, evidence-based, measurable, realistic)",
    title: "Problem Statement Peer Review Checklist",
    intro:
      "Review another team's draft. Tick each item it meets; for any item you cannot tick, write on a sticky note what would fix it. The other team must answer every note before signing.",
    prep: "1 per team: 8 copies on paper.",
    parts: [
      {
        kind: "checklist",
        heading: "Specific",
        items: ["Names an exact place on or near campus", "Names who and which other organisms are affected"],
      },
      {
        kind: "checklist",
        heading: "Evidence-based",
        items: [
          "Cites at least one baseline measurement with units",
          "Refers to a photo or observation from the climate walk",
        ],
      },
      {
        kind: "checklist",
        heading: "Measurable",
        items: [
          "Has at least two criteria, each with a target number",
          "Each criterion says what it is compared with (a control or the baseline)",
        ],
      },
      {
        kind: "checklist",
        heading: "Realistic",
        items: [
          "Lists at least three constraints (budget, space, time, safety, plants)",
          "A school-scale prototype could test it in Phase 4",
        ],
      },
    ],
  },
  {
    unit: 3,
    phase: 2,
    lesson: 7,
    provides: "Three-column note organizer: species removed, what increased, what decreased",
    title: "Trophic Cascade Note Organizer",
    intro:
      "Fill one row each time the film (or your local food web) removes a species: what was removed, which populations increased and which decreased. The first row is Paine's sea star experiment.",
    prep: "1 per student: 30 copies on paper.",
    parts: [
      {
        kind: "space",
        heading: "Species removed and what followed",
        prompt: "One row per removal; add the reason in a few words under each entry.",
        response: {
          kind: "table",
          columns: ["Species removed", "What increased", "What decreased"],
          rows: ["Pisaster sea stars (Paine)", "Sea otters", "Sunflower sea stars (wasting disease)", "Our local web"],
        },
      },
    ],
  },
  {
    unit: 3,
    phase: 2,
    lesson: 7,
    provides:
      "Local species cards (10-12 photos of organisms from a nearby park, stream or vacant lot, such as an oak tree, caterpillars, chickadees, a red-tailed hawk, squirrels, earthworms, aphids, lady beetles, clover and bees)",
    title: "Local Species Cards",
    intro:
      "Twelve organisms of a nearby park. Arrange them into a food web with arrows pointing the way energy flows (from the eaten to the eater), then circle a possible keystone species. Paste a local photo in each card's corner if you have one.",
    prep: "1 set of 12 per group: 8 sets on card stock, cut apart; swap in photos of species from your own park.",
    parts: [
      {
        kind: "cards",
        heading: "Local species",
        cards: [
          {
            title: "Oak tree (producer)",
            text: "Makes food by photosynthesis. Its leaves feed hundreds of kinds of caterpillars; its acorns feed squirrels and mice; its wood and roots store carbon for centuries.",
          },
          {
            title: "Clover (producer)",
            text: "A low plant of lawns and lots. Its flowers give nectar and pollen to bees; its roots host bacteria that add nitrogen to the soil.",
          },
          {
            title: "Caterpillars (herbivores)",
            text: "Moth and butterfly larvae that chew oak and other leaves. A main food of songbird chicks: one chickadee nest needs thousands.",
          },
          {
            title: "Aphids (herbivores)",
            text: "Tiny insects that suck sap from stems and leaves. Large numbers weaken plants; lady beetles eat them.",
          },
          {
            title: "Bees (herbivores and pollinators)",
            text: "Feed on nectar and pollen and carry pollen between flowers, so clover and many trees set seed.",
          },
          {
            title: "Gray squirrel (herbivore)",
            text: "Eats acorns and nuts and buries many it never finds, planting new oaks. Prey of red-tailed hawks.",
          },
          {
            title: "Earthworms (decomposers)",
            text: "Eat dead leaves and soil, mixing nutrients back into it and opening pores that let rain soak in.",
          },
          {
            title: "Fungi (decomposers)",
            text: "Mushrooms and their threads break down dead wood and leaves; some join oak roots and trade nutrients for sugar.",
          },
          {
            title: "Lady beetles (predators)",
            text: "Adults and larvae eat aphids, up to dozens a day each. Birds eat some lady beetles.",
          },
          {
            title: "Chickadee (predator)",
            text: "A small songbird that eats caterpillars and other insects and feeds them to its chicks; nests in tree holes.",
          },
          {
            title: "American robin (predator)",
            text: "Eats earthworms and insects in lawns, and berries in fall. Prey of hawks.",
          },
          {
            title: "Red-tailed hawk (top predator)",
            text: "Hunts squirrels, mice and sometimes songbirds. Few in number: only about a tenth of the energy passes each step up the web.",
          },
        ],
      },
    ],
  },
  {
    unit: 3,
    phase: 2,
    lesson: 8,
    provides: "Data tables and graph paper",
    title: "Choice Chamber Data Tables and Graph Grid",
    intro:
      "Spare data tables for the isopod choice chamber (the handout has one per trial) and a class table for pooling results at minute 10. Use the grid to graph isopods on the moist side over time.",
    prep: "1 per group: 8 copies on paper; project the class table.",
    parts: [
      {
        kind: "space",
        heading: "Trial data (10 isopods)",
        prompt: "Count the animals on each side every minute; any in the tube count as middle.",
        response: {
          kind: "table",
          columns: ["Minute", "Trial 1 moist", "Trial 1 dry", "Trial 2 moist", "Trial 2 dry", "Clusters seen?"],
          rows: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"],
        },
      },
      {
        kind: "space",
        heading: "Class table at minute 10",
        prompt: "Percentage on the moist side = total on moist side / total isopods x 100.",
        response: {
          kind: "table",
          columns: ["Group", "Trial 1 moist", "Trial 2 moist", "Isopods in both trials"],
          rows: ["Group 1", "Group 2", "Group 3", "Group 4", "Group 5", "Group 6", "Group 7", "Group 8", "Class total"],
        },
      },
      {
        kind: "space",
        heading: "Graph",
        prompt: "Plot isopods on the moist side against time, one line per trial.",
        response: { kind: "graph", x: "Time (minutes, 0-10)", y: "Isopods on the moist side (0-10)" },
      },
    ],
  },
  {
    unit: 3,
    phase: 2,
    lesson: 10,
    provides:
      "Winners and losers species cards: blacklegged tick, Asian tiger mosquito, poison ivy, kudzu, brook trout, American pika, sunflower sea star, sugar maple and pill bugs, each with a photo and one fact about its tolerances",
    title: "Winners and Losers Species Cards",
    intro:
      "Nine species facing a changing climate. Sort them into likely increasing, likely decreasing and not sure, and name the trait on the card that decided your choice. Paste or project a photo of each.",
    prep: "1 set of 9 per pair: 15 sets on card stock, cut apart (or 8 sets for groups).",
    parts: [
      {
        kind: "cards",
        heading: "Species",
        cards: [
          {
            title: "Blacklegged tick",
            text: "Carries the bacteria of Lyme disease. Cold winters kill many ticks; as winters warm, its range has spread north into places it never lived, including Canada.",
          },
          {
            title: "Asian tiger mosquito",
            text: "Arrived in the United States in used tires in the 1980s. Breeds in any small pool of water; milder winters let it survive further north each decade.",
          },
          {
            title: "Poison ivy",
            text: "A native vine. In a field experiment with extra carbon dioxide in the air, it grew faster and made a more potent form of the oil that causes the rash.",
          },
          {
            title: "Kudzu",
            text: "An invasive vine from Asia that can grow about 30 cm a day in summer. Hard frosts kill it back; as winters warm, it spreads north.",
          },
          {
            title: "Brook trout",
            text: "A native fish of cold streams. It needs cool water rich in oxygen and is stressed in water warmer than about 20 degrees C.",
          },
          {
            title: "American pika",
            text: "A small relative of rabbits on cool mountain rock slopes. It can die after a few hours above about 25 degrees C if it cannot hide in the cool rocks; it has vanished from some lower, warmer sites.",
          },
          {
            title: "Sunflower sea star",
            text: "A large Pacific sea star that eats urchins. Since 2013 a wasting disease, worsened by a marine heat wave, killed more than 90 percent of them.",
          },
          {
            title: "Sugar maple",
            text: "A long-lived tree of cold-winter forests, tapped for maple syrup. It needs cold winters; sap runs earlier than it used to, and its range may shift north.",
          },
          {
            title: "Pill bugs",
            text: "Common land crustaceans that decompose leaf litter. Tolerant of many places, but they lose water easily and need damp shelter in heat and drought.",
          },
        ],
      },
    ],
  },
];
