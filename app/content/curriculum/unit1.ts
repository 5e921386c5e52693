import { interactive, textbook, video } from "#app/content/curriculum/resources.ts";
import { handout, lessonPlan, unitOverview } from "./builders.ts";
import { ngssAlignment } from "./ngss.ts";
import { cleanUpSafety, soilSafety } from "./safety.ts";
import type { UnitInput } from "./schema.ts";
import { stateAlignment } from "./state-standards.ts";

/** A lesson's unlisted handout as .pdf and .docx, named after its lesson. */
function unlistedHandout(lesson: number, slug: string, title: string, subtitle: string) {
  return (["pdf", "docx"] as const).map((format) =>
    handout({
      title: `Lesson ${lesson} Handout: ${title}`,
      subtitle,
      path: `/materials/unit1/Lesson_${lesson}_${slug}_Handout.${format}`,
      lesson,
    }),
  );
}

export const unit1 = {
  number: 1,
  title: "Cultivating Tomorrow: Biology and Food Justice",
  description:
    "Students trace the food on their plates back to photosynthesis, soil life and nutrient cycles, run their own plant growth investigation, map who in their community can reach fresh food, and design a community garden that answers a real local need.",
  color: "green",
  card: {
    description:
      "Investigate how plants grow, how nutrients cycle and why some neighborhoods lack fresh food, then design a growing solution for your community.",
    keyTopics: ["Photosynthesis and plant growth", "Nutrient cycles and soil health", "Food access and food justice"],
    color: "green",
  },
  backLink: { to: "/pbl-course", label: "Back to Course" },
  drivingQuestion: "How can we use biology to grow healthier, fairer food systems in our own community?",
  realWorldChallenge:
    "In many neighborhoods the closest place to buy food is a corner store that stocks chips and soda but little fresh produce. The USDA calls these low-income, low-access areas: places where many residents live more than 1 mile (in cities) or 10 miles (in rural areas) from a supermarket. Diet-related conditions such as type 2 diabetes and heart disease are more common where healthy food is hard to reach, and the pattern often follows older decisions about where stores, transit and investment went. Your challenge: learn the biology of how food grows, investigate food access around your school, and design a community garden proposal, tested against real site data and shaped by your neighbors, that you will present to a local decision maker.",
  coreConcepts: [
    {
      title: "Photosynthesis and the Energy in Food",
      description:
        "Plants use light energy to build glucose from carbon dioxide and water, releasing oxygen. That stored chemical energy powers nearly every food chain, including the one that ends on our plates.",
      codes: ["BIO1.LS1.4", "HS-LS1-5"],
    },
    {
      title: "Soil as a Living Ecosystem",
      description:
        "Soil is a community of roots, bacteria, fungi and invertebrates. Decomposers break down dead matter through cellular respiration, releasing nutrients for plants and carbon dioxide to the air.",
      codes: ["BIO1.LS1.6", "HS-LS2-3"],
    },
    {
      title: "Nutrient Cycles",
      description:
        "Carbon and nitrogen atoms cycle between air, soil, plants and animals. Nitrogen-fixing bacteria and decomposers make nitrogen available to roots, and plants build it into amino acids, proteins and DNA.",
      codes: ["BIO1.LS1.5", "HS-LS1-6", "HS-LS2-5"],
    },
    {
      title: "Plant Growth and Limiting Factors",
      description:
        "Light, water, nutrients, temperature and space all affect plant growth, and the factor in shortest supply sets the limit, just as limiting factors set the carrying capacity of an ecosystem.",
      codes: ["BIO1.LS2.1", "HS-LS2-1"],
    },
    {
      title: "Energy Flow, Food Systems and Health",
      description:
        "Only about 10 percent of the energy at one trophic level reaches the next, so land use shapes how many people a food system can feed. Who can reach nourishing food affects blood-sugar regulation and long-term health.",
      codes: ["BIO1.LS2.2", "BIO1.LS1.2", "HS-LS2-4", "HS-LS1-3"],
    },
    {
      title: "Designing Community Solutions",
      description:
        "Engineering design lets students break a community problem into parts, weigh criteria and constraints such as cost, safety and cultural fit, and refine a solution that reduces harm to people and ecosystems.",
      codes: ["BIO1.LS2.4", "HS-LS2-7", "HS-ETS1-2", "HS-ETS1-3"],
    },
  ],
  keyTopics: [
    "Photosynthesis",
    "Soil ecosystems",
    "Nutrient cycles",
    "Plant growth",
    "Food deserts",
    "Community gardens",
  ],
  projectIdeas: [
    {
      title: "Community Garden Proposal",
      description:
        "Design a scaled garden plan for a real site, backed by sunlight, soil and water data and by a neighbor survey, and pitch it to a school board, housing authority or city council member.",
    },
    {
      title: "Neighborhood Food Access Map",
      description:
        "Map grocery stores, corner stores, farmers markets and bus stops within a mile of school, score each for fresh food, and share the map with a local food policy council or health department.",
    },
    {
      title: "Cafeteria Compost Loop",
      description:
        "Measure a week of cafeteria food waste, build a compost system, and test whether the finished compost improves plant growth in the school garden.",
    },
    {
      title: "Heritage Seed Library",
      description:
        "Collect seeds and growing stories of crops that matter to students' families, grow them out, and set up a lending library with care cards written in the languages of the community.",
    },
  ],
  lessons: [
    {
      number: 1,
      title: "Sunlight on Your Plate: Photosynthesis and the Energy in Food",
      description:
        "Students trace the energy in a recent meal back to the sun, then use the floating leaf disk assay to measure how light affects the rate of photosynthesis.",
      drivingQuestion: "Where does the energy in our food come from, and what does a plant need to capture it?",
      objectives: [
        "Trace the energy in a meal through its food chain back to light captured by photosynthesis.",
        "Write the overall equation for photosynthesis and identify its inputs, outputs and energy source.",
        "Measure the rate of photosynthesis with the floating leaf disk assay in light and in darkness.",
        "Use class data to write a claim, evidence and reasoning statement about how light affects photosynthesis.",
      ],
      keyUnderstandings: [
        "Photosynthesis uses light energy to convert carbon dioxide and water into glucose and oxygen: 6CO2 + 6H2O + light energy yields C6H12O6 + 6O2.",
        "Almost all the chemical energy in food, whether it comes from plants or animals, was first captured by photosynthesis.",
        "Most of a plant's dry mass comes from carbon dioxide taken from the air, not from the soil.",
      ],
      materials: [
        "For the default class of 30 in 8 groups of about 4, set up in 20 minutes: 2 syringes per group (16: 10 mL plastic syringes without needles), 2 clear plastic cups per group (16), 1 LED lamp per group (8: a desk lamp or clip light with an LED bulb), and per group 1 single-hole paper punch or wide drinking straw, 1 square of aluminum foil for the dark control and 1 timer or phone stopwatch (8 of each); 3 fresh spinach leaves per group (24, plus spares), enough for 20 disks; 200 mL of baking soda solution per group (1.6 L; mix 1.8 L as below); 1 pair of splash goggles per student (30)",
        "Baking soda solution: 1/8 teaspoon of baking soda and one drop of dish soap in each 300 mL of water (for the class, 3/4 teaspoon and 6 drops in 1.8 L)",
      ],
      activities: [
        {
          title: "Hook: Trace Your Lunch",
          minutes: 10,
          description:
            "Each student picks one food from their last meal and, with a partner, draws its food chain back to the sun. Share out which foods came straight from plants and which passed through animals, then pose the puzzle: where does a tree get its mass?",
        },
        {
          title: "Mini-Lesson: Inside the Leaf",
          minutes: 10,
          description:
            "Use a leaf diagram to show stomata, chloroplasts and the inputs and outputs of photosynthesis. Students annotate the equation, marking where the light energy ends up (chemical bonds in glucose) and where the oxygen comes from (split water).",
        },
        {
          title: "Lab: Floating Leaf Disks",
          minutes: 25,
          description:
            "Groups punch 10 leaf disks per cup, pull the air out of them with a syringe full of baking soda solution until they sink, then place one cup under the lamp and cover the other with foil. Every minute they record how many disks float; oxygen made by photosynthesis fills the leaf's air spaces and lifts the disks.",
        },
        {
          title: "Make Sense of the Data",
          minutes: 10,
          description:
            "Groups find the time when half the disks floated, pool results on the board, compare light and dark cups, and write a claim-evidence-reasoning statement connecting light to the rate of photosynthesis.",
        },
      ],
      differentiation: {
        supported: [
          "Provide a partly completed food-chain diagram and a data table with the time column already filled in.",
          "Give a picture-based lab procedure card and assign roles (reader, timer, counter, recorder).",
        ],
        extension: [
          "Design a follow-up test that varies lamp distance or baking soda concentration and predict the effect on the half-float time.",
          "Research why C4 crops such as corn and sugarcane photosynthesize efficiently in hot, bright climates.",
        ],
        multilingual: [
          "Post a bilingual word bank with cognates (photosynthesis / fotosíntesis, energy / energía, oxygen / oxígeno).",
          "Offer sentence frames such as 'When the light was on, the disks ___ because ___.'",
          "Let students discuss predictions in their home language before writing in English.",
        ],
      },
      assessment: [
        "Formative: while circulating, ask each group why the disks rise and what would happen with no baking soda.",
        "Exit ticket: A fresh 5 kg pumpkin is about 90 percent water, drawn up by its roots. Where did most of its dry mass (the half kilogram left when the water is dried off) come from? Explain using photosynthesis. Key: from carbon dioxide taken in from the air, which photosynthesis builds into glucose and then into cellulose, starch and other carbon compounds; only a few percent of the dry mass is minerals from the soil.",
        "Claim-evidence-reasoning paragraph scored with the lesson's described rubric: claim, evidence and reasoning, each at four levels.",
      ],
      links: [video("cc-photosynthesis"), interactive("bi-photosynthesis"), textbook("os-8-1")],
      standards: { state: ["BIO1.LS1.4"], ngss: ["HS-LS1-5"] },
      handout: {
        title: "Floating Leaf Disk Lab",
        intro:
          "Where does the energy in your food come from? Trace a meal back to the sun, then measure how fast spinach leaf disks make oxygen in light and in darkness.",
        sections: [
          {
            heading: "Part 1: Trace Your Lunch",
            prompts: [
              {
                id: "u1-l1-q1",
                text: "Pick one food from your last meal and trace its energy back to the sun, one step at a time.",
                starter: "The energy in my ___ came from ___, which got it from ___.",
                response: { kind: "frames", count: 4 },
              },
              {
                id: "u1-l1-q2",
                text: "Write the equation for photosynthesis. Label the inputs, the outputs and the energy source.",
              },
            ],
          },
          {
            heading: "Part 2: Floating Leaf Disks",
            prompts: [
              {
                id: "u1-l1-q3",
                text: "Record how many of the 10 disks float in each cup at the end of every minute.",
                response: {
                  kind: "table",
                  columns: ["Minute", "Floating: light cup", "Floating: dark cup"],
                  rows: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15"],
                },
              },
              {
                id: "u1-l1-q4",
                text: "At what minute were half the disks (5 of 10) floating in each cup? Add the class's median for the light cups.",
                starter: "In the light, half the disks floated after ___ minutes, but in the dark ___.",
              },
              {
                id: "u1-l1-q5",
                text: "Why do the disks rise? Name the gas and where it comes from.",
                starter: "The disks rose because ___.",
              },
            ],
          },
          {
            heading: "Part 3: Make Sense of It",
            prompts: [
              {
                id: "u1-l1-q6",
                text: "Claim, evidence and reasoning: how does light affect the rate of photosynthesis?",
                response: { kind: "lines", count: 6 },
              },
              {
                id: "u1-l1-q7",
                text: "A fresh 5 kg pumpkin is about 90 percent water. Where did most of its dry mass come from?",
              },
            ],
          },
        ],
        wordBank: [
          {
            term: "photosynthesis",
            meaning: "plants using light energy to make glucose from carbon dioxide and water",
          },
          { term: "chloroplast", meaning: "the part of a plant cell where photosynthesis happens" },
          { term: "stomata", meaning: "tiny openings in a leaf that let gases in and out" },
          { term: "rate", meaning: "how fast something happens" },
          { term: "dry mass", meaning: "what is left of a living thing's mass when its water is removed" },
        ],
        sentenceStarters: [
          "The energy in my ___ came from ___, which got it from ___.",
          "In the light, half the disks floated after ___ minutes, but in the dark ___.",
          "The disks rose because ___.",
        ],
      },
      lab: true,
      safety: [
        "Students wear splash goggles while filling the syringes and drawing the air out of the disks: the baking soda and soap solution stings eyes. A splash to the eye is rinsed with running water for several minutes and reported to the teacher.",
        "The syringes have no needles. Students point the tip down into the cup, never at anyone, and cover it with a fingertip while pulling the plunger.",
        "Use LED bulbs only (an incandescent bulb gets hot enough to burn). Stand the lamp on the table beside the cups, keep its cord and plug away from the solution, and dry hands before touching the lamp or its switch.",
        "Keep fingers clear of the punch or straw edge while cutting disks, and wipe spills at once so no one slips.",
        cleanUpSafety.noFood,
        "Clean-up: pour the solution down the sink with running water, put leaf disks and spinach in the trash, and rinse syringes and cups for the next class.",
        cleanUpSafety.washHands,
      ],
      file: "/materials/unit1/Lesson_1_Photosynthesis_Lesson_Plan.docx",
    },
    {
      number: 2,
      title: "Life Underground: The Soil Ecosystem",
      description:
        "Students act as soil detectives, comparing a garden soil with a compacted soil from the schoolyard, then build a soil food web that shows how decomposers recycle nutrients.",
      drivingQuestion: "What is living in our soil, and how does that life help plants grow?",
      objectives: [
        "Identify living and nonliving components of a soil sample.",
        "Describe how decomposers such as bacteria, fungi and earthworms recycle nutrients from dead matter.",
        "Compare the texture, organic matter and visible organisms of two local soil samples.",
        "Explain how soil respiration returns carbon dioxide to the atmosphere.",
      ],
      keyUnderstandings: [
        "A healthy soil is roughly 45 percent minerals, 5 percent organic matter and 50 percent air and water by volume.",
        "Decomposers break down dead organic matter by cellular respiration, releasing mineral nutrients that roots absorb and carbon dioxide that returns to the air.",
        "Soil texture (the mix of sand, silt and clay) controls how much water and air the soil holds, which affects roots and soil organisms.",
      ],
      materials: [
        "For the default class of 30 in 15 pairs (8 groups of about 4 for the food web), set up in 20 minutes after collecting the soil the day before: 2 paper plates per pair (30), 2 plastic spoons per pair (30), 4 toothpicks per pair (60), 1 hand lens per pair (15), 1 small clear jar with a lid per pair (15) and 1 ruler per pair (15); per pair about 1/4 cup (60 mL) of each sample for the plates and 1/3 cup (80 mL) of one sample for its jar, so about 1.5 L of each sample for the class; 1 pair of nitrile gloves per student (30, plus spares); 1 printed food web set per group (8 sets) and 1 roll of masking tape per group (8)",
        "Two soil samples of about 1.5 L (6 cups) each: a garden bed and a compacted spot near a path",
        "White paper plates or trays, plastic spoons and toothpicks",
        "Hand lenses, 1 per pair",
        "Clear jars with lids, water and a few drops of dish soap for the jar texture test",
        "Rulers and masking tape",
        "Disposable gloves",
        "Printed soil food web organism cards",
      ],
      activities: [
        {
          title: "Hook: A Handful of Life",
          minutes: 8,
          description:
            "Pass around a handful of garden soil. Tell students that one teaspoon of healthy soil can hold hundreds of millions of bacteria and meters of fungal threads, then ask them to predict which sample will hold more visible life and why.",
        },
        {
          title: "Soil Detective Stations",
          minutes: 20,
          description:
            "Pairs spread each sample on a plate, search with hand lenses, sketch and tally organisms, and record color, smell, moisture and feel. They note signs of decomposition such as fungal threads, partly broken-down leaves and earthworm castings.",
        },
        {
          title: "Jar Texture Test Setup",
          minutes: 10,
          description:
            "Pairs fill a jar one-third with soil, add water and soap, shake for two minutes and mark the sand layer after one minute. Silt settles over hours and clay over a day, so jars are labeled and read at the start of the next class.",
        },
        {
          title: "Build a Soil Food Web",
          minutes: 12,
          description:
            "Groups arrange organism cards (roots, bacteria, fungi, nematodes, springtails, mites, earthworms, centipedes) into a food web and trace the path of the carbon and nitrogen in one fallen leaf, marking where respiration releases carbon dioxide.",
        },
        {
          title: "Exit Ticket",
          minutes: 5,
          description:
            "Students answer: Which sample would grow better vegetables, and what two pieces of evidence from today support your answer?",
        },
      ],
      differentiation: {
        supported: [
          "Provide an organism identification card with photos and a checklist-style observation table.",
          "Pre-sort food web cards into producers, decomposers and consumers before students connect them.",
        ],
        extension: [
          "Build a Berlese funnel from a 2-liter bottle and a lamp to extract tiny invertebrates for counting.",
          "Estimate the percent of sand, silt and clay from the jar layers and classify the soil with a soil texture triangle.",
        ],
        multilingual: [
          "Use labeled photos of soil organisms and a visual glossary.",
          "Pair students who share a home language for the observation stations.",
        ],
      },
      assessment: [
        "Formative: check observation tables for at least three organisms and three physical properties per sample.",
        "Soil food web scored for correct arrows showing energy and matter moving from dead matter to decomposers.",
        "Exit ticket comparing the two samples with two pieces of evidence.",
      ],
      links: [video("cc-community-ecology"), textbook("os-46-2")],
      standards: { state: ["BIO1.LS1.6", "BIO1.LS2.2"], ngss: ["HS-LS2-3", "HS-LS2-4"] },
      handout: {
        title: "Soil Detectives Field Sheet",
        intro:
          "You are investigating two soils from our school grounds. Record what you see, feel and smell, then use your evidence to decide which soil could better support a food garden.",
        sections: [
          {
            heading: "Observe",
            prompts: [
              {
                id: "u1-l2-q1",
                text: "Describe the color, smell, moisture and feel (gritty, smooth or sticky) of each sample.",
              },
              {
                id: "u1-l2-q2",
                text: "Sketch and tally every organism you find. Circle the ones you think are decomposers.",
                response: { kind: "drawing", lines: 10 },
              },
              {
                id: "u1-l2-q3",
                text: "List any signs of decomposition you see, such as fungal threads, broken leaves or worm castings.",
              },
            ],
          },
          {
            heading: "Compare",
            prompts: [
              { id: "u1-l2-q4", text: "Which sample had more kinds of organisms? Give your tallies as evidence." },
              {
                id: "u1-l2-q5",
                text: "After the jar settles, measure the height of each layer and record the sand, silt and clay layers.",
              },
            ],
          },
          {
            heading: "Explain",
            prompts: [
              {
                id: "u1-l2-q6",
                text: "Trace what happens to the carbon and nitrogen in a fallen leaf as decomposers break it down.",
              },
              {
                id: "u1-l2-q7",
                text: "Which soil would grow better vegetables? Support your claim with two pieces of evidence.",
              },
            ],
          },
        ],
        wordBank: [
          { term: "decomposer", meaning: "an organism that breaks down dead matter and releases nutrients" },
          { term: "organic matter", meaning: "material that comes from living or once-living things" },
          { term: "humus", meaning: "dark, well-decomposed organic matter in soil" },
          { term: "soil texture", meaning: "the mix of sand, silt and clay particles in a soil" },
          {
            term: "cellular respiration",
            meaning: "the process cells use to release energy from food, giving off carbon dioxide",
          },
          { term: "nutrient", meaning: "a substance, such as nitrogen, that organisms need to grow" },
        ],
        sentenceStarters: [
          "The garden soil had more ___ than the compacted soil, which suggests ___.",
          "Decomposers help plants because ___.",
          "My evidence shows that ___.",
          "One question I still have about soil is ___.",
        ],
      },
      lab: true,
      safety: [
        soilSafety.source,
        soilSafety.hands,
        soilSafety.dust,
        "Jar texture test: use plastic jars if you can. Glass jars are checked for chips first, lids are screwed tight before shaking, jars are shaken over a tray and carried with two hands, and water spills are wiped at once.",
        "Earthworms and other animals found in the samples are handled gently, kept moist and returned to where the soil was dug at the end of class.",
        "Clean-up: return the soil outdoors and bin gloves, plates and toothpicks.",
        cleanUpSafety.noFood,
        cleanUpSafety.washHands,
      ],
      file: "/materials/unit1/Lesson_2_Soil_Ecosystems_Lesson_Plan.docx",
    },
    {
      number: 3,
      title: "From Air to Soil to Plate: Carbon and Nitrogen Cycles",
      description:
        "Students follow individual carbon and nitrogen atoms through a role-play game, examine the root nodules of legumes, and turn their journeys into a model of both cycles that includes fertilizer runoff and compost.",
      drivingQuestion: "How do carbon and nitrogen atoms travel from the air and soil into our food, and back again?",
      objectives: [
        "Model how carbon moves among the atmosphere, plants, animals and soil through photosynthesis, respiration and decomposition.",
        "Explain how nitrogen-fixing bacteria make atmospheric nitrogen available to plants.",
        "Explain how plants combine carbon from glucose with nitrogen from soil to build amino acids and proteins.",
        "Evaluate how fertilizer runoff and composting change nutrient cycles in local soil and water.",
      ],
      keyUnderstandings: [
        "Matter is conserved and recycled: carbon and nitrogen atoms move between living and nonliving parts of an ecosystem, while energy flows through and leaves as heat.",
        "Plants cannot use nitrogen gas directly; nitrogen-fixing bacteria, including Rhizobium in legume root nodules, convert it into ammonia (ammonium) that their host plant uses, and nitrifying bacteria in the soil turn ammonium into the nitrate that most roots absorb.",
        "Extra nitrogen and phosphorus washing off fields and lawns can fuel algal blooms that use up oxygen in rivers and lakes.",
      ],
      materials: [
        "For the default class of 30 in 8 groups of about 4, set up in 20 minutes: 6 stations with 1 die each; about 300 beads (10 per student) and 30 strings; 8 legume plants with roots, 8 hand lenses and 8 plastic knives (1 per group)",
        "Journey of an Atom station cards for six reservoirs: atmosphere, plant, animal, soil, decomposer, river",
        "One die per station",
        "Colored beads and string so each student records their path",
        "Bean, pea or clover plants with roots (pulled from the garden, or grown three weeks ahead: nodules may not form in sterile potting mix, so coat the seeds with a rhizobia inoculant for that legume or mix a handful of garden soil into the pot)",
        "Hand lenses and plastic knives",
        "Chart paper and markers",
      ],
      activities: [
        {
          title: "Hook: Where Was This Atom Yesterday?",
          minutes: 7,
          description:
            "Hold up an apple and ask students to predict where one of its carbon atoms was a year ago and where it might be next year. Collect predictions on the board to revisit at the end.",
        },
        {
          title: "Journey of an Atom Game",
          minutes: 18,
          description:
            "Half the class plays carbon atoms and half plays nitrogen atoms. At each reservoir station students roll a die, read the process that moves them (for example photosynthesis, respiration, nitrogen fixation, runoff), take a bead of that station's color and move on, recording each step.",
        },
        {
          title: "Root Nodule Close-Up",
          minutes: 10,
          description:
            "Pairs examine legume roots with hand lenses and slice open a nodule. A pink interior shows leghemoglobin, a sign that the Rhizobium bacteria inside are actively fixing nitrogen for the plant in exchange for sugars.",
        },
        {
          title: "Build the Cycle Model",
          minutes: 15,
          description:
            "Groups pool their bead strings into carbon and nitrogen cycle diagrams on chart paper, labeling every arrow with a process, then add two human arrows: fertilizer runoff to the river and cafeteria compost returning nutrients to soil.",
        },
        {
          title: "Exit Ticket",
          minutes: 5,
          description:
            "Students revisit the apple: describe one path a carbon atom and one path a nitrogen atom could take from the air into the apple.",
        },
      ],
      differentiation: {
        supported: [
          "Give a cycle diagram with boxes already drawn so students add only arrows and process labels.",
          "Provide a process card that pairs each term with a picture and one-sentence definition.",
        ],
        extension: [
          "Research how the Haber-Bosch process changed the global nitrogen cycle and food production.",
          "Use local water-quality data to look for a link between nitrate levels and rainfall events.",
        ],
        multilingual: [
          "Post process names with icons at each station.",
          "Allow students to narrate their atom journey orally before writing it.",
        ],
      },
      assessment: [
        "Formative: review bead strings and station logs for correctly named processes.",
        "Cycle model scored with a checklist: reservoirs, labeled processes, conservation of matter and two human impacts.",
        "Exit ticket tracing carbon and nitrogen into an apple.",
      ],
      links: [video("cc-ecology-hydrologic-carbon-cycles"), textbook("os-46-3")],
      standards: { state: ["BIO1.LS1.5", "BIO1.LS2.2"], ngss: ["HS-LS1-6", "HS-LS2-5"] },
      handout: {
        title: "Journey of an Atom Log and Cycle Model",
        intro:
          "You are a carbon or nitrogen atom. Record every stop on your journey, look inside a root nodule, then build a model of both cycles that includes what people add and take away.",
        sections: [
          {
            heading: "Part 1: My Atom's Journey",
            prompts: [
              {
                id: "u1-l3-q1",
                text: "I am a (circle one) carbon / nitrogen atom. Log each station: your roll, the process and where it sent you.",
                response: {
                  kind: "table",
                  columns: ["Station", "Roll", "Process that moved me", "Next station"],
                  rows: 8,
                },
              },
              {
                id: "u1-l3-q2",
                text: "Which station did you get stuck in longest? Why might atoms stay there a long time in real ecosystems?",
              },
            ],
          },
          {
            heading: "Part 2: Root Nodules",
            prompts: [
              {
                id: "u1-l3-q3",
                text: "Describe the inside of a nodule you sliced. What does a pink color tell you?",
              },
              {
                id: "u1-l3-q4",
                text: "What does the bean plant get from the Rhizobium bacteria, and what do the bacteria get from the plant?",
              },
            ],
          },
          {
            heading: "Part 3: Build the Cycle Model",
            prompts: [
              {
                id: "u1-l3-q5",
                text: "Draw the carbon and nitrogen cycles. Label every arrow with its process and add fertilizer runoff and compost.",
                response: { kind: "drawing", lines: 14 },
              },
              {
                id: "u1-l3-q6",
                text: "Explain how extra fertilizer on a field can lead to fish dying in a river downstream.",
              },
              {
                id: "u1-l3-q7",
                text: "Exit ticket: describe one path a carbon atom and one path a nitrogen atom could take from the air into an apple.",
              },
            ],
          },
        ],
        wordBank: [
          { term: "reservoir", meaning: "a place where atoms are stored for a time, such as the air or soil" },
          {
            term: "nitrogen fixation",
            meaning: "bacteria turning nitrogen gas into ammonia that living things can use",
          },
          { term: "decomposition", meaning: "the breakdown of dead matter by decomposers" },
          { term: "cellular respiration", meaning: "cells releasing energy from food, giving off carbon dioxide" },
          { term: "runoff", meaning: "water flowing over land into streams, carrying what it picks up" },
          { term: "algal bloom", meaning: "a fast overgrowth of algae fed by extra nutrients" },
        ],
        sentenceStarters: [
          "My atom moved from ___ to ___ by ___.",
          "The plant gives the bacteria ___, and the bacteria give the plant ___.",
          "Extra fertilizer can harm a river because ___.",
        ],
      },
      lab: true,
      safety: [
        "Nodules are sliced with plastic knives only, on a tray or cutting board, cutting away from the hand that holds the root.",
        "Shake loose soil off the roots outdoors or over a bin before class. Students handle roots in disposable nitrile gloves (not latex) and keep their hands away from their faces.",
        "Check allergy records before class: a student with a plant or pollen allergy handles roots only in gloves or takes the recorder's role.",
        cleanUpSafety.noFood,
        "Clean-up: compost the plants, collect the knives, and bin gloves.",
        cleanUpSafety.washHands,
      ],
      file: "/materials/unit1/Lesson_3_Nutrient_Cycles_Lesson_Plan.docx",
    },
    {
      number: 4,
      title: "Growing Strong: Designing a Plant Growth Experiment",
      description:
        "Students design and launch a controlled experiment testing how one factor, such as compost, light or soil type, affects the growth of a fast-growing food crop, collecting data over the following two weeks.",
      drivingQuestion: "Which growing conditions help food plants grow best in our community's soil?",
      objectives: [
        "Identify the independent, dependent and controlled variables in a plant growth experiment.",
        "Write a testable hypothesis about how one factor affects plant growth and justify it with biology.",
        "Set up a controlled investigation with at least three replicates per condition.",
        "Explain plant growth in terms of photosynthesis, nutrient uptake and limiting factors.",
      ],
      keyUnderstandings: [
        "Plants build new tissue from glucose made in photosynthesis plus minerals such as nitrogen, phosphorus and potassium absorbed by roots.",
        "Growth is limited by whichever resource is in shortest supply, the same idea that explains carrying capacity in ecosystems.",
        "Controls, replicates and changing only one variable make results trustworthy enough to guide a real garden.",
      ],
      materials: [
        "For the default class of 30 in 8 groups of about 4, set up in 20 minutes: 8 containers per group (64: two treatments of 4), 2 seeds per container (about 130 seeds, one packet), about 3 L of potting mix per group (24 L), 2 L of schoolyard soil per group (16 L) and 2 L of compost per group (16 L), 1 ruler, 1 roll of masking tape and 1 measuring cup per group",
        "Fast-growing seeds such as radishes, bush beans or Wisconsin Fast Plants",
        "Recycled containers (yogurt cups, cut milk cartons) with drainage holes",
        "Potting mix, local schoolyard soil and finished compost",
        "Rulers, masking tape and markers for labels",
        "Measuring cup or graduated cylinder for watering",
        "Sunny windowsill or an LED grow light",
        "Kitchen scale for final biomass (optional)",
      ],
      activities: [
        {
          title: "Hook: Same Seed, Different Story",
          minutes: 8,
          description:
            "Show two radish plants grown from the same seed packet in different conditions. Students list every factor that might explain the difference and sort them into what the plant gets from air, light, water and soil.",
        },
        {
          title: "Mini-Lesson: Variables and Fair Tests",
          minutes: 10,
          description:
            "Model how to choose one independent variable, decide what to measure (height, leaf count, biomass) and list everything that must stay the same. Introduce replicates and why three plants per condition beat one.",
        },
        {
          title: "Design Your Experiment",
          minutes: 15,
          description:
            "Groups choose a factor that matters for the future garden (compost amount, soil source, light hours or watering), write a hypothesis with a biological reason, and complete a plan that the teacher signs off before planting.",
        },
        {
          title: "Plant and Label",
          minutes: 17,
          description:
            "Groups plant their containers, label each with condition and replicate number, water with measured volumes, and record their Day 0 (planting day) notes and a photo. They set a schedule for measuring on Days 1, 4, 7, 10 and 14, the days in the handout's data table, and name a waterer for each school day.",
        },
        {
          title: "Reflection",
          minutes: 5,
          description:
            "Students write one prediction for their results and one thing that could go wrong with their design, with a way to prevent it.",
        },
      ],
      differentiation: {
        supported: [
          "Offer three pre-written experiment options for groups to choose from and adapt.",
          "Provide a hypothesis frame: 'If plants get ___, then their ___ will ___ because ___.'",
        ],
        extension: [
          "Add a second level of the independent variable and plan to graph a dose-response curve.",
          "Calculate the mean and range for each condition and decide whether differences are larger than the variation within a condition.",
        ],
        multilingual: [
          "Use a visual planning template with icons for variables, materials and steps.",
          "Accept labeled diagrams alongside written plans.",
        ],
      },
      assessment: [
        "Formative: teacher sign-off on each plan checks for one independent variable, controls and replicates.",
        "Exit reflection with a prediction and a design risk.",
        "Two weeks later: graph, conclusion and a recommendation for the community garden, scored with a lab report rubric.",
      ],
      links: [video("cc-scientific-method"), textbook("os-1-1")],
      standards: { state: ["BIO1.LS1.4", "BIO1.LS1.5", "BIO1.LS2.1"], ngss: ["HS-LS1-5", "HS-LS1-6", "HS-LS2-1"] },
      handout: {
        title: "Plant Growth Investigation Planner",
        intro:
          "Your team will test one growing condition that could matter for our community garden. Plan carefully: a fair test changes only one thing and repeats each condition at least three times.",
        sections: [
          {
            heading: "Ask and Predict",
            prompts: [
              { id: "u1-l4-q1", text: "What question is your team testing?" },
              {
                id: "u1-l4-q2",
                text: "Write your hypothesis and explain the biology behind it (think photosynthesis, nutrients or water).",
              },
            ],
          },
          {
            heading: "Plan a Fair Test",
            prompts: [
              { id: "u1-l4-q3", text: "Independent variable (what you change) and its levels:" },
              { id: "u1-l4-q4", text: "Dependent variable (what you measure) and how you will measure it:" },
              { id: "u1-l4-q5", text: "List at least four controlled variables you will keep the same." },
              { id: "u1-l4-q6", text: "How many replicates will each condition have, and how will you label them?" },
            ],
          },
          {
            heading: "Record",
            prompts: [
              // Planting day first, then the heights that start the next day: one day scheme (Day 0, then Days 1-14).
              {
                id: "u1-l4-q8",
                text: "Today is Day 0, planting day: there are no heights to measure yet. Record what each container got (seeds, soil, water) and anything unusual.",
                response: { kind: "lines", count: 5 },
              },
              {
                id: "u1-l4-q7",
                text: "Fill in the data table: a row for each of your 8 containers (label it as on the container) and its height in cm on each measuring day after planting.",
                response: { kind: "table", columns: ["Plant", "Day 1", "Day 4", "Day 7", "Day 10", "Day 14"], rows: 8 },
              },
            ],
          },
        ],
        wordBank: [
          { term: "independent variable", meaning: "the factor you change on purpose" },
          { term: "dependent variable", meaning: "the result you measure" },
          { term: "controlled variable", meaning: "a factor you keep the same in every group" },
          { term: "replicate", meaning: "a repeat of the same condition to check results" },
          { term: "limiting factor", meaning: "the resource in shortest supply that limits growth" },
          { term: "biomass", meaning: "the mass of living material" },
        ],
        sentenceStarters: [
          "If plants get ___, then their ___ will ___ because ___.",
          "We will keep ___ the same so that ___.",
          "We chose this factor because our garden site ___.",
        ],
      },
      lab: true,
      safety: [
        "Potting mix and compost can carry Legionella bacteria and fungal spores that cause lung infections: open bags away from faces, dampen the mix before scooping so no dust rises, and have students wear disposable nitrile gloves (not latex).",
        soilSafety.source,
        "Use untreated seeds. Seeds coated with fungicide (often dyed pink, blue or green) are handled only in gloves, and no seed goes in anyone's mouth.",
        "Plug grow lights into a ground-fault (GFCI) outlet or a power strip kept off the floor and away from watering. Water the containers at the sink or with the light unplugged, and wipe spills at once.",
        "The teacher punches the drainage holes before class, so no student cuts containers with a blade.",
        cleanUpSafety.noFood,
        cleanUpSafety.washHands,
      ],
      // The experiment outlasts the lesson by two weeks: the routine that keeps its data coming, where a teacher plans.
      betweenLessons: [
        "The experiment runs 14 days from today (Day 0, planting day), about 10 school days, and Project Day 1 analyzes it on Day 14. Lessons 5 and 6 follow on the next two class days; on the 7 school days between Lesson 6 and Project Day 1 the class goes on with its other work (the next unit's first lessons, or review), and the plants are looked after at the start of those classes.",
        "Measuring days (Days 4, 7 and 10): the first 5-10 minutes of class. Each group measures every plant the way its plan says (ruler from the soil surface to the tip of the tallest leaf), writes the heights in its Lesson 4 data table and notes anything unusual; the teacher checks one row per group before the class moves on.",
        "Day 1 falls on Lesson 5: a 2-minute check at the start of class. Seedlings have not come up yet, so heights are 0; groups note any container that looks dry or disturbed.",
        "Every school day: the group's waterer for the day checks the soil and waters with the measured volume (2 minutes). On a Friday, water before leaving so the plants last the weekend.",
        "Plant on a Monday and every measuring day falls on a school day (Day 1 Tuesday, Day 4 Friday, Day 7 Monday, Day 10 Thursday, Day 14 Monday). Planted on another day, measure on the nearest school day and write the real day above its column.",
      ],
      file: "/materials/unit1/Lesson_4_Plant_Growth_Lesson_Plan.docx",
    },
    {
      number: 5,
      title: "Mapping Food Access: Food Deserts and Community Health",
      description:
        "Students define a low-income, low-access area with USDA criteria, map the food sources within a mile of school, and connect food access to how the body regulates blood sugar.",
      drivingQuestion:
        "Who in our community can easily reach fresh, healthy food, and what does biology tell us about why it matters?",
      objectives: [
        "Define a low-income, low-access area (food desert) using USDA distance criteria.",
        "Map food sources within 1 mile of school and classify them by the fresh foods they sell.",
        "Explain how insulin and glucagon keep blood glucose in balance through negative feedback.",
        "Identify structural causes of unequal food access, such as transportation, store investment and historical redlining.",
      ],
      keyUnderstandings: [
        "Food access depends on distance, transportation, price and history, not on individual choices alone.",
        "After a meal, rising blood glucose triggers insulin release so cells take up glucose; when glucose falls, glucagon signals the liver to release it. In type 2 diabetes, cells respond less to insulin.",
        "Diets high in added sugars and low in fiber, fruits and vegetables raise the risk of type 2 diabetes and heart disease, so unequal access to fresh food becomes unequal health.",
      ],
      materials: [
        "Printed or projected map of the area around school (from the USDA Food Access Research Atlas or an online map)",
        "Colored dot stickers",
        "String cut to the map's 1-mile scale length",
        "Corner store price list (teacher-prepared from a local store)",
        "Chromebooks or phones for the online atlas (optional)",
      ],
      activities: [
        {
          title: "Hook: The Corner Store Challenge",
          minutes: 8,
          description:
            "Pairs get a $5 budget and a real price list from a nearby corner store and try to plan a day of balanced meals. Debrief what was easy, what was impossible and why.",
        },
        {
          title: "What Is a Food Desert?",
          minutes: 10,
          description:
            "Introduce the USDA definition of low-income, low-access tracts (more than 1 mile from a supermarket in cities, 10 miles in rural areas) and look up the school's census tract in the Food Access Research Atlas. Discuss why some communities prefer the term food apartheid.",
        },
        {
          title: "Map Our Food Landscape",
          minutes: 20,
          description:
            "Groups place color-coded dots for supermarkets, corner stores, fast-food outlets, farmers markets and bus stops, draw a 1-mile circle with string, and estimate how long each trip takes on foot or by bus.",
        },
        {
          title: "Biology Connection: Food and Blood Sugar",
          minutes: 10,
          description:
            "Use a simple graph of blood glucose after a sugary drink versus a high-fiber meal to model the insulin and glucagon feedback loop, then connect repeated glucose spikes and insulin resistance to type 2 diabetes risk.",
        },
        {
          title: "Exit Ticket",
          minutes: 7,
          description:
            "Students write one pattern they found on the map and one biological reason it matters for the health of people living there.",
        },
      ],
      differentiation: {
        supported: [
          "Provide a map with stores already located so students focus on classifying and measuring.",
          "Give a fill-in feedback loop diagram with arrows and blanks for hormone names.",
        ],
        extension: [
          "Compare two census tracts in the atlas and correlate access with a health indicator from the CDC PLACES data.",
          "Investigate the history of redlining in the city using the Mapping Inequality project maps.",
        ],
        multilingual: [
          "Use map symbols and color codes instead of text labels.",
          "Invite students to share food sources their families use that may not appear on official maps, in any language.",
        ],
      },
      assessment: [
        "Formative: check group maps for a correct 1-mile radius and classification key.",
        "Feedback loop diagram checked for stimulus, response and return to normal blood glucose.",
        "Exit ticket linking a map pattern to a biological health effect.",
      ],
      standards: { state: ["BIO1.LS1.2", "BIO1.LS1.5"], ngss: ["HS-LS1-3", "HS-ETS1-1"] },
      handout: {
        title: "Food Access Mapping Guide",
        intro:
          "Today you are a community researcher. Map where people near our school can buy food, measure how far they travel, and connect what you find to how the body handles the food we eat.",
        sections: [
          {
            heading: "Map It",
            prompts: [
              {
                id: "u1-l5-q1",
                text: "Place a dot for every food source within 1 mile of school using the color key.",
              },
              {
                id: "u1-l5-q2",
                text: "How many supermarkets are inside the 1-mile circle? How many corner stores or fast-food outlets?",
              },
              { id: "u1-l5-q3", text: "Estimate the walking or bus time from school to the nearest supermarket." },
            ],
          },
          {
            heading: "Analyze It",
            prompts: [
              {
                id: "u1-l5-q4",
                text: "Does our area meet the USDA definition of low access? Explain using the distance rule.",
              },
              { id: "u1-l5-q5", text: "What besides distance makes it hard for some families to buy fresh food?" },
            ],
          },
          {
            heading: "Connect It to Biology",
            prompts: [
              { id: "u1-l5-q6", text: "Describe what insulin does when blood glucose rises after a meal." },
              {
                id: "u1-l5-q7",
                text: "Explain why limited access to fresh food can raise the risk of type 2 diabetes.",
              },
            ],
          },
        ],
        wordBank: [
          { term: "food desert", meaning: "an area where many residents live far from a supermarket" },
          { term: "low access", meaning: "more than 1 mile (city) or 10 miles (rural) from a supermarket" },
          { term: "glucose", meaning: "the sugar cells use for energy" },
          { term: "insulin", meaning: "a hormone that helps cells take up glucose from the blood" },
          { term: "negative feedback", meaning: "a response that brings a change back toward normal" },
          { term: "homeostasis", meaning: "keeping conditions inside the body stable" },
        ],
        sentenceStarters: [
          "On our map, we noticed that ___.",
          "People in this area may find it hard to buy fresh food because ___.",
          "When blood glucose rises, the pancreas ___.",
          "This matters for health because ___.",
        ],
      },
      file: "/materials/unit1/Lesson_5_Food_Access_Lesson_Plan.docx",
    },
    {
      number: 6,
      title: "Designing a Community Garden: From Site Test to Proposal",
      description:
        "Teams analyze a real site, apply everything they have learned about photosynthesis, soil and nutrient cycles, and design a community garden proposal that balances scientific criteria with neighbors' priorities.",
      drivingQuestion:
        "How can we design a community garden that grows healthy food, supports soil life and meets our neighbors' needs?",
      objectives: [
        "Analyze a potential garden site for sunlight, water access, soil quality and safety.",
        "Justify design choices using photosynthesis, soil ecology and nutrient cycling.",
        "Evaluate competing designs against prioritized criteria and constraints such as cost, space, safety and community input.",
        "Communicate a garden proposal in a short pitch for a community audience.",
      ],
      keyUnderstandings: [
        "Most fruiting vegetables need at least 6 hours of direct sun a day, while leafy greens tolerate partial shade, so sun mapping drives the layout.",
        "Urban soils can contain lead from old paint and past leaded gasoline; testing soil and growing in raised beds filled with clean soil reduces exposure.",
        "Compost, crop rotation and legumes close nutrient loops and reduce the need for synthetic fertilizer, and the strongest designs pair that science with community priorities such as culturally important crops and accessible beds.",
      ],
      materials: [
        "Graph paper, rulers and colored pencils for scaled site plans",
        "Compass or phone compass app to find south-facing areas",
        "Sun-hour tracking sheet completed for the site over the previous week",
        "Crop cards listing sun, spacing, water and nitrogen needs",
        "Soil test results (pH and N-P-K from a kit, tested the day before, or a lead test from the state's extension soil lab, with the sample mailed 15 school days ahead)",
        "Neighbor survey answers or a local community gardener's quotes on what people want to grow and why (the survey goes home 10 school days ahead)",
        "Sticky notes for the gallery walk",
      ],
      activities: [
        {
          title: "Hook: Voices from the Garden",
          minutes: 7,
          description:
            "Share short quotes gathered from a neighbor survey or a local community gardener about what people want to grow and why. Students note the crops and needs that come up most often.",
        },
        {
          title: "Site Analysis",
          minutes: 15,
          description:
            "Teams review sun-hour data, soil test results, water access and foot traffic for the site, and list the top three strengths and constraints, including what must be done about any lead or compaction found.",
        },
        {
          title: "Design Sprint",
          minutes: 18,
          description:
            "Teams draw a scaled plan showing bed placement by sun hours, crop choices that include family and cultural favorites, a compost area, water source, and accessible raised beds and paths, and write one scientific reason for each major choice.",
        },
        {
          title: "Gallery Walk and Feedback",
          minutes: 10,
          description:
            "Teams rotate through designs and leave sticky-note feedback scored against a shared criteria matrix: food produced, soil health, safety, cost and community fit.",
        },
        {
          title: "Pitch Prep and Exit Ticket",
          minutes: 5,
          description:
            "Each student writes the one sentence they would say to a city council member to win support for their team's garden, backed by one piece of evidence from the unit.",
        },
      ],
      differentiation: {
        supported: [
          "Provide a site plan template with a grid already scaled and a checklist of required features.",
          "Give a criteria matrix with sample ratings to model how to score trade-offs.",
        ],
        extension: [
          "Estimate the garden's yearly produce yield and the cost per pound compared with local store prices.",
          "Draft a maintenance and volunteer plan that keeps the garden productive through the summer break.",
        ],
        multilingual: [
          "Allow site plans to be labeled in any language with an English key.",
          "Provide pitch frames: 'Our garden will help ___ by ___. Our evidence is ___.'",
        ],
      },
      assessment: [
        "Formative: conference with each team during the design sprint to check that choices are justified with biology.",
        "Peer feedback on the criteria matrix during the gallery walk.",
        "Final proposal and pitch scored with a rubric covering scientific reasoning, use of site data, community input and communication.",
      ],
      standards: { state: ["BIO1.LS2.4", "BIO1.LS2.1"], ngss: ["HS-LS2-7", "HS-ETS1-2", "HS-ETS1-3"] },
      handout: {
        title: "Community Garden Design Studio",
        intro:
          "Your team is designing a garden for a real site. Use your site data, crop cards and everything you have learned about plants and soil, and make every choice for a scientific reason and a community one.",
        sections: [
          {
            heading: "Part 1: Site Analysis",
            prompts: [
              {
                id: "u1-l6-q1",
                text: "Fill in the site analysis from your sun-hour sheet, soil test and site visit.",
                response: {
                  kind: "table",
                  columns: ["Factor", "Our data", "Strength or constraint?", "What we will do about it"],
                  rows: ["Sun hours", "Soil test (pH, N-P-K, lead)", "Water access", "Foot traffic and safety"],
                },
              },
            ],
          },
          {
            heading: "Part 2: Design",
            prompts: [
              {
                id: "u1-l6-q2",
                text: "Choose four crops from the crop cards, including at least one our neighbors asked for, and place them.",
                response: {
                  kind: "table",
                  columns: ["Crop", "Sun it needs", "Where it goes", "Biology reason"],
                  rows: 4,
                },
              },
              {
                id: "u1-l6-q3",
                text: "Draw your scaled site plan: beds, crops, compost area, water source, paths and an accessible raised bed.",
                response: { kind: "drawing", lines: 16 },
              },
              {
                id: "u1-l6-q4",
                text: "Give one scientific reason each for where you put the beds, why you included a compost area and why you included legumes.",
              },
            ],
          },
          {
            heading: "Part 3: Feedback and Pitch",
            prompts: [
              {
                id: "u1-l6-q5",
                text: "Score your design and two others in the criteria matrix (1 = weak, 4 = strong).",
                response: {
                  kind: "table",
                  columns: ["Criterion", "Our design", "Team ___", "Team ___"],
                  rows: ["Food produced", "Soil health", "Safety", "Cost", "Community fit"],
                },
              },
              {
                id: "u1-l6-q6",
                text: "Write the one sentence you would say to a city council member to win support, with one piece of evidence.",
              },
            ],
          },
        ],
        wordBank: [
          { term: "criteria", meaning: "what a design must do to succeed" },
          { term: "constraint", meaning: "a limit the design must work within, such as cost or space" },
          { term: "raised bed", meaning: "a framed bed filled with clean soil above the ground" },
          { term: "legume", meaning: "a plant such as beans or peas whose root nodules host nitrogen-fixing bacteria" },
          {
            term: "compost",
            meaning: "decomposed food and plant waste that adds organic matter and nutrients to soil",
          },
        ],
        sentenceStarters: [
          "We placed ___ in the ___ because it needs ___ hours of sun.",
          "Our compost area helps the soil because ___.",
          "Our garden will help ___ by ___. Our evidence is ___.",
        ],
      },
      // Not lab work: teams read soil test results a kit or an extension lab produced before this lesson.
      lab: false,
      file: "/materials/unit1/Lesson_6_Community_Garden_Design_Lesson_Plan.docx",
    },
  ],
  learningOutcomes: [
    "Model how photosynthesis converts light energy into the chemical energy stored in the food we eat.",
    "Explain how soil organisms and the carbon and nitrogen cycles make matter available for plant growth.",
    "Design, carry out and analyze a controlled plant growth investigation.",
    "Use maps and data to describe food access in the local community and explain its link to blood-sugar regulation and health.",
    "Design, evaluate and present a community garden proposal that uses scientific evidence and community input.",
  ],
  competencies: [
    {
      title: "Holders of Foundational Knowledge",
      description:
        "Students build and apply core biology, from photosynthesis to nutrient cycles, to explain where food comes from and why growing conditions matter.",
    },
    {
      title: "Original Thinkers for an Uncertain World",
      description:
        "Students design their own plant investigation and a garden that fits a real site, adjusting when data or community feedback point a new way.",
    },
    {
      title: "Generous Collaborators for Tough Problems",
      description:
        "Teams share roles in the lab, gather neighbors' priorities, and give and use structured feedback on each other's designs.",
    },
    {
      title: "Masters of All Fundamental Literacies",
      description:
        "Students read maps and data, write claim-evidence-reasoning arguments, and pitch a proposal to a real community audience.",
    },
    {
      title: "Learners for Life",
      description:
        "Students reflect on how food connects to their families' histories and health, and leave with skills to grow food and advocate for change.",
    },
  ],
  standards: {
    ngss: ngssAlignment([
      "HS-LS1-3",
      "HS-LS1-5",
      "HS-LS1-6",
      "HS-LS2-1",
      "HS-LS2-3",
      "HS-LS2-4",
      "HS-LS2-5",
      "HS-LS2-7",
      "HS-ETS1-1",
      "HS-ETS1-2",
      "HS-ETS1-3",
    ]),
    state: stateAlignment([
      "BIO1.LS1.2",
      "BIO1.LS1.4",
      "BIO1.LS1.5",
      "BIO1.LS1.6",
      "BIO1.LS2.1",
      "BIO1.LS2.2",
      "BIO1.LS2.4",
    ]),
  },
  materials: [
    lessonPlan({
      title: "Lesson 1: Sunlight on Your Plate",
      subtitle: "Photosynthesis and the floating leaf disk lab - lesson plan",
      path: "/materials/unit1/Lesson_1_Photosynthesis_Lesson_Plan.docx",
      lesson: 1,
    }),
    lessonPlan({
      title: "Lesson 2: Life Underground",
      subtitle: "Soil ecosystems and decomposers - lesson plan",
      path: "/materials/unit1/Lesson_2_Soil_Ecosystems_Lesson_Plan.docx",
      lesson: 2,
    }),
    handout({
      title: "Lesson 2 Handout: Soil Detectives Field Sheet",
      subtitle: "Student observation and comparison sheet",
      path: "/materials/unit1/Lesson_2_Soil_Detectives_Handout.pdf",
      lesson: 2,
    }),
    lessonPlan({
      title: "Lesson 3: From Air to Soil to Plate",
      subtitle: "Carbon and nitrogen cycles - lesson plan",
      path: "/materials/unit1/Lesson_3_Nutrient_Cycles_Lesson_Plan.docx",
      lesson: 3,
    }),
    lessonPlan({
      title: "Lesson 4: Growing Strong",
      subtitle: "Designing a plant growth experiment - lesson plan",
      path: "/materials/unit1/Lesson_4_Plant_Growth_Lesson_Plan.docx",
      lesson: 4,
    }),
    handout({
      title: "Lesson 4 Handout: Plant Growth Investigation Planner",
      subtitle: "Student experiment planning sheet",
      path: "/materials/unit1/Lesson_4_Investigation_Planner_Handout.pdf",
      lesson: 4,
    }),
    lessonPlan({
      title: "Lesson 5: Mapping Food Access",
      subtitle: "Food deserts and community health - lesson plan",
      path: "/materials/unit1/Lesson_5_Food_Access_Lesson_Plan.docx",
      lesson: 5,
    }),
    handout({
      title: "Lesson 5 Handout: Food Access Mapping Guide",
      subtitle: "Student mapping and analysis sheet",
      path: "/materials/unit1/Lesson_5_Food_Access_Mapping_Handout.pdf",
      lesson: 5,
    }),
    lessonPlan({
      title: "Lesson 6: Designing a Community Garden",
      subtitle: "From site test to proposal - lesson plan",
      path: "/materials/unit1/Lesson_6_Community_Garden_Design_Lesson_Plan.docx",
      lesson: 6,
    }),
    unitOverview({
      title: "Complete Unit 1 Overview",
      subtitle: "All six lessons, standards alignment and assessments in one document",
      path: "/materials/unit1/Unit_1_Complete_Overview.docx",
    }),
  ],
  // Handouts the spec's download list leaves out (issue 29), linked from their lesson's card.
  unlistedMaterials: [
    ...unlistedHandout(
      1,
      "Floating_Leaf_Disk",
      "Floating Leaf Disk Lab",
      "Food-chain trace, disk data table and conclusion",
    ),
    handout({
      title: "Lesson 1 Handout: Floating Leaf Disk Lab (supported)",
      subtitle: "With word bank, sentence starters and steps",
      path: "/materials/unit1/Lesson_1_Floating_Leaf_Disk_Handout_Supported.docx",
      lesson: 1,
      variant: "supported",
    }),
    handout({
      title: "Lesson 1 Handout: Floating Leaf Disk Lab (modified)",
      subtitle: "The first prompt of each part",
      path: "/materials/unit1/Lesson_1_Floating_Leaf_Disk_Handout_Modified.docx",
      lesson: 1,
      variant: "modified",
    }),
    ...unlistedHandout(
      3,
      "Journey_of_an_Atom",
      "Journey of an Atom Log and Cycle Model",
      "Station log, nodule observations and cycle model",
    ),
    ...unlistedHandout(
      6,
      "Garden_Design_Studio",
      "Community Garden Design Studio",
      "Site analysis, crop plan, site plan and criteria matrix",
    ),
  ],
} satisfies UnitInput;
