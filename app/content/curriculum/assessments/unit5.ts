import type { AssessmentInput, AssessmentKey } from "./schema.ts";

export const assessment: AssessmentInput = {
  unit: 5,
  title: "Unit 5 End-of-Unit Assessment: Health Equity and Community Resilience",
  intro:
    "Answer every question as well as you can. If you take this before the unit, it shows what you already know; nobody is expected to know it all yet.",
  items: [
    {
      kind: "choice",
      id: "a5-q1",
      stem: "A liver cell and a nerve cell from the same person look and work very differently. Why?",
      choices: [
        "They carry different DNA",
        "The nerve cell has lost most of its genes",
        "They carry the same DNA but use (express) different sets of genes",
        "They come from different people's cells mixed in the body",
      ],
      from: "Nearly every cell in the body carries the same DNA; cells differ because they express different sets of genes.",
    },
    {
      kind: "choice",
      id: "a5-q2",
      stem: "A student skips breakfast and her blood glucose falls. What brings it back up?",
      choices: [
        "Her pancreas releases more insulin, which raises blood glucose",
        "Alpha cells of her pancreas release glucagon, and her liver releases stored glucose",
        "Her muscles make new glucose from oxygen",
        "Nothing: blood glucose stays low until she eats",
      ],
      from: "glucagon from alpha cells raises it",
    },
    {
      kind: "choice",
      id: "a5-q3",
      stem: "Which description of type 2 diabetes is correct?",
      choices: [
        "Cells respond weakly to insulin, and in time the beta cells cannot keep up, so blood glucose stays high",
        "The body makes no insulin at all",
        "It is caused by eating sugar and nothing else",
        "It spreads from person to person",
      ],
      from: "In type 2 diabetes, cells respond weakly to insulin and beta cells eventually cannot keep up",
    },
    {
      kind: "choice",
      id: "a5-q4",
      stem: 'A headline asks: "Have scientists found THE gene for high blood pressure?" What does the evidence say?',
      choices: [
        "Yes: one gene decides whether a person gets hypertension",
        "Yes: and anyone with that gene will certainly get hypertension",
        "No: genes have nothing to do with blood pressure",
        "No: hypertension involves many genes, each with a small effect, interacting with living conditions",
      ],
      from: "type 2 diabetes, asthma and hypertension involve many genes, each with a small effect, interacting with living conditions",
    },
    {
      kind: "choice",
      id: "a5-q5",
      stem: "Two parents each carry one sickle cell allele and one typical allele. Their first child has sickle cell disease. What is the chance that their second child has it?",
      choices: [
        "0 percent, because the family already had its affected child",
        "25 percent, the same for every child",
        "50 percent",
        "100 percent, because it runs in the family",
      ],
      from: "Single-gene traits such as sickle cell disease follow predictable Mendelian probabilities.",
    },
    {
      kind: "choice",
      id: "a5-q6",
      stem: "Three generations of one family have type 2 diabetes. What can you conclude?",
      choices: [
        "The cause is genetic, because it runs in the family",
        "Family history tells you nothing about a person's risk",
        "The cause must be a virus passed within the family",
        "Shared genes may contribute, but families also share kitchens, neighborhoods, jobs and stresses, so clustering alone does not prove a genetic cause",
      ],
      from: "Families share kitchens, neighborhoods, jobs and stresses as well as genes",
    },
    {
      kind: "choice",
      id: "a5-q7",
      stem: "Which is an example of an epigenetic change?",
      choices: [
        "A base in the DNA sequence is replaced by another base",
        "A whole chromosome is lost during cell division",
        "Methyl groups attached to a gene silence it without changing the DNA sequence",
        "A person inherits a new gene from a virus",
      ],
      from: "Mutations change the DNA sequence; epigenetic changes alter gene use and are often reversible.",
    },
    {
      kind: "choice",
      id: "a5-q8",
      stem: "What best explains most differences in chronic disease rates between racial groups in the United States?",
      choices: [
        "Living conditions, such as housing, air quality, food access, health care and stress, which are unevenly distributed",
        "Each race has its own set of disease genes",
        "Some groups care less about their health",
        "Nothing: the differences are random",
      ],
      from: "race is a social category, and most health disparities trace to living conditions rather than group genetics",
    },
    {
      kind: "choice",
      id: "a5-q9",
      stem: "County A has 200,000 people and 600 new cases of a disease in a year. County B has 50,000 people and 300 new cases. Which county has the higher rate?",
      choices: [
        "County A, because it has more cases",
        "County B: 600 per 100,000 people, compared with 300 per 100,000 in County A",
        "They have the same rate",
        "County A: 300 per 100,000 people, compared with 150 per 100,000 in County B",
      ],
      from: "Counts mislead when populations differ in size or age",
    },
    {
      kind: "choice",
      id: "a5-q10",
      stem: "Neighborhoods with more fast-food restaurants have higher rates of type 2 diabetes. What can you conclude?",
      choices: [
        "Fast food is proven to be the cause of the diabetes",
        "There is no relationship between the two",
        "Diabetes causes fast-food restaurants to open",
        "The two are correlated, but a hidden third variable, such as income or distance to a grocery store, could explain both",
      ],
      from: "A correlation can come from a hidden third variable",
    },
    {
      kind: "data",
      id: "a5-q11",
      stem: "The table gives data for four neighborhoods of one city. Find each neighborhood's asthma emergency visit rate per 10,000 people. Which neighborhood has the highest rate? What pattern do you see with tree cover, and does it prove that trees prevent asthma?",
      data: {
        caption: "Asthma emergency visits in one year (practice data for a fictional city)",
        columns: ["Neighborhood", "Population", "Asthma emergency visits", "Tree cover (%)"],
        rows: [
          ["A", "12,000", "96", "8"],
          ["B", "30,000", "120", "31"],
          ["C", "8,000", "56", "12"],
          ["D", "20,000", "40", "38"],
        ],
      },
      response: {
        kind: "table",
        columns: ["", "Your answer"],
        rows: [
          "Rate per 10,000 in A",
          "Rate per 10,000 in B",
          "Rate per 10,000 in C",
          "Rate per 10,000 in D",
          "Highest rate",
          "Pattern with tree cover",
          "Does it prove trees prevent asthma? Why?",
        ],
      },
      from: "studies find that many of these areas today have less tree cover, more heat and higher asthma emergency visits",
    },
    {
      kind: "cer",
      id: "a5-q12",
      stem: 'A health fair wants to help a neighborhood lower its rate of type 2 diabetes, but one speaker says nothing can be done because "it\'s in their genes." Is the speaker right? Write a claim, give evidence, and explain your reasoning using genes, environment and what programs have achieved.',
      from: "Environmental conditions act on everyone in a population, so improving conditions can lower disease rates even though genes have not changed.",
    },
  ],
};

export const key: AssessmentKey = {
  unit: 5,
  keys: [
    {
      prompt: "a5-q1",
      answer:
        "C. Almost all body cells carry the same DNA; they differ in which genes they express. A is the misconception that cell types have different DNA; B: nerve cells keep their genes; D is not how bodies form.",
    },
    {
      prompt: "a5-q2",
      answer:
        "B. Alpha cells release glucagon, which signals the liver to break down glycogen and release glucose. A reverses insulin's role (insulin lowers blood glucose); C: glucose is not made from oxygen; D ignores homeostasis.",
    },
    {
      prompt: "a5-q3",
      answer:
        "A. Insulin resistance, then beta cells that cannot keep up. B describes type 1 diabetes; C is the single-cause misconception (genes, weight, activity and living conditions interact); D: diabetes is not infectious.",
    },
    {
      prompt: "a5-q4",
      answer:
        "D. Hypertension is polygenic and shaped by living conditions. A and B are the 'one gene decides' misconception; C ignores the genetic part.",
    },
    {
      prompt: "a5-q5",
      answer:
        "B. Each child of two carriers has a 1 in 4 (25 percent) chance, independent of earlier children. A and D are the misconception that earlier births change the odds; C is the chance of being a carrier like the parents.",
    },
    {
      prompt: "a5-q6",
      answer:
        "D. Families share environments as well as genes, so clustering is not proof of a genetic cause, though family history is a useful screening tool. A is the 'runs in the family means genetic' misconception; C: diabetes is not infectious; B: family history does help estimate risk.",
    },
    {
      prompt: "a5-q7",
      answer:
        "C. Methylation changes gene use, not the sequence, and is often reversible. A and B are mutations (changes to the DNA itself); D is not an epigenetic change.",
    },
    {
      prompt: "a5-q8",
      answer:
        "A. Humans share about 99.9 percent of their DNA; race is a social category, and most disparities trace to unequal living conditions. B is the misconception that race is a genetic category; C blames individuals; D ignores consistent patterns.",
    },
    {
      prompt: "a5-q9",
      answer:
        "B. County A: 600 / 200,000 = 300 per 100,000. County B: 300 / 50,000 = 600 per 100,000. A compares raw counts; C ignores population size; D divides wrongly.",
    },
    {
      prompt: "a5-q10",
      answer:
        "D. Correlation alone cannot show cause; income, grocery access and other conditions can drive both. A is the 'correlation proves causation' misconception; C reverses cause and effect without evidence; B denies the correlation the data show.",
    },
    {
      prompt: "a5-q11",
      answer:
        "Rates per 10,000: A 96 / 12,000 x 10,000 = 80; B 120 / 30,000 x 10,000 = 40; C 56 / 8,000 x 10,000 = 70; D 40 / 20,000 x 10,000 = 20. Highest rate: A (although B has the most visits). Pattern: the less tree cover, the higher the rate (8 percent: 80; 12: 70; 31: 40; 38: 20). It does not prove that trees prevent asthma: it is a correlation in four neighborhoods, and tree cover tracks other conditions (traffic and pollution, heat, housing age, income, the history of redlining). Full credit: four correct rates, A as highest, the pattern, and correlation is not causation with a possible third variable.",
    },
    {
      prompt: "a5-q12",
      answer:
        "Claim: no; genes contribute, but the rate can be lowered. Evidence: type 2 diabetes involves many genes of small effect interacting with living conditions; in the Diabetes Prevention Program trial a lifestyle program lowered the risk of developing type 2 diabetes by 58 percent. Reasoning: genes change slowly, but conditions such as food access, safe places to be active and stress act on everyone in the neighborhood, so improving them lowers the rate even though genes have not changed; saying 'it's in their genes' also blames people for conditions they did not choose. Scoring: 1 point claim, 1 point evidence (polygenic risk, the DPP result or another program from the unit), 2 points reasoning that links genes, environment and population rates.",
    },
  ],
};
