import { handout, lessonPlan } from "./builders.ts";
import { ngssAlignment } from "./ngss.ts";
import { interactive, textbook, video } from "./resources.ts";
import type { LessonInput, UnitInput } from "./schema.ts";
import { stateAlignment } from "./state-standards.ts";

/** Each day's lesson plan is both the lesson's `file` and a listed material, so the path lives in one place. */
const plans = {
  day1: "/materials/unit4/phase1/Day_1_Lesson_Plan.docx",
  day2: "/materials/unit4/phase1/Day_2_Lesson_Plan.docx",
  day3: "/materials/unit4/phase1/Day_3_Lesson_Plan.docx",
  day4: "/materials/unit4/phase1/Day_4_Lesson_Plan.docx",
} as const;

const day1: LessonInput = {
  number: 1,
  label: "Day 1",
  title: "Stimulus to Response: Meet Your Nervous System",
  description:
    "Students measure their own reaction times in a ruler-drop lab, trace the pathway from sensory receptor to muscle, and meet the unit challenge: designing a community solution inspired by how animals sense and respond.",
  drivingQuestion: "What happens inside your body between seeing a ruler fall and catching it?",
  objectives: [
    "Collect and analyze reaction-time data from five trials under each of two conditions, converting catch distance to time.",
    "Sequence the pathway stimulus, receptor, sensory neuron, integration, motor neuron and effector for a real response.",
    "Distinguish the central from the peripheral nervous system, and the somatic from the autonomic division.",
    "Describe one animal sensory or nervous system that engineers have used as a model for a design.",
  ],
  keyUnderstandings: [
    "The nervous system is built from specialized cells organized into a central nervous system (brain and spinal cord) that integrates information and a peripheral nervous system of nerves that carries signals to and from it.",
    "Every response follows a pathway: a receptor detects a stimulus, neurons carry and integrate the signal, and an effector (a muscle or gland) responds.",
    "Reaction time changes with attention and practice; a distraction adds processing time in the brain, not in the nerves of the arm.",
  ],
  materials: [
    "For the default class of 30 in 15 pairs, set up in 10 minutes: 1 smooth ruler per pair (15 rulers, 30 cm long) and 1 conversion chart per pair (15); 1 handout per student (30) and 1 index card per student (30); 1 sheet of chart paper per group of about 4 (8 sheets) with 2 markers each (16); 1 projector for the class",
    "30 cm rulers (1 per pair)",
    "Printed distance-to-time conversion chart",
    "Day 1 handout (standard, supported or modified version)",
    "Chart paper and markers for pathway models",
    "Projector for a short clip of a star-nosed mole or a bat hunting by echolocation",
    "Index cards for exit tickets",
  ],
  activities: [
    {
      title: "Hook: Animal Sensing Phenomenon",
      minutes: 8,
      description:
        "Show a short clip of a star-nosed mole finding food by touch in a fraction of a second, or a bat hunting by echolocation. Students note what the animal detects, how fast it responds, and questions about how a body can act that quickly.",
    },
    {
      title: "Ruler-Drop Reaction-Time Lab",
      minutes: 20,
      description:
        "Pairs run five trials catching a dropped ruler with full attention and five while counting backward from 100 by 3s. They record the catch distance, convert it to time with the chart (t = square root of 2d/g, so a 15 cm catch is about 0.17 s), calculate means and compare the two conditions.",
    },
    {
      title: "Build the Pathway",
      minutes: 12,
      description:
        "Groups draw the path of the ruler-catch signal on chart paper, labeling the receptor (retina), sensory neuron, brain, spinal cord, motor neuron and effector (hand muscles), then mark which parts are central and which are peripheral. The class compares models and locates where the distraction added time.",
    },
    {
      title: "Launch the Design Challenge",
      minutes: 8,
      description:
        "Introduce the unit challenge with three biomimetic examples: an ultrasonic cane for people with low vision inspired by bat echolocation, whisker sensors for robots, and event cameras modeled on the retina. Students note one community problem where faster sensing or response would help.",
    },
    {
      title: "Exit Ticket",
      minutes: 5,
      description:
        "Students explain, using at least three pathway terms, why their reaction time changed when they were distracted.",
    },
  ],
  differentiation: {
    supported: [
      "Supported handout with a partly completed data table, the conversion chart printed beside it and a labeled pathway diagram to finish",
      "Modified handout with three trials per condition, picture-supported steps and a fill-in pathway",
      "Assign roles (dropper, catcher, recorder) and swap halfway so every student collects data",
    ],
    extension: [
      "Calculate reaction time directly from the free-fall equation and compare with the chart values",
      "Design a third condition (non-dominant hand or a spoken cue) and predict the result before testing",
    ],
    multilingual: [
      "Word bank with visuals for stimulus, receptor, neuron, effector and response; point out cognates such as estímulo and respuesta",
      "Allow pathway labels and group talk in home languages before the English share-out",
    ],
  },
  assessment: [
    "Completed data table with means and a claim comparing the two conditions",
    "Pathway model checked for the order receptor, sensory neuron, integration, motor neuron, effector",
    "Exit ticket explaining the distraction effect with at least three vocabulary terms",
  ],
  standards: { state: ["BIO1.LS1.7"], ngss: ["HS-LS1-2"] },
  handout: {
    title: "Day 1: Stimulus to Response - Reaction-Time Lab",
    intro:
      "Today you will measure how fast your nervous system turns a signal from your eyes into a movement of your hand, then map the path that signal takes.",
    sections: [
      {
        heading: "Part 1: Collect Your Data",
        reference: {
          caption: "Chart: ruler distance to reaction time (a falling ruler covers d = 1/2 g t squared)",
          columns: ["Distance caught (cm)", "5", "10", "15", "20", "25", "30"],
          rows: [["Reaction time (s)", "0.10", "0.14", "0.17", "0.20", "0.23", "0.25"]],
        },
        prompts: [
          {
            id: "u4-d1-q1",
            text: "Hold your thumb and finger 2 cm apart at the 0 cm mark. Your partner drops the ruler without warning. Record the mark where you catch it.",
          },
          {
            id: "u4-d1-q2",
            text: "Do five trials with full attention and five trials while counting backward from 100 by 3s.",
          },
          {
            id: "u4-d1-q3",
            text: "Convert each distance to time with the chart and calculate the mean for each condition.",
            starter: "My mean reaction time was ___ seconds when ___.",
            response: {
              kind: "table",
              columns: ["Condition", "Trial 1", "Trial 2", "Trial 3", "Trial 4", "Trial 5", "Mean time (s)"],
              rows: [
                "Full attention: distance (cm)",
                "Full attention: time (s)",
                "Counting backward: distance (cm)",
                "Counting backward: time (s)",
              ],
            },
          },
        ],
      },
      {
        heading: "Part 2: Analyze",
        prompts: [
          { id: "u4-d1-q4", text: "Which condition was faster, and by how many seconds?" },
          {
            id: "u4-d1-q5",
            text: "Write a claim about the effect of distraction and support it with your means.",
            starter: "The distraction slowed my response because ___.",
          },
          { id: "u4-d1-q6", text: "Name two sources of error in this lab and how you could reduce them." },
        ],
      },
      {
        heading: "Part 3: Map the Pathway",
        prompts: [
          {
            id: "u4-d1-q7",
            text: "Draw the path from the falling ruler to your fingers: stimulus, receptor, sensory neuron, integration, motor neuron, effector.",
            starter: "The signal travels from ___ to ___ and then to ___.",
            response: { kind: "drawing", lines: 8 },
          },
          {
            id: "u4-d1-q8",
            text: "Circle the parts in the central nervous system and box the parts in the peripheral nervous system.",
          },
          { id: "u4-d1-q9", text: "Where on your map did the distraction add time? Explain." },
        ],
      },
      {
        heading: "Part 4: Nature's Designs",
        prompts: [
          {
            id: "u4-d1-q10",
            text: "Pick one animal from today's examples. What stimulus does it detect, and how does it respond?",
            starter: "One animal design idea is ___ because ___.",
          },
          {
            id: "u4-d1-q11",
            text: "Name one problem in your community where a faster or better sensor could help people.",
          },
        ],
      },
    ],
    wordBank: [
      { term: "stimulus", meaning: "a change in the environment that the body can detect" },
      { term: "receptor", meaning: "a cell or organ that detects a stimulus" },
      { term: "neuron", meaning: "a nerve cell that carries electrical and chemical signals" },
      { term: "central nervous system", meaning: "the brain and spinal cord, where signals are integrated" },
      { term: "peripheral nervous system", meaning: "the nerves that connect the body to the brain and spinal cord" },
      { term: "effector", meaning: "a muscle or gland that carries out a response" },
      { term: "reaction time", meaning: "the time between a stimulus and the start of a response" },
      { term: "biomimicry", meaning: "designing solutions by learning from living things" },
    ],
    sentenceStarters: [
      "My mean reaction time was ___ seconds when ___.",
      "The distraction slowed my response because ___.",
      "The signal travels from ___ to ___ and then to ___.",
      "One animal design idea is ___ because ___.",
    ],
  },
  lab: true,
  safety: [
    "The catcher sits with the forearm resting on the desk so only the fingers move; the dropper holds the ruler by its top end and simply lets go. No throwing, flicking or swinging rulers.",
    "Use smooth 30 cm rulers with no cracks or sharp edges, and space pairs apart so a missed ruler falls to the desk or floor, not onto anyone.",
    "Reaction times are personal data: compare the two conditions, not students, and post no rankings. A student with a hand injury, or who prefers not to catch, drops and records instead.",
  ],
  file: plans.day1,
};

const day2: LessonInput = {
  number: 2,
  label: "Day 2",
  title: "Neurons and Signaling: How a Message Travels",
  description:
    "Students model the action potential with dominoes, compare myelinated and unmyelinated signaling in a timed human relay, and explain how neurotransmitters carry a message across the synapse.",
  drivingQuestion: "How can a neuron carry a message from your toes to your brain in a fraction of a second?",
  objectives: [
    "Label the structures of a neuron (dendrites, cell body, axon, myelin sheath, axon terminals) and state the job of each.",
    "Explain the action potential as an all-or-none change in membrane charge caused by sodium and potassium ions moving through channel proteins.",
    "Use relay timing data to explain why myelinated axons conduct signals faster than unmyelinated axons.",
    "Describe how neurotransmitters carry a signal across a synapse to the next cell.",
  ],
  keyUnderstandings: [
    "A resting neuron holds a charge difference of about -70 millivolts across its membrane, maintained by the sodium-potassium pump, which uses ATP to move 3 sodium ions out for every 2 potassium ions in.",
    "When a stimulus pushes the membrane to threshold, voltage-gated sodium channels open and the inside briefly becomes positive; the response is all-or-none, and a refractory period keeps the signal moving in one direction.",
    "Myelin insulates the axon so the signal jumps between gaps called nodes of Ranvier, reaching over 100 m/s in large myelinated axons compared with about 1 m/s in thin unmyelinated ones; at the synapse the electrical signal becomes a chemical one.",
  ],
  materials: [
    "For the default class of 30 in 8 groups of about 4, set up in 15 minutes: 30 dominoes per group (240, or index-card tents), 1 stopwatch per group (8), 1 neuron diagram per student (30) and 1 handout per student (30); for the relay 1 roll of masking tape to mark the 10 m line and 2 'neurotransmitter' slips for the class",
    "Dominoes (about 30 per group) or index cards folded into tents",
    "Stopwatches or phone timers",
    "Printed neuron diagram",
    "Masking tape to mark a 10 m relay line",
    "Paper slips labeled 'neurotransmitter'",
    "Day 2 handout",
  ],
  activities: [
    {
      title: "Warm-Up: Signal Speed",
      minutes: 5,
      description:
        "Students estimate how long a signal from a stubbed toe takes to travel about 1.5 m to the brain and record the guess to revisit at the end of class.",
    },
    {
      title: "Mini-Lesson: Neuron Structure and Charge",
      minutes: 12,
      description:
        "Trace a signal from dendrites to axon terminals on the diagram. Introduce resting potential, the sodium-potassium pump, threshold and the action potential with a simple voltage-time graph.",
    },
    {
      title: "Domino Action Potential Model",
      minutes: 13,
      description:
        "Groups set up a domino line as an axon. A push too gentle to topple the first domino models a stimulus below threshold; a firm push shows the all-or-none response. Fallen dominoes cannot fall again until reset, modeling the refractory period. Groups record what each part represents and one way the model is inaccurate.",
    },
    {
      title: "Myelin Relay and Synapse",
      minutes: 15,
      description:
        "Students stand along a 10 m line and pass a hand squeeze from person to person (unmyelinated), then only between every fourth student, who act as nodes (myelinated). They time three trials of each, calculate means and connect the result to saltatory conduction. At the end of the line, a 'neurotransmitter' slip is passed across a gap to a 'receptor' student to model the synapse.",
    },
    {
      title: "Exit Ticket",
      minutes: 5,
      description:
        "Revisit the warm-up: at 50 m/s, a 1.5 m signal takes 0.03 s. Students explain one reason a full response still takes longer than that.",
    },
  ],
  differentiation: {
    supported: [
      "Partly labeled neuron diagram and a three-panel action potential comic strip to complete",
      "Sentence frames for explaining what each part of the domino model represents",
    ],
    extension: [
      "Graph an action potential from a data table and mark threshold, depolarization, repolarization and the refractory period",
      "Research how a local anesthetic such as lidocaine blocks sodium channels and predict its effect in the domino model",
    ],
    multilingual: [
      "Bilingual glossary of neuron parts matched to the diagram labels",
      "Relay role cards with visual cues so every student can take part without lengthy instructions",
    ],
  },
  assessment: [
    "Labeled neuron diagram with the function of each part",
    "Model critique naming one strength and one limitation of the domino model",
    "Relay data table with means and an explanation linking myelin to signal speed",
    "Exit ticket calculation with reasoning",
  ],
  standards: { state: ["BIO1.LS1.7"], ngss: ["HS-LS1-2", "HS-LS1-1"] },
  handout: {
    title: "Day 2: Neurons and Signaling",
    intro:
      "Neurons are specialized cells that carry messages as electrical and chemical signals. Use today's models to explain how a message moves quickly and in one direction.",
    sections: [
      {
        heading: "Part 1: Parts of a Neuron",
        prompts: [
          {
            id: "u4-d2-q1",
            text: "Draw a neuron and label the dendrites, cell body, axon, myelin sheath, node of Ranvier and axon terminals on your diagram.",
            response: { kind: "drawing", lines: 9 },
          },
          { id: "u4-d2-q2", text: "Write the job of each part in six words or fewer." },
        ],
      },
      {
        heading: "Part 2: The Domino Model",
        prompts: [
          { id: "u4-d2-q3", text: "What happened when the push was too gentle? What does this show about threshold?" },
          {
            id: "u4-d2-q4",
            text: "Why could a fallen domino not fall again until it was reset? What part of a real action potential does this model?",
          },
          { id: "u4-d2-q5", text: "Describe one way the domino model is different from a real axon." },
        ],
      },
      {
        heading: "Part 3: Myelin Relay Data",
        prompts: [
          { id: "u4-d2-q6", text: "Record three times for each relay and calculate the means." },
          { id: "u4-d2-q7", text: "Which relay was faster, and why does jumping between nodes speed up the signal?" },
          {
            id: "u4-d2-q8",
            text: "Some diseases damage myelin. Predict how this would change the signals and explain your reasoning.",
          },
        ],
      },
      {
        heading: "Part 4: Across the Synapse",
        prompts: [
          {
            id: "u4-d2-q9",
            text: "Put these steps in order: neurotransmitter binds a receptor; signal reaches the axon terminal; vesicles release neurotransmitter; the next cell responds.",
          },
          {
            id: "u4-d2-q10",
            text: "How could a design team copy the all-or-none idea to build an alarm that ignores small, unimportant signals?",
          },
        ],
      },
    ],
    wordBank: [
      { term: "dendrite", meaning: "branch of a neuron that receives signals" },
      { term: "axon", meaning: "long extension that carries the signal away from the cell body" },
      { term: "myelin", meaning: "fatty insulation around an axon that speeds up signals" },
      { term: "action potential", meaning: "a brief, all-or-none change in charge that travels along an axon" },
      { term: "threshold", meaning: "the level a stimulus must reach to start an action potential" },
      { term: "synapse", meaning: "the junction where a neuron passes a signal to another cell" },
      { term: "neurotransmitter", meaning: "a chemical messenger released at a synapse" },
      { term: "ion channel", meaning: "a protein in the membrane that lets specific ions pass" },
    ],
    sentenceStarters: [
      "The domino model shows ___ because ___.",
      "Myelin speeds up the signal by ___.",
      "At the synapse, the signal changes from ___ to ___.",
      "One limitation of our model is ___.",
    ],
  },
  lab: true,
  safety: [
    "Run the 10 m relay line along a hallway or a cleared edge of the room, free of bags and chair legs; students walk to their places and stand still during trials.",
    "The hand squeeze is gentle and brief. A student who prefers not to hold hands passes the signal with a tap on the shoulder or times the trials instead.",
    "Dominoes stay on the tables; pick up any that fall so no one slips on them.",
  ],
  file: plans.day2,
};

const day3: LessonInput = {
  number: 3,
  label: "Day 3",
  title: "Sensing the World: Receptors, Perception and Inherited Traits",
  description:
    "Students map touch-receptor density with a two-point discrimination test, use Punnett squares to explain inherited differences in bitter taste and color vision, and survey animal senses that inspire engineers.",
  drivingQuestion: "Why do different people, and different animals, sense the same world in different ways?",
  objectives: [
    "Collect and compare two-point discrimination data for four body areas and relate the results to receptor density.",
    "Explain how a sensory receptor converts a stimulus into a signal that the brain interprets as perception.",
    "Use Punnett squares to predict the inheritance of bitter-taste sensitivity (TAS2R38 gene) and of red-green color vision deficiency, an X-linked trait.",
    "Match an animal sense with a human technology it has inspired and name the receptor or organ behind it.",
  ],
  keyUnderstandings: [
    "Sensory receptors are specialized cells that convert a stimulus (light, pressure, chemicals, temperature, sound) into electrical signals; the brain, not the receptor, turns those signals into perception.",
    "Areas with densely packed touch receptors, such as fingertips and lips, have larger areas of the brain devoted to them and can tell apart two points only a few millimeters apart.",
    "Some differences in sensing are inherited: variants of the TAS2R38 taste-receptor gene affect whether a person tastes certain bitter compounds, and the genes for red and green cone pigments sit on the X chromosome, so red-green color vision deficiency is far more common in males. How often a trait appears differs among populations.",
  ],
  materials: [
    "For the default class of 30 in 15 pairs, set up in 10 minutes: 1 two-point caliper (2 bent paper clips, or 2 toothpicks taped to a ruler) and 1 metric ruler per pair (15 of each); 1 class data sheet",
    "Paper clips bent into two-point calipers, or two toothpicks taped to a ruler",
    "Metric rulers",
    "Class data sheet for two-point thresholds",
    "Punnett square practice cards using fictional families",
    "Photo cards of animal senses: star-nosed mole, bat, harbor seal, fish lateral line, insect compound eye",
    "Day 3 handout",
  ],
  activities: [
    {
      title: "Warm-Up: Same Food, Different Taste",
      minutes: 5,
      description:
        "Students discuss why some people find foods such as broccoli, greens or black coffee much more bitter than others do, and list possible causes (no one is asked about their own health).",
    },
    {
      title: "Two-Point Touch Mapping Lab",
      minutes: 20,
      description:
        "With eyes closed, each partner is touched with the calipers on the fingertip, palm, back of the hand and forearm at decreasing distances. Students record the smallest distance felt as two points (often under 5 mm on a fingertip and 30 to 40 mm on the forearm), pool class data and explain the pattern with receptor density and the brain's touch map.",
    },
    {
      title: "Inherited Senses: Punnett Square Cases",
      minutes: 15,
      description:
        "Students work fictional family cases: a cross between two people who carry one taster and one non-taster TAS2R38 allele (expected 3 tasters to 1 non-taster), and an X-linked cross between a carrier mother and a father with typical color vision (each son has a 1 in 2 chance of the trait). They compare predictions with population data and discuss why trait frequencies vary among populations.",
    },
    {
      title: "Animal Sensor Gallery",
      minutes: 8,
      description:
        "Students rotate through photo cards, name each stimulus and receptor, and match the animal to a technology: bats to ultrasonic canes, harbor seal whiskers to underwater flow sensors, the retina to event cameras, insect compound eyes to wide-angle curved cameras.",
    },
    {
      title: "Exit Ticket",
      minutes: 5,
      description:
        "Students explain why a fingertip detects two points closer together than the forearm can, and state the chance that a child of two carriers of the non-taster allele is a non-taster.",
    },
  ],
  differentiation: {
    supported: [
      "Punnett square templates with parent alleles filled in and a worked first example",
      "Data table with the body areas listed and a partly drawn bar graph",
    ],
    extension: [
      "Use probability to explain why red-green color vision deficiency affects about 8 percent of males but about 0.5 percent of females in populations of Northern European ancestry",
      "Investigate sensory adaptation by timing how long it takes to stop noticing a coin resting on the forearm",
    ],
    multilingual: [
      "Visual glossary of senses and receptors with icons",
      "Partner talk in home languages about foods considered bitter in family cooking before writing claims in English",
    ],
  },
  assessment: [
    "Class two-point data graph with a claim about receptor density",
    "Two correctly completed Punnett squares with probabilities written as fractions and percentages",
    "Gallery sheet linking each animal, its receptor and a technology",
    "Exit ticket",
  ],
  standards: {
    state: ["BIO1.LS1.7", "BIO1.LS3.1", "BIO1.LS3.2", "BIO1.LS3.4"],
    ngss: ["HS-LS1-2", "HS-LS3-1", "HS-LS3-3"],
  },
  handout: {
    title: "Day 3: Sensing the World",
    intro:
      "Your senses depend on receptor cells, nerves and your brain, and some differences in how people sense the world are inherited. Use today's lab and genetics cases to explain both.",
    sections: [
      {
        heading: "Part 1: Two-Point Touch Map",
        prompts: [
          {
            id: "u4-d3-q1",
            text: "With your partner's eyes closed, touch the calipers to the fingertip, palm, back of the hand and forearm. Record the smallest distance felt as two points for each area.",
          },
          { id: "u4-d3-q2", text: "Rank the areas from most to least sensitive." },
          { id: "u4-d3-q3", text: "Use the terms receptor density and brain map to explain your ranking." },
        ],
      },
      {
        heading: "Part 2: Bitter Taste Genetics",
        prompts: [
          {
            id: "u4-d3-q4",
            text: "T = taster allele (dominant), t = non-taster allele. Complete a Punnett square for Tt x Tt: write each parent's alleles beside and above the square, then fill in the four boxes.",
            response: {
              kind: "table",
              columns: ["", "Parent 2 allele:", "Parent 2 allele:"],
              rows: ["Parent 1 allele:", "Parent 1 allele:"],
              rowHeight: 48,
            },
          },
          {
            id: "u4-d3-q5",
            text: "What fraction of the offspring are expected to be non-tasters? Write it as a percentage too.",
          },
          { id: "u4-d3-q6", text: "Why might a real family not match the prediction exactly?" },
        ],
      },
      {
        heading: "Part 3: Color Vision on the X Chromosome",
        prompts: [
          {
            id: "u4-d3-q7",
            text: "Complete the Punnett square for a carrier mother (X^B X^b) and a father with typical color vision (X^B Y): the mother's alleles beside the square, the father's X and Y above it.",
            response: {
              kind: "table",
              columns: ["", "Father:", "Father:"],
              rows: ["Mother:", "Mother:"],
              rowHeight: 48,
            },
          },
          {
            id: "u4-d3-q8",
            text: "What is the chance that a son has red-green color vision deficiency? That a daughter does?",
          },
          { id: "u4-d3-q9", text: "Explain why this trait is more common in males than in females." },
        ],
      },
      {
        heading: "Part 4: Animal Sensors",
        prompts: [
          {
            id: "u4-d3-q10",
            text: "Choose one animal from the gallery. What stimulus does it detect, and with what receptor or organ?",
          },
          { id: "u4-d3-q11", text: "What human problem could a device based on this sense help solve?" },
        ],
      },
    ],
    wordBank: [
      { term: "sensory receptor", meaning: "a specialized cell that detects a stimulus and starts a signal" },
      { term: "perception", meaning: "the brain's interpretation of sensory signals" },
      { term: "receptor density", meaning: "how closely packed receptors are in an area" },
      { term: "allele", meaning: "one version of a gene" },
      { term: "dominant", meaning: "an allele that shows its trait when one copy is present" },
      { term: "recessive", meaning: "an allele that shows its trait only without a dominant allele" },
      { term: "X-linked", meaning: "a trait whose gene is on the X chromosome" },
      { term: "Punnett square", meaning: "a grid for predicting the genotypes of offspring" },
    ],
    sentenceStarters: [
      "The fingertip is more sensitive because ___.",
      "The chance of a non-taster child is ___ because ___.",
      "This trait is more common in males because ___.",
      "An animal sense that could inspire a design is ___.",
    ],
  },
  lab: true,
  safety: [
    "Bend paper-clip calipers so both tips are even and file or tape any burr; with toothpicks, blunt each point on the desk first. Touch the skin lightly, just enough to be felt, never pressing or scratching, and never on the face, near the eyes or on broken skin.",
    "The partner with closed eyes knows which areas will be touched and can stop at any time; any student may take the tester's or recorder's role instead.",
    "Each pair keeps its own calipers and bins used toothpicks; wipe calipers with an alcohol wipe before another class uses them.",
    "No tasting: the bitter-taste warm-up uses examples only, with no PTC paper or food, and no one is asked about their own or their family's health.",
  ],
  file: plans.day3,
};

const day4: LessonInput = {
  number: 4,
  label: "Day 4",
  title: "Feedback and Homeostasis: Designing Systems That Self-Correct",
  description:
    "Students test a reflex arc, model negative and positive feedback loops, and draft a biomimetic design brief that uses a sense, signal, respond and feedback system to meet a community need.",
  drivingQuestion:
    "How do living systems use feedback to stay in balance, and how can we borrow that strategy in our designs?",
  objectives: [
    "Trace the knee-jerk (patellar) reflex arc and explain why a reflex starts without input from the brain.",
    "Model a negative feedback loop for body temperature or blood glucose, naming the sensor, control center and effectors.",
    "Distinguish negative from positive feedback with a biological example of each.",
    "Draft a design brief that maps an animal's sensing and feedback system onto a solution for a community problem.",
  ],
  keyUnderstandings: [
    "In a reflex arc, a sensory neuron signals through the spinal cord straight to a motor neuron, so the response begins before the brain is aware of the stimulus.",
    "Homeostasis relies mainly on negative feedback: a sensor detects a change, a control center such as the hypothalamus compares it with a set point, and effectors reverse the change (sweating when body temperature rises above about 37 °C, insulin release when blood glucose rises).",
    "Positive feedback amplifies a change until an endpoint is reached, as in blood clotting or contractions during childbirth; engineers use the same ideas in thermostats, cruise control and adaptive prosthetics.",
  ],
  materials: [
    "For the default class of 30 in 15 pairs, set up in 5 minutes: 1 rubber reflex hammer per pair (15), or the edge of a hardcover book; 15 chairs or desks high enough for legs to swing freely",
    "Rubber reflex hammers or the edge of a hardcover book",
    "Chairs or desks high enough for legs to swing freely",
    "Feedback-loop card sort for body temperature, blood glucose and blood clotting",
    "Chart paper, sticky notes and markers",
    "Day 4 design brief handout",
  ],
  activities: [
    {
      title: "Reflex Test",
      minutes: 10,
      description:
        "Volunteers have the patellar reflex tested gently while partners record the response and whether the person could stop it; students who prefer not to be tested act as recorders. The class sketches the arc: stretch receptor, sensory neuron, spinal cord, motor neuron, quadriceps.",
    },
    {
      title: "Feedback Loop Card Sort",
      minutes: 13,
      description:
        "Groups assemble loops for body temperature, blood glucose and blood clotting from sensor, control center, effector and response cards, label each loop negative or positive, and predict what happens if one part fails. A thermostat diagram shows the same logic in a machine.",
    },
    {
      title: "Biomimetic Design Brief",
      minutes: 22,
      description:
        "Groups choose a community need (heat safety for outdoor workers, safer street crossings, navigation aids for neighbors with low vision) and an animal system from this phase. They map stimulus, sensor, signal, response and feedback, and state criteria and constraints such as cost, safety and who benefits. The Eastgate Centre in Harare, Zimbabwe, cooled by a design inspired by termite mounds, serves as a model, including how later research revised the original explanation of mound ventilation.",
    },
    {
      title: "Gallery Feedback and Exit Ticket",
      minutes: 8,
      description:
        "Groups post their briefs; peers leave one 'I like', one 'I wonder' and one biology check. Individually, students explain how their design uses negative feedback.",
    },
  ],
  differentiation: {
    supported: [
      "Design brief template with a worked example (a bat-inspired cane) for each box",
      "Feedback card sort with pictures and color coding for sensor, control center and effector",
    ],
    extension: [
      "Add a measurable criterion to the brief, such as a maximum response time based on the Day 1 reaction-time data",
      "Compare a biological feedback loop with an engineering control loop and identify where each can fail",
    ],
    multilingual: [
      "Design brief prompts with visuals and, where possible, in students' home languages",
      "Let groups sketch and annotate their design before writing full sentences",
    ],
  },
  assessment: [
    "Reflex arc sketch with all five parts labeled in order",
    "Feedback loops correctly classified as negative or positive",
    "Design brief scored for biology accuracy, a clear feedback mechanism, and criteria and constraints (Phase 1 checkpoint)",
    "Exit ticket on negative feedback in the group's design",
  ],
  standards: { state: ["BIO1.LS1.2", "BIO1.LS1.7"], ngss: ["HS-LS1-3", "HS-ETS1-1", "HS-ETS1-2"] },
  handout: {
    title: "Day 4: Feedback Loops and Design Brief",
    intro:
      "Living things stay in balance by sensing change and correcting it. Today you will map feedback loops in the body and plan a design that uses the same strategy.",
    sections: [
      {
        heading: "Part 1: Reflex Arc",
        prompts: [
          {
            id: "u4-d4-q1",
            text: "Put the reflex arc in order: motor neuron, tap below the knee, spinal cord, quadriceps contracts, stretch receptor, sensory neuron.",
          },
          { id: "u4-d4-q2", text: "Why can a reflex happen before you are aware of it?" },
        ],
      },
      {
        heading: "Part 2: Feedback Loops",
        prompts: [
          {
            id: "u4-d4-q3",
            text: "For body temperature, name the sensor, control center, effectors and response when you overheat.",
          },
          { id: "u4-d4-q4", text: "Is blood clotting negative or positive feedback? Explain how you know." },
          {
            id: "u4-d4-q5",
            text: "Predict what would happen to blood glucose after a meal if the pancreas did not release insulin.",
          },
        ],
      },
      {
        heading: "Part 3: Design Brief",
        prompts: [
          { id: "u4-d4-q6", text: "Community need: Who is affected, and what problem are you solving?" },
          {
            id: "u4-d4-q7",
            text: "Nature model: Which animal system inspires you? Describe its stimulus, receptor, signal and response.",
          },
          {
            id: "u4-d4-q8",
            text: "Your design: What will it sense, how will it signal, how will it respond, and how will feedback keep it working?",
          },
          {
            id: "u4-d4-q9",
            text: "Criteria and constraints: List two things your design must do and two limits (cost, safety, materials, time).",
          },
        ],
      },
    ],
    wordBank: [
      { term: "homeostasis", meaning: "keeping internal conditions stable" },
      { term: "negative feedback", meaning: "a response that reverses a change" },
      { term: "positive feedback", meaning: "a response that amplifies a change" },
      { term: "set point", meaning: "the target value a system keeps returning to" },
      { term: "reflex arc", meaning: "the fast nerve pathway of an automatic response" },
      { term: "effector", meaning: "a muscle or gland that carries out a response" },
      { term: "criteria", meaning: "what a design must do to succeed" },
      { term: "constraints", meaning: "limits a design must work within" },
    ],
    sentenceStarters: [
      "This is negative feedback because ___.",
      "The control center compares ___ with ___.",
      "Our design senses ___ and responds by ___.",
      "A constraint we must design around is ___.",
    ],
  },
  lab: true,
  safety: [
    "Reflex testing is voluntary. Anyone with a knee injury, recent knee surgery or knee pain is not tested and records instead.",
    "The tested student sits with legs hanging freely. The tester stands to the side, not in front of the foot, and taps once, lightly, on the tendon just below the kneecap with a rubber reflex hammer or the edge of a book, never on the kneecap or shin.",
    "At most three taps per leg, and no competing over the size of the kick.",
  ],
  file: plans.day4,
};

export const unit4 = {
  number: 4,
  title: "NeuroNature: Designing Biomimetic Systems",
  description:
    "Students explore how nervous and sensory systems detect, transmit and respond to information, how feedback keeps bodies in balance, and how sensory traits are inherited, then apply what they learn to design biomimetic solutions for their communities.",
  color: "blue",
  card: {
    description:
      "Discover how nervous systems sense and respond to the world, then design devices inspired by how living things process information.",
    keyTopics: ["Neurons and signalling", "Sensing and response", "Biomimetic design"],
    color: "orange",
  },
  backLink: { to: "/courses", label: "Back to Courses" },
  drivingQuestion:
    "How can the way animals sense, signal and respond to their world inspire designs that solve problems in our community?",
  realWorldChallenge:
    "Many community problems are problems of sensing and responding: a street crossing where drivers do not see pedestrians, a neighbor with low vision navigating a crowded sidewalk, outdoor workers who do not notice heat stress until it is dangerous. Animals solved similar problems long ago: bats navigate by echolocation, seals track fish with their whiskers, and every body uses feedback to stay in balance. Students investigate how nervous and sensory systems work, then design and pitch a biomimetic prototype concept that senses a problem, signals it and responds, explaining the biology behind each part.",
  coreConcepts: [
    {
      title: "Organization of the Nervous System",
      description:
        "Specialized cells form the central nervous system (brain and spinal cord) and the peripheral nervous system, which work together to detect stimuli and coordinate responses.",
      codes: ["BIO1.LS1.3", "HS-LS1-2"],
    },
    {
      title: "Neurons and Signaling",
      description:
        "Neurons carry information as action potentials produced by ion channels in the membrane, and pass it to other cells with neurotransmitters at synapses.",
      codes: ["BIO1.LS1.3", "BIO1.LS1.7", "HS-LS1-2"],
    },
    {
      title: "Sensory Systems and Perception",
      description:
        "Receptors convert light, sound, touch, chemicals and temperature into signals that the brain integrates and interprets to generate behavior.",
      codes: ["BIO1.LS1.7", "HS-LS1-2"],
    },
    {
      title: "Feedback and Homeostasis",
      description:
        "Reflexes and negative feedback loops let organisms respond quickly and keep internal conditions such as temperature and blood glucose near a set point.",
      codes: ["BIO1.LS1.7", "HS-LS1-3"],
    },
    {
      title: "Inheritance of Traits",
      description:
        "Genes on chromosomes, passed from parents to offspring, shape traits such as taste sensitivity and color vision; dominant, recessive and X-linked patterns and population frequencies explain how these traits vary.",
      codes: ["BIO1.LS3.1", "BIO1.LS3.2", "BIO1.LS3.4", "HS-LS3-1", "HS-LS3-3"],
    },
    {
      title: "Biomimetic Design",
      description:
        "Engineers study how animals sense and respond to design technologies such as ultrasonic canes, whisker-like flow sensors and retina-inspired cameras, testing designs against criteria and constraints.",
      codes: ["HS-ETS1-2"],
    },
  ],
  keyTopics: [
    "Central and peripheral nervous systems",
    "Neuron structure and the action potential",
    "Synapses and neurotransmitters",
    "Sensory receptors and perception",
    "Reflexes, feedback loops and homeostasis",
    "Inheritance of sensory traits",
    "Biomimicry and the engineering design process",
  ],
  projectIdeas: [
    {
      title: "Echo Navigator",
      description:
        "Prototype a low-cost obstacle-detection aid for people with low vision based on bat echolocation, using an ultrasonic distance sensor and a vibration motor, and test it with feedback from users.",
    },
    {
      title: "Whisker Flow Sensor",
      description:
        "Build a whisker-like sensor inspired by rats and harbor seals that detects airflow or water movement, for example to monitor ventilation in a classroom or flow in a storm drain.",
    },
    {
      title: "Heat Alert Wearable",
      description:
        "Design a wearable that senses temperature and humidity and signals outdoor workers or athletes to rest and drink water, modeled on the body's thermoregulation feedback loop.",
    },
    {
      title: "Termite-Inspired Cooling",
      description:
        "Model passive cooling for a community space inspired by termite mounds and the Eastgate Centre in Harare, comparing temperatures in cardboard prototypes with and without the design.",
    },
  ],
  learningOutcomes: [
    "Explain how the central and peripheral nervous systems work together to turn a stimulus into a response.",
    "Describe how an action potential travels along a neuron and how signals cross a synapse.",
    "Relate receptor type and density to how people and animals perceive their surroundings.",
    "Model negative and positive feedback loops that maintain homeostasis.",
    "Predict the inheritance of sensory traits with Punnett squares, including dominant, recessive and X-linked patterns.",
    "Design and justify a biomimetic solution to a community problem using evidence from nervous and sensory systems.",
  ],
  competencies: [
    {
      title: "Original Thinkers",
      description:
        "Students turn observations of animal senses into new design ideas and revise them when evidence shows a better way.",
    },
    {
      title: "Generous Collaborators",
      description:
        "Students share lab roles, give specific peer feedback on design briefs, and build on each other's ideas.",
    },
    {
      title: "Holders of Foundational Knowledge",
      description:
        "Students use accurate vocabulary and models of neurons, senses, feedback and inheritance to explain how their designs work.",
    },
    {
      title: "Learners for Life",
      description:
        "Students reflect on how they learn from failed trials and connect biology to careers in neuroscience, engineering and accessible design.",
    },
  ],
  standards: {
    ngss: ngssAlignment(["HS-LS1-1", "HS-LS1-2", "HS-LS1-3", "HS-LS3-1", "HS-LS3-3", "HS-ETS1-1", "HS-ETS1-2"]),
    state: stateAlignment(["BIO1.LS1.2", "BIO1.LS1.3", "BIO1.LS1.7", "BIO1.LS3.1", "BIO1.LS3.2", "BIO1.LS3.4"]),
  },
  phases: [
    {
      number: 1,
      title: "Nervous System Foundations",
      range: "Days 1-4",
      badges: ["Unit 4 - Phase 1", "Days 1-4"],
      summary:
        "Students build the biology behind biomimetic design: how the nervous system is organized, how neurons signal, how senses work and vary from person to person, and how feedback keeps living systems in balance.",
      overview: [
        "Phase 1 starts with the students themselves. A reaction-time lab and a two-point touch test turn their own nervous systems into the data source, so abstract ideas such as integration, receptor density and threshold are grounded in measurements they collected.",
        "Each day pairs a human system with an animal system that engineers have copied, from bat echolocation to seal whiskers and termite mounds. By Day 4 every group has drafted a design brief that maps an animal's sense, signal, response and feedback onto a need in their own community.",
      ],
      objectives: [
        "Trace the pathway from stimulus to response through the central and peripheral nervous systems.",
        "Explain how action potentials and synapses carry signals, and why myelin speeds them up.",
        "Relate receptor density and brain processing to perception.",
        "Predict the inheritance of sensory traits with Punnett squares.",
        "Model negative and positive feedback and apply feedback to a biomimetic design brief.",
      ],
      keyActivities: [
        {
          title: "Ruler-Drop Reaction-Time Lab",
          description: "Students measure reaction time with and without distraction and map the signal's pathway.",
          when: "Day 1",
        },
        {
          title: "Domino Action Potential and Myelin Relay",
          description: "Physical models of threshold, the refractory period and saltatory conduction, with timed data.",
          when: "Day 2",
        },
        {
          title: "Two-Point Touch Map and Sensory Genetics",
          description: "A receptor-density lab paired with Punnett square cases on bitter taste and color vision.",
          when: "Day 3",
        },
        {
          title: "Feedback Loops and Design Brief",
          description: "Reflex testing, a feedback card sort and a first biomimetic design brief for a community need.",
          when: "Day 4",
        },
      ],
      checkpoint: {
        title: "Checkpoint: Biomimetic Design Brief",
        description:
          "Each group submits a design brief that names a community need, an animal model and a sense, signal, respond and feedback mechanism, with criteria and constraints. Feedback on the brief guides the prototype work that follows.",
        when: "Day 4",
      },
      extraSections: [
        {
          title: "Assessment Components",
          items: [
            {
              title: "Reaction-Time Analysis",
              description: "Data table, means and a claim about distraction supported by evidence (Day 1).",
            },
            {
              title: "Neuron Model Critique",
              description: "Labeled neuron, domino model strengths and limits, and relay data on myelin (Day 2).",
            },
            {
              title: "Sensory Map and Genetics Problems",
              description: "Two-point data graph and two Punnett squares with stated probabilities (Day 3).",
            },
            {
              title: "Design Brief",
              description:
                "Group brief scored for biology accuracy, feedback mechanism, and criteria and constraints (Day 4).",
            },
          ],
        },
        {
          title: "Safety and Inclusion",
          items: [
            {
              title: "Choice in Body-Based Labs",
              description:
                "Reaction-time, touch and reflex tests are always optional for the person being tested; any student can take the recorder or analyst role instead.",
            },
            {
              title: "No Personal Health Data",
              description:
                "Genetics cases use fictional families and published population data; students are never asked about their own or their family's traits or conditions.",
            },
          ],
        },
      ],
      resourceMap: [
        {
          when: "Day 1",
          question: "How does the nervous system turn a stimulus into a response?",
          video: video("cc-nervous-system"),
          interactive: interactive("bi-classroom-resources"),
          textbook: textbook("os-35-3"),
          stateStandard: "BIO1.LS1.7",
          ngss: ["HS-LS1-2"],
          notes: "Use the textbook section for CNS and PNS vocabulary before the pathway-building activity.",
        },
        {
          when: "Day 2",
          question: "How do neurons carry signals quickly and in one direction?",
          video: video("cc-nervous-system"),
          interactive: interactive("bi-synaptic-function"),
          textbook: textbook("os-35-2"),
          stateStandard: "BIO1.LS1.7",
          ngss: ["HS-LS1-2", "HS-LS1-1"],
          notes:
            "Show the synapse animation after the relay so students can compare their model with the real sequence.",
        },
        {
          when: "Day 3",
          question: "Why do people and animals sense the same world differently?",
          video: video("cc-heredity"),
          interactive: interactive("bi-classroom-resources"),
          textbook: textbook("os-36-1"),
          stateStandard: "BIO1.LS3.1",
          ngss: ["HS-LS3-1", "HS-LS3-3"],
          notes: "Section 36.3 Taste and Smell supports the bitter-taste genetics case.",
        },
        {
          when: "Day 4",
          question: "How do feedback loops keep living systems in balance, and how can designs copy them?",
          video: video("cc-endocrine-system"),
          interactive: interactive("bi-classroom-resources"),
          textbook: textbook("os-33-3"),
          stateStandard: "BIO1.LS1.2",
          ngss: ["HS-LS1-3", "HS-ETS1-2"],
          notes:
            "Pair the textbook's thermoregulation figure with the feedback card sort before groups start their briefs.",
        },
      ],
      lessons: [day1, day2, day3, day4],
      materials: [
        lessonPlan({
          title: "Day 1 Lesson Plan",
          subtitle: "Stimulus to Response: reaction-time lab and design challenge launch",
          path: plans.day1,
          lesson: 1,
          phase: 1,
        }),
        lessonPlan({
          title: "Day 2 Lesson Plan",
          subtitle: "Neurons and Signaling: domino model and myelin relay",
          path: plans.day2,
          lesson: 2,
          phase: 1,
        }),
        lessonPlan({
          title: "Day 3 Lesson Plan",
          subtitle: "Sensing the World: touch mapping and sensory genetics",
          path: plans.day3,
          lesson: 3,
          phase: 1,
        }),
        lessonPlan({
          title: "Day 4 Lesson Plan",
          subtitle: "Feedback and Homeostasis: reflexes, feedback loops and design brief",
          path: plans.day4,
          lesson: 4,
          phase: 1,
        }),
        handout({
          title: "Day 1 Handout",
          subtitle: "Reaction-time lab (standard)",
          path: "/materials/unit4/phase1/Day_1_Handout.pdf",
          lesson: 1,
          phase: 1,
          variant: "standard",
        }),
        handout({
          title: "Day 1 Handout - Supported",
          subtitle: "Reaction-time lab with partly completed tables and a conversion chart",
          path: "/materials/unit4/phase1/Day_1_Handout_Supported.pdf",
          lesson: 1,
          phase: 1,
          variant: "supported",
        }),
        handout({
          title: "Day 1 Handout - Modified",
          subtitle: "Reaction-time lab with fewer trials and picture-supported steps",
          path: "/materials/unit4/phase1/Day_1_Handout_Modified.pdf",
          lesson: 1,
          phase: 1,
          variant: "modified",
        }),
        handout({
          title: "Day 2 Handout",
          subtitle: "Neuron parts, domino model and relay data",
          path: "/materials/unit4/phase1/Day_2_Handout.pdf",
          lesson: 2,
          phase: 1,
        }),
        handout({
          title: "Day 3 Handout",
          subtitle: "Two-point touch map and sensory genetics",
          path: "/materials/unit4/phase1/Day_3_Handout.pdf",
          lesson: 3,
          phase: 1,
        }),
        handout({
          title: "Day 4 Handout",
          subtitle: "Feedback loops and editable design brief",
          path: "/materials/unit4/phase1/Day_4_Handout.docx",
          lesson: 4,
          phase: 1,
        }),
      ],
    },
  ],
  materials: [
    lessonPlan({
      title: "Day 1 Lesson Plan: Stimulus to Response",
      subtitle: "Phase 1 - Nervous System Foundations",
      path: "/materials/unit4/Unit4_Day_1_Lesson_Plan.docx",
      lesson: 1,
      phase: 1,
    }),
    lessonPlan({
      title: "Day 2 Lesson Plan: Neurons and Signaling",
      subtitle: "Phase 1 - Nervous System Foundations",
      path: "/materials/unit4/Unit4_Day_2_Lesson_Plan.docx",
      lesson: 2,
      phase: 1,
    }),
    lessonPlan({
      title: "Day 3 Lesson Plan: Sensing the World",
      subtitle: "Phase 1 - Nervous System Foundations",
      path: "/materials/unit4/Unit4_Day_3_Lesson_Plan.docx",
      lesson: 3,
      phase: 1,
    }),
    lessonPlan({
      title: "Day 4 Lesson Plan: Feedback and Homeostasis",
      subtitle: "Phase 1 - Nervous System Foundations",
      path: "/materials/unit4/Unit4_Day_4_Lesson_Plan.docx",
      lesson: 4,
      phase: 1,
    }),
    handout({
      title: "Reaction-Time Lab Handout",
      subtitle: "Day 1 student handout",
      path: "/materials/unit4/Unit4_Day_1_Handout.pdf",
      lesson: 1,
      phase: 1,
      variant: "standard",
    }),
    handout({
      title: "Design Brief Handout",
      subtitle: "Day 4 feedback loops and biomimetic design brief",
      path: "/materials/unit4/Unit4_Day_4_Handout.docx",
      lesson: 4,
      phase: 1,
    }),
  ],
  textPlanFileName: "Unit4_NeuroNature.txt",
} satisfies UnitInput;
