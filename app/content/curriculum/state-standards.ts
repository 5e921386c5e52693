/**
 * The course's state biology codes (BIO1.…), each with its one meaning, in one place: units name codes by id
 * only, and every page, document and the assistant reads the wording from here, so a code cannot mean one thing
 * on a unit page and another on the standards index.
 *
 * These are GeneHive's course codes. Their numbering follows the pattern of Tennessee's Biology I standards
 * (BIO1.LS1.1 and so on), but public copies of that framework disagree with each other (two published versions
 * give the same numbers different meanings), so GeneHive does not claim its wording is the state's: a teacher
 * reporting to a state maps these codes to that state's current list. Codes GeneHive added for work no other
 * code here covers are marked `addedByGeneHive`.
 */
export const stateStandards = {
  "BIO1.LS1.1": {
    description:
      "Construct an explanation based on evidence that the essential functions of life are carried out mainly by proteins coded for by genes in DNA, through transcription and translation.",
  },
  "BIO1.LS1.2": {
    description: "Plan and conduct an investigation to provide evidence that feedback mechanisms maintain homeostasis.",
  },
  "BIO1.LS1.3": {
    description:
      "Use a model to describe how cell division and differentiation build and maintain a multicellular organism of specialized cells that work together to meet the needs of the whole organism, and what happens when control over division is lost.",
  },
  "BIO1.LS1.4": {
    description:
      "Create or use a model to describe how photosynthesis converts light energy into the stored chemical energy of bonds made by converting carbon dioxide and water into sugar and other organic molecules.",
  },
  "BIO1.LS1.5": {
    description:
      "Construct an explanation based on evidence that matter taken into an organism can be broken down and recombined to make the macromolecules needed for life functions.",
  },
  "BIO1.LS1.6": {
    description:
      "Create or use a model to describe how cellular respiration transforms the stored chemical energy of food, and compare aerobic respiration with other ways of metabolizing glucose.",
  },
  "BIO1.LS1.7": {
    description:
      "Explain from evidence how the integrated functions of the brain interpret sensory input and generate behaviors in response.",
  },
  "BIO1.LS1.8": {
    description:
      "Use structural evidence to compare prokaryotic cells, eukaryotic cells and non-cellular viruses, and argue from the characteristics of life whether viruses are living.",
    addedByGeneHive: true,
  },
  "BIO1.LS1.9": {
    description:
      "Develop and use a model of how the immune system's cells and proteins, such as antibodies, recognize specific pathogens, respond to them and build immune memory, including how vaccines create that memory.",
    addedByGeneHive: true,
  },
  "BIO1.LS2.1": {
    description:
      "Use mathematical and/or computational representations to support explanations of factors that affect the carrying capacity of ecosystems at different scales.",
  },
  "BIO1.LS2.2": {
    description:
      "Create or use a mathematical model to describe the transfer of energy from one trophic level to another and the cycling of matter through ecosystems.",
  },
  "BIO1.LS2.4": {
    description:
      "Evaluate how changing conditions, including human activities, affect the stability of ecosystems, and design, evaluate and refine solutions that reduce those impacts on the environment and biodiversity.",
  },
  "BIO1.LS2.9": {
    description:
      "Use mathematical models and public-health data to explain how an infectious disease spreads through a human population and how vaccination and other measures change that spread.",
    addedByGeneHive: true,
  },
  "BIO1.LS3.1": {
    description:
      "Explain the role of DNA and chromosomes in coding the instructions for traits passed from parents to offspring, and how changes in that DNA can change the traits.",
  },
  "BIO1.LS3.2": {
    description:
      "Make and defend a claim, based on evidence, that inheritable genetic variation can come from new genetic combinations through meiosis, errors during replication or mutations caused by environmental factors.",
  },
  "BIO1.LS3.3": {
    description:
      "Apply concepts of statistics and probability to explain the variation and distribution of expressed traits in a population.",
  },
  "BIO1.LS3.4": {
    description:
      "Explain how differences in expressed traits among individuals and groups arise from genetic variation, how often gene variants occur in a population, and interactions between genes and the environment.",
  },
  "BIO1.LS4.2": {
    description: "Explain how natural selection changes populations over time, including resistance in pathogens.",
  },
  "BIO1.LS4.5": {
    description:
      "Evaluate evidence that changes in environmental conditions can change the distribution of traits in a population, increase the numbers of some species, lead to the emergence of new species over time and cause the extinction of others.",
  },
  "BIO1.LS4.6": {
    description:
      "Create or revise a simulation to test a solution that reduces the adverse impacts of human activity on biodiversity.",
  },
  "BIO1.ETS2.1": {
    description:
      "Evaluate how science and technology, such as vaccines and public health programs, affect society, including ethical considerations.",
  },
} as const satisfies Record<string, { description: string; addedByGeneHive?: true }>;

export type StateCode = keyof typeof stateStandards;

/** What the standards index says about the BIO1 codes: whose they are, and why no state is named. */
export const stateStandardsFramework =
  "The BIO1 codes are GeneHive's course codes, each with the one meaning listed here. Their numbering follows the pattern of Tennessee's Biology I standards, but public copies of that framework give the same numbers different meanings, so GeneHive does not claim this wording is any state's: to report against your state's standards, match each code's meaning to your state's current list. Codes marked \"GeneHive code\" were added by GeneHive for work no other code covers.";

export function isStateCode(code: string): code is StateCode {
  return Object.hasOwn(stateStandards, code);
}

/** A code's one meaning, or undefined for a code the table does not have. */
export function stateStandardDescription(code: string): string | undefined {
  return isStateCode(code) ? stateStandards[code].description : undefined;
}

/** A unit's state alignment: the codes it names, each with the table's wording. */
export function stateAlignment(codes: StateCode[]): Array<{ code: StateCode; description: string }> {
  return codes.map((code) => ({ code, description: stateStandards[code].description }));
}
