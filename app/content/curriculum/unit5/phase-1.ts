import { interactive, textbook, video } from "#app/content/curriculum/resources.ts";
import { microscopeSafety } from "#app/content/curriculum/safety.ts";
import type { LessonInput, PhaseInput } from "#app/content/curriculum/schema.ts";
import { handoutFile, lessonPlanFile, plan } from "./files.ts";

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
            { id: "u5-l1-q1", text: "Which neighbor did you read about, and which condition do they live with?" },
            {
              id: "u5-l1-q2",
              text: "List two things that help this person manage the condition and two things that make it harder.",
            },
            { id: "u5-l1-q3", text: "Which part of the body do you think this condition affects most?" },
          ],
        },
        {
          heading: "Chronic or Acute?",
          prompts: [
            {
              id: "u5-l1-q4",
              text: "Write your group's definition of a chronic disease using duration, cause and treatment.",
            },
            { id: "u5-l1-q5", text: "Which card was hardest to sort? Explain the reasoning your group used." },
          ],
        },
        {
          heading: "Data Walk Notes",
          prompts: [
            {
              id: "u5-l1-q6",
              text: "For each poster, write one pattern you notice (for example, which places have higher or lower rates).",
            },
            { id: "u5-l1-q7", text: "For each poster, write one question the pattern raises for you." },
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
      "For the default class of 30 in 8 groups of about 4, set up in 20 minutes: 3 stations (pancreas, lung, artery), each with 3 microscopes and 3 prepared slides of its tissue (9 microscopes and 9 slides), or 1 printed micrograph set (all three tissues) per group (8 sets); 1 gene-switch deck per group (8 decks), 1 set of levels-of-organization strips per group (8 sets of 5 strips), 1 box of colored pencils per group (8) and 1 sketch-frame sheet per student (30); lens paper and alcohol wipes",
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
            {
              id: "u5-l2-q1",
              text: "Sketch a pancreatic islet and label the beta cells. What do beta cells make?",
              response: { kind: "drawing", lines: 6 },
            },
            {
              id: "u5-l2-q2",
              text: "Sketch a bronchiole and label the smooth muscle, goblet cells and cilia. What could narrow this airway?",
              response: { kind: "drawing", lines: 6 },
            },
            {
              id: "u5-l2-q3",
              text: "Sketch an artery and label the endothelium and smooth-muscle layer. How could this wall affect blood pressure?",
              response: { kind: "drawing", lines: 6 },
            },
          ],
        },
        {
          heading: "Same DNA, Different Jobs",
          prompts: [
            { id: "u5-l2-q4", text: "Which gene cards did your cell turn on, and which stayed off?" },
            { id: "u5-l2-q5", text: "Explain in your own words what differentiation means." },
          ],
        },
        {
          heading: "From Cell to Body",
          prompts: [
            {
              id: "u5-l2-q6",
              text: "Complete the chain: cell, tissue, organ, organ system, organism for the disease your group chose.",
            },
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
    lab: true,
    safety: [
      "Use commercially prepared slides (or the printed micrographs) only: no tissue is prepared or stained in class.",
      ...microscopeSafety,
    ],
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
            {
              id: "u5-l3-q1",
              text: "After the meal, what did the beta cells release, and what happened to the glucose tokens?",
            },
            {
              id: "u5-l3-q2",
              text: "During fasting, what did the alpha cells release, and which organ released stored glucose?",
            },
            { id: "u5-l3-q3", text: "In the insulin resistance round, how many tokens were left in the blood? Why?" },
          ],
        },
        {
          heading: "Glucose Tolerance Graph",
          reference: {
            caption:
              "Blood glucose (mg/dL) after a 75 g glucose drink. Two-hour cut-offs: under 140 typical, 140-199 prediabetes, 200 or more diabetes.",
            columns: ["Person", "0 min", "30 min", "60 min", "90 min", "120 min"],
            rows: [
              ["Person A", "88", "135", "125", "110", "98"],
              ["Person B", "104", "172", "188", "170", "162"],
              ["Person C", "132", "214", "262", "248", "231"],
            ],
          },
          prompts: [
            {
              id: "u5-l3-q4",
              text: "Plot all three people on one graph with time on the x-axis and blood glucose on the y-axis.",
              response: { kind: "graph", x: "Time after the glucose drink (minutes)", y: "Blood glucose (mg/dL)" },
            },
            { id: "u5-l3-q5", text: "Use the two-hour cut-offs to classify each person, and explain your evidence." },
          ],
        },
        {
          heading: "Type 1 and Type 2",
          prompts: [
            {
              id: "u5-l3-q6",
              text: "Complete the T-chart: what fails, when it usually begins, and how each type is managed.",
              response: {
                kind: "table",
                columns: ["", "Type 1 diabetes", "Type 2 diabetes"],
                rows: ["What fails", "When it usually begins", "How it is managed"],
              },
            },
          ],
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
      "For the default class of 30, set up in 10 minutes: 1 individually wrapped coffee stirrer per student (30, plus 10 spares; never shared or reused) and 1 stopwatch or phone timer per pair (15); the blood pressure cuff only with the school nurse",
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
    standards: { state: ["BIO1.LS1.2"], ngss: ["HS-LS1-3", "HS-LS1-2"] },
    handout: {
      title: "Lesson 4: Airways and Arteries",
      intro:
        "Asthma affects the airways and hypertension affects the blood vessels, but both are stories about the body losing its balance. Today you will feel what a narrowed airway is like, look inside an asthma attack, and follow the loop that controls blood pressure.",
      sections: [
        {
          heading: "Narrow Airway Model",
          prompts: [
            {
              id: "u5-l4-q1",
              text: "Describe what breathing through the stirrer felt like, or what you observed as a recorder.",
            },
            { id: "u5-l4-q2", text: "Which parts of a real airway narrow during an asthma attack?" },
          ],
        },
        {
          heading: "Asthma Triggers and Treatment",
          prompts: [
            { id: "u5-l4-q3", text: "List three triggers that could be found in a home or neighborhood." },
            { id: "u5-l4-q4", text: "Explain the difference between a quick-relief inhaler and a controller inhaler." },
          ],
        },
        {
          heading: "Pulse and Pressure",
          reference: {
            caption: "Chart: blood pressure categories for adults (American Heart Association)",
            columns: ["Category", "Systolic (top number)", "", "Diastolic (bottom number)"],
            rows: [
              ["Normal", "less than 120", "and", "less than 80"],
              ["Elevated", "120-129", "and", "less than 80"],
              ["High blood pressure, stage 1", "130-139", "or", "80-89"],
              ["High blood pressure, stage 2", "140 or higher", "or", "90 or higher"],
              ["Hypertensive crisis: see a doctor right away", "higher than 180", "and/or", "higher than 120"],
            ],
          },
          prompts: [
            {
              id: "u5-l4-q5",
              text: "Record your resting pulse and your pulse after one minute of marching. What changed and why?",
            },
            {
              id: "u5-l4-q6",
              text: "Classify each sample blood pressure reading using the chart.",
              response: {
                kind: "table",
                columns: ["Reading (mmHg)", "Category", "How you decided"],
                rows: ["118/76", "126/78", "134/86", "146/94", "184/122"],
              },
            },
            {
              id: "u5-l4-q7",
              text: "Draw the baroreceptor feedback loop with sensor, control center and response.",
              response: { kind: "drawing", lines: 8 },
            },
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
    lab: true,
    safety: [
      "Before class, check students' health plans with the school nurse. Students with asthma or a heart or lung condition, and anyone who prefers not to, are data recorders; a quick-relief inhaler named in a student's plan stays within reach.",
      "Each volunteer uses a new, individually wrapped coffee stirrer, never shared or reused, and bins it afterwards. Breathing through it is done seated and lasts at most 30 seconds; anyone who feels dizzy, anxious or short of breath stops at once and breathes normally.",
      "Marching in place is at a moderate pace for one minute, in cleared space; a student with a medical reason sits it out and takes a partner's pulse instead.",
      "The blood pressure cuff is used only with the school nurse. Readings are private health information: no one's reading is shared aloud or written on a class chart, the class classifies the sample readings, and a student worried by a reading talks privately with the nurse.",
    ],
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
    standards: { state: ["BIO1.LS1.2"], ngss: ["HS-LS1-2", "HS-LS1-3"] },
    handout: {
      title: "Checkpoint 1 Planner: Illustrated Explanation",
      intro:
        "Your job is to explain one chronic disease so clearly that someone at home could understand it. Use this planner to organize the science before you start drawing.",
      sections: [
        {
          heading: "Choose and Plan",
          prompts: [
            { id: "u5-l5-q1", text: "Which disease will you explain, and who is your audience?" },
            { id: "u5-l5-q2", text: "What goes wrong at the cell level? At the organ level? For the whole body?" },
          ],
        },
        {
          heading: "Feedback Loop",
          prompts: [
            {
              id: "u5-l5-q3",
              text: "Sketch the feedback loop involved, and mark where it breaks down.",
              response: { kind: "drawing", lines: 8 },
            },
            {
              id: "u5-l5-q4",
              text: "Name one everyday action or treatment that helps, and explain the biology behind it.",
            },
          ],
        },
        {
          heading: "Feedback and Revision",
          prompts: [
            { id: "u5-l5-q5", text: "Record the two stars and a wish you received." },
            { id: "u5-l5-q6", text: "What one change will you make, and why?" },
          ],
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

export const phase1: PhaseInput = {
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
      when: "Lesson 1",
      question:
        "Why do some illnesses last for years, and why do they show up more often in some neighborhoods than others?",
      video: video("cc-biology-playlist"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-33-3"),
      stateStandard: "BIO1.LS1.2",
      ngss: ["HS-LS1-2", "HS-LS1-3"],
      notes:
        "Launch day: no single video or BioInteractive resource covers all three diseases. The textbook section on homeostasis gives the idea every lesson returns to: each disease disrupts how the body keeps internal conditions stable.",
    },
    {
      when: "Lesson 2",
      question: "How can cells with the same DNA become so different, and how do specialized cells work together?",
      video: video("cc-animal-development"),
      interactive: interactive("bi-how-we-get-our-skin-color"),
      textbook: textbook("os-33-2"),
      stateStandard: "BIO1.LS1.3",
      ngss: ["HS-LS1-2", "HS-LS1-4"],
      notes: "Use the layers of skin cells and melanocytes as a second example of specialized cells working together.",
    },
    {
      when: "Lesson 3",
      question: "How does the body keep blood glucose in a safe range, and what goes wrong in type 2 diabetes?",
      video: video("cc-endocrine-system"),
      interactive: interactive("bi-got-lactase-film"),
      textbook: textbook("os-37-3"),
      stateStandard: "BIO1.LS1.2",
      ngss: ["HS-LS1-3", "HS-LS1-1"],
      notes:
        "Use the film segment on how lactase breaks milk sugar into glucose and galactose to show that sugar handling depends on proteins coded by genes.",
    },
    {
      when: "Lesson 4",
      question: "How does the body regulate blood pressure, and what happens when it stays high?",
      video: video("cc-circulatory-respiratory"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("osap-31-4"),
      stateStandard: "BIO1.LS1.2",
      ngss: ["HS-LS1-3", "HS-LS1-2"],
      notes:
        "Connect a thickened heart wall to years of pumping against high pressure, using the textbook section on blood pressure regulation.",
    },
    {
      when: "Lesson 4",
      question: "What happens in the airways during an asthma attack?",
      video: video("cc-circulatory-respiratory"),
      interactive: interactive("bi-cells-immune-system"),
      textbook: textbook("os-42-4"),
      stateStandard: "BIO1.LS1.2",
      ngss: ["HS-LS1-2"],
      notes:
        "Cells of the Immune System shows how B cells make antibodies that recognize one specific antigen; in allergic asthma those antibodies recognize specific allergens.",
    },
    {
      when: "Lesson 5",
      question:
        "How can we explain a chronic disease clearly enough that a family member or neighbor could understand it?",
      video: video("cc-biology-playlist"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-33-3"),
      stateStandard: "BIO1.LS1.2",
      ngss: ["HS-LS1-2", "HS-LS1-3"],
      notes:
        "Checkpoint day: students work from their Lessons 1-4 notes and the resources of those rows. The textbook's negative feedback examples help students check the feedback loop their illustration shows.",
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
    lessonPlanFile(1, 5, "Lesson 5: Checkpoint 1", "Lesson plan: illustrated explanation studio and gallery feedback"),
    handoutFile(
      1,
      1,
      5,
      "Lesson_5_Checkpoint_1_Planner.pdf",
      "Checkpoint 1 Planner",
      "Student planner for the illustrated explanation",
    ),
  ],
};
