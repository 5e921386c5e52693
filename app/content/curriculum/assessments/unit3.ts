import type { AssessmentInput, AssessmentKey } from "./schema.ts";

export const assessment: AssessmentInput = {
  unit: 3,
  title: "Unit 3 End-of-Unit Assessment: Biology and Climate Solutions",
  intro:
    "Answer every question as well as you can. If you take this before the unit, it shows what you already know; nobody is expected to know it all yet.",
  items: [
    {
      kind: "choice",
      id: "a3-q1",
      stem: 'A classmate says: "It snowed heavily last week, so climate change is not happening." Which is the best reply?',
      choices: [
        "You are right: one cold week shows the climate is cooling",
        "Climate is the long-term pattern of weather, so one week cannot show or disprove a trend",
        "Climate change means every single day is hotter than the year before",
        "Snow is caused only by climate change, so it proves climate change",
      ],
      from: "Climate is the long-term pattern of weather in a place",
    },
    {
      kind: "choice",
      id: "a3-q2",
      stem: "At 3 p.m. on a sunny day, a parking lot is much hotter than a lawn shaded by trees next to it. Why?",
      choices: [
        "Grass and trees produce cold air",
        "Grass reflects all of the sunlight that hits it",
        "The parking lot has more carbon dioxide above it",
        "Dark pavement absorbs sunlight and releases heat, while plants shade the ground and cool it by transpiration",
      ],
      from: "Dark pavement absorbs sunlight and releases heat, while vegetation cools its surroundings through shade and transpiration",
    },
    {
      kind: "choice",
      id: "a3-q3",
      stem: "In 1944, 29 reindeer were brought to St. Matthew Island, Alaska. By 1963 there were about 6,000; by 1966 only 42 were left. What best explains the crash?",
      choices: [
        "The herd reached carrying capacity, and populations always level off smoothly there",
        "Predators arrived on the island and ate the reindeer",
        "The herd overshot the island's carrying capacity, ate down its food supply, and a harsh winter killed most of them",
        "The reindeer swam to the mainland once the island was full",
      ],
      from: "a population that overshoots it can damage its own resources and crash",
    },
    {
      kind: "choice",
      id: "a3-q4",
      stem: "A duckweed culture starts with 5 fronds and doubles every 3 days while resources are plentiful. About how many fronds will there be on day 9?",
      choices: ["40", "20", "45", "15"],
      from: "With plentiful resources a population grows exponentially",
    },
    {
      kind: "choice",
      id: "a3-q5",
      stem: "When Robert Paine removed Pisaster sea stars from a stretch of shoreline, mussels took over and the number of species fell from 15 to 8. What does this show?",
      choices: [
        "Removing a predator always increases the number of species",
        "Pisaster is a keystone species: by eating mussels it kept space open for many other species",
        "Mussels are a keystone species because they became the most common",
        "Sea stars compete with the other species for sunlight",
      ],
      from: "A keystone species has a much larger effect on its community than its numbers suggest",
    },
    {
      kind: "choice",
      id: "a3-q6",
      stem: "Plants in a meadow store 10,000 kJ of energy. About how much of it ends up stored in the carnivores that eat the meadow's plant-eaters?",
      choices: ["10,000 kJ", "1,000 kJ", "100 kJ", "5,000 kJ"],
      from: "Only about 10 percent of the energy at one trophic level is stored in the next",
    },
    {
      kind: "choice",
      id: "a3-q7",
      stem: "American pikas live on cool mountaintops and are disappearing from some of them as summers warm. Why can't a population simply adapt to rapid warming?",
      choices: [
        "Individual pikas could adapt if they tried harder to tolerate heat",
        "Pikas are already perfectly adapted, so they cannot change",
        "Animals adapt only when scientists breed them",
        "Natural selection can act only on heritable variation the population already has, and it takes generations, which can be slower than the warming",
      ],
      from: "Natural selection can adapt a population when heritable variation already exists",
    },
    {
      kind: "choice",
      id: "a3-q8",
      stem: "In CRISPR gene editing, what determines where Cas9 cuts the DNA?",
      choices: [
        "Cas9 cuts DNA at random places",
        "A guide RNA about 20 bases long that matches the target DNA, next to a short PAM sequence",
        "The cell's ribosomes choose the place",
        "The protein that the gene codes for",
      ],
      from: "A guide RNA about 20 bases long steers it to the place where the DNA matches the guide",
    },
    {
      kind: "choice",
      id: "a3-q9",
      stem: "A balloon over a bottle of yeast, sugar and warm water slowly inflates. What gas fills it?",
      choices: [
        "Carbon dioxide, made as yeast ferment sugar into ethanol",
        "Oxygen, because yeast photosynthesize like plants",
        "Water vapor from the warm water",
        "Nitrogen released from the sugar",
      ],
      from: "When oxygen is scarce, yeast use alcoholic fermentation, breaking glucose into ethanol and carbon dioxide",
    },
    {
      kind: "choice",
      id: "a3-q10",
      stem: "A school grows algae in a tank to capture carbon dioxide, then puts the algae in the compost bin every month. What happens to most of the carbon the algae captured?",
      choices: [
        "It is removed from the air for good once the algae take it in",
        "It turns into oxygen in the compost",
        "It returns to the air as decomposers respire, so the algae store it only briefly",
        "It is destroyed in the compost bin",
      ],
      from: "Carbon in leaves, flowers and algae returns to the air as decomposers respire",
    },
    {
      kind: "data",
      id: "a3-q11",
      stem: "A team poured 1,000 mL of water over a tray of bare, packed soil (the control) and over a rain-garden tray of the same size planted with native plants, three times each. Find each tray's mean runoff and its lowest and highest values, and the percent by which the rain garden reduced the mean runoff. Do the ranges overlap?",
      data: {
        caption: "Runoff collected from each 1,000 mL pour (mL)",
        columns: ["Trial", "Bare packed soil (control)", "Rain-garden tray"],
        rows: [
          ["1", "820", "310"],
          ["2", "790", "280"],
          ["3", "850", "340"],
        ],
      },
      response: {
        kind: "table",
        columns: ["", "Bare packed soil", "Rain-garden tray"],
        rows: ["Mean runoff (mL)", "Lowest to highest (mL)", "Percent reduction; do the ranges overlap?"],
      },
      from: "When the ranges of the prototype and the control do not overlap",
    },
    {
      kind: "cer",
      id: "a3-q12",
      stem: "Should the school replace part of its parking lot with a rain garden of native plants? Write a claim, give evidence (you may use the data above), and explain your reasoning with the biology of soil, plants and biodiversity. Name one limitation of the evidence.",
      from: "Native plants usually support many more native insects than lawn or non-native ornamentals",
    },
  ],
};

export const key: AssessmentKey = {
  unit: 3,
  keys: [
    {
      prompt: "a3-q1",
      answer:
        "B. Climate is a long-term pattern; change shows up as trends over decades. A and D confuse one week's weather with climate; C is the misconception that warming means every day is hotter.",
    },
    {
      prompt: "a3-q2",
      answer:
        "D. Dark pavement absorbs sunlight and re-radiates heat; leaves shade the ground and transpiration evaporates water, which cools. A: plants do not make cold air; C: CO2 is well mixed and does not heat one lot; B: grass absorbs most visible light for photosynthesis.",
    },
    {
      prompt: "a3-q3",
      answer:
        "C. The herd overshot K, overgrazed the slow-growing lichen, and the severe winter of 1963-64 killed most of them (Klein, 1968). A is the misconception that populations always level off smoothly at K; B: the island had no predators of reindeer; D: the island is far from the mainland.",
    },
    {
      prompt: "a3-q4",
      answer:
        "A. 5 -> 10 (day 3) -> 20 (day 6) -> 40 (day 9): the population doubles by a constant percentage. B is linear thinking (adding 5 each time); C multiplies by the number of days; D adds 5 only twice.",
    },
    {
      prompt: "a3-q5",
      answer:
        "B. One predator's effect on the community was far larger than its numbers. A is the misconception that fewer predators means more life; C: mussels spread because their predator was gone; D: sea stars are animals and do not compete for light.",
    },
    {
      prompt: "a3-q6",
      answer:
        "C. About 10 percent passes at each step: 10,000 -> 1,000 kJ in herbivores -> 100 kJ in carnivores; the rest is used for life processes and lost as heat. A is the misconception that energy is recycled in a food chain; B stops one level short; D assumes half passes on.",
    },
    {
      prompt: "a3-q7",
      answer:
        "D. Selection acts on heritable variation already present and only over generations. A is the misconception that individuals adapt by effort (acquired traits are not inherited); C confuses natural and artificial selection; B: adaptation is to past conditions, not a fixed perfection.",
    },
    {
      prompt: "a3-q8",
      answer:
        "B. The guide RNA pairs with the matching DNA and Cas9 cuts both strands only if a PAM (NGG) sits beside it. A is the 'random cutting' misconception; C: ribosomes make proteins; D: the protein plays no part in finding the site.",
    },
    {
      prompt: "a3-q9",
      answer:
        "A. Yeast are fungi: in alcoholic fermentation they break glucose into ethanol and CO2, gaining 2 ATP per glucose. B is the misconception that yeast are plants; C: water vapor from warm water adds almost nothing, and the balloon keeps filling only while the yeast ferment; D: sugar contains no nitrogen.",
    },
    {
      prompt: "a3-q10",
      answer:
        "C. Decomposers respire the algae's carbon back into CO2, so capture lasts only as long as storage. A confuses yearly uptake with storage; B and D break conservation of matter (carbon does not become oxygen or vanish).",
    },
    {
      prompt: "a3-q11",
      answer:
        "Control: mean 820 mL (2,460 / 3), range 790 to 850 mL. Rain garden: mean 310 mL (930 / 3), range 280 to 340 mL. Reduction = (820 - 310) / 820 = 510 / 820 = about 62 percent. The ranges do not overlap, so the difference is unlikely to come from trial-to-trial variation. Full credit: both means, both ranges, about 62 percent, and the overlap judged from the ranges.",
    },
    {
      prompt: "a3-q12",
      answer:
        "Claim: yes, replace part of the lot (or: yes, if it meets the constraints). Evidence: in the tray test the rain garden cut runoff by about 62 percent; shaded, planted ground is cooler than pavement; native plants support more native insects, which feed birds. Reasoning: roots, soil organisms and organic matter open pores so water soaks in instead of running to storm drains; plants cool by shade and transpiration; native plants support the food web, so biodiversity rises. Limitation: a small tray and three pours are not a real storm or a full-size garden; it must drain within about 24 to 48 hours, and upkeep and cost are constraints. Scoring: 1 point claim, 1 point evidence with numbers, 2 points reasoning that explains the mechanism, 1 point a real limitation.",
    },
  ],
};
