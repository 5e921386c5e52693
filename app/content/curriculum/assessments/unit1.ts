import type { AssessmentInput, AssessmentKey } from "./schema.ts";

export const assessment: AssessmentInput = {
  unit: 1,
  title: "Unit 1 End-of-Unit Assessment: Biology and Food Justice",
  intro:
    "Answer every question as well as you can. If you take this before the unit, it shows what you already know; nobody is expected to know it all yet.",
  items: [
    {
      kind: "choice",
      id: "a1-q1",
      stem: "A pumpkin plant grows from a seed of less than 1 gram into vines and fruit with several kilograms of dry mass (the mass left after all water is removed). Where did most of that dry mass come from?",
      choices: [
        "Minerals the roots took up from the soil",
        "Carbon dioxide the leaves took in from the air",
        "Water the roots took up from the soil",
        "Fertilizer the gardener added",
      ],
      from: "Most of a plant's dry mass comes from carbon dioxide taken from the air, not from the soil.",
    },
    {
      kind: "choice",
      id: "a1-q2",
      stem: "Which equation shows photosynthesis?",
      choices: [
        "glucose + oxygen -> carbon dioxide + water + energy",
        "oxygen + water + light energy -> glucose + carbon dioxide",
        "soil nutrients + water + light energy -> glucose",
        "carbon dioxide + water + light energy -> glucose + oxygen",
      ],
      from: "Photosynthesis uses light energy to convert carbon dioxide and water into glucose and oxygen",
    },
    {
      kind: "choice",
      id: "a1-q3",
      stem: "You eat a beef burger. Where did the chemical energy in the beef first come from?",
      choices: [
        "Sunlight captured by photosynthesis in the plants the cow ate",
        "The nutrients in the soil the grass grew in",
        "The cow's own body heat",
        "The water the cow drank",
      ],
      from: "Almost all the chemical energy in food, whether it comes from plants or animals, was first captured by photosynthesis.",
    },
    {
      kind: "choice",
      id: "a1-q4",
      stem: "A fallen leaf is broken down by fungi and bacteria in the soil. What happens to most of the carbon that was in the leaf?",
      choices: [
        "It is destroyed, so it no longer exists",
        "It is turned into energy and used up",
        "It is released as carbon dioxide when the decomposers carry out cellular respiration",
        "It becomes nitrogen that plants can absorb",
      ],
      from: "Decomposers break down dead organic matter by cellular respiration, releasing mineral nutrients that roots absorb and carbon dioxide that returns to the air.",
    },
    {
      kind: "choice",
      id: "a1-q5",
      stem: "Air is about 78 percent nitrogen gas (N2). Why do bean plants still depend on bacteria for the nitrogen they need?",
      choices: [
        "Bean leaves take in N2, but the plant needs bacteria to digest it",
        "The bacteria make new nitrogen atoms from nothing",
        "Plants cannot use N2 directly; Rhizobium in the root nodules fixes it into ammonia (ammonium) the plant can use",
        "Plants make their own nitrogen during photosynthesis, but only when bacteria are present",
      ],
      from: "Plants cannot use nitrogen gas directly",
    },
    {
      kind: "choice",
      id: "a1-q6",
      stem: "Which statement about matter and energy in a garden ecosystem is correct?",
      choices: [
        "Matter is recycled, while energy flows through and leaves as heat",
        "Both matter and energy are recycled over and over",
        "Energy is recycled by decomposers, while matter is used up",
        "Both matter and energy are used up by the organisms that eat",
      ],
      from: "Matter is conserved and recycled: carbon and nitrogen atoms move between living and nonliving parts of an ecosystem, while energy flows through and leaves as heat.",
    },
    {
      kind: "choice",
      id: "a1-q7",
      stem: "After heavy rain washes lawn fertilizer into a lake, the water turns green with algae, and a few weeks later many fish die. What best explains the fish deaths?",
      choices: [
        "The fertilizer poisoned the fish directly",
        "The nutrients fed an algal bloom; when the algae died, decomposers used up the oxygen in the water",
        "The algae ate the fish",
        "The fertilizer made the lake water too hot for fish",
      ],
      from: "Extra nitrogen and phosphorus washing off fields and lawns can fuel algal blooms that use up oxygen in rivers and lakes.",
    },
    {
      kind: "choice",
      id: "a1-q8",
      stem: "Tomato plants with plenty of water and nitrogen get only 3 hours of direct sun a day and grow poorly. What will adding more fertilizer most likely do?",
      choices: [
        "Make them grow much faster, because more nutrients always mean more growth",
        "Make them taller but with fewer leaves, because fertilizer replaces sunlight",
        "Make them grow faster, because fertilizer is the plant's food",
        "Change little, because light is the resource in shortest supply",
      ],
      from: "Growth is limited by whichever resource is in shortest supply",
    },
    {
      kind: "choice",
      id: "a1-q9",
      stem: "A team wants to know whether compost helps bean plants grow. Which plan gives the most trustworthy answer?",
      choices: [
        "One pot with compost on the windowsill and one pot without compost in the hallway",
        "Five pots with compost, compared with how tall last year's beans grew",
        "Five pots with compost and five without, all with the same seeds, light and water",
        "One pot with compost, measured every day for two weeks",
      ],
      from: "Controls, replicates and changing only one variable make results trustworthy enough to guide a real garden.",
    },
    {
      kind: "choice",
      id: "a1-q10",
      stem: "In a healthy person, blood glucose rises after lunch. What happens next?",
      choices: [
        "The pancreas releases insulin, so cells take up glucose and the level falls",
        "The pancreas releases glucagon, so the liver releases more glucose",
        "The kidneys remove all the extra glucose in urine",
        "Nothing happens until the person exercises",
      ],
      from: "After a meal, rising blood glucose triggers insulin release so cells take up glucose",
    },
    {
      kind: "data",
      id: "a1-q11",
      stem: "A class grew bean plants in 10 pots: 5 with compost mixed into the soil and 5 without, with the same seeds, light and water. The table gives each plant's height after 14 days. Find each group's mean height and its lowest and highest values, then say what you conclude about compost and how sure you are.",
      data: {
        caption: "Bean plant height after 14 days (cm)",
        columns: ["Pot", "No compost", "With compost"],
        rows: [
          ["1", "10.2", "14.1"],
          ["2", "11.0", "13.6"],
          ["3", "9.8", "15.0"],
          ["4", "10.5", "14.3"],
          ["5", "10.5", "13.0"],
        ],
      },
      response: {
        kind: "table",
        columns: ["", "No compost", "With compost"],
        rows: ["Mean height (cm)", "Lowest to highest (cm)", "What you conclude, and how sure"],
      },
      from: "Controls, replicates and changing only one variable make results trustworthy enough to guide a real garden.",
    },
    {
      kind: "cer",
      id: "a1-q12",
      stem: "The garden team wants to use less synthetic fertilizer. One student proposes planting beans in a bed one year and tomatoes in the same bed the next year, leaving the bean roots and stems in the soil. Will this reduce the nitrogen fertilizer the tomatoes need? Write a claim, give evidence, and explain your reasoning with the nitrogen cycle.",
      from: "Compost, crop rotation and legumes close nutrient loops and reduce the need for synthetic fertilizer",
    },
  ],
};

export const key: AssessmentKey = {
  unit: 1,
  keys: [
    {
      prompt: "a1-q1",
      answer:
        "B. The carbon atoms that make up most of the dry mass come from CO2 fixed in photosynthesis. A and D are the misconception that plants 'eat' soil (minerals are only a few percent of dry mass); C confuses fresh mass with dry mass: water is removed when dry mass is measured.",
    },
    {
      prompt: "a1-q2",
      answer:
        "D. 6CO2 + 6H2O + light energy -> C6H12O6 + 6O2. A is cellular respiration (the reverse, a common mix-up); C is the 'food from soil' misconception; B swaps the inputs and outputs.",
    },
    {
      prompt: "a1-q3",
      answer:
        "A. Grass captured light energy as chemical energy in photosynthesis, and the cow stored some of it in its muscle. C reverses the flow (heat is energy leaving); B and D are the misconception that soil or water supply food energy.",
    },
    {
      prompt: "a1-q4",
      answer:
        "C. Decomposers respire the leaf's sugars and release the carbon as CO2 (some stays in soil organic matter). A breaks conservation of matter; B confuses matter with energy; D turns one element into another.",
    },
    {
      prompt: "a1-q5",
      answer:
        "C. Rhizobium fixes N2 into ammonia/ammonium for its host; nitrifying bacteria in soil make the nitrate most roots absorb. A: plants cannot use N2 at all; B breaks conservation of matter; D: photosynthesis makes sugar from C, H and O and supplies no nitrogen.",
    },
    {
      prompt: "a1-q6",
      answer:
        "A. Atoms cycle between living and nonliving parts; energy enters as light and leaves as heat at every step. B and C are the misconception that energy recycles; D forgets that matter is conserved.",
    },
    {
      prompt: "a1-q7",
      answer:
        "B. Nitrogen and phosphorus feed the bloom; bacteria decomposing the dead algae use up dissolved oxygen and fish suffocate. A is the 'fertilizer is poison' idea; C invents a food chain; D is not how nutrients act.",
    },
    {
      prompt: "a1-q8",
      answer:
        "D. Growth is limited by the scarcest resource: with water and nitrogen plentiful, light limits photosynthesis. A and C are the misconception that fertilizer is plant food (plants make their food by photosynthesis); B claims fertilizer can replace light.",
    },
    {
      prompt: "a1-q9",
      answer:
        "C. It changes one variable (compost), keeps the rest the same and has replicates. A changes light as well as compost; B has no control grown in the same conditions; D has no control and no replicates.",
    },
    {
      prompt: "a1-q10",
      answer:
        "A. Beta cells of the pancreas release insulin; cells take up glucose and blood glucose falls back toward its set point. B is what happens when glucose falls (glucagon); C happens only when glucose is very high, as in untreated diabetes; D ignores hormonal control.",
    },
    {
      prompt: "a1-q11",
      answer:
        "No compost: mean 10.4 cm (52.0 / 5), range 9.8 to 11.0 cm. With compost: mean 14.0 cm (70.0 / 5), range 13.0 to 15.0 cm. Compost plants were 3.6 cm taller on average, and the ranges do not overlap, so the difference is unlikely to be trial-to-trial variation; fairly sure for these seeds and conditions, with 5 plants per group. Full credit: both means, both ranges, a conclusion that uses the non-overlapping ranges and a limit (small sample, one experiment).",
    },
    {
      prompt: "a1-q12",
      answer:
        "Claim: yes, it should reduce the nitrogen fertilizer the tomatoes need. Evidence: bean roots carry nodules where Rhizobium fixes N2 from the air into ammonia the plant uses; crop rotation with legumes is a known way to cut fertilizer. Reasoning: when the bean roots and stems decompose, decomposers release their nitrogen as ammonium, nitrifying bacteria turn it into nitrate, and the tomato roots absorb it, so nitrogen fixed from the air stays in the bed instead of coming from a bag. Scoring: 1 point for the claim, 1 for evidence from the unit (nodules, Rhizobium, rotation), 2 for reasoning that traces nitrogen from the air to the tomato; a strong answer notes that it reduces but may not replace fertilizer and could be tested with a soil nitrogen test.",
    },
  ],
};
