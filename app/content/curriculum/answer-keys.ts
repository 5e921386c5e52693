import { unit1Keys } from "./answer-keys/unit1.ts";
import { unit2aKeys } from "./answer-keys/unit2a.ts";
import { unit2bKeys } from "./answer-keys/unit2b.ts";
import { unit3aKeys } from "./answer-keys/unit3a.ts";
import { unit3bKeys } from "./answer-keys/unit3b.ts";
import { unit4Keys } from "./answer-keys/unit4.ts";
import { unit5aKeys } from "./answer-keys/unit5a.ts";
import { unit5bKeys } from "./answer-keys/unit5b.ts";
import { unit6Keys } from "./answer-keys/unit6.ts";
import { unit6ProjectWorkKeys } from "./answer-keys/unit6-project-work.ts";
import type { HandoutKeyInput } from "./schema.ts";

// The teachers' keys to the student handouts: for every prompt, an exemplar answer or scoring notes, written
// from each lesson's key understandings, activities and reference tables. Kept apart from the unit content
// (nothing student-facing reads this module); the build makes a teacher version of each handout from it, and
// contentProblems() fails when a handout prompt has no key, a key names a prompt its handout does not have, or
// an id is used twice. Each key names its prompt's id (the `id` beside the prompt's text in the unit's content):
// keys are matched by id, never by position, so a prompt inserted or moved leaves every other key where it was.
// Listed in the handout's order for the reader.

// Each prompt's key is { answer } (an exemplar: what a full-credit answer says) or { notes } (scoring notes
// for an open-ended prompt, or one that records students' own data). The module is plain data, with no calls
// at its top level: the pages' client code shares index.ts, and nothing here may reach a browser's bundle
// (scripts/build-materials.ts checks the built client for the keys' text).

/** The keys written before the course was split into parts, unit by unit. */
const firstKeys: HandoutKeyInput[] = [
  // Unit 1
  {
    unit: 1,
    lesson: 2,
    keys: [
      {
        prompt: "u1-l2-q1",
        notes:
          "Look for all four properties recorded for both samples in describing words. Expected pattern: the garden soil is dark brown to black (humus), smells earthy (soil bacteria), is moist and crumbly; the compacted soil is lighter or greyer, has little smell, is drier and feels hard, gritty (sand) or sticky (clay). Accept what the samples actually show.",
      },
      {
        prompt: "u1-l2-q2",
        notes:
          "Look for a labeled sketch and a tally of each organism in each sample (at least three organisms per sample). Decomposers to circle: earthworms, fungal threads (white hyphae), millipedes, woodlice (pill bugs), springtails and mites that feed on dead matter. Centipedes and spiders are predators, not decomposers. Bacteria are decomposers too but cannot be seen with a hand lens.",
      },
      {
        prompt: "u1-l2-q3",
        answer:
          "White fungal threads (hyphae) on leaves or soil, leaves with holes or only their veins left, partly broken-down leaves and twigs, dark crumbly humus, earthworm castings (small dark pellets) and burrows, mold. The garden soil usually shows more of these than the compacted soil.",
      },
      {
        prompt: "u1-l2-q4",
        notes:
          "Look for a clear choice backed by tallies for both samples, counting kinds (not only individuals), e.g. 'The garden soil had 6 kinds (12 earthworms, 9 springtails, ...) and the compacted soil had 2 kinds.' Expected: the garden soil, because it has more organic matter (food), moisture and air spaces. A strong answer tells number of kinds apart from number of individuals.",
      },
      {
        prompt: "u1-l2-q5",
        notes:
          "Layers settle by particle size: sand (largest) at the bottom within a minute, silt above it over hours, clay on top over a day or more (fine clay can leave the water cloudy); organic matter floats. Look for each layer's height in cm and, for a strong answer, each as a percentage of the total settled height (layer height / total x 100). Compacted path soil often has more clay or sand and less organic matter; accept the measured results.",
      },
      {
        prompt: "u1-l2-q6",
        answer:
          "Shredders such as earthworms, mites and springtails break the leaf into small pieces; bacteria and fungi digest its carbon compounds (cellulose, sugars) and use them in cellular respiration, releasing carbon dioxide to the air (some carbon stays in the soil as humus or in the decomposers' bodies). Nitrogen in the leaf's proteins is released as ammonium, which soil bacteria turn into nitrate; plant roots absorb these mineral nutrients to build new proteins. The matter is recycled, not used up.",
      },
      {
        prompt: "u1-l2-q7",
        notes:
          "Look for a claim (usually the garden soil) and two pieces of evidence from today's data: more kinds and numbers of organisms, more signs of decomposition, darker color from organic matter, moister and looser texture, a better mix of sand, silt and clay. A strong answer links the evidence to what plants need: decomposers release nutrients that roots absorb, and loose soil holds air and water for roots. Accept the compacted soil only if the group's data support it.",
      },
    ],
  },
  {
    unit: 1,
    lesson: 4,
    keys: [
      {
        prompt: "u1-l4-q1",
        notes:
          "Look for one testable question that names one factor to change and one result to measure, e.g. 'How does the amount of compost mixed into schoolyard soil affect the height of radish plants after 14 days?' A question that tests two factors at once, or a result that cannot be measured, needs revising before sign-off.",
      },
      {
        prompt: "u1-l4-q2",
        notes:
          "Look for an if-then-because hypothesis with a biological reason, e.g. 'If we add compost, the radishes will grow taller, because compost supplies nitrogen, phosphorus and potassium that plants need, with the glucose from photosynthesis, to build proteins, DNA and new tissue.' Other good reasons: more light means more photosynthesis; growth is limited by the resource in shortest supply (the limiting factor).",
      },
      {
        prompt: "u1-l4-q3",
        notes:
          "Look for one factor only, with at least two specific, measurable levels including a control, e.g. 0, 25 and 50 percent compost by volume; 4, 8 and 12 hours of light; potting mix and schoolyard soil.",
      },
      {
        prompt: "u1-l4-q4",
        notes:
          "Look for a measurable result with units and a method, e.g. height in cm from the soil surface to the tip of the tallest leaf, measured with a ruler on Days 1, 4, 7, 10 and 14 (the days in the data table); number of leaves; final fresh biomass in grams on a kitchen scale.",
      },
      {
        prompt: "u1-l4-q5",
        answer:
          "Any four of: the same seed type and packet; the same container size; the same amount and kind of soil (unless soil is the variable); the same volume of water at the same times, measured with a cylinder; the same hours of light and position (or rotate the containers); the same temperature; the same planting depth and number of seeds; the same way and day of measuring. The factor being tested must not be on the list.",
      },
      {
        prompt: "u1-l4-q6",
        notes:
          "Look for at least three replicates per condition and a label on each container naming condition and replicate, e.g. 'C25-R1' for 25 percent compost, replicate 1. A strong answer explains that replicates keep one unusual plant from deciding the result and allow a mean for each condition.",
      },
      {
        prompt: "u1-l4-q7",
        notes:
          "Look for one row per container (each replicate of each condition, labeled as on the containers: eight rows for the plan's two conditions of four) and height in cm under Days 1, 4, 7, 10 and 14 as they come in. Day 1 heights are usually 0 before seedlings emerge. A strong table adds a mean row for each condition.",
      },
      {
        prompt: "u1-l4-q8",
        notes:
          "Look for the Day 0 (planting day) state of every container (date, seeds planted and their depth, soil used, water given, no seedlings yet, photo taken) and anything unusual, such as a spilled container, a seed planted too deep or uneven light, because it could affect the results. No heights: measuring starts on Day 1.",
      },
    ],
  },
  {
    unit: 1,
    lesson: 5,
    keys: [
      {
        prompt: "u1-l5-q1",
        notes:
          "Look for a dot in the key's color for every supermarket, corner store, fast-food outlet and farmers market inside the 1-mile circle, bus stops marked, and the circle drawn to the map's scale around the school. Check that the dots match the key.",
      },
      {
        prompt: "u1-l5-q2",
        notes:
          "Answers depend on the local map. Look for separate counts of supermarkets and of corner stores and fast-food outlets, read from the group's map. A strong answer compares them, e.g. 'one supermarket but nine corner stores and fast-food outlets.'",
      },
      {
        prompt: "u1-l5-q3",
        notes:
          "Look for an estimate with units and a method. Walking is about 3 miles per hour, so 1 mile takes about 20 minutes each way; a bus trip includes walking to the stop, waiting and any transfers. A strong answer mentions the trip back carrying groceries.",
      },
      {
        prompt: "u1-l5-q4",
        notes:
          "USDA rule: a tract is low access when at least 500 people, or at least a third of its residents, live more than 1 mile from a supermarket in a city (10 miles in a rural area); low-income, low-access tracts also meet an income test. Look for a yes or no that uses the measured distance to the nearest supermarket and the city or rural distance, ideally checked against the Food Access Research Atlas for the school's tract.",
      },
      {
        prompt: "u1-l5-q5",
        answer:
          "No car, and bus routes that are slow, infrequent or need transfers; little time because of long or late work shifts and caring for family; fresh food that costs more than cheap processed food, on a low income or limited SNAP benefits; corner stores that stock little fresh produce; unsafe walking routes; carrying heavy bags; and a history of disinvestment, redlining and supermarket closures in some neighborhoods. Full credit: two factors explained.",
      },
      {
        prompt: "u1-l5-q6",
        answer:
          "When blood glucose rises after a meal, beta cells in the pancreas release insulin into the blood. Insulin signals muscle, fat and liver cells to take up glucose, and the liver and muscles store it as glycogen, so blood glucose falls back to normal: negative feedback that keeps homeostasis.",
      },
      {
        prompt: "u1-l5-q7",
        answer:
          "Without easy access to fresh food, many families rely on cheaper foods high in added sugars and refined starch and low in fiber. These cause repeated large blood glucose spikes, so the pancreas must release large amounts of insulin again and again; over time cells respond less to insulin (insulin resistance) and beta cells cannot keep up, which is type 2 diabetes. Fiber, fruits and vegetables slow glucose absorption. A strong answer says the cause is access, not individual choice alone.",
      },
    ],
  },
  // Unit 2
  {
    unit: 2,
    phase: 1,
    lesson: 1,
    keys: [
      {
        prompt: "u2-d1-q1",
        notes:
          "The student's own record: the classmate's name from round 1, written at the time. Names in round order are the evidence for tracing.",
      },
      { prompt: "u2-d1-q2", notes: "The student's own record: the round 2 partner's name, written after round 1's." },
      {
        prompt: "u2-d1-q3",
        notes: "The student's own record: the round 3 partner's name. A complete log has three names in order.",
      },
      {
        prompt: "u2-d1-q4",
        notes:
          "With red-cabbage indicator, plain water stays purple (negative) and the basic 'infected' solution turns it green or blue-green (positive); with phenolphthalein, colorless is negative and pink is positive. Look for the color seen and what it means.",
      },
      {
        prompt: "u2-d1-q5",
        notes:
          "Answers depend on the class data. Look for every classmate whose cup changed color, taken from the pooled results on the board. One index case can reach at most 8 cups in three rounds (2 after round 1, 4 after round 2, 8 after round 3).",
      },
      {
        prompt: "u2-d1-q6",
        notes:
          "Look for reasoning from the logs, working backwards: in round 3 each positive person met someone who was already positive; the index case is the one person from whom every positive can be traced through earlier rounds, and anyone who tested negative is ruled out. A strong answer names the candidate, cites the rounds and says who was ruled out and why.",
      },
      {
        prompt: "u2-d1-q7",
        answer:
          "An exchange mixes both cups, so after round 1 the index case and their partner both test positive and the test cannot show who had it first. Missing or wrong names in the logs also leave more than one person who fits the data, and the indicator shows only positive or negative, not when someone was infected. Real contact tracing has the same problem, so it also uses when symptoms started and lab tests.",
      },
      {
        prompt: "u2-d1-q8",
        notes:
          "Any place with close daily contact: classrooms, the cafeteria, school buses, public transport, workplaces, stores, places of worship, child care, nursing homes, gyms, sports teams. Look for a specific local place; a strong answer says why (crowding, shared air indoors, shared surfaces).",
      },
      {
        prompt: "u2-d1-q9",
        answer:
          "In the simulation every exchange passed the 'pathogen', everyone was equally likely to catch it, and the amount was diluted with each exchange. A real pathogen spreads by several routes (droplets and aerosols, surfaces, body fluids, food and water, vectors), not every contact infects, immunity from vaccines or past infection blocks spread, people can spread it before they have symptoms, and it reproduces inside each host, so the amount grows instead of being diluted.",
      },
    ],
  },
  {
    unit: 2,
    phase: 1,
    lesson: 2,
    keys: [
      {
        prompt: "u2-d2-q1",
        answer:
          "A bacterium: a prokaryotic cell with a cell wall and ribosomes but no nucleus. Spreads by respiratory droplets and direct contact (shared cups). Causes strep throat (also skin infections such as impetigo, and scarlet fever). Prevention: handwashing, covering coughs, not sharing drinks; treatment: antibiotics such as penicillin or amoxicillin.",
      },
      {
        prompt: "u2-d2-q2",
        answer:
          "A virus: not a cell; RNA inside a protein coat with an outer envelope carrying spike proteins; it copies itself only inside cells of the airway. Spreads by droplets and aerosols and by hands and surfaces. Causes the flu. Prevention: the yearly flu vaccine, handwashing, masks, staying home when sick; treatment: rest, fluids and antiviral drugs such as oseltamivir, not antibiotics.",
      },
      {
        prompt: "u2-d2-q3",
        answer:
          "A fungus: eukaryotic cells (with a nucleus) that grow as threads and feed on keratin in skin, hair and nails. Spreads by skin contact and shared towels, combs, mats and locker-room floors, and from pets. Causes ringworm, athlete's foot and jock itch (no worm is involved). Prevention: keep skin clean and dry, do not share towels, wear sandals in locker rooms; treatment: antifungal creams or pills.",
      },
      {
        prompt: "u2-d2-q4",
        answer:
          "A protist: a single eukaryotic cell with a nucleus. Spread by the bite of an infected female Anopheles mosquito (the vector); it multiplies in the liver and red blood cells. Causes malaria. Prevention: insecticide-treated bed nets, repellent, draining standing water, preventive medicine for travellers, malaria vaccines; treatment: antimalarial drugs such as artemisinin combination therapy.",
      },
      {
        prompt: "u2-d2-q5",
        answer:
          "Nucleus: Trichophyton (fungus) and Plasmodium (protist), which are eukaryotic like human cells. Ribosomes: Streptococcus (bacterial ribosomes), the fungus and the protist. Neither: the influenza virus, which is not a cell and uses the host cell's ribosomes to make its proteins.",
      },
      {
        prompt: "u2-d2-q6",
        answer:
          "Strep bacteria build a cell wall (of peptidoglycan); if its construction is blocked, the bacteria burst as they grow. Influenza is a virus: it has no cell wall and no metabolism of its own, and it is copied inside our cells, which have no cell wall either, so the antibiotic has nothing to act on. That is why antibiotics do not treat flu or colds.",
      },
      {
        prompt: "u2-d2-q7",
        notes:
          "Either claim earns credit if it is supported: 'Viruses are not alive' (the view of most biologists) or 'Viruses are on the border of life.' Look for a clear one-sentence claim that answers the question.",
      },
      {
        prompt: "u2-d2-q8",
        answer:
          "Any two: viruses are not made of cells; they cannot reproduce on their own, only inside a host cell; they have no ribosomes and no metabolism (they do not use energy or grow); they do contain genetic material (DNA or RNA) and they evolve (flu changes every year).",
      },
      {
        prompt: "u2-d2-q9",
        notes:
          "Look for reasoning that names characteristics of life (made of cells, reproduce, use energy, grow, respond, maintain homeostasis, have DNA, evolve) and checks the evidence against them. A strong answer: viruses have genetic material and evolve, but they lack cells, metabolism and independent reproduction, so they meet few of the characteristics and are not alive outside a host cell.",
      },
    ],
  },
  {
    unit: 2,
    phase: 1,
    lesson: 3,
    keys: [
      {
        prompt: "u2-d3-q1",
        answer:
          "Any three: skin (a tough, dry wall of tightly packed dead cells, with acidic oils); mucus in the nose and airways that traps pathogens and cilia that sweep it out; stomach acid, whose low pH destroys swallowed pathogens; tears and saliva, which wash pathogens away and contain lysozyme, an enzyme that breaks bacterial cell walls; coughing and sneezing; helpful bacteria on the skin and in the gut that crowd out pathogens.",
      },
      {
        prompt: "u2-d3-q2",
        answer:
          "A burn or deep cut breaks the skin, the main physical barrier, so pathogens get straight into tissues and blood over a large area. The innate defenses (inflammation, phagocytes) must deal with many invaders at once, and burned skin also loses water, so infection becomes dangerous quickly.",
      },
      {
        prompt: "u2-d3-q3",
        answer:
          "Tissue is damaged, histamine is released (by mast cells), blood vessels widen (and leak), phagocytes arrive (neutrophils first, then macrophages).",
      },
      {
        prompt: "u2-d3-q4",
        answer:
          "Histamine makes blood vessels near the injury widen, so more warm blood flows into the area: the extra blood makes the skin look red and brings body heat, so it feels warm. Leaky vessels also let fluid and phagocytes into the tissue, which causes swelling.",
      },
      {
        prompt: "u2-d3-q5",
        answer:
          "Pyrogens: chemical signals released by white blood cells (such as macrophages) or by the pathogens themselves travel in the blood to the hypothalamus, which raises the body's temperature set point.",
      },
      {
        prompt: "u2-d3-q6",
        answer:
          "Raising temperature: shivering (fast muscle contractions release heat); narrowing blood vessels in the skin so less heat is lost (pale, cold skin); also curling up or adding blankets. Cooling down when the set point returns to normal: sweating (evaporation removes heat) or widening skin blood vessels (flushed skin).",
      },
    ],
  },
  {
    unit: 2,
    phase: 1,
    lesson: 4,
    keys: [
      {
        prompt: "u2-d4-q1",
        notes:
          "Answers depend on the card set. Look for the antibody shapes that fit each pathogen, each antibody matched to one antigen shape only and none fitting both pathogens. A strong answer notes that an antibody that fits pathogen A does not fit pathogen B.",
      },
      {
        prompt: "u2-d4-q2",
        answer:
          "The sequence of amino acids in the variable regions at the tips of the Y. The amino-acid sequence (coded by the B cell's antibody genes) decides how the protein folds, and the folded 3-D shape and charges of the binding site fit one antigen, like a key in a lock.",
      },
      {
        prompt: "u2-d4-q3",
        answer:
          "Only a few B cells have a receptor that fits a particular antigen, and one cell cannot make enough antibody to stop a pathogen that is multiplying. Clonal selection copies that one B cell into thousands of plasma cells that release large amounts of the matching antibody, plus memory cells for the future.",
      },
      {
        prompt: "u2-d4-q4",
        notes:
          "Answers depend on the role-play. Look for the number of rounds and the cell count it gives (each round doubles: 10 rounds give 2 x 2 x ... = 1,024 cells). Reasoning: the B cell must first be activated by a helper T cell, and each division takes several hours, so making enough plasma cells and antibodies in a first response takes about one to two weeks.",
      },
      {
        prompt: "u2-d4-q5",
        answer:
          "A helper T cell recognizes an antigen shown to it by an antigen-presenting cell (a macrophage or dendritic cell), then activates the matching B cells and cytotoxic T cells with chemical signals (cytokines). It coordinates the adaptive response; without helper T cells, B cells and cytotoxic T cells respond weakly.",
      },
      {
        prompt: "u2-d4-q6",
        answer:
          "Antibodies work outside cells: they bind pathogens and toxins in blood and body fluids, neutralizing them and tagging them for phagocytes. Cytotoxic T cells recognize body cells that are already infected (they display the antigen on their surface) and kill them, destroying the place where the virus is being copied, which antibodies cannot reach.",
      },
    ],
  },
  {
    unit: 2,
    phase: 1,
    lesson: 5,
    keys: [
      {
        prompt: "u2-d5-q1",
        notes:
          "Read from the printed graph, with units. Typically antibodies start to rise about 7 to 10 days after the first exposure (peaking at 10 to 14 days) and within 1 to 3 days after the second.",
      },
      {
        prompt: "u2-d5-q2",
        answer:
          "The secondary peak is much higher, often 10 to 100 times the primary peak (read the values from the graph); it is reached sooner and antibody levels stay high for longer.",
      },
      {
        prompt: "u2-d5-q3",
        answer:
          "Memory cells: memory B cells (and memory T cells) made during the first response. They already match the antigen, so they are activated quickly and divide into plasma cells without the slow selection of the first response.",
      },
      {
        prompt: "u2-d5-q4",
        answer:
          "Live-attenuated: a weakened live pathogen that can still copy itself a little (MMR: measles, mumps, rubella; chickenpox). Inactivated: the whole pathogen, killed (IPV polio shot; most flu shots). Subunit or recombinant: only pieces, such as one protein (hepatitis B, HPV). Toxoid: an inactivated bacterial toxin (tetanus, diphtheria). mRNA: instructions for cells to make one viral protein (COVID-19 vaccines).",
      },
      {
        prompt: "u2-d5-q5",
        answer:
          "They contain a living, weakened pathogen that still multiplies a little. A healthy immune system controls it easily, but in someone whose immune system is weakened (chemotherapy, an organ transplant, advanced HIV) it could multiply and cause serious disease. These people get other vaccine types and are protected when people around them are vaccinated.",
      },
      {
        prompt: "u2-d5-q6",
        answer:
          "It tells the cell to make one viral protein, the coronavirus spike protein, which appears on the cell surface and trains B and T cells to recognize it. The mRNA stays in the cytoplasm, never enters the nucleus, cannot change DNA, and is broken down by the cell within a few days.",
      },
      {
        prompt: "u2-d5-q7",
        notes:
          "Look for a myth from the sort rewritten as an accurate statement, plus evidence from today. Examples: 'mRNA changes your DNA' becomes 'vaccine mRNA stays in the cytoplasm, never enters the nucleus and is broken down within days'; 'vaccines contain the live disease' becomes 'most vaccines contain killed pathogens, pieces, toxoids or mRNA, and live vaccines are weakened so they do not cause disease in healthy people'. Full credit needs both the correction and the evidence.",
      },
    ],
  },
  {
    unit: 2,
    phase: 1,
    lesson: 6,
    keys: [
      {
        prompt: "u2-d6-q1",
        answer:
          "One card, both parts named: measles virus (measles); influenza virus (flu); Bordetella pertussis (whooping cough); Clostridium tetani (tetanus); human papillomavirus (warts and some cancers, such as cervical cancer); SARS-CoV-2 (COVID-19).",
      },
      {
        prompt: "u2-d6-q2",
        answer:
          "Measles: virus, breathed in (droplets and airborne particles). Influenza: virus, droplets and aerosols into the nose, mouth and airways. Pertussis: bacterium, droplets into the airways. Tetanus: bacterium whose spores live in soil, entering through wounds and punctures. HPV: virus, skin-to-skin (sexual) contact through tiny breaks in skin or mucous membranes. COVID-19: virus, droplets and aerosols into the airways.",
      },
      {
        prompt: "u2-d6-q3",
        answer:
          "Measles: MMR, live-attenuated. Influenza: the yearly flu vaccine, usually inactivated (also recombinant, or a live-attenuated nasal spray). Pertussis: DTaP or Tdap, an acellular (subunit) vaccine. Tetanus: DTaP or Tdap, toxoid. HPV: HPV vaccine, subunit (virus-like particles). COVID-19: mRNA vaccines (also protein subunit).",
      },
      {
        prompt: "u2-d6-q4",
        answer:
          "The pathogen gets past a barrier (a wound in the skin, or the mucus and cilia of the airways); damaged cells and mast cells release histamine; blood vessels widen (inflammation: redness, heat, swelling); phagocytes (neutrophils, then macrophages) arrive and engulf pathogens; natural killer cells attack infected cells (viruses); a fever may start; macrophages and dendritic cells carry pieces of antigen to the lymph nodes.",
      },
      {
        prompt: "u2-d6-q5",
        answer:
          "Antigen-presenting cells (macrophages, dendritic cells) show the antigen to helper T cells; helper T cells activate the matching B cells and cytotoxic T cells; clonal selection copies them; B cells become plasma cells that release antibodies, which neutralize the pathogen or toxin and tag it for phagocytes; cytotoxic T cells kill infected cells; memory B and T cells remain. In a first infection this takes one to two weeks.",
      },
      {
        prompt: "u2-d6-q6",
        answer:
          "The vaccinated person already has memory B and T cells, so the adaptive response starts within days instead of one to two weeks and makes far more antibody; the pathogen (or, for tetanus, the toxin) is cleared before it can cause serious disease. The difference appears right after exposure, at the adaptive stage; barriers and the innate response are the same.",
      },
      {
        prompt: "u2-d6-q7",
        notes:
          "Look for a specific 'glow' written by a peer and tied to a checklist item (accuracy, sequence, vaccinated comparison, labels), e.g. 'Your antibodies are drawn binding the spike protein.' Credit is for recording it, not for its content.",
      },
      {
        prompt: "u2-d6-q8",
        notes:
          "Look for a specific 'grow' tied to a checklist item, e.g. 'Show the helper T cell activating the B cell.' Follow up on vague notes such as 'add more color'.",
      },
      {
        prompt: "u2-d6-q9",
        notes:
          "Look for a concrete revision that answers the grow note and makes the model more accurate or clearer, e.g. 'I added memory cells to the vaccinated panel and labeled the antibodies.' A strong answer says why the change improves the science.",
      },
    ],
  },
  {
    unit: 2,
    phase: 4,
    lesson: 23,
    keys: [
      {
        prompt: "u2-d23-q1",
        notes:
          "Answers depend on the PSA shown. Look for all three parts: a specific audience (e.g. parents of young children), the one core message in the student's own words, and the specific action asked (e.g. 'get a flu shot at the pharmacy this week').",
      },
      {
        prompt: "u2-d23-q2",
        notes:
          "As for PSA 1: a specific audience, the core message and the specific action asked. A strong answer notices how the two PSAs differ in audience or approach.",
      },
      {
        prompt: "u2-d23-q3",
        notes:
          "Look for a choice with reasons tied to teenagers: relatable messengers, their language and platforms, a surprising or emotional hook, one clear and easy action, believable evidence. A strong answer points to a specific moment in the PSA.",
      },
      {
        prompt: "u2-d23-q4",
        notes:
          "Look for a specific persona built from the Day 22 survey: name and age, school or neighborhood, daily routine, concerns and values, e.g. 'Jordan, 15, a ninth grader who plays soccer and ...'. 'Everyone' or 'teenagers' alone is too broad.",
      },
      {
        prompt: "u2-d23-q5",
        notes:
          "Look for specific sources (e.g. TikTok and Instagram, the family group chat, coaches, the school nurse, a pediatrician, faith leaders) and the persona's trusted messengers, supported by survey data.",
      },
      {
        prompt: "u2-d23-q6",
        notes:
          "Look for a finding quoted from the team's survey with numbers, e.g. '62 percent did not know the flu shot is free at the school clinic', and what it means for the message: a gap in knowledge, a worry to answer or a barrier to remove.",
      },
      {
        prompt: "u2-d23-q7",
        notes:
          "Check SMART: specific (what and who), measurable (a number), achievable, relevant to the health issue and time-bound, e.g. 'Raise the number of ninth graders signed up for the free school flu clinic from 40 to 60 by December 1.'",
      },
      {
        prompt: "u2-d23-q8",
        notes:
          "Look for one short, accurate sentence the persona will remember, e.g. 'Twenty seconds of handwashing keeps the flu off your team.' Two ideas in one sentence need trimming.",
      },
      {
        prompt: "u2-d23-q9",
        notes:
          "Look for three accurate facts that support the core message, each with a reliable, named source (CDC, WHO, the state or local health department, a peer-reviewed study, the team's own survey) and a date. Check the science and that each source is real and traceable.",
      },
      {
        prompt: "u2-d23-q10",
        notes:
          "Look for one specific, doable action with a where and when, e.g. 'Sign up for the free flu shot in the nurse's office by Friday.' 'Be healthy' is not specific enough.",
      },
      {
        prompt: "u2-d23-q11",
        notes:
          "Look for two channels the persona actually uses, according to the survey, each with a reason, e.g. short videos on Instagram and posters in the cafeteria line.",
      },
    ],
  },
  {
    unit: 2,
    phase: 4,
    lesson: 25,
    keys: [
      {
        prompt: "u2-d25-q1",
        notes:
          "Look for a concrete opening shot or line, 5 seconds or less, that surprises, asks a question or shows a relatable moment (e.g. a slow-motion sneeze over a lunch table), connected to the audience and the health issue.",
      },
      {
        prompt: "u2-d25-q2",
        notes:
          "Look for the health issue stated accurately for this audience and without blame, ideally with one local or survey fact.",
      },
      {
        prompt: "u2-d25-q3",
        notes:
          "Look for the core message from the Day 23 message box and one or two accurate supporting facts, each with a source. Check the biology (e.g. that vaccines build memory cells) is correct.",
      },
      {
        prompt: "u2-d25-q4",
        notes:
          "Look for one specific, doable action with a where and when, matching the Day 23 call to action, ideally repeated as on-screen text.",
      },
      {
        prompt: "u2-d25-q5",
        notes:
          "Look for six to eight frames, each with a sketch, a shot type (wide, medium or close-up), the narration line, on-screen text and sound. The frames follow hook, problem, message and action, and the narration fits about 130-150 words (60 seconds). Two of the eight frames may stay empty.",
      },
      {
        prompt: "u2-d25-q6",
        notes:
          "Look for every frame that shows an identifiable person, with a signed media release for each (or a plan to collect it before filming, or to film without faces, e.g. hands or silhouettes).",
      },
      {
        prompt: "u2-d25-q7",
        notes:
          "Look for every factual claim in the script, each with a specific reliable source (organization, title, date or link). Check each claim against its source; a claim without a source is cut or sourced before filming.",
      },
      {
        prompt: "u2-d25-q8",
        notes:
          "Look for a named person outside the team with the right knowledge (the teacher, the school nurse, a community health worker, a health department contact) and when they will check.",
      },
    ],
  },
  // Unit 4
  {
    unit: 4,
    phase: 1,
    lesson: 1,
    keys: [
      {
        prompt: "u4-d1-q1",
        notes:
          "Students' own data. Look for the catch distance in cm for each trial, read at the top of the thumb and finger. Typical full-attention catches are about 10 to 20 cm (0.14 to 0.20 s); a ruler that falls through is recorded as a miss and the trial repeated.",
      },
      {
        prompt: "u4-d1-q2",
        notes:
          "Students' own data. Look for ten trials, five per condition, with the wait before each drop varied so the catcher cannot anticipate it. Catches while counting backward are usually longer, often 15 to 30 cm.",
      },
      {
        prompt: "u4-d1-q3",
        notes:
          "Look for each distance converted with the chart (e.g. 15 cm = 0.17 s; between rows, estimate: 12 cm is about 0.16 s) and a mean for each condition (sum of the five times divided by 5). Typical means: about 0.15 to 0.20 s with full attention, 0.20 to 0.25 s counting backward. Check the arithmetic.",
      },
      {
        prompt: "u4-d1-q4",
        notes:
          "Look for the faster condition (usually full attention) and the difference between the two means with units, e.g. 0.22 s - 0.17 s = 0.05 s.",
      },
      {
        prompt: "u4-d1-q5",
        notes:
          "Look for a claim about distraction supported by both means, e.g. 'Distraction slowed my reaction: my mean was 0.22 s while counting backward and 0.17 s with full attention, 0.05 s slower.' A strong answer adds that the class data show the same trend.",
      },
      {
        prompt: "u4-d1-q6",
        answer:
          "Any two, each with a fix: the catcher anticipating the drop (vary the wait); fingers not starting at 0 cm or not 2 cm apart (mark the start and check each trial); reading the distance at different points on the fingers (always read at the top of the thumb); the dropper pushing the ruler (release it without a push); practice or tiredness over the trials (do practice trials first, alternate the conditions); too few trials (do more and average them).",
      },
      {
        prompt: "u4-d1-q7",
        answer:
          "Stimulus: the ruler starts to fall (light from the moving ruler). Receptor: rods and cones in the retina. Sensory neuron: the optic nerve carries the signal to the brain. Integration: the brain processes what it sees and sends the command to catch. Motor neuron: the signal travels down the spinal cord and out along motor neurons in the arm. Effector: the muscles of the hand and fingers contract to pinch the ruler.",
      },
      {
        prompt: "u4-d1-q8",
        answer:
          "Circle the brain and spinal cord: the central nervous system, where the signal is integrated. Box the nerves that carry signals to and from it: the motor neurons in the arm and, in this model, the sensory pathway from the eye. The receptor cells and the hand muscles are the start and end of the path. (Strictly, the retina and optic nerve grow out of the brain and count as central; accept either for them.)",
      },
      {
        prompt: "u4-d1-q9",
        answer:
          "At integration, in the brain. While counting backward, the brain is busy with a second task, so processing the sight of the falling ruler and sending the command to move takes longer. Signals travel along the sensory and motor neurons at the same speed in both conditions, so the nerves of the eye and arm did not add the time.",
      },
      {
        prompt: "u4-d1-q10",
        answer:
          "Star-nosed mole: touch; about 25,000 touch receptors (Eimer's organs) on its star-shaped nose detect tiny prey, and it identifies and eats an item in a fraction of a second. Bat: the echoes of its own ultrasonic calls, detected by its ears; the brain works out the distance and direction of an insect, and it turns and catches it. Accept other examples from the lesson (rat or seal whiskers, the retina) with a stimulus and a response.",
      },
      {
        prompt: "u4-d1-q11",
        notes:
          "Look for a specific local problem linked to sensing or response speed, e.g. crossing busy streets with low vision, heat stress in outdoor workers, warning of flooding, falls among older neighbors. A strong answer says who is affected and what a sensor would detect.",
      },
    ],
  },
  {
    unit: 4,
    phase: 1,
    lesson: 2,
    keys: [
      {
        prompt: "u4-d2-q1",
        notes:
          "Look for branched dendrites on the cell body, the cell body with its nucleus, one long axon, segments of myelin sheath along the axon with gaps between them labeled nodes of Ranvier, and branched axon terminals at the far end. All six labels on the right parts.",
      },
      {
        prompt: "u4-d2-q2",
        answer:
          "Dendrites: receive signals from other cells. Cell body: holds nucleus, keeps cell alive. Axon: carries signal away from cell body. Myelin sheath: insulates axon, speeds signal. Node of Ranvier: gap where signal jumps. Axon terminals: release neurotransmitter to next cell.",
      },
      {
        prompt: "u4-d2-q3",
        answer:
          "The first domino rocked but did not fall, so nothing traveled down the line. A stimulus below threshold starts no action potential: the membrane must reach threshold (about -55 mV) for voltage-gated sodium channels to open. Above threshold the whole line falls the same way however hard the push: the response is all-or-none.",
      },
      {
        prompt: "u4-d2-q4",
        answer:
          "A fallen domino must be stood up again before it can fall. This models the refractory period: just after an action potential the sodium channels cannot reopen while potassium channels and the sodium-potassium pump restore the resting charge (about -70 mV), so that stretch of axon cannot fire again at once. It keeps the signal moving in one direction.",
      },
      {
        prompt: "u4-d2-q5",
        answer:
          "Any one: dominoes fall once and are reset by hand, while an axon resets itself in milliseconds using the sodium-potassium pump and ATP; a real signal is a flow of ions (sodium in, then potassium out) across the membrane, not a push; the model has no myelin or nodes; a real neuron codes a stronger stimulus by firing more often, which dominoes cannot show.",
      },
      {
        prompt: "u4-d2-q6",
        notes:
          "Students' own data. Look for three times per relay in seconds and correct means (sum divided by 3). The 'myelinated' relay, with the squeeze passed only between every fourth student, should be clearly faster.",
      },
      {
        prompt: "u4-d2-q7",
        answer:
          "The myelinated relay was faster. In a myelinated axon the action potential is regenerated only at the nodes of Ranvier; myelin insulates the stretches between them, so the current spreads quickly inside the axon and the signal jumps from node to node (saltatory conduction) instead of being regenerated at every point. Fewer steps make a faster signal: over 100 m/s in large myelinated axons, about 1 m/s in thin unmyelinated ones.",
      },
      {
        prompt: "u4-d2-q8",
        answer:
          "Signals would slow down, and where the myelin is damaged they could weaken or fail altogether, because the current leaks away and the action potential must be regenerated along bare membrane or cannot reach the next node. Messages to muscles and from the senses would be delayed or lost, causing weakness, numbness, poor coordination or vision problems, as in multiple sclerosis.",
      },
      {
        prompt: "u4-d2-q9",
        answer:
          "1. Signal reaches the axon terminal. 2. Vesicles release neurotransmitter into the gap. 3. Neurotransmitter binds a receptor on the next cell. 4. The next cell responds.",
      },
      {
        prompt: "u4-d2-q10",
        notes:
          "Look for a threshold in the design: the alarm ignores inputs below a set level and, once the level is reached, gives the same full response every time (perhaps with a short reset pause so it does not re-trigger constantly). Example: a flood alarm that sounds only when water rises above 5 cm, not with every splash. A strong answer names the sensor, the threshold and why it prevents false alarms.",
      },
    ],
  },
  {
    unit: 4,
    phase: 1,
    lesson: 3,
    keys: [
      {
        prompt: "u4-d3-q1",
        notes:
          "Students' own data, in mm, for all four areas, found by testing from wide to narrow with some one-point touches mixed in. Typical: fingertip 2 to 5 mm, palm about 10 mm, back of the hand about 20 to 30 mm, forearm 30 to 40 mm.",
      },
      {
        prompt: "u4-d3-q2",
        answer:
          "From most to least sensitive: fingertip, palm, back of the hand, forearm (the smallest two-point distance is the most sensitive).",
      },
      {
        prompt: "u4-d3-q3",
        answer:
          "The fingertip has the highest receptor density: its touch receptors are packed closely, so two points a few millimeters apart press on different receptors that send separate signals, and a large area of the brain's touch map (somatosensory cortex) handles the fingertip, so the brain can tell the signals apart. The forearm has few, widely spaced receptors and a small area of the brain map, so two points 30 mm apart can feel like one.",
      },
      {
        prompt: "u4-d3-q4",
        answer:
          "Gametes T and t from each parent. Offspring: TT, Tt, Tt, tt. Genotypes 1 TT : 2 Tt : 1 tt; phenotypes 3 tasters : 1 non-taster.",
      },
      { prompt: "u4-d3-q5", answer: "1/4 are expected to be non-tasters (tt): 25 percent." },
      {
        prompt: "u4-d3-q6",
        answer:
          "Each child is a separate chance event: the 1 in 4 chance applies to every child, so a small family can easily have no non-tasters, or two. The ratio holds only on average over many children. Also, the gene has more than two alleles, and other genes, age and experience change how bitter food tastes.",
      },
      {
        prompt: "u4-d3-q7",
        answer:
          "Mother's eggs: X^B or X^b; father's sperm: X^B or Y. Offspring: X^B X^B (daughter, typical vision), X^B X^b (daughter, carrier, typical vision), X^B Y (son, typical vision), X^b Y (son, red-green color vision deficiency).",
      },
      {
        prompt: "u4-d3-q8",
        answer:
          "A son: 1 in 2, 50 percent. A daughter: 0 percent in this cross, because every daughter gets her father's X^B; half of the daughters are expected to be carriers.",
      },
      {
        prompt: "u4-d3-q9",
        answer:
          "The genes for the red and green cone pigments are on the X chromosome, and the deficiency allele is recessive. A male has only one X (XY), so one recessive allele from his mother is enough to show the trait. A female has two X chromosomes and shows it only if both carry the allele, which is much less likely (about 8 percent of males of northern European ancestry, under 1 percent of females).",
      },
      {
        prompt: "u4-d3-q10",
        answer:
          "Any one: bat, echoes of its ultrasonic calls, hair cells in the inner ear; harbor seal, water movements such as a fish's wake, touch receptors at the base of its whiskers; star-nosed mole, touch, Eimer's organs on its star; fish, water movement and pressure, hair cells in the lateral line; insect, light and motion over a wide field, the many small units (ommatidia) of its compound eye.",
      },
      {
        prompt: "u4-d3-q11",
        notes:
          "Look for a specific human problem matched to what the sense does well, e.g. bat echolocation and an ultrasonic cane that warns people with low vision of obstacles; seal whiskers and underwater flow sensors; the retina and fast, low-power event cameras; compound eyes and wide-angle cameras for drones or cars. A strong answer says who benefits.",
      },
    ],
  },
  {
    unit: 4,
    phase: 1,
    lesson: 4,
    keys: [
      {
        prompt: "u4-d4-q1",
        answer:
          "Tap below the knee, stretch receptor (in the quadriceps), sensory neuron, spinal cord, motor neuron, quadriceps contracts (the leg kicks).",
      },
      {
        prompt: "u4-d4-q2",
        answer:
          "The sensory neuron connects in the spinal cord directly to the motor neuron, so the signal goes back out to the muscle without passing through the brain. A separate signal travels up the spinal cord to the brain, which takes longer, so the kick starts before you notice the tap.",
      },
      {
        prompt: "u4-d4-q3",
        answer:
          "Sensor: temperature receptors in the skin and in the hypothalamus (blood temperature). Control center: the hypothalamus, which compares body temperature with the set point of about 37 °C. Effectors: sweat glands and blood vessels in the skin. Response: sweating (evaporation cools the skin) and wider skin blood vessels (more heat lost), so temperature falls back to the set point: negative feedback.",
      },
      {
        prompt: "u4-d4-q4",
        answer:
          "Positive feedback. At a cut, platelets stick to the damaged vessel and release chemicals that attract and activate more platelets, and clotting factors activate more clotting factors, so the response grows faster and faster until the endpoint: a clot seals the wound. The response amplifies the change instead of reversing it.",
      },
      {
        prompt: "u4-d4-q5",
        answer:
          "Blood glucose would rise after the meal and stay high, because without insulin muscle, fat and liver cells take up little glucose and the liver does not store it as glycogen. The negative feedback loop is broken: glucose can spill into the urine while cells go short of fuel, as in untreated type 1 diabetes.",
      },
      {
        prompt: "u4-d4-q6",
        notes:
          "Look for a specific group in the community and a clearly stated problem, e.g. 'Outdoor workers in our city face heat illness on summer afternoons.' A strong answer uses a fact or observation and names who benefits.",
      },
      {
        prompt: "u4-d4-q7",
        notes:
          "Look for an animal system from this phase with all four parts correct, e.g. bat: stimulus, ultrasonic echoes; receptor, hair cells in the ear; signal, nerve impulses to the brain; response, turning to avoid or catch. Check the biology.",
      },
      {
        prompt: "u4-d4-q8",
        notes:
          "Look for sensor, signal, response and a negative feedback loop, e.g. 'A wearable sensor measures skin temperature and heart rate; above a set point it signals an app that tells the worker to rest in the shade; it keeps measuring and the alert stops when values return to normal.' The feedback must reverse the change toward a set point.",
      },
      {
        prompt: "u4-d4-q9",
        notes:
          "Look for two measurable criteria (what success looks like, e.g. alerts within 30 seconds, works in rain) and two real constraints (e.g. costs under $20, safe on skin, classroom materials, built in two weeks), not mixed up.",
      },
    ],
  },
  // Unit 5
  {
    unit: 5,
    phase: 1,
    lesson: 1,
    keys: [
      {
        prompt: "u5-l1-q1",
        answer:
          "The grandmother lives with type 2 diabetes, the ninth grader with asthma, and the bus driver with high blood pressure (hypertension).",
      },
      {
        prompt: "u5-l1-q2",
        notes:
          "Depends on the story. Look for two helps (e.g. medicine or an inhaler, regular checkups, family support, walking, a nearby clinic, healthy food) and two barriers (e.g. cost of medicine, long shifts, no time or safe place to exercise, mold or smoke at home, a far grocery store, stress). A strong answer includes living conditions as well as choices.",
      },
      {
        prompt: "u5-l1-q3",
        answer:
          "Type 2 diabetes: the pancreas and the body cells that respond to insulin (blood glucose), and over time blood vessels, kidneys, eyes and nerves. Asthma: the airways (bronchioles) of the lungs. Hypertension: the heart and arteries, and over time the kidneys and brain. Accept a reasoned guess: this is a preview.",
      },
      {
        prompt: "u5-l1-q4",
        answer:
          "A chronic disease lasts a long time (months to years, often a year or more), usually has several interacting causes (genes, environment, behavior, living conditions) and develops slowly, and is managed with ongoing care rather than cured. An acute illness starts suddenly, often has one cause (a pathogen or an injury) and lasts a short time.",
      },
      {
        prompt: "u5-l1-q5",
        notes:
          "Look for one named card and reasoning against the three criteria. Common hard cases: asthma (sudden attacks, but a long-term condition), arthritis, infections that can last a long time. A strong answer uses duration, cause and treatment rather than how serious the illness is.",
      },
      {
        prompt: "u5-l1-q6",
        notes:
          "Answers depend on the local posters. Look for one pattern per poster (diabetes, asthma, high blood pressure) that compares places with numbers, e.g. 'Diagnosed diabetes is 14 percent in one tract and 7 percent in another.' Students describe; they do not explain causes yet.",
      },
      {
        prompt: "u5-l1-q7",
        notes:
          "Look for one genuine question per poster that the class could investigate, e.g. 'Why are asthma rates highest near the highway?' Questions should not blame individuals.",
      },
    ],
  },
  {
    unit: 5,
    phase: 1,
    lesson: 2,
    keys: [
      {
        prompt: "u5-l2-q1",
        answer:
          "Sketch: a pale, rounded cluster of cells (the islet) surrounded by darker enzyme-making tissue of the pancreas, with the beta cells (most of the islet's cells) labeled. Beta cells make the hormone insulin.",
      },
      {
        prompt: "u5-l2-q2",
        answer:
          "Sketch: a small airway with its open space (lumen), a lining of ciliated cells with goblet cells among them, and a ring of smooth muscle around it, all labeled. The airway narrows when the smooth muscle tightens, the lining swells with inflammation, and goblet cells make extra mucus that clogs it, as in an asthma attack.",
      },
      {
        prompt: "u5-l2-q3",
        answer:
          "Sketch: an artery with a thin inner lining (endothelium) around the lumen and a thick middle layer of smooth muscle, labeled. When the smooth muscle contracts, the artery narrows and blood pressure rises; when it relaxes, pressure falls. A wall that becomes stiff or thickened, or a damaged endothelium, keeps pressure high, as in hypertension.",
      },
      {
        prompt: "u5-l2-q4",
        answer:
          "Beta cell: insulin gene on; mucus-protein and contractile-protein genes off. Goblet cell: mucus-protein genes on; insulin and contractile genes off. Smooth-muscle cell: contractile-protein genes (such as actin and myosin) on; insulin and mucus genes off. Each group had an identical deck: only which genes were turned on differed.",
      },
      {
        prompt: "u5-l2-q5",
        answer:
          "Differentiation is how a cell becomes specialized for one job. All the body's cells carry the same DNA, but each kind switches on (expresses) a different set of genes, so it makes different proteins and takes on a different structure and function. The DNA itself does not change.",
      },
      {
        prompt: "u5-l2-q6",
        answer:
          "Type 2 diabetes: beta cell (and insulin-resistant muscle cell), islet tissue, pancreas, endocrine system, organism (high blood glucose that damages eyes, kidneys, nerves and vessels). Asthma: smooth-muscle or goblet cell, airway lining and muscle tissue, bronchiole and lung, respiratory system, organism (short of breath, less oxygen). Hypertension: smooth-muscle or endothelial cell, artery wall tissue, artery and heart, circulatory system, organism (strain on the heart, risk of heart attack, stroke and kidney damage). Full credit for the group's one disease.",
      },
    ],
  },
  {
    unit: 5,
    phase: 1,
    lesson: 3,
    keys: [
      {
        prompt: "u5-l3-q1",
        answer:
          "The beta cells released insulin. Insulin let the glucose tokens leave the blood and enter muscle and liver cells (which stored them as glycogen), so the number of tokens in the blood fell back toward normal.",
      },
      {
        prompt: "u5-l3-q2",
        answer:
          "The alpha cells released glucagon, and the liver broke down its stored glycogen and released glucose into the blood, raising blood glucose back toward normal.",
      },
      {
        prompt: "u5-l3-q3",
        notes:
          "The count depends on the group, but it should be more than after the first round. Why: muscle cells accepted insulin only every other time (insulin resistance), so glucose left the blood more slowly and piled up even though insulin was released; beta cells would have to release more and more insulin to keep up.",
      },
      {
        prompt: "u5-l3-q4",
        notes:
          "Look for a title, both axes labeled with units and even scales (0 to 120 minutes in 30-minute steps; glucose from 0 or 50 to about 280 mg/dL), all 15 points plotted and three lines with a key. Shapes: A rises to 135 at 30 minutes and returns to 98; B peaks at 188 at 60 minutes and is still 162 at 120; C starts high at 132, peaks at 262 and is 231 at 120. A strong graph draws the 140 and 200 cut-off lines.",
      },
      {
        prompt: "u5-l3-q5",
        answer:
          "Person A: 98 mg/dL at two hours, under 140: typical; the feedback loop returns glucose to normal. Person B: 162 at two hours, between 140 and 199: prediabetes; glucose is cleared slowly. Person C: 231 at two hours, 200 or more: diabetes; the loop fails to bring glucose down (the fasting value of 132 is also high: 126 or more fasting suggests diabetes).",
      },
      {
        prompt: "u5-l3-q6",
        answer:
          "What fails: type 1, the immune system destroys the beta cells, so little or no insulin is made; type 2, cells respond weakly to insulin (insulin resistance) and beta cells later cannot keep up. When it usually begins: type 1, often in childhood or young adulthood, fairly suddenly; type 2, usually in adulthood (more often now in young people), slowly over years. How it is managed: type 1, insulin by injection or pump for life, with glucose checks; type 2, healthy eating and activity, medicines such as metformin, sometimes insulin, regular glucose checks, helped by access to healthy food and safe places to be active.",
      },
    ],
  },
  {
    unit: 5,
    phase: 1,
    lesson: 4,
    keys: [
      {
        prompt: "u5-l4-q1",
        notes:
          "Look for a specific description of effort (had to breathe harder and slower, chest and shoulder muscles worked, felt short of breath, wanted to stop) or of what a recorder saw (faster breathing, shoulders rising, stopping early). Recorders earn full credit for their observations.",
      },
      {
        prompt: "u5-l4-q2",
        answer:
          "The bronchioles (small airways). Their lining becomes inflamed and swollen, the ring of smooth muscle around them tightens, and goblet cells make extra thick mucus that clogs them.",
      },
      {
        prompt: "u5-l4-q3",
        answer:
          "Any three: dust mites (bedding, carpets), cockroach allergen, mold (damp walls, leaks), pet dander, pollen, tobacco or wood smoke, ozone and fine particles (traffic, highways, factories), strong cleaning chemicals or fragrances, cold air, colds and flu.",
      },
      {
        prompt: "u5-l4-q4",
        answer:
          "A quick-relief (rescue) inhaler, such as albuterol, relaxes the tightened smooth muscle around the airways within minutes and opens them during an attack; it does not treat the inflammation. A controller inhaler, usually an inhaled corticosteroid taken every day, reduces the underlying inflammation and swelling over time, so attacks happen less often.",
      },
      {
        prompt: "u5-l4-q5",
        notes:
          "Students' own data (a partner's if they did not march): two pulses in beats per minute, resting often 60 to 100 and higher after marching. Explanation: working muscles use more oxygen and glucose for cellular respiration and make more carbon dioxide, so the brainstem signals the heart to beat faster and harder to deliver more blood.",
      },
      {
        prompt: "u5-l4-q6",
        answer:
          "118/76: normal (under 120 and under 80). 126/78: elevated (120-129 and under 80). 134/86: high blood pressure stage 1 (130-139 or 80-89). 146/94: high blood pressure stage 2 (140 or higher, or 90 or higher). 184/122: hypertensive crisis, see a doctor right away (higher than 180 and/or higher than 120).",
      },
      {
        prompt: "u5-l4-q7",
        answer:
          "A closed loop with arrows: blood pressure rises (stimulus); baroreceptors in the walls of the carotid arteries and aorta detect the stretch (sensor); the brainstem (control center) receives their signals; the heart slows and beats less forcefully and blood vessels widen (response), so pressure falls back toward normal. A fall in pressure gives the opposite response: negative feedback.",
      },
    ],
  },
  {
    unit: 5,
    phase: 1,
    lesson: 5,
    keys: [
      {
        prompt: "u5-l5-q1",
        notes:
          "Look for one disease (type 2 diabetes, asthma or hypertension) and a specific audience (e.g. my grandmother, my younger brother, neighbors at the community center). A strong answer says what that audience already knows or cares about.",
      },
      {
        prompt: "u5-l5-q2",
        answer:
          "Type 2 diabetes: cells (muscle, fat, liver) respond weakly to insulin and beta cells wear out; organ, the pancreas cannot make enough insulin; body, blood glucose stays high (thirst, tiredness, and over years damage to eyes, kidneys, nerves and heart). Asthma: smooth-muscle cells tighten, goblet cells make extra mucus and the lining is inflamed; organ, bronchioles in the lungs narrow; body, wheezing, coughing, a tight chest and less oxygen. Hypertension: smooth-muscle and lining cells of arteries change and walls stiffen; organ, arteries resist flow and the heart works harder; body, often no symptoms, but higher risk of heart attack, stroke and kidney disease. Full credit: all three levels for the chosen disease.",
      },
      {
        prompt: "u5-l5-q3",
        notes:
          "Look for a closed loop with stimulus, sensor, control center, effector and response, arrows, and a clear mark where it breaks. Diabetes: glucose rises, beta cells release insulin, cells take up glucose, glucose falls; it breaks where cells do not respond to insulin. Hypertension: baroreceptors, brainstem, heart rate and vessel width; it breaks when stiff arteries and a raised set point keep pressure high. Asthma: accept the breathing loop (carbon dioxide sensors, brainstem, breathing rate) marked where narrowed airways block the air.",
      },
      {
        prompt: "u5-l5-q4",
        notes:
          "Look for an action matched to correct biology, without blame. Examples: walking after meals (working muscles take up glucose even with less insulin); metformin (the liver releases less glucose); a controller inhaler (less airway inflammation) or removing mold and smoke (fewer triggers); less salt (less water held in the blood, lower pressure); blood pressure medicines (relax or widen arteries).",
      },
      {
        prompt: "u5-l5-q5",
        notes:
          "Look for the two stars and the wish written as the peers gave them, each tied to a rubric row (accuracy, feedback loop, levels of organization, clarity, respectful language).",
      },
      {
        prompt: "u5-l5-q6",
        notes:
          "Look for one specific revision that answers the wish, with a reason tied to the rubric, e.g. 'I will add the cell level to my comic, because my reviewer could not see how insulin resistance leads to high blood sugar.'",
      },
    ],
  },
  {
    unit: 5,
    phase: 2,
    lesson: 7,
    keys: [
      {
        prompt: "u5-l7-q1",
        answer:
          "Each parent's alleles are A and S: A and S beside the rows, A and S above the columns. The four boxes: AA, AS, AS, SS (1 AA : 2 AS : 1 SS).",
      },
      {
        prompt: "u5-l7-q2",
        answer:
          "Sickle cell disease (SS): 1 in 4, 25 percent. Carrier with sickle cell trait (AS): 2 in 4, 50 percent. No sickle cell allele (AA): 1 in 4, 25 percent. The odds are the same for every pregnancy, because each child gets one allele from each parent by chance.",
      },
      {
        prompt: "u5-l7-q3",
        notes:
          "Answers depend on the pedigree. Look for the affected members named by generation and condition, and the pattern: type 2 diabetes and hypertension appear in several generations and in many, but not all, members, without a simple ratio. Students describe what they see before explaining it.",
      },
      {
        prompt: "u5-l7-q4",
        notes:
          "Look for at least two of each. Shared genetic factors: alleles passed from parents to children that can raise risk; the conditions in blood relatives across generations. Shared environmental factors in the profile: living near a highway (air pollution); the nearest full grocery store two bus rides away (limited fresh food); shared recipes, work schedules and stress. A strong answer notes that something can run in a family without being genetic.",
      },
      {
        prompt: "u5-l7-q5",
        answer:
          "No. A single-gene dominant trait would appear in about half the children of an affected parent, and a recessive one in about a quarter of the children of two carriers; the family's pattern fits neither. Type 2 diabetes and hypertension are complex traits: many genes each add a little risk and act together with shared conditions (food access, air pollution, stress), so family clustering is not proof of a genetic cause.",
      },
      {
        prompt: "u5-l7-q6",
        notes:
          "Look for a respectful answer that uses evidence: a family history raises risk but does not decide the outcome; genes act together with environment and behavior; regular checkups and earlier screening (which a known family history makes possible), activity, more fiber and less added sugar, and community changes such as better food access lower or delay risk. A strong answer avoids blame and says some factors are outside one person's control.",
      },
    ],
  },
  {
    unit: 5,
    phase: 2,
    lesson: 9,
    keys: [
      {
        prompt: "u5-l9-q1",
        answer:
          "The paper clips stood for epigenetic tags, such as methyl groups added to DNA. A clipped recipe could not be opened or used: the gene was silenced, so its protein was not made. Taking the clip off opened the gene for use again.",
      },
      {
        prompt: "u5-l9-q2",
        answer:
          "No: the words of the recipes (the DNA sequence) stayed exactly the same. Epigenetic changes alter which genes are used (gene expression), not the sequence, and they can often be reversed, unlike mutations.",
      },
      {
        prompt: "u5-l9-q3",
        answer:
          "Exposure: famine before birth during the 1944-45 Dutch Hunger Winter (mothers starved during pregnancy). What changed: the children had less methylation of the IGF2 growth-factor gene and, later in life, higher rates of some metabolic problems (such as obesity and high cholesterol). How long: it was still measurable six decades later.",
      },
      {
        prompt: "u5-l9-q4",
        answer:
          "Exposure: traffic-related air pollution (fine particles and exhaust near busy roads). Genes affected: immune genes linked to asthma, with changed methylation that alters how much they are used (for example FOXP3, a gene of the regulatory T cells that calm immune responses), linked to more asthma and worse symptoms.",
      },
      {
        prompt: "u5-l9-q5",
        answer:
          "Exposure: how much licking and grooming pups received from their mothers in their first week. Effect: well-groomed pups had less methylation of the stress-hormone (glucocorticoid) receptor gene in the brain, made more of the receptor, and as adults switched off their stress response faster and were calmer; pups groomed little had more methylation and a stronger, longer stress response.",
      },
      {
        prompt: "u5-l9-q6",
        answer:
          "What changes: mutation, the DNA bases (substituted, inserted or deleted); epigenetic change, tags on the DNA or its histones that change gene use. Sequence changed: mutation, yes; epigenetic, no. Reversed: mutation, rarely; epigenetic, often (tags can be added or removed). Passed on: a mutation passes to all daughter cells, and to children if it is in an egg or sperm; epigenetic tags pass to daughter cells and occasionally to children, but most are reset in eggs and sperm. Examples: the sickle cell allele or a BRCA1 mutation; less IGF2 methylation after the Dutch Hunger Winter.",
      },
      {
        prompt: "u5-l9-q7",
        notes:
          "Look for the link from conditions to biology: communities facing more pollution, less healthy food or more chronic stress (because of unequal conditions, not choices) can have more epigenetic changes in genes for immunity, metabolism and the stress response, raising disease risk for years, sometimes into the next generation. A strong answer adds that many tags are reversible, so cleaner air, food access and less stress are biological as well as fairness issues: health equity.",
      },
    ],
  },
  {
    unit: 5,
    phase: 2,
    lesson: 11,
    keys: [
      {
        prompt: "u5-l11-q1",
        notes:
          "Look for every risk factor the chosen profile lists (Marcus, Aaliyah, Rosa or Daniel), not only behaviors: at least five, such as age, family history, work schedule and stress, housing conditions (mold, pests, smoke), traffic pollution, food access, activity, insurance or income.",
      },
      {
        prompt: "u5-l11-q2",
        notes:
          "Look for each factor in one category with a cited lesson. Genetic: family history, inherited alleles (Lessons 7 and 8). Biological: age, sex, body weight, insulin resistance, allergies (Lesson 6 and Phase 1). Behavioral: diet, activity, smoking. Environmental: mold, pests, pollution, smoke (Lesson 9). Social: income, food access, work hours, housing quality, insurance, stress (Lesson 10). A strong answer notes factors that fit two categories, such as diet shaped by food access.",
      },
      {
        prompt: "u5-l11-q3",
        notes:
          "Look for a rating for every factor with a reason. Not at all: genes, age, family history (though knowing it helps screening). Person: activity, smoking, taking medicine, some food choices. Family: home cooking, a smoke-free home. Community: food access, bus routes, housing repairs, pollution near highways, safe parks, clinic hours and cost. A strong answer notes that personal choices depend on community conditions.",
      },
      {
        prompt: "u5-l11-q4",
        notes:
          "Look for one factor and a reason that weighs how changeable it is and how much it matters, e.g. 'Mold and pests in older apartments: housing codes can be enforced for many families at once, and removing triggers reduces asthma attacks.' A strong answer names who would act (city, landlord, clinic, school) and why it would lower risk.",
      },
      {
        prompt: "u5-l11-q5",
        notes:
          "Look for a clear claim naming two specific factors from the case, e.g. 'Family history and limited access to fresh food contribute most to Rosa's risk of type 2 diabetes.'",
      },
      {
        prompt: "u5-l11-q6",
        notes:
          "Look for facts quoted from the case (ages, conditions, distances, housing, work) and at least one idea from Lessons 6-10, e.g. family history reflects shared genes and environments (Lesson 7), many genes each add a small risk (Lesson 8), exposures can change gene expression (Lesson 9).",
      },
      {
        prompt: "u5-l11-q7",
        notes:
          "Look for the mechanism that connects evidence to claim, e.g. diets high in added sugar cause repeated glucose spikes that drive insulin resistance; traffic pollution and allergens inflame the airways; chronic stress raises stress hormones and blood pressure; inherited alleles add risk that conditions can raise or lower. A strong answer explains how the two factors interact, without blaming the person.",
      },
    ],
  },
  {
    unit: 5,
    phase: 4,
    lesson: 23,
    keys: [
      {
        prompt: "u5-d23-q1",
        notes:
          "Depends on the pairs shown. Look for the misleading graph of each pair and its specific trick: a y-axis that does not start at zero and exaggerates a small difference, raw counts instead of rates when places differ in population, a missing source, labels or units, 3-D or picture effects, a cherry-picked time range, or meaning carried by color alone.",
      },
      {
        prompt: "u5-d23-q2",
        notes:
          "Look for three clear rules, e.g. start bar-graph axes at zero and label them with units; compare places with rates per 100,000 people, not counts; always name the source and year; one message per graph; large text, high contrast and labels or patterns as well as color.",
      },
      {
        prompt: "u5-d23-q3",
        notes:
          "Look for one specific sentence about the data that fits the team's solution, e.g. 'Asthma emergency visits in our ZIP code are twice the county rate.'",
      },
      {
        prompt: "u5-d23-q4",
        notes:
          "Look for every item ticked or a fix planned: a title that states the message, both axes labeled with units, rates per 100,000 when comparing places, a named source and year, text readable from the back of the room, and labels or patterns as well as color.",
      },
      {
        prompt: "u5-d23-q5",
        notes:
          "Look for the measured time against the five-minute limit and specific cuts or clarifications, e.g. 'We ran 6:20: cut the second graph, shorten the introduction to 30 seconds, explain insulin resistance with the lock-and-key picture.'",
      },
    ],
  },
  {
    unit: 5,
    phase: 4,
    lesson: 24,
    keys: [
      {
        prompt: "u5-d24-q1",
        notes:
          "Look for one specific, doable action for this audience with who, what and when, e.g. 'Ask the city council to add a bus stop at the Eastside grocery store by next fall.'",
      },
      {
        prompt: "u5-d24-q2",
        notes:
          "Look for a likely hard question (cost, who will run it, how you know it works, where the evidence comes from) and a short answer backed by the team's data or a source.",
      },
      {
        prompt: "u5-d24-q3",
        notes:
          "Look for two teams, each with a specific strength (evidence, feasibility, fit for the audience) and a genuine question, e.g. 'How would your walking club reach people who work night shifts?' Comments are respectful and specific.",
      },
      {
        prompt: "u5-d24-q4",
        notes:
          "Look for a team named and what made its biology clear: linking cells to the whole body, an everyday comparison, a clear diagram, defined terms, data. A strong answer names a specific moment.",
      },
      {
        prompt: "u5-d24-q5",
        notes:
          "Look for the questions and suggestions heard more than once, recorded accurately (with how often, if possible), including critical ones, not only praise. They feed the Day 25 debrief.",
      },
    ],
  },
  {
    unit: 5,
    phase: 4,
    lesson: 25,
    keys: [
      {
        prompt: "u5-d25-q1",
        notes:
          "Look for the ideas panelists said they could support and the conditions they named (funding, a partner to run it, approval from the school or city, volunteers, translation, evidence that it works), recorded as said.",
      },
      {
        prompt: "u5-d25-q2",
        notes:
          "Look for at least one lesson about lasting solutions, e.g. they last when a community partner owns them, when they have funding and people, when they fit people's lives, and when results are measured and used to improve. A strong answer links it to the team's own project.",
      },
      {
        prompt: "u5-d25-q3",
        notes:
          "Look for all feedback sorted into keep (what worked), change (what to improve, and how) and next step (a specific action, who does it and by when).",
      },
      {
        prompt: "u5-d25-q4",
        notes:
          "Look for a realistic owner with a reason, e.g. the school nurse, a community health worker, a clinic, a faith community, a neighborhood association, a student club, a local business. A strong answer says what that partner would need.",
      },
    ],
  },
  {
    unit: 5,
    phase: 5,
    lesson: 26,
    keys: [
      {
        prompt: "u5-d26-q1",
        notes:
          "Look for an honest 'then' (e.g. 'I thought chronic disease came only from bad choices') and a 'now' that shows growth (e.g. genes, cells, environments and living conditions interact). Scored for honesty and detail, not for having been right at first.",
      },
      {
        prompt: "u5-d26-q2",
        notes:
          "Look for three specific changes, each tied to a named piece of work (Lesson 1 exit ticket, a checkpoint, the final presentation) and what in that work shows the change.",
      },
      {
        prompt: "u5-d26-q3",
        notes:
          "Look for one biological idea stated accurately (e.g. the insulin feedback loop, epigenetics, gene expression) and evidence of understanding: work they can point to, an explanation they gave someone, a question they can now answer.",
      },
      {
        prompt: "u5-d26-q4",
        notes:
          "Look for specific actions: surveys, interviews, data from their neighborhood, presenting to guests, the community panel, partners they worked with. A strong answer says what they learned from the community.",
      },
      {
        prompt: "u5-d26-q5",
        notes:
          "Look for a specific moment: the problem, what each person did, how the team decided and what happened. A strong answer names a skill (listening, dividing tasks, resolving a disagreement).",
      },
      {
        prompt: "u5-d26-q6",
        notes:
          "Look for named careers or studies (e.g. nursing, community health work, epidemiology, public health, medicine, genetic counseling, respiratory therapy, environmental science, health policy) and what in the unit sparked the interest.",
      },
    ],
  },
  // Unit 6
  {
    unit: 6,
    lesson: 0,
    keys: [
      {
        prompt: "u6-entry-q1",
        notes:
          "Checked for completion, not content. Look for two agreements from the class list (share only what you choose; no one is asked about their own or their family's health; anyone may step out; respectful, blame-free language) and a reason for each.",
      },
      {
        prompt: "u6-entry-q2",
        notes:
          "Look for specific actions: listen without interrupting, thank the person, keep what was shared private, do not ask about their health, use blame-free language.",
      },
      {
        prompt: "u6-entry-q3",
        answer:
          "Teen survivor: survivor (and patient). Grandparent caregiver: caregiver. Oncology nurse: health worker. Cancer researcher: researcher. Community health worker: health worker. Henrietta Lacks: patient, whose cells became a research tool without her consent; her family are advocates.",
      },
      {
        prompt: "u6-entry-q4",
        notes:
          "Look for one specific action or value per station drawn from the profile, e.g. the caregiver went to every appointment (dedication), the nurse explained treatment in plain words (compassion), the researcher kept testing (persistence), the community health worker helped families get screened, the Lacks family sought recognition (justice).",
      },
      {
        prompt: "u6-entry-q5",
        notes:
          "Completion credit. Look for a genuine science question linked to the story, e.g. 'Why do cancer cells keep dividing?', 'How does chemotherapy harm cancer cells more than healthy ones?', 'Why did HeLa cells keep growing in the lab?'",
      },
      {
        prompt: "u6-entry-q6",
        notes:
          "Completion credit. Look for three genuine, answerable questions about cancer; no question needs to be personal.",
      },
      {
        prompt: "u6-entry-q7",
        notes:
          "Look for each question under its best-fitting label, e.g. 'What makes a cell cancerous?' biology; 'Does sunscreen prevent skin cancer?' prevention; 'How does a mammogram find cancer?' detection; 'How does radiation therapy work?' treatment; 'Why do death rates differ between communities?' equity.",
      },
    ],
  },
  {
    unit: 6,
    lesson: 2,
    keys: [
      {
        prompt: "u6-l2-q1",
        notes:
          "Depends on the printed strip. Look for the DNA read into mRNA codons (A pairs with U, T with A, C with G, G with C; or the coding strand with T written as U), six codons starting at AUG, and each translated with the codon chart (AUG = methionine). A stop codon (UAA, UAG, UGA) ends the chain. Check each amino acid against the chart.",
      },
      {
        prompt: "u6-l2-q2",
        answer:
          "Silent: a substitution that changes a codon but not its amino acid (e.g. GAA to GAG, both glutamic acid). Missense: a substitution that changes one amino acid (e.g. GAG to GUG, glutamic acid to valine, as in sickle cell). Nonsense: a substitution that makes a stop codon (e.g. UAC to UAA), cutting the protein short. Frameshift: an insertion or deletion of one or two bases that shifts the reading frame, changing every codon after it.",
      },
      {
        prompt: "u6-l2-q3",
        answer:
          "A frameshift near the start (or an early nonsense mutation): a frameshift changes every amino acid after it and usually reaches a stop codon soon, and a nonsense mutation cuts the protein short, so the protein cannot fold into its working shape. A silent mutation changes nothing, and a missense mutation changes only one amino acid (though that can matter if it is in a key part).",
      },
      {
        prompt: "u6-l2-q4",
        notes:
          "Students' own data: a decade (1 to 10) or 'none' for each of the three rounds. Expect 'none' for most lineages in round 1 and more, earlier, four-hit lineages in rounds 2 and 3.",
      },
      {
        prompt: "u6-l2-q5",
        notes:
          "Class data: check the calculation (lineages with four hits / all lineages x 100). Expected about 7 percent in round 1, 22 percent in round 2 (one inherited hit) and 44 percent in round 3 (a 5 or a 6 is a hit); a class-sized sample varies.",
      },
      {
        prompt: "u6-l2-q6",
        notes:
          "Usually round 3 (carcinogen exposure): every roll is twice as likely to be a hit, so lineages build up four hits fastest; round 2 is also early because every lineage starts one hit closer. Look for the class percentages or average decades quoted and linked to how mutations build up.",
      },
      {
        prompt: "u6-l2-q7",
        answer:
          "Most cancers need several mutations in growth-control genes in the same cell lineage. Mutations build up slowly, from copying errors and carcinogen damage that repair misses, so the longer a person lives, the more chances one lineage has to collect enough hits. In the simulation, lineages reached four hits only after several decades.",
      },
      {
        prompt: "u6-l2-q8",
        answer:
          "An inherited mutation is in every cell from birth, so every lineage starts one hit closer (round 2 began with one hit) and more lineages reached four hits, and sooner. But the other hits must still happen by chance in the same lineage, and many round 2 lineages never reached four hits: the mutation raises the probability, it does not make cancer certain.",
      },
      {
        prompt: "u6-l2-q9",
        answer:
          "Any two, each with a way to cut exposure: tobacco smoke (smoke-free homes and laws, quit programs); ultraviolet light from sun and tanning beds (sunscreen, shade, clothing, shade structures at schools and parks, no tanning beds); radon in homes (testing and venting); asbestos (safe removal); diesel exhaust and air pollution (cleaner buses, distance from highways); alcohol (less of it); HPV and hepatitis B viruses (vaccination); workplace chemicals such as benzene (protective equipment, rules).",
      },
    ],
  },
  {
    unit: 6,
    lesson: 5,
    keys: [
      { prompt: "u6-l5-q1", answer: "1 percent of 1,000 = 10 people have cancer; 1,000 - 10 = 990 do not." },
      { prompt: "u6-l5-q2", answer: "90 percent of 10 = 9 true positives; 10 - 9 = 1 false negative." },
      {
        prompt: "u6-l5-q3",
        answer: "95 percent of 990 = 940.5, so about 940 true negatives; 990 - 940 = about 50 false positives (49.5).",
      },
      { prompt: "u6-l5-q4", answer: "9 true positives + about 50 false positives = about 59 people." },
      {
        prompt: "u6-l5-q5",
        answer:
          "9 / 59 = about 15 percent (the positive predictive value); about 85 percent of the positives do not have cancer.",
      },
      {
        prompt: "u6-l5-q6",
        answer:
          "When a disease is rare, most positive screens are false positives (here about 50 of 59), so a positive result means 'needs a closer look', not a diagnosis. Follow-up tests such as a diagnostic mammogram, a colonoscopy or a biopsy are more accurate and confirm or rule out cancer before any treatment.",
      },
      {
        prompt: "u6-l5-q7",
        notes:
          "Look for the barriers on the card and how each stops screening: no paid leave (lost pay), no car and long bus trips, cost or no insurance, language, clinic hours, child care, fear or mistrust.",
      },
      {
        prompt: "u6-l5-q8",
        notes:
          "Look for a realistic bridge that removes the named barrier, e.g. a mobile screening van at workplaces or places of worship, evening and weekend hours, bus passes or rides, a bilingual patient navigator, at-home stool test kits for colorectal screening, reminder texts, free screening days.",
      },
      {
        prompt: "u6-l5-q9",
        notes:
          "Look for a named, suitable partner and its role, e.g. a community health center, the local health department, a hospital outreach team, the American Cancer Society, a place of worship or community center, an employer, the transit agency, the school.",
      },
    ],
  },
  {
    unit: 6,
    lesson: 7,
    keys: [
      {
        prompt: "u6-l7-q1",
        notes:
          "Depends on the data set. Look for rates for two groups with units (new cases or deaths per 100,000 people per year, age-adjusted), the source and the years. Example (American Cancer Society, breast cancer, about 2015-2020): incidence about 128 per 100,000 Black women and 134 per 100,000 White women; death rate about 28 and 20 per 100,000.",
      },
      {
        prompt: "u6-l7-q2",
        notes:
          "Answer from the data. In the breast cancer example, White women have the slightly higher incidence and Black women the higher death rate: the lower-incidence, higher-mortality pattern to flag.",
      },
      {
        prompt: "u6-l7-q3",
        notes:
          "Look for ratio = higher death rate / lower death rate, explained in words. Breast cancer example: 28 / 20 = 1.4, so Black women die of breast cancer at about 1.4 times the rate of White women (about 40 percent higher) although they are diagnosed slightly less often. A strong answer says rates per 100,000 make groups of different sizes comparable.",
      },
      {
        prompt: "u6-l7-q4",
        answer:
          "In 1951, during her treatment for cervical cancer at Johns Hopkins Hospital, samples of Henrietta Lacks's tumor cells were taken without her knowledge or consent. They became HeLa, the first human cells to keep dividing in the lab, and were shared around the world: they helped test the polio vaccine and made possible decades of research on cancer, viruses such as HPV, genetics and medicines. Her family was not told for many years.",
      },
      {
        prompt: "u6-l7-q5",
        answer:
          "Informed consent means agreeing to take part in research or treatment after being told, in words you understand, its purpose, risks and benefits, and that you may say no or stop at any time. It matters because it respects people's right to decide what is done with their bodies, cells and data, protects privacy, and builds the trust research depends on.",
      },
      {
        prompt: "u6-l7-q6",
        notes:
          "Look for a link between history and trust: past abuses (Henrietta Lacks's cells taken without consent, the U.S. Public Health Service syphilis study at Tuskegee) and unequal treatment today make some communities, especially Black communities, less willing to trust health institutions, which can lower participation in screening and clinical trials, so research may not reflect them. A strong answer suggests how to rebuild trust (consent, openness, community partners, diverse researchers).",
      },
      {
        prompt: "u6-l7-q7",
        notes:
          "Look for at least two causes on each branch. Access: no insurance, few clinics nearby, long waits, no transport. Environment: pollution, carcinogens at work or near homes. Economics: cost of care, no paid sick leave, low income. Communication: language barriers, confusing information, no interpreters. Trust: history of research abuse, discrimination, bad past experiences. Causes are structural, not race as biology or individual blame.",
      },
      {
        prompt: "u6-l7-q8",
        notes:
          "Look for one starred cause that is specific, within the team's reach, and justified with data or a reason, e.g. 'Screening information only in English: our data show ..., and a bilingual flyer at the clinic can reach those families.'",
      },
    ],
  },
  {
    unit: 6,
    lesson: 8,
    keys: [
      {
        prompt: "u6-l8-q1",
        notes:
          "Look for one of the four types and a specific audience, e.g. 'A screening campaign for adults over 45 at our place of worship.'",
      },
      {
        prompt: "u6-l8-q2",
        notes:
          "Look for two accurate sentences that link the project to unit biology, e.g. 'Colorectal cancer usually starts as a polyp that becomes cancer after several mutations build up over years. Screening from age 45 finds and removes polyps before they turn into cancer.' Check the use of mutation, cell-cycle control, screening or treatment ideas.",
      },
      {
        prompt: "u6-l8-q3",
        notes:
          "Look for two reliable, named sources (National Cancer Institute, American Cancer Society, CDC, U.S. Preventive Services Task Force, a state cancer registry, a peer-reviewed article) with enough detail to find them.",
      },
      {
        prompt: "u6-l8-q4",
        notes:
          "Look for one specific, doable action that fits the audience and project, e.g. 'If you are 45 or older, ask your clinic for a free at-home colorectal test.'",
      },
      {
        prompt: "u6-l8-q5",
        notes:
          "Look for one sentence that connects with this audience (a question, a local fact, a respectful story) rather than a list of statistics.",
      },
      {
        prompt: "u6-l8-q6",
        notes:
          "Look for a realistic question (cost, how to get screened, safety, where the evidence comes from) and a short, accurate answer with a source or a next step.",
      },
      {
        prompt: "u6-l8-q7",
        notes:
          "Look for one specific piece of feedback, quoted or paraphrased, and a concrete change it leads to (what, where, by whom).",
      },
      {
        prompt: "u6-l8-q8",
        notes:
          "Look for one named competency with a specific moment as evidence and what changed, e.g. 'Communication: I rewrote our flyer in plain language after a guest said it was confusing.'",
      },
    ],
  },
];

/** The lists joined in a call marked pure: spread at the top level, the parts' lists stayed in the browser's bundle. */
function joined(...lists: HandoutKeyInput[][]): HandoutKeyInput[] {
  return lists.flat();
}

/** Every handout's key, unit by unit. */
export const answerKeys: HandoutKeyInput[] = /* @__PURE__ */ joined(
  firstKeys,
  unit1Keys,
  unit2aKeys,
  unit2bKeys,
  unit3aKeys,
  unit3bKeys,
  unit4Keys,
  unit5aKeys,
  unit5bKeys,
  unit6Keys,
  unit6ProjectWorkKeys,
);
