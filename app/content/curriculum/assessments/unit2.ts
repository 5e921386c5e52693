import type { AssessmentInput, AssessmentKey } from "./schema.ts";

export const assessment: AssessmentInput = {
  unit: 2,
  title: "Unit 2 End-of-Unit Assessment: Community Immunity",
  intro:
    "Answer every question as well as you can. If you take this before the unit, it shows what you already know; nobody is expected to know it all yet.",
  items: [
    {
      kind: "choice",
      id: "a2-q1",
      stem: "A friend with a cold, which is caused by a virus, wants to take leftover antibiotics. Why will the antibiotics not help?",
      choices: [
        "The cold virus is already resistant to antibiotics",
        "Viruses are not cells, so they lack the bacterial structures antibiotics target, such as the peptidoglycan cell wall and bacterial ribosomes",
        "Antibiotics work only when given as a shot",
        "Antibiotics kill only the helpful bacteria in the gut",
      ],
      from: "Antibiotics target structures that only bacteria have",
    },
    {
      kind: "choice",
      id: "a2-q2",
      stem: "Within a few hours of a splinter, the skin around it is red, warm and swollen. What is happening?",
      choices: [
        "Antibodies made for this exact bacterium are attacking it",
        "Memory cells from an earlier splinter are responding",
        "Inflammation, part of innate immunity, is bringing phagocytes to the site",
        "The infection has already spread through the whole body",
      ],
      from: "Inflammation widens blood vessels so phagocytes such as neutrophils and macrophages reach the infection",
    },
    {
      kind: "choice",
      id: "a2-q3",
      stem: "Why do antibodies against the measles virus not protect a person against chickenpox?",
      choices: [
        "Each antibody's variable region fits the shape of one specific antigen",
        "Antibodies wear out after they are used once",
        "Chickenpox is caused by bacteria, and antibodies only work on viruses",
        "The body can make only one kind of antibody in a lifetime",
      ],
      from: "Antibodies are Y-shaped proteins whose variable regions fit specific antigens",
    },
    {
      kind: "choice",
      id: "a2-q4",
      stem: "Why is a second infection with the same pathogen usually milder than the first?",
      choices: [
        "Antibodies from the first infection stay at their highest level for life",
        "Innate immunity remembers the pathogen and attacks only it",
        "The pathogen gets weaker every time it infects someone",
        "Memory cells already exist, so the antibody response is faster and larger",
      ],
      from: "A second exposure to the same antigen triggers a faster, larger antibody response because memory cells already exist.",
    },
    {
      kind: "choice",
      id: "a2-q5",
      stem: "Which statement about mRNA vaccines is true?",
      choices: [
        "They change the DNA in the person's cells",
        "They contain live virus that causes a mild case of the disease",
        "Cells use the mRNA to make one viral protein, and the mRNA is broken down within days without entering the nucleus",
        "They kill viruses directly, the way an antibiotic kills bacteria",
      ],
      from: "mRNA vaccines give cells temporary instructions to make one viral protein",
    },
    {
      kind: "choice",
      id: "a2-q6",
      stem: "In an outbreak, each case infects 2 new people. The first case infects 2 people (generation 1), each of them infects 2 more (generation 2), and so on. How many new cases are in generation 5?",
      choices: ["10", "32", "7", "25"],
      from: "When each case causes more than one new case, outbreaks grow exponentially",
    },
    {
      kind: "choice",
      id: "a2-q7",
      stem: "About 92-95 percent of a community must be immune to stop measles from spreading, but far less for a disease in which each case infects about 2 people. Why?",
      choices: [
        "The measles vaccine works less well than other vaccines",
        "Measles mostly infects adults, who are harder to vaccinate",
        "Herd immunity works only for diseases caused by bacteria",
        "Measles is far more contagious, so more people must be immune before each case infects fewer than one other person",
      ],
      from: "The more contagious a disease, the higher the share of immune people needed",
    },
    {
      kind: "choice",
      id: "a2-q8",
      stem: "After months of antibiotic use on a farm, most of the bacteria there are resistant to the antibiotic. How did this happen?",
      choices: [
        "A few resistant bacteria were already present; they survived and reproduced while the others died",
        "The animals' bodies became resistant to the antibiotic",
        "The bacteria got used to the antibiotic, the way a person gets used to cold water",
        "The antibiotic made each bacterium mutate on purpose to survive",
      ],
      from: "Variation already exists in a pathogen population; antibiotics select for resistant individuals",
    },
    {
      kind: "choice",
      id: "a2-q9",
      stem: "Town A has 10,000 people and 30 cases of a disease. Town B has 50,000 people and 45 cases. Where is a person's risk of being a case higher?",
      choices: [
        "Town B, because it has more cases",
        "The risk is the same, because both towns have an outbreak",
        "Town A, because its rate is 30 per 10,000 and Town B's is 9 per 10,000",
        "It cannot be compared, because the towns are different sizes",
      ],
      from: "Rates, not raw counts, allow fair comparison of groups or places of different sizes.",
    },
    {
      kind: "choice",
      id: "a2-q10",
      stem: "After a school lunch, cases of stomach illness rise sharply within one day and then stop within two days, in one single peak. What does this pattern suggest?",
      choices: [
        "Person-to-person spread that will keep growing",
        "A common source, such as one contaminated food",
        "An airborne disease arriving from another country",
        "Nothing, because an epidemic curve cannot show how a disease spreads",
      ],
      from: "A single sharp peak suggests a common source",
    },
    {
      kind: "data",
      id: "a2-q11",
      stem: "In a vaccine trial, volunteers were randomly given the vaccine or a placebo (a shot with no vaccine). Use the table to find the rate of disease in each group as a percent, and then the vaccine's efficacy, using efficacy = (rate in placebo group - rate in vaccinated group) / rate in placebo group.",
      data: {
        caption: "Results of a Phase III vaccine trial (practice data)",
        columns: ["Group", "Volunteers", "Got the disease during the trial"],
        rows: [
          ["Placebo", "15,000", "150"],
          ["Vaccine", "15,000", "15"],
        ],
      },
      response: {
        kind: "table",
        columns: ["", "Your answer"],
        rows: ["Rate of disease, placebo group (%)", "Rate of disease, vaccine group (%)", "Efficacy (%)"],
      },
      from: "Efficacy compares disease rates",
    },
    {
      kind: "cer",
      id: "a2-q12",
      stem: 'A post says: "15 vaccinated people in the trial above still got sick, so the vaccine does not work." Do you agree? Write a claim, give evidence from the trial data, and explain your reasoning using what you know about vaccines and the immune system.',
      from: "Vaccination changes the outcome of an infection by making the adaptive response faster and stronger.",
    },
  ],
};

export const key: AssessmentKey = {
  unit: 2,
  keys: [
    {
      prompt: "a2-q1",
      answer:
        "B. Antibiotics act on bacterial structures (peptidoglycan wall, bacterial ribosomes) that viruses do not have. A misapplies resistance, which is about bacteria; C and D are myths about how antibiotics work.",
    },
    {
      prompt: "a2-q2",
      answer:
        "C. Inflammation widens blood vessels so neutrophils and macrophages arrive within hours: innate immunity. A: specific antibodies take days on a first exposure; B: innate immunity keeps no memory of one splinter's microbes; D: redness at the site is local.",
    },
    {
      prompt: "a2-q3",
      answer:
        "A. The variable regions fit one antigen's shape, so measles antibodies do not bind chickenpox antigens. B: antibodies are made continually by plasma cells; C: chickenpox is a virus (varicella-zoster); D: the body makes millions of different antibodies.",
    },
    {
      prompt: "a2-q4",
      answer:
        "D. Memory B and T cells from the first infection multiply quickly, so antibody levels rise sooner and higher. A: antibody levels fall after an infection, memory cells remain; C: the pathogen has not changed; B: innate immunity is not specific and has no memory.",
    },
    {
      prompt: "a2-q5",
      answer:
        "C. The mRNA stays in the cytoplasm, is translated into one viral protein and is broken down within days. A is the 'changes your DNA' misconception; B describes a live attenuated vaccine, and mRNA vaccines contain no virus; D confuses vaccines with antibiotics.",
    },
    {
      prompt: "a2-q6",
      answer:
        "B. 2, 4, 8, 16, 32: the number doubles each generation (2 to the 5th power). A is linear thinking (adding 2 each time); C and D are miscounts of the doubling.",
    },
    {
      prompt: "a2-q7",
      answer:
        "D. The threshold is about 1 - 1/R0: with an R0 of 12 to 18 for measles it is about 92-94 percent, and for an R0 of 2 it is 50 percent. A: the measles vaccine is about 97 percent effective after two doses; C: herd immunity works for any contagious disease; B: measles mostly infects children.",
    },
    {
      prompt: "a2-q8",
      answer:
        "A. Resistant variants were already in the population; the antibiotic killed the others, so the survivors' offspring became most of the population (natural selection). C is the 'get used to it' misconception; B: resistance is a property of the bacteria, not the host; D: mutations are random, not made on purpose.",
    },
    {
      prompt: "a2-q9",
      answer:
        "C. 30 / 10,000 = 30 per 10,000; 45 / 50,000 = 9 per 10,000. A compares raw counts; B ignores the numbers; D: rates exist to compare groups of different sizes.",
    },
    {
      prompt: "a2-q10",
      answer:
        "B. One sharp peak means many people were exposed at one time to one source. A would show growing peaks spaced by the incubation period; C does not fit one lunch; D: the curve's shape is evidence about spread.",
    },
    {
      prompt: "a2-q11",
      answer:
        "Placebo rate = 150 / 15,000 = 1.0 percent. Vaccine rate = 15 / 15,000 = 0.1 percent. Efficacy = (1.0 - 0.1) / 1.0 = 0.9 = 90 percent. Full credit: both rates and the efficacy, with the working shown.",
    },
    {
      prompt: "a2-q12",
      answer:
        "Claim: disagree; the vaccine works well, though not perfectly. Evidence: 15 of 15,000 vaccinated volunteers got sick compared with 150 of 15,000 on placebo, 10 times fewer, an efficacy of 90 percent. Reasoning: efficacy compares rates between randomly assigned groups, so the difference comes from the vaccine; a vaccine trains memory cells so the adaptive response is faster and stronger, which prevents most cases, but no vaccine gives every body the same protection, so some cases are expected. Scoring: 1 point claim, 1 point evidence with numbers from the table, 2 points reasoning (comparison with placebo and how memory cells protect); a strong answer notes that the sick vaccinated people may have had milder illness, which this table does not show.",
    },
  ],
};
