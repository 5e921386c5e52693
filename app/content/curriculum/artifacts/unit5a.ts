import type { ArtifactInput } from "./schema.ts";

// Unit 5, Phases 1-3: the file for each materials line of its lessons that names something printed for students.
// People in profiles and pedigrees are fictional composites; numbers made up for practice say so.

/** The standard genetic code, read by mRNA codon (first, second, third base). */
const bases = ["U", "C", "A", "G"] as const;
const aminoAcids =
  "Phe Phe Leu Leu Ser Ser Ser Ser Tyr Tyr Stop Stop Cys Cys Stop Trp Leu Leu Leu Leu Pro Pro Pro Pro His His Gln Gln Arg Arg Arg Arg Ile Ile Ile Met Thr Thr Thr Thr Asn Asn Lys Lys Ser Ser Arg Arg Val Val Val Val Ala Ala Ala Ala Asp Asp Glu Glu Gly Gly Gly Gly".split(
    " ",
  );
const codonChartRows = bases.flatMap((first, i) =>
  bases.map((third, k) => bases.map((second, j) => `${first}${second}${third} ${aminoAcids[i * 16 + j * 4 + k]}`)),
);

/**
 * The Lesson 6 sequence cards: each DNA template strand (read 3' to 5'), with the version that has one base
 * changed. The unit test transcribes and translates both with the standard code.
 */
export const lesson6Sequences = [
  {
    title: "Card 1: a short gene",
    template: "TAC CCG AAA TTT ACC ATT",
    changed: "TAC CCG AAG TTT ACC ATT",
  },
  {
    title: "Card 2: the start of the beta-globin gene (hemoglobin)",
    template: "TAC CAC GTG GAC TGA GGA CTC CTC ATT",
    changed: "TAC CAC GTG GAC TGA GGA CAC CTC ATT",
  },
  {
    title: "Card 3: a gene for an enzyme",
    template: "TAC ACC GTC ATG CGA ATT",
    changed: "TAC ACC ATC ATG CGA ATT",
  },
] as const;

const phase1: ArtifactInput[] = [
  {
    unit: 5,
    phase: 1,
    lesson: 1,
    provides: "Twelve condition cards per group for the card sort",
    title: "Chronic or Acute? Condition Cards",
    intro:
      "Twelve health conditions, one per card. Sort them into chronic and acute, then use what the chronic cards have in common (how long they last, what causes them, how they are treated) to write your group's definition of a chronic disease.",
    prep: "One set of 12 cards per group of 4: 8 sets, on card stock, cut apart and clipped. Print each set on a different color so stray cards find their way home.",
    parts: [
      {
        kind: "cards",
        heading: "Condition cards",
        cards: [
          {
            title: "Flu (influenza)",
            text: "A virus infects the airways. Fever, aches and cough last about a week; most people recover fully with rest.",
          },
          {
            title: "Strep throat",
            text: "Streptococcus bacteria infect the throat. A course of antibiotics clears it in about ten days.",
          },
          {
            title: "Broken arm",
            text: "An injury breaks a bone. A cast holds it still while it heals over six to eight weeks.",
          },
          {
            title: "Food poisoning",
            text: "Bacteria or their toxins in food cause vomiting and diarrhea for one to three days.",
          },
          {
            title: "Common cold",
            text: "One of many viruses infects the nose and throat. Symptoms fade within about ten days.",
          },
          {
            title: "Ear infection",
            text: "Bacteria or viruses infect the middle ear, often after a cold. It usually clears in days, sometimes with antibiotics.",
          },
          {
            title: "Asthma",
            text: "Airways swell and tighten when triggered by smoke, mold, pollen or exercise. People manage it for years with inhalers and by avoiding triggers.",
          },
          {
            title: "Type 2 diabetes",
            text: "Cells respond poorly to insulin, so blood glucose stays high. It develops over years and is managed for life with food, activity and medicine.",
          },
          {
            title: "Hypertension (high blood pressure)",
            text: "Blood pushes too hard on artery walls, often with no symptoms. It is managed for life with medicine, less salt and activity.",
          },
          {
            title: "Arthritis",
            text: "Joints become painful and stiff. It lasts for years; treatment eases pain and keeps people moving.",
          },
          {
            title: "Heart disease",
            text: "Fatty plaque narrows the arteries that feed the heart over decades. Medicine, procedures and daily habits manage it.",
          },
          {
            title: "Chronic kidney disease",
            text: "Kidneys slowly lose their ability to filter blood, often after years of diabetes or high blood pressure. Care slows it down.",
          },
        ],
      },
    ],
  },
  {
    unit: 5,
    phase: 1,
    lesson: 2,
    provides: "Gene-switch cards (one identical deck per group)",
    title: "Gene-Switch Cards",
    intro:
      "Every cell in your body carries the same genes. Each group gets the same deck: one card per gene. Your group is one cell type; turn ON (face up) only the genes your cell needs and leave the rest OFF (face down). Compare decks across groups: same cards, different cells.",
    prep: "One identical deck of 8 cards per group of 4: 8 decks on card stock, cut apart. Give each group a cell type: beta cell, airway smooth muscle cell, airway mucus cell or artery lining cell (two groups each).",
    parts: [
      {
        kind: "cards",
        heading: "Gene deck (every cell has all of these)",
        cards: [
          {
            title: "INS (insulin)",
            text: "Makes insulin, the hormone that lets cells take up glucose. ON in pancreatic beta cells.",
          },
          {
            title: "GCK (glucokinase)",
            text: "Senses blood glucose so the cell knows when to release insulin. ON in beta cells and liver cells.",
          },
          {
            title: "MUC5AC (mucin)",
            text: "Makes the sticky protein in airway mucus that traps dust and germs. ON in airway mucus (goblet) cells.",
          },
          {
            title: "ACTA2 (smooth muscle actin)",
            text: "Builds the fibers that let smooth muscle contract, squeezing airways or arteries. ON in smooth muscle cells.",
          },
          {
            title: "NOS3 (nitric oxide synthase)",
            text: "Makes nitric oxide, which relaxes blood vessels. ON in the cells lining arteries.",
          },
          {
            title: "ADRB2 (beta-2 receptor)",
            text: "A receptor that relaxes airway muscle when it binds adrenaline or an asthma rescue inhaler. ON in airway smooth muscle.",
          },
          {
            title: "GAPDH (energy enzyme)",
            text: "An enzyme of glycolysis, the first step of releasing energy from glucose. ON in almost every cell.",
          },
          {
            title: "HBB (beta-globin)",
            text: "Makes part of hemoglobin, which carries oxygen. ON only in developing red blood cells: OFF in all four cell types today.",
          },
        ],
      },
    ],
  },
  {
    unit: 5,
    phase: 1,
    lesson: 3,
    provides: "Role cards: beta cell, alpha cell, liver, muscle cell, blood",
    title: "Blood Glucose Role Cards",
    intro:
      "Act out how your body keeps blood glucose in a healthy range (about 70-140 mg/dL). Each player reads their card, then the teacher calls events: 'breakfast', 'three hours later', 'a long run', 'insulin resistance'.",
    prep: "One set of 5 cards per group of 4 to 6: 8 sets on card stock, cut apart; a lanyard or clip for each card helps. Paper 'glucose' tokens (about 20 per group) are optional.",
    parts: [
      {
        kind: "cards",
        heading: "Roles",
        cards: [
          {
            title: "Beta cell (pancreas)",
            text: "You sense glucose rising after a meal and release insulin. Insulin is the key that tells muscle and liver cells to take glucose out of the blood.",
          },
          {
            title: "Alpha cell (pancreas)",
            text: "You sense glucose falling between meals and release glucagon, which tells the liver to release stored glucose.",
          },
          {
            title: "Liver",
            text: "With insulin, you store glucose as glycogen. With glucagon, you break glycogen down and send glucose back into the blood.",
          },
          {
            title: "Muscle cell",
            text: "When insulin binds your receptors, you open glucose doors and use or store the glucose. In insulin resistance, you respond weakly, so glucose stays in the blood.",
          },
          {
            title: "Blood",
            text: "You carry glucose to every cell. Call out your level after each event: high after meals, low after exercise. The team's job is to bring you back to range.",
          },
        ],
      },
    ],
  },
  {
    unit: 5,
    phase: 1,
    lesson: 3,
    provides: "Oral glucose tolerance test data table for three fictional people",
    title: "Oral Glucose Tolerance Test Data",
    intro:
      "In an oral glucose tolerance test, a person who has not eaten overnight drinks 75 g of glucose and a nurse measures blood glucose every 30 minutes for two hours. These are made-up results for three fictional people, for practice. Graph all three on one set of axes and compare each two-hour value with the cut-offs.",
    prep: "One copy per student (30), or one per pair (15) if students graph together. Graph paper or the Lesson 3 handout's graph space.",
    parts: [
      {
        kind: "table",
        heading: "Blood glucose (mg/dL) after a 75 g glucose drink (practice data)",
        note: "Two-hour cut-offs: under 140 typical, 140-199 prediabetes, 200 or more diabetes. A diagnosis needs a clinician and repeated tests.",
        columns: ["Person", "0 min", "30 min", "60 min", "90 min", "120 min"],
        rows: [
          ["Person A", "88", "135", "125", "110", "98"],
          ["Person B", "104", "172", "188", "170", "162"],
          ["Person C", "132", "214", "262", "248", "231"],
        ],
      },
    ],
  },
];

const phase2: ArtifactInput[] = [
  {
    unit: 5,
    phase: 2,
    lesson: 6,
    provides: "Short DNA sequence cards and a codon chart",
    title: "DNA Sequence Cards and Codon Chart",
    intro:
      "Each card shows a DNA template strand, read from 3' to 5', and a version with one base changed. Transcribe each into mRNA (A pairs with U, T with A, C with G, G with C), split it into codons and translate with the chart until you reach a stop codon. Then decide whether the change altered the protein.",
    prep: "One set of 3 sequence cards per pair: 15 sets, cut apart. One codon chart per pair, on card stock, reusable.",
    parts: [
      {
        kind: "cards",
        heading: "Sequence cards",
        cards: lesson6Sequences.map((s) => ({
          title: s.title,
          text: `Template DNA (3' to 5'): ${s.template}. Changed version: ${s.changed}.`,
        })),
      },
      {
        kind: "table",
        heading: "Codon chart (mRNA codons, standard genetic code)",
        note: "AUG (Met) is the start codon. UAA, UAG and UGA are stop codons: translation ends there.",
        columns: ["Second base U", "Second base C", "Second base A", "Second base G"],
        rows: codonChartRows,
      },
    ],
  },
  {
    unit: 5,
    phase: 2,
    lesson: 6,
    provides:
      "Case cards: monogenic diabetes (MODY), cystic fibrosis, familial hypercholesterolemia, type 2 diabetes, asthma, hypertension",
    title: "Gene-to-Health Case Cards",
    intro:
      "Six conditions, from those caused mainly by one gene to those shaped by many genes and the environment. Place each card on a line from 'one gene' to 'many genes plus environment' and give the evidence on the card for where you put it.",
    prep: "One set of 6 cards per group of 4: 8 sets on card stock, cut apart.",
    parts: [
      {
        kind: "cards",
        heading: "Case cards",
        cards: [
          {
            title: "Monogenic diabetes (MODY)",
            text: "A change in one gene, such as GCK or HNF1A, affects how beta cells sense glucose or make insulin. It is dominant: about half the children of an affected parent inherit it. Often diagnosed young and mistaken for type 1 or 2.",
          },
          {
            title: "Cystic fibrosis",
            text: "Two non-working copies of the CFTR gene make a faulty chloride channel, so mucus in the lungs and gut becomes thick. Recessive: carriers have one copy and no symptoms.",
          },
          {
            title: "Familial hypercholesterolemia",
            text: "One changed copy of the LDLR gene means the liver removes less LDL cholesterol from the blood, so cholesterol is high from childhood and heart disease can come early. Dominant.",
          },
          {
            title: "Type 2 diabetes",
            text: "Hundreds of gene variants each add a little risk. Age, body weight, activity, sleep, stress and food access add much more. Runs in families, which share both genes and conditions.",
          },
          {
            title: "Asthma",
            text: "Many genes affect how airways react. Triggers in the environment (smoke, mold, pests, traffic pollution) bring on attacks. Rates are higher where housing and air quality are poor.",
          },
          {
            title: "Hypertension",
            text: "Many genes each shift blood pressure slightly. Salt, stress, activity, sleep and age matter a lot. Managed with medicine and daily habits.",
          },
        ],
      },
    ],
  },
  {
    unit: 5,
    phase: 2,
    lesson: 7,
    provides: "Fictional three-generation family profile and pedigree (the Rivera-Johnson family)",
    title: "The Rivera-Johnson Family: Profile and Pedigree",
    intro:
      "The Rivera-Johnson family is fictional: a composite made for this lesson. Read the profile, then use the pedigree table (or draw the pedigree from it: squares for males, circles for females, shaded for type 2 diabetes, a dot or stripe for hypertension) to answer the Lesson 7 handout.",
    prep: "One copy per pair (15 copies), or one per group (8) printed on card stock for reuse.",
    parts: [
      {
        kind: "text",
        heading: "Family profile",
        paragraphs: [
          "Grandparents Luis Rivera (72) and Dolores Rivera (70) moved to the city 45 years ago and raised three children in an apartment two blocks from a highway. Luis drove a delivery truck for 30 years on night shifts. The nearest full grocery store is two bus rides away; the corner store sells mostly chips, soda and canned food.",
          "Their daughter Ana Rivera-Johnson (46) married Marcus Johnson (48), whose family comes from the same neighborhood. They live four blocks from her parents, and the family eats Sunday dinner together every week, cooking Dolores's recipes. Ana's brothers are Carlos Rivera (44) and Miguel Rivera (40); Miguel moved across the country at 20 and runs with a club.",
          "Ana and Marcus have three children: Jasmine (19), Andre (16) and Sofia (12). Carlos has a son, Mateo (15).",
        ],
      },
      {
        kind: "table",
        heading: "Pedigree as a table",
        note: "T2D = type 2 diabetes, HTN = hypertension. Marcus Johnson married into the family; his parents are not shown.",
        columns: ["Person", "Generation", "Relationship", "Type 2 diabetes", "Hypertension"],
        rows: [
          ["Luis Rivera (M, 72)", "I", "Grandfather", "Yes (at 55)", "Yes"],
          ["Dolores Rivera (F, 70)", "I", "Grandmother", "No", "Yes"],
          ["Ana Rivera-Johnson (F, 46)", "II", "Daughter of Luis and Dolores", "Yes (at 44)", "No"],
          ["Marcus Johnson (M, 48)", "II", "Ana's husband", "No", "Yes"],
          ["Carlos Rivera (M, 44)", "II", "Son of Luis and Dolores", "No", "Yes"],
          ["Miguel Rivera (M, 40)", "II", "Son of Luis and Dolores, lives elsewhere", "No", "No"],
          ["Jasmine Johnson (F, 19)", "III", "Daughter of Ana and Marcus", "No (prediabetes)", "No"],
          ["Andre Johnson (M, 16)", "III", "Son of Ana and Marcus", "No", "No"],
          ["Sofia Johnson (F, 12)", "III", "Daughter of Ana and Marcus", "No", "No"],
          ["Mateo Rivera (M, 15)", "III", "Son of Carlos", "No", "No"],
        ],
      },
    ],
  },
  {
    unit: 5,
    phase: 2,
    lesson: 7,
    provides: "Punnett square practice cards",
    title: "Punnett Square Practice Cards",
    intro:
      "Each card gives two parents' genotypes for a single-gene trait. Draw the Punnett square, then give the chance of each genotype and phenotype for one child. Remember: every pregnancy has the same odds.",
    prep: "One set of 6 cards per pair: 15 sets, cut apart (or one sheet per pair uncut).",
    parts: [
      {
        kind: "cards",
        heading: "Practice cards",
        cards: [
          {
            title: "Card 1: sickle cell, two carriers",
            text: "Both parents are AS (A = typical hemoglobin allele, S = sickle allele). What is the chance of each genotype in each child, and of the condition?",
          },
          {
            title: "Card 2: sickle cell, one carrier",
            text: "One parent is AS, the other AA. What is the chance of each genotype in each child, and of the condition?",
          },
          {
            title: "Card 3: sickle cell, one affected parent",
            text: "One parent is SS, the other AS. What is the chance of each genotype in each child, and of the condition?",
          },
          {
            title: "Card 4: cystic fibrosis",
            text: "Both parents are Ff carriers (f = non-working CFTR allele). What is the chance of each genotype in each child, and of the condition?",
          },
          {
            title: "Card 5: familial hypercholesterolemia (dominant)",
            text: "One parent is Hh (affected), the other hh. What is the chance of each genotype in each child, and of the condition?",
          },
          {
            title: "Card 6: challenge",
            text: "Two AS parents have two children. What is the chance both have sickle cell disease?",
          },
        ],
      },
    ],
  },
  {
    unit: 5,
    phase: 2,
    lesson: 8,
    provides:
      "Environment cards (for example: heavy traffic pollution +3, no safe place to walk +2, neighborhood park and farmers market -2)",
    title: "Environment Cards",
    intro:
      "After you count your genetic score (heads out of ten coins), draw one environment card and add or subtract its points. A total of 9 or more counts as developing the disease in this model. The points are made up for the simulation, not measured risks.",
    prep: "One deck of 12 cards per pair: 15 decks, cut apart and shuffled. For the second round, remove the + cards the class chooses to 'fix' and redraw.",
    parts: [
      {
        kind: "cards",
        heading: "Environment cards (simulation points)",
        cards: [
          {
            title: "Heavy traffic pollution: +3",
            text: "You live beside a highway with diesel truck traffic all day.",
          },
          {
            title: "No safe place to walk: +2",
            text: "No sidewalks or lighting; walking outside after school feels unsafe.",
          },
          {
            title: "Nearest grocery store two bus rides away: +2",
            text: "Fresh food is hard to get; the corner store sells mostly processed food.",
          },
          { title: "Night-shift work: +1", text: "Irregular sleep upsets the body's daily rhythms." },
          { title: "Ongoing money stress: +2", text: "Worry about rent and bills raises stress hormones for months." },
          { title: "Mold and pests at home: +1", text: "An older apartment with leaks and no repairs." },
          { title: "No health insurance: +1", text: "Problems are found late because checkups cost too much." },
          { title: "Average neighborhood: 0", text: "Some parks, some stores, some traffic." },
          {
            title: "Neighborhood park and farmers market: -2",
            text: "A park within walking distance and fresh food on weekends.",
          },
          {
            title: "Community health worker: -1",
            text: "A neighbor trained to help families get screenings and care.",
          },
          { title: "School with daily PE and fresh lunches: -1", text: "Activity and healthy meals every school day." },
          { title: "Clean-air protections: -2", text: "Truck routes moved away from homes; air filters in schools." },
        ],
      },
    ],
  },
  {
    unit: 5,
    phase: 2,
    lesson: 10,
    provides: "Allele frequency scenario cards",
    title: "Allele Frequency Scenario Cards",
    intro:
      "Each card describes a population over many generations. Predict whether the allele becomes more or less common, and name the environmental pressure that drives the change. The numbers are simplified for practice.",
    prep: "One set of 5 cards per group of 4: 8 sets, cut apart.",
    parts: [
      {
        kind: "cards",
        heading: "Scenarios",
        cards: [
          {
            title: "Scenario 1: malaria present",
            text: "Where malaria is common, carriers of one sickle allele (AS) are more likely to survive malaria than AA people, while SS people are often very ill. Prediction: the S allele stays fairly common because carriers survive and have more children.",
          },
          {
            title: "Scenario 2: malaria eliminated",
            text: "The same population moves where there is no malaria. AS carriers no longer have a survival advantage. Prediction: over many generations the S allele slowly becomes less common.",
          },
          {
            title: "Scenario 3: APOL1 and sleeping sickness",
            text: "In parts of West Africa, APOL1 variants protect against a parasite that causes African sleeping sickness. Two copies also raise the risk of some kidney diseases. Prediction: the variants became common where the parasite was.",
          },
          {
            title: "Scenario 4: lactase persistence",
            text: "In herding populations that drank milk, people who kept making lactase as adults got more nutrition. Prediction: lactase persistence became common in those groups, independently in Europe and East Africa.",
          },
          {
            title: "Scenario 5: a starting count",
            text: "A practice population of 100 people has 200 copies of a gene; 20 copies are S. The S allele frequency is 20/200 = 0.10 (10 %). If carriers have an advantage, predict whether it rises or falls.",
          },
        ],
      },
    ],
  },
  {
    unit: 5,
    phase: 2,
    lesson: 10,
    provides: "Claim-evidence-reasoning organizer",
    title: "Claim-Evidence-Reasoning Organizer: Ancestry, Evolution and Health",
    intro:
      "Answer the question: Why are some disease-related alleles more common in some populations, and does that make race a biological category? Write a claim, support it with evidence from the scenario cards and readings, and explain the science that links them.",
    prep: "One copy per student: 30 copies on paper.",
    parts: [
      {
        kind: "space",
        heading: "Claim",
        prompt: "My claim (one or two sentences that answer the question):",
        response: { kind: "lines", count: 3 },
      },
      {
        kind: "space",
        heading: "Evidence",
        prompt: "At least two pieces of evidence, with their source:",
        response: { kind: "table", columns: ["Evidence", "Source (card, reading, data)"], rows: 3 },
      },
      {
        kind: "space",
        heading: "Reasoning",
        prompt: "Explain how natural selection and the environment connect your evidence to your claim:",
        response: { kind: "lines", count: 6 },
      },
    ],
  },
  {
    unit: 5,
    phase: 2,
    lesson: 11,
    provides:
      "Four case profiles (fictional composites): Marcus, 45, a bus driver with hypertension; Aaliyah, 14, with asthma in an older apartment; Rosa, 52, newly diagnosed with type 2 diabetes; Daniel, 30, with a family history of all three",
    title: "Checkpoint 2 Case Profiles",
    intro:
      "Four fictional composites, written for this checkpoint. Choose one. Identify at least five risk factors (genetic, biological, behavioral and environmental), explain the biology of how two of them raise risk, and suggest changes that would lower risk, including changes to conditions, not only to choices.",
    prep: "One set of the four profiles per group of 4: 8 sets, or print each profile as a station card on card stock.",
    parts: [
      {
        kind: "text",
        heading: "Marcus, 45: bus driver with hypertension",
        paragraphs: [
          "Marcus has driven a city bus for 18 years, split shifts from 5 a.m., with few bathroom breaks and meals eaten at the depot vending machine. His blood pressure was 152/96 at a work screening; his doctor prescribed medicine, which he sometimes skips because refills cost $30 a month. His father had a stroke at 60. He sleeps about five hours a night and worries about layoffs.",
        ],
      },
      {
        kind: "text",
        heading: "Aaliyah, 14: asthma in an older apartment",
        paragraphs: [
          "Aaliyah lives with her mother and two brothers in a 1960s apartment with a leaking bathroom ceiling, visible mold and cockroaches; the landlord has not fixed it after three requests. The building is beside a bus depot. She uses her rescue inhaler several times a week and missed 11 school days last year. Her mother also has asthma. She loves soccer but stops when her chest tightens.",
        ],
      },
      {
        kind: "text",
        heading: "Rosa, 52: newly diagnosed with type 2 diabetes",
        paragraphs: [
          "Rosa cleans offices at night and cares for her grandson by day. Her A1C test came back at 7.4 %, above the 6.5 % cut-off for diabetes. Her mother and an older sister have type 2 diabetes. The closest full grocery store is two bus rides away, and she has no break time to walk. She has insurance through her job, but the clinic is open only during the day, when she sleeps.",
        ],
      },
      {
        kind: "text",
        heading: "Daniel, 30: a family history of all three",
        paragraphs: [
          "Daniel is a software support worker with good insurance. His father has hypertension and type 2 diabetes, and his sister has asthma. Daniel has none of these yet; his blood pressure is 128/82 (elevated) and he vapes. He lives near a large park and cycles on weekends, but he works long hours at a desk and eats takeout most nights. He asks: 'If it's in my genes, why bother?'",
        ],
      },
    ],
  },
];

const phase3: ArtifactInput[] = [
  {
    unit: 5,
    phase: 3,
    lesson: 12,
    provides:
      "Twenty condition cards (for example: bus route to the clinic, minimum wage, school meals, sidewalks and lighting, health insurance, discrimination)",
    title: "Social Determinants Condition Cards",
    intro:
      "Twenty conditions where people live, learn, work and play. Sort them into the five social determinants of health (economic stability, education, health care access, neighborhood and built environment, social and community context), then pick one and build a chain from the condition to a change in the body.",
    prep: "One set of 20 cards per group of 4: 8 sets on card stock, cut apart and clipped.",
    parts: [
      {
        kind: "cards",
        heading: "Condition cards",
        cards: [
          ["Bus route to the clinic", "The only bus to the clinic runs once an hour and takes 70 minutes."],
          ["Minimum wage", "A full-time job pays too little to cover rent, food and medicine."],
          ["School meals", "Free breakfast and lunch at school are the most reliable meals some students get."],
          ["Sidewalks and lighting", "Streets with no sidewalks or working lights make walking unsafe."],
          ["Health insurance", "Without insurance, a checkup or prescription costs the full price."],
          ["Discrimination", "Being treated unfairly because of race, language or background, again and again."],
          ["Housing quality", "Mold, pests and peeling paint in an older rental that is not repaired."],
          ["Air quality", "Homes and schools beside highways, ports or factories."],
          ["Grocery access", "The nearest full grocery store is miles away; corner stores sell little fresh food."],
          ["Parks and green space", "A safe park within a ten-minute walk, or none at all."],
          ["High school graduation", "Finishing school opens jobs with better pay and benefits."],
          ["Health literacy", "Being able to find, read and use health information and forms."],
          ["Language access", "Clinics with or without interpreters and materials in your language."],
          ["Paid sick leave", "Whether a worker can stay home sick or see a doctor without losing pay."],
          ["Job safety", "Work with heavy lifting, chemicals, heat or long shifts."],
          ["Neighborhood violence", "Fear of violence keeps people indoors and raises stress."],
          ["Social support", "Family, friends, faith groups or clubs to lean on."],
          ["Childcare", "Affordable childcare lets parents work and keep appointments."],
          ["Internet access", "Telehealth, patient portals and schoolwork need a connection."],
          ["Clinic hours", "Clinics open only on weekdays from 9 to 5, when many people work."],
        ].map(([title = "", text = ""]) => ({ title, text })),
      },
    ],
  },
  {
    unit: 5,
    phase: 3,
    lesson: 12,
    provides: "Chain template strips",
    title: "Chain Template Strips",
    intro:
      "Build a cause-and-effect chain from a social condition to a biological change. Each link must lead to the next: condition -> what it changes in daily life -> what happens in the body -> the health outcome. Example: no grocery store nearby -> more processed food -> blood glucose spikes often -> higher risk of type 2 diabetes.",
    prep: "One page of 3 strips per group of 4: 8 pages, cut into strips (or used whole). Tape strips to chart paper for the gallery.",
    parts: [
      {
        kind: "space",
        heading: "Chain strips",
        prompt: "One chain per row:",
        response: {
          kind: "table",
          columns: ["Condition (card)", "Change in daily life", "Change in the body", "Health outcome"],
          rows: 3,
        },
      },
    ],
  },
  {
    unit: 5,
    phase: 3,
    lesson: 14,
    provides: "Resilience factor cards",
    title: "Resilience Factor Cards",
    intro:
      "Stress becomes harmful when it is long-lasting and there is little support. These cards describe protective factors that buffer the stress response. Match each to the part of the stress pathway it helps (stress hormones, sleep, blood pressure, inflammation) and to who can make it happen: a person, a family, a community or a policy.",
    prep: "One set of 8 cards per group of 4: 8 sets on card stock, cut apart.",
    parts: [
      {
        kind: "cards",
        heading: "Resilience factors",
        cards: [
          [
            "A trusted adult",
            "A steady, caring relationship helps stress hormones return to normal after a hard event.",
          ],
          ["Regular sleep", "Enough sleep lets cortisol follow its daily rhythm and supports memory and mood."],
          ["Physical activity", "Movement lowers blood pressure and helps muscles use glucose."],
          ["Community belonging", "Faith groups, teams and clubs give support and a sense of purpose."],
          [
            "Cultural identity and pride",
            "Connection to culture and language is linked with better coping under discrimination.",
          ],
          ["Stable housing", "A safe, secure home removes a constant source of worry."],
          ["Access to care", "Counseling and a regular clinic help catch problems early."],
          ["Green space", "Time in parks and trees is linked with lower stress and blood pressure."],
        ].map(([title = "", text = ""]) => ({ title, text })),
      },
    ],
  },
  {
    unit: 5,
    phase: 3,
    lesson: 15,
    provides: "Evidence ladder cards",
    title: "Evidence Ladder Cards",
    intro:
      "Kinds of evidence, from weakest to strongest for showing a cause. Put the rungs in order, then place each health claim you read today on the rung its evidence reaches. A strong correlation is not proof of cause.",
    prep: "One set of 6 cards per group of 4: 8 sets, cut apart.",
    parts: [
      {
        kind: "cards",
        heading: "Rungs (students put them in order)",
        cards: [
          [
            "Personal story or anecdote",
            "One person's experience. Real and important, but it cannot show what happens in general.",
          ],
          ["Expert opinion", "What a knowledgeable person thinks; strongest when based on studies."],
          [
            "Cross-sectional survey",
            "Data from many people at one moment: shows patterns and correlations, not which came first.",
          ],
          [
            "Cohort study",
            "Follows a large group over years to see who develops a condition; shows what came first, but other factors may explain it.",
          ],
          [
            "Randomized controlled trial",
            "People are randomly assigned to a treatment or a comparison; the best test of cause when it is ethical.",
          ],
          [
            "Systematic review",
            "Combines the results of many studies on one question; the top rung when the studies are good.",
          ],
        ].map(([title = "", text = ""]) => ({ title, text })),
      },
    ],
  },
  {
    unit: 5,
    phase: 3,
    lesson: 16,
    provides: "Interview protocol template",
    title: "Community Interview Protocol",
    intro:
      "Use this protocol to interview a family member, neighbor or community member about health and strengths in your community. Ask permission first, never ask for anyone's own diagnoses, and let the person skip any question.",
    prep: "One copy per student: 30 copies on paper.",
    parts: [
      {
        kind: "checklist",
        heading: "Before you start",
        items: [
          "I explained who I am, what the project is and how I will use the answers.",
          "The person agreed to be interviewed and knows they can skip any question.",
          "I will not record names unless they give permission.",
        ],
      },
      {
        kind: "space",
        heading: "Questions and notes",
        prompt: "Ask each question and write what the person says:",
        response: {
          kind: "table",
          columns: ["Question", "Notes"],
          rows: [
            "What helps people in our community stay healthy?",
            "What makes staying healthy harder here?",
            "Where do people go for help or information?",
            "What has changed in the neighborhood over the years?",
            "If you could change one thing for community health, what would it be?",
          ],
        },
      },
      {
        kind: "space",
        heading: "After the interview",
        prompt: "Assets (strengths) and needs I heard, and one quote I may share with permission:",
        response: { kind: "lines", count: 5 },
      },
    ],
  },
  {
    unit: 5,
    phase: 3,
    lesson: 17,
    provides: "Disparity analysis template",
    title: "Disparity Analysis Template",
    intro:
      "Analyze one health disparity for Checkpoint 3: describe it with data, trace it from social conditions to biology, and name community assets that could help. Use rates (per 100,000 or percentages), not raw counts, when you compare groups.",
    prep: "One copy per student: 30 copies on paper.",
    parts: [
      {
        kind: "space",
        heading: "1. The disparity",
        prompt: "Condition, groups compared, and the data (rates, year, source):",
        response: { kind: "table", columns: ["Group", "Rate", "Year", "Source"], rows: 3 },
      },
      {
        kind: "space",
        heading: "2. From conditions to biology",
        prompt: "A chain from a social determinant to the biological mechanism:",
        response: { kind: "frames", count: 4 },
      },
      {
        kind: "space",
        heading: "3. Correlation or cause?",
        prompt: "What kind of evidence is this (evidence ladder rung)? What else could explain the pattern?",
        response: { kind: "lines", count: 4 },
      },
      {
        kind: "space",
        heading: "4. Assets and next steps",
        prompt: "Community assets that could reduce the disparity, from your interviews:",
        response: { kind: "lines", count: 4 },
      },
    ],
  },
];

export const unit5aArtifacts: ArtifactInput[] = [...phase1, ...phase2, ...phase3];
