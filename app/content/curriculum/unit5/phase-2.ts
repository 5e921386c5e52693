import { interactive, textbook, video } from "#app/content/curriculum/resources.ts";
import type { LessonInput, PhaseInput } from "#app/content/curriculum/schema.ts";
import { dayHandoutFiles, handoutFile, lessonPlanFile, plan } from "./files.ts";

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
    handout: {
      title: "Lesson 6: From Genes to Proteins to Health",
      intro:
        "Insulin is a protein, and the instructions for it are stored in DNA. Today you will use the DNA sequence cards and the codon chart to turn DNA into mRNA and then into a chain of amino acids, test what one changed base does, and sort six conditions from 'one gene' to 'many genes plus environment'.",
      sections: [
        {
          heading: "Transcribe and Translate",
          prompts: [
            {
              id: "u5-l6-q1",
              text: "For each sequence card, write the mRNA (A pairs with U, T with A, C with G, G with C) and translate it with the codon chart until you reach a stop codon.",
              response: {
                kind: "table",
                columns: ["Card", "mRNA codons", "Amino acids"],
                rows: ["Card 1", "Card 2", "Card 3"],
              },
            },
            {
              id: "u5-l6-q2",
              text: "Now transcribe and translate each changed version. Did the amino acid chain change? Name the kind of change: none (silent), one amino acid swapped, or an early stop.",
              response: {
                kind: "table",
                columns: ["Card", "Changed mRNA codon", "New amino acid chain", "Kind of change"],
                rows: ["Card 1", "Card 2", "Card 3"],
              },
            },
            {
              id: "u5-l6-q3",
              text: "Card 2 is the start of the beta-globin gene. Explain how one changed base could change hemoglobin and the person's health.",
            },
          ],
        },
        {
          heading: "One Gene or Many? Case Sort",
          prompts: [
            {
              id: "u5-l6-q4",
              text: "Place each case card on the line from 'one gene' to 'many genes plus environment' and give one piece of evidence from the card.",
              response: {
                kind: "table",
                columns: ["Condition", "One gene or many genes plus environment?", "Evidence from the card"],
                rows: [
                  "Monogenic diabetes (MODY)",
                  "Cystic fibrosis",
                  "Familial hypercholesterolemia",
                  "Type 2 diabetes",
                  "Asthma",
                  "Hypertension",
                ],
              },
            },
            {
              id: "u5-l6-q5",
              text: "Type 2 diabetes and MODY both raise blood glucose. Why are they sorted to opposite ends of the line?",
            },
          ],
        },
        {
          heading: "Chromosome Map and Exit Ticket",
          prompts: [
            {
              id: "u5-l6-q6",
              text: "On the karyotype, mark the chromosome that carries the insulin gene and the one that carries the insulin receptor gene. How many copies of each gene does a person have, and where does each copy come from?",
            },
            {
              id: "u5-l6-q7",
              text: "Exit ticket: explain why a single changed base in DNA might or might not change a protein's function. Use one of your cards as evidence.",
            },
          ],
        },
      ],
      wordBank: [
        { term: "transcription", meaning: "copying a gene's DNA into mRNA" },
        { term: "translation", meaning: "reading mRNA codons to join amino acids into a protein" },
        { term: "codon", meaning: "three mRNA bases that code for one amino acid or a stop" },
        { term: "mutation", meaning: "a change in the DNA sequence" },
        { term: "monogenic", meaning: "caused mainly by one gene" },
      ],
      sentenceStarters: [
        "The mRNA for this card is ..., which codes for ...",
        "The changed base ... the protein because ...",
        "This condition is near the 'one gene' end because ...",
      ],
    },
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
        "Doctors often ask about family health history because it can reveal risk. Today you will practice predicting single-gene traits and then investigate a fictional family to see what a family history can and cannot tell us. You never need to share your own family's health information.",
      sections: [
        {
          heading: "Punnett Square Practice",
          prompts: [
            {
              id: "u5-l7-q1",
              text: "Two parents each carry one sickle cell allele (genotype AS). Write each parent's two alleles beside and above the square, then complete the Punnett square.",
              response: {
                kind: "table",
                columns: ["", "Parent 2 allele:", "Parent 2 allele:"],
                rows: ["Parent 1 allele:", "Parent 1 allele:"],
                rowHeight: 48,
              },
            },
            {
              id: "u5-l7-q2",
              text: "What is the chance a child has sickle cell disease? Is a carrier? Has no sickle cell allele?",
            },
          ],
        },
        {
          heading: "The Rivera-Johnson Family",
          prompts: [
            {
              id: "u5-l7-q3",
              text: "Which family members have type 2 diabetes or hypertension? Describe the pattern.",
            },
            {
              id: "u5-l7-q4",
              text: "List shared genetic factors and shared environmental factors you find in the profile.",
            },
            { id: "u5-l7-q5", text: "Does this pattern fit a simple dominant or recessive ratio? Explain." },
          ],
        },
        {
          heading: "Risk Is Not Destiny",
          prompts: [
            {
              id: "u5-l7-q6",
              text: "Write a response to someone who believes a family history means nothing can be done.",
            },
          ],
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
    handout: {
      title: "Lesson 8: Polygenic Risk and Probability",
      intro:
        "Most chronic diseases are shaped by many genes, each adding a little risk, plus the environment. Today you will flip ten coins (one per risk gene), draw an environment card, and graph the class to see how conditions move a whole population across a disease threshold.",
      sections: [
        {
          heading: "My Scores",
          prompts: [
            {
              id: "u5-l8-q1",
              text: "Record your genetic score (heads out of 10), your environment card and your total. A total of 9 or more counts as developing the disease.",
              response: {
                kind: "table",
                columns: ["Genetic score", "Environment card (points)", "Total", "Disease? (9 or more)"],
                rows: 1,
              },
            },
          ],
        },
        {
          heading: "The Class Distribution",
          prompts: [
            {
              id: "u5-l8-q2",
              text: "Graph the class's genetic scores, then the totals after the environment cards.",
              response: { kind: "graph", x: "Score", y: "Number of students" },
            },
            {
              id: "u5-l8-q3",
              text: "Calculate the class mean genetic score and the percentage of the class with a total of 9 or more.",
            },
            {
              id: "u5-l8-q4",
              text: "Describe the shape of the genetic score distribution. Why do many genes of small effect give this shape?",
            },
          ],
        },
        {
          heading: "Changing the Environment",
          prompts: [
            {
              id: "u5-l8-q5",
              text: "The class removes the +3 and +2 cards and redraws. How did the percentage at 9 or more change? Did anyone's genes change?",
            },
            {
              id: "u5-l8-q6",
              text: "Explain why improving conditions for a whole community can lower disease rates even though genes stay the same.",
            },
          ],
        },
      ],
      wordBank: [
        { term: "polygenic", meaning: "shaped by many genes" },
        { term: "distribution", meaning: "how often each value appears in a group" },
        { term: "mean", meaning: "the sum of the values divided by how many there are" },
        { term: "threshold", meaning: "the level at or above which an outcome happens" },
      ],
      sentenceStarters: [
        "Most scores were near ... because ...",
        "After the environment changed, the percentage ...",
        "Genes did not change, but ...",
      ],
    },
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
            {
              id: "u5-l9-q1",
              text: "What did the paper clips represent, and what happened to a recipe when it was clipped shut?",
            },
            {
              id: "u5-l9-q2",
              text: "Did any words in the recipes change? What does this tell you about epigenetic changes?",
            },
          ],
        },
        {
          heading: "Case Study Notes",
          prompts: [
            {
              id: "u5-l9-q3",
              text: "Case 1, Dutch Hunger Winter: what was the exposure, what changed, and how long did it last?",
            },
            {
              id: "u5-l9-q4",
              text: "Case 2, traffic pollution and asthma: what was the exposure and which genes were affected?",
            },
            {
              id: "u5-l9-q5",
              text: "Case 3, maternal care in rats: what was the exposure and what was the effect on the stress response?",
            },
          ],
        },
        {
          heading: "Compare",
          prompts: [
            {
              id: "u5-l9-q6",
              text: "Complete the T-chart comparing mutations and epigenetic changes.",
              response: {
                kind: "table",
                columns: ["", "Mutation", "Epigenetic change"],
                rows: [
                  "What changes",
                  "Is the DNA sequence changed?",
                  "Can it be reversed?",
                  "Can it be passed on?",
                  "An example",
                ],
              },
            },
            {
              id: "u5-l9-q7",
              text: "Why might epigenetics matter for communities that face more pollution or stress?",
            },
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
      "Claim-evidence-reasoning paragraph on race and ancestry scored with the lesson's described rubric (claim, evidence and reasoning, each at four levels)",
    ],
    standards: { state: ["BIO1.LS4.5", "BIO1.LS3.2"], ngss: ["HS-LS4-2", "HS-LS4-3", "HS-LS4-4", "HS-LS3-2"] },
    handout: {
      title: "Lesson 10: Ancestry, Evolution and Health",
      intro:
        "Some gene variants that affect health today are common in some populations because of the environments their ancestors lived in. Today you will take notes on the sickle cell and malaria film, predict allele frequencies with the scenario cards, and write a claim-evidence-reasoning argument about ancestry and race.",
      sections: [
        {
          heading: "Film Notes: Sickle Cell and Malaria",
          prompts: [
            {
              id: "u5-l10-q1",
              text: "For each genotype, record what happens where malaria is common.",
              response: {
                kind: "table",
                columns: [
                  "Genotype",
                  "Sickle cell disease?",
                  "Protected from severe malaria?",
                  "Survival where malaria is common",
                ],
                rows: ["AA (no sickle allele)", "AS (carrier)", "SS (two sickle alleles)"],
              },
            },
            {
              id: "u5-l10-q2",
              text: "Explain heterozygote advantage: why does the S allele stay common where malaria is common, even though SS causes serious disease?",
              starter: "Carriers (AS) are more likely to survive because ...",
            },
          ],
        },
        {
          heading: "When the Environment Changes",
          prompts: [
            {
              id: "u5-l10-q3",
              text: "For each scenario card, predict whether the allele becomes more or less common, and name the environmental pressure.",
              starter: "When malaria is gone, the S allele ... because ...",
              response: {
                kind: "table",
                columns: ["Scenario", "More or less common?", "Environmental pressure"],
                rows: ["1: malaria present", "2: malaria eliminated", "3: APOL1", "4: lactase persistence"],
              },
            },
            {
              id: "u5-l10-q4",
              text: "Scenario 5: calculate the S allele frequency (copies of S divided by all copies). After many generations with malaria, 30 of the 200 copies are S: what is the new frequency, and did it rise or fall?",
            },
            {
              id: "u5-l10-q5",
              text: "APOL1 variants protect against sleeping sickness but two copies raise kidney disease risk. How is this like the sickle cell story?",
            },
          ],
        },
        {
          heading: "Race, Ancestry and Medicine (CER)",
          prompts: [
            {
              id: "u5-l10-q6",
              text: "Claim: why are some disease-related alleles more common in some populations, and does that make race a biological category?",
              starter: "Race is a poor stand-in for biology because ...",
              response: { kind: "lines", count: 3 },
            },
            {
              id: "u5-l10-q7",
              text: "Evidence: give at least two pieces of evidence from the scenario cards, the film or the reading, with their source.",
              response: { kind: "table", columns: ["Evidence", "Source (card, film, reading)"], rows: 3 },
            },
            {
              id: "u5-l10-q8",
              text: "Reasoning: explain how natural selection and the environment connect your evidence to your claim, and why using race as a shortcut in medicine (as in the old kidney function equation) can cause harm.",
              response: { kind: "lines", count: 6 },
            },
          ],
        },
      ],
      wordBank: [
        { term: "allele", meaning: "one version of a gene" },
        {
          term: "allele frequency",
          meaning: "the fraction of all copies of a gene in a population that are one allele",
        },
        {
          term: "heterozygote advantage",
          meaning: "carriers of one copy of an allele survive or reproduce better than people with zero or two copies",
        },
        {
          term: "natural selection",
          meaning: "alleles that help survival and reproduction in an environment become more common over generations",
        },
        {
          term: "ancestry",
          meaning: "where a person's recent ancestors lived; not the same as race, which is a social category",
        },
      ],
      sentenceStarters: [
        "Carriers (AS) are more likely to survive because ...",
        "When malaria is gone, the S allele ... because ...",
        "Race is a poor stand-in for biology because ...",
      ],
    },
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
            { id: "u5-l11-q1", text: "List every risk factor you find in your case profile." },
            {
              id: "u5-l11-q2",
              text: "Sort each factor as genetic, biological, behavioral, environmental or social. Cite the lesson that supports each choice.",
            },
          ],
        },
        {
          heading: "How Changeable Is It?",
          prompts: [
            {
              id: "u5-l11-q3",
              text: "For each factor, decide whether it can be changed by the person, the family, the community, or not at all.",
            },
            { id: "u5-l11-q4", text: "Which factor could a community change first? Why?" },
          ],
        },
        {
          heading: "Claim, Evidence, Reasoning",
          prompts: [
            { id: "u5-l11-q5", text: "Claim: which two factors contribute most to this person's risk?" },
            { id: "u5-l11-q6", text: "Evidence: what facts from the case and from Lessons 6-10 support your claim?" },
            { id: "u5-l11-q7", text: "Reasoning: explain the biology that connects your evidence to your claim." },
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

export const phase2: PhaseInput = {
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
      video: video("cc-dna-hot-pockets"),
      interactive: interactive("bi-double-helix-film"),
      textbook: textbook("os-15-1"),
      stateStandard: "BIO1.LS1.1",
      ngss: ["HS-LS1-1", "HS-LS3-1"],
      notes: "Pair the DNA structure story with the codon chart activity before the case sort.",
    },
    {
      when: "Lesson 7",
      question: "What do Punnett squares and pedigrees predict, and where do they fall short?",
      video: video("cc-heredity"),
      interactive: interactive("bi-natural-selection-in-humans-activity"),
      textbook: textbook("os-12-3"),
      stateStandard: "BIO1.LS3.1",
      ngss: ["HS-LS3-1", "HS-LS3-3"],
      notes: "The activity's sickle cell genetics and pedigree questions extend the Punnett square review.",
    },
    {
      when: "Lesson 8",
      question: "How do many genes of small effect create a continuous distribution of risk?",
      video: video("cc-population-genetics"),
      interactive: interactive("bi-population-genetics-selection-evolution"),
      textbook: textbook("os-19-2"),
      stateStandard: "BIO1.LS3.3",
      ngss: ["HS-LS3-3"],
      notes:
        "After the coin-flip simulation, the activity's bead simulations and Hardy-Weinberg calculations show how allele frequencies hold steady or shift under selection over generations.",
    },
    {
      when: "Lesson 9",
      question: "How can environments change how genes are used without changing the DNA sequence?",
      video: video("cc-biology-playlist"),
      interactive: interactive("bi-got-lactase-assessment"),
      textbook: textbook("os-16-3"),
      stateStandard: "BIO1.LS3.4",
      ngss: ["HS-LS3-2", "HS-LS1-1"],
      notes:
        "Contrast: lactase persistence comes from a DNA sequence change in a regulatory region, while epigenetic tags change gene use without changing the sequence.",
    },
    {
      when: "Lesson 10",
      question: "How has a changing environment shaped gene variants that affect health today?",
      video: video("cc-natural-selection"),
      interactive: interactive("bi-natural-selection-in-humans-film"),
      textbook: textbook("os-19-3"),
      stateStandard: "BIO1.LS4.5",
      ngss: ["HS-LS4-2", "HS-LS4-4"],
      notes: "Show selected segments with pause points; the full film runs about 14 minutes.",
    },
    {
      when: "Lesson 11",
      question:
        "For a real-world case, which risk factors are genetic, which are biological, and which come from the conditions people live in?",
      video: video("cc-biology-playlist"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-19-2"),
      stateStandard: "BIO1.LS3.3",
      ngss: ["HS-LS3-3", "HS-LS1-3"],
      notes:
        "Checkpoint day: students cite Lessons 6-10 and the resources of those rows as evidence. The Lesson 8 textbook section on population genetics is the review for placing the case's genetic factors on the sorting mat.",
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
  unlistedMaterials: [
    ...dayHandoutFiles(
      2,
      6,
      "Genes_to_Proteins",
      "Lesson 6 Handout",
      "Student handout: transcribing and translating the sequence cards, the case sort and the chromosome map",
    ),
    ...dayHandoutFiles(
      2,
      8,
      "Polygenic_Risk",
      "Lesson 8 Handout",
      "Student handout: coin-flip risk scores, class distribution and changing the environment",
    ),
    ...dayHandoutFiles(
      2,
      10,
      "Ancestry_Evolution_Health",
      "Lesson 10 Handout",
      "Student handout: film notes, allele frequency scenarios and a claim-evidence-reasoning argument",
      true,
    ),
  ],
};
