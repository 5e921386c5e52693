import { interactive } from "#app/content/curriculum/resources.ts";
import { handout, lessonPlan, unlistedHandout } from "./builders.ts";
import { ngssAlignment } from "./ngss.ts";
import { microscopeSafety } from "./safety.ts";
import type { LessonInput, UnitInput } from "./schema.ts";
import { stateAlignment } from "./state-standards.ts";

/** Each lesson plan is both the lesson's `file` and a listed material, so the path lives in one place. */
const plans = {
  entry: "/materials/unit6/Entry_Event_Faces_of_Cancer_Lesson_Plan.docx",
  lesson1: "/materials/unit6/Lesson_1_Cell_Cycle_Lesson_Plan.docx",
  lesson2: "/materials/unit6/Lesson_2_Mutations_Lesson_Plan.docx",
  lesson3: "/materials/unit6/Lesson_3_Oncogenes_Tumor_Suppressors_Lesson_Plan.docx",
  lesson4: "/materials/unit6/Lesson_4_Risk_Factors_Environment_Lesson_Plan.docx",
  lesson5: "/materials/unit6/Lesson_5_Screening_Early_Detection_Lesson_Plan.docx",
  lesson6: "/materials/unit6/Lesson_6_Cancer_Treatment_Lesson_Plan.docx",
  lesson7: "/materials/unit6/Lesson_7_Health_Disparities_Lesson_Plan.docx",
  lesson8: "/materials/unit6/Lesson_8_Advocacy_Showcase_Lesson_Plan.docx",
} as const;

/** A handout added for issue 29 that the unit's download list does not offer (see `unlistedHandout`). */
function lessonHandout(lesson: number, name: string, stem: string, options?: { variants: boolean }) {
  return unlistedHandout(
    {
      stem: `/materials/unit6/${stem}_Handout`,
      title: `Lesson ${lesson} Handout: ${name}`,
      subtitle: `Lesson ${lesson} student handout`,
      lesson,
    },
    options,
  );
}

const entryEvent: LessonInput = {
  number: 0,
  label: "Entry Event",
  title: "Faces of Cancer",
  description:
    "A gallery of stories from survivors, caregivers, nurses, researchers and patient navigators opens the unit. Students set community agreements for discussing a personal topic, hear from a guest or recorded panel, and build the class list of need-to-know questions.",
  drivingQuestion: "Who are the people behind cancer statistics, and what do we need to understand to support them?",
  objectives: [
    "Co-create community agreements for discussing cancer with respect, privacy and choice.",
    "Identify at least three roles people play in cancer care and research from the gallery stories.",
    "Generate need-to-know questions and sort them into biology, prevention, detection, treatment and equity.",
  ],
  keyUnderstandings: [
    "Cancer is not one disease but more than 100 diseases that share one feature: cells that divide without normal controls.",
    "Behind every statistic are people (patients, survivors, families, caregivers, health workers and researchers) whose experiences deserve respect and privacy.",
    "Research, early detection and better treatment have raised survival for many cancers, yet outcomes still differ between communities.",
  ],
  materials: [
    "Printed 'Faces of Cancer' profile cards: fictional composite profiles of the gallery's roles and the published story of Henrietta Lacks (add published, consented stories, for example National Cancer Institute and American Cancer Society survivor and caregiver stories)",
    "Sticky notes in two colors",
    "Chart paper titled 'Community Agreements' and 'Need to Know'",
    "Anonymous question box",
    "Optional guest speaker (survivor, oncology nurse or patient navigator) or a recorded panel",
    "Entry event handout",
  ],
  activities: [
    {
      title: "Community Agreements and Choice",
      minutes: 8,
      description:
        "Acknowledge that this topic may feel personal. Co-create agreements: share only what you choose, no one is asked about their own or their family's health, anyone may step out, and language stays respectful and free of blame. Describe the quiet alternative task and how to reach the school counselor.",
    },
    {
      title: "Faces of Cancer Gallery Walk",
      minutes: 17,
      description:
        "Students visit profile stations: a teen survivor, a grandparent caregiver, an oncology nurse, a cancer researcher, a community health worker, and Henrietta Lacks and her family. At each they note one thing the person did, one value they showed, and one science question the story raises.",
    },
    {
      title: "Community Voices Panel",
      minutes: 15,
      description:
        "A guest speaker or recorded panel answers questions students submitted in writing. The teacher screens questions for privacy and moderates so the focus stays on roles, care and science rather than graphic detail.",
    },
    {
      title: "Need-to-Know Board",
      minutes: 10,
      description:
        "Groups sort their questions into biology, prevention, detection, treatment and equity columns. The class circles the questions the unit will answer and links them to the driving question.",
    },
    {
      title: "Exit Card",
      minutes: 5,
      description:
        "Students write one thing they will keep in mind when talking about cancer and one question, anonymously if they wish.",
    },
  ],
  differentiation: {
    supported: [
      "Gallery note-catcher with picture cues and three short prompts per station",
      "Option to work with a trusted partner for the whole event",
      "Care option: a science-only reading on healthy cell division with the same question task, completed in a quiet space; no explanation is needed to choose it",
    ],
    extension: [
      "Research a career from the gallery, such as genetic counselor or radiation therapist, and the training it requires",
      "Compare how two stories describe access to care and what each suggests about barriers",
    ],
    multilingual: [
      "Profile cards with key phrases translated into the class's home languages",
      "Panel questions may be written in any language; the teacher or a peer translates",
    ],
  },
  assessment: [
    "Gallery note-catcher with notes from at least four stations",
    "Sorted need-to-know questions posted on the class board",
    "Exit card reflection, checked for completion rather than content",
  ],
  standards: { state: ["BIO1.LS1.3"], ngss: [] },
  handout: {
    title: "Entry Event: Faces of Cancer",
    intro:
      "Today you will meet people whose lives and work are connected to cancer. You never need to share personal or family health information; write only what you choose to share.",
    sections: [
      {
        heading: "Our Community Agreements",
        prompts: [
          { id: "u6-entry-q1", text: "Write the two agreements that matter most to you and explain why." },
          { id: "u6-entry-q2", text: "What can a classmate do to show respect when someone shares a story?" },
        ],
      },
      {
        heading: "Gallery Notes",
        prompts: [
          {
            id: "u6-entry-q3",
            text: "For each station: what role does this person play (patient, survivor, caregiver, health worker, researcher)?",
          },
          { id: "u6-entry-q4", text: "What is one thing this person did or cared about?" },
          { id: "u6-entry-q5", text: "What science question does this story raise for you?" },
        ],
      },
      {
        heading: "Need-to-Know Questions",
        prompts: [
          { id: "u6-entry-q6", text: "Write three questions you want this unit to answer." },
          { id: "u6-entry-q7", text: "Label each question: biology, prevention, detection, treatment or equity." },
        ],
      },
    ],
    wordBank: [
      { term: "cancer", meaning: "diseases in which cells divide without normal controls and can spread" },
      { term: "tumor", meaning: "a mass of cells formed by uncontrolled division" },
      { term: "survivor", meaning: "a person living with or after a cancer diagnosis" },
      { term: "caregiver", meaning: "a person who helps care for someone who is ill" },
      { term: "oncologist", meaning: "a doctor who specializes in treating cancer" },
      { term: "patient navigator", meaning: "a person who helps patients get through the health care system" },
    ],
    sentenceStarters: [
      "One story that stayed with me was ___ because ___.",
      "I want to understand how ___.",
      "Something I will keep in mind when talking about cancer is ___.",
    ],
  },
  file: plans.entry,
};

const lesson1: LessonInput = {
  number: 1,
  title: "The Cell Cycle: How Healthy Cells Decide to Divide",
  description:
    "Students observe mitosis in onion root tips, estimate how long cells spend in each phase, and act out the checkpoints that normally stop damaged cells from dividing.",
  drivingQuestion: "How do healthy cells know when to divide and when to stop?",
  objectives: [
    "Identify the stages of the cell cycle (G1, S, G2, mitosis and cytokinesis) in prepared slides or micrographs.",
    "Estimate the relative time cells spend in each stage from counts of at least 50 cells.",
    "Explain how the G1, G2 and spindle checkpoints and proteins such as p53 stop damaged cells from dividing.",
    "Describe how uncontrolled division produces a tumor and what makes a tumor malignant.",
  ],
  keyUnderstandings: [
    "Cells divide through a regulated cycle of growth (G1), DNA copying (S), preparation (G2) and division (mitosis and cytokinesis); most of a cell's life is spent in interphase.",
    "Checkpoints work like quality control: cyclins and cyclin-dependent kinases drive the cycle forward, while checkpoint proteins such as p53 pause it to repair DNA damage or trigger programmed cell death (apoptosis).",
    "Cancer begins when a cell escapes these controls and keeps dividing; a malignant tumor can invade nearby tissue and spread (metastasize) through the blood or lymph.",
  ],
  materials: [
    "For the default class of 30 in 15 pairs, set up in 15 minutes: 1 compound microscope and 1 prepared onion root tip slide per pair (15 of each), or 15 printed micrograph sets; 1 tally sheet per student and 1 calculator per pair",
    "Prepared onion root tip slides and compound microscopes, or printed micrograph sets if microscopes are unavailable",
    "Cell cycle stage reference card",
    "Tally sheets",
    "'Be the Checkpoint' scenario cards",
    "Calculators",
  ],
  activities: [
    {
      title: "Warm-Up: How a Scrape Heals",
      minutes: 5,
      description:
        "Students consider how skin cells fill in a scraped knee and then stop: what might tell cells to start and stop dividing?",
    },
    {
      title: "Mini-Lesson: The Cell Cycle and Its Controls",
      minutes: 12,
      description:
        "Walk through the cycle diagram, cyclins and CDKs as the engine, and the checkpoints at G1, G2 and the spindle. Introduce p53 as a protein that halts the cycle when DNA is damaged.",
    },
    {
      title: "Onion Root Tip Count",
      minutes: 20,
      description:
        "Pairs count at least 50 cells in the root tip's growth zone, tallying interphase, prophase, metaphase, anaphase and telophase. Assuming a 24-hour cycle, they estimate the time in each stage (fraction of cells x 24 hours) and pool class data.",
    },
    {
      title: "Be the Checkpoint",
      minutes: 10,
      description:
        "Students act as checkpoint proteins: each draws a cell scenario card (DNA damaged, chromosomes not attached to the spindle, cell too small, all clear) and decides to pause, repair, trigger apoptosis or proceed, justifying the choice. Debrief: what happens if a checkpoint is broken?",
    },
    {
      title: "Exit Ticket",
      minutes: 5,
      description: "In two or three sentences, students explain how a broken checkpoint could lead to a tumor.",
    },
  ],
  differentiation: {
    supported: [
      "Stage picture cards beside each microscope and a partly completed tally table",
      "Worked example of converting a cell count to an estimated time",
    ],
    extension: [
      "Compare class stage percentages with a published distribution and calculate the percent difference",
      "Research how the Rb protein controls the G1 checkpoint and what happens when both copies of RB1 are lost",
    ],
    multilingual: [
      "Labeled cell cycle diagram with home-language labels",
      "Sentence frames for the checkpoint justification",
    ],
  },
  assessment: [
    "Tally table and time estimates for each stage",
    "Written justifications for the checkpoint decisions",
    "Exit ticket explanation linking a broken checkpoint to a tumor",
  ],
  standards: { state: ["BIO1.LS1.3"], ngss: ["HS-LS1-4"] },
  lab: true,
  safety: [
    "Use commercially prepared onion root tip slides. Making root squashes in class takes hydrochloric acid and stain, which needs its own lab with goggles and gloves; it is not part of this lesson.",
    ...microscopeSafety,
  ],
  handout: {
    title: "Lesson 1: The Cell Cycle and Its Checkpoints",
    intro:
      "Healthy cells divide only when the body needs them to, and checkpoints stop damaged cells. Count dividing cells in an onion root tip to estimate how long each stage takes, then act as a checkpoint protein.",
    sections: [
      {
        heading: "Part 1: Practice the Calculation",
        reference: {
          caption: "Sample count from one onion root tip (practice data; assume a 24-hour cell cycle)",
          columns: ["Stage", "Cells counted"],
          rows: [
            ["Interphase", "40"],
            ["Prophase", "5"],
            ["Metaphase", "2"],
            ["Anaphase", "2"],
            ["Telophase", "1"],
            ["Total", "50"],
          ],
        },
        prompts: [
          {
            id: "u6-l1-q1",
            text: "Using the sample count, estimate how many hours a cell spends in interphase and in metaphase (fraction of cells x 24 hours). Show your working.",
          },
        ],
      },
      {
        heading: "Part 2: Our Root Tip Count",
        prompts: [
          {
            id: "u6-l1-q2",
            text: "Tally at least 50 cells in the growth zone and estimate the time in each stage.",
            response: {
              kind: "table",
              columns: ["Stage", "Tally", "Count", "Fraction of cells", "Estimated hours (fraction x 24)"],
              rows: ["Interphase", "Prophase", "Metaphase", "Anaphase", "Telophase", "Total"],
            },
          },
          {
            id: "u6-l1-q3",
            text: "Which stage lasts longest, and what is the cell doing during it (name G1, S and G2)?",
          },
        ],
      },
      {
        heading: "Part 3: Be the Checkpoint",
        prompts: [
          {
            id: "u6-l1-q4",
            text: "Record each scenario card you take, the checkpoint you act as and your decision.",
            response: {
              kind: "table",
              columns: [
                "Card",
                "Checkpoint (G1, G2 or spindle)",
                "Decision (pause, repair, apoptosis or proceed)",
                "Reason",
              ],
              rows: 4,
            },
          },
          { id: "u6-l1-q5", text: "What does the p53 protein do when a cell's DNA is damaged?" },
        ],
      },
      {
        heading: "Part 4: Exit Ticket",
        prompts: [
          { id: "u6-l1-q6", text: "In two or three sentences, explain how a broken checkpoint could lead to a tumor." },
          { id: "u6-l1-q7", text: "What makes a tumor malignant rather than benign?" },
        ],
      },
    ],
    wordBank: [
      { term: "interphase", meaning: "the growth and DNA-copying part of the cycle (G1, S and G2)" },
      { term: "mitosis", meaning: "division of the copied chromosomes into two nuclei" },
      { term: "checkpoint", meaning: "a control point where the cell checks for problems before going on" },
      { term: "p53", meaning: "a protein that pauses the cycle to repair DNA or triggers cell death" },
      { term: "apoptosis", meaning: "programmed cell death that removes damaged cells" },
      { term: "malignant", meaning: "able to invade nearby tissue and spread to other parts of the body" },
    ],
    sentenceStarters: [
      "A cell spends about ___ hours in ___ because ___ of the cells were in that stage.",
      "As the checkpoint, I chose to ___ because ___.",
      "If the checkpoint is broken, a cell with damaged DNA could ___.",
    ],
  },
  file: plans.lesson1,
};

const lesson2: LessonInput = {
  number: 2,
  title: "Mutations: When the Instructions Change",
  description:
    "Students decode how substitutions, insertions and deletions change a protein, then run a dice simulation showing why cancer usually needs several mutations and why risk rises with age, inherited mutations and carcinogen exposure.",
  drivingQuestion: "If our cells copy DNA so accurately, why do mutations that lead to cancer still happen?",
  objectives: [
    "Classify mutations as substitutions (silent, missense, nonsense), insertions or deletions and predict their effect on a protein.",
    "Distinguish somatic mutations from inherited (germline) mutations and explain which can be passed to children.",
    "Use simulation data to explain why cancer usually requires several mutations and why risk increases with age.",
    "Explain how carcinogens such as tobacco smoke and ultraviolet light increase the rate of mutation.",
  ],
  keyUnderstandings: [
    "Mutations are changes in the DNA sequence caused by rare copying errors and by damage from carcinogens such as chemicals in tobacco smoke and ultraviolet light; cells repair most damage, but not all.",
    "Most cancers develop from several somatic mutations that build up in one cell lineage over many years, which is why cancer is more common with age; only about 5 to 10 percent of cancers are linked to a strongly inherited mutation.",
    "An inherited mutation in a gene such as BRCA1 is present in every cell from birth, so fewer additional changes are needed; this raises risk but does not make cancer certain.",
  ],
  materials: [
    "Six-sided dice (one per student)",
    "Printed DNA sequence strips, mutation cards and a codon chart",
    "Class data chart on the board",
    "Lesson 2 handout",
  ],
  activities: [
    {
      title: "Warm-Up: One-Letter Change",
      minutes: 5,
      description:
        "Students compare THE CAT ATE THE RAT with THE CAT ATE THE HAT and THE CAT TET HER AT to preview substitutions and frameshifts.",
    },
    {
      title: "Mutation Decoder",
      minutes: 15,
      description:
        "Pairs translate a short DNA sequence with a codon chart, apply four mutation cards (silent, missense, nonsense, frameshift), and describe the change in the amino acid chain and its likely effect on the protein.",
    },
    {
      title: "Multi-Hit Dice Simulation",
      minutes: 20,
      description:
        "Each student is a cell lineage and each roll is one decade of life, up to ten rolls. A 6 is a mutation in a key growth-control gene, and four hits make the lineage cancerous. Round 1: no head start. Round 2: start with one inherited hit. Round 3: carcinogen exposure, so a 5 or 6 is a hit. Students record the decade each lineage reached four hits and the class graphs the three rounds (expect roughly 7, 22 and 44 percent of lineages to reach four hits).",
    },
    {
      title: "Debrief: Age, Inheritance and Exposure",
      minutes: 8,
      description:
        "Compare the rounds: why did inherited hits and carcinogens shift results earlier, and why did many lineages in every round never become cancerous? Emphasize that risk is a probability, not destiny, and that no one is to blame for a diagnosis.",
    },
    {
      title: "Exit Ticket",
      minutes: 5,
      description:
        "Students explain the difference between a somatic and an inherited mutation and which round of the simulation modeled each.",
    },
  ],
  differentiation: {
    supported: [
      "Codon chart with color-coded amino acids and a worked first example",
      "Dice tally chart with hit boxes to shade",
    ],
    extension: [
      "Use binomial probability to calculate the expected share of lineages reaching four hits in each round and compare with class data",
      "Explain why a defect in a DNA repair gene speeds up the accumulation of mutations",
    ],
    multilingual: [
      "Mutation type cards with pictures and examples",
      "Pair talk in home languages, followed by a co-written English summary",
    ],
  },
  assessment: [
    "Mutation decoder table with correct classifications",
    "Claim, evidence and reasoning paragraph about age and exposure based on the class graph",
    "Exit ticket",
  ],
  standards: { state: ["BIO1.LS3.1", "BIO1.LS3.2", "BIO1.LS1.1"], ngss: ["HS-LS3-2", "HS-LS1-1"] },
  handout: {
    title: "Lesson 2: Mutations and the Multi-Hit Model",
    intro:
      "DNA holds the instructions for proteins that control cell division. Today you will see how changes to those instructions add up, and why cancer risk is about probability, not blame.",
    sections: [
      {
        heading: "Part 1: Mutation Decoder",
        prompts: [
          {
            id: "u6-l2-q1",
            text: "Translate the original sequence into amino acids using the codon chart.",
            response: {
              kind: "table",
              columns: ["Codon", "1", "2", "3", "4", "5", "6"],
              rows: ["mRNA codon", "Amino acid"],
            },
          },
          { id: "u6-l2-q2", text: "Apply each mutation card and label it silent, missense, nonsense or frameshift." },
          { id: "u6-l2-q3", text: "Which mutation would most likely stop the protein from working? Explain." },
        ],
      },
      {
        heading: "Part 2: Dice Simulation Data",
        prompts: [
          { id: "u6-l2-q4", text: "Record the decade your lineage reached four hits in each round, or write 'none'." },
          { id: "u6-l2-q5", text: "What percent of the class lineages reached four hits in each round?" },
          { id: "u6-l2-q6", text: "Which round reached cancer fastest? Use the data to explain why." },
        ],
      },
      {
        heading: "Part 3: Making Sense",
        prompts: [
          { id: "u6-l2-q7", text: "Explain why cancer is more common in older adults." },
          {
            id: "u6-l2-q8",
            text: "Use the simulation to explain why an inherited mutation raises risk but does not guarantee cancer.",
          },
          {
            id: "u6-l2-q9",
            text: "Name two carcinogens and one way people or communities can reduce exposure to each.",
          },
        ],
      },
    ],
    wordBank: [
      { term: "mutation", meaning: "a change in the DNA sequence" },
      { term: "somatic mutation", meaning: "a mutation in a body cell; it is not passed to children" },
      { term: "inherited mutation", meaning: "a mutation present in egg or sperm and so in every cell of the child" },
      { term: "carcinogen", meaning: "something that can cause cancer, often by damaging DNA" },
      { term: "frameshift", meaning: "an insertion or deletion that shifts how every later codon is read" },
      { term: "DNA repair", meaning: "cell processes that fix damaged DNA" },
      { term: "probability", meaning: "how likely something is to happen" },
    ],
    sentenceStarters: [
      "A frameshift changes the protein because ___.",
      "In the inherited round, lineages reached cancer sooner because ___.",
      "Cancer risk increases with age because ___.",
      "Risk is not the same as certainty because ___.",
    ],
  },
  file: plans.lesson2,
};

const lesson3: LessonInput = {
  number: 3,
  title: "Oncogenes and Tumor Suppressors: Accelerators and Brakes",
  description:
    "Using the accelerator and brake model of growth control, students investigate real cancer genes (RAS, HER2, MYC, TP53, RB1, BRCA1) in a jigsaw and explain why one altered copy of an oncogene can be enough while tumor suppressors usually need two hits.",
  drivingQuestion:
    "Which genes control cell division, and what happens when the accelerator sticks or the brakes fail?",
  objectives: [
    "Explain the difference between a proto-oncogene, an oncogene and a tumor suppressor gene.",
    "Use the accelerator and brake model to predict the effect of gain-of-function and loss-of-function mutations.",
    "Summarize the normal role and the cancer role of one assigned gene and teach it to peers.",
    "Explain the two-hit hypothesis using inherited and non-inherited retinoblastoma.",
  ],
  keyUnderstandings: [
    "Proto-oncogenes such as RAS and HER2 code for proteins that signal cells to grow and divide; a gain-of-function mutation or extra copies turn them into oncogenes, like an accelerator stuck down, and one altered copy can be enough.",
    "Tumor suppressor genes such as TP53, RB1 and BRCA1 code for proteins that pause division, repair DNA or trigger apoptosis; they usually cause trouble only when both copies are lost, like brakes that have completely failed.",
    "TP53 is mutated in about half of all cancers, and knowing a tumor's specific gene changes guides targeted treatment and genetic counseling.",
  ],
  materials: [
    "Gene jigsaw cards (RAS, HER2, MYC, TP53, RB1, BRCA1) with normal-role and cancer-role summaries",
    "Car diagram for the accelerator and brake analogy",
    "Chart paper for a class gene summary wall",
    "Retinoblastoma case data sheet",
    "Projector for BioInteractive's Data Point 'Role of p53 in the Cell Cycle' (extension)",
  ],
  activities: [
    {
      title: "Warm-Up: Accelerator and Brakes",
      minutes: 5,
      description:
        "Students predict what happens to a car if the accelerator sticks or the brakes fail, then connect each failure to cell division.",
    },
    {
      title: "Mini-Lesson: Two Kinds of Cancer Genes",
      minutes: 10,
      description:
        "Introduce proto-oncogenes, oncogenes and tumor suppressors with the car model and a simple growth-signaling pathway: signal, receptor, relay proteins, nucleus, division.",
    },
    {
      title: "Cancer Gene Jigsaw",
      minutes: 20,
      description:
        "Expert groups study one gene card, then regroup so each new group has one expert per gene. Experts teach the normal role, what goes wrong in cancer, whether one or both copies must change, and one link to care (for example HER2-targeted drugs or BRCA testing with a genetic counselor).",
    },
    {
      title: "Two-Hit Reasoning",
      minutes: 10,
      description:
        "Using retinoblastoma data, students explain why children who inherit one faulty RB1 copy often develop tumors in both eyes at a younger age, while non-inherited cases usually affect one eye and appear later.",
    },
    {
      title: "Exit Ticket",
      minutes: 5,
      description:
        "Students classify three mutation scenarios as oncogene or tumor suppressor changes and justify each.",
    },
  ],
  differentiation: {
    supported: [
      "Gene cards with simplified text and diagrams, and a note-taking frame for expert groups",
      "Pre-labeled signaling pathway diagram to annotate",
    ],
    extension: [
      "Explain why drugs that block an overactive protein work against oncogenes but cannot replace a lost tumor suppressor",
      "Read the graph in BioInteractive's Data Point 'Role of p53 in the Cell Cycle' and explain what irradiated cells without working p53 do that normal cells do not",
    ],
    multilingual: [
      "Bilingual gene summary cards with key terms highlighted",
      "Jigsaw experts may teach with visuals and short phrases",
    ],
  },
  assessment: [
    "Jigsaw note-catcher completed for all six genes",
    "Two-hit explanation scored with a claim, evidence and reasoning rubric",
    "Exit ticket classifications",
  ],
  links: [interactive("bi-role-of-p53")],
  standards: { state: ["BIO1.LS1.1", "BIO1.LS3.1"], ngss: ["HS-LS1-1", "HS-LS3-1"] },
  handout: {
    title: "Lesson 3: Cancer Gene Jigsaw",
    intro:
      "Some genes work like a cell's accelerator and others like its brakes. Learn one gene as an expert, teach it to your group, and use real patterns from retinoblastoma to explain the two-hit hypothesis.",
    sections: [
      {
        heading: "Part 1: Accelerators and Brakes",
        prompts: [
          {
            id: "u6-l3-q1",
            text: "In your own words, what is the difference between a proto-oncogene, an oncogene and a tumor suppressor gene?",
            starter: "___ is an accelerator gene because its normal protein ___.",
          },
        ],
      },
      {
        heading: "Part 2: Jigsaw Note-Catcher",
        prompts: [
          {
            id: "u6-l3-q2",
            text: "Complete one row for each gene as the experts teach it.",
            response: {
              kind: "table",
              columns: [
                "Gene",
                "Accelerator or brake?",
                "Normal role",
                "Cancer role",
                "One or both copies?",
                "Link to care",
              ],
              rows: ["RAS", "HER2", "MYC", "TP53", "RB1", "BRCA1"],
            },
          },
        ],
      },
      {
        heading: "Part 3: Two-Hit Reasoning",
        reference: {
          caption:
            "Retinoblastoma case data: 20 children (illustrative numbers that follow the pattern described by the National Cancer Institute and the American Cancer Society)",
          columns: ["Group", "Children", "Both eyes affected", "One eye affected", "Typical age at diagnosis"],
          rows: [
            ["Inherited one faulty RB1 copy", "8", "6", "2", "about 1 year"],
            ["No inherited RB1 change", "12", "0", "12", "about 2 years"],
          ],
        },
        prompts: [
          {
            id: "u6-l3-q3",
            text: "What percent of the children with an inherited RB1 change had tumors in both eyes? What percent of the others?",
          },
          {
            id: "u6-l3-q4",
            text: "Use the two-hit hypothesis to explain why inherited cases appear younger and more often in both eyes (claim, evidence, reasoning).",
            starter: "Children who inherit one faulty RB1 copy already have ___, so only ___ more hit is needed.",
          },
        ],
      },
      {
        heading: "Part 4: Exit Ticket",
        prompts: [
          {
            id: "u6-l3-q5",
            text: "Classify each change as an oncogene or a tumor suppressor change and justify it: (a) a mutation keeps the RAS protein switched on; (b) both copies of TP53 are lost; (c) a breast cell has many extra copies of HER2.",
            starter: "One altered copy is enough for ___ because ___.",
          },
          {
            id: "u6-l3-q6",
            text: "Why can a drug that blocks an overactive protein work against an oncogene but not replace a lost tumor suppressor?",
          },
        ],
      },
    ],
    wordBank: [
      { term: "proto-oncogene", meaning: "a normal gene whose protein tells the cell to grow and divide" },
      { term: "oncogene", meaning: "a mutated or over-copied proto-oncogene that keeps the go signal on" },
      {
        term: "tumor suppressor gene",
        meaning: "a gene whose protein slows division, repairs DNA or triggers cell death",
      },
      { term: "gain of function", meaning: "a mutation that makes a protein more active than normal" },
      { term: "loss of function", meaning: "a mutation that stops a protein from working" },
      {
        term: "two-hit hypothesis",
        meaning: "both copies of a tumor suppressor gene must be lost before control fails",
      },
    ],
    sentenceStarters: [
      "___ is an accelerator gene because its normal protein ___.",
      "One altered copy is enough for ___ because ___.",
      "Children who inherit one faulty RB1 copy already have ___, so only ___ more hit is needed.",
    ],
  },
  file: plans.lesson3,
};

const lesson4: LessonInput = {
  number: 4,
  title: "Risk Factors and the Environment",
  description:
    "Students separate evidence from myths about what causes cancer, practice reading relative and absolute risk, and rotate through data stations on tobacco, UV light, HPV, radon and air toxics, including environmental justice along Louisiana's industrial corridor.",
  drivingQuestion: "What raises cancer risk, and why are some communities exposed to more risk than others?",
  objectives: [
    "Evaluate common claims about causes of cancer using evidence from reliable sources.",
    "Calculate and interpret relative and absolute risk from a data table.",
    "Explain how at least three risk factors (tobacco, UV radiation, HPV infection, radon or air pollution) damage DNA or cells.",
    "Distinguish individual choices from structural and environmental factors that shape exposure.",
  ],
  keyUnderstandings: [
    "Risk factors raise the probability of cancer by damaging DNA or driving cell division; tobacco use is the leading preventable cause of cancer death in the United States, and UV radiation, some infections (HPV, hepatitis B and C), radon, alcohol and some air pollutants are established causes.",
    "Relative risk compares groups ('twice as likely'), while absolute risk tells how many people out of a group are affected; both are needed to understand a headline.",
    "Exposure depends on where people live, work and go to school; communities near heavy industry often carry exposures they did not choose, so prevention needs policy and environmental justice as well as individual choices.",
  ],
  materials: [
    "'Myth or Evidence?' anticipation guide",
    "Data station cards with figures from the CDC, National Cancer Institute, EPA and American Cancer Society",
    "Calculators",
    "Chart paper for an individual, community and policy sort",
  ],
  activities: [
    {
      title: "Myth or Evidence?",
      minutes: 8,
      description:
        "Students mark claims such as 'cell phones cause brain cancer', 'sunscreen lowers skin cancer risk' and 'the HPV vaccine prevents some cancers' as supported, not supported or still being studied, and revisit their answers at the end of class.",
    },
    {
      title: "Relative and Absolute Risk",
      minutes: 12,
      description:
        "Work an example: if risk rises from 2 in 1,000 to 4 in 1,000, the relative risk doubles but the absolute increase is 2 people per 1,000. Students practice with two headlines and rewrite one accurately.",
    },
    {
      title: "Risk Factor Data Stations",
      minutes: 20,
      description:
        "Groups rotate through stations on tobacco smoke, UV radiation, HPV and vaccination, radon in homes, and air toxics along the Mississippi River industrial corridor in Louisiana. At each they record how the factor affects cells and what reduces exposure at the individual, community and policy level.",
    },
    {
      title: "Beyond Blame",
      minutes: 8,
      description:
        "Groups sort prevention strategies into individual, community and policy actions and discuss why blaming people for a diagnosis is inaccurate and harmful: many cancers occur in people with no known risk factor.",
    },
    {
      title: "Exit Ticket",
      minutes: 5,
      description: "Students rewrite a misleading risk headline so that it includes absolute risk.",
    },
  ],
  differentiation: {
    supported: [
      "Station cards with one graph each and guiding questions",
      "Risk calculation template with a worked example",
      "Care option: students choose their stations and may swap any topic that feels too close to home for an alternate station",
    ],
    extension: [
      "Use NCI State Cancer Profiles to compare lung cancer incidence in two counties and propose explanations, noting what the data cannot show",
      "Investigate how the International Agency for Research on Cancer decides whether an exposure is a known, probable or possible carcinogen",
    ],
    multilingual: ["Anticipation guide statements in home languages", "Station cards with icons for each risk factor"],
  },
  assessment: [
    "Anticipation guide revised with evidence",
    "Risk calculations and a rewritten headline",
    "Station note-catcher with individual, community and policy strategies",
  ],
  standards: { state: ["BIO1.LS3.2"], ngss: ["HS-LS3-2"] },
  handout: {
    title: "Lesson 4: Risk, Evidence and Exposure",
    intro:
      "What really raises cancer risk, and how big is the effect? Sort claims by their evidence, practice reading relative and absolute risk, and record what you learn at each data station. Do not include personal or family health information.",
    sections: [
      {
        heading: "Part 1: Myth or Evidence?",
        prompts: [
          {
            id: "u6-l4-q1",
            text: "Mark each claim supported, not supported or still being studied, before and after the lesson, with your evidence.",
            response: {
              kind: "table",
              columns: ["Claim", "Before", "After, with evidence"],
              rows: [
                "Cell phones cause brain cancer",
                "Sunscreen lowers skin cancer risk",
                "The HPV vaccine prevents some cancers",
                "Radon gas in homes can cause lung cancer",
                "Cancer is always caused by something a person did",
              ],
            },
          },
        ],
      },
      {
        heading: "Part 2: Relative and Absolute Risk",
        prompts: [
          {
            id: "u6-l4-q2",
            text: "A risk rises from 2 in 1,000 to 4 in 1,000. What is the relative risk, and what is the absolute increase?",
          },
          {
            id: "u6-l4-q3",
            text: "A headline says 'Eating X doubles your risk of a rare cancer!' If the risk without X is 1 in 10,000, what is it with X, and how many extra cases would there be per 10,000 people?",
          },
          { id: "u6-l4-q4", text: "Rewrite the headline so that it includes the absolute risk." },
        ],
      },
      {
        heading: "Part 3: Data Stations",
        prompts: [
          {
            id: "u6-l4-q5",
            text: "At each station, record how the factor affects cells and one way to reduce exposure at each level.",
            response: {
              kind: "table",
              columns: ["Station", "How it damages DNA or cells", "Individual", "Community", "Policy"],
              rows: ["Tobacco smoke", "UV radiation", "HPV and vaccination", "Radon in homes", "Air toxics"],
            },
          },
          {
            id: "u6-l4-q6",
            text: "Why is blaming a person for their cancer inaccurate and harmful? Use evidence from one station.",
          },
        ],
      },
    ],
    wordBank: [
      { term: "risk factor", meaning: "something that raises the chance of getting a disease" },
      { term: "carcinogen", meaning: "a substance or exposure that can cause cancer" },
      { term: "relative risk", meaning: "how many times more likely one group is than another" },
      { term: "absolute risk", meaning: "how many people out of a group are affected" },
      { term: "exposure", meaning: "contact with a risk factor, such as breathing radon" },
      { term: "environmental justice", meaning: "fair protection from environmental harm for every community" },
    ],
    sentenceStarters: [
      "The relative risk is ___, but the absolute increase is only ___ per ___.",
      "___ damages DNA by ___.",
      "A community could reduce exposure by ___, and a policy could ___.",
    ],
  },
  file: plans.lesson4,
};

const lesson5: LessonInput = {
  number: 5,
  title: "Screening and Early Detection",
  description:
    "Students learn how screening finds cancer earlier, simulate a screening program with a 2x2 table to see why false positives happen, and connect current recommendations to the barriers people face in getting screened.",
  drivingQuestion:
    "How can a screening test help find cancer early, and why is a positive result not the same as a diagnosis?",
  objectives: [
    "Explain why finding cancer at an early stage usually improves treatment options and survival.",
    "Calculate sensitivity, specificity and positive predictive value from a 2x2 table, and weigh the trade-off a screening test makes between missed cancers and false alarms against criteria of benefit, harm and access.",
    "Summarize current U.S. screening recommendations for colorectal, cervical, breast and lung cancer in plain language.",
    "Identify barriers to screening and propose one way to reduce a barrier in the community.",
  ],
  keyUnderstandings: [
    "Screening looks for cancer or precancerous changes in people without symptoms; finding cancer before it spreads usually means more treatment options and higher survival, and colonoscopy and cervical screening can prevent cancer by finding precancerous cells.",
    "No test is perfect: sensitivity is the share of true cases a test finds and specificity the share of healthy people it correctly clears. When a disease is rare, even a good test gives many false positives, so a positive screen leads to follow-up testing, not a diagnosis.",
    "Recommendations depend on age and risk (the U.S. Preventive Services Task Force recommends colorectal screening from age 45 and mammograms every two years from age 40), but cost, transportation, time off work, language and trust shape who actually gets screened.",
  ],
  materials: [
    "Screening simulation sheet for a population of 1,000 fictional people",
    "2x2 table template",
    "Calculators",
    "One-page summary of current USPSTF screening recommendations (check for updates before teaching)",
    "Community scenario cards",
    "Lesson 5 handout",
  ],
  activities: [
    {
      title: "Warm-Up: Smoke Detectors",
      minutes: 5,
      description:
        "Students discuss a smoke detector that sometimes goes off when toast burns. Is it a good detector? What would a detector that never gave false alarms miss?",
    },
    {
      title: "Mini-Lesson: Screening and Staging",
      minutes: 10,
      description:
        "Explain screening versus diagnosis, cancer stages, and current recommendations for four cancers, stressing that guidelines change as evidence grows.",
    },
    {
      title: "Screening Simulation",
      minutes: 20,
      description:
        "Groups screen 1,000 people with a 1 percent cancer rate using a test with 90 percent sensitivity and 95 percent specificity. They fill in the 2x2 table (9 true positives, 1 false negative, about 50 false positives, about 940 true negatives), find that only about 15 percent of positives have cancer, and explain why follow-up testing matters.",
    },
    {
      title: "Barriers and Bridges",
      minutes: 12,
      description:
        "Groups read fictional community scenarios (a worker without paid leave, a family without a car, a grandparent more comfortable in Spanish) and design one bridge, such as mobile screening, evening hours or a bilingual patient navigator.",
    },
    {
      title: "Exit Ticket",
      minutes: 5,
      description:
        "Students explain, in two sentences a family member would understand, what a positive screening result does and does not mean.",
    },
  ],
  differentiation: {
    supported: [
      "2x2 table with totals pre-filled and a worked example",
      "Calculation steps printed on a card",
      "Care option: all scenarios use fictional people; students never discuss their own or their family's screenings or results",
    ],
    extension: [
      "Change the cancer rate to 10 percent, recalculate the positive predictive value and explain the change",
      "Compare stool-based tests and colonoscopy for colorectal screening by sensitivity, cost and access",
    ],
    multilingual: ["2x2 table labels and key terms translated", "Scenario cards read aloud with visuals"],
  },
  assessment: [
    "Completed 2x2 table with correct sensitivity, specificity and positive predictive value",
    "Barrier-and-bridge proposal",
    "Exit ticket explanation for a family audience",
  ],
  standards: { state: ["BIO1.LS1.3"], ngss: ["HS-ETS1-3"] },
  handout: {
    title: "Lesson 5: Screening Simulation",
    intro:
      "Screening tests help find cancer early, but no test is perfect. Use a simulated population to see what test results really mean. Everyone in this activity is fictional.",
    sections: [
      {
        heading: "Part 1: Fill in the 2x2 Table",
        prompts: [
          {
            id: "u6-l5-q1",
            text: "Population: 1,000 people, and 1 percent have cancer. How many have cancer? How many do not?",
          },
          {
            id: "u6-l5-q2",
            text: "The test finds 90 percent of true cases (sensitivity). How many true positives and false negatives are there?",
          },
          {
            id: "u6-l5-q3",
            text: "The test correctly clears 95 percent of people without cancer (specificity). How many true negatives and false positives are there?",
          },
        ],
      },
      {
        heading: "Part 2: What Does a Positive Mean?",
        prompts: [
          { id: "u6-l5-q4", text: "How many people tested positive in total?" },
          { id: "u6-l5-q5", text: "What percent of the people who tested positive actually have cancer?" },
          { id: "u6-l5-q6", text: "Why is a positive screening result followed by more tests?" },
        ],
      },
      {
        heading: "Part 3: Barriers and Bridges",
        prompts: [
          { id: "u6-l5-q7", text: "Choose one scenario card. What makes screening hard for this person?" },
          { id: "u6-l5-q8", text: "Design one bridge that a clinic, school or community group could offer." },
          { id: "u6-l5-q9", text: "Who would you partner with to make your bridge happen?" },
        ],
      },
    ],
    wordBank: [
      { term: "screening", meaning: "testing people without symptoms to find disease early" },
      { term: "diagnosis", meaning: "confirming that a person has a disease" },
      { term: "sensitivity", meaning: "the share of people with the disease whom the test correctly finds" },
      { term: "specificity", meaning: "the share of people without the disease whom the test correctly clears" },
      { term: "false positive", meaning: "a positive result in a person who does not have the disease" },
      { term: "false negative", meaning: "a negative result in a person who has the disease" },
      { term: "positive predictive value", meaning: "the share of positive results that are true" },
    ],
    sentenceStarters: [
      "A positive screening result means ___ but not ___.",
      "Only ___ percent of positives had cancer because ___.",
      "One barrier to screening is ___; a bridge could be ___.",
    ],
  },
  file: plans.lesson5,
};

const lesson6: LessonInput = {
  number: 6,
  title: "How Treatments Target Cancer",
  description:
    "Students connect cancer biology to treatment: why chemotherapy affects fast-dividing healthy cells, how radiation damages DNA, and how targeted therapies such as imatinib and immunotherapies such as checkpoint inhibitors act on specific features of cancer.",
  drivingQuestion: "How do cancer treatments use biology to attack cancer cells while protecting the rest of the body?",
  objectives: [
    "Explain how surgery, radiation and chemotherapy act on cancer cells and why they cause common side effects.",
    "Describe how a targeted therapy blocks a protein made by a specific mutated gene, using imatinib and BCR-ABL as an example.",
    "Explain how immunotherapy helps the immune system recognize and attack cancer cells.",
    "Identify the purpose of clinical trials and informed consent in developing new treatments.",
  ],
  keyUnderstandings: [
    "Radiation and many chemotherapy drugs damage DNA or block cell division, so they also harm healthy fast-dividing cells. Chemotherapy travels through the blood, so its side effects are body-wide: hair loss, nausea from the gut lining and low blood counts from the bone marrow. Radiation is aimed at one part of the body, so its side effects are mostly limited to the treated area (skin redness, and hair loss or nausea only where the beam passes through the scalp or the gut), with tiredness as the common exception.",
    "Targeted therapies act on a cancer's specific molecular changes: imatinib blocks the overactive BCR-ABL protein produced by a chromosome swap in chronic myeloid leukemia and turned a usually fatal cancer into a manageable condition for many patients.",
    "Immunotherapies such as checkpoint inhibitors release brakes on T cells so the immune system can attack cancer cells; new treatments reach patients only after clinical trials with volunteers who give informed consent.",
  ],
  materials: [
    "Treatment station cards: surgery and radiation, chemotherapy, targeted therapy, immunotherapy, supportive and palliative care",
    "Body outline poster and colored dot stickers",
    "Short reading on clinical trial phases and informed consent",
    "Station note-catcher",
  ],
  activities: [
    {
      title: "Warm-Up: Fast-Dividing Cells",
      minutes: 5,
      description:
        "Students list body cells that divide often (hair follicles, skin, gut lining, blood-forming cells) and predict which would be affected by a drug that stops cell division.",
    },
    {
      title: "Side-Effect Mapping",
      minutes: 10,
      description:
        "Groups place dots on a body outline where chemotherapy acts, connect each to a side effect, and explain why most side effects fade as healthy tissue recovers after treatment.",
    },
    {
      title: "Treatment Stations",
      minutes: 25,
      description:
        "Groups rotate through five stations, recording the biological target, how the treatment works, one benefit and one trade-off. The targeted therapy station traces imatinib from the Philadelphia chromosome to the BCR-ABL protein; the immunotherapy station compares checkpoint inhibitors with CAR T-cell therapy; the supportive care station covers pain control, nutrition and emotional support.",
    },
    {
      title: "Clinical Trials and Consent",
      minutes: 10,
      description:
        "Students read a short case on how a trial works (phases, informed consent, the right to leave at any time) and discuss why diverse participation is needed to know whether a treatment works for everyone.",
    },
    {
      title: "Exit Ticket",
      minutes: 5,
      description:
        "Students explain why a targeted therapy usually harms healthy tissue less than traditional chemotherapy.",
    },
  ],
  differentiation: {
    supported: [
      "Station note-catcher with target and mechanism boxes and picture cues",
      "Care option: treatments are described at the cell level; students may skip the personal stories at the supportive care station and complete a science reading instead",
    ],
    extension: [
      "Research how tumors become resistant to a targeted drug through new mutations and connect this to natural selection",
      "Compare how CAR T-cell therapy is made with how checkpoint inhibitors work",
    ],
    multilingual: [
      "Visual glossary of treatment types",
      "Station instructions read aloud and provided in home languages where possible",
    ],
  },
  assessment: [
    "Side-effect map with accurate explanations",
    "Station note-catcher with target, mechanism, benefit and trade-off for all five stations",
    "Exit ticket",
  ],
  standards: { state: ["BIO1.LS1.3", "BIO1.LS1.1"], ngss: ["HS-LS1-4", "HS-LS1-1", "HS-ETS1-3"] },
  handout: {
    title: "Lesson 6: Treatment Station Note-Catcher",
    intro:
      "Every cancer treatment uses biology: it targets something about cancer cells, and its side effects come from what else it reaches. Record what you learn at each station. Everything here is about how treatments work, not about anyone's own care.",
    sections: [
      {
        heading: "Part 1: Side-Effect Mapping",
        prompts: [
          {
            id: "u6-l6-q1",
            text: "List four kinds of body cells that divide often, and predict what happens to each when a drug stops cell division.",
          },
          {
            id: "u6-l6-q2",
            text: "Why are chemotherapy's side effects body-wide, while radiation's are mostly limited to the treated area?",
          },
        ],
      },
      {
        heading: "Part 2: Treatment Stations",
        prompts: [
          {
            id: "u6-l6-q3",
            text: "Complete one row at each station.",
            response: {
              kind: "table",
              columns: ["Station", "Biological target", "How it works", "One benefit", "One trade-off"],
              rows: [
                "Surgery and radiation",
                "Chemotherapy",
                "Targeted therapy",
                "Immunotherapy",
                "Supportive and palliative care",
              ],
            },
          },
          {
            id: "u6-l6-q4",
            text: "Trace imatinib's story: from the Philadelphia chromosome to the BCR-ABL protein to how the drug works.",
          },
        ],
      },
      {
        heading: "Part 3: Clinical Trials and Consent",
        prompts: [
          { id: "u6-l6-q5", text: "What is informed consent, and what right does every trial volunteer keep?" },
          {
            id: "u6-l6-q6",
            text: "Why does a clinical trial need volunteers from many different communities?",
          },
          {
            id: "u6-l6-q7",
            text: "Exit ticket: why does a targeted therapy usually harm healthy tissue less than traditional chemotherapy?",
          },
        ],
      },
    ],
    wordBank: [
      { term: "chemotherapy", meaning: "drugs carried in the blood that kill or stop dividing cells" },
      { term: "radiation therapy", meaning: "high-energy beams aimed at a tumor to damage its DNA" },
      { term: "targeted therapy", meaning: "a drug that acts on a specific molecule made by a cancer's changed genes" },
      { term: "immunotherapy", meaning: "treatment that helps the immune system find and attack cancer cells" },
      { term: "palliative care", meaning: "care that relieves symptoms and supports quality of life" },
      { term: "informed consent", meaning: "agreeing to take part after understanding the risks and benefits" },
    ],
    sentenceStarters: [
      "This treatment targets ___, so it also affects ___.",
      "A benefit is ___, but a trade-off is ___.",
      "Targeted therapy is more selective because ___.",
    ],
  },
  file: plans.lesson6,
};

const lesson7: LessonInput = {
  number: 7,
  title: "Health Disparities and Justice in Cancer Care",
  description:
    "Students analyze public data on cancer incidence and death rates across groups and places, learn the story of Henrietta Lacks and research consent, and map the structural causes of a disparity to focus their advocacy projects.",
  drivingQuestion: "Why do cancer outcomes differ between communities, and what would it take to close the gap?",
  objectives: [
    "Compare incidence and death rates for at least two cancers across racial and ethnic groups, income levels or rural and urban areas.",
    "Explain how a group can have lower incidence but higher mortality for the same cancer.",
    "Analyze the Henrietta Lacks case to explain the importance of informed consent and trust in research.",
    "Identify structural causes of one disparity and choose a point of action for the unit project.",
  ],
  keyUnderstandings: [
    "Cancer disparities are avoidable, unjust differences in cancer burden; for example, Black women in the United States are diagnosed with breast cancer at a slightly lower rate than White women but are about 40 percent more likely to die of it.",
    "These gaps are driven mainly by differences in access to screening and timely, high-quality treatment, insurance, environmental exposures and the effects of racism, not by race as a biological category.",
    "Research has not always treated communities fairly: cells taken from Henrietta Lacks in 1951 without her knowledge became the HeLa cell line that advanced medicine, and her story shapes today's expectations for consent, privacy and representation in research.",
  ],
  materials: [
    "Printed graphs from the American Cancer Society's Cancer Facts and Figures and the CDC's U.S. Cancer Statistics data visualizations",
    "County data from NCI State Cancer Profiles for the local area (public, group-level data only)",
    "Short reading on Henrietta Lacks and the HeLa cell line, at two reading levels",
    "Fishbone (cause-and-effect) diagram template",
    "Lesson 7 handout",
  ],
  activities: [
    {
      title: "Warm-Up: Same Disease, Different Outcomes",
      minutes: 5,
      description:
        "Students examine one graph of breast cancer incidence and death rates for two groups and write what they notice and wonder.",
    },
    {
      title: "Data Analysis",
      minutes: 18,
      description:
        "Pairs compare incidence and death rates for two cancers across groups and between their county and the state. They calculate differences and ratios and flag any group with lower incidence but higher mortality.",
    },
    {
      title: "Henrietta Lacks and Research Ethics",
      minutes: 12,
      description:
        "Read and discuss how HeLa cells were taken, what they made possible (from testing the polio vaccine to decades of cancer research), and how the Lacks family has sought recognition. Connect the story to informed consent, privacy and why trust affects participation in screening and trials.",
    },
    {
      title: "Root Causes Fishbone",
      minutes: 12,
      description:
        "Groups map the causes of one disparity under access, environment, economics, communication and trust, then star the cause their advocacy project could address.",
    },
    {
      title: "Exit Ticket",
      minutes: 5,
      description:
        "Students explain one reason a group could have lower incidence but higher mortality for the same cancer.",
    },
  ],
  differentiation: {
    supported: [
      "Graphs with guiding questions and highlighted axes",
      "Fishbone template with a bank of example causes",
      "Care option: discussions use public, group-level data only; students choose their data set and never need to share personal or family experiences",
    ],
    extension: [
      "Calculate a mortality-to-incidence ratio for two groups and interpret it",
      "Evaluate the evidence for a program that has narrowed a cancer disparity, such as patient navigation",
    ],
    multilingual: [
      "Data table headings translated and key terms illustrated",
      "Henrietta Lacks reading provided in home languages where possible",
    ],
  },
  assessment: [
    "Data analysis sheet with correct comparisons and ratios",
    "Discussion contributions on research ethics",
    "Fishbone diagram with a starred, justified point of action",
    "Exit ticket",
  ],
  standards: { state: ["BIO1.LS3.2"], ngss: ["HS-ETS1-1"] },
  handout: {
    title: "Lesson 7: Cancer Disparities and Research Ethics",
    intro:
      "Cancer does not affect all communities equally. Use public, group-level data to find a gap, understand its causes and choose where your project can help. Do not include personal or family health information.",
    sections: [
      {
        heading: "Part 1: Read the Data",
        prompts: [
          { id: "u6-l7-q1", text: "For your cancer, record the incidence and death rates for two groups." },
          { id: "u6-l7-q2", text: "Which group has the higher incidence? Which has the higher death rate?" },
          { id: "u6-l7-q3", text: "Calculate the ratio of the two death rates and explain what it means." },
        ],
      },
      {
        heading: "Part 2: Henrietta Lacks",
        prompts: [
          {
            id: "u6-l7-q4",
            text: "What happened to Henrietta Lacks's cells in 1951, and what did they make possible?",
          },
          { id: "u6-l7-q5", text: "What does informed consent mean, and why does it matter?" },
          {
            id: "u6-l7-q6",
            text: "How could the history of research affect a community's trust in screening or clinical trials?",
          },
        ],
      },
      {
        heading: "Part 3: Root Causes",
        prompts: [
          {
            id: "u6-l7-q7",
            text: "Add at least two causes to each branch of your fishbone diagram.",
            response: { kind: "drawing", lines: 10 },
          },
          { id: "u6-l7-q8", text: "Star the cause your advocacy project could address and explain your choice." },
        ],
      },
    ],
    wordBank: [
      { term: "incidence", meaning: "how many new cases occur in a population in a year" },
      { term: "mortality", meaning: "how many deaths from a disease occur in a population in a year" },
      { term: "disparity", meaning: "an avoidable, unfair difference in health between groups" },
      { term: "health equity", meaning: "everyone having a fair chance to be as healthy as possible" },
      { term: "informed consent", meaning: "agreeing to take part after understanding the risks and benefits" },
      { term: "access to care", meaning: "being able to get needed health services in time" },
    ],
    sentenceStarters: [
      "The data show that ___ compared with ___.",
      "A group can have lower incidence but higher mortality because ___.",
      "Informed consent matters because ___.",
      "Our project could address ___ by ___.",
    ],
  },
  file: plans.lesson7,
};

const lesson8: LessonInput = {
  number: 8,
  title: "Advocacy in Action: Community Showcase",
  description:
    "Teams present their advocacy projects (screening campaigns, care guides, risk story maps and policy briefs) to families, health partners and community members, gather feedback and commit to next steps.",
  drivingQuestion:
    "How can we use what we have learned to make a real difference for people affected by cancer in our community?",
  objectives: [
    "Present an advocacy project that explains the relevant cancer biology accurately and in plain language.",
    "Respond to audience questions using evidence from the unit.",
    "Give and use structured feedback to improve a project.",
    "Reflect on growth in empathy, critical thinking, advocacy and communication.",
  ],
  keyUnderstandings: [
    "Effective health advocacy pairs accurate science with respect for the audience: clear language, trusted messengers and practical next steps.",
    "Advocacy can target awareness (knowing warning signs and screening ages), access (removing barriers) or policy (reducing exposures), and lasting change usually depends on partners.",
  ],
  materials: [
    "Project displays, laptops or printed materials",
    "Audience feedback cards",
    "Showcase program listing each team",
    "Lesson 8 planner and reflection handout",
    "Thank-you notes for community partners",
  ],
  activities: [
    {
      title: "Final Rehearsal and Setup",
      minutes: 10,
      description: "Teams rehearse a 3-minute pitch, check facts against the unit's sources and set up displays.",
    },
    {
      title: "Community Showcase",
      minutes: 25,
      description:
        "Families, health partners and students visit the stations. Each team presents, answers questions and collects feedback cards on clarity, accuracy and respectfulness.",
    },
    {
      title: "Feedback and Reflection",
      minutes: 10,
      description:
        "Teams read their feedback and choose one improvement; each student reflects on growth in the four unit competencies.",
    },
    {
      title: "Commitments and Thanks",
      minutes: 5,
      description:
        "Teams share one next step, such as leaving flyers at a clinic or sending a policy brief, and thank partners and guests.",
    },
  ],
  differentiation: {
    supported: [
      "Presentation script template and role options (presenter, demonstrator, question answerer, greeter)",
      "Care option: students may contribute behind the scenes through design, research or translation instead of presenting",
    ],
    extension: [
      "Write a follow-up plan with a partner organization to measure the project's reach",
      "Adapt the project for a second audience, such as younger students or a faith community",
    ],
    multilingual: [
      "Teams present in the languages of their audience, with bilingual materials encouraged",
      "Feedback cards available in home languages",
    ],
  },
  assessment: [
    "Project rubric: science accuracy, clarity for the audience, use of evidence, respect and care, feasibility of the action",
    "Summary of audience feedback with one planned improvement",
    "Individual competency reflection",
  ],
  // The showcase's rubric scores the cancer biology each team explains (cell division and its control, mutation);
  // students present a project designed on the project days (which cite HS-ETS1-2), not design one today.
  standards: { state: ["BIO1.LS1.3", "BIO1.LS3.2"], ngss: [] },
  handout: {
    title: "Lesson 8: Advocacy Project Planner and Reflection",
    intro:
      "Use this planner to get your project ready for the showcase and to reflect on what you learned. Never include anyone's private health information in your project.",
    sections: [
      {
        heading: "Part 1: Project Check",
        prompts: [
          {
            id: "u6-l8-q1",
            text: "Our project type (campaign, care guide, risk story map or policy brief) and our audience:",
          },
          { id: "u6-l8-q2", text: "The cancer biology our project explains, in two sentences:" },
          { id: "u6-l8-q3", text: "Two reliable sources we used as evidence:" },
          { id: "u6-l8-q4", text: "Our call to action: what do we want the audience to know or do?" },
        ],
      },
      {
        heading: "Part 2: Pitch Practice",
        prompts: [
          { id: "u6-l8-q5", text: "Write a one-sentence opening that connects with your audience." },
          { id: "u6-l8-q6", text: "Predict one question the audience might ask and draft your answer." },
        ],
      },
      {
        heading: "Part 3: Reflection",
        prompts: [
          { id: "u6-l8-q7", text: "Which piece of feedback will you use, and how?" },
          {
            id: "u6-l8-q8",
            text: "Describe your growth in one competency: empathy, critical thinking, advocacy or communication.",
          },
        ],
      },
    ],
    wordBank: [
      { term: "advocacy", meaning: "speaking and acting to bring about a change for others" },
      { term: "audience", meaning: "the people a message is designed for" },
      { term: "evidence", meaning: "data or facts from reliable sources that support a claim" },
      { term: "call to action", meaning: "the specific step you ask the audience to take" },
      { term: "stakeholder", meaning: "a person or group affected by a problem or decision" },
      { term: "feedback", meaning: "comments that help improve work" },
    ],
    sentenceStarters: [
      "Our project helps ___ by ___.",
      "The science behind our message is ___.",
      "One piece of feedback we will use is ___.",
      "I grew in ___ when I ___.",
    ],
  },
  file: plans.lesson8,
};

export const unit6 = {
  number: 6,
  title: "Cancer and Community: Biology, Care and Advocacy",
  description:
    "Students investigate how cancer begins in the cell cycle and in our genes, how risk, screening and treatment differ across communities, and how young people can advocate for prevention and care. The unit is taught with care: no student is asked to share personal or family medical information, and every task has an opt-out alternative.",
  color: "orange",
  card: {
    description:
      "Learn how cell division can go wrong, how cancer is detected and treated, and how communities advocate for prevention and care.",
    keyTopics: ["Cell cycle and mutation", "Detection and treatment", "Prevention and advocacy"],
    color: "orange",
  },
  backLink: { to: "/", label: "Back to Home" },
  drivingQuestion:
    "How can understanding the biology of cancer help our community prevent it, detect it early and care for the people it affects?",
  realWorldChallenge:
    "Cancer touches nearly every family: about 2 million people in the United States are diagnosed each year, and the burden is not shared equally. Some communities face more exposure to carcinogens, fewer chances to be screened and later diagnoses. Students partner with local health organizations to create an evidence-based advocacy project (a screening awareness campaign, a care guide, a risk story map or a policy brief) that explains the biology clearly, respects the experiences of people affected by cancer and helps close a gap in prevention, detection or care.",
  coreConcepts: [
    {
      title: "The Cell Cycle and Its Checkpoints",
      description:
        "Cells grow, copy their DNA and divide in a regulated cycle; checkpoint proteins such as p53 stop damaged cells, and cancer begins when cells escape these controls.",
      codes: ["HS-LS1-4", "BIO1.LS1.3"],
    },
    {
      title: "Mutations",
      description:
        "Copying errors and carcinogens change DNA; most cancers need several somatic mutations that build up over years, while inherited mutations give some families a head start.",
      codes: ["HS-LS3-2", "BIO1.LS3.1", "BIO1.LS3.2"],
    },
    {
      title: "Oncogenes and Tumor Suppressors",
      description:
        "Proto-oncogenes act like a cell's accelerator and tumor suppressor genes like its brakes; cancer results when accelerators stick on and brakes fail.",
      codes: ["HS-LS1-1", "BIO1.LS1.1", "BIO1.LS3.1"],
    },
    {
      title: "Risk Factors and the Environment",
      description:
        "Tobacco, UV light, some infections, radon and air pollution raise risk by damaging DNA; exposure is shaped by where people live and work, not only by personal choices.",
      codes: ["HS-LS3-2", "BIO1.LS3.2"],
    },
    {
      title: "Screening and Treatment",
      description:
        "Screening finds cancer early, when it is most treatable, and treatments from chemotherapy to targeted drugs and immunotherapy are designed around cancer cell biology.",
      codes: ["HS-LS1-4", "HS-ETS1-3", "BIO1.LS1.3"],
    },
    {
      title: "Health Disparities",
      description:
        "Differences in access, exposure and trust, rooted in history and policy, lead to unequal cancer outcomes that communities can work to close.",
      codes: ["HS-ETS1-1"],
    },
  ],
  keyTopics: [
    "The cell cycle and its checkpoints",
    "Somatic and inherited mutations",
    "Oncogenes and tumor suppressor genes",
    "Risk factors and environmental exposures",
    "Screening, early detection and test accuracy",
    "Surgery, radiation, chemotherapy, targeted therapy and immunotherapy",
    "Health disparities and research ethics",
    "Advocacy and science communication",
  ],
  projectIdeas: [
    {
      title: "Know Your Screening Campaign",
      description:
        "Create a bilingual campaign with a local clinic that explains age-based screening recommendations in plain language and shows families where to find free or low-cost screening.",
    },
    {
      title: "Care Kits and Treatment Guide",
      description:
        "With a cancer center or support organization, assemble comfort kits and write a plain-language guide that explains how common treatments work and lists local support services.",
    },
    {
      title: "Environmental Risk Story Map",
      description:
        "Map public, county-level data on cancer rates, air quality and radon for the region, explain what the data can and cannot show, and share prevention steps with the community.",
    },
    {
      title: "Policy Brief for Prevention",
      description:
        "Write and present a brief to a local decision maker proposing one prevention measure, such as shade structures at parks, tobacco-free public spaces or transportation to screening appointments.",
    },
  ],
  lessons: [entryEvent, lesson1, lesson2, lesson3, lesson4, lesson5, lesson6, lesson7, lesson8],
  learningOutcomes: [
    "Explain how cell cycle checkpoints normally control cell division and how their failure can lead to a tumor.",
    "Distinguish somatic from inherited mutations and explain why cancer risk rises with age and with exposure to carcinogens.",
    "Compare how oncogenes and tumor suppressor genes contribute to cancer using the accelerator and brake model.",
    "Evaluate screening tests using sensitivity, specificity and positive predictive value, and explain current recommendations in plain language.",
    "Analyze public data on cancer incidence and mortality to identify disparities and their structural causes.",
    "Design and present a respectful, evidence-based advocacy project for a community audience.",
  ],
  competencies: [
    {
      title: "Empathy",
      description:
        "Listen to and honor the experiences of patients, survivors, caregivers and health workers, and design projects around the people they are meant to serve.",
    },
    {
      title: "Critical Thinking",
      description:
        "Weigh evidence about risk, screening and treatment, separate correlation from causation, and spot misleading health claims.",
    },
    {
      title: "Advocacy",
      description:
        "Use scientific evidence to propose practical changes in awareness, access or policy that reduce cancer risk and improve care.",
    },
    {
      title: "Communication",
      description:
        "Explain complex biology clearly and accurately to families and community members, in more than one language where possible, using respectful language free of blame.",
    },
  ],
  standards: {
    ngss: ngssAlignment(["HS-LS1-1", "HS-LS1-4", "HS-LS3-1", "HS-LS3-2", "HS-ETS1-1", "HS-ETS1-2", "HS-ETS1-3"]),
    state: stateAlignment(["BIO1.LS1.1", "BIO1.LS1.3", "BIO1.LS3.1", "BIO1.LS3.2"]),
  },
  materials: [
    lessonPlan({
      title: "Entry Event: Faces of Cancer",
      subtitle: "Lesson plan - community agreements, gallery walk and need-to-know questions",
      path: plans.entry,
      lesson: 0,
    }),
    handout({
      title: "Faces of Cancer Gallery Handout",
      subtitle: "Entry event note-catcher",
      path: "/materials/unit6/Entry_Event_Faces_of_Cancer_Handout.pdf",
      lesson: 0,
    }),
    lessonPlan({
      title: "Lesson 1: The Cell Cycle",
      subtitle: "Lesson plan - onion root tip count and checkpoint role-play",
      path: plans.lesson1,
      lesson: 1,
    }),
    lessonPlan({
      title: "Lesson 2: Mutations",
      subtitle: "Lesson plan - mutation decoder and multi-hit dice simulation",
      path: plans.lesson2,
      lesson: 2,
    }),
    handout({
      title: "Multi-Hit Model Handout",
      subtitle: "Lesson 2 student handout",
      path: "/materials/unit6/Lesson_2_Multi_Hit_Model_Handout.pdf",
      lesson: 2,
    }),
    lessonPlan({
      title: "Lesson 3: Oncogenes and Tumor Suppressors",
      subtitle: "Lesson plan - cancer gene jigsaw and two-hit reasoning",
      path: plans.lesson3,
      lesson: 3,
    }),
    lessonPlan({
      title: "Lesson 4: Risk Factors and the Environment",
      subtitle: "Lesson plan - relative and absolute risk and data stations",
      path: plans.lesson4,
      lesson: 4,
    }),
    lessonPlan({
      title: "Lesson 5: Screening and Early Detection",
      subtitle: "Lesson plan - screening simulation and barriers to care",
      path: plans.lesson5,
      lesson: 5,
    }),
    handout({
      title: "Screening Simulation Handout",
      subtitle: "Lesson 5 student handout",
      path: "/materials/unit6/Lesson_5_Screening_Simulation_Handout.pdf",
      lesson: 5,
    }),
    lessonPlan({
      title: "Lesson 6: How Treatments Target Cancer",
      subtitle: "Lesson plan - side-effect mapping, treatment stations and clinical trials",
      path: plans.lesson6,
      lesson: 6,
    }),
    lessonPlan({
      title: "Lesson 7: Health Disparities and Justice",
      subtitle: "Lesson plan - public data analysis, Henrietta Lacks and root causes",
      path: plans.lesson7,
      lesson: 7,
    }),
    handout({
      title: "Disparities and Research Ethics Handout",
      subtitle: "Lesson 7 student handout",
      path: "/materials/unit6/Lesson_7_Disparities_Handout.pdf",
      lesson: 7,
    }),
    lessonPlan({
      title: "Lesson 8: Advocacy in Action",
      subtitle: "Lesson plan - community showcase and reflection",
      path: plans.lesson8,
      lesson: 8,
    }),
    handout({
      title: "Advocacy Project Planner",
      subtitle: "Lesson 8 editable planner and reflection",
      path: "/materials/unit6/Lesson_8_Advocacy_Planner_Handout.docx",
      lesson: 8,
    }),
  ],
  unlistedMaterials: [
    ...lessonHandout(1, "The Cell Cycle and Its Checkpoints", "Lesson_1_Cell_Cycle_Checkpoints"),
    ...lessonHandout(3, "Cancer Gene Jigsaw", "Lesson_3_Cancer_Gene_Jigsaw", { variants: true }),
    ...lessonHandout(4, "Risk, Evidence and Exposure", "Lesson_4_Risk_Evidence_Exposure"),
    ...lessonHandout(6, "Treatment Station Note-Catcher", "Lesson_6_Treatment_Stations"),
  ],
  textPlanFileName: "Unit6_Cancer_Community.txt",
} satisfies UnitInput;
