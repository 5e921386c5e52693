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
  {
    unit: 3,
    phase: 3,
    lesson: 11,
    provides: "Guide RNA cards, donor template strips, scissors, tape and colored pencils",
    title: "CRISPR Paper Model Strips and Cards",
    intro:
      "The made-up plant gene (both strands, 42 base pairs), its guide RNA and a donor template. Cut out the strips and cards. Slide the guide RNA along the bottom strand until its bases pair, check that TGG (the PAM) follows the target on the top strand, then cut both strands three bases before the PAM.",
    prep: "1 set per pair: 15 copies on paper for a class of 30; pairs cut the strips apart themselves. Half the pairs use the donor strip.",
    parts: [
      {
        kind: "table",
        heading: "DNA strip (cut out as one strip)",
        note: "Bases numbered from the start codon. Target: bases 7-26; PAM: bases 27-29.",
        columns: ["Strand", "Sequence"],
        rows: [
          ["Top (coding) 5' -> 3'", day11Gene],
          ["Bottom 3' -> 5'", complement(day11Gene)],
          ["Top in codons", codons(day11Gene)],
        ],
      },
      {
        kind: "cards",
        heading: "Guide RNA and donor template",
        cards: [
          {
            title: "Guide RNA (5' -> 3')",
            text: `${day11Gene.slice(6, 26).replace(/T/g, "U")} : pairs with the bottom strand under bases 7-26 of the top strand.`,
          },
          {
            title: "Donor template strip (bases 13-33)",
            text: `Top: ${donor} / Bottom: ${complement(donor)}. One base differs from the gene: codon 8 reads TAT instead of CAT.`,
          },
          {
            title: "End joining card",
            text: "No template: the cell joins the cut ends and often loses a few bases. Snip out the two bases just after the cut (bases 24-25) and tape the ends together.",
          },
        ],
      },
    ],
  },
  {
    unit: 3,
    phase: 3,
    lesson: 12,
    provides:
      "Three one-page case study cards: Sub1 rice in South Asia, HB4 wheat in Argentina, and CRISPR-edited ARGOS8 corn in the United States",
    title: "Climate Crop Case Study Cards",
    intro:
      "Three crops changed to cope with floods or drought, each made a different way. Read your case as an expert, fill in its row of the comparison chart, and teach it to your home team in two minutes.",
    prep: "1 set per home team: 8 sets on paper (each case printed on its own page), so each expert in a team has one case.",
    parts: [
      {
        kind: "text",
        heading: "Case 1: Sub1 rice in South Asia (breeding with DNA markers)",
        paragraphs: [
          "Problem: monsoon floods can cover rice fields for one to two weeks. Most rice varieties die after about a week underwater, and millions of farming families in India, Bangladesh and Nepal can lose a whole harvest.",
          "Gene and protein: an old Indian variety survived floods because it carries the SUB1A gene. Its protein holds back the plant's growth underwater, so the plant does not burn the sugar it has stored trying to grow above the water; when the flood drains it has energy left to recover.",
          "How the DNA changed: scientists at the International Rice Research Institute (IRRI) and the University of California, Davis found the gene in 2006. Breeders crossed the old variety with popular ones and used DNA tests (markers) to keep only offspring carrying SUB1A, a few years instead of the 7-12 of ordinary breeding. No gene from another species was added.",
          "Evidence and access: Sub1 varieties survive about two weeks underwater and yield much more than ordinary varieties after a flood; they yield about the same in years without floods. Released from 2009 by a public institute, the seed is shared with farmers, who can save and replant it; millions of farmers now grow it. Limits: it does not help against long, deep floods or salty water.",
        ],
      },
      {
        kind: "text",
        heading: "Case 2: HB4 wheat in Argentina (transgenic)",
        paragraphs: [
          "Problem: droughts cut wheat harvests in Argentina and other dry farming regions, and are becoming more frequent.",
          "Gene and protein: sunflowers grow in dry places. Researchers at Argentina's public science agency (CONICET) and the National University of the Litoral studied the sunflower gene HaHB4, whose protein is a transcription factor that switches on genes helping the plant cope with water stress.",
          "How the DNA changed: the company Bioceres inserted the sunflower gene into wheat, making a transgenic crop (a gene from another species). HB4 wheat also carries a gene for tolerance to the herbicide glufosinate.",
          "Evidence and access: company field trials reported yields about 20 percent higher than comparable varieties in drought years. Argentina approved it in 2020, the first genetically modified wheat approved for farming; the United States approved it for food in 2022 and for growing in 2024. Concerns: a gene from another species in a bread crop, herbicide use, whether buyers abroad will accept it, and seed sold by a company.",
        ],
      },
      {
        kind: "text",
        heading: "Case 3: CRISPR-edited ARGOS8 corn in the United States (gene editing)",
        paragraphs: [
          "Problem: drought around the time corn flowers cuts yields sharply across the U.S. Corn Belt.",
          "Gene and protein: corn's own ARGOS8 gene makes a protein that lowers the plant's sensitivity to ethylene, a hormone that slows growth under stress. Most corn makes little of this protein.",
          "How the DNA changed: scientists at the seed company DuPont Pioneer (now Corteva) used CRISPR-Cas9 with a DNA template to place a stronger promoter, also from corn, in front of the ARGOS8 gene, so the plant makes more of the protein. Nothing from another species was added (2017).",
          "Evidence and access: in field trials the edited corn gave about 5 more bushels per acre under drought at flowering and no loss with good water. Concerns: checking for edits at other sites (off-target cuts), patents on the method and the seed, and rules: many countries do not regulate edits like this as genetically modified, others do.",
        ],
      },
    ],
  },
  {
    unit: 3,
    phase: 3,
    lesson: 12,
    provides:
      "Community scenario cards: a rice-farming district hit by monsoon floods, a small family farm in a drought-prone county, and a large export grain farm",
    title: "Community Scenario Cards",
    intro:
      "Draw one card. Decide which approach, or mix of approaches, your team would recommend, with one benefit, one risk and one question the farmers themselves should get to answer.",
    prep: "1 card per home team: 3 sets on card stock, cut apart (8 teams share the 3 scenarios).",
    parts: [
      {
        kind: "cards",
        heading: "Scenarios",
        cards: [
          {
            title: "A rice-farming district hit by monsoon floods",
            text: "Thousands of small farms of 1-2 hectares. Floods covered the fields for 10 days in two of the last five years. Families save seed from each harvest and have little cash for inputs.",
          },
          {
            title: "A small family farm in a drought-prone county",
            text: "A 60-hectare farm growing wheat and corn for a local mill. Three dry summers in the last decade; the family sells to neighbors who ask how their food is grown.",
          },
          {
            title: "A large export grain farm",
            text: "A 4,000-hectare farm selling corn and wheat overseas. It buys new seed every year, can afford new technology, and its buyers in some countries reject genetically modified grain.",
          },
        ],
      },
    ],
  },
  {
    unit: 3,
    phase: 3,
    lesson: 14,
    provides: "A white card printed with black lines of different thicknesses, to judge how cloudy each bottle is",
    title: "Cloudiness Line Card",
    intro:
      "Hold the card flat behind each bottle and look through the algae at it. Record the number of the faintest line you can still see: the cloudier the culture (the more algae), the lower the number.",
    prep: "1 per group: 8 copies on white card stock; keep them dry (slip into a clear sleeve).",
    parts: [
      {
        kind: "table",
        heading: "Lines from heaviest (1) to faintest (5)",
        note: "Print at 100 percent size so every group's card is the same.",
        columns: ["Line", "Look through the bottle at this line"],
        rows: [
          ["1", "################################"],
          ["2", "================================"],
          ["3", "--------------------------------"],
          ["4", "................................"],
          ["5", ".     .     .     .     .     .     ."],
        ],
      },
    ],
  },
  {
    unit: 3,
    phase: 3,
    lesson: 15,
    provides:
      "Four scenario cards: CRISPR-edited drought-tolerant corn on local farms; engineered yeast fermenting crop waste into ethanol in a closed plant; soil bacteria gene-edited to release more nitrogen to corn roots so farmers use less fertilizer; an algae bioreactor on the school roof using unmodified algae",
    title: "Biotech Seminar Scenario Cards",
    intro:
      "Four ways living or engineered organisms could be part of a climate solution. With your stakeholder lens card, list the strongest benefit and risk, decide whether the organism is contained or released, and write one open question for the seminar.",
    prep: "1 card per team: 2 sets on card stock, cut apart (8 teams, each scenario used twice).",
    parts: [
      {
        kind: "cards",
        heading: "Scenarios",
        cards: [
          {
            title: "Drought-tolerant corn (released)",
            text: "Local farms plant corn whose own ARGOS8 gene was edited with CRISPR to yield more in drought. Evidence: Day 12. Grown in open fields, where pollen travels.",
          },
          {
            title: "Engineered yeast in a fuel plant (contained)",
            text: "Yeast given genes to ferment xylose turn corn stalks into ethanol inside sealed tanks. Evidence: Day 13, plant waste barely fermented with ordinary yeast.",
          },
          {
            title: "Nitrogen-releasing soil bacteria (released)",
            text: "Soil bacteria gene-edited to release more nitrogen to corn roots are sprayed on fields, so farmers use less fertilizer, whose production and use release greenhouse gases. Once in soil they cannot be recalled.",
          },
          {
            title: "Rooftop algae bioreactor (contained, unmodified)",
            text: "Tubes of ordinary algae on the school roof take up carbon dioxide in the light. Evidence: Day 14 pH data. The carbon stays stored only if the algae are not burned or left to rot.",
          },
        ],
      },
    ],
  },
  {
    unit: 3,
    phase: 3,
    lesson: 15,
    provides:
      "Stakeholder lens cards: farmer, nearby resident, scientist, company investor, environmental justice organizer, a young person in 2050",
    title: "Stakeholder Lens Cards",
    intro:
      "Look at your scenario through this person's eyes. What would they gain, what would they worry about, and what would they want a say in?",
    prep: "1 card per team: 2 sets of 6 on card stock, cut apart (8 teams).",
    parts: [
      {
        kind: "cards",
        heading: "Stakeholders",
        cards: [
          {
            title: "Farmer",
            text: "Cares about yield in bad years, seed and input costs, whether seed can be saved, and whether buyers will accept the crop.",
          },
          {
            title: "Nearby resident",
            text: "Lives next to the fields, plant or roof. Cares about health, smells, traffic, water and being told the truth before decisions are made.",
          },
          {
            title: "Scientist",
            text: "Cares about evidence: what tests show, what is still unknown, how risks are monitored, and whether results are shared openly.",
          },
          {
            title: "Company investor",
            text: "Has paid for the research and wants a return: patents, sales and rules that are clear and predictable.",
          },
          {
            title: "Environmental justice organizer",
            text: "Asks who carries the risks and who gets the benefits, and whether communities most affected by pollution had a real voice.",
          },
          {
            title: "A young person in 2050",
            text: "Will live with today's choices: the climate, the food supply and any organism released now. Asks what doing nothing would cost.",
          },
        ],
      },
    ],
  },
];
