import type { LessonInput } from "../schema.ts";

// Student handouts for Unit 3 Days 1-15 (issue 29, point 2), kept apart from the day plans so each lesson names its
// handout in one line. Keys are in answer-keys/unit3a.ts, matched by prompt id.

type HandoutInput = NonNullable<LessonInput["handout"]>;

/** The made-up plant gene of the Day 11 paper model (coding strand, 5' to 3'), shared with its printed strips. */
export const day11Gene = "ATGGCTTCAAAGTGGCTGGAACATCGTGGAGTTGATTAAGCT";

/** Carlson's 1913 yeast culture, hours 0-18 (the lesson's data set A). */
export const day4Yeast = [
  9.6, 18.3, 29.0, 47.2, 71.1, 119.1, 174.6, 257.3, 350.7, 441.0, 513.3, 559.7, 594.8, 629.4, 640.8, 651.1, 655.9,
  659.6, 661.8,
];

const day1: HandoutInput = {
  title: "Climate Walk Field Log",
  intro:
    "Today your team walks the school grounds as environmental engineers. Log what you see, where you see it, and which living and nonliving things are involved. Your photos and notes become the evidence for your team's climate problem on Day 5.",
  sections: [
    {
      heading: "Photo log",
      prompts: [
        {
          id: "u3-d1-q1",
          text: "For each checklist category, record one photo you took: where it was (a letter or number from the campus map), what it shows, and one biotic and one abiotic factor in it.",
          response: {
            kind: "table",
            columns: ["Category", "Map spot", "What the photo shows", "Biotic factor", "Abiotic factor"],
            rows: ["Heat", "Water and flooding", "Erosion", "Habitat loss", "Signs of life"],
          },
        },
        {
          id: "u3-d1-q2",
          text: "Infrared thermometer demonstration: record the surface temperature at the sunny paved spot and at the shaded planted spot, and the difference.",
          response: {
            kind: "table",
            columns: ["Spot", "Surface temperature (degrees C)"],
            rows: ["Sunny paved", "Shaded planted", "Difference"],
          },
        },
      ],
    },
    {
      heading: "Make sense of the walk",
      prompts: [
        {
          id: "u3-d1-q3",
          text: "Choose the photo that surprised your team most. Write its caption: 'This shows ___, an abiotic/biotic factor that affects ___.'",
          response: { kind: "lines", count: 3 },
        },
        {
          id: "u3-d1-q4",
          text: "Pick one place on the walk where a biotic and an abiotic factor affect each other (for example, a tree shading pavement). Explain how each one changes the other.",
          response: { kind: "lines", count: 4 },
        },
        {
          id: "u3-d1-q5",
          text: "EarthViewer: describe how carbon dioxide and global temperature moved together as the timeline ran toward the present. Then explain the difference between one hot day (weather) and a change in climate.",
          response: { kind: "lines", count: 5 },
        },
      ],
    },
    {
      heading: "Launch the challenge",
      prompts: [
        {
          id: "u3-d1-q6",
          text: "Write one need-to-know question for each heading of the class board.",
          response: {
            kind: "table",
            columns: ["Heading", "My need-to-know question"],
            rows: ["Ecosystems", "Organisms", "Technology", "Community"],
          },
        },
        {
          id: "u3-d1-q7",
          text: "Exit ticket: describe one sign of climate stress you documented, label it biotic or abiotic, and name who or what it affects.",
          response: { kind: "lines", count: 4 },
        },
      ],
    },
  ],
  wordBank: [
    { term: "biotic factor", meaning: "a living part of an ecosystem, such as a tree, an insect or a fungus" },
    {
      term: "abiotic factor",
      meaning: "a nonliving part of an ecosystem, such as sunlight, temperature, water or soil",
    },
    { term: "weather", meaning: "conditions of the air in one place over hours or days" },
    { term: "climate", meaning: "the long-term pattern of weather in a place, over 30 years or more" },
    { term: "erosion", meaning: "soil or rock carried away by water or wind" },
    { term: "habitat", meaning: "the place where an organism finds the food, water and shelter it needs" },
  ],
  sentenceStarters: [
    "This shows ___, an abiotic/biotic factor that affects ___.",
    "The paved spot was ___ degrees C hotter than the planted spot because ___.",
    "Carbon dioxide and temperature both ___.",
    "I want to know ___ because ___.",
  ],
};

const day2: HandoutInput = {
  title: "Two-Site Field Survey Data Sheet",
  intro:
    "Your group compares a paved or bare site with a planted or shaded site. Take every reading the same way at both sites so the comparison is fair: thermometer straight down from the same height, three readings per spot, quadrat placed by tossing a marker.",
  sections: [
    {
      heading: "Field data",
      prompts: [
        {
          id: "u3-d2-q1",
          text: "Surface temperature: take three readings at each site and calculate the mean.",
          response: {
            kind: "table",
            columns: ["Site", "Reading 1 (degrees C)", "Reading 2", "Reading 3", "Mean"],
            rows: ["Paved or bare", "Planted or shaded"],
          },
        },
        {
          id: "u3-d2-q2",
          text: "Soil moisture (meter reading, or squeeze test: dry and crumbly / holds shape / wet and sticky) and what you found in the 1 m quadrat.",
          response: {
            kind: "table",
            columns: [
              "Site",
              "Soil moisture",
              "Plant species (number)",
              "Animal species (number)",
              "Species richness (total)",
            ],
            rows: ["Paved or bare", "Planted or shaded"],
          },
        },
        {
          id: "u3-d2-q3",
          text: "List the species (or describe them, 'small white-flowered plant') you counted in each quadrat, and note any sign of heat or water stress you photographed.",
          response: {
            kind: "table",
            columns: ["Site", "Species seen", "Signs of heat or water stress"],
            rows: ["Paved or bare", "Planted or shaded"],
          },
        },
      ],
    },
    {
      heading: "Class data and comparison",
      prompts: [
        {
          id: "u3-d2-q4",
          text: "From the class table, copy the class mean for each site type.",
          response: {
            kind: "table",
            columns: ["Site type", "Mean surface temperature (degrees C)", "Mean species richness"],
            rows: ["Paved or bare", "Planted or shaded", "Difference"],
          },
        },
        {
          id: "u3-d2-q5",
          text: "Is the temperature difference between the sites larger than the spread of the three readings at one spot? Explain what that tells you about whether the difference is real.",
          response: { kind: "lines", count: 4 },
        },
        {
          id: "u3-d2-q6",
          text: "Exit ticket: explain the temperature difference between the sites using one abiotic and one biotic factor, and write one question your team could investigate.",
          response: { kind: "lines", count: 5 },
        },
      ],
    },
  ],
  wordBank: [
    { term: "quadrat", meaning: "a square frame (here 1 m by 1 m) marking the area you count in" },
    { term: "species richness", meaning: "the number of different species in an area" },
    { term: "mean", meaning: "the sum of the readings divided by the number of readings" },
    { term: "transpiration", meaning: "water evaporating from leaves, which cools the plant and the air around it" },
    { term: "urban heat island", meaning: "a built-up area that stays hotter than its surroundings" },
  ],
  sentenceStarters: [
    "The paved site was ___ degrees C hotter because ___.",
    "The planted site had ___ more species, which shows ___.",
    "The three readings differed by only ___, so ___.",
    "Our team could investigate ___.",
  ],
};

const day3: HandoutInput = {
  title: "Where Does the Rain Go? Infiltration Test",
  intro:
    "You will pour the water of a 2.5 cm (1 inch) rainstorm into a ring set in the ground and time how long it takes to soak in. Then you combine your result with the Day 2 data to build the class baseline: the numbers every team's solution will be compared with.",
  sections: [
    {
      heading: "Set up the test",
      reference: {
        caption: "Water for a 2.5 cm storm in a 15 cm ring",
        columns: ["Step", "Calculation"],
        rows: [
          ["Radius", "15 cm / 2 = 7.5 cm"],
          ["Ring area", "3.14 x 7.5 cm x 7.5 cm = about 177 square cm"],
          ["Water volume", "177 square cm x 2.5 cm = about 440 cubic cm = about 440 mL"],
        ],
      },
      prompts: [
        {
          id: "u3-d3-q1",
          text: "Measure your ring's diameter. If it is not 15 cm, calculate the water for a 2.5 cm storm in your ring. Show your work.",
          response: { kind: "lines", count: 4 },
        },
        {
          id: "u3-d3-q2",
          text: "Predict the order in which water will soak in at a planted bed, a bare path and pavement, and give one reason.",
          response: { kind: "lines", count: 3 },
        },
      ],
    },
    {
      heading: "Infiltration data",
      prompts: [
        {
          id: "u3-d3-q3",
          text: "Record each pour. Stop the timer when no water stands on the surface, or at 10 minutes (write '>10 min'). On pavement, record where the water flowed instead.",
          response: {
            kind: "table",
            columns: [
              "Site type",
              "Pour",
              "Water (mL)",
              "Time to soak in (min:s)",
              "Roots, organisms and soil texture seen",
            ],
            rows: ["Planted, pour 1", "Planted, pour 2", "Bare, pour 1", "Bare, pour 2", "Paved"],
          },
        },
        {
          id: "u3-d3-q4",
          text: "Class baseline: graph the mean surface temperature (Day 2) and the mean infiltration time for each site type as a bar graph.",
          response: {
            kind: "graph",
            x: "Site type (planted, bare, paved)",
            y: "Mean temperature (degrees C) / mean infiltration time (min)",
          },
        },
      ],
    },
    {
      heading: "Argue from evidence",
      prompts: [
        {
          id: "u3-d3-q5",
          text: "Which site would flood first in a downpour? Is it also the hottest? Which site has the most species? Use class means.",
          response: { kind: "lines", count: 4 },
        },
        {
          id: "u3-d3-q6",
          text: "Claim, evidence, reasoning: How does paving change the ecosystem on our campus? Use at least two measurements with units, and explain how those abiotic changes affect plants, soil animals or people.",
          response: { kind: "lines", count: 8 },
        },
        {
          id: "u3-d3-q7",
          text: "Exit ticket: choose one baseline measurement a climate solution could improve and write a target with a number (for example, 'absorb 2.5 cm of rain in under 10 minutes').",
          response: { kind: "lines", count: 3 },
        },
      ],
    },
  ],
  wordBank: [
    { term: "infiltration", meaning: "water soaking down into soil" },
    { term: "runoff", meaning: "water that flows over the surface instead of soaking in" },
    { term: "compacted soil", meaning: "soil pressed so tight that it has few pores for air and water" },
    { term: "baseline", meaning: "measurements taken before a change, to compare later results with" },
    { term: "replicate", meaning: "a repeat of the same test, to check that a result holds" },
  ],
  sentenceStarters: [
    "Water soaked in fastest at ___ because ___.",
    "The paved site had a mean of ___ and the planted site ___, which shows ___.",
    "This matters for living things because ___.",
    "A solution could improve ___ from ___ to ___.",
  ],
};

const day4: HandoutInput = {
  title: "Carrying Capacity Data Lab",
  intro:
    "Populations cannot grow forever. You will graph two real data sets, a yeast culture in a flask and reindeer on an island, find where growth slowed or crashed, and predict how a hotter, drier summer could change the carrying capacity of an organism in our schoolyard.",
  sections: [
    {
      heading: "Data set A: yeast in a flask",
      reference: {
        caption: "Carlson (1913), amount of yeast (relative units)",
        columns: ["Hour", "Yeast", "Hour", "Yeast"],
        rows: [
          ["0", "9.6", "10", "513.3"],
          ["1", "18.3", "11", "559.7"],
          ["2", "29.0", "12", "594.8"],
          ["3", "47.2", "13", "629.4"],
          ["4", "71.1", "14", "640.8"],
          ["5", "119.1", "15", "651.1"],
          ["6", "174.6", "16", "655.9"],
          ["7", "257.3", "17", "659.6"],
          ["8", "350.7", "18", "661.8"],
          ["9", "441.0", "", ""],
        ],
      },
      prompts: [
        {
          id: "u3-d4-q1",
          text: "Graph the yeast data. Shade the exponential phase and draw a dashed line at the carrying capacity.",
          response: { kind: "graph", x: "Time (hours, 0-18)", y: "Amount of yeast (0-700)" },
        },
        {
          id: "u3-d4-q2",
          text: "Calculate the increase in one hour early (hour 4 to hour 5) and late (hour 16 to hour 17). Show the subtraction.",
          starter: "Early on the yeast grew by ___ per hour, but late it grew by only ___ because ___.",
          response: {
            kind: "table",
            columns: ["Interval", "Calculation", "Increase"],
            rows: ["Hours 4-5", "Hours 16-17"],
          },
        },
        {
          id: "u3-d4-q3",
          text: "Estimate the carrying capacity K. Why does growth slow when there is more yeast? Name two limiting factors.",
          response: { kind: "lines", count: 4 },
        },
      ],
    },
    {
      heading: "Data set B: reindeer on St. Matthew Island",
      reference: {
        caption: "Reindeer on St. Matthew Island, Alaska (Klein, 1968)",
        columns: ["Year", "Reindeer"],
        rows: [
          ["1944", "29"],
          ["1957", "about 1,350"],
          ["1963", "about 6,000"],
          ["1966", "42"],
        ],
      },
      prompts: [
        {
          id: "u3-d4-q4",
          text: "Plot the reindeer data. How does its shape differ from the yeast curve? By what percentage did the herd fall from 1963 to 1966?",
          response: { kind: "graph", x: "Year (1940-1970)", y: "Number of reindeer (0-7,000)" },
        },
        {
          id: "u3-d4-q5",
          text: "Sort the causes of the crash: lichen eaten down, the severe snowy winter of 1963-64, crowding, no predators to thin the herd.",
          starter: "The reindeer overshot their carrying capacity because ___.",
          response: { kind: "table", columns: ["Density-dependent", "Density-independent"], rows: 3 },
        },
      ],
    },
    {
      heading: "Climate lens",
      prompts: [
        {
          id: "u3-d4-q6",
          text: "Pick one organism from the Day 2 survey. List two limiting factors a hotter, drier summer would change for it, and sketch its old and predicted new carrying capacity.",
          starter: "A hotter, drier summer would ___ K for ___ because ___.",
          response: { kind: "drawing", lines: 8 },
        },
        {
          id: "u3-d4-q7",
          text: "Exit ticket: define carrying capacity in your own words, and predict with one reason whether a hotter, drier summer would raise or lower K for your organism.",
          response: { kind: "lines", count: 4 },
        },
      ],
    },
  ],
  wordBank: [
    { term: "carrying capacity (K)", meaning: "the largest population an environment can support over time" },
    { term: "exponential growth", meaning: "growth by the same percentage each time step, a J-shaped curve" },
    { term: "logistic growth", meaning: "growth that slows and levels off near K, an S-shaped curve" },
    { term: "limiting factor", meaning: "anything that keeps a population from growing larger" },
    { term: "density-dependent", meaning: "a limit that hits harder as the population gets more crowded" },
    { term: "density-independent", meaning: "a limit that strikes whatever the population's size, like a drought" },
    { term: "overshoot", meaning: "a population rising above K, often followed by a crash" },
  ],
  sentenceStarters: [
    "Early on the yeast grew by ___ per hour, but late it grew by only ___ because ___.",
    "The reindeer overshot their carrying capacity because ___.",
    "A hotter, drier summer would ___ K for ___ because ___.",
  ],
};

const day5: HandoutInput = {
  title: "Problem Statement Builder",
  intro:
    "Engineers define the problem before they design. Today your team chooses one local climate problem from your photos and baseline data, then turns it into a problem statement with measurable criteria and realistic constraints. Work on this sheet first, then copy the final version onto the team template.",
  sections: [
    {
      heading: "Choose our problem",
      prompts: [
        {
          id: "u3-d5-q1",
          text: "Which warm-up statement could an engineer design for? Name two things that make it stronger than the other.",
          response: { kind: "lines", count: 3 },
        },
        {
          id: "u3-d5-q2",
          text: "Score three candidate problems from 1 (low) to 3 (high) on each question.",
          response: {
            kind: "table",
            columns: [
              "Candidate problem",
              "Strength of our evidence",
              "Impact on people and other organisms",
              "School-scale prototype could test it",
              "Total",
            ],
            rows: 3,
          },
        },
        {
          id: "u3-d5-q3",
          text: "Our chosen problem: where it is, who feels it most, and which living things besides people it affects.",
          response: { kind: "lines", count: 4 },
        },
      ],
    },
    {
      heading: "Criteria and constraints",
      prompts: [
        {
          id: "u3-d5-q4",
          text: "Turn goals into criteria: each criterion names what is measured, the target number and what it is compared with. Rank them (1 = most important).",
          response: {
            kind: "table",
            columns: ["Rank", "Criterion (measure, target number, compared with)", "Baseline number it improves"],
            rows: 3,
          },
        },
        {
          id: "u3-d5-q5",
          text: "List at least three constraints: budget, space, time to build, safety, and native or non-invasive plants.",
          response: { kind: "table", columns: ["Constraint", "Limit (with a number where possible)"], rows: 4 },
        },
      ],
    },
    {
      heading: "Review and reflect",
      prompts: [
        {
          id: "u3-d5-q6",
          text: "After peer review: write one change the other team suggested and how you revised the statement.",
          response: { kind: "lines", count: 3 },
        },
        {
          id: "u3-d5-q7",
          text: "Exit reflection: which criterion will be hardest to meet and why? What did you learn about our local ecosystem this week?",
          response: { kind: "lines", count: 5 },
        },
      ],
    },
  ],
  wordBank: [
    { term: "problem statement", meaning: "a short, specific description of the problem a design must solve" },
    { term: "criterion (plural criteria)", meaning: "a measurable requirement a solution must meet to succeed" },
    { term: "constraint", meaning: "a limit every solution must work within, such as budget, space or time" },
    { term: "trade-off", meaning: "giving up some of one thing to get more of another" },
    { term: "stakeholder", meaning: "a person or group affected by the problem or the solution" },
  ],
  sentenceStarters: [
    "Our problem is ___ at ___. It affects ___.",
    "Our data show ___.",
    "A solution must ___, compared with ___.",
    "The hardest criterion will be ___ because ___.",
  ],
};

const day6: HandoutInput = {
  title: "Counting Duckweed",
  intro:
    "Duckweed buds off new fronds so fast that you can watch a population grow in a few weeks. You will count fronds in a photo series of one container, pool the class counts, and graph a small cup and a wide tub to see what sets each one's carrying capacity.",
  sections: [
    {
      heading: "Models first",
      prompts: [
        {
          id: "u3-d6-q1",
          text: "The doubling puzzle: a duckweed mat doubles every day and covers a pond on day 30. On what day was the pond half covered? Explain.",
          response: { kind: "lines", count: 3 },
        },
        {
          id: "u3-d6-q2",
          text: "Click & Learn: sketch the exponential and the logistic curve for the same growth rate. What does the exponential model assume that a cup or pond cannot provide?",
          response: { kind: "drawing", lines: 8 },
        },
      ],
    },
    {
      heading: "Count and record",
      reference: {
        caption: "Sampling a crowded photo (example)",
        columns: ["Step", "Example"],
        rows: [
          ["Count 4 randomly chosen grid squares", "6, 9, 7 and 8 fronds"],
          ["Average them", "(6 + 9 + 7 + 8) / 4 = 7.5 fronds per square"],
          ["Multiply by the squares of water surface", "7.5 x 60 squares = 450 fronds"],
        ],
      },
      prompts: [
        {
          id: "u3-d6-q3",
          text: "Record your container's counts. A frond counts once it sticks out past its parent's edge. For crowded photos, write the four square counts and the calculation.",
          response: {
            kind: "table",
            columns: [
              "Photo (school day)",
              "Counted directly or sampled?",
              "Square counts (if sampled)",
              "Number of fronds",
            ],
            rows: 10,
          },
        },
        {
          id: "u3-d6-q4",
          text: "Graph the class counts for one cup and one tub on the same axes. Label the exponential phase, the slowdown and each container's carrying capacity.",
          response: { kind: "graph", x: "School day", y: "Number of fronds" },
        },
      ],
    },
    {
      heading: "Explain the pattern",
      prompts: [
        {
          id: "u3-d6-q5",
          text: "Estimate the early doubling time: how many days did it take the first 5 fronds to become 10, and 10 to become 20?",
          response: { kind: "lines", count: 3 },
        },
        {
          id: "u3-d6-q6",
          text: "Why did the tubs level off at a higher number? Did their duckweed reproduce faster, or did it just have more room and light? Use your counts.",
          response: { kind: "lines", count: 5 },
        },
        {
          id: "u3-d6-q7",
          text: "Exit ticket: name what set the carrying capacity for duckweed, and one limiting factor that sets the carrying capacity for a population in our neighborhood.",
          response: { kind: "lines", count: 4 },
        },
      ],
    },
  ],
  wordBank: [
    { term: "frond", meaning: "the small floating leaf-like body of a duckweed plant" },
    { term: "budding", meaning: "reproducing by growing a new individual off the parent" },
    { term: "doubling time", meaning: "the time a population takes to double in size" },
    { term: "sampling", meaning: "counting part of an area and scaling up to estimate the whole" },
    { term: "carrying capacity (K)", meaning: "the largest population an environment can support over time" },
  ],
  sentenceStarters: [
    "The pond was half covered on day ___ because ___.",
    "The tub leveled off at about ___ fronds and the cup at about ___ because ___.",
    "The early doubling time was about ___ days.",
    "In our neighborhood, ___ is limited by ___.",
  ],
};

const day7: HandoutInput = {
  title: "Keystone Species and Trophic Cascades",
  intro:
    "Some species matter far more to their community than their numbers suggest. You will track what happens when a species is removed in the film, calculate how energy shrinks up a food chain, and then map a trophic cascade in a local food web.",
  sections: [
    {
      heading: "While you watch",
      prompts: [
        {
          id: "u3-d7-q1",
          text: "Paine's experiment: what happened to the number of species on the shore when Pisaster sea stars were removed, and why?",
          response: { kind: "lines", count: 4 },
        },
        {
          id: "u3-d7-q2",
          text: "Draw the arrows from sea otter to urchin to kelp and predict what happens to the kelp if otters decline.",
          response: { kind: "drawing", lines: 6 },
        },
      ],
    },
    {
      heading: "Energy check: the 10 percent rule",
      prompts: [
        {
          id: "u3-d7-q3",
          text: "Kelp stores 10,000 kilocalories. About how much reaches the urchins, and then the sea otters? Show the calculation.",
          response: {
            kind: "table",
            columns: ["Trophic level", "Organism", "Energy (kilocalories)"],
            rows: ["Producer", "Herbivore", "Predator"],
          },
        },
        {
          id: "u3-d7-q4",
          text: "Where did the rest of the energy go, and why does that make top predators rare and easy to lose?",
          response: { kind: "lines", count: 4 },
        },
      ],
    },
    {
      heading: "Map a local cascade",
      prompts: [
        {
          id: "u3-d7-q5",
          text: "Sketch your group's local food web with arrows pointing the way energy flows. Circle a possible keystone species and trace a cascade across three levels.",
          response: { kind: "drawing", lines: 12 },
        },
        {
          id: "u3-d7-q6",
          text: "Remove one species that heat, drought or flooding could harm. Which populations rise and which fall?",
          response: { kind: "table", columns: ["Species removed", "Increases", "Decreases", "Why"], rows: 2 },
        },
        {
          id: "u3-d7-q7",
          text: "Exit ticket: why is the sea otter called a keystone species? Predict one effect in your local web if the species you removed disappeared.",
          response: { kind: "lines", count: 5 },
        },
      ],
    },
  ],
  wordBank: [
    {
      term: "keystone species",
      meaning: "a species with a much larger effect on its community than its numbers suggest",
    },
    { term: "trophic level", meaning: "a feeding level in a food chain: producer, herbivore, predator" },
    { term: "trophic cascade", meaning: "a chain of effects from predators to herbivores to plants" },
    { term: "producer", meaning: "an organism that makes its own food, usually by photosynthesis" },
    { term: "herbivore", meaning: "an animal that eats plants or algae" },
    { term: "urchin barren", meaning: "a sea floor where urchins have eaten the kelp forest away" },
  ],
  sentenceStarters: [
    "When ___ was removed, ___ increased and ___ decreased.",
    "Only about ___ kilocalories reach the otters because ___.",
    "The sea otter is a keystone species because ___.",
    "If ___ disappeared from our local web, ___ would ___.",
  ],
};

const day8: HandoutInput = {
  title: "Pill Bug Choice Chamber Lab",
  intro:
    "Do isopods choose moist places, and do they cluster? Your group designs a fair test, counts the animals on each side every minute, and uses the data to predict how drought could affect these decomposers. Handle the animals gently with a brush or spoon and keep the chamber out of the sun.",
  sections: [
    {
      heading: "Design the test",
      prompts: [
        {
          id: "u3-d8-q1",
          text: "Write your hypothesis as 'If ___, then ___, because ___.'",
          starter: "If one side is moist, then ___ because ___.",
          response: { kind: "lines", count: 3 },
        },
        {
          id: "u3-d8-q2",
          text: "Name the independent variable, the dependent variable, and three things you keep the same.",
          response: {
            kind: "table",
            columns: ["Variable", "In our test"],
            rows: [
              "Independent (what we change)",
              "Dependent (what we count)",
              "Kept the same 1",
              "Kept the same 2",
              "Kept the same 3",
            ],
          },
        },
      ],
    },
    {
      heading: "Data",
      prompts: [
        {
          id: "u3-d8-q3",
          text: "Trial 1: count the isopods on each side every minute (10 animals in all; any in the tube count as 'middle'). Tick the last column if you see two or more touching in a cluster.",
          starter: "At minute 10, ___ of 10 isopods were on the moist side.",
          response: {
            kind: "table",
            columns: ["Minute", "Moist side", "Dry side", "Middle", "Clustering seen?"],
            rows: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"],
          },
        },
        {
          id: "u3-d8-q4",
          text: "Trial 2, moist side swapped to the other end: count again.",
          response: {
            kind: "table",
            columns: ["Minute", "Moist side", "Dry side", "Middle", "Clustering seen?"],
            rows: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"],
          },
        },
        {
          id: "u3-d8-q5",
          text: "Graph the number on the moist side over time for both trials (two lines, with a key).",
          response: { kind: "graph", x: "Time (minutes, 0-10)", y: "Isopods on the moist side (0-10)" },
        },
      ],
    },
    {
      heading: "Analyze and connect",
      prompts: [
        {
          id: "u3-d8-q6",
          text: "Pooled class data: what percentage of all isopods were on the moist side at minute 10? (Total on moist side / total isopods x 100.) Why does pooling help?",
          response: { kind: "lines", count: 4 },
        },
        {
          id: "u3-d8-q7",
          text: "Claim, evidence, reasoning: do isopods prefer moisture? Use numbers from both trials, say why the side swap matters, and explain how moving to moisture and clustering help them survive.",
          starter: "Swapping the sides shows that ___.",
          response: { kind: "lines", count: 7 },
        },
        {
          id: "u3-d8-q8",
          text: "Exit ticket: how could a drought change isopod numbers, and what would that do to decomposition in a rain garden or tree bed?",
          starter: "A drought would ___ decomposition because ___.",
          response: { kind: "lines", count: 4 },
        },
      ],
    },
  ],
  wordBank: [
    { term: "isopod", meaning: "a small land crustacean, such as a pill bug or sow bug" },
    { term: "behavior", meaning: "what an organism does in response to its surroundings" },
    { term: "hypothesis", meaning: "a testable explanation that predicts a result" },
    { term: "control", meaning: "what is kept the same so only one variable changes" },
    { term: "decomposer", meaning: "an organism that breaks down dead material and returns nutrients to soil" },
    { term: "desiccation", meaning: "drying out; losing too much body water" },
  ],
  sentenceStarters: [
    "If one side is moist, then ___ because ___.",
    "At minute 10, ___ of 10 isopods were on the moist side.",
    "Swapping the sides shows that ___.",
    "A drought would ___ decomposition because ___.",
  ],
};

const day9: HandoutInput = {
  title: "Species on the Move",
  intro:
    "Warming is changing where species live and when they are active. You will sort four kinds of response, graph a long-term data set for a species found in our state, calculate how fast it is changing, and judge how far the data can be trusted.",
  sections: [
    {
      heading: "Move, shift timing, adapt or decline",
      prompts: [
        {
          id: "u3-d9-q1",
          text: "Give one example of each response from the film and the mini-lesson.",
          response: {
            kind: "table",
            columns: ["Response", "Example", "What it needs to work"],
            rows: ["Move (shift range)", "Shift timing", "Adapt over generations", "Decline"],
          },
        },
        {
          id: "u3-d9-q2",
          text: "What had to exist before natural selection could change the rock pocket mice? Could a sugar maple, which takes decades to reproduce, adapt this way to 50 years of warming? Explain.",
          response: { kind: "lines", count: 5 },
        },
      ],
    },
    {
      heading: "Our species' data",
      reference: {
        caption: "Day-of-year check (not a leap year)",
        columns: ["Date", "Day of year"],
        rows: [
          ["January 31", "31"],
          ["February 28", "59"],
          ["March 31", "90"],
          ["April 10", "100"],
          ["April 30", "120"],
          ["May 31", "151"],
        ],
      },
      prompts: [
        {
          id: "u3-d9-q3",
          text: "Our species, what was measured (wintering latitude, first-leaf date, bloom date) and the years covered:",
          response: { kind: "lines", count: 2 },
        },
        {
          id: "u3-d9-q4",
          text: "Plot year against latitude or day of year, and draw a best-fit line by eye.",
          response: { kind: "graph", x: "Year", y: "Latitude (degrees N) or day of year" },
        },
        {
          id: "u3-d9-q5",
          text: "Calculate the slope from two points on your line (not two data points), then the change per decade (slope x 10), with units.",
          response: {
            kind: "table",
            columns: ["Point", "Year", "Value"],
            rows: ["Point 1", "Point 2", "Slope = change in value / change in years", "Change per decade"],
          },
        },
      ],
    },
    {
      heading: "Judge the evidence",
      prompts: [
        {
          id: "u3-d9-q6",
          text: "Write your claim with one limitation: 'Between ___ and ___, the ___ shifted ___ by about ___ per decade. One limitation is ___.'",
          response: { kind: "lines", count: 4 },
        },
        {
          id: "u3-d9-q7",
          text: "Mismatch: a wildflower blooms 3 days earlier per decade; its bee emerges 1 day earlier per decade. What is the gap after 30 years, and what could it do to the flower's seeds and the bee's food?",
          response: { kind: "lines", count: 5 },
        },
      ],
    },
  ],
  wordBank: [
    { term: "range", meaning: "the area where a species lives" },
    { term: "phenology", meaning: "the timing of seasonal events, such as leafing out, blooming or migration" },
    { term: "day of year", meaning: "a date written as a number from 1 (January 1) to 365" },
    { term: "slope", meaning: "how much the value changes for each year on the graph" },
    { term: "heritable variation", meaning: "differences among individuals that can be passed to offspring" },
    { term: "mismatch", meaning: "two species that depend on each other shifting their timing by different amounts" },
  ],
  sentenceStarters: [
    "Between ___ and ___, the ___ shifted ___ by about ___ per decade.",
    "One limitation of the data is ___.",
    "Natural selection needs ___, so ___.",
    "After 30 years the gap would be ___ days, so ___.",
  ],
};

const day10: HandoutInput = {
  title: "Winners, Losers and Our Focal Organisms",
  intro:
    "A changing climate helps some species and harms others. You will sort the species cards by their traits, argue from the class graphs that conditions are producing winners and losers, and choose the organisms your team's solution must support.",
  sections: [
    {
      heading: "Sort the species",
      prompts: [
        {
          id: "u3-d10-q1",
          text: "Sort the nine species cards. For each, write the trait from its card that decided your choice.",
          response: {
            kind: "table",
            columns: ["Likely increasing (trait)", "Likely decreasing (trait)", "Not sure (why)"],
            rows: 4,
          },
        },
        {
          id: "u3-d10-q2",
          text: "Gallery walk: copy the rate of change (with units) from two Day 9 graphs, and write one question about one of them.",
          response: { kind: "table", columns: ["Species", "Rate of change per decade", "My question"], rows: 2 },
        },
      ],
    },
    {
      heading: "Some gain, some lose",
      prompts: [
        {
          id: "u3-d10-q3",
          text: "Claim, evidence, reasoning: changing environmental conditions increase the numbers of some species and decrease others. Use data from at least two species and reason about tolerances, generation time or timing.",
          response: { kind: "lines", count: 10 },
        },
      ],
    },
    {
      heading: "Our focal organisms",
      prompts: [
        {
          id: "u3-d10-q4",
          text: "Choose two or three organisms your team's solution must support and complete the needs table.",
          response: {
            kind: "table",
            columns: ["Organism", "Temperature", "Water", "Food", "Shelter", "Timing"],
            rows: 3,
          },
        },
        {
          id: "u3-d10-q5",
          text: "Write the biological criterion your team adds to its problem statement because of one of these needs (measurable, with a number).",
          response: { kind: "lines", count: 3 },
        },
        {
          id: "u3-d10-q6",
          text: "Exit ticket: name one focal organism, one of its needs, and the criterion your team added because of it.",
          response: { kind: "lines", count: 3 },
        },
      ],
    },
  ],
  wordBank: [
    { term: "tolerance", meaning: "the range of conditions, such as temperature, an organism can survive" },
    { term: "generation time", meaning: "the average time from birth to having offspring" },
    { term: "dispersal", meaning: "moving away from where an organism was born to a new place" },
    { term: "focal organism", meaning: "an organism a design is built to support" },
    { term: "native species", meaning: "a species that has lived in a region without being brought by people" },
    { term: "invasive species", meaning: "a species brought to a new place that spreads and causes harm" },
  ],
  sentenceStarters: [
    "___ is likely increasing because it ___.",
    "The data show ___ shifted by ___ per decade, while ___.",
    "This happens because species with ___ can ___, but species that need ___ cannot.",
    "Our solution must ___ so that ___ can ___.",
  ],
};

const day11: HandoutInput = {
  title: "CRISPR Paper Model",
  intro:
    "Your pair will edit a made-up plant gene with paper: find the target with the guide RNA, check for the PAM, cut, let the 'cell' repair the cut, and translate the result to see what happened to the protein. Then set up the light and dark algae bottles you will measure on Day 14.",
  sections: [
    {
      heading: "How CRISPR finds its target",
      prompts: [
        {
          id: "u3-d11-q1",
          text: "Click & Learn: what does the guide RNA do, what does Cas9 do, and what must sit next to the target for Cas9 to cut?",
          response: { kind: "table", columns: ["Part", "Its job"], rows: ["Guide RNA", "Cas9", "PAM"] },
        },
        {
          id: "u3-d11-q2",
          text: "Why is it useful that Cas9 needs both a match to the guide and a PAM?",
          response: { kind: "lines", count: 3 },
        },
      ],
    },
    {
      heading: "Cut and repair",
      reference: {
        caption: "Codons you will need (mRNA)",
        columns: ["Codon", "Amino acid", "Codon", "Amino acid"],
        rows: [
          ["AUG", "Met (start)", "CGU", "Arg"],
          ["GCU", "Ala", "GGA", "Gly"],
          ["UCA", "Ser", "GUU", "Val"],
          ["AAG", "Lys", "GAU", "Asp"],
          ["UGG", "Trp", "CAG", "Gln"],
          ["CUG", "Leu", "AGU", "Ser"],
          ["GAA", "Glu", "UAU", "Tyr"],
          ["CAU", "His", "UAA, UGA", "Stop"],
        ],
      },
      prompts: [
        {
          id: "u3-d11-q3",
          text: "Write the mRNA of the original gene in codons and translate it, up to the stop codon.",
          response: { kind: "table", columns: ["Codon number", "mRNA codon", "Amino acid"], rows: 13 },
        },
        {
          id: "u3-d11-q4",
          text: "Where did Cas9 cut? Write the 20-base target, the PAM beside it, and the bases on each side of the cut.",
          response: { kind: "lines", count: 3 },
        },
        {
          id: "u3-d11-q5",
          text: "Our repair (circle one: end joining / donor template). Write the edited mRNA in codons and translate it.",
          response: { kind: "lines", count: 5 },
        },
        {
          id: "u3-d11-q6",
          text: "Compare with a pair that used the other repair: did each edit change one amino acid, or every amino acid after the cut? Why?",
          response: { kind: "lines", count: 5 },
        },
      ],
    },
    {
      heading: "Algae setup for Day 14",
      prompts: [
        {
          id: "u3-d11-q7",
          text: "Record the starting pH and color of each bottle, and your prediction: which bottle will be greener and have a higher pH on Day 14, and why?",
          response: {
            kind: "table",
            columns: ["Bottle", "Starting pH", "Color", "Prediction for Day 14"],
            rows: ["Light", "Dark (foil)"],
          },
        },
      ],
    },
  ],
  wordBank: [
    { term: "Cas9", meaning: "an enzyme that cuts both strands of DNA" },
    { term: "guide RNA", meaning: "a short RNA whose bases match the target DNA and steer Cas9 to it" },
    { term: "PAM", meaning: "a short DNA sequence (NGG) that must sit beside the target for Cas9 to cut" },
    { term: "codon", meaning: "three mRNA bases that code for one amino acid or for stop" },
    {
      term: "frameshift",
      meaning: "adding or deleting bases (not in threes), so every codon after it is read differently",
    },
    { term: "donor template", meaning: "a piece of DNA the cell copies to repair a cut with a chosen change" },
  ],
  sentenceStarters: [
    "The guide RNA matches ___, so Cas9 cuts ___.",
    "After the edit, the amino acid ___ changed to ___.",
    "Deleting two bases changed ___ because ___.",
    "I predict the ___ bottle will have a higher pH because ___.",
  ],
};

const day12: HandoutInput = {
  title: "Crops for a Changing Climate",
  intro:
    "Three crops were made to survive floods or drought in three different ways. As an expert you read one case card and teach it to your home team; then your team recommends a crop strategy for a community and names what the farmers themselves should decide.",
  sections: [
    {
      heading: "Three ways to change a crop's DNA",
      prompts: [
        {
          id: "u3-d12-q1",
          text: "Complete the chart from the mini-lesson.",
          response: {
            kind: "table",
            columns: ["Method", "Where the new DNA comes from", "How precisely it lands", "About how long it takes"],
            rows: ["Breeding (with DNA markers)", "Transgenic engineering", "Gene editing"],
          },
        },
      ],
    },
    {
      heading: "Case study jigsaw",
      prompts: [
        {
          id: "u3-d12-q2",
          text: "Method comparison chart: fill in your expert row from your case card, then the other rows as your teammates teach them.",
          response: {
            kind: "table",
            columns: [
              "Crop",
              "Climate problem",
              "Gene and what its protein does",
              "How the DNA changed",
              "Evidence it works",
              "Risks",
              "Who can get the seed",
            ],
            rows: ["Sub1 rice", "HB4 wheat", "ARGOS8 corn"],
          },
        },
        {
          id: "u3-d12-q3",
          text: "Pick one crop. Trace the path from the change in DNA to the protein to the trait that helps in a flood or drought.",
          response: { kind: "lines", count: 4 },
        },
      ],
    },
    {
      heading: "Recommend a strategy",
      prompts: [
        {
          id: "u3-d12-q4",
          text: "Our community scenario card and the approach (or mix of approaches) we recommend, with one benefit and one risk.",
          response: { kind: "lines", count: 5 },
        },
        {
          id: "u3-d12-q5",
          text: "One question the farmers themselves should get to answer (seed cost, saving seed, labeling...), and why it matters.",
          response: { kind: "lines", count: 3 },
        },
        {
          id: "u3-d12-q6",
          text: "Exit ticket: how was the DNA of Sub1 rice changed, and how was the DNA of the edited corn changed? Which approach would you trust more for your own community's food, and why?",
          response: { kind: "lines", count: 5 },
        },
      ],
    },
  ],
  wordBank: [
    { term: "trait", meaning: "a characteristic, such as surviving two weeks underwater" },
    {
      term: "marker-assisted breeding",
      meaning: "breeding that uses DNA tests to pick offspring carrying a wanted gene version",
    },
    { term: "transgenic", meaning: "carrying a gene from another species" },
    { term: "gene editing", meaning: "making a targeted change in an organism's own DNA, for example with CRISPR" },
    { term: "promoter", meaning: "the DNA next to a gene that controls when and how much it is used" },
    { term: "transcription factor", meaning: "a protein that switches other genes on or off" },
  ],
  sentenceStarters: [
    "This crop's DNA was changed by ___, which made the protein ___.",
    "The evidence that it works is ___.",
    "We recommend ___ because ___, but farmers should decide ___.",
  ],
};

const day13: HandoutInput = {
  title: "Balloon Fermentation Lab",
  intro:
    "Can yeast turn plant sugars into fuel? Your group sets up three bottles with the same yeast and 100 mL of mixture each: table sugar in warm water, fruit juice, and a plant-waste soak. Yeast fermenting the sugar release carbon dioxide, which fills the balloon. Follow the safety rules: no caps, no shaking, balloon off past 30 cm around. A group using the vented setup (no balloon) measures foam height on a taped ruler instead.",
  sections: [
    {
      heading: "Before the lab",
      prompts: [
        {
          id: "u3-d13-q1",
          text: "Compare the two ways cells break down glucose.",
          response: {
            kind: "table",
            columns: ["", "Aerobic respiration", "Alcoholic fermentation"],
            rows: ["Needs oxygen?", "Inputs", "Products", "ATP per glucose", "Where in the cell"],
          },
        },
        {
          id: "u3-d13-q2",
          text: "Predict which sugar source will make the balloon grow fastest, and why.",
          response: { kind: "lines", count: 3 },
        },
      ],
    },
    {
      heading: "Data",
      prompts: [
        {
          id: "u3-d13-q3",
          text: "Measure balloon circumference with string and a ruler every 5 minutes (vented setup: foam height in cm). Circle the setup you used: balloon / vented.",
          response: {
            kind: "table",
            columns: [
              "Time (min)",
              "Table sugar (cm)",
              "Fruit juice (cm)",
              "Plant-waste soak (cm)",
              "Notes (foam, bubbles, smell)",
            ],
            rows: ["0", "5", "10", "15", "20", "25", "30"],
          },
        },
        {
          id: "u3-d13-q4",
          text: "Graph circumference (or foam height) over time, one line per bottle, with a key.",
          response: { kind: "graph", x: "Time (minutes, 0-30)", y: "Balloon circumference or foam height (cm)" },
        },
        {
          id: "u3-d13-q5",
          text: "Calculate each bottle's rate of change over the whole run: (last measurement - first measurement) / minutes. Which fermented fastest?",
          starter: "The ___ bottle made the most gas because ___.",
          response: {
            kind: "table",
            columns: ["Bottle", "Calculation", "Rate (cm per minute)"],
            rows: ["Table sugar", "Fruit juice", "Plant-waste soak"],
          },
        },
      ],
    },
    {
      heading: "Analyze and engineer",
      prompts: [
        {
          id: "u3-d13-q6",
          text: "Why did the plant-waste bottle barely inflate, even though plant waste is full of sugars?",
          starter: "The plant-waste bottle barely inflated because ___.",
          response: { kind: "lines", count: 4 },
        },
        {
          id: "u3-d13-q7",
          text: "Scientists have engineered yeast that ferment xylose. Name one benefit and one risk of using engineered microbes to make fuel at scale.",
          starter: "Engineered yeast could help by ___, but a risk is ___.",
          response: { kind: "table", columns: ["Benefit", "Risk"], rows: 1 },
        },
        {
          id: "u3-d13-q8",
          text: "Exit ticket: write the products of alcoholic fermentation, and explain whether turning crop waste into fuel could help your community's climate goals.",
          starter: "Fermentation produces ___ and ___.",
          response: { kind: "lines", count: 5 },
        },
      ],
    },
  ],
  wordBank: [
    { term: "fermentation", meaning: "breaking down sugar without oxygen; yeast make ethanol and carbon dioxide" },
    {
      term: "aerobic respiration",
      meaning: "breaking down glucose with oxygen to carbon dioxide and water, for much more ATP",
    },
    { term: "ATP", meaning: "the molecule cells use to carry energy" },
    { term: "ethanol", meaning: "the alcohol yeast make, which can be burned as a fuel" },
    { term: "cellulose", meaning: "the tough chain of glucose in plant cell walls that yeast cannot break down" },
    { term: "xylose", meaning: "a sugar in crop waste that ordinary baker's yeast cannot ferment" },
  ],
  sentenceStarters: [
    "The ___ bottle made the most gas because ___.",
    "Fermentation produces ___ and ___.",
    "The plant-waste bottle barely inflated because ___.",
    "Engineered yeast could help by ___, but a risk is ___.",
  ],
};

const day14: HandoutInput = {
  title: "Algae and Microbial Fuel Cell Data",
  intro:
    "On Day 11 your group set up a light bottle and a dark bottle of algae. Today you collect evidence of whether algae remove carbon dioxide in the light, watch a mud fuel cell make electricity from bacteria, and judge how much either living system could help at a real scale.",
  sections: [
    {
      heading: "Algae data check",
      prompts: [
        {
          id: "u3-d14-q1",
          text: "Copy your Day 11 values, then record today's. Cloudiness: the thinnest line on the line card you can still see through the bottle (1 = thickest, 5 = thinnest).",
          response: {
            kind: "table",
            columns: ["Bottle", "Day 11 pH", "Day 14 pH", "pH change", "Thinnest line seen (Day 14)", "Color"],
            rows: ["Light", "Dark (foil)"],
          },
        },
        {
          id: "u3-d14-q2",
          text: "Class results: how many groups saw the light bottle's pH rise more than the dark bottle's? Which result does not fit, and what could explain it?",
          response: { kind: "lines", count: 4 },
        },
        {
          id: "u3-d14-q3",
          text: "Explain why a rising pH is evidence that algae are removing carbon dioxide. Use the photosynthesis equation.",
          response: { kind: "lines", count: 5 },
        },
      ],
    },
    {
      heading: "Electricity from mud",
      prompts: [
        {
          id: "u3-d14-q4",
          text: "Record the fuel cell's voltage. A red LED needs about 2 volts: how many cells like this one wired in series would reach that? Show the calculation.",
          response: { kind: "lines", count: 3 },
        },
        {
          id: "u3-d14-q5",
          text: "Label the path of the electrons: where the bacteria get them, the anode, the wire, the cathode, and what they join there.",
          response: { kind: "drawing", lines: 8 },
        },
      ],
    },
    {
      heading: "Claim, evidence, scale",
      prompts: [
        {
          id: "u3-d14-q6",
          text: "Claim: how can algae and microbes capture carbon or generate clean energy? Back it with your pH data and the fuel cell reading.",
          response: { kind: "lines", count: 6 },
        },
        {
          id: "u3-d14-q7",
          text: "Scale: could either system help our community? What would have to be true, including what happens to the carbon in the algae afterwards?",
          response: { kind: "lines", count: 5 },
        },
      ],
    },
  ],
  wordBank: [
    {
      term: "photosynthesis",
      meaning: "using light energy to build sugar from carbon dioxide and water, releasing oxygen",
    },
    { term: "pH", meaning: "a scale of how acidic (below 7) or basic (above 7) a solution is" },
    { term: "carbonic acid", meaning: "the weak acid carbon dioxide forms when it dissolves in water" },
    { term: "anode", meaning: "the electrode that receives electrons from the bacteria" },
    { term: "voltage", meaning: "the push that drives electrons through a circuit, in volts" },
    { term: "biomass", meaning: "the material of living things, such as algae cells" },
  ],
  sentenceStarters: [
    "The light bottle's pH went from ___ to ___, which shows ___.",
    "The dark bottle changed less because ___.",
    "The fuel cell made ___ volts because bacteria ___.",
    "At a real scale, this would only help if ___.",
  ],
};

const day15: HandoutInput = {
  title: "Biotech Ethics Seminar Guide",
  intro:
    "Should engineered organisms be part of a climate solution for our community? Prepare with your scenario and stakeholder lens cards, use evidence from Days 11-14 in the fishbowl, and leave with your team's biotech position for Phase 4.",
  sections: [
    {
      heading: "Seminar prep",
      prompts: [
        {
          id: "u3-d15-q1",
          text: "Four corners: where did you stand on 'Engineered organisms should be used to fight climate change', and why?",
          response: { kind: "lines", count: 2 },
        },
        {
          id: "u3-d15-q2",
          text: "Our scenario and lens: the strongest benefit and the strongest risk, each with evidence from Days 11-14. Is the organism contained or released?",
          response: {
            kind: "table",
            columns: ["", "What we think", "Evidence (day and what it showed)"],
            rows: ["Strongest benefit", "Strongest risk", "Contained or released?", "Our stakeholder would say"],
          },
        },
        {
          id: "u3-d15-q3",
          text: "One open question to bring to the seminar.",
          response: { kind: "lines", count: 2 },
        },
      ],
    },
    {
      heading: "Fishbowl tracking (outer circle)",
      prompts: [
        {
          id: "u3-d15-q4",
          text: "Track the talk: claims backed by evidence, comments that build on someone else's idea, and questions that moved the discussion forward.",
          response: {
            kind: "table",
            columns: ["Speaker", "Claim or question", "Evidence used", "Built on whose idea?"],
            rows: 6,
          },
        },
      ],
    },
    {
      heading: "Position and reflection",
      prompts: [
        {
          id: "u3-d15-q5",
          text: "Team biotech position (three sentences): will our design use an engineered organism or a living energy system? What evidence supports the choice? What conditions or safeguards would we require?",
          response: { kind: "lines", count: 6 },
        },
        {
          id: "u3-d15-q6",
          text: "Exit ticket: did your four-corners view change? Name one piece of evidence or one stakeholder's view from the seminar that moved or confirmed your thinking.",
          response: { kind: "lines", count: 4 },
        },
      ],
    },
  ],
  wordBank: [
    { term: "contained", meaning: "kept inside a sealed tank or building, where it can be controlled" },
    { term: "released", meaning: "put into fields, soil or water, where it can spread" },
    { term: "stakeholder", meaning: "a person or group affected by a decision" },
    { term: "safeguard", meaning: "a rule or design feature that lowers a risk" },
    {
      term: "environmental justice",
      meaning: "fair sharing of environmental benefits and harms, and a real voice for the communities affected",
    },
  ],
  sentenceStarters: [
    "I agree with ___ because ___.",
    "Building on what ___ said, ___.",
    "Who would be harmed if ___?",
    "The evidence from Day ___ shows ___.",
    "We would use ___ only if ___.",
  ],
};

/** Each day's handout, by day number. */
export const unit3aHandouts = {
  1: day1,
  2: day2,
  3: day3,
  4: day4,
  5: day5,
  6: day6,
  7: day7,
  8: day8,
  9: day9,
  10: day10,
  11: day11,
  12: day12,
  13: day13,
  14: day14,
  15: day15,
} satisfies Record<number, HandoutInput>;
