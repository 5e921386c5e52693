import { lessonPlan, unlistedHandout } from "../builders.ts";
import { cleanUpSafety } from "../safety.ts";
import type { LessonInput } from "../schema.ts";
import type { ProjectWorkExtension } from "./schema.ts";

// Unit 4's project work (issue 29, point 7; decision 0036): the spec's Phase 1 stops at the Day 4 design brief, but
// the unit promises a designed, built, tested and pitched biomimetic prototype. Days 5-9 continue Phase 1's
// numbering so every card, file and prompt id stays unique; they are taught right after Day 4.

const folder = "/materials/unit4/phase1";
const plans = {
  day5: `${folder}/Day_5_Prototype_Design_Lesson_Plan.docx`,
  day6: `${folder}/Day_6_Prototype_Build_Lesson_Plan.docx`,
  day7: `${folder}/Day_7_Prototype_Testing_Lesson_Plan.docx`,
  day8: `${folder}/Day_8_Prototype_Iteration_Lesson_Plan.docx`,
  day9: `${folder}/Day_9_Biomimicry_Pitch_Lesson_Plan.docx`,
} as const;

/** Powering a prototype: small batteries only, and what to do when one heats up or fails. */
const batterySafety =
  "Power comes from AA or AAA batteries or a USB battery pack only, never a wall outlet. A battery, wire or motor that gets hot is unplugged at once and set on the table to cool; damaged, swollen or leaking batteries go to the teacher for recycling, never in the trash.";

/** Running a prototype against a stimulus: on the table, never on a person moving without sight. */
const testingSafety =
  "Prototypes are tested on the table with objects, a hand or a book moving toward them: no one walks blindfolded or with eyes closed, and nothing is worn against the skin while it is powered except a wristband the teacher has checked.";

/** Building (or rebuilding) a prototype with craft materials and, where a school has them, small battery-powered kits. */
const buildSafety = [
  batterySafety,
  "Low-temperature glue guns only, each on its stand on a heat-proof mat at a station the teacher names; students keep fingers off the nozzle and fresh glue. A burn is cooled under running water for 10 minutes and reported.",
  "Students cut with scissors; only the teacher uses a craft knife, on a cutting mat, to pre-cut cardboard before class.",
  testingSafety,
];

/**
 * The shared "nothing at a lab table is food" note speaks of plant material and solutions; these days' tables hold
 * glue, batteries, kit parts and test water instead.
 */
const noFoodAtBuild =
  "Nothing at a build or test table is food: no eating or drinking while building or testing, nothing from a kit goes in anyone's mouth, and students' own food and drinks stay off the tables, away from glue, batteries and test water.";

const day5: LessonInput = {
  number: 5,
  label: "Day 5",
  title: "From Brief to Blueprint: Designing the Prototype",
  description:
    "Groups revise their Day 4 design brief from checkpoint feedback, sketch three concepts, score them against the brief's criteria in a decision matrix, and draw a labeled blueprint that maps each part of the chosen design onto the sensor, control center, effector and feedback of a living system.",
  drivingQuestion:
    "Which design best copies our animal's sense-signal-respond loop and meets the criteria in our brief?",
  objectives: [
    "Revise a design brief so that every criterion is measurable (a distance, a time or a temperature with a target value).",
    "Generate three design concepts and choose one with a weighted decision matrix built from the brief's criteria and constraints.",
    "Draw a labeled blueprint in which each part of the prototype is matched to the sensor, control center, effector or feedback of the animal or body system it copies.",
    "Write a materials list and a first test plan that can show whether the prototype meets each criterion.",
  ],
  keyUnderstandings: [
    "A criterion is only useful if it can be tested: 'detects obstacles' becomes 'signals within 0.5 seconds when an object comes within 100 cm'.",
    "Biomimetic design copies a strategy, not an appearance: a bat-inspired aid copies the emit-echo-time-respond loop of echolocation, not the shape of a bat.",
    "Every self-correcting design has the parts of a negative feedback loop: something that senses, something that compares with a set point, something that responds, and a way for the response to change what is sensed.",
  ],
  materials: [
    "Groups' Day 4 design briefs with gallery and checkpoint feedback",
    "Graph paper, rulers and colored pencils for blueprints",
    "Sample kit parts to handle while designing (distance sensor, temperature sensor, buzzer, LED, vibration motor), one set per class",
    "Day 5 handout",
  ],
  activities: [
    {
      title: "Warm-Up: Make It Measurable",
      minutes: 7,
      description:
        "Show three vague criteria ('warns people', 'works fast', 'cheap') and have pairs rewrite each as a measurable target with a number and a unit. Share two rewrites and agree on what makes a criterion testable.",
    },
    {
      title: "Revise the Brief",
      minutes: 8,
      description:
        "Groups read their checkpoint feedback and rewrite their criteria so each one names what will be measured and the target. They keep at least three criteria and two constraints (cost, safety, materials or time).",
    },
    {
      title: "Three Concepts and a Decision Matrix",
      minutes: 15,
      description:
        "Each group member sketches one concept in 4 minutes; the group then scores the concepts 1-3 against each criterion in a decision matrix, weights the criterion that matters most to the community need by two, totals the scores and chooses a concept, noting what it borrows from the others.",
    },
    {
      title: "Blueprint: Biology Part by Part",
      minutes: 15,
      description:
        "Groups draw the chosen design and label every part with its job and its biological match: for example, the ultrasonic sensor as the bat's ear, the microcontroller's distance threshold as the control center's set point, the vibration motor as the effector. The teacher checks each blueprint for a closed feedback loop before groups list materials.",
    },
    {
      title: "Test Plan and Exit Ticket",
      minutes: 5,
      description:
        "Groups write how they will test each criterion on Day 7 and how many trials they will run. Individually, students name the weakest part of their design's loop and why.",
    },
  ],
  differentiation: {
    supported: [
      "A finished decision matrix for the bat-inspired cane example, so groups copy its layout with their own criteria.",
      "A bank of kit parts with pictures, each tagged sensor, control center or effector.",
    ],
    extension: [
      "Set one criterion from the Day 1 reaction-time data: the device should respond faster than the class's mean reaction time.",
      "Add a second feedback path, such as a signal that grows stronger as the hazard gets closer (graded response).",
    ],
    multilingual: [
      "Blueprint labels may be written in any language with an English key.",
      "Sentence frames for justifying a choice: 'We chose ___ because it scored ___ on ___.'",
    ],
  },
  assessment: [
    "Formative: each group's revised criteria are measurable (quantity, unit and target) before they start the matrix.",
    "Decision matrix with weighted totals and a justified choice.",
    "Blueprint in which every part is matched to sensor, control center, effector or feedback, checked by the teacher.",
    "Exit ticket naming the weakest part of the loop.",
  ],
  standards: { state: ["BIO1.LS1.7", "BIO1.LS1.2"], ngss: ["HS-ETS1-2", "HS-LS1-3"] },
  handout: {
    title: "Day 5: From Brief to Blueprint",
    intro:
      "Today your group turns its design brief into a plan you can build. Make every criterion measurable, compare three ideas fairly, and show how each part of your design copies a part of a living system.",
    sections: [
      {
        heading: "Part 1: Measurable Criteria",
        prompts: [
          {
            id: "u4-d5-q1",
            text: "Rewrite your brief's criteria so each names what you will measure, the unit and the target.",
            response: {
              kind: "table",
              columns: ["Criterion from Day 4", "What we will measure", "Unit", "Target"],
              rows: 3,
            },
          },
          { id: "u4-d5-q2", text: "List two constraints your design must work within and why each matters." },
        ],
      },
      {
        heading: "Part 2: Choose a Concept",
        reference: {
          caption: "How to score the decision matrix",
          columns: ["Score", "Meaning"],
          rows: [
            ["3", "Meets the criterion well"],
            ["2", "Partly meets it"],
            ["1", "Barely meets it or not at all"],
            ["x2", "Double the scores of the criterion that matters most to the people you design for"],
          ],
        },
        prompts: [
          {
            id: "u4-d5-q3",
            text: "Score your three concepts in the decision matrix and total each column.",
            response: {
              kind: "table",
              columns: ["Criterion (weight)", "Concept A", "Concept B", "Concept C"],
              rows: ["Criterion 1", "Criterion 2", "Criterion 3", "Constraint check", "Total"],
            },
          },
          { id: "u4-d5-q4", text: "Which concept did you choose? Explain using the scores and one idea you borrowed." },
        ],
      },
      {
        heading: "Part 3: Blueprint",
        prompts: [
          {
            id: "u4-d5-q5",
            text: "Draw your prototype and label every part with its job.",
            response: { kind: "drawing", lines: 12 },
          },
          {
            id: "u4-d5-q6",
            text: "Match each part of your design to the living system it copies.",
            response: {
              kind: "table",
              columns: ["Role in the loop", "Part in our design", "Part in the animal or body"],
              rows: ["Sensor (receptor)", "Control center and set point", "Effector (response)", "Feedback"],
            },
          },
          {
            id: "u4-d5-q7",
            text: "Test plan: how will you test each criterion on Day 7, and how many trials will you run?",
          },
        ],
      },
    ],
    wordBank: [
      { term: "criterion", meaning: "a measurable thing the design must do" },
      { term: "constraint", meaning: "a limit the design must stay within" },
      { term: "decision matrix", meaning: "a table that scores options against criteria" },
      { term: "set point", meaning: "the target value a control center compares with" },
      { term: "effector", meaning: "the part that carries out the response" },
      { term: "biomimicry", meaning: "copying a strategy from living things to solve a human problem" },
    ],
    sentenceStarters: [
      "Our design will ___ within ___ (unit) of ___.",
      "We chose concept ___ because it scored highest on ___.",
      "The ___ in our design works like the ___ in the ___ because ___.",
    ],
  },
  lab: false,
  file: plans.day5,
};

const day6: LessonInput = {
  number: 6,
  label: "Day 6",
  title: "Build Day: Making the Sense-Signal-Respond Loop",
  description:
    "Groups build the first version of their biomimetic prototype from their blueprint, testing each part of the loop (sensor, control, effector) on its own before joining them, and keep a build log of what they made, what failed and how they fixed it.",
  drivingQuestion: "Can we make a device that senses a change and responds to it the way a living system does?",
  objectives: [
    "Build a working first version of a prototype that senses a stimulus and produces a response.",
    "Test each part of the loop separately (does the sensor respond, does the effector run, does the control step decide correctly) before joining them.",
    "Record problems and fixes in a build log, naming which part of the loop each problem belongs to.",
    "Compare how the prototype's signal travels with how a nerve impulse travels from receptor to effector.",
  ],
  keyUnderstandings: [
    "Engineers build and test in small pieces for the same reason a doctor tests a reflex: when a loop fails, checking each part in turn shows where the break is.",
    "A prototype is a model for learning, not a finished product; a simple cardboard or paper version that closes the loop teaches as much as an electronic one.",
    "In the body, receptor, sensory neuron, integration in the central nervous system, motor neuron and effector each add delay; in a device, the sensor's sampling rate and the program's decision step do the same.",
  ],
  materials: [
    "For the default class of 30 in 8 groups of about 4, set up in 25 minutes (the teacher pre-cuts the cardboard): 2 sheets of cardboard per group (16), 10 straws per group (80), 20 craft sticks per group (160), 2 m of string per group (16 m) and 1 roll of tape per group (8); 1 microcontroller kit per group (8) with 1 AA battery pack each, or for contact switches 10 paper clips per group (80), 1 LED or buzzer per group (8), 2 AA batteries per group (16) and a sheet of foil; 5 glue sticks per group (40) for 4 low-temperature glue guns on heat-proof mats; 1 pair of scissors per student (30) and 1 build log per student (30)",
    "Cardboard, straws, craft sticks, string, tape and low-temperature glue guns, per group",
    "Where available, one microcontroller kit per group (for example a micro:bit or Arduino board with an ultrasonic distance sensor, a temperature sensor, a buzzer, LEDs and a vibration motor), with AA battery packs",
    "Where kits are not available: aluminum foil, paper clips, a 3 V LED or buzzer and two AA batteries per group to make contact switches",
    "Groups' Day 5 blueprints",
    "For the warm-up: a flashlight that will not light (a battery put in backwards), for the teacher to show",
    "Day 6 build log handout",
  ],
  activities: [
    {
      title: "Warm-Up: Where Does the Loop Break?",
      minutes: 5,
      description:
        "Show a flashlight that will not light. Students list the parts to check in order (battery, switch, bulb, wires) and connect the strategy to finding the broken link in a reflex arc.",
    },
    {
      title: "Safety Briefing and Roles",
      minutes: 5,
      description:
        "Go over batteries, glue guns and scissors, then groups assign roles: builder, tester, log keeper and materials manager, rotating halfway through.",
    },
    {
      title: "Build in Parts",
      minutes: 25,
      description:
        "Groups build and test the sensor first (does it change when the stimulus changes?), then the effector (does it run when switched on?), then the control step that joins them (a program threshold or a contact switch). Each test goes into the build log before the parts are joined.",
    },
    {
      title: "Close the Loop",
      minutes: 10,
      description:
        "Groups join the parts and run three quick checks with the real stimulus (a hand approaching, a warm cup, a puff of air). The teacher visits each table and asks which part of a nervous system each component plays.",
    },
    {
      title: "Exit Ticket and Clean-Up",
      minutes: 5,
      description:
        "Groups unplug batteries and store prototypes. Individually, students write the biggest problem their group met today, which part of the loop it was in, and what they will try next.",
    },
  ],
  differentiation: {
    supported: [
      "Starter code or a wiring picture for each sensor-effector pair, so groups change only the threshold.",
      "A no-electronics build path: a foil contact switch that closes when a whisker straw bends, lighting an LED.",
    ],
    extension: [
      "Program a graded response: the buzzer beeps faster as the object gets closer.",
      "Measure the device's delay with a slow-motion phone video and compare it with the Day 1 reaction times.",
    ],
    multilingual: [
      "Build steps shown as photos with short labels.",
      "Groups may keep their log in any language, with key terms in English.",
    ],
  },
  assessment: [
    "Formative: teacher check at each table that every part of the loop was tested alone and logged.",
    "Build log with at least three entries, each naming the loop part, the problem and the fix.",
    "Exit ticket on the biggest problem and the next step.",
  ],
  standards: { state: ["BIO1.LS1.7"], ngss: ["HS-ETS1-2", "HS-LS1-2"] },
  handout: {
    title: "Day 6: Prototype Build Log",
    intro:
      "Build your prototype one part at a time, testing each part before you join them. Keep this log as you go: engineers, like doctors checking a reflex, find a broken loop by testing its parts in turn.",
    sections: [
      {
        heading: "Part 1: Test Each Part",
        prompts: [
          {
            id: "u4-d6-q1",
            text: "Record the test of each part before you join them.",
            response: {
              kind: "table",
              columns: ["Part", "How we tested it", "Did it work?", "Problem and fix"],
              rows: ["Sensor", "Control step", "Effector", "Power"],
            },
          },
        ],
      },
      {
        heading: "Part 2: Close the Loop",
        prompts: [
          {
            id: "u4-d6-q2",
            text: "Describe three quick checks with the real stimulus and what the prototype did each time.",
            response: { kind: "table", columns: ["Check", "Stimulus", "What the prototype did"], rows: 3 },
          },
          {
            id: "u4-d6-q3",
            text: "Trace the signal through your prototype from stimulus to response, as you traced a nerve impulse from receptor to effector on Day 1.",
          },
        ],
      },
      {
        heading: "Part 3: Reflect",
        prompts: [
          { id: "u4-d6-q4", text: "What was your biggest problem today, and which part of the loop was it in?" },
          { id: "u4-d6-q5", text: "What will you change or test first next time?" },
        ],
      },
    ],
    wordBank: [
      { term: "prototype", meaning: "an early model built to test an idea" },
      { term: "sensor", meaning: "the part that detects a change, like a receptor" },
      { term: "threshold", meaning: "the value a signal must reach to trigger a response" },
      { term: "effector", meaning: "the part that responds, like a muscle or gland" },
      { term: "iteration", meaning: "one round of building, testing and improving" },
    ],
    sentenceStarters: [
      "We tested the ___ by ___ and it ___.",
      "The signal goes from the ___ to the ___, like a nerve impulse from ___ to ___.",
      "Our biggest problem was ___ in the ___.",
    ],
  },
  lab: true,
  safety: [...buildSafety, noFoodAtBuild, cleanUpSafety.washHands],
  file: plans.day6,
};

/** The worked example Day 7's handout gives: an Echo Navigator team's trials, recomputed in its key. */
export const echoNavigatorTrials = [
  { trial: 1, detectedCm: 96, responseS: 0.35 },
  { trial: 2, detectedCm: 102, responseS: 0.41 },
  { trial: 3, detectedCm: 99, responseS: 0.38 },
  { trial: 4, detectedCm: 84, responseS: 0.62 },
  { trial: 5, detectedCm: 104, responseS: 0.39 },
] as const;

const day7: LessonInput = {
  number: 7,
  label: "Day 7",
  title: "Test Against the Brief: Collecting Performance Data",
  description:
    "Groups test their prototype against each measurable criterion in their brief, running five trials per test, recording the results in a data table, calculating means and deciding which criteria the prototype meets, starting with a worked example from a fictional Echo Navigator team.",
  drivingQuestion: "Does our prototype do what our brief says it must, and how do we know?",
  objectives: [
    "Run at least five trials for each criterion and record them in a data table with units.",
    "Calculate the mean and range of each measurement and compare them with the brief's targets.",
    "Decide, with evidence, whether each criterion is met, and identify the trial or condition where the prototype failed.",
    "Compare the prototype's response time with a human reaction time and explain the difference in terms of the nervous system.",
  ],
  keyUnderstandings: [
    "One trial can mislead; repeated trials show both the typical result (the mean) and how much it varies (the range).",
    "A criterion is met only if the results meet the target reliably: a mean that meets the target can hide single trials that fail it.",
    "Human visual reaction times in the ruler-drop test are usually about 0.2-0.3 seconds because the signal must pass from eye to brain to muscle; a device's delay depends on its sensor and decision step instead.",
  ],
  materials: [
    "For the default class of 30 in 8 groups of about 4, set up in 15 minutes: 1 tape measure or meter stick per group (8), 1 stopwatch per group (8), 1 thermometer per group with a heat criterion (up to 8), 1 test object per group (8: a book or board, a cup of warm tap water no hotter than 45 degrees C, or a hand fan) and 2 spare AA batteries per group (16); 1 testing handout per student (30)",
    "Groups' prototypes and Day 5 test plans",
    "Per group: a metric tape measure or meter stick, a stopwatch or phone timer, and a thermometer where a criterion needs one",
    "Test objects: a book or board for distance, a cup of warm tap water (no hotter than 45 degrees C) for heat, a hand fan for airflow",
    "Day 7 testing handout",
  ],
  activities: [
    {
      title: "Warm-Up: Read a Test",
      minutes: 10,
      description:
        "Pairs work through the worked example on the handout: a fictional Echo Navigator team's five trials. They calculate the mean detection distance and response time and decide whether the team met its criteria, finding that a passing mean hides one failed trial.",
    },
    {
      title: "Set Up the Tests",
      minutes: 5,
      description:
        "Groups copy their measurable criteria into the data table, mark the target for each and set up the test station so every trial starts the same way (same distance, same object, same starting temperature).",
    },
    {
      title: "Run the Trials",
      minutes: 20,
      description:
        "Groups run five trials per criterion, one student running the stimulus, one timing, one reading the measurement and one recording. The teacher checks that units are recorded and that no trial is left out because it looked wrong.",
    },
    {
      title: "Analyze and Decide",
      minutes: 10,
      description:
        "Groups calculate each mean and range, mark each criterion met or not met, and circle the trial or condition where the prototype failed. They compare their device's response time with the class's Day 1 mean reaction time.",
    },
    {
      title: "Exit Ticket",
      minutes: 5,
      description:
        "Individually, students write which criterion their prototype is furthest from meeting and one cause they suspect, naming the part of the loop.",
    },
  ],
  differentiation: {
    supported: [
      "A data table with targets already entered and a calculator step guide for the mean and range.",
      "Assign the recorder role to a student who prefers not to run trials.",
    ],
    extension: [
      "Test under a harder condition (a softer object that reflects less sound, a lower temperature difference) and compare.",
      "Calculate the percent of trials that met the target and argue whether that is reliable enough for the people the design serves.",
    ],
    multilingual: [
      "Worked example annotated with the steps of calculating a mean in pictures and numbers.",
      "Sentence frames for the decision: 'Criterion ___ was met / not met because the mean was ___ and ___ of 5 trials ___.'",
    ],
  },
  assessment: [
    "Worked example calculations checked in the warm-up (mean detection distance 97 cm, mean response time 0.43 s, one failed trial).",
    "Data table with five trials per criterion, units, means and ranges.",
    "A decision for each criterion backed by the mean and the number of trials that met the target.",
    "Exit ticket naming the criterion furthest from being met and a suspected cause in the loop.",
  ],
  standards: { state: ["BIO1.LS1.7", "BIO1.LS1.2"], ngss: ["HS-ETS1-2", "HS-LS1-3"] },
  handout: {
    title: "Day 7: Testing Against the Brief",
    intro:
      "A design is only as good as its evidence. Test your prototype against every criterion in your brief, five trials each, and let the data decide which criteria you met. Start with the worked example from a fictional team.",
    sections: [
      {
        heading: "Part 1: Worked Example",
        reference: {
          caption:
            "A fictional Echo Navigator team's trials. Criteria: signal when an object comes within 100 cm (accept 90-110 cm) and respond within 0.5 s.",
          columns: ["Trial", "Distance when it signaled (cm)", "Response time (s)"],
          rows: echoNavigatorTrials.map((t) => [String(t.trial), String(t.detectedCm), t.responseS.toFixed(2)]),
        },
        prompts: [
          { id: "u4-d7-q1", text: "Calculate the mean distance and the mean response time. Show your work." },
          {
            id: "u4-d7-q2",
            text: "Did the team meet each criterion? Use the means and count how many trials met each target.",
            starter: "The mean ___ was ___, so the criterion was ___.",
          },
        ],
      },
      {
        heading: "Part 2: Our Data",
        prompts: [
          {
            id: "u4-d7-q3",
            text: "Record five trials for each of your criteria in the data table, with units.",
            response: {
              kind: "table",
              columns: ["Criterion and target", "Trial 1", "Trial 2", "Trial 3", "Trial 4", "Trial 5", "Mean"],
              rows: 3,
            },
          },
          {
            id: "u4-d7-q4",
            text: "For each criterion, give the range and say whether it was met, with how many trials met the target.",
            starter: "___ of 5 trials met the target, which shows ___.",
          },
        ],
      },
      {
        heading: "Part 3: Make Sense of It",
        prompts: [
          {
            id: "u4-d7-q5",
            text: "Compare your prototype's response time with the class's Day 1 mean reaction time. Why do they differ?",
            starter: "Our device responds ___ than a person because ___.",
          },
          {
            id: "u4-d7-q6",
            text: "Which criterion is furthest from being met? Which part of the loop do you suspect, and why?",
            starter: "Criterion ___ is furthest from being met; we suspect the ___ because ___.",
          },
        ],
      },
    ],
    wordBank: [
      { term: "trial", meaning: "one run of a test" },
      { term: "mean", meaning: "the sum of the results divided by the number of results" },
      { term: "range", meaning: "the highest result minus the lowest" },
      { term: "reliable", meaning: "giving the same result when the test is repeated" },
      { term: "criterion", meaning: "a measurable thing the design must do" },
    ],
    sentenceStarters: [
      "The mean ___ was ___, so the criterion was ___.",
      "___ of 5 trials met the target, which shows ___.",
      "Our device responds ___ than a person because ___.",
      "Criterion ___ is furthest from being met; we suspect the ___ because ___.",
    ],
  },
  lab: true,
  // Testing only: no glue guns or cutting today, so the day's own items are the batteries, the stimulus and the water.
  safety: [
    batterySafety,
    testingSafety,
    "Warm water for heat tests comes from the tap at no more than 45 degrees C, in a plastic cup set on a tray; no kettles or hot plates.",
    "Water cups stay on their tray at the far side of the test station from the prototype and its battery pack; a spill is wiped at once, with the battery pack unplugged first.",
    "Tape measures are retracted slowly by hand, and the stimulus object is moved toward the prototype, never swung or thrown; a hand fan stays below face height.",
    noFoodAtBuild,
    cleanUpSafety.washHands,
  ],
  file: plans.day7,
};

const day8: LessonInput = {
  number: 8,
  label: "Day 8",
  title: "Iterate: Redesign from the Data",
  description:
    "Groups trace their weakest Day 7 result to one part of the loop, make one evidence-based change, retest with five new trials and compare before and after, the way evolution and engineers both improve a design one change at a time.",
  drivingQuestion: "What one change would make our prototype meet its criteria, and did it work?",
  objectives: [
    "Identify the part of the loop (sensor, control step, effector or feedback) responsible for a failed criterion, using Day 7 data.",
    "Make one change and predict its effect before retesting.",
    "Retest with five trials and compare means and ranges before and after the change.",
    "Explain how the change improved (or did not improve) the design's feedback, using biology vocabulary.",
  ],
  keyUnderstandings: [
    "Changing one thing at a time is what lets a before-and-after comparison show cause and effect; changing three things at once leaves the cause unknown.",
    "A failed design is information: a failed trial points to the part of the loop to change, as a missing reflex points a doctor to a break in the arc.",
    "Living systems tune their feedback too: receptors adapt, set points shift (as in fever) and myelin speeds signals where speed matters.",
  ],
  materials: [
    "For the default class of 30 in 8 groups of about 4, set up in 15 minutes: the Day 6 building materials and the Day 7 test kits set out again (1 kit per group, 8), with spare parts for one change: 5 straws per group (40), 5 craft sticks per group (40), 1 spare sensor or effector per group (8) and 2 AA batteries per group (16); 4 low-temperature glue guns on heat-proof mats; 1 redesign handout per student (30)",
    "Groups' prototypes and build logs, and their data tables from Day 7",
    "The same building materials, kits and test objects as Days 6 and 7, one set per group",
    "Day 8 redesign handout",
  ],
  activities: [
    {
      title: "Warm-Up: One Change at a Time",
      minutes: 5,
      description:
        "Show the Echo Navigator team's Day 7 result (one trial at 84 cm and 0.62 s) and two possible fixes. Students decide which to try first and why changing both at once would leave them unsure what worked.",
    },
    {
      title: "Find the Break",
      minutes: 10,
      description:
        "Groups reread their Day 7 data, choose the criterion furthest from its target and trace the failure to one part of the loop, testing that part alone to confirm.",
    },
    {
      title: "Change and Predict",
      minutes: 10,
      description:
        "Groups make one change (a new sensor angle, a different threshold, a stronger effector, a shield against noise) and write a prediction with a number: what the mean should become.",
    },
    {
      title: "Retest",
      minutes: 15,
      description:
        "Groups run five new trials under the same conditions as Day 7 and record them beside the old results.",
    },
    {
      title: "Compare and Reflect",
      minutes: 10,
      description:
        "Groups compare means, ranges and the number of trials that met the target before and after, then decide whether to keep the change. Each student writes what the change did to the design's feedback loop.",
    },
  ],
  differentiation: {
    supported: [
      "A troubleshooting chart: symptom, likely part of the loop, one change to try.",
      "Before-and-after table with the Day 7 results already copied in.",
    ],
    extension: [
      "Run a second iteration on another criterion and chart the improvement across three versions.",
      "Research how a real biomimetic product (for example whale-fin-inspired turbine blades) was improved over several iterations.",
    ],
    multilingual: [
      "Visual symptom-to-fix chart with icons for each loop part.",
      "Pairs may discuss the cause in a home language before writing.",
    ],
  },
  assessment: [
    "Formative: each group's chosen change is a single change tied to Day 7 evidence.",
    "Before-and-after table with five new trials, means and ranges.",
    "Written reflection explaining the change's effect on the feedback loop with biology vocabulary.",
  ],
  standards: { state: ["BIO1.LS1.2", "BIO1.LS1.7"], ngss: ["HS-ETS1-2", "HS-LS1-3"] },
  handout: {
    title: "Day 8: Redesign from the Data",
    intro:
      "Today you improve your prototype the way engineers do: find the weakest result, trace it to one part of the loop, change one thing, and test again to see whether it worked.",
    sections: [
      {
        heading: "Part 1: Find the Break",
        prompts: [
          {
            id: "u4-d8-q1",
            text: "Which criterion was furthest from its target on Day 7? Give the target and your mean.",
          },
          {
            id: "u4-d8-q2",
            text: "Which part of the loop caused the failure (sensor, control step, effector or feedback)? How did you confirm it?",
          },
        ],
      },
      {
        heading: "Part 2: Change One Thing",
        prompts: [
          { id: "u4-d8-q3", text: "Describe the one change you will make and why it should help." },
          { id: "u4-d8-q4", text: "Predict the new mean, with its unit." },
        ],
      },
      {
        heading: "Part 3: Retest and Compare",
        prompts: [
          {
            id: "u4-d8-q5",
            text: "Record five new trials beside your Day 7 results.",
            response: {
              kind: "table",
              columns: ["Version", "Trial 1", "Trial 2", "Trial 3", "Trial 4", "Trial 5", "Mean"],
              rows: ["Before (Day 7)", "After (Day 8)"],
            },
          },
          {
            id: "u4-d8-q6",
            text: "Did the change work? Compare means, ranges and how many trials met the target, and say whether you will keep it.",
          },
          {
            id: "u4-d8-q7",
            text: "How did the change alter your design's feedback loop? Compare it with a way a living system tunes its own feedback.",
          },
        ],
      },
    ],
    wordBank: [
      { term: "iteration", meaning: "one round of changing, testing and improving" },
      { term: "variable", meaning: "a factor that can change in a test" },
      { term: "adaptation (of receptors)", meaning: "a receptor responding less to a stimulus that does not change" },
      { term: "set point", meaning: "the target value a control center compares with" },
    ],
    sentenceStarters: [
      "Our weakest result was ___ because the ___ part of the loop ___.",
      "We changed only ___ so that ___.",
      "After the change, the mean went from ___ to ___, so ___.",
    ],
  },
  lab: true,
  safety: [...buildSafety, noFoodAtBuild, cleanUpSafety.washHands],
  file: plans.day8,
};

const day9: LessonInput = {
  number: 9,
  label: "Day 9",
  title: "Biomimicry Pitch: From Animal to Product",
  description:
    "Groups pitch their biomimetic prototype to a panel of users and guests, tracing it from the animal's sense-signal-respond loop to a tested product, presenting their before-and-after data, demonstrating the device and naming the next iteration; each group leaves a one-page product spec sheet for the people its design would serve.",
  drivingQuestion:
    "Can we convince the people our design serves that nature's solution, tested and improved, will work for them?",
  objectives: [
    "Explain the animal or body system the prototype copies, with accurate nervous-system biology.",
    "Present test data from Days 7 and 8 as evidence of how well the prototype meets its criteria.",
    "Demonstrate the prototype's feedback loop live and answer questions about its limits.",
    "Write a product spec sheet that states what the product does, for whom, how well (with data) and what comes next.",
  ],
  keyUnderstandings: [
    "A biomimetic product is judged on two things: whether it really borrows nature's strategy and whether the data show it works for the people it is for.",
    "Honest limits and a next iteration make a pitch more credible, not less: engineers and scientists present what their evidence does not yet show.",
    "The people a design serves (a neighbor with low vision, an outdoor worker, a crossing guard) are its best judges; their questions become the next set of criteria.",
  ],
  materials: [
    "For the default class of 30 in 8 groups of about 4, set up in 20 minutes: 8 pitch stations, 1 table per group with its prototype, 2 fresh AA batteries per group (16) and 1 stimulus object per group (8: a book, a warm cup or a hand fan); 1 visual per group (8 sheets of chart paper or 8 slides); 1 pitch rubric per scorer (about 35: 30 students and a panel of up to 5); 1 pitch planner and spec sheet per student (30); 1 timer for the 3-minute pitches",
    "Groups' prototypes, build logs and Day 7 and Day 8 data",
    "Chart paper or slides for a one-page visual (animal, loop, data), 1 per group",
    "Biomimetic prototype pitch rubric",
    "Day 9 pitch planner and product spec sheet handout",
    "Invited panel, where possible: a person the design would serve, an engineer or maker, a school or community leader (invited 10 school days ahead)",
  ],
  activities: [
    {
      title: "Pitch Rehearsal",
      minutes: 8,
      description:
        "Groups time a 3-minute pitch with one speaker per part: the need, the animal and its biology, the prototype and its loop, the data, the limits and next step. A partner group checks the biology against the Day 4 brief.",
    },
    {
      title: "Biomimicry Pitches",
      minutes: 35,
      description:
        "Eight groups, 4 minutes each: a 3-minute pitch that includes the prototype responding to a live stimulus, then 1 minute for the panel's questions, with about 20 seconds for the panel to move to the next station. The panel and the audience score each pitch with the rubric as they listen and write one question the design must answer next. More groups, or longer questions, take the pitches into a second period.",
    },
    {
      title: "Product Spec Sheet",
      minutes: 8,
      description:
        "Groups complete a one-page spec sheet: product name, who it serves, the animal strategy it copies, how it senses, signals, responds and corrects, its tested performance (Day 8 means against targets), its cost and its known limits. Sheets go to the panel and, with the groups' permission, to the community partners who named the need.",
    },
    {
      title: "Reflection: Nature as Mentor",
      minutes: 4,
      description:
        "Each student writes which part of the nervous system their design copies most faithfully and one thing the animal still does better than the prototype.",
    },
  ],
  differentiation: {
    supported: [
      "A pitch script with a frame for each part and a slot for one data sentence.",
      "Role options: demonstrator, data presenter, biology explainer, question answerer.",
    ],
    extension: [
      "Estimate the cost of making 100 units and propose a cheaper part that keeps the same performance.",
      "Write a short response to the panel's hardest question with a plan to test it.",
    ],
    multilingual: [
      "Pitches and spec sheets may be bilingual for audiences who share a home language.",
      "A visual slide with the animal, the loop diagram and one graph supports spoken English.",
    ],
  },
  assessment: [
    "Pitch scored with the biomimetic prototype pitch rubric: biology of the animal model, feedback mechanism, test evidence, iteration and communication.",
    "Product spec sheet with tested performance against targets and stated limits.",
    "Reflection on what the prototype copies and what the animal still does better.",
  ],
  standards: { state: ["BIO1.LS1.7", "BIO1.LS1.2"], ngss: ["HS-ETS1-2", "HS-LS1-2", "HS-LS1-3"] },
  handout: {
    title: "Day 9: Biomimicry Pitch Planner and Product Spec Sheet",
    intro:
      "Your group has designed, built, tested and improved a prototype inspired by a living system. Today you pitch it to the people it could serve, show the data and leave them a spec sheet.",
    sections: [
      {
        heading: "Part 1: Plan the 3-Minute Pitch",
        prompts: [
          {
            id: "u4-d9-q1",
            text: "Write one or two sentences for each part of the pitch and who says it.",
            response: {
              kind: "table",
              columns: ["Part", "What we will say", "Speaker"],
              rows: [
                "The need",
                "The animal and its biology",
                "Our prototype's loop",
                "Our data",
                "Limits and next step",
              ],
            },
          },
          {
            id: "u4-d9-q2",
            text: "Write the one data sentence you will say, comparing your Day 8 mean with the target.",
          },
        ],
      },
      {
        heading: "Part 2: Product Spec Sheet",
        prompts: [
          { id: "u4-d9-q3", text: "Product name, and who it serves." },
          {
            id: "u4-d9-q4",
            text: "How it works: what it senses, how it signals, how it responds and how feedback corrects it, with the animal part each step copies.",
          },
          {
            id: "u4-d9-q5",
            text: "Tested performance: fill in the table from your Day 7 and Day 8 data.",
            response: {
              kind: "table",
              columns: ["Criterion", "Target", "Day 7 mean", "Day 8 mean", "Met?"],
              rows: 3,
            },
          },
          { id: "u4-d9-q6", text: "Known limits, estimated cost, and the next iteration you would build." },
        ],
      },
      {
        heading: "Part 3: Reflect",
        prompts: [
          {
            id: "u4-d9-q7",
            text: "Which part of the nervous system does your design copy most faithfully, and what does the animal still do better?",
          },
        ],
      },
    ],
    wordBank: [
      { term: "pitch", meaning: "a short talk that persuades an audience to support an idea" },
      { term: "spec sheet", meaning: "a one-page description of what a product does and how well" },
      { term: "biomimicry", meaning: "copying a strategy from living things to solve a human problem" },
      { term: "limitation", meaning: "something the design does not yet do well" },
    ],
    sentenceStarters: [
      "Like the ___, our device senses ___ and responds by ___.",
      "After one redesign, it met ___ in ___ of 5 trials.",
      "Our next version will ___ because the panel asked ___.",
    ],
  },
  lab: true,
  safety: [
    "Prototypes are demonstrated on the table with a hand, book or warm cup as the stimulus; battery packs are unplugged between pitches and no device is worn while powered except a wristband the teacher has checked.",
    "Keep cords and displays out of walkways so guests moving between stations do not trip.",
  ],
  file: plans.day9,
};

const days = [day5, day6, day7, day8, day9];

const titles: Record<number, { plan: string; handout: string; slug: string }> = {
  5: {
    plan: "Designing the prototype: decision matrix and blueprint",
    handout: "Decision matrix, blueprint and test plan",
    slug: "Prototype_Design",
  },
  6: {
    plan: "Building the sense-signal-respond loop",
    handout: "Build log for testing each part of the loop",
    slug: "Prototype_Build_Log",
  },
  7: {
    plan: "Testing the prototype against the brief's criteria",
    handout: "Worked example and data table for five trials per criterion",
    slug: "Prototype_Testing",
  },
  8: {
    plan: "Redesigning from the data and retesting",
    handout: "Before-and-after redesign sheet",
    slug: "Prototype_Redesign",
  },
  9: {
    plan: "Pitching the biomimetic prototype",
    handout: "Pitch planner and product spec sheet",
    slug: "Biomimicry_Pitch",
  },
};

export const unit4ProjectWork: ProjectWorkExtension = {
  unit: 4,
  phase: 1,
  work: {
    title: "Project work extension: Days 5-9",
    placement:
      "Taught right after Day 4: the design brief becomes a prototype that is designed (Day 5), built (Day 6), tested against the brief's criteria (Day 7), improved (Day 8) and pitched (Day 9).",
    summary:
      "Five project days take each group's Phase 1 design brief to a tested, pitched biomimetic prototype. Each day has its own lesson plan and student handout with a teacher key; the files are extra to Phase 1's download list.",
    lessons: days,
  },
  materials: days.flatMap((day) => {
    const t = titles[day.number]!;
    const stem = `${folder}/Day_${day.number}_${t.slug}_Handout`;
    return [
      lessonPlan({
        title: `Day ${day.number} Lesson Plan`,
        subtitle: t.plan,
        path: day.file!,
        lesson: day.number,
        phase: 1,
      }),
      ...unlistedHandout(
        { stem, title: `Day ${day.number} Handout`, subtitle: t.handout, lesson: day.number, phase: 1 },
        { variants: day.number === 7 },
      ),
    ];
  }),
};
