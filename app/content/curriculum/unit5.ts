import { handout, lessonPlan, phaseOverview, unitOverview } from "./builders.ts";
import { ngssAlignment } from "./ngss.ts";
import { interactive, textbook, video } from "./resources.ts";
import type { LessonInput, UnitInput } from "./schema.ts";

/** Every downloadable file of the unit, so lessons and the download lists name the same path. */
const unitPlanPath = "/materials/unit5/Unit5_Complete_Unit_Plan.docx";

function inPhase(phase: number, file: string): string {
  return `/materials/unit5/phase${phase}/${file}`;
}

const plan = {
  1: inPhase(1, "Lesson_1_Chronic_Disease_Lesson_Plan.docx"),
  2: inPhase(1, "Lesson_2_Cells_and_Systems_Lesson_Plan.docx"),
  3: inPhase(1, "Lesson_3_Blood_Glucose_Homeostasis_Lesson_Plan.docx"),
  4: inPhase(1, "Lesson_4_Asthma_and_Hypertension_Lesson_Plan.docx"),
  5: inPhase(1, "Lesson_5_Checkpoint_1_Lesson_Plan.docx"),
  6: inPhase(2, "Lesson_6_Genes_to_Proteins_Lesson_Plan.docx"),
  7: inPhase(2, "Lesson_7_Family_Health_History_Lesson_Plan.docx"),
  8: inPhase(2, "Lesson_8_Polygenic_Risk_Lesson_Plan.docx"),
  9: inPhase(2, "Lesson_9_Epigenetics_Lesson_Plan.docx"),
  10: inPhase(2, "Lesson_10_Ancestry_Evolution_Health_Lesson_Plan.docx"),
  11: inPhase(2, "Lesson_11_Checkpoint_2_Lesson_Plan.docx"),
  12: inPhase(3, "Day_12_Social_Determinants_Lesson_Plan.docx"),
  13: inPhase(3, "Day_13_Place_Matters_Lesson_Plan.docx"),
  14: inPhase(3, "Day_14_Stress_and_Weathering_Lesson_Plan.docx"),
  15: inPhase(3, "Day_15_Reading_Health_Data_Lesson_Plan.docx"),
  16: inPhase(3, "Day_16_Community_Voices_Lesson_Plan.docx"),
  17: inPhase(3, "Day_17_Checkpoint_3_Lesson_Plan.docx"),
  18: inPhase(4, "Day_18_Defining_the_Problem_Lesson_Plan.docx"),
  19: inPhase(4, "Day_19_Evidence_Based_Ideas_Lesson_Plan.docx"),
  20: inPhase(4, "Day_20_Prototype_and_Feedback_Lesson_Plan.docx"),
  21: inPhase(4, "Day_21_Scientific_Story_Lesson_Plan.docx"),
  22: inPhase(4, "Day_22_Checkpoint_4_Lesson_Plan.docx"),
  // The Phase 5 page lists the downloads for days 23-26, so those files live in the phase 5 folder.
  23: inPhase(5, "Day_23_Data_Visuals_Lesson_Plan.docx"),
  24: inPhase(5, "Day_24_Final_Presentations_1_Lesson_Plan.docx"),
  25: inPhase(5, "Day_25_Final_Presentations_2_Lesson_Plan.docx"),
  26: inPhase(5, "Day_26_Personal_Learning_Reflection_Lesson_Plan.docx"),
} as const;

const phase1Lessons: LessonInput[] = [
  {
    number: 1,
    title: "What Makes a Disease Chronic?",
    description:
      "Students meet three chronic diseases that shape daily life in many communities (type 2 diabetes, asthma and hypertension), tell chronic from acute illness, and launch a unit question board linking the body to the places people live.",
    drivingQuestion:
      "Why do some illnesses last for years, and why do they show up more often in some neighborhoods than others?",
    objectives: [
      "Distinguish chronic from acute disease using three criteria: duration, cause and treatment.",
      "Identify the main organ system affected by type 2 diabetes, asthma and hypertension.",
      "Describe two patterns in a data table showing how chronic disease rates differ between places.",
      "Write investigable questions about chronic disease in our community for the unit question board.",
    ],
    keyUnderstandings: [
      "Chronic diseases develop over months or years, usually have several interacting causes, and are managed rather than cured.",
      "Type 2 diabetes, asthma and hypertension each disrupt the body's ability to keep internal conditions stable.",
      "Differences in disease rates between communities are patterns to explain, not judgments about individuals.",
    ],
    materials: [
      "Three one-page patient stories (type 2 diabetes, asthma, hypertension)",
      "County or census-tract data posters printed from CDC PLACES or County Health Rankings",
      "Twelve condition cards per group for the card sort",
      "Chart paper, sticky notes and markers for the question board",
      "Lesson 1 handout",
    ],
    activities: [
      {
        title: "Story Hook: Three Neighbors",
        minutes: 10,
        description:
          "Pairs read one of three short stories: a grandmother managing type 2 diabetes, a ninth grader with asthma, and a bus driver with high blood pressure. They note what the person experiences, what helps, and what makes managing the condition harder.",
      },
      {
        title: "Chronic or Acute? Card Sort",
        minutes: 12,
        description:
          "Groups sort condition cards (flu, strep throat, broken arm, food poisoning, asthma, type 2 diabetes, hypertension, arthritis and others) into chronic and acute, then write a shared definition that uses duration, cause and treatment.",
      },
      {
        title: "Data Walk",
        minutes: 15,
        description:
          "Groups rotate through three posters showing local rates of diagnosed diabetes, current asthma and high blood pressure by county or census tract. At each poster they record one pattern they notice and one question it raises, without guessing at causes yet.",
      },
      {
        title: "Question Board Launch",
        minutes: 10,
        description:
          "The class clusters sticky-note questions under four headings (Body, Genes, Environment, Community) to build the question board the class returns to at every checkpoint.",
      },
      {
        title: "Exit Ticket",
        minutes: 5,
        description:
          "Students explain in two sentences why type 2 diabetes counts as a chronic disease and name one pattern they noticed during the data walk.",
      },
    ],
    differentiation: {
      supported: [
        "Shorter, illustrated versions of the patient stories with key terms in bold",
        "Picture cues on each card in the card sort",
      ],
      extension: [
        "Compare two counties and list the data you would need before explaining the difference between them",
      ],
      multilingual: [
        "Word bank with cognates (chronic/cronico, diabetes, hypertension/hipertension)",
        "Draft questions in the home language first, then translate with a partner",
      ],
    },
    assessment: [
      "Card-sort definition checked for all three criteria (duration, cause, treatment)",
      "Exit ticket scored for a correct chronic-disease explanation and one accurately described data pattern",
    ],
    standards: { state: ["BIO1.LS1.2"], ngss: ["HS-LS1-2", "HS-LS1-3"] },
    handout: {
      title: "Lesson 1: What Makes a Disease Chronic?",
      intro:
        "Chronic diseases affect millions of families, including many in our own community. Today you will meet three neighbors living with chronic conditions, decide what makes a disease chronic, and look at local data for patterns worth investigating.",
      sections: [
        {
          heading: "Three Neighbors",
          prompts: [
            "Which neighbor did you read about, and which condition do they live with?",
            "List two things that help this person manage the condition and two things that make it harder.",
            "Which part of the body do you think this condition affects most?",
          ],
        },
        {
          heading: "Chronic or Acute?",
          prompts: [
            "Write your group's definition of a chronic disease using duration, cause and treatment.",
            "Which card was hardest to sort? Explain the reasoning your group used.",
          ],
        },
        {
          heading: "Data Walk Notes",
          prompts: [
            "For each poster, write one pattern you notice (for example, which places have higher or lower rates).",
            "For each poster, write one question the pattern raises for you.",
          ],
        },
      ],
      wordBank: [
        {
          term: "chronic disease",
          meaning: "an illness that lasts a long time, often a year or more, and is managed rather than cured",
        },
        { term: "acute illness", meaning: "an illness that starts suddenly and usually lasts a short time" },
        { term: "prevalence", meaning: "the share of people in a group who have a condition at a given time" },
        { term: "risk factor", meaning: "anything that raises the chance of developing a disease" },
        { term: "homeostasis", meaning: "the body's ability to keep internal conditions stable" },
      ],
      sentenceStarters: [
        "A disease is chronic when...",
        "One pattern I notice in the data is...",
        "This pattern makes me wonder...",
      ],
    },
    file: plan[1],
  },
  {
    number: 2,
    title: "Cells, Tissues and Organ Systems",
    description:
      "Students examine the specialized cells at the center of each disease (insulin-making beta cells, airway smooth muscle and mucus cells, and the lining of arteries) and model how cells with identical DNA become different by switching different genes on.",
    drivingQuestion:
      "How can cells that share the same DNA do such different jobs, and what happens to the body when one kind of cell stops doing its job well?",
    objectives: [
      "Sketch and label the key specialized cells in pancreatic islets, bronchioles and arteries.",
      "Explain how the structure of each specialized cell relates to its function.",
      "Use a gene-switch model to explain that differentiation depends on which genes a cell expresses.",
      "Trace the levels of organization from cell to organism for one chronic disease.",
    ],
    keyUnderstandings: [
      "Nearly every cell in the body carries the same DNA; cells differ because they express different sets of genes.",
      "Specialized cells form tissues and organs that work together, so damage at the cell level can affect the whole body.",
    ],
    materials: [
      "Microscopes with prepared slides of pancreas, lung and artery (or printed micrographs if microscopes are unavailable)",
      "Gene-switch cards (one identical deck per group)",
      "Colored pencils and blank sketch frames",
      "Levels-of-organization strips (cell, tissue, organ, organ system, organism)",
    ],
    activities: [
      {
        title: "Warm-Up: One Genome, Many Jobs",
        minutes: 8,
        description:
          "Students compare images of a neuron, a red blood cell, a pancreatic beta cell and an airway lining cell, and predict why cells with the same DNA look and act so differently.",
      },
      {
        title: "Microscope or Micrograph Stations",
        minutes: 20,
        description:
          "At three stations students sketch and label a pancreatic islet (beta cells make insulin), a bronchiole (ring of smooth muscle, mucus-secreting goblet cells, ciliated lining) and an artery (endothelium and smooth-muscle wall), writing one structure-function note per cell type.",
      },
      {
        title: "Gene-Switch Model of Differentiation",
        minutes: 12,
        description:
          "Each group gets the same deck of gene cards. Students playing a beta cell, a goblet cell and a smooth-muscle cell turn over only the genes their cell expresses (insulin, mucus proteins, contractile proteins), showing that differentiation changes gene use, not the DNA itself.",
      },
      {
        title: "Levels-of-Organization Chain",
        minutes: 8,
        description:
          "Groups order strips from cell to organism for diabetes, asthma or hypertension and add one sentence showing how a problem at the cell level reaches the whole body.",
      },
      {
        title: "Exit Ticket",
        minutes: 5,
        description:
          "Students answer: a beta cell and an airway smooth-muscle cell have the same DNA. Why do they do different jobs?",
      },
    ],
    differentiation: {
      supported: ["Partially labeled micrographs with a word list", "Sentence frame for the structure-function notes"],
      extension: ["Research how stem cells in the pancreas or airway are being studied to replace damaged cells"],
      multilingual: [
        "Visual glossary with labeled cell images",
        "Pair students with a bilingual partner for station discussion",
      ],
    },
    assessment: [
      "Station sketches checked for accurate labels and one structure-function note per cell type",
      "Exit ticket response explains differentiation as differences in gene expression",
    ],
    standards: { state: ["BIO1.LS1.3", "BIO1.LS1.1"], ngss: ["HS-LS1-2", "HS-LS1-4"] },
    handout: {
      title: "Lesson 2: Cells, Tissues and Organ Systems",
      intro:
        "Every chronic disease starts with cells that are not working as they should. Today you will look closely at the specialized cells behind diabetes, asthma and high blood pressure and figure out how cells with the same DNA end up so different.",
      sections: [
        {
          heading: "Station Sketches",
          prompts: [
            "Sketch a pancreatic islet and label the beta cells. What do beta cells make?",
            "Sketch a bronchiole and label the smooth muscle, goblet cells and cilia. What could narrow this airway?",
            "Sketch an artery and label the endothelium and smooth-muscle layer. How could this wall affect blood pressure?",
          ],
        },
        {
          heading: "Same DNA, Different Jobs",
          prompts: [
            "Which gene cards did your cell turn on, and which stayed off?",
            "Explain in your own words what differentiation means.",
          ],
        },
        {
          heading: "From Cell to Body",
          prompts: [
            "Complete the chain: cell, tissue, organ, organ system, organism for the disease your group chose.",
          ],
        },
      ],
      wordBank: [
        { term: "specialized cell", meaning: "a cell with a structure suited to one main job" },
        {
          term: "differentiation",
          meaning: "the process by which cells become specialized by expressing different genes",
        },
        { term: "gene expression", meaning: "using a gene's instructions to make a protein" },
        { term: "beta cell", meaning: "a pancreatic cell that makes the hormone insulin" },
        { term: "smooth muscle", meaning: "muscle in airway and blood vessel walls that can tighten or relax" },
        { term: "tissue", meaning: "a group of similar cells working together" },
      ],
      sentenceStarters: [
        "This cell's structure helps it...",
        "These cells have the same DNA, but...",
        "A problem in this cell could affect the whole body because...",
      ],
    },
    file: plan[2],
  },
  {
    number: 3,
    title: "Homeostasis and Blood Glucose",
    description:
      "Students act out the insulin-glucagon feedback loop, then graph glucose tolerance data to see how insulin resistance in type 2 diabetes breaks the loop, and compare type 1 with type 2 diabetes.",
    drivingQuestion: "How does the body keep blood sugar in a safe range, and what goes wrong in type 2 diabetes?",
    objectives: [
      "Model the negative feedback loop in which insulin and glucagon keep blood glucose within a set range.",
      "Graph and interpret oral glucose tolerance test data for typical, prediabetes and type 2 diabetes profiles.",
      "Explain insulin resistance as a failure of target cells to respond to a protein signal.",
      "Compare the causes of type 1 and type 2 diabetes.",
    ],
    keyUnderstandings: [
      "Insulin from beta cells lowers blood glucose by helping muscle, fat and liver cells take up and store it; glucagon from alpha cells raises it.",
      "In type 2 diabetes, cells respond weakly to insulin and beta cells eventually cannot keep up, so glucose stays high.",
      "Insulin and its receptor are proteins coded by genes, so their function depends on both DNA and the conditions the body lives in.",
    ],
    materials: [
      "Paper glucose tokens (about 40 per group)",
      "Role cards: beta cell, alpha cell, liver, muscle cell, blood",
      "Oral glucose tolerance test data table for three fictional people",
      "Graph paper and colored pencils",
      "Lesson 3 handout",
    ],
    activities: [
      {
        title: "Warm-Up: The Body's Thermostat",
        minutes: 5,
        description:
          "Students describe how a home thermostat keeps a room near a set temperature and identify the sensor, control center and response, then predict what would have to exist for the body to control blood sugar.",
      },
      {
        title: "Feedback Loop Role-Play",
        minutes: 15,
        description:
          "Groups act out a meal (glucose tokens enter the blood), insulin release and uptake by muscle and liver, then fasting and glucagon release. In a second round, muscle cells accept insulin only every other time to model insulin resistance, and groups record how many tokens pile up in the blood.",
      },
      {
        title: "Glucose Tolerance Curve Analysis",
        minutes: 18,
        description:
          "Students graph blood glucose over two hours after a sugar drink for three fictional people and compare them with clinical cut-offs (two-hour value under 140 mg/dL is typical, 140-199 suggests prediabetes, 200 or higher suggests diabetes). They annotate where the feedback loop works and where it falls short.",
      },
      {
        title: "Type 1 and Type 2 Comparison",
        minutes: 8,
        description:
          "Pairs complete a T-chart: type 1 diabetes results from the immune system destroying beta cells, while type 2 begins with insulin resistance and declining beta-cell function, and is strongly shaped by environment and living conditions.",
      },
      {
        title: "Exit Ticket",
        minutes: 5,
        description: "Students draw the blood glucose feedback loop and mark where insulin resistance interrupts it.",
      },
    ],
    differentiation: {
      supported: ["Pre-drawn axes and scale for the glucose graph", "Feedback-loop diagram with blanks to complete"],
      extension: ["Explain why cortisol released during long-term stress can raise blood glucose"],
      multilingual: [
        "Role cards with pictures and home-language labels",
        "Glucagon and glycogen contrast card to avoid confusing the two words",
      ],
    },
    assessment: [
      "Annotated graph correctly classifies each profile using the clinical cut-offs",
      "Exit ticket diagram shows stimulus, sensor, control center, response and the point of insulin resistance",
    ],
    standards: { state: ["BIO1.LS1.2", "BIO1.LS1.1"], ngss: ["HS-LS1-3", "HS-LS1-1"] },
    handout: {
      title: "Lesson 3: Homeostasis and Blood Glucose",
      intro:
        "Your body keeps blood sugar within a narrow range every minute of the day. Today you will model how it does this, graph what happens when the system struggles, and compare the two main types of diabetes.",
      sections: [
        {
          heading: "Role-Play Observations",
          prompts: [
            "After the meal, what did the beta cells release, and what happened to the glucose tokens?",
            "During fasting, what did the alpha cells release, and which organ released stored glucose?",
            "In the insulin resistance round, how many tokens were left in the blood? Why?",
          ],
        },
        {
          heading: "Glucose Tolerance Graph",
          prompts: [
            "Plot all three people on one graph with time on the x-axis and blood glucose on the y-axis.",
            "Use the two-hour cut-offs to classify each person, and explain your evidence.",
          ],
        },
        {
          heading: "Type 1 and Type 2",
          prompts: ["Complete the T-chart: what fails, when it usually begins, and how each type is managed."],
        },
      ],
      wordBank: [
        { term: "insulin", meaning: "a protein hormone that helps cells take up glucose, lowering blood sugar" },
        { term: "glucagon", meaning: "a hormone that signals the liver to release glucose, raising blood sugar" },
        { term: "glycogen", meaning: "the stored form of glucose in liver and muscle" },
        {
          term: "negative feedback",
          meaning: "a response that reverses a change to bring a condition back to its set range",
        },
        { term: "insulin resistance", meaning: "when cells respond weakly to insulin" },
        { term: "receptor", meaning: "a protein on a cell that receives a chemical signal" },
      ],
      sentenceStarters: [
        "When blood glucose rises, ...",
        "The graph shows that...",
        "Insulin resistance breaks the loop because...",
        "Type 1 and type 2 diabetes differ because...",
      ],
    },
    file: plan[3],
  },
  {
    number: 4,
    title: "Airways and Arteries: Asthma and Hypertension",
    description:
      "Students model narrowed airways, annotate what happens in a bronchiole during an asthma attack, and investigate the feedback loops that regulate heart rate and blood pressure, including what sustained high pressure does to artery walls.",
    drivingQuestion:
      "What happens inside the airways during an asthma attack, and inside blood vessels when blood pressure stays high?",
    objectives: [
      "Describe how inflammation, smooth-muscle tightening and mucus narrow the airways during an asthma attack.",
      "Distinguish asthma triggers from the underlying inflammation, and quick-relief from controller medicines.",
      "Model the baroreceptor feedback loop and interpret blood pressure categories.",
      "Compare how homeostasis is disrupted in diabetes, asthma and hypertension.",
    ],
    keyUnderstandings: [
      "Asthma is long-term inflammation of the airways; triggers such as dust mites, cockroach allergen, mold, smoke, ozone and fine particles set off attacks.",
      "Blood pressure is regulated by feedback from pressure sensors in large arteries; when pressure stays high, artery walls stiffen and the heart works harder.",
    ],
    materials: [
      "Individually wrapped coffee stirrers or thin straws",
      "Stopwatch or phone timer",
      "Bronchiole diagram (normal and during an attack) for annotation",
      "Blood pressure category chart",
      "Optional automatic blood pressure cuff, used with the school nurse",
      "Lesson 4 handout",
    ],
    activities: [
      {
        title: "Narrow Airway Model",
        minutes: 10,
        description:
          "Volunteers breathe through a coffee stirrer for up to 30 seconds while pinching their nose and describe the effort; anyone with asthma, a heart or lung condition, or who simply prefers not to acts as data recorder, and anyone who feels dizzy stops at once. The class links the experience to airway narrowing.",
      },
      {
        title: "Inside an Asthma Attack",
        minutes: 12,
        description:
          "Pairs annotate a bronchiole diagram showing a swollen lining, tightened smooth muscle and extra mucus. They sort triggers and explain why quick-relief inhalers relax smooth muscle while controller inhalers reduce the underlying inflammation.",
      },
      {
        title: "Pulse and Pressure Feedback",
        minutes: 15,
        description:
          "Students take their resting pulse, march in place for one minute, and measure again to see the body respond to a change. They then complete a baroreceptor loop (sensors in the carotid arteries and aorta, control center in the brainstem, responses in heart rate and vessel width) and classify sample readings as normal (under 120/80), elevated, stage 1 or stage 2 hypertension.",
      },
      {
        title: "Three Diseases, One Idea",
        minutes: 10,
        description:
          "Groups complete a graphic organizer comparing the cells involved, the feedback loop disrupted, what fails, and how each disease is managed.",
      },
      {
        title: "Exit Ticket",
        minutes: 5,
        description:
          "Students explain one way asthma and one way hypertension each disrupt homeostasis, naming the cells or tissues involved.",
      },
    ],
    differentiation: {
      supported: ["Diagram labels provided on cut-out strips", "Blood pressure chart color-coded by category"],
      extension: ["Investigate how the kidneys help regulate blood pressure through salt and water balance"],
      multilingual: [
        "Demonstrate the straw model before explaining it in words",
        "Bilingual trigger cards with pictures",
      ],
    },
    assessment: [
      "Annotated bronchiole diagram includes inflammation, smooth muscle and mucus",
      "Blood pressure readings classified correctly on the practice set",
      "Exit ticket names a specific cell or tissue for each disease",
    ],
    standards: { state: ["BIO1.LS1.2", "BIO1.LS1.3"], ngss: ["HS-LS1-3", "HS-LS1-2"] },
    handout: {
      title: "Lesson 4: Airways and Arteries",
      intro:
        "Asthma affects the airways and hypertension affects the blood vessels, but both are stories about the body losing its balance. Today you will feel what a narrowed airway is like, look inside an asthma attack, and follow the loop that controls blood pressure.",
      sections: [
        {
          heading: "Narrow Airway Model",
          prompts: [
            "Describe what breathing through the stirrer felt like, or what you observed as a recorder.",
            "Which parts of a real airway narrow during an asthma attack?",
          ],
        },
        {
          heading: "Asthma Triggers and Treatment",
          prompts: [
            "List three triggers that could be found in a home or neighborhood.",
            "Explain the difference between a quick-relief inhaler and a controller inhaler.",
          ],
        },
        {
          heading: "Pulse and Pressure",
          prompts: [
            "Record your resting pulse and your pulse after one minute of marching. What changed and why?",
            "Classify each sample blood pressure reading using the chart.",
            "Draw the baroreceptor feedback loop with sensor, control center and response.",
          ],
        },
      ],
      wordBank: [
        { term: "inflammation", meaning: "swelling and irritation caused by the immune system" },
        { term: "bronchiole", meaning: "a small airway in the lungs" },
        { term: "trigger", meaning: "something that sets off an asthma attack" },
        { term: "blood pressure", meaning: "the force of blood pushing on artery walls" },
        { term: "baroreceptor", meaning: "a sensor in large arteries that detects blood pressure" },
        { term: "hypertension", meaning: "blood pressure that stays higher than the healthy range" },
      ],
      sentenceStarters: [
        "During an asthma attack, the airway narrows because...",
        "When blood pressure rises, the baroreceptors...",
        "Both asthma and hypertension disrupt homeostasis by...",
      ],
    },
    file: plan[4],
  },
  {
    number: 5,
    title: "Checkpoint 1: Illustrated Explanation",
    description:
      "Students create an illustrated explanation of how one chronic disease disrupts homeostasis from the cell to the whole body, written so a family member or neighbor could understand it, then give and use peer feedback.",
    drivingQuestion:
      "How can we explain a chronic disease clearly enough that a family member or neighbor could understand it?",
    objectives: [
      "Explain how one chronic disease disrupts homeostasis at the cell, organ and body levels.",
      "Represent a feedback loop accurately in a labeled illustration.",
      "Translate scientific vocabulary into clear, respectful everyday language.",
      "Give and use specific, rubric-based peer feedback.",
    ],
    keyUnderstandings: [
      "A strong scientific explanation links a mechanism at the cell level to effects people can see and feel.",
      "Clear health communication respects its audience and avoids blaming people for their illness.",
    ],
    materials: [
      "Checkpoint 1 rubric",
      "11 x 17 paper or poster board, markers and colored pencils",
      "Student notes and handouts from Lessons 1-4",
      "Sticky notes for gallery feedback",
      "Lesson 5 handout",
    ],
    activities: [
      {
        title: "Criteria Review",
        minutes: 5,
        description:
          "The class reviews the rubric: accurate science at three levels, a correct feedback loop, clear visuals, community-friendly language, and one everyday action that helps manage the disease.",
      },
      {
        title: "Studio Time: Illustrated Explanation",
        minutes: 30,
        description:
          "Students create a one-page poster, comic or annotated diagram explaining how type 2 diabetes, asthma or hypertension disrupts homeostasis from cell to body, using their notes from Lessons 1-4.",
      },
      {
        title: "Gallery Feedback",
        minutes: 12,
        description:
          "Students leave two stars and a wish on two classmates' work, each tied to a rubric row, and check at least one science claim for accuracy.",
      },
      {
        title: "Revision and Reflection",
        minutes: 7,
        description: "Students make one revision based on feedback and add a new question to the class question board.",
      },
    ],
    differentiation: {
      supported: [
        "Template with labeled boxes for cell, organ and body levels",
        "Choice to explain orally with a labeled diagram instead of written paragraphs",
      ],
      extension: [
        "Add a panel explaining how the disease can affect a second organ system (for example, diabetes and the kidneys)",
      ],
      multilingual: [
        "Option to produce a bilingual explanation for family members",
        "Vocabulary cards from Lessons 1-4 available at each table",
      ],
    },
    assessment: [
      "Checkpoint 1 rubric: scientific accuracy, feedback loop, levels of organization, clarity, respectful language",
      "Revision shows a change based on peer feedback",
    ],
    standards: { state: ["BIO1.LS1.2", "BIO1.LS1.3"], ngss: ["HS-LS1-2", "HS-LS1-3"] },
    handout: {
      title: "Checkpoint 1 Planner: Illustrated Explanation",
      intro:
        "Your job is to explain one chronic disease so clearly that someone at home could understand it. Use this planner to organize the science before you start drawing.",
      sections: [
        {
          heading: "Choose and Plan",
          prompts: [
            "Which disease will you explain, and who is your audience?",
            "What goes wrong at the cell level? At the organ level? For the whole body?",
          ],
        },
        {
          heading: "Feedback Loop",
          prompts: [
            "Sketch the feedback loop involved, and mark where it breaks down.",
            "Name one everyday action or treatment that helps, and explain the biology behind it.",
          ],
        },
        {
          heading: "Feedback and Revision",
          prompts: ["Record the two stars and a wish you received.", "What one change will you make, and why?"],
        },
      ],
      wordBank: [
        { term: "mechanism", meaning: "the step-by-step process that explains how something happens" },
        { term: "feedback loop", meaning: "a cycle in which a change triggers a response that affects the change" },
        { term: "organ system", meaning: "organs that work together for one major body function" },
        { term: "audience", meaning: "the people your explanation is for" },
      ],
      sentenceStarters: [
        "At the cell level, this disease...",
        "This causes the organ to...",
        "You might notice this in the body as...",
        "One thing that helps is... because...",
      ],
    },
    file: plan[5],
  },
];

const phase2Lessons: LessonInput[] = [
  {
    number: 6,
    title: "From Genes to Proteins to Health",
    description:
      "Students follow the path from DNA to protein using insulin as the example, model how a single-letter change can alter a protein, and sort cases of single-gene conditions from complex chronic diseases shaped by many genes and the environment.",
    drivingQuestion:
      "How do instructions in DNA become the proteins that keep blood sugar, breathing and blood pressure in balance?",
    objectives: [
      "Transcribe and translate a short DNA sequence into a chain of amino acids using a codon chart.",
      "Predict how a point mutation could change a protein and its function.",
      "Distinguish single-gene conditions from complex chronic diseases influenced by many genes and the environment.",
    ],
    keyUnderstandings: [
      "Genes on chromosomes carry instructions for proteins such as insulin (coded on chromosome 11) and the insulin receptor (chromosome 19).",
      "A change in one gene can cause some rare conditions, but type 2 diabetes, asthma and hypertension involve many genes, each with a small effect, interacting with living conditions.",
    ],
    materials: [
      "Short DNA sequence cards and a codon chart",
      "Case cards: monogenic diabetes (MODY), cystic fibrosis, familial hypercholesterolemia, type 2 diabetes, asthma, hypertension",
      "Printed human karyotype diagram",
      "Colored pencils",
    ],
    activities: [
      {
        title: "Warm-Up: Insulin Is a Protein",
        minutes: 7,
        description:
          "Students recall the feedback loop from Lesson 3 and list the proteins involved (insulin, the insulin receptor, glucose transporters), then predict where the instructions for those proteins are stored.",
      },
      {
        title: "Transcribe and Translate",
        minutes: 15,
        description:
          "Pairs transcribe a short DNA segment into mRNA and translate it with a codon chart, then repeat with a version containing one changed base and decide whether the amino acid chain changed.",
      },
      {
        title: "One Gene or Many? Case Sort",
        minutes: 15,
        description:
          "Groups read six case cards and sort them into single-gene conditions and complex conditions, citing evidence such as inheritance pattern, age of onset and the role of environment in each case.",
      },
      {
        title: "Chromosome Map",
        minutes: 8,
        description:
          "Students mark the insulin gene and the insulin receptor gene on a karyotype and explain that each person carries two copies of each chromosome, one from each parent.",
      },
      {
        title: "Exit Ticket",
        minutes: 5,
        description:
          "Students explain why a single changed base in DNA might or might not change a protein's function.",
      },
    ],
    differentiation: {
      supported: ["Codon chart with a worked example", "Case cards with key evidence highlighted"],
      extension: [
        "Research how human insulin is now made by engineered bacteria and why that matters for cost and access",
      ],
      multilingual: [
        "Flow diagram of DNA to RNA to protein with icons",
        "Sentence frames for the case sort discussion",
      ],
    },
    assessment: [
      "Correct transcription and translation of both sequences",
      "Case sort justified with at least one piece of evidence per case",
    ],
    standards: { state: ["BIO1.LS1.1", "BIO1.LS3.1"], ngss: ["HS-LS1-1", "HS-LS3-1"] },
    file: plan[6],
  },
  {
    number: 7,
    title: "Family Health History and Inheritance",
    description:
      "Students review Mendelian inheritance with sickle cell trait, then analyze a fictional three-generation family whose chronic diseases cluster in ways that Punnett squares alone cannot explain, separating shared genes from shared environments.",
    drivingQuestion: "What can a family health history tell us about risk, and what can it not tell us?",
    objectives: [
      "Use a Punnett square to predict genotype and phenotype probabilities for a single-gene trait.",
      "Read a pedigree and identify patterns of a condition across generations.",
      "Explain why chronic diseases cluster in families through both shared genes and shared environments.",
    ],
    keyUnderstandings: [
      "Single-gene traits such as sickle cell disease follow predictable Mendelian probabilities.",
      "Families share kitchens, neighborhoods, jobs and stresses as well as genes, so clustering of chronic disease is not proof of a genetic cause.",
      "A family health history is a powerful screening tool because it captures genes and environment together.",
    ],
    materials: [
      "Fictional three-generation family profile and pedigree (the Rivera-Johnson family)",
      "Punnett square practice cards",
      "Optional take-home link to the U.S. Surgeon General's My Family Health Portrait tool",
      "Lesson 7 handout",
    ],
    activities: [
      {
        title: "Warm-Up: What Do Families Share?",
        minutes: 5,
        description:
          "Students list everything a family can share besides genes (recipes, neighborhood, air, work schedules, stress, traditions) and predict which might affect health.",
      },
      {
        title: "Punnett Square Review",
        minutes: 12,
        description:
          "Pairs predict the chances for children of two parents who each carry one sickle cell allele (1 in 4 with sickle cell disease, 1 in 2 carriers, 1 in 4 without the allele) and explain why each pregnancy has the same odds.",
      },
      {
        title: "Fictional Family Pedigree",
        minutes: 18,
        description:
          "Groups analyze the Rivera-Johnson pedigree, in which type 2 diabetes and hypertension appear in several generations, and use the family profile to list shared genetic and shared environmental factors (for example, living near a highway and the nearest full grocery store being two bus rides away).",
      },
      {
        title: "Why Complex Traits Break the Rules",
        minutes: 10,
        description:
          "Class discussion: why does the family pattern not match a simple dominant or recessive ratio? Students conclude that many genes and shared conditions act together.",
      },
      {
        title: "Exit Ticket",
        minutes: 5,
        description:
          "Students answer: a friend says diabetes 'runs in my family, so there is nothing I can do.' What would you tell them, using today's evidence?",
      },
    ],
    differentiation: {
      supported: ["Pedigree key with symbols explained", "Step-by-step Punnett square template"],
      extension: ["Calculate the probability that two children in the same family both inherit sickle cell disease"],
      multilingual: [
        "Family vocabulary in English and home language (grandparent, cousin, sibling)",
        "Visual pedigree symbols poster",
      ],
    },
    assessment: [
      "Punnett square probabilities correct and explained",
      "Pedigree analysis lists at least two genetic and two environmental shared factors",
      "Exit ticket uses evidence to explain that risk is not destiny",
    ],
    standards: { state: ["BIO1.LS3.1", "BIO1.LS3.3"], ngss: ["HS-LS3-1", "HS-LS3-3"] },
    handout: {
      title: "Lesson 7: Family Health History and Inheritance",
      intro:
        "Doctors often ask about family health history because it can reveal risk. Today you will practise predicting single-gene traits and then investigate a fictional family to see what a family history can and cannot tell us. You never need to share your own family's health information.",
      sections: [
        {
          heading: "Punnett Square Practice",
          prompts: [
            "Two parents each carry one sickle cell allele (genotype AS). Complete the Punnett square.",
            "What is the chance a child has sickle cell disease? Is a carrier? Has no sickle cell allele?",
          ],
        },
        {
          heading: "The Rivera-Johnson Family",
          prompts: [
            "Which family members have type 2 diabetes or hypertension? Describe the pattern.",
            "List shared genetic factors and shared environmental factors you find in the profile.",
            "Does this pattern fit a simple dominant or recessive ratio? Explain.",
          ],
        },
        {
          heading: "Risk Is Not Destiny",
          prompts: ["Write a response to someone who believes a family history means nothing can be done."],
        },
      ],
      wordBank: [
        { term: "allele", meaning: "one version of a gene" },
        { term: "genotype", meaning: "the alleles a person carries for a gene" },
        { term: "phenotype", meaning: "a trait that can be observed or measured" },
        { term: "carrier", meaning: "a person with one copy of a recessive allele who does not have the condition" },
        { term: "pedigree", meaning: "a chart showing a trait across generations of a family" },
        { term: "complex trait", meaning: "a trait shaped by many genes and the environment" },
      ],
      sentenceStarters: [
        "The chance of this outcome is... because...",
        "This family shares...",
        "The pattern does not fit a simple ratio because...",
      ],
    },
    file: plan[7],
  },
  {
    number: 8,
    title: "Polygenic Risk and Probability",
    description:
      "Students simulate a trait controlled by ten genes plus environment, build a class distribution, and discover how shifting the environment moves a whole population across a disease threshold even when genes stay the same.",
    drivingQuestion:
      "If many genes each add a little risk, how does that shape the pattern of a disease across a whole population?",
    objectives: [
      "Simulate a polygenic trait and graph its distribution across the class.",
      "Calculate the mean and the percentage of a population above a risk threshold.",
      "Explain how changing environmental conditions shifts the distribution of a complex trait.",
    ],
    keyUnderstandings: [
      "When many genes each add a small effect, the trait varies continuously and forms a bell-shaped distribution.",
      "Environmental conditions act on everyone in a population, so improving conditions can lower disease rates even though genes have not changed.",
    ],
    materials: [
      "Ten coins per pair (or cups of two-colored beans)",
      "Environment cards (for example: heavy traffic pollution +3, no safe place to walk +2, neighborhood park and farmers market -2)",
      "Class tally chart and graph paper",
      "Calculators",
    ],
    activities: [
      {
        title: "Warm-Up: Height as a Clue",
        minutes: 5,
        description:
          "Students predict the shape of a graph of the heights of everyone in the school and connect continuous variation to the idea that many genes contribute to a trait.",
      },
      {
        title: "Coin-Flip Risk Simulation",
        minutes: 20,
        description:
          "Each student flips ten coins, one per risk gene, and counts heads as risk alleles. The class builds a histogram of genetic scores, then each student draws an environment card, adds or subtracts points, and the class graphs the new distribution. A total of 9 or more counts as developing the disease.",
      },
      {
        title: "Analyze the Class Distribution",
        minutes: 15,
        description:
          "Groups calculate the mean and the percentage above the threshold before and after environment cards, then rerun the environment step with a 'cleaner air and safer streets' deck to see how much the percentage drops.",
      },
      {
        title: "Debrief: Risk Is Not Destiny",
        minutes: 7,
        description:
          "The class discusses why the same genetic scores produced different outcomes, and what this means for communities with heavier environmental burdens.",
      },
      {
        title: "Exit Ticket",
        minutes: 5,
        description:
          "Students explain, using the class data, why improving neighborhood conditions can lower disease rates without changing anyone's genes.",
      },
    ],
    differentiation: {
      supported: ["Pre-printed tally table and histogram frame", "Calculator steps for mean and percentage"],
      extension: [
        "Model gene-environment interaction by making some environment cards matter only for students with high genetic scores",
      ],
      multilingual: [
        "Math vocabulary list (mean, percentage, threshold, distribution) with visuals",
        "Think-pair-share before whole-class discussion",
      ],
    },
    assessment: [
      "Accurate histogram and calculations for both rounds",
      "Exit ticket cites class data to support the claim",
    ],
    standards: { state: ["BIO1.LS3.3", "BIO1.LS3.4"], ngss: ["HS-LS3-3"] },
    file: plan[8],
  },
  {
    number: 9,
    title: "Environment Meets the Genome: Epigenetics",
    description:
      "Students model how chemical tags change which genes are used without changing the DNA sequence, then jigsaw three case studies linking famine, air pollution and early-life care to changes in gene expression and health.",
    drivingQuestion:
      "How can the air we breathe, the food we can get and the stress we live with change how our genes are used?",
    objectives: [
      "Model how DNA methylation and histone changes turn gene expression down or up without altering the DNA sequence.",
      "Summarize evidence from a case study linking an environmental exposure to changes in gene expression.",
      "Distinguish a mutation from an epigenetic change in terms of sequence, reversibility and inheritance.",
    ],
    keyUnderstandings: [
      "Epigenetic tags such as methyl groups can silence genes, and changes to histones can open or close access to DNA.",
      "Environmental exposures, including prenatal nutrition, pollution and chronic stress, can change epigenetic tags, and some changes last for decades.",
      "Mutations change the DNA sequence; epigenetic changes alter gene use and are often reversible.",
    ],
    materials: [
      "Recipe book model: a printed 'genome cookbook' with paper clips and sticky notes as epigenetic tags",
      "Three one-page case study readings (Dutch Hunger Winter, traffic pollution and asthma, maternal care and the stress response in rats)",
      "Mutation versus epigenetic change T-chart",
      "Lesson 9 handout",
    ],
    activities: [
      {
        title: "Warm-Up: Identical Twins, Different Health",
        minutes: 5,
        description:
          "Students consider identical twins who share the same DNA but develop different chronic conditions as adults, and list possible explanations.",
      },
      {
        title: "Genome Cookbook Model",
        minutes: 12,
        description:
          "Groups use a printed cookbook as the genome: paper clips that close a recipe represent methyl tags silencing a gene, and removing them represents opening a gene for use. Students notice that no words in the recipes changed.",
      },
      {
        title: "Case Study Jigsaw",
        minutes: 20,
        description:
          "Expert groups read one case: people exposed to famine before birth during the 1944-45 Dutch Hunger Winter showed different methylation of the IGF2 gene six decades later and higher rates of some metabolic problems; children exposed to more traffic pollution show methylation changes in immune genes linked to asthma; rat pups that received more maternal grooming had altered methylation of a stress-hormone receptor gene. Experts then teach their home groups.",
      },
      {
        title: "Mutation or Epigenetic Change?",
        minutes: 8,
        description:
          "Pairs complete a T-chart comparing mutations and epigenetic changes: does the sequence change, can it be reversed, and can it pass to new cells or offspring?",
      },
      {
        title: "Exit Ticket",
        minutes: 5,
        description:
          "Students describe one way a neighborhood condition could affect gene expression, and why this makes health equity a biological issue.",
      },
    ],
    differentiation: {
      supported: ["Case studies in a shorter version with a guiding diagram", "Partially completed T-chart"],
      extension: [
        "Read a short news summary of recent epigenetic research and identify what the study can and cannot conclude",
      ],
      multilingual: [
        "Cookbook model uses familiar recipes from students' cultures",
        "Key terms card: methyl, histone, expression, reversible",
      ],
    },
    assessment: [
      "Home-group teaching checked with a three-question summary for each case",
      "T-chart accuracy",
      "Exit ticket links an environmental factor to gene expression",
    ],
    standards: { state: ["BIO1.LS3.4", "BIO1.LS3.2", "BIO1.LS1.1"], ngss: ["HS-LS3-2", "HS-LS1-1"] },
    handout: {
      title: "Lesson 9: Environment Meets the Genome",
      intro:
        "Your DNA sequence stays mostly the same throughout your life, but the way your cells use it can change. Today you will model epigenetic tags and learn from real research how environments can leave marks on gene expression.",
      sections: [
        {
          heading: "Genome Cookbook Model",
          prompts: [
            "What did the paper clips represent, and what happened to a recipe when it was clipped shut?",
            "Did any words in the recipes change? What does this tell you about epigenetic changes?",
          ],
        },
        {
          heading: "Case Study Notes",
          prompts: [
            "Case 1, Dutch Hunger Winter: what was the exposure, what changed, and how long did it last?",
            "Case 2, traffic pollution and asthma: what was the exposure and which genes were affected?",
            "Case 3, maternal care in rats: what was the exposure and what was the effect on the stress response?",
          ],
        },
        {
          heading: "Compare",
          prompts: [
            "Complete the T-chart comparing mutations and epigenetic changes.",
            "Why might epigenetics matter for communities that face more pollution or stress?",
          ],
        },
      ],
      wordBank: [
        { term: "epigenetics", meaning: "changes in how genes are used that do not change the DNA sequence" },
        { term: "methylation", meaning: "adding small chemical tags to DNA that usually turn genes down" },
        { term: "histone", meaning: "a protein that DNA wraps around" },
        { term: "gene expression", meaning: "using a gene's instructions to make a protein" },
        { term: "exposure", meaning: "contact with something in the environment, such as pollution" },
        { term: "mutation", meaning: "a change in the DNA sequence" },
      ],
      sentenceStarters: [
        "An epigenetic tag can...",
        "In this case study, the exposure was... and it led to...",
        "A mutation differs from an epigenetic change because...",
      ],
    },
    file: plan[9],
  },
  {
    number: 10,
    title: "Ancestry, Evolution and Health",
    description:
      "Students use the story of sickle cell and malaria to see how a changing environment shapes allele frequencies, extend the idea to APOL1 variants and kidney disease, and examine evidence that race is a social category rather than a biological one.",
    drivingQuestion:
      "How have changing environments shaped some gene variants that affect health today, and why is race a poor stand-in for biology?",
    objectives: [
      "Explain heterozygote advantage using the sickle cell allele and malaria.",
      "Predict how an allele's frequency changes when the environment that favored it changes.",
      "Evaluate evidence that most human genetic variation lies within, not between, socially defined racial groups.",
      "Explain why using race as a biological shortcut in medicine can cause harm.",
    ],
    keyUnderstandings: [
      "Natural selection acts on variation in a particular environment; an allele that helps in one setting, such as the sickle cell allele where malaria is common, can cause harm in another.",
      "APOL1 variants common in people with recent West African ancestry protect against some forms of African sleeping sickness, but two copies raise the risk of certain kidney diseases.",
      "Humans share about 99.9 percent of their DNA; race is a social category, and most health disparities trace to living conditions rather than group genetics.",
    ],
    materials: [
      "HHMI BioInteractive film The Making of the Fittest: Natural Selection in Humans (projector)",
      "Allele frequency scenario cards",
      "Short reading on human genetic variation and the 2021 move to race-free kidney function equations",
      "Claim-evidence-reasoning organizer",
    ],
    activities: [
      {
        title: "Film with Pause Points",
        minutes: 15,
        description:
          "Students watch selected segments of the sickle cell and malaria film, pausing to record how carriers of one sickle cell allele are protected from severe malaria while people with two copies have sickle cell disease.",
      },
      {
        title: "When the Environment Changes",
        minutes: 12,
        description:
          "Groups predict what happens to the sickle cell allele's frequency in a population that moves to a region without malaria, then apply the same reasoning to APOL1 variants, sleeping sickness and kidney disease.",
      },
      {
        title: "Race, Ancestry and Medicine",
        minutes: 15,
        description:
          "Pairs read a summary of evidence that genetic variation is greater within groups than between them, and of the 2021 decision by kidney specialists to stop using race in the standard kidney function equation because it delayed care for Black patients. They write a claim about when ancestry is useful and when race misleads.",
      },
      {
        title: "Synthesis",
        minutes: 5,
        description:
          "The class connects the lesson to the unit question: genes matter, but they do not explain why disease rates differ so much between neighborhoods.",
      },
      {
        title: "Exit Ticket",
        minutes: 5,
        description:
          "Students explain why the sickle cell allele is common in some populations, using the words environment and selection.",
      },
    ],
    differentiation: {
      supported: ["Captioned film with a guided note sheet", "Scenario cards with a worked first example"],
      extension: [
        "Research lactase persistence as another example of a gene variant shaped by a changing human environment",
      ],
      multilingual: ["Spanish audio or subtitles where available", "Visual allele frequency bar models"],
    },
    assessment: [
      "Film notes show an accurate explanation of heterozygote advantage",
      "Claim-evidence-reasoning paragraph on race and ancestry scored with the unit CER rubric",
    ],
    standards: { state: ["BIO1.LS4.5", "BIO1.LS3.2"], ngss: ["HS-LS4-2", "HS-LS4-4", "HS-LS3-2"] },
    file: plan[10],
  },
  {
    number: 11,
    title: "Checkpoint 2: Risk Factor Analysis",
    description:
      "Students analyze a realistic case profile, classify each risk factor as genetic, biological, behavioral, environmental or social, judge which factors a community could change, and defend their analysis in writing.",
    drivingQuestion:
      "For a real-world case, which risk factors are genetic, which are biological, and which come from the conditions people live in?",
    objectives: [
      "Classify risk factors in a case profile into genetic, biological, behavioral, environmental and social categories.",
      "Rank risk factors by how much a family or community could change them.",
      "Write an evidence-based argument about the largest contributors to risk in the case.",
    ],
    keyUnderstandings: [
      "Chronic disease risk comes from interacting genetic, biological, environmental and social factors; no single category tells the whole story.",
      "Factors rooted in living conditions are often the most changeable at the community level.",
    ],
    materials: [
      "Four case profiles (fictional composites): Marcus, 45, a bus driver with hypertension; Aaliyah, 14, with asthma in an older apartment; Rosa, 52, newly diagnosed with type 2 diabetes; Daniel, 30, with a family history of all three",
      "Risk factor sorting mat",
      "Checkpoint 2 rubric",
      "Lesson 11 handout",
    ],
    activities: [
      {
        title: "Case Assignment",
        minutes: 5,
        description: "Students choose or are assigned one case profile and preview the checkpoint rubric.",
      },
      {
        title: "Risk Factor Sort with Evidence",
        minutes: 20,
        description:
          "Students list every risk factor in the profile, place each on the sorting mat, rate how changeable it is (for the person, the family, the community), and cite a lesson from Lessons 6-10 as evidence for each placement.",
      },
      {
        title: "Risk Factor Analysis Write-Up",
        minutes: 20,
        description:
          "Students write a claim-evidence-reasoning analysis answering: which two factors contribute most to this person's risk, and which factor could the community change first?",
      },
      {
        title: "Peer Check",
        minutes: 7,
        description:
          "Partners swap analyses and check each other's work against two rubric rows, leaving one question for revision.",
      },
    ],
    differentiation: {
      supported: ["Case profiles with risk factors underlined", "Paragraph frame for the CER write-up"],
      extension: ["Analyze a second case and compare which community change would help both people"],
      multilingual: ["Case profiles available in a home-language version", "Option to explain the sorting mat orally"],
    },
    assessment: [
      "Checkpoint 2 rubric: accurate classification, use of evidence from Lessons 6-10, reasoning about changeability, clarity",
      "Peer-check notes",
    ],
    standards: { state: ["BIO1.LS3.3", "BIO1.LS3.4", "BIO1.LS1.2"], ngss: ["HS-LS3-3", "HS-LS1-3"] },
    handout: {
      title: "Checkpoint 2: Risk Factor Analysis",
      intro:
        "Real people's health is shaped by genes, biology, behavior, environment and social conditions all at once. In this checkpoint you will untangle those factors for one case and argue which matter most and which a community could change.",
      sections: [
        {
          heading: "Identify and Sort",
          prompts: [
            "List every risk factor you find in your case profile.",
            "Sort each factor as genetic, biological, behavioral, environmental or social. Cite the lesson that supports each choice.",
          ],
        },
        {
          heading: "How Changeable Is It?",
          prompts: [
            "For each factor, decide whether it can be changed by the person, the family, the community, or not at all.",
            "Which factor could a community change first? Why?",
          ],
        },
        {
          heading: "Claim, Evidence, Reasoning",
          prompts: [
            "Claim: which two factors contribute most to this person's risk?",
            "Evidence: what facts from the case and from Lessons 6-10 support your claim?",
            "Reasoning: explain the biology that connects your evidence to your claim.",
          ],
        },
      ],
      wordBank: [
        { term: "risk factor", meaning: "anything that raises the chance of developing a disease" },
        {
          term: "social determinant",
          meaning: "a condition where people live, learn, work and play that affects health",
        },
        { term: "modifiable", meaning: "able to be changed" },
        { term: "interaction", meaning: "when two factors together have a different effect than each alone" },
        { term: "evidence", meaning: "facts or data that support a claim" },
      ],
      sentenceStarters: [
        "The strongest risk factor in this case is... because...",
        "This factor is social rather than genetic because...",
        "A community could change... by...",
      ],
    },
    file: plan[11],
  },
];

const phase3Lessons: LessonInput[] = [
  {
    number: 12,
    label: "Day 12",
    title: "Social Determinants of Health",
    description:
      "Students learn the five domains of the social determinants of health and build cause-and-effect chains that run from a neighborhood condition all the way to cells and feedback loops.",
    drivingQuestion: "Where does health begin, long before anyone visits a doctor?",
    objectives: [
      "Name and describe the five domains of the social determinants of health.",
      "Classify real-world conditions into the five domains.",
      "Build a causal chain linking one social condition to a biological mechanism studied in Phases 1 and 2.",
    ],
    keyUnderstandings: [
      "Social determinants of health are the conditions where people are born, live, learn, work, play and age; Healthy People 2030 groups them into economic stability, education access and quality, health care access and quality, neighborhood and built environment, and social and community context.",
      "These conditions act through biology: they change what people eat and breathe, how much stress they carry and how early disease is caught.",
    ],
    materials: [
      "Upstream parable script",
      "Twenty condition cards (for example: bus route to the clinic, minimum wage, school meals, sidewalks and lighting, health insurance, discrimination)",
      "Five domain posters",
      "Chain template strips",
    ],
    activities: [
      {
        title: "Warm-Up: The Upstream Parable",
        minutes: 7,
        description:
          "The teacher reads the parable of villagers who keep pulling people out of a river until someone walks upstream to find out why they are falling in. Students connect the story to treating disease versus preventing it.",
      },
      {
        title: "Five Domains Sort",
        minutes: 15,
        description:
          "Groups place condition cards on the five domain posters, debating cards that fit more than one domain and recording the reason for each placement.",
      },
      {
        title: "Biology Connection Chains",
        minutes: 18,
        description:
          "Each group builds two chains from a condition to the cell level, for example: no full grocery store nearby, more low-cost processed food, repeated high glucose after meals, muscle cells becoming less responsive to insulin.",
      },
      {
        title: "Share and Critique",
        minutes: 7,
        description:
          "Groups post their chains and classmates check each link: is it supported by evidence from the unit, or is it a guess that needs data?",
      },
      {
        title: "Exit Ticket",
        minutes: 5,
        description: "Students name the domain they think most affects health in our community and give one reason.",
      },
    ],
    differentiation: {
      supported: ["Condition cards with icons", "Chain template with the first and last links filled in"],
      extension: [
        "Add a feedback arrow showing how illness can in turn worsen a social condition, such as lost work hours",
      ],
      multilingual: ["Domain names translated on each poster", "Allow chains to be drawn as pictures first"],
    },
    assessment: ["Domain sort reasoning recorded for each card", "Causal chains checked for accurate biological links"],
    standards: { state: ["BIO1.LS1.2"], ngss: ["HS-LS1-3", "HS-ETS1-1"] },
    file: plan[12],
  },
  {
    number: 13,
    label: "Day 13",
    title: "Place Matters: Mapping Health in Our Neighborhood",
    description:
      "Students rotate through map stations that layer chronic disease estimates, historical redlining, air quality, food access and green space, looking for places where burdens overlap.",
    drivingQuestion:
      "Why can life expectancy differ by more than a decade between neighborhoods only a few miles apart?",
    objectives: [
      "Read census-tract maps of chronic disease estimates and environmental conditions.",
      "Identify places where several health burdens overlap.",
      "Describe how historical policies such as redlining can shape present-day environments.",
    ],
    keyUnderstandings: [
      "Health outcomes often follow neighborhood lines because conditions such as air quality, food access and safe places to be active are unevenly distributed.",
      "In the 1930s, federal maps marked many Black and immigrant neighborhoods as hazardous for lending; studies find that many of these areas today have less tree cover, more heat and higher asthma emergency visits.",
    ],
    materials: [
      "Printed or projected maps: CDC PLACES census-tract estimates (diagnosed diabetes, current asthma, high blood pressure), the Mapping Inequality redlining map for a nearby city, AirNow air quality data, a food access map, and a park or tree canopy map",
      "Transparent overlay sheets and dry-erase markers",
      "Station recording sheet",
    ],
    activities: [
      {
        title: "Warm-Up: Life Expectancy by Neighborhood",
        minutes: 8,
        description:
          "Students examine a chart of life expectancy by neighborhood in a large U.S. city and discuss what could cause such large gaps across short distances.",
      },
      {
        title: "Map Stations",
        minutes: 25,
        description:
          "Groups rotate through five map stations, recording the areas with the highest and lowest values and marking them on a shared overlay of our county or a nearby city.",
      },
      {
        title: "Overlap Hunt",
        minutes: 12,
        description:
          "Groups stack overlays to find places where several burdens overlap, and list questions they would need answered before claiming one condition causes another.",
      },
      {
        title: "Exit Ticket",
        minutes: 5,
        description:
          "Students describe one overlap they found and one alternative explanation they would want to rule out.",
      },
    ],
    differentiation: {
      supported: ["Maps pre-marked with a legend guide", "Recording sheet with fill-in sentence frames"],
      extension: ["Use the CDC PLACES online map to compare two specific census tracts and report the numbers"],
      multilingual: ["Map legends annotated with home-language labels", "Partner roles: navigator and recorder"],
    },
    assessment: ["Station sheet accuracy", "Exit ticket identifies an overlap and a plausible alternative explanation"],
    standards: { state: ["BIO1.LS1.2", "BIO1.LS3.4"], ngss: ["HS-ETS1-1", "HS-LS1-3"] },
    file: plan[13],
  },
  {
    number: 14,
    label: "Day 14",
    title: "Stress, Biology and Weathering",
    description:
      "Students model the stress response, then read about allostatic load and the weathering hypothesis to explain how long-term stress from unfair conditions can raise blood pressure and blood sugar.",
    drivingQuestion: "How can long-term stress from unfair conditions show up in blood pressure and blood sugar?",
    objectives: [
      "Model the stress response, including adrenaline and the cortisol feedback loop.",
      "Explain how chronic activation of the stress response can raise blood pressure and blood glucose over time.",
      "Summarize the weathering hypothesis and the evidence behind it.",
      "Identify community and personal factors that buffer stress without blaming individuals.",
    ],
    keyUnderstandings: [
      "Short-term stress responses are protective: adrenaline raises heart rate and blood pressure, and cortisol raises blood glucose, then negative feedback switches the response off.",
      "When stress is constant, the system stays switched on; this wear and tear, called allostatic load, is linked to hypertension and type 2 diabetes.",
      "The weathering hypothesis proposes that repeated exposure to discrimination and hardship ages the body faster, helping explain disparities that persist across income levels.",
    ],
    materials: [
      "Stress response flow diagram (hypothalamus, pituitary, adrenal glands)",
      "Adapted reading on allostatic load and the weathering hypothesis",
      "Annotation guide",
      "Resilience factor cards",
    ],
    activities: [
      {
        title: "Warm-Up: Fight or Flight",
        minutes: 5,
        description:
          "Students list what their bodies do right before a big test or game and sort the changes by organ system.",
      },
      {
        title: "Stress Response Model",
        minutes: 15,
        description:
          "Pairs complete a flow diagram from the hypothalamus to the pituitary to the adrenal glands, add the effects of adrenaline and cortisol, and draw the negative feedback arrow that normally turns cortisol release down. They then redraw it for a stressor that never ends.",
      },
      {
        title: "Reading: Weathering",
        minutes: 18,
        description:
          "Students annotate an adapted reading on allostatic load and public health researcher Arline Geronimus's weathering hypothesis, marking claims, evidence and questions.",
      },
      {
        title: "What Buffers Stress?",
        minutes: 7,
        description:
          "Groups sort resilience cards (social support, sleep, green space, stable housing, community organizations, fair policies) into personal, community and policy levels, noting that the heaviest lifting happens at the community and policy levels.",
      },
      {
        title: "Exit Ticket",
        minutes: 5,
        description:
          "Students explain how a stressor that never ends could contribute to hypertension, naming one hormone.",
      },
    ],
    differentiation: {
      supported: ["Reading provided at two lengths with a summary box per paragraph", "Diagram with labeled blanks"],
      extension: ["Compare the stress feedback loop with the glucose loop from Lesson 3 and explain how they interact"],
      multilingual: [
        "Glossary of hormone names with pronunciation",
        "Reading discussion in language-alike pairs before sharing in English",
      ],
    },
    assessment: [
      "Stress response diagram includes the feedback arrow and the chronic-stress version",
      "Annotated reading shows at least two claims with supporting evidence",
    ],
    standards: { state: ["BIO1.LS1.2", "BIO1.LS3.4"], ngss: ["HS-LS1-3"] },
    file: plan[14],
  },
  {
    number: 15,
    label: "Day 15",
    title: "Reading Health Data: Rates, Correlation and Causation",
    description:
      "Students learn to compare places fairly using rates per 100,000 and age-adjusted rates, separate correlation from causation, and rank the strength of different kinds of health evidence.",
    drivingQuestion: "How do we compare health between communities fairly, and when does a pattern show a cause?",
    objectives: [
      "Calculate rates per 100,000 from case counts and population sizes.",
      "Explain why age-adjusted rates are used to compare communities with different age structures.",
      "Identify confounding variables in a correlation between a social condition and a disease.",
      "Rank study designs by the strength of evidence they provide.",
    ],
    keyUnderstandings: [
      "Counts mislead when populations differ in size or age; rates and age-adjusted rates allow fair comparisons.",
      "A correlation can come from a hidden third variable, so causal claims need stronger study designs or several lines of evidence.",
    ],
    materials: [
      "Data problem set with county case counts and populations",
      "Scatter plots for analysis",
      "Evidence ladder cards",
      "Calculators",
    ],
    activities: [
      {
        title: "Warm-Up: Which Town Is Worse?",
        minutes: 5,
        description:
          "Students compare a town with 200 asthma cases among 2,000 residents and a city with 500 cases among 50,000 residents, and discover why counts alone mislead.",
      },
      {
        title: "Rate Calculations",
        minutes: 15,
        description:
          "Pairs calculate rates per 100,000 for several counties, then examine why an older county might have more hypertension simply because of age, and how age adjustment corrects for this.",
      },
      {
        title: "Correlation Is Not Causation",
        minutes: 15,
        description:
          "Groups analyze scatter plots, including one in which ice cream sales and asthma emergency visits rise together (both track hot summer days with high ozone), and identify the confounding variable in each.",
      },
      {
        title: "Evidence Ladder",
        minutes: 10,
        description:
          "Groups rank evidence types (a single story, a correlation across neighborhoods, a study following people over years, a randomized trial) and explain why converging evidence from several types builds a strong case.",
      },
      {
        title: "Exit Ticket",
        minutes: 5,
        description: "Students calculate one rate and name a possible confounder for a given correlation.",
      },
    ],
    differentiation: {
      supported: ["Step-by-step rate calculation card", "Scatter plots with trend lines already drawn"],
      extension: ["Calculate a simple age-adjusted rate using a provided standard population"],
      multilingual: ["Math vocabulary wall with examples", "Worked example narrated step by step"],
    },
    assessment: ["Problem set accuracy", "Exit ticket calculation and confounder"],
    standards: { state: ["BIO1.LS3.3"], ngss: ["HS-LS3-3", "HS-ETS1-1"] },
    file: plan[15],
  },
  {
    number: 16,
    label: "Day 16",
    title: "Community Voices and Assets",
    description:
      "Students shift from deficits to assets by mapping the people and places that already support health in the community, and design an ethical interview protocol to gather community voices before the design phase.",
    drivingQuestion:
      "What strengths does our community already have, and how do we learn from the people who live here?",
    objectives: [
      "Rewrite deficit-based statements about a community as asset-based statements.",
      "Map community assets that support health.",
      "Design and practise an ethical, respectful interview protocol.",
    ],
    keyUnderstandings: [
      "Communities facing health burdens also hold strengths, such as faith communities, barbershops, community gardens, libraries and neighborhood organizations, that effective solutions build on.",
      "Ethical interviews ask for consent, protect privacy and never require anyone to share personal medical details.",
    ],
    materials: ["Large neighborhood base map", "Asset icon stickers", "Interview protocol template", "Consent script"],
    activities: [
      {
        title: "Warm-Up: Deficit or Asset?",
        minutes: 7,
        description:
          "Students rewrite statements such as 'this neighborhood has nothing healthy' into asset-based statements that still name the real challenges.",
      },
      {
        title: "Asset Mapping",
        minutes: 18,
        description:
          "Groups place icons for clinics, pharmacies, faith communities, barbershops and salons, parks, gardens, libraries, recreation centers and trusted local businesses on the base map and note how each could support health.",
      },
      {
        title: "Interview Design",
        minutes: 18,
        description:
          "Teams write five open questions about a health challenge and its solutions, add the consent script, and practise in pairs, giving feedback on tone and follow-up questions.",
      },
      {
        title: "Outreach Plan",
        minutes: 7,
        description:
          "Each team plans at least two interviews to complete before Day 18 (for example a family member, school nurse, coach, faith leader or store owner) with a parent or teacher aware of each one.",
      },
    ],
    differentiation: {
      supported: ["Question bank to choose from", "Role cards for interview practice"],
      extension: ["Draft a short survey to reach more community members and check it for biased wording"],
      multilingual: [
        "Interviews may be conducted in any language and summarized in English",
        "Translated consent script",
      ],
    },
    assessment: [
      "Asset map includes at least eight assets with a health connection noted",
      "Interview protocol meets the ethics checklist",
    ],
    standards: { state: ["BIO1.LS1.2"], ngss: ["HS-ETS1-1"] },
    file: plan[16],
  },
  {
    number: 17,
    label: "Day 17",
    title: "Checkpoint 3: Disparity Analysis",
    description:
      "Students write a disparity analysis for one chronic disease in their community, combining data, the biological mechanism, social determinants and community assets, and end with the question their team will tackle in the design phase.",
    drivingQuestion: "What explains one health disparity in our community, and where could we make a difference?",
    objectives: [
      "Describe a health disparity accurately using rates from a credible data source.",
      "Explain the biological mechanism of the disease and how at least two social determinants act on it.",
      "Identify a community asset and a focused question for the solution design phase.",
    ],
    keyUnderstandings: [
      "A strong disparity analysis connects numbers, biology and root causes without blaming the people affected.",
      "Naming assets alongside burdens points the way to realistic solutions.",
    ],
    materials: [
      "Checkpoint 3 rubric",
      "Student data notes from Days 12-16",
      "Disparity analysis template",
      "Laptops or paper",
    ],
    activities: [
      {
        title: "Criteria Review",
        minutes: 5,
        description: "Students review the rubric and an annotated sample analysis on a different disease.",
      },
      {
        title: "Disparity Analysis Writing",
        minutes: 30,
        description:
          "Students write a one- to two-page analysis with four parts: the disparity in numbers, the biological mechanism, the social determinants acting on it, and a community asset plus the question their team will work on.",
      },
      {
        title: "Peer Review",
        minutes: 12,
        description: "Partners check each other's data citations and causal reasoning against the rubric.",
      },
      {
        title: "Revision Plan",
        minutes: 5,
        description: "Students list two revisions and submit the analysis, or finish it for homework.",
      },
    ],
    differentiation: {
      supported: [
        "Template with section headings and sentence frames",
        "Conference with the teacher during writing time",
      ],
      extension: ["Add a root-cause diagram that traces the disparity to a historical policy or decision"],
      multilingual: [
        "Draft in home language, then write the final version in English with a bilingual glossary",
        "Reduced-length option with a labeled diagram",
      ],
    },
    assessment: [
      "Checkpoint 3 rubric: accurate data, biological mechanism, social determinants, assets, focused question, respectful language",
    ],
    standards: { state: ["BIO1.LS1.2", "BIO1.LS3.3", "BIO1.LS3.4"], ngss: ["HS-LS1-3", "HS-LS3-3", "HS-ETS1-1"] },
    file: plan[17],
  },
];

const phase4Lessons: LessonInput[] = [
  {
    number: 18,
    label: "Day 18",
    title: "Solution Design Workshop: Defining the Problem",
    description:
      "Teams turn interview insights and their disparity analyses into a focused problem statement with clear criteria and constraints, and map the stakeholders who are affected, who decide and who can help.",
    drivingQuestion: "What exactly is the problem we are trying to solve, and for whom?",
    objectives: [
      "Synthesize interview findings into an empathy map.",
      "Write a 'How might we' problem statement grounded in evidence.",
      "Define criteria and constraints for a community health solution.",
      "Map stakeholders by their interest and influence.",
    ],
    keyUnderstandings: [
      "Good engineering starts with a precisely defined problem, measurable criteria and honest constraints.",
      "The people most affected by a problem are experts on it and belong at the center of the design.",
    ],
    materials: [
      "Interview notes",
      "Empathy map template",
      "Criteria and constraints worksheet",
      "Stakeholder grid on chart paper",
      "Sticky notes",
    ],
    activities: [
      {
        title: "Interview Debrief",
        minutes: 12,
        description:
          "Teams share what they heard in interviews and fill an empathy map (says, thinks, does, feels) for the people most affected by their chosen disparity.",
      },
      {
        title: "Problem Statement",
        minutes: 15,
        description:
          "Teams draft and sharpen a 'How might we' statement, then list criteria (for example health impact, reach, cultural fit, cost) and constraints (a budget under $200, four weeks, school rules, privacy).",
      },
      {
        title: "Stakeholder Map",
        minutes: 15,
        description:
          "Teams place stakeholders (residents, families, clinics, schools, businesses, local officials) on an interest and influence grid and choose two to consult during prototyping.",
      },
      {
        title: "Team Check-In",
        minutes: 8,
        description:
          "The teacher confers with each team to approve its problem statement and criteria before ideation.",
      },
    ],
    differentiation: {
      supported: ["Problem statement formula card", "Examples of strong and weak criteria"],
      extension: ["Weight criteria by importance and justify the weights with interview evidence"],
      multilingual: ["Empathy map with picture prompts", "Team roles that include a translator or community liaison"],
    },
    assessment: [
      "Approved problem statement with at least three criteria and three constraints",
      "Completed stakeholder grid",
    ],
    standards: { state: ["BIO1.LS1.2"], ngss: ["HS-ETS1-1"] },
    file: plan[18],
  },
  {
    number: 19,
    label: "Day 19",
    title: "Solution Design Workshop: Evidence-Based Ideas",
    description:
      "Teams study community health programs that have worked elsewhere, brainstorm widely, and use a decision matrix to choose one idea that fits their criteria and constraints.",
    drivingQuestion: "Which ideas have real evidence behind them, and which one fits our community best?",
    objectives: [
      "Summarize the evidence behind at least two proven community health programs.",
      "Generate a wide range of solution ideas before judging them.",
      "Use a weighted decision matrix to select a solution based on criteria and trade-offs.",
    ],
    keyUnderstandings: [
      "Proven models exist: in the Diabetes Prevention Program trial, a lifestyle program lowered the risk of developing type 2 diabetes by 58 percent; blood pressure programs based in Black-owned barbershops with pharmacists produced large drops in blood pressure; community health worker home visits that reduce asthma triggers cut urgent care visits.",
      "Adapting a proven model to local culture and resources often works better than inventing something from nothing.",
    ],
    materials: [
      "Evidence cards summarizing five community health programs",
      "Brainstorm sheets",
      "Decision matrix template",
      "Timer",
    ],
    activities: [
      {
        title: "What Already Works",
        minutes: 15,
        description:
          "Teams read evidence cards (National Diabetes Prevention Program, barbershop blood pressure program, asthma home-visit programs, school-based asthma management, produce prescription programs) and note who each program served, what it changed and how success was measured.",
      },
      {
        title: "Brainstorm",
        minutes: 12,
        description:
          "Each team member writes ideas silently for five minutes, then the team shares and builds on them without judging, aiming for at least fifteen ideas.",
      },
      {
        title: "Decision Matrix",
        minutes: 18,
        description:
          "Teams choose their top four ideas and score each against their weighted criteria, discuss trade-offs, and select one idea to prototype.",
      },
      {
        title: "Exit Ticket",
        minutes: 5,
        description: "Each student explains which piece of evidence most supports the team's chosen idea.",
      },
    ],
    differentiation: {
      supported: ["Evidence cards with key results highlighted", "Decision matrix with worked example"],
      extension: ["Find the original study for one evidence card and report its sample size and design"],
      multilingual: ["Evidence cards with visuals and translated headings", "Sketch-based brainstorming allowed"],
    },
    assessment: ["Decision matrix completed with justified scores", "Exit ticket cites specific evidence"],
    standards: { state: ["BIO1.LS1.2", "BIO1.LS3.4"], ngss: ["HS-ETS1-2", "HS-ETS1-3"] },
    file: plan[19],
  },
  {
    number: 20,
    label: "Day 20",
    title: "Solution Design Workshop: Prototype and Feedback",
    description:
      "Teams build a low-cost prototype of their solution, test it with classmates playing stakeholders, and decide what to change.",
    drivingQuestion: "Does our solution make sense to the people it is meant to help, and how can we make it better?",
    objectives: [
      "Build a low-fidelity prototype that communicates how the solution works.",
      "Collect structured feedback from at least two stakeholder perspectives.",
      "Revise the design based on feedback and explain the trade-offs made.",
    ],
    keyUnderstandings: [
      "Early, rough prototypes are cheap to change and reveal problems before time and money are spent.",
      "Feedback from users often changes a design more than the designers expect.",
    ],
    materials: [
      "Prototype supplies: chart paper, cardstock, markers, scissors, tape, sticky notes",
      "Paper phone-screen templates for app or text-message ideas",
      "Feedback capture grid (I like, I wish, what if)",
    ],
    activities: [
      {
        title: "Prototype Build",
        minutes: 25,
        description:
          "Teams build a rough version of their solution, such as a flyer, a walking-group route map, a text-message reminder series, a corner-store shelf plan, an asthma-trigger home checklist or a one-page policy proposal.",
      },
      {
        title: "Feedback Rounds",
        minutes: 18,
        description:
          "In two rounds, visiting students role-play stakeholders (a parent working two jobs, a store owner, a school nurse) and give feedback using the capture grid.",
      },
      {
        title: "Iteration Notes",
        minutes: 7,
        description: "Teams record the three most important changes they will make and the reason for each.",
      },
    ],
    differentiation: {
      supported: ["Prototype menu with examples", "Feedback questions printed on role cards"],
      extension: ["Test the prototype with a real community member or school staff member and record the results"],
      multilingual: ["Prototype can be bilingual if the audience is", "Feedback in any language, recorded in English"],
    },
    assessment: ["Prototype and completed feedback grid", "Iteration notes link each change to feedback"],
    standards: { state: ["BIO1.LS1.2"], ngss: ["HS-ETS1-3", "HS-ETS1-2"] },
    file: plan[20],
  },
  {
    number: 21,
    label: "Day 21",
    title: "Presentation Development: Building the Scientific Story",
    description:
      "Teams storyboard a presentation that moves from a community problem to its biology, root causes, solution and evidence, and swap storyboards to check the science.",
    drivingQuestion:
      "How do we tell the story of our problem and solution so the science is accurate and the audience cares?",
    objectives: [
      "Storyboard a presentation with a clear arc from problem to proposed action.",
      "Explain the biological mechanism behind the team's health issue accurately and simply.",
      "Check another team's scientific claims against unit evidence.",
    ],
    keyUnderstandings: [
      "Effective science communication combines a human story, accurate mechanism and clear evidence.",
      "Every scientific claim in a public presentation needs a source the team can name.",
    ],
    materials: [
      "Exemplar presentation (video or slides)",
      "Storyboard template with seven frames",
      "Science accuracy checklist",
    ],
    activities: [
      {
        title: "Exemplar Analysis",
        minutes: 10,
        description:
          "Students watch or read an exemplar presentation and identify its hook, problem data, biology, solution, evidence and call to action.",
      },
      {
        title: "Storyboard",
        minutes: 25,
        description:
          "Teams fill seven frames: hook, the disparity in numbers, the biology, root causes, the solution, evidence it can work, and a specific request of the audience.",
      },
      {
        title: "Science Accuracy Swap",
        minutes: 10,
        description:
          "Teams exchange storyboards and use the checklist to flag any claim that is inaccurate, unsupported or likely to blame individuals.",
      },
      {
        title: "Exit Ticket",
        minutes: 5,
        description: "Each student names the frame they are responsible for and one source they will cite.",
      },
    ],
    differentiation: {
      supported: ["Storyboard frames with guiding questions", "Bank of sample hooks"],
      extension: ["Add an analogy that explains the mechanism to a younger audience and test it on a classmate"],
      multilingual: [
        "Presenters may include a bilingual slide or handout",
        "Rehearsal partner for pronunciation of key terms",
      ],
    },
    assessment: ["Storyboard complete with cited sources", "Accuracy checklist returned with responses"],
    standards: { state: ["BIO1.LS1.2", "BIO1.LS1.3"], ngss: ["HS-LS1-3", "HS-ETS1-3"] },
    file: plan[21],
  },
  {
    number: 22,
    label: "Day 22",
    title: "Checkpoint 4: Solution Pitch Review",
    description:
      "Each team delivers a three-minute draft pitch to a review panel, receives rubric scores on science, evidence, feasibility, community voice and delivery, and builds a revision plan.",
    drivingQuestion: "Is our solution scientifically sound, feasible and shaped by the community, and how do we know?",
    objectives: [
      "Deliver a concise draft pitch of the team's solution.",
      "Respond to questions about the science and feasibility of the solution.",
      "Create a revision plan with clear tasks based on rubric feedback.",
    ],
    keyUnderstandings: [
      "Reviewing a draft against clear criteria is how scientists and engineers improve their work before it goes public.",
      "Responding to tough questions with evidence builds credibility with a community audience.",
    ],
    materials: ["Checkpoint 4 rubric", "Timer", "Panel scoring sheets", "Revision plan template"],
    activities: [
      {
        title: "Pitch Rehearsal",
        minutes: 25,
        description:
          "Teams deliver a three-minute draft pitch to a panel made up of the teacher and one other team, followed by two minutes of questions on the science and feasibility.",
      },
      {
        title: "Rubric Feedback",
        minutes: 15,
        description:
          "Panels score each pitch on scientific accuracy, use of evidence, feasibility, community voice and delivery, and write one strength and one priority change.",
      },
      {
        title: "Revision Plan",
        minutes: 10,
        description: "Teams turn their feedback into a task list with owners and deadlines for Days 23-25.",
      },
    ],
    differentiation: {
      supported: ["Pitch outline card", "Option to present from notes"],
      extension: ["Prepare answers to the three hardest questions a skeptical official might ask"],
      multilingual: [
        "Presenters may use notes in any language",
        "Panel questions provided in writing as well as spoken",
      ],
    },
    assessment: ["Checkpoint 4 rubric scores", "Revision plan with owners and deadlines"],
    standards: { state: ["BIO1.LS1.2", "BIO1.LS3.4"], ngss: ["HS-ETS1-3"] },
    file: plan[22],
  },
  {
    number: 23,
    label: "Day 23",
    title: "Presentation Development: Data Visuals and Final Polish",
    description:
      "Teams build honest, accessible data visuals, finish their slides or boards, and run a timed rehearsal.",
    drivingQuestion: "How can we show our data so that anyone in the audience can understand it and trust it?",
    objectives: [
      "Choose a graph type that fits the data and the message.",
      "Create a data visual with labeled axes, units, a source and accessible colors.",
      "Rehearse a presentation within the time limit.",
    ],
    keyUnderstandings: [
      "A good data visual shows one clear message, uses rates rather than raw counts when comparing places, and always names its source.",
      "Accessible design, with large text, high contrast and more than color alone to carry meaning, lets everyone in the audience follow the data.",
    ],
    materials: [
      "Data visual checklist",
      "Examples of misleading and clear graphs",
      "Laptops or poster supplies",
      "Timer",
      "Day 23 handout",
    ],
    activities: [
      {
        title: "Data Visual Clinic",
        minutes: 15,
        description:
          "Students critique pairs of misleading and clear graphs (truncated axes, counts instead of rates, missing sources) and build a checklist.",
      },
      {
        title: "Build Visuals",
        minutes: 20,
        description:
          "Teams create or revise their key data visual and finish their slides or boards using the checklist.",
      },
      {
        title: "Timed Run-Through",
        minutes: 12,
        description: "Teams rehearse the full presentation against a timer and note where to cut or clarify.",
      },
      {
        title: "Exit Ticket",
        minutes: 5,
        description: "Teams submit their final visual with the checklist completed.",
      },
    ],
    differentiation: {
      supported: ["Graph-type chooser flowchart", "Template slides"],
      extension: ["Add an uncertainty note to the visual explaining what the data cannot show"],
      multilingual: ["Bilingual axis labels where the audience needs them", "Pair rehearsal focused on key terms"],
    },
    assessment: ["Data visual meets every item on the checklist", "Rehearsal within the time limit"],
    standards: { state: ["BIO1.LS3.3"], ngss: ["HS-ETS1-3", "HS-LS3-3"] },
    handout: {
      title: "Day 23: Data Visuals and Final Polish",
      intro:
        "Your data is only persuasive if the audience can read it and trust it. Use this handout to check your visual and plan your final rehearsal.",
      sections: [
        {
          heading: "Clear or Misleading?",
          prompts: [
            "For each pair of graphs, explain which is misleading and why.",
            "Write three rules your team will follow when making its own visual.",
          ],
        },
        {
          heading: "Our Visual Checklist",
          prompts: [
            "What is the one message your visual should deliver?",
            "Check: title, labeled axes with units, rates not counts when comparing places, source, readable text, meaning not shown by color alone.",
          ],
        },
        {
          heading: "Rehearsal Notes",
          prompts: ["Record your run-through time. What will you cut or clarify?"],
        },
      ],
      wordBank: [
        { term: "axis", meaning: "a reference line on a graph that shows a scale" },
        { term: "rate", meaning: "a count divided by population size, often shown per 100,000 people" },
        { term: "source", meaning: "where the data came from" },
        { term: "misleading", meaning: "giving the wrong idea, even if the numbers are real" },
        { term: "accessible", meaning: "usable by people with different abilities" },
      ],
      sentenceStarters: [
        "This graph shows that...",
        "This graph is misleading because...",
        "Our visual will help the audience see...",
      ],
    },
    file: plan[23],
  },
  {
    number: 24,
    label: "Day 24",
    title: "Final Presentations: Community Showcase, Session 1",
    description:
      "The first half of the teams present their solutions to an audience of classmates, families and invited community members, who give structured feedback.",
    drivingQuestion: "Can we convince our community that this problem matters and that our solution can help?",
    objectives: [
      "Present a solution with accurate biology, clear data and a specific call to action.",
      "Answer audience questions using evidence.",
      "Give specific, respectful feedback to other presenters.",
    ],
    keyUnderstandings: [
      "Sharing science with the community is part of doing science; it invites questions that improve the work.",
      "Audience feedback is data the team can use to improve and sustain its solution.",
    ],
    materials: [
      "Presentation space with projector or poster stands",
      "Audience feedback forms",
      "Timer and agenda",
      "Day 24 handout",
    ],
    activities: [
      {
        title: "Setup and Welcome",
        minutes: 5,
        description: "Students welcome guests and explain the unit's driving question and the feedback form.",
      },
      {
        title: "Team Presentations",
        minutes: 35,
        description:
          "Four or five teams each give a five-minute presentation followed by two minutes of audience questions.",
      },
      {
        title: "Audience Feedback",
        minutes: 10,
        description: "Guests and classmates complete feedback forms; presenting teams note the most common questions.",
      },
    ],
    differentiation: {
      supported: ["Presenter note cards", "Teams may divide speaking parts by comfort level"],
      extension: ["Moderate the question period for another team"],
      multilingual: ["Interpretation for family members who prefer another language", "Bilingual feedback forms"],
    },
    assessment: ["Final presentation rubric (teacher)", "Audience feedback forms"],
    standards: { state: ["BIO1.LS1.2", "BIO1.LS3.4"], ngss: ["HS-ETS1-3"] },
    handout: {
      title: "Day 24: Presentation Day Guide",
      intro:
        "Today you share your work with the community. Use this guide to prepare, to listen actively to other teams, and to capture the feedback you receive.",
      sections: [
        {
          heading: "Before We Present",
          prompts: [
            "What is our call to action, in one sentence?",
            "Which question do we expect from the audience, and how will we answer it?",
          ],
        },
        {
          heading: "Listening to Other Teams",
          prompts: [
            "For two teams, write one thing their solution does well and one question you have.",
            "Which team's biology explanation was clearest? What made it clear?",
          ],
        },
        {
          heading: "Feedback We Received",
          prompts: ["Record the questions and suggestions your team heard most often."],
        },
      ],
      wordBank: [
        { term: "call to action", meaning: "a specific thing you ask the audience to do" },
        { term: "stakeholder", meaning: "a person or group affected by or able to influence a problem" },
        { term: "evidence", meaning: "facts or data that support a claim" },
        { term: "feedback", meaning: "information about what works and what could improve" },
      ],
      sentenceStarters: [
        "We are asking you to...",
        "One strength of your solution is...",
        "I wonder how your solution would...",
      ],
    },
    file: plan[24],
  },
  {
    number: 25,
    label: "Day 25",
    title: "Final Presentations: Session 2 and Community Panel",
    description:
      "The remaining teams present, then a panel of community guests discusses which ideas could continue beyond the unit, and teams debrief on the feedback.",
    drivingQuestion: "Which of our solutions could keep helping our community after this unit ends?",
    objectives: [
      "Present a solution with accurate biology, clear data and a specific call to action.",
      "Listen to community panelists and identify ideas with potential to continue.",
      "Reflect as a team on feedback received across both sessions.",
    ],
    keyUnderstandings: [
      "Community partners can judge feasibility and fit in ways students cannot from the classroom alone.",
      "Solutions last when someone in the community owns them, which shapes the impact planning in Phase 5.",
    ],
    materials: ["Presentation space", "Audience feedback forms", "Panel discussion questions", "Day 25 handout"],
    activities: [
      {
        title: "Team Presentations",
        minutes: 30,
        description:
          "The remaining teams each give a five-minute presentation followed by two minutes of audience questions.",
      },
      {
        title: "Community Panel",
        minutes: 12,
        description:
          "Invited guests (for example a school nurse, a community health worker, a faith leader or a local business owner) discuss which ideas they could support and what it would take.",
      },
      {
        title: "Team Debrief",
        minutes: 8,
        description: "Teams sort all feedback into keep, change and next step, in preparation for Phase 5.",
      },
    ],
    differentiation: {
      supported: ["Debrief sorting chart", "Presenter note cards"],
      extension: ["Draft a thank-you message to a panelist that proposes a specific next step"],
      multilingual: ["Interpretation for guests and families as needed", "Debrief in any language"],
    },
    assessment: ["Final presentation rubric (teacher)", "Team debrief chart"],
    standards: { state: ["BIO1.LS1.2", "BIO1.LS3.4"], ngss: ["HS-ETS1-3"] },
    handout: {
      title: "Day 25: Community Panel and Team Debrief",
      intro:
        "Today the rest of the teams present and community guests help us think about which ideas could last. Capture what you hear so your team can plan its next steps in Phase 5.",
      sections: [
        {
          heading: "Panel Notes",
          prompts: [
            "Which ideas did panelists say they could support? What conditions did they mention?",
            "What did you learn about what makes a community solution last?",
          ],
        },
        {
          heading: "Team Debrief",
          prompts: [
            "Sort the feedback your team received into keep, change and next step.",
            "Who in the community could own our solution after this unit ends?",
          ],
        },
      ],
      wordBank: [
        { term: "feasibility", meaning: "how realistic it is to carry out a plan" },
        { term: "sustainability", meaning: "the ability of a solution to keep working over time" },
        { term: "partner", meaning: "a person or organization that works with you toward a shared goal" },
        { term: "next step", meaning: "the specific action that comes next" },
      ],
      sentenceStarters: [
        "A panelist suggested that...",
        "Our solution could continue if...",
        "The feedback we will keep is...",
      ],
    },
    file: plan[25],
  },
];

const phase5Lessons: LessonInput[] = [
  {
    number: 26,
    label: "Day 26",
    title: "Personal Learning Reflection",
    description:
      "Students revisit the question board and their earliest work, compare it with what they know now, and draft the reflection portfolio around four components: scientific growth, civic engagement, collaboration skills and future pathways.",
    drivingQuestion: "How has my understanding of health, biology and my community changed over this unit?",
    objectives: [
      "Compare early and recent work to describe specific growth in scientific understanding.",
      "Select portfolio evidence for each of the four reflection components.",
      "Write a reflection that connects personal growth to evidence.",
    ],
    keyUnderstandings: [
      "Reflection turns experience into learning when it is tied to specific evidence.",
      "Growth in science includes changes in questions and thinking, not only in facts known.",
    ],
    materials: [
      "Class question board",
      "Student work from Lesson 1, Checkpoints 1-4 and the final presentation",
      "Portfolio template",
      "Day 26 handout",
    ],
    activities: [
      {
        title: "Question Board Revisit",
        minutes: 10,
        description:
          "The class reviews the question board from Lesson 1, marks questions it can now answer, and adds the new questions that emerged.",
      },
      {
        title: "Then and Now",
        minutes: 15,
        description:
          "Students place their Lesson 1 exit ticket beside their Checkpoint 3 disparity analysis and list three specific changes in their thinking.",
      },
      {
        title: "Reflection Writing",
        minutes: 20,
        description:
          "Students draft the four sections of their reflection portfolio (scientific growth, civic engagement, collaboration skills, future pathways), attaching one piece of evidence to each.",
      },
      {
        title: "Pair Share",
        minutes: 7,
        description: "Partners read one section aloud and ask one follow-up question that deepens the reflection.",
      },
    ],
    differentiation: {
      supported: ["Reflection prompts with sentence frames", "Option to record an audio or video reflection"],
      extension: ["Write a letter to next year's students explaining the most important idea in the unit"],
      multilingual: [
        "Reflection may be written in the home language with an English summary",
        "Visual portfolio layout",
      ],
    },
    assessment: [
      "Draft portfolio has evidence attached to all four components",
      "Pair-share follow-up question recorded",
    ],
    standards: { state: ["BIO1.LS1.2", "BIO1.LS3.4"], ngss: ["HS-LS1-3"] },
    handout: {
      title: "Day 26: Personal Learning Reflection",
      intro:
        "Over the past five weeks you have studied cells, genes, communities and solutions. Today you will look back at where you started and gather evidence of how you have grown.",
      sections: [
        {
          heading: "Then and Now",
          prompts: [
            "What did you think caused chronic disease in Lesson 1? What do you think now?",
            "List three specific changes in your thinking, with the assignment that shows each change.",
          ],
        },
        {
          heading: "Four Reflection Components",
          prompts: [
            "Scientific growth: which biological idea do you understand best now, and how do you know?",
            "Civic engagement: how did you connect with your community during this unit?",
            "Collaboration skills: describe a moment your team solved a problem together.",
            "Future pathways: which careers or further studies in health or science interest you now?",
          ],
        },
      ],
      wordBank: [
        { term: "reflection", meaning: "careful thinking about your own experience and learning" },
        { term: "portfolio", meaning: "a collection of work that shows learning over time" },
        { term: "evidence", meaning: "work or data that supports a statement" },
        { term: "growth", meaning: "a change that shows improvement in understanding or skill" },
        { term: "civic engagement", meaning: "taking part in improving your community" },
      ],
      sentenceStarters: [
        "At the start of the unit I thought..., but now I understand...",
        "This piece of work shows my growth because...",
        "One skill I developed while working with my team is...",
        "I am now curious about...",
      ],
    },
    file: plan[26],
  },
  {
    number: 27,
    label: "Day 27",
    title: "Project Impact Assessment: Measuring What Changed",
    description:
      "Teams distinguish outputs from outcomes, organize the evidence they collected during the project into a simple logic model, and name honestly what their data can and cannot show.",
    drivingQuestion: "How do we know whether our project made a difference?",
    objectives: [
      "Distinguish outputs, short-term outcomes and long-term impact.",
      "Organize project evidence into a logic model.",
      "Identify the limits of the team's evidence, such as sample size and self-report.",
    ],
    keyUnderstandings: [
      "Counting activities (flyers handed out) is different from measuring change (people who scheduled a blood pressure check).",
      "Honest reporting of limitations makes findings more credible, not less.",
    ],
    materials: [
      "Audience feedback forms and any survey or sign-up data",
      "Logic model template",
      "Examples of outputs and outcomes",
    ],
    activities: [
      {
        title: "Output, Outcome or Impact?",
        minutes: 10,
        description:
          "Students sort example statements into outputs, outcomes and long-term impact and explain the differences.",
      },
      {
        title: "Collect and Organize Evidence",
        minutes: 25,
        description:
          "Teams tally feedback forms, surveys, sign-ups and partner responses, and place each piece of evidence in a logic model running from inputs and activities to outputs and outcomes.",
      },
      {
        title: "Honest Limits",
        minutes: 10,
        description: "Teams list what their evidence cannot show and what data they would collect with more time.",
      },
      {
        title: "Exit Ticket",
        minutes: 5,
        description: "Each student writes the strongest piece of evidence of the team's impact and one limitation.",
      },
    ],
    differentiation: {
      supported: ["Logic model with example entries", "Tally sheets with categories"],
      extension: ["Calculate a percentage change from before-and-after survey data and judge whether it is meaningful"],
      multilingual: ["Sorting cards with visuals", "Team roles assigned by strength"],
    },
    assessment: ["Completed logic model", "Exit ticket names evidence and a limitation"],
    standards: { state: ["BIO1.LS3.3"], ngss: ["HS-ETS1-3"] },
  },
  {
    number: 28,
    label: "Day 28",
    title: "Project Impact Assessment: Impact Summary and Peer Evaluations",
    description:
      "Teams write a one-page impact summary, and each student completes confidential peer evaluations and a self-assessment of their contribution to the team.",
    drivingQuestion: "What did our team achieve together, and how did each of us contribute?",
    objectives: [
      "Write a one-page impact summary supported by evidence.",
      "Complete specific, evidence-based peer evaluations of teammates.",
      "Assess one's own contributions honestly against the collaboration rubric.",
    ],
    keyUnderstandings: [
      "Useful peer evaluations describe specific actions and their effects rather than personalities.",
      "Reflecting on collaboration prepares students for the teamwork that science and community work require.",
    ],
    materials: [
      "Impact summary template",
      "Peer evaluation forms",
      "Collaboration rubric",
      "Team logic model from Day 27",
    ],
    activities: [
      {
        title: "Impact Summary",
        minutes: 20,
        description:
          "Teams write a one-page summary: the problem, what they did, the evidence of change, limitations and recommendations.",
      },
      {
        title: "Peer Evaluations",
        minutes: 20,
        description:
          "Students complete confidential peer evaluations for each teammate, giving one specific example for each rubric area (contribution, reliability, communication, support of others).",
      },
      {
        title: "Self-Assessment",
        minutes: 10,
        description: "Students rate their own collaboration against the rubric and set one goal for future teamwork.",
      },
    ],
    differentiation: {
      supported: ["Peer evaluation phrase bank", "Impact summary frame with headings"],
      extension: ["Adapt the impact summary into a short article for the school newsletter or a partner organization"],
      multilingual: [
        "Evaluation forms with translated rubric descriptors",
        "Option to complete evaluations orally with the teacher",
      ],
    },
    assessment: [
      "Impact summary scored with the project rubric",
      "Peer evaluations and self-assessment completed with specific examples",
    ],
    standards: { state: ["BIO1.LS3.3"], ngss: ["HS-ETS1-3"] },
  },
  {
    number: 29,
    label: "Day 29",
    title: "Community Action Planning",
    description:
      "Teams write an impact plan that keeps their solution alive after the unit: goals, a community partner who will own it, a timeline, resources and measures of success.",
    drivingQuestion: "What would it take for our solution to keep working after this unit ends?",
    objectives: [
      "Identify a realistic owner or partner for continuing the solution.",
      "Write an impact plan with goals, timeline, resources and success measures.",
      "Draft a professional message to a community partner proposing a next step.",
    ],
    keyUnderstandings: [
      "Like a resilient ecosystem that recovers after a disturbance, a resilient community has many connected people and organizations that keep efforts going.",
      "Sustained impact depends on ownership, resources and measures that someone keeps tracking.",
    ],
    materials: [
      "Impact plan template",
      "Panel notes from Day 25",
      "Partner contact list prepared by the teacher",
      "Sample partner letter",
    ],
    activities: [
      {
        title: "Sustainability Check",
        minutes: 10,
        description:
          "Teams review panel feedback and answer: who could own this, what would it cost, and what would make it stop?",
      },
      {
        title: "Impact Plan Drafting",
        minutes: 25,
        description:
          "Teams write an impact plan covering goals, partner, a three- to six-month timeline, resources needed, how success will be measured, and a handoff to a partner or next year's class.",
      },
      {
        title: "Partner Message",
        minutes: 15,
        description:
          "Teams draft a letter or e-mail to a community partner that thanks them and proposes one specific next step.",
      },
    ],
    differentiation: {
      supported: ["Impact plan with example entries", "Letter template"],
      extension: ["Research a local grant or youth civic program that could fund or support the plan"],
      multilingual: [
        "Partner message may be written in the partner's preferred language",
        "Peer editing in language-alike pairs",
      ],
    },
    assessment: ["Impact plan complete and realistic", "Partner message ready to send after teacher review"],
    standards: { state: ["BIO1.LS4.5", "BIO1.LS1.2"], ngss: ["HS-ETS1-3", "HS-ETS1-2"] },
  },
  {
    number: 30,
    label: "Day 30",
    title: "Celebration & Showcase",
    description:
      "Students celebrate the unit with families, partners and peers in a portfolio gallery, recognize one another's contributions, and make a personal commitment to community health.",
    drivingQuestion: "How do we celebrate what we learned and carry it forward?",
    objectives: [
      "Present a reflection portfolio and impact plan to visitors.",
      "Recognize specific contributions of peers and partners.",
      "Make a personal commitment connected to community health.",
    ],
    keyUnderstandings: [
      "Celebrating learning publicly honors students' work and strengthens ties with families and partners.",
      "Individual commitments add up to community resilience when they are shared and supported.",
    ],
    materials: [
      "Display space for portfolios",
      "Recognition cards",
      "Commitment cards",
      "Light refreshments if the school allows",
    ],
    activities: [
      {
        title: "Showcase Setup",
        minutes: 8,
        description: "Students arrange reflection portfolios and impact plans for a gallery walk.",
      },
      {
        title: "Portfolio Gallery",
        minutes: 25,
        description:
          "Families, partners and other classes visit; students explain their growth and their team's impact plan, and visitors leave written comments.",
      },
      {
        title: "Recognition Circle",
        minutes: 12,
        description:
          "Students recognize a peer or partner for a specific contribution, and the teacher thanks community guests.",
      },
      {
        title: "Closing Commitment",
        minutes: 5,
        description: "Each student writes and shares one commitment to support health in their family or community.",
      },
    ],
    differentiation: {
      supported: ["Talking points card for the gallery", "Option to co-present with a teammate"],
      extension: ["Serve as a guide who explains the unit to visiting families"],
      multilingual: ["Portfolios and commitments may be bilingual", "Student interpreters for visiting families"],
    },
    assessment: ["Gallery participation and visitor comments", "Commitment card completed"],
    standards: { state: ["BIO1.LS1.2"], ngss: ["HS-ETS1-3"] },
  },
];

type PlannedLesson = keyof typeof plan;

function lessonPlanFile(phase: number, lesson: PlannedLesson, title: string, subtitle: string) {
  return lessonPlan({ title, subtitle, path: plan[lesson], lesson, phase });
}

function handoutFile(
  folder: number,
  sourcePhase: number,
  lesson: PlannedLesson,
  file: string,
  title: string,
  subtitle: string,
) {
  return handout({ title, subtitle, path: inPhase(folder, file), lesson, phase: sourcePhase });
}

export const unit5 = {
  number: 5,
  title: "Health Equity: Biology and Community Resilience",
  description:
    "Students investigate why chronic diseases such as type 2 diabetes, asthma and hypertension affect some communities more than others, connecting cells, homeostasis and genetics to the social and environmental conditions that shape health, then design and share community-based solutions.",
  color: "orange",
  backLink: { to: "/", label: "Back to Home" },
  drivingQuestion:
    "How can we use biology to understand why chronic diseases affect some communities more than others, and what can we do to build healthier, more resilient communities?",
  realWorldChallenge:
    "Type 2 diabetes, asthma and hypertension are among the most common chronic diseases in the United States, and their burden is not shared equally: rates are often highest in low-income neighborhoods and in Black, Latino and Native American communities. Students act as community health scientists. They explain the biology of these diseases from cell to body, untangle the genetic, environmental and social factors behind a local disparity, and design an evidence-based solution with community partners that can keep working after the unit ends.",
  coreConcepts: [
    {
      title: "Cells, Proteins and Specialization",
      description:
        "Proteins coded by genes, such as insulin and its receptor, carry out the work of specialized cells; differentiation produces beta cells, airway cells and artery walls that work together as organ systems.",
      codes: ["BIO1.LS1.1", "BIO1.LS1.3"],
    },
    {
      title: "Homeostasis and Feedback",
      description:
        "Feedback loops keep blood glucose, airway function and blood pressure within safe ranges; chronic disease develops when these loops are disrupted over time.",
      codes: ["BIO1.LS1.2"],
    },
    {
      title: "Genetics and Environment",
      description:
        "DNA and chromosomes carry inherited instructions, many genes each add a small amount of risk, and environmental exposures change how genes are expressed, so risk is shaped by genes and conditions together.",
      codes: ["BIO1.LS3.1", "BIO1.LS3.2", "BIO1.LS3.3", "BIO1.LS3.4"],
    },
    {
      title: "Environment and Change in Populations",
      description:
        "Changing environments shape which gene variants become common, as with the sickle cell allele and malaria, and help explain why ancestry, not race, is the meaningful biological idea.",
      codes: ["BIO1.LS4.5"],
    },
    {
      title: "Social Determinants of Health",
      description:
        "Economic stability, education, health care access, neighborhood and built environment, and social and community context shape exposure, stress and access to care, and act on the body through biology.",
    },
    {
      title: "Community Resilience",
      description:
        "Communities hold assets such as trusted institutions, networks and local knowledge; solutions built with them and owned by them last longer and reach more people.",
    },
  ],
  keyTopics: [
    "Type 2 diabetes",
    "Asthma",
    "Hypertension",
    "Cells and homeostasis",
    "Genetics and environment",
    "Social determinants of health",
    "Community resilience",
  ],
  projectIdeas: [
    {
      title: "Barbershop and Salon Blood Pressure Corners",
      description:
        "Partner with local barbershops or salons to host blood pressure information and referral corners, adapting a model proven to lower blood pressure.",
    },
    {
      title: "Asthma Trigger Home Checklist",
      description:
        "Design a bilingual checklist and short video that help families find and reduce common asthma triggers at home, with a list of local support services.",
    },
    {
      title: "Healthy Corner Store Makeover",
      description:
        "Work with a corner store owner to test shelf placement and signage that make affordable, healthier options easier to choose.",
    },
    {
      title: "Neighborhood Walking Map",
      description:
        "Map safe, shaded walking routes with community input and present lighting or crosswalk improvements to local officials.",
    },
    {
      title: "Youth Health Policy Brief",
      description:
        "Write a policy brief for a school board or city council that uses local data and biology to argue for a specific change, such as cleaner school bus fleets or water refill stations.",
    },
  ],
  learningOutcomes: [
    "Explain how type 2 diabetes, asthma and hypertension disrupt homeostasis from the cell to the whole body.",
    "Describe how genes code for proteins and how many genes and environmental exposures together shape the risk of chronic disease.",
    "Use evidence about natural selection and human variation to explain why race is a poor proxy for biology.",
    "Analyze local health data using rates and distinguish correlation from causation.",
    "Explain how social determinants of health act on the body through biological mechanisms.",
    "Design, test and present an evidence-based community health solution with stakeholder input.",
    "Reflect on personal growth and plan for sustained community impact.",
  ],
  competencies: [
    {
      title: "Holders of Foundational Knowledge",
      description:
        "Students apply core biology, from proteins to populations, to real health questions in their community.",
    },
    {
      title: "Original Thinkers for an Uncertain World",
      description: "Students question simple explanations of disease and design creative, evidence-based solutions.",
    },
    {
      title: "Generous Collaborators for Tough Problems",
      description:
        "Students work in teams and with community members, valuing the expertise of the people most affected.",
    },
    {
      title: "Learners for Life",
      description: "Students reflect on their growth and connect the unit to future pathways in health and science.",
    },
  ],
  standards: {
    ngss: ngssAlignment([
      "HS-LS1-1",
      "HS-LS1-2",
      "HS-LS1-3",
      "HS-LS1-4",
      "HS-LS3-1",
      "HS-LS3-2",
      "HS-LS3-3",
      "HS-LS4-2",
      "HS-LS4-4",
      "HS-ETS1-1",
      "HS-ETS1-2",
      "HS-ETS1-3",
    ]),
    state: [
      {
        code: "BIO1.LS1.1",
        description:
          "Explain, based on evidence, that the essential functions of life are carried out mainly by proteins coded for by genes in DNA, through transcription and translation.",
      },
      {
        code: "BIO1.LS1.2",
        description:
          "Plan and conduct an investigation to provide evidence that feedback mechanisms maintain homeostasis.",
      },
      {
        code: "BIO1.LS1.3",
        description:
          "Use a model to describe how differentiation in a multicellular organism creates specialized cells that work together to meet the needs of the whole organism.",
      },
      {
        code: "BIO1.LS3.1",
        description:
          "Ask questions to clarify the role of DNA and chromosomes in coding the instructions for traits passed from parents to offspring.",
      },
      {
        code: "BIO1.LS3.2",
        description:
          "Make and defend a claim, based on evidence, that inheritable variation can come from new genetic combinations, replication errors or mutations caused by environmental factors.",
      },
      {
        code: "BIO1.LS3.3",
        description:
          "Apply concepts of statistics and probability to explain the variation and distribution of expressed traits in a population.",
      },
      {
        code: "BIO1.LS3.4",
        description:
          "Explain how the expression of traits results from interactions between genes and the environment, including environmental effects on gene expression.",
      },
      {
        code: "BIO1.LS4.5",
        description:
          "Evaluate evidence that changes in environmental conditions can change the distribution of traits in a population over time.",
      },
    ],
  },
  scheduleNote:
    "Phases 1 and 2 are counted in lessons (1-11) and Phases 3 to 5 in days (12-30); each lesson is one class day, so the unit runs 30 days. Checkpoints fall on Lesson 5, Day 11, Day 17 and Day 22.",
  phases: [
    {
      number: 1,
      title: "Understanding Chronic Disease",
      range: "Lessons 1-5",
      summary:
        "Students meet type 2 diabetes, asthma and hypertension and trace each from specialized cells to the whole body, learning how feedback loops maintain homeostasis and what happens when they fail.",
      overview: [
        "Phase 1 opens with three neighbors living with chronic disease and a walk through local health data. Students then study the specialized cells behind each disease, model the insulin-glucagon feedback loop, and investigate how airways narrow in asthma and how the body regulates blood pressure.",
        "The phase ends with Checkpoint 1, an illustrated explanation of one chronic disease written for a family member or neighbor, which shows whether students can connect cell-level mechanisms to effects on the whole body.",
      ],
      objectives: [
        "Distinguish chronic from acute disease and describe patterns in local chronic disease data.",
        "Explain how specialized cells arise through differentiation and work together in organ systems.",
        "Model the feedback loops that regulate blood glucose and blood pressure.",
        "Explain how type 2 diabetes, asthma and hypertension each disrupt homeostasis.",
      ],
      keyActivities: [
        {
          title: "Three Neighbors and the Data Walk",
          description: "Patient stories and local data posters launch the unit question board.",
          when: "Lesson 1",
        },
        {
          title: "Cell Stations and Gene-Switch Model",
          description: "Students sketch islet, bronchiole and artery cells and model differentiation.",
          when: "Lesson 2",
        },
        {
          title: "Feedback Loop Role-Play",
          description: "Students act out insulin and glucagon, then graph glucose tolerance data.",
          when: "Lesson 3",
        },
        {
          title: "Airway and Pressure Models",
          description: "A narrow-airway model and pulse investigation connect asthma and hypertension to feedback.",
          when: "Lesson 4",
        },
      ],
      checkpoint: {
        title: "Checkpoint 1: Illustrated Explanation",
        description:
          "Students create an illustrated explanation of how one chronic disease disrupts homeostasis from cell to body, in language a family member could understand, and revise it after peer feedback.",
        when: "Lesson 5",
      },
      resourceMap: [
        {
          when: "Lesson 2",
          question: "How can cells with the same DNA become so different, and how do specialized cells work together?",
          video: video(
            "Crash Course Biology: Cell Specialization",
            "results?search_query=crash+course+biology+cell+specialization",
          ),
          interactive: interactive(
            "Interactive Exploration of How We Get Our Skin Color",
            "classroom-resources/interactive-exploration-how-we-get-our-skin-color",
          ),
          textbook: textbook("33.2 Animal Primary Tissues", "33-2-animal-primary-tissues"),
          stateStandard: "BIO1.LS1.3",
          ngss: ["HS-LS1-2", "HS-LS1-4"],
          notes:
            "Use the layers of skin cells and melanocytes as a second example of specialized cells working together.",
        },
        {
          when: "Lesson 3",
          question: "How does the body keep blood glucose in a safe range, and what goes wrong in type 2 diabetes?",
          video: video("Crash Course Biology: Homeostasis", "results?search_query=crash+course+biology+homeostasis"),
          interactive: interactive(
            "The Making of the Fittest: Got Lactase? The Co-evolution of Genes and Culture",
            "classroom-resources/making-fittest-got-lactase-co-evolution-genes-and-culture",
          ),
          textbook: textbook("37.3 Regulation of Body Processes", "37-3-regulation-of-body-processes"),
          stateStandard: "BIO1.LS1.2",
          ngss: ["HS-LS1-3", "HS-LS1-1"],
          notes:
            "Use the film segment on how lactase breaks milk sugar into glucose and galactose to show that sugar handling depends on proteins coded by genes.",
        },
        {
          when: "Lesson 4",
          question: "How does the body regulate blood pressure, and what happens when it stays high?",
          video: video(
            "Crash Course Biology: Circulatory System",
            "results?search_query=crash+course+biology+circulatory+system",
          ),
          interactive: interactive("Cardiology Virtual Lab", "classroom-resources/cardiology-virtual-lab"),
          textbook: textbook(
            "40.4 Blood Flow and Blood Pressure Regulation",
            "40-4-blood-flow-and-blood-pressure-regulation",
          ),
          stateStandard: "BIO1.LS1.2",
          ngss: ["HS-LS1-3", "HS-LS1-2"],
          notes:
            "Students examine virtual patients' hearts; connect a thickened heart wall to years of working against high pressure.",
        },
        {
          when: "Lesson 4",
          question: "What happens in the airways during an asthma attack?",
          video: video(
            "Crash Course Biology: Respiratory System",
            "results?search_query=crash+course+biology+respiratory+system",
          ),
          interactive: interactive("Immunology Virtual Lab", "classroom-resources/immunology-virtual-lab"),
          textbook: textbook("42.4 Disruptions in the Immune System", "42-4-disruptions-in-the-immune-system"),
          stateStandard: "BIO1.LS1.3",
          ngss: ["HS-LS1-2"],
          notes:
            "The antibody tests in the virtual lab introduce how allergic asthma involves antibodies that recognize specific allergens.",
        },
      ],
      lessons: phase1Lessons,
      materials: [
        lessonPlanFile(
          1,
          1,
          "Lesson 1: What Makes a Disease Chronic?",
          "Lesson plan: chronic versus acute disease, data walk and question board",
        ),
        handoutFile(
          1,
          1,
          1,
          "Lesson_1_Handout.pdf",
          "Lesson 1 Handout",
          "Student handout: three neighbors, card sort and data walk notes",
        ),
        lessonPlanFile(
          1,
          2,
          "Lesson 2: Cells, Tissues and Organ Systems",
          "Lesson plan: specialized cells and differentiation",
        ),
        handoutFile(
          1,
          1,
          2,
          "Lesson_2_Handout.pdf",
          "Lesson 2 Handout",
          "Student handout: station sketches and gene-switch model",
        ),
        lessonPlanFile(
          1,
          3,
          "Lesson 3: Homeostasis and Blood Glucose",
          "Lesson plan: insulin, glucagon and the glucose feedback loop",
        ),
        handoutFile(
          1,
          1,
          3,
          "Lesson_3_Handout.pdf",
          "Lesson 3 Handout",
          "Student handout: role-play observations and glucose tolerance graph",
        ),
        lessonPlanFile(1, 4, "Lesson 4: Airways and Arteries", "Lesson plan: asthma, blood pressure and feedback"),
        handoutFile(
          1,
          1,
          4,
          "Lesson_4_Handout.pdf",
          "Lesson 4 Handout",
          "Student handout: airway model, triggers and pulse data",
        ),
        lessonPlanFile(
          1,
          5,
          "Lesson 5: Checkpoint 1",
          "Lesson plan: illustrated explanation studio and gallery feedback",
        ),
        handoutFile(
          1,
          1,
          5,
          "Lesson_5_Checkpoint_1_Planner.pdf",
          "Checkpoint 1 Planner",
          "Student planner for the illustrated explanation",
        ),
      ],
    },
    {
      number: 2,
      title: "Genes, Environment and Risk",
      range: "Lessons 6-11",
      summary:
        "Students follow the path from genes to proteins, compare single-gene conditions with complex chronic diseases, and investigate how probability, epigenetics and evolution shape risk.",
      overview: [
        "Phase 2 asks what genes can and cannot explain about chronic disease. Students translate DNA into protein, analyze a fictional family's health history, simulate a trait controlled by many genes, and model how environmental exposures change gene expression.",
        "Through the story of sickle cell and malaria and the evidence on human variation, students learn why race is a poor stand-in for biology. Checkpoint 2 asks them to untangle the genetic, biological, environmental and social risk factors in a realistic case.",
      ],
      objectives: [
        "Explain how genes code for proteins that regulate homeostasis.",
        "Use probability to explain single-gene and polygenic patterns of inheritance.",
        "Describe how environmental exposures can alter gene expression.",
        "Explain how changing environments shape allele frequencies, and why race is not a biological category.",
      ],
      keyActivities: [
        {
          title: "Transcribe and Translate",
          description: "Students decode a short DNA sequence and test the effect of a point mutation.",
          when: "Lesson 6",
        },
        {
          title: "Fictional Family Pedigree",
          description: "Students separate shared genes from shared environments in a family health history.",
          when: "Lesson 7",
        },
        {
          title: "Coin-Flip Risk Simulation",
          description: "The class builds a polygenic risk distribution and shifts it with environment cards.",
          when: "Lesson 8",
        },
        {
          title: "Epigenetics Case Study Jigsaw",
          description: "Expert groups teach famine, pollution and early-care case studies.",
          when: "Lesson 9",
        },
        {
          title: "Natural Selection in Humans",
          description: "Sickle cell, malaria and APOL1 show how environments shape allele frequencies.",
          when: "Lesson 10",
        },
      ],
      checkpoint: {
        title: "Checkpoint 2: Risk Factor Analysis",
        description:
          "Students classify every risk factor in a case profile, judge which a family or community could change, and write a claim-evidence-reasoning analysis of the biggest contributors.",
        when: "Day 11",
      },
      resourceMap: [
        {
          when: "Lesson 6",
          question: "How do the instructions in DNA become the proteins that regulate the body?",
          video: video(
            "Crash Course Biology: DNA, Transcription and Translation",
            "results?search_query=crash+course+biology+transcription+translation",
          ),
          interactive: interactive("The Double Helix", "classroom-resources/double-helix"),
          textbook: textbook("15.1 The Genetic Code", "15-1-the-genetic-code"),
          stateStandard: "BIO1.LS1.1",
          ngss: ["HS-LS1-1", "HS-LS3-1"],
          notes: "Pair the DNA structure story with the codon chart activity before the case sort.",
        },
        {
          when: "Lesson 7",
          question: "What do Punnett squares and pedigrees predict, and where do they fall short?",
          video: video("Crash Course Biology: Heredity", "results?search_query=crash+course+biology+heredity"),
          interactive: interactive(
            "Activity for Natural Selection in Humans",
            "classroom-resources/activity-natural-selection-humans",
          ),
          textbook: textbook("12.3 Laws of Inheritance", "12-3-laws-of-inheritance"),
          stateStandard: "BIO1.LS3.1",
          ngss: ["HS-LS3-1", "HS-LS3-3"],
          notes: "The activity's sickle cell genetics and pedigree questions extend the Punnett square review.",
        },
        {
          when: "Lesson 8",
          question: "How do many genes of small effect create a continuous distribution of risk?",
          video: video(
            "Crash Course Biology: Population Genetics",
            "results?search_query=crash+course+biology+population+genetics",
          ),
          interactive: interactive("Population Genetics Explorer", "classroom-resources/population-genetics-explorer"),
          textbook: textbook("19.2 Population Genetics", "19-2-population-genetics"),
          stateStandard: "BIO1.LS3.3",
          ngss: ["HS-LS3-3"],
          notes: "Use after the coin-flip simulation to show how allele frequencies behave in larger populations.",
        },
        {
          when: "Lesson 9",
          question: "How can environments change how genes are used without changing the DNA sequence?",
          video: video("Crash Course Biology: Epigenetics", "results?search_query=crash+course+biology+epigenetics"),
          interactive: interactive(
            "Interactive Assessment for Got Lactase? The Co-evolution of Genes and Culture",
            "classroom-resources/interactive-assessment-got-lactase-coevolution-genes-and-culture",
          ),
          textbook: textbook(
            "16.3 Eukaryotic Epigenetic Gene Regulation",
            "16-3-eukaryotic-epigenetic-gene-regulation",
          ),
          stateStandard: "BIO1.LS3.4",
          ngss: ["HS-LS3-2", "HS-LS1-1"],
          notes:
            "Contrast: lactase persistence comes from a DNA sequence change in a regulatory region, while epigenetic tags change gene use without changing the sequence.",
        },
        {
          when: "Lesson 10",
          question: "How has a changing environment shaped gene variants that affect health today?",
          video: video(
            "Crash Course Biology: Natural Selection",
            "results?search_query=crash+course+biology+natural+selection",
          ),
          interactive: interactive(
            "The Making of the Fittest: Natural Selection in Humans",
            "classroom-resources/making-fittest-natural-selection-humans",
          ),
          textbook: textbook("19.3 Adaptive Evolution", "19-3-adaptive-evolution"),
          stateStandard: "BIO1.LS4.5",
          ngss: ["HS-LS4-2", "HS-LS4-4"],
          notes: "Show selected segments with pause points; the full film runs about 14 minutes.",
        },
      ],
      lessons: phase2Lessons,
      materials: [
        lessonPlanFile(
          2,
          6,
          "Lesson 6: From Genes to Proteins to Health",
          "Lesson plan: transcription, translation and single-gene versus complex disease",
        ),
        lessonPlanFile(
          2,
          7,
          "Lesson 7: Family Health History and Inheritance",
          "Lesson plan: Punnett squares and a fictional family pedigree",
        ),
        handoutFile(
          2,
          2,
          7,
          "Lesson_7_Handout.pdf",
          "Lesson 7 Handout",
          "Student handout: Punnett square practice and the Rivera-Johnson family",
        ),
        lessonPlanFile(
          2,
          8,
          "Lesson 8: Polygenic Risk and Probability",
          "Lesson plan: coin-flip simulation of genes and environment",
        ),
        lessonPlanFile(
          2,
          9,
          "Lesson 9: Environment Meets the Genome",
          "Lesson plan: epigenetics model and case study jigsaw",
        ),
        handoutFile(
          2,
          2,
          9,
          "Lesson_9_Handout.pdf",
          "Lesson 9 Handout",
          "Student handout: genome cookbook model and case study notes",
        ),
        lessonPlanFile(
          2,
          10,
          "Lesson 10: Ancestry, Evolution and Health",
          "Lesson plan: sickle cell, APOL1 and race versus ancestry",
        ),
        lessonPlanFile(2, 11, "Lesson 11: Checkpoint 2", "Lesson plan: risk factor analysis with case profiles"),
        handoutFile(
          2,
          2,
          11,
          "Lesson_11_Checkpoint_2_Handout.pdf",
          "Checkpoint 2 Handout",
          "Student handout: risk factor sort and claim-evidence-reasoning write-up",
        ),
      ],
    },
    {
      number: 3,
      title: "Social Determinants and Health Disparities",
      range: "Days 12-17",
      summary:
        "Students investigate how the conditions where people live, learn, work and play act on the body, map health in their own community, and analyze one local disparity in depth.",
      overview: [
        "Phase 3 moves upstream from cells and genes to the conditions that shape them. Students learn the five domains of the social determinants of health, layer maps of disease, redlining, air quality and food access, and connect chronic stress to blood pressure and blood sugar.",
        "Students learn to compare communities fairly with rates and to separate correlation from causation, then map community assets and interview community members. Checkpoint 3 is a written disparity analysis that becomes the starting point for the design phase.",
      ],
      objectives: [
        "Explain how social determinants of health act on the body through biological mechanisms.",
        "Read and compare community health data using rates and maps.",
        "Distinguish correlation from causation in health data.",
        "Identify community assets and gather community voices ethically.",
      ],
      keyActivities: [
        {
          title: "Biology Connection Chains",
          description: "Students trace social conditions to cells and feedback loops.",
          when: "Day 12",
        },
        {
          title: "Map Stations and Overlap Hunt",
          description: "Layered maps reveal where health burdens overlap.",
          when: "Day 13",
        },
        {
          title: "Stress Response and Weathering",
          description: "Students model the stress response and read about allostatic load.",
          when: "Day 14",
        },
        {
          title: "Health Data Workshop",
          description: "Rate calculations, confounders and an evidence ladder.",
          when: "Day 15",
        },
        {
          title: "Asset Mapping and Interviews",
          description: "Students map community strengths and design ethical interviews.",
          when: "Day 16",
        },
      ],
      checkpoint: {
        title: "Checkpoint 3: Disparity Analysis",
        description:
          "Students write an analysis of one local health disparity that combines rates from a credible source, the biological mechanism, at least two social determinants, a community asset and a focused question for the design phase.",
        when: "Day 17",
      },
      resourceMap: [
        {
          when: "Day 12",
          question:
            "If visible human differences such as skin color reflect ancestry and environment, why do health gaps follow social lines?",
          video: video(
            "Crash Course Biology: Human Impact and Health",
            "results?search_query=crash+course+biology+human+health",
          ),
          interactive: interactive("The Biology of Skin Color", "classroom-resources/biology-skin-color"),
          textbook: textbook("33.3 Homeostasis", "33-3-homeostasis"),
          stateStandard: "BIO1.LS1.2",
          ngss: ["HS-LS1-3", "HS-ETS1-1"],
          notes:
            "Dr. Nina Jablonski explains skin color as an adaptation to ultraviolet light; use it to frame why disparities trace to living conditions and history rather than group biology.",
        },
        {
          when: "Day 14",
          question: "How can long-term stress raise blood pressure and blood glucose?",
          video: video(
            "Crash Course Biology: Endocrine System",
            "results?search_query=crash+course+biology+endocrine+system",
          ),
          interactive: interactive("Cardiology Virtual Lab", "classroom-resources/cardiology-virtual-lab"),
          textbook: textbook("37.4 Regulation of Hormone Production", "37-4-regulation-of-hormone-production"),
          stateStandard: "BIO1.LS1.2",
          ngss: ["HS-LS1-3"],
          notes: "Revisit the virtual heart to discuss the long-term cost of blood pressure that stays high.",
        },
        {
          when: "Day 15",
          question: "How do we compare health between communities fairly?",
          video: video(
            "Crash Course Biology: Population Ecology",
            "results?search_query=crash+course+biology+population+ecology",
          ),
          interactive: interactive("Population Dynamics", "classroom-resources/population-dynamics"),
          textbook: textbook("45.1 Population Demography", "45-1-population-demography"),
          stateStandard: "BIO1.LS3.3",
          ngss: ["HS-LS3-3"],
          notes:
            "Demography's use of rates and age structure mirrors the age-adjusted rates students use for disease data.",
        },
      ],
      lessons: phase3Lessons,
      materials: [
        lessonPlanFile(
          3,
          12,
          "Day 12: Social Determinants of Health",
          "Lesson plan: five domains and biology connection chains",
        ),
        lessonPlanFile(
          3,
          13,
          "Day 13: Place Matters",
          "Lesson plan: map stations on disease, redlining, air and food access",
        ),
        lessonPlanFile(
          3,
          14,
          "Day 14: Stress, Biology and Weathering",
          "Lesson plan: the stress response and allostatic load",
        ),
        lessonPlanFile(3, 15, "Day 15: Reading Health Data", "Lesson plan: rates, confounders and the evidence ladder"),
        lessonPlanFile(
          3,
          16,
          "Day 16: Community Voices and Assets",
          "Lesson plan: asset mapping and ethical interview design",
        ),
        lessonPlanFile(3, 17, "Day 17: Checkpoint 3", "Lesson plan: disparity analysis writing and peer review"),
      ],
    },
    {
      number: 4,
      title: "Designing Community Solutions",
      range: "Days 18-25",
      summary:
        "Teams define a community health problem, design and test an evidence-based solution with stakeholder feedback, and present it to an audience of families and community partners.",
      overview: [
        "Phase 4 turns analysis into action. In the Solution Design Workshop, teams use their interviews and disparity analyses to define a problem with clear criteria and constraints, study programs that have worked elsewhere, and prototype a solution that fits their community.",
        "Teams then build a scientific story around their solution, review it at Checkpoint 4 on Day 22, polish their data visuals, and present in two final sessions to classmates, families and a community panel.",
      ],
      objectives: [
        "Define a community health problem with measurable criteria and realistic constraints.",
        "Select and adapt an evidence-based solution using a decision matrix.",
        "Build and revise a prototype based on stakeholder feedback.",
        "Communicate the biology, data and proposed solution accurately to a public audience.",
      ],
      keyActivities: [
        {
          title: "Solution Design Workshop",
          description:
            "Teams define the problem, study proven community health programs, choose an idea with a decision matrix, and prototype it with stakeholder feedback.",
          when: "Days 18-20",
        },
        {
          title: "Presentation Development",
          description:
            "Teams storyboard a scientific story, rehearse for the Checkpoint 4 review panel, and build clear, honest data visuals.",
          when: "Days 21-23",
        },
        {
          title: "Final Presentations",
          description: "Teams present to classmates, families and community guests, then hear from a community panel.",
          when: "Days 24-25",
        },
      ],
      checkpoint: {
        title: "Checkpoint 4",
        description:
          "Solution Pitch Review: each team gives a three-minute draft pitch to a review panel and receives rubric scores on scientific accuracy, evidence, feasibility, community voice and delivery.",
        when: "Day 22",
      },
      extraSections: [
        {
          title: "Assessment Components",
          items: [
            {
              title: "Design Portfolio (30%)",
              description:
                "Problem statement, criteria and constraints, stakeholder map, decision matrix, prototype and iteration notes.",
            },
            {
              title: "Checkpoint 4 Pitch Review (15%)",
              description: "Panel rubric scores on the draft pitch and the quality of the team's revision plan.",
            },
            {
              title: "Final Presentation (40%)",
              description:
                "Scientific accuracy, use of data, feasibility, community voice and delivery in the final session.",
            },
            {
              title: "Audience and Peer Feedback (15%)",
              description: "Feedback forms from classmates and guests, and how the team responds to them.",
            },
          ],
        },
        {
          title: "Competencies",
          items: [
            {
              title: "Design Thinking",
              description: "Defining problems with users, generating options and improving designs through testing.",
            },
            {
              title: "Evidence-Based Reasoning",
              description: "Choosing solutions that are supported by data and research, and naming their limits.",
            },
            {
              title: "Collaboration",
              description: "Sharing roles, resolving disagreements and building on teammates' ideas.",
            },
            {
              title: "Public Communication",
              description: "Explaining science clearly and respectfully to families and community members.",
            },
          ],
        },
      ],
      resourceMap: [
        {
          when: "Day 18",
          question: "What criteria and constraints should a community health solution meet?",
          video: video("Crash Course Biology: Human Impact", "results?search_query=crash+course+biology+human+impact"),
          interactive: interactive("Population Dynamics", "classroom-resources/population-dynamics"),
          textbook: textbook("45.1 Population Demography", "45-1-population-demography"),
          stateStandard: "BIO1.LS1.2",
          ngss: ["HS-ETS1-1"],
          notes:
            "Use population thinking to ask how many people a solution could reach and how reach would be measured.",
        },
        {
          when: "Day 19",
          question: "Which evidence-based strategies lower blood pressure or the risk of type 2 diabetes?",
          video: video("Crash Course Biology: Homeostasis", "results?search_query=crash+course+biology+homeostasis"),
          interactive: interactive("Cardiology Virtual Lab", "classroom-resources/cardiology-virtual-lab"),
          textbook: textbook(
            "40.4 Blood Flow and Blood Pressure Regulation",
            "40-4-blood-flow-and-blood-pressure-regulation",
          ),
          stateStandard: "BIO1.LS1.2",
          ngss: ["HS-ETS1-2", "HS-LS1-3"],
          notes: "Teams check that each proposed strategy connects to a specific feedback loop studied in Phase 1.",
        },
        {
          when: "Day 20",
          question: "How can a solution reduce asthma triggers where people live?",
          video: video(
            "Crash Course Biology: Immune System",
            "results?search_query=crash+course+biology+immune+system",
          ),
          interactive: interactive("Immunology Virtual Lab", "classroom-resources/immunology-virtual-lab"),
          textbook: textbook("42.4 Disruptions in the Immune System", "42-4-disruptions-in-the-immune-system"),
          stateStandard: "BIO1.LS3.4",
          ngss: ["HS-ETS1-3"],
          notes: "Asthma-focused teams use the allergy section to justify which triggers their prototype targets.",
        },
      ],
      lessons: phase4Lessons,
      materials: [
        lessonPlanFile(
          4,
          18,
          "Day 18: Defining the Problem",
          "Solution Design Workshop lesson plan: empathy map, problem statement and stakeholders",
        ),
        lessonPlanFile(
          4,
          19,
          "Day 19: Evidence-Based Ideas",
          "Solution Design Workshop lesson plan: proven programs, brainstorm and decision matrix",
        ),
        lessonPlanFile(
          4,
          20,
          "Day 20: Prototype and Feedback",
          "Solution Design Workshop lesson plan: low-cost prototypes and stakeholder feedback",
        ),
        lessonPlanFile(
          4,
          21,
          "Day 21: Building the Scientific Story",
          "Presentation Development lesson plan: storyboard and science accuracy swap",
        ),
        lessonPlanFile(4, 22, "Day 22: Checkpoint 4", "Lesson plan: solution pitch review panel and revision plan"),
        phaseOverview({
          title: "Phase 4 Complete Plan",
          subtitle:
            "Full plan for Days 18-25: overview, objectives, activities, assessment components and competencies",
          path: inPhase(4, "Phase_4_Complete_Plan.docx"),
          phase: 4,
        }),
      ],
    },
    {
      number: 5,
      title: "Reflection & Impact",
      range: "Days 26-30",
      badges: ["Unit 5 - Phase 5", "Reflection & Impact"],
      summary:
        "Students reflect on their growth, assess the impact of their projects honestly, plan how their solutions will continue, and celebrate with their community.",
      overview: [
        "Phase 5 runs over Days 26-30 (5 lessons). Students look back at how their understanding of chronic disease, genetics and community health has changed, measure what their projects achieved, and plan how their work can continue with community partners.",
        "Deliverables: a reflection portfolio organized around scientific growth, civic engagement, collaboration skills and future pathways; a team impact plan naming a partner, timeline, resources and measures of success; and peer evaluations of each teammate's contributions.",
      ],
      objectives: [
        "Describe specific growth in scientific understanding using evidence from earlier work.",
        "Distinguish outputs from outcomes and assess a project's impact honestly, including its limitations.",
        "Give and receive specific, evidence-based peer evaluations of collaboration.",
        "Write a realistic impact plan that keeps a community solution going after the unit ends.",
        "Connect the unit's learning to personal goals and future pathways in health and science.",
      ],
      keyActivities: [
        {
          title: "Personal Learning Reflection",
          description:
            "Students revisit the question board and their earliest work and draft their reflection portfolios.",
          when: "Day 26",
        },
        {
          title: "Project Impact Assessment",
          description:
            "Teams build a logic model of their evidence, write an impact summary and complete peer evaluations.",
          when: "Days 27-28",
        },
        {
          title: "Community Action Planning",
          description:
            "Teams write an impact plan with a community partner and a timeline, and draft a message to the partner.",
          when: "Day 29",
        },
        {
          title: "Celebration & Showcase",
          description:
            "Families, partners and peers visit a portfolio gallery; students recognize one another and make commitments.",
          when: "Day 30",
        },
      ],
      extraSections: [
        {
          title: "Reflection Components",
          items: [
            {
              title: "Scientific Growth",
              description:
                "How understanding of cells, homeostasis, genetics and environment has deepened, shown with evidence.",
            },
            {
              title: "Civic Engagement",
              description:
                "How students connected with community members and partners and acted on a local health issue.",
            },
            {
              title: "Collaboration Skills",
              description: "How students shared work, handled disagreement and supported teammates.",
            },
            {
              title: "Future Pathways",
              description:
                "Which careers, studies or community roles in health and science students now want to explore.",
            },
          ],
        },
        {
          title: "Sustained Impact Strategies",
          items: [
            {
              title: "Partner Ownership",
              description: "Hand each solution to a community partner or organization willing to own and continue it.",
            },
            {
              title: "Next-Year Handoff",
              description: "Document each project so next year's class can build on it rather than start over.",
            },
            {
              title: "Simple Ongoing Measures",
              description: "Choose one or two measures a partner can keep tracking, such as sign-ups or referrals.",
            },
            {
              title: "Youth Voice in Decisions",
              description:
                "Share findings with school or local decision-makers and invite students to keep advising them.",
            },
          ],
        },
        {
          title: "Competencies",
          items: [
            {
              title: "Self-Direction & Metacognition",
              description: "Monitoring one's own learning, setting goals and adjusting strategies.",
            },
            {
              title: "Persistence & Resilience",
              description: "Working through setbacks in design, data and teamwork, and learning from them.",
            },
            {
              title: "Global Citizenship",
              description: "Connecting local health equity work to shared human challenges and responsibilities.",
            },
            {
              title: "Future-Ready Skills",
              description:
                "Communication, data literacy and collaboration that carry into college, careers and civic life.",
            },
          ],
        },
      ],
      resourceMap: [
        {
          when: "Day 26",
          question: "How has my understanding of the biology of chronic disease changed?",
          video: video("Crash Course Biology: Homeostasis", "results?search_query=crash+course+biology+homeostasis"),
          interactive: interactive(
            "Interactive Assessment for The Biology of Skin Color",
            "classroom-resources/interactive-assessment-biology-skin-color",
          ),
          textbook: textbook("33.3 Homeostasis", "33-3-homeostasis"),
          stateStandard: "BIO1.LS1.2",
          ngss: ["HS-LS1-3"],
          notes:
            "Students can use the embedded questions as a quick self-check on genes, environment and adaptation before writing.",
        },
        {
          when: "Day 27",
          question: "How do scientists decide whether an intervention made a difference?",
          video: video(
            "Crash Course Biology: The Scientific Method",
            "results?search_query=crash+course+biology+scientific+method",
          ),
          interactive: interactive("Population Dynamics", "classroom-resources/population-dynamics"),
          textbook: textbook("1.1 The Science of Biology", "1-1-the-science-of-biology"),
          stateStandard: "BIO1.LS3.3",
          ngss: ["HS-ETS1-3"],
          notes: "Connect hypothesis testing and controls to the limits teams name in their logic models.",
        },
        {
          when: "Day 29",
          question: "What makes a system, from an ecosystem to a community, resilient after a disturbance?",
          video: video(
            "Crash Course Biology: Ecosystem Ecology",
            "results?search_query=crash+course+biology+ecosystem+ecology",
          ),
          interactive: interactive("Population Dynamics", "classroom-resources/population-dynamics"),
          textbook: textbook("46.1 Ecology of Ecosystems", "46-1-ecology-of-ecosystems"),
          stateStandard: "BIO1.LS4.5",
          ngss: ["HS-ETS1-3"],
          notes: "Use ecosystem resistance and resilience as an analogy for community resilience in the impact plan.",
        },
      ],
      lessons: phase5Lessons,
      materials: [
        lessonPlanFile(
          4,
          23,
          "Day 23: Data Visuals and Final Polish",
          "Lesson plan (Days 23-25 carry over from Phase 4): honest, accessible data visuals",
        ),
        handoutFile(
          5,
          4,
          23,
          "Day_23_Handout.docx",
          "Day 23 Handout",
          "Student handout (Days 23-25 carry over from Phase 4): data visual checklist",
        ),
        lessonPlanFile(
          4,
          24,
          "Day 24: Final Presentations, Session 1",
          "Lesson plan (Days 23-25 carry over from Phase 4): community showcase",
        ),
        handoutFile(
          5,
          4,
          24,
          "Day_24_Handout.docx",
          "Day 24 Handout",
          "Student handout (Days 23-25 carry over from Phase 4): presentation day guide",
        ),
        lessonPlanFile(
          4,
          25,
          "Day 25: Final Presentations, Session 2",
          "Lesson plan (Days 23-25 carry over from Phase 4): community panel and debrief",
        ),
        handoutFile(
          5,
          4,
          25,
          "Day_25_Handout.docx",
          "Day 25 Handout",
          "Student handout (Days 23-25 carry over from Phase 4): panel notes and team debrief",
        ),
        lessonPlanFile(
          5,
          26,
          "Day 26: Personal Learning Reflection",
          "Lesson plan: question board revisit and reflection portfolio",
        ),
        handoutFile(
          5,
          5,
          26,
          "Day_26_Handout.docx",
          "Day 26 Handout",
          "Student handout: then and now, and the four reflection components",
        ),
      ],
    },
  ],
  materials: [
    unitOverview({
      title: "Unit 5 Complete Unit Plan",
      subtitle: "All five phases, 30 days: objectives, lessons, checkpoints, standards and assessments",
      path: unitPlanPath,
      kind: "unit-plan",
    }),
  ],
  completePlanPath: unitPlanPath,
} satisfies UnitInput;
