/**
 * The NGSS high-school performance expectations the units align to, in their official wording, in one
 * place: every unit that cites a code shows the same text.
 */
export const ngssExpectations = {
  "HS-LS1-1":
    "Construct an explanation based on evidence for how the structure of DNA determines the structure of proteins which carry out the essential functions of life through systems of specialized cells.",
  "HS-LS1-2":
    "Develop and use a model to illustrate the hierarchical organization of interacting systems that provide specific functions within multicellular organisms.",
  "HS-LS1-3": "Plan and conduct an investigation to provide evidence that feedback mechanisms maintain homeostasis.",
  "HS-LS1-4":
    "Use a model to illustrate the role of cellular division (mitosis) and differentiation in producing and maintaining complex organisms.",
  "HS-LS1-5": "Use a model to illustrate how photosynthesis transforms light energy into stored chemical energy.",
  "HS-LS1-6":
    "Construct and revise an explanation based on evidence for how carbon, hydrogen, and oxygen from sugar molecules may combine with other elements to form amino acids and/or other large carbon-based molecules.",
  "HS-LS1-7":
    "Use a model to illustrate that cellular respiration is a chemical process whereby the bonds of food molecules and oxygen molecules are broken and the bonds in new compounds are formed resulting in a net transfer of energy.",
  "HS-LS2-1":
    "Use mathematical and/or computational representations to support explanations of factors that affect carrying capacity of ecosystems at different scales.",
  "HS-LS2-2":
    "Use mathematical representations to support and revise explanations based on evidence about factors affecting biodiversity and populations in ecosystems of different scales.",
  "HS-LS2-3":
    "Construct and revise an explanation based on evidence for the cycling of matter and flow of energy in aerobic and anaerobic conditions.",
  "HS-LS2-4":
    "Use mathematical representations to support claims for the cycling of matter and flow of energy among organisms in an ecosystem.",
  "HS-LS2-5":
    "Develop a model to illustrate the role of photosynthesis and cellular respiration in the cycling of carbon among the biosphere, atmosphere, hydrosphere, and geosphere.",
  "HS-LS2-6":
    "Evaluate the claims, evidence, and reasoning that the complex interactions in ecosystems maintain relatively consistent numbers and types of organisms in stable conditions, but changing conditions may result in a new ecosystem.",
  "HS-LS2-7":
    "Design, evaluate, and refine a solution for reducing the impacts of human activities on the environment and biodiversity.",
  "HS-LS2-8":
    "Evaluate the evidence for the role of group behavior on individual and species' chances to survive and reproduce.",
  "HS-LS3-1":
    "Ask questions to clarify relationships about the role of DNA and chromosomes in coding the instructions for characteristic traits passed from parents to offspring.",
  "HS-LS3-2":
    "Make and defend a claim based on evidence that inheritable genetic variations may result from: (1) new genetic combinations through meiosis, (2) viable errors occurring during replication, and/or (3) mutations caused by environmental factors.",
  "HS-LS3-3":
    "Apply concepts of statistics and probability to explain the variation and distribution of expressed traits in a population.",
  "HS-LS4-2":
    "Construct an explanation based on evidence that the process of evolution primarily results from four factors: (1) the potential for a species to increase in number, (2) the heritable genetic variation of individuals in a species due to mutation and sexual reproduction, (3) competition for limited resources, and (4) the proliferation of those organisms that are better able to survive and reproduce in the environment.",
  "HS-LS4-3":
    "Apply concepts of statistics and probability to support explanations that organisms with an advantageous heritable trait tend to increase in proportion to organisms lacking this trait.",
  "HS-LS4-4":
    "Construct an explanation based on evidence for how natural selection leads to adaptation of populations.",
  "HS-LS4-5":
    "Evaluate the evidence supporting claims that changes in environmental conditions may result in: (1) increases in the number of individuals of some species, (2) the emergence of new species over time, and (3) the extinction of other species.",
  "HS-LS4-6":
    "Create or revise a simulation to test a solution to mitigate adverse impacts of human activity on biodiversity.",
  "HS-ESS3-4":
    "Evaluate or refine a technological solution that reduces impacts of human activities on natural systems.",
  "HS-ETS1-1":
    "Analyze a major global challenge to specify qualitative and quantitative criteria and constraints for solutions that account for societal needs and wants.",
  "HS-ETS1-2":
    "Design a solution to a complex real-world problem by breaking it down into smaller, more manageable problems that can be solved through engineering.",
  "HS-ETS1-3":
    "Evaluate a solution to a complex real-world problem based on prioritized criteria and trade-offs that account for a range of constraints, including cost, safety, reliability, and aesthetics as well as possible social, cultural, and environmental impacts.",
  "HS-ETS1-4":
    "Use a computer simulation to model the impact of proposed solutions to a complex real-world problem with numerous criteria and constraints on interactions within and between systems relevant to the problem.",
} as const;

export type NgssCode = keyof typeof ngssExpectations;

/** What the standards index says about how the units cite NGSS, and the expectation no unit addresses. */
export const ngssCoverageNote =
  "A lesson cites a performance expectation only where its students do what the expectation asks: HS-ETS1-3 where they evaluate a solution against criteria and trade-offs, HS-ETS1-4 where they use a computer simulation or spreadsheet model. A rehearsal, showcase or exhibition day cites only an expectation to design, evaluate or refine the solution its students present and defend there (Unit 3's rehearsal and showcase, Days 28 and 29, cite HS-LS2-7); one where students present other work cites none, and reflection and celebration days cite none. HS-LS4-1 (the evidence for common ancestry) is not addressed by any unit: the course meets evolution as natural selection in real problems (antibiotic resistance in Unit 2, species on the move in Unit 3, the sickle cell allele in Unit 5), but no lesson has students communicate the lines of evidence for common ancestry, so a course that must cover it needs a lesson of its own.";

/** A unit's NGSS alignment: the codes it names, each with its official wording. */
export function ngssAlignment(codes: NgssCode[]): Array<{ code: NgssCode; description: string }> {
  return codes.map((code) => ({ code, description: ngssExpectations[code] }));
}
