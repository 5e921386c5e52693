import { interactive, textbook, video } from "#app/content/curriculum/resources.ts";
import type { LessonInput, PhaseInput } from "#app/content/curriculum/schema.ts";
import { day, lessonPlanMaterial } from "./days.ts";
import { unlistedHandouts } from "./unlisted-handouts.ts";

/* ------------------------------------------------------------------------------------------------
 * Phase 2: Disease Transmission & Herd Immunity (Days 7-14)
 * ---------------------------------------------------------------------------------------------- */

const phase2Plans: LessonInput[] = [
  day(2, {
    number: 7,
    title: "How Diseases Spread: Modes of Transmission",
    description:
      "A glitter 'germ' demonstration and case-study stations introduce contact, droplet, airborne, vector-borne and waterborne transmission and the chain of infection.",
    drivingQuestion: "Why do some diseases spread through a cough while others need a mosquito or dirty water?",
    objectives: [
      "Classify diseases by their main mode of transmission using case evidence.",
      "Map the six links of the chain of infection for a specific disease.",
      "Propose a prevention measure that breaks a specific link in the chain.",
    ],
    keyUnderstandings: [
      "A pathogen's mode of transmission depends on its biology, such as how long it survives outside a host and where it multiplies in the body.",
      "Prevention works by breaking at least one link in the chain of infection: agent, reservoir, portal of exit, mode of transmission, portal of entry or susceptible host.",
    ],
    materials: [
      "For the default class of 30 in 8 groups of about 4, set up in 10 minutes: 1 teaspoon of fine glitter or 15 mL of fluorescent lotion per group (8 teaspoons or 120 mL for the class) and 2 UV flashlights for the class; soap, water and paper towels at the sink for every student",
      "Fine craft glitter or washable fluorescent lotion and a UV flashlight",
      "Five case cards: measles (airborne), influenza (droplet), norovirus (contact and surfaces), malaria (mosquito vector), cholera (water)",
      "Chain-of-infection template",
      "Soap, water and paper towels",
    ],
    activities: [
      {
        title: "Glitter germs",
        minutes: 10,
        description:
          "One student's hands are coated with glitter before they hand out papers and touch door handles; the class tracks where 'germs' end up and tests how well handwashing removes them.",
      },
      {
        title: "Transmission case stations",
        minutes: 25,
        description:
          "Groups rotate through five case cards, recording how each pathogen leaves one host, travels and enters the next, and which evidence (timing, location, who got sick) points to that route.",
      },
      {
        title: "Break the chain",
        minutes: 12,
        description:
          "Each group maps the chain of infection for one case and proposes a measure for a specific link (for example bed nets, clean water, ventilation, vaccination).",
      },
      {
        title: "Exit ticket",
        minutes: 5,
        description: "Students explain why handwashing helps against norovirus but does little against malaria.",
      },
    ],
    differentiation: {
      supported: ["Provide case cards with the transmission route highlighted and icons for each route."],
      extension: ["Explain why measles, which stays in the air for up to two hours, spreads further than influenza."],
      multilingual: ["Use pictograms for each mode of transmission and a bilingual chain-of-infection template."],
    },
    assessment: [
      "Station record sheet with correct transmission routes and evidence.",
      "Chain-of-infection map with a targeted prevention measure.",
    ],
    lab: true,
    safety: [
      "Use a UV-A (blacklight) flashlight only, never a UV-C germicidal lamp. No one shines it toward a face or looks into the beam; the teacher or one named student holds it.",
      "Check for skin allergies and fragrance sensitivity before class and use a fragrance-free lotion. It goes only on the volunteer's hands, never near the eyes or on broken skin or eczema; a student who prefers not to is a tracker instead.",
      "Glitter can scratch an eye: use fine biodegradable glitter, keep hands away from faces until they are washed, and pick glitter up with a damp paper towel rather than blowing it away.",
      "Send one group to the sink at a time and wipe water off the floor so no one slips.",
      "Everyone washes hands with soap and water for at least 20 seconds at the end (the point of the lesson), and the door handles and desks the 'germs' reached are wiped down.",
    ],
    standards: { state: ["BIO1.LS2.9"], ngss: ["HS-LS2-2", "HS-ETS1-2"] },
  }),
  day(2, {
    number: 8,
    title: "R0 and Exponential Growth",
    description:
      "Students simulate generations of infection with dice, graph case counts and use the basic reproduction number (R0) to compare how fast different diseases can grow.",
    drivingQuestion: "How can a handful of cases turn into thousands in a few weeks?",
    objectives: [
      "Define the basic reproduction number (R0) and explain what values above and below 1 mean.",
      "Model exponential growth of cases across generations using a dice simulation.",
      "Graph and compare growth for diseases with different R0 values.",
    ],
    keyUnderstandings: [
      "R0 is the average number of people one case infects in a population where everyone is susceptible.",
      "When each case causes more than one new case, outbreaks grow exponentially; when fewer than one, they shrink.",
      "R0 is not fixed: it depends on the pathogen, how people contact each other and the setting.",
    ],
    materials: [
      "Dice (two per group) and simulation rules card",
      "Graph paper or a shared spreadsheet",
      "R0 reference table: measles about 12-18, chickenpox about 10-12, seasonal influenza about 1.3, early COVID-19 about 2.5",
    ],
    activities: [
      {
        title: "Warm-up: The doubling puzzle",
        minutes: 5,
        description:
          "If cases double every three days starting from one case, how many are there after 30 days? Students estimate, then calculate.",
      },
      {
        title: "Dice outbreak simulation",
        minutes: 20,
        description:
          "Each infected 'person' rolls to determine how many new cases they cause; groups run six generations for a low-R0 and a high-R0 rule set and record totals.",
      },
      {
        title: "Graph the growth",
        minutes: 15,
        description: "Groups graph cases per generation for both rule sets and describe the shape of each curve.",
      },
      {
        title: "Compare real diseases",
        minutes: 10,
        description:
          "Using the R0 table, students rank diseases by potential speed of spread and discuss why real outbreaks eventually slow down (fewer susceptible people, behavior changes).",
      },
      {
        title: "Exit ticket",
        minutes: 5,
        description: "Students explain what would happen to an outbreak if R0 dropped from 3 to 0.8.",
      },
    ],
    differentiation: {
      supported: ["Provide a pre-labeled data table and graph axes.", "Use a calculator for generation totals."],
      extension: [
        "Write the formula for cases in generation n (R0 to the power n) and compare it with the simulation.",
      ],
      multilingual: ["Model the dice rules with a worked example before groups start."],
    },
    assessment: ["Graphs with labeled axes and a description of curve shape.", "Exit ticket on R0 above and below 1."],
    standards: { state: ["BIO1.LS2.9"], ngss: ["HS-LS2-2"] },
  }),
  day(2, {
    number: 9,
    title: "Herd Immunity: Protecting Those Who Cannot Be Vaccinated",
    description:
      "A grid simulation shows how outbreaks stall as vaccination coverage rises; students calculate herd immunity thresholds from R0 and identify who depends on community protection.",
    drivingQuestion: "How does my vaccination protect people who cannot be vaccinated?",
    objectives: [
      "Simulate outbreaks in populations with different vaccination coverage and compare outcomes.",
      "Calculate the herd immunity threshold using 1 - 1/R0.",
      "Identify groups that depend on community immunity and explain why.",
    ],
    keyUnderstandings: [
      "When enough people are immune, a pathogen cannot find enough susceptible hosts and outbreaks die out.",
      "The more contagious a disease, the higher the share of immune people needed: about 92-95% for measles.",
      "Newborns, people receiving chemotherapy and people with some immune disorders rely on the immunity of those around them.",
    ],
    materials: [
      "10 x 10 grid sheets (one per group) and two colors of counters or beans",
      "Random number cards or dice to choose the first case",
      "Calculator",
    ],
    activities: [
      {
        title: "Warm-up: Who can't get vaccinated?",
        minutes: 5,
        description: "Students brainstorm people who cannot receive some vaccines and why.",
      },
      {
        title: "Grid simulation",
        minutes: 25,
        description:
          "Groups place 'vaccinated' counters at 0%, 50%, 80% and 95% coverage, start an infection at a random square and spread it to unvaccinated neighbors each round, recording total infections.",
      },
      {
        title: "Calculate thresholds",
        minutes: 12,
        description:
          "Students calculate 1 - 1/R0 for measles, polio and influenza and compare the results with their simulation coverage levels.",
      },
      {
        title: "Discussion: Community protection",
        minutes: 8,
        description:
          "Whole-class discussion of how clusters of low coverage (a school, a neighborhood) can allow outbreaks even when the national average is high.",
      },
      {
        title: "Exit ticket",
        minutes: 5,
        description: "Students explain herd immunity to a younger sibling in three sentences.",
      },
    ],
    differentiation: {
      supported: ["Provide grids with the vaccinated squares already shaded for each coverage level."],
      extension: [
        "Adjust the threshold for a vaccine that is 90% effective (divide the threshold by 0.9) and discuss the result.",
      ],
      multilingual: ["Use visual grids and gestures; offer the explanation task orally or in writing."],
    },
    assessment: [
      "Simulation data table and graph of infections versus coverage.",
      "Correct threshold calculations.",
      "Exit ticket explanation.",
    ],
    standards: { state: ["BIO1.LS2.9"], ngss: ["HS-LS2-2"] },
  }),
  day(2, {
    number: 10,
    title: "Modeling Outbreaks with the SIR Model",
    description:
      "Students use the BioInteractive outbreak simulator to explore the susceptible-infected-recovered model and test how transmission, recovery and vaccination change an epidemic curve.",
    drivingQuestion: "How do scientists predict the course of an epidemic before it happens?",
    objectives: [
      "Describe the three compartments of the SIR model and how people move between them.",
      "Use a computer simulation to test how changing one parameter affects the epidemic curve.",
      "Explain 'flattening the curve' in terms of health-care capacity.",
    ],
    keyUnderstandings: [
      "Models simplify reality; their predictions depend on assumptions such as how often people contact each other.",
      "Lowering transmission or moving people directly from S to R through vaccination lowers and delays the epidemic peak.",
    ],
    materials: [
      "Computers or tablets with the BioInteractive Modeling Disease Spread Click & Learn",
      "Simulation worksheet",
      "Graph paper",
    ],
    activities: [
      {
        title: "Introduce S, I and R",
        minutes: 8,
        description: "Connect the Day 1 simulation to the three compartments and sketch a predicted curve for each.",
      },
      {
        title: "Outbreak simulator",
        minutes: 22,
        description:
          "Pairs run the baseline simulation, record peak infections and timing, then change one parameter (transmission probability, recovery rate or starting immunity) and rerun.",
      },
      {
        title: "Compare and explain",
        minutes: 15,
        description:
          "Pairs share results on a class chart and explain which intervention each parameter represents, such as masks, treatment or vaccination.",
      },
      {
        title: "Exit ticket",
        minutes: 5,
        description: "Students draw two curves, with and without an intervention, and mark a hospital capacity line.",
      },
    ],
    differentiation: {
      supported: ["Provide step-by-step screenshots of the simulator and a partially completed results table."],
      extension: ["Explore the Epidemic Simulator's equations and explain what the transmission rate multiplies."],
      multilingual: ["Pair students with a shared-language partner for the simulator instructions."],
    },
    assessment: ["Simulation worksheet with controlled comparison.", "Exit ticket curves with capacity line."],
    standards: { state: ["BIO1.LS2.9"], ngss: ["HS-LS2-2", "HS-ETS1-4"] },
  }),
  day(2, {
    number: 11,
    title: "From Lab to Arm: Vaccine Development and Safety",
    description:
      "Students sequence the stages of vaccine development, calculate vaccine efficacy from trial data and learn how safety is monitored after approval.",
    drivingQuestion: "How do we know a vaccine is safe and that it works?",
    objectives: [
      "Sequence preclinical testing, Phase I-III clinical trials, regulatory review and post-approval monitoring.",
      "Calculate vaccine efficacy from attack rates in vaccinated and placebo groups.",
      "Evaluate a vaccine against the criteria regulators weigh (efficacy, safety, cost and access) and the trade-offs among them.",
      "Explain what a report to a vaccine safety monitoring system does and does not show.",
    ],
    keyUnderstandings: [
      "Trials grow from tens of volunteers (safety) to hundreds (dose and immune response) to thousands (efficacy) before approval.",
      "Efficacy compares disease rates: efficacy = (rate in placebo group - rate in vaccinated group) / rate in placebo group.",
      "Safety monitoring continues after approval; a report of an event after vaccination is a signal to investigate, not proof that the vaccine caused it.",
    ],
    materials: ["Vaccine development timeline cards", "Simplified Phase III trial data table", "Calculators"],
    activities: [
      {
        title: "Timeline card sort",
        minutes: 15,
        description: "Groups order the development stages, noting what each stage tests and how many people take part.",
      },
      {
        title: "Calculate efficacy",
        minutes: 20,
        description:
          "Using a simplified trial table (for example 20,000 per group, 8 cases vaccinated, 160 cases placebo), students calculate attack rates and efficacy and interpret the result.",
      },
      {
        title: "Safety signals",
        minutes: 10,
        description:
          "Discuss why anyone can submit a report to the Vaccine Adverse Event Reporting System (VAERS) and why scientists compare reported rates with background rates before concluding anything.",
      },
      {
        title: "Exit ticket",
        minutes: 5,
        description: "Students explain to a worried relative why a vaccine is still studied after it is approved.",
      },
    ],
    differentiation: {
      supported: ["Provide a worked efficacy example before the independent calculation."],
      extension: ["Explain why very rare side effects may only appear after millions of doses."],
      multilingual: ["Timeline cards include icons and numbers so the sequence is clear without dense text."],
    },
    assessment: [
      "Correctly ordered timeline with the purpose of each stage.",
      "Efficacy calculation and interpretation.",
    ],
    standards: { state: ["BIO1.ETS2.1"], ngss: ["HS-ETS1-3"] },
  }),
  day(2, {
    number: 12,
    title: "Evolving Pathogens: Variants and Resistance",
    description:
      "A bead simulation models natural selection for antibiotic resistance; students connect it to new flu strains and to genome tracking in the 2014 Ebola outbreak.",
    drivingQuestion: "Why do we need a new flu vaccine every year, and why are some antibiotics stopping working?",
    objectives: [
      "Model natural selection of resistant bacteria under repeated antibiotic exposure.",
      "Graph the change in the proportion of resistant bacteria across generations.",
      "Explain antigenic drift and why influenza vaccines are updated each year.",
      "Recommend actions that slow the evolution of antibiotic resistance.",
    ],
    keyUnderstandings: [
      "Variation already exists in a pathogen population; antibiotics select for resistant individuals, which then make up more of the population.",
      "Viruses such as influenza mutate quickly, so their surface antigens drift and antibodies from past infection or vaccination fit less well.",
      "Using antibiotics only when needed and exactly as prescribed reduces selection pressure for resistance.",
    ],
    materials: [
      "Bags of 100 beads in two colors (95 'susceptible', 5 'resistant')",
      "Cups and data tables",
      "Flu strain reading with a simple antigen diagram",
    ],
    activities: [
      {
        title: "Warm-up",
        minutes: 5,
        description:
          "Students recall the last time someone they know was prescribed antibiotics and what instructions came with them.",
      },
      {
        title: "Bead resistance simulation",
        minutes: 22,
        description:
          "Each 'dose' removes most susceptible beads; survivors 'reproduce' (double) to refill the cup. Groups run five generations, including one where the course is stopped early, and record counts.",
      },
      {
        title: "Graph and explain",
        minutes: 13,
        description:
          "Groups graph the percentage of resistant beads per generation and explain the trend using variation, selection and inheritance.",
      },
      {
        title: "Flu drift reading",
        minutes: 10,
        description:
          "Students read about how influenza surface proteins change, and why the World Health Organization recommends new vaccine strains twice a year (for each hemisphere).",
      },
      {
        title: "Exit ticket",
        minutes: 5,
        description: "Students explain why antibiotics do not help a cold and how misuse contributes to resistance.",
      },
    ],
    differentiation: {
      supported: ["Provide the data table with generation rows and a graph template."],
      extension: [
        "Use the BioInteractive Ebola case study to explain how genome sequencing tracked the virus's spread and mutations.",
      ],
      multilingual: ["Demonstrate one generation of the bead simulation visually before groups begin."],
    },
    assessment: [
      "Graph with explanation of natural selection (variation, selection, inheritance).",
      "Exit ticket on antibiotic misuse.",
    ],
    standards: { state: ["BIO1.LS4.2"], ngss: ["HS-LS4-2", "HS-LS4-3", "HS-LS4-4"] },
  }),
  day(2, {
    number: 13,
    title: "Trust, History and Vaccine Equity",
    description:
      "Students examine the history behind medical mistrust (the U.S. Public Health Service syphilis study at Tuskegee and the story of Henrietta Lacks), the protections that followed, and inequities in vaccine access today.",
    drivingQuestion: "Why do some communities distrust medicine, and what does it take to earn trust?",
    objectives: [
      "Describe the Tuskegee syphilis study and the use of Henrietta Lacks's cells and the ethical failures in each.",
      "Explain how informed consent and review boards protect research participants today.",
      "Analyze data on unequal vaccine access within the United States and between countries.",
      "Identify practices that build trust in public health messages.",
    ],
    keyUnderstandings: [
      "Mistrust of medicine in some communities is rooted in real historical abuses, not ignorance.",
      "Equity in health depends on access (clinics, transport, time off work, cost, language) as well as on science.",
      "Trusted messengers from the community and honest, respectful communication improve public health outcomes.",
    ],
    materials: [
      "Gallery-walk document set: timeline of the Tuskegee study (1932-1972), excerpt on Henrietta Lacks (1951), Belmont Report principles, global vaccine access chart",
      "Socratic circle question cards",
      "Sticky notes",
    ],
    activities: [
      {
        title: "Gallery walk",
        minutes: 20,
        description:
          "Students visit document stations and record what happened, who was harmed, what rules changed and a question it raises.",
      },
      {
        title: "Socratic circle",
        minutes: 20,
        description:
          "Inner and outer circles discuss: How should this history shape public health work today? What does a trustworthy health message look like?",
      },
      {
        title: "Connect to our campaign",
        minutes: 8,
        description: "Students list three trust-building practices their own campaign must follow.",
      },
      {
        title: "Exit ticket",
        minutes: 5,
        description:
          "Students write one thing they learned and one way it changes how they will talk to their community.",
      },
    ],
    differentiation: {
      supported: ["Provide shortened, annotated versions of each document with key dates highlighted."],
      extension: ["Research a global vaccine-equity initiative and evaluate its successes and limits."],
      multilingual: ["Allow discussion notes in home languages; offer sentence frames for the Socratic circle."],
    },
    assessment: [
      "Gallery-walk notes.",
      "Participation in the Socratic circle using evidence.",
      "Trust-building practices list.",
    ],
    standards: { state: ["BIO1.ETS2.1"], ngss: ["HS-ETS1-1"] },
  }),
  day(2, {
    number: 14,
    title: "Checkpoint 2: Herd Immunity Policy Brief",
    description:
      "Phase 2 checkpoint. Teams use R0, vaccine efficacy and coverage data to write a one-page policy brief recommending how a school or neighborhood can reach and keep community immunity for one disease.",
    drivingQuestion: "What would it take for our community to be protected from a vaccine-preventable disease?",
    objectives: [
      "Calculate the herd immunity threshold for a chosen disease and compare it with local coverage data.",
      "Write an evidence-based recommendation that considers access and trust.",
      "Give and respond to peer feedback on scientific accuracy.",
    ],
    keyUnderstandings: [
      "Policy recommendations combine biological data with the social factors that affect whether people can act on them.",
      "A gap between coverage and threshold shows where outbreaks are most likely.",
    ],
    materials: [
      "Coverage data sheets (for example kindergarten MMR and DTaP coverage by county)",
      "Policy brief template and rubric",
      "Calculators",
    ],
    activities: [
      {
        title: "Review the task",
        minutes: 5,
        description: "Review the brief template and rubric; teams choose measles, pertussis or influenza.",
      },
      {
        title: "Analyze the data",
        minutes: 15,
        description:
          "Teams calculate the threshold, compare it with the coverage data and identify the size of any gap.",
      },
      {
        title: "Draft the brief",
        minutes: 25,
        description:
          "Teams write the problem, the evidence, two recommendations (one on access, one on communication) and expected impact.",
      },
      {
        title: "Peer review",
        minutes: 8,
        description:
          "Teams swap briefs and check calculations and whether each recommendation is supported by evidence.",
      },
    ],
    differentiation: {
      supported: ["Provide a brief template with sentence frames for each section."],
      extension: ["Include a cost or feasibility comparison between two recommendations."],
      multilingual: ["Teams may draft in a shared home language and translate the final brief with support."],
    },
    assessment: [
      "Policy brief scored with the Checkpoint 2 rubric (data accuracy, reasoning, equity, clarity).",
      "Peer review checklist.",
    ],
    standards: { state: ["BIO1.LS2.9", "BIO1.ETS2.1"], ngss: ["HS-LS2-2"] },
  }),
];

/* Student handouts for Days 7-14 (issue 29, point 2): each day's own work, keyed in answer-keys/unit2a.ts. */
type HandoutInput = NonNullable<LessonInput["handout"]>;

const phase2Handouts: Record<number, HandoutInput> = {
  7: {
    title: "Transmission Detective",
    intro:
      "Five diseases spread in five different ways. Use the case cards to find each one's route, then map the chain of infection for one disease and find the link you would break.",
    sections: [
      {
        heading: "Station record",
        prompts: [
          {
            id: "u2-d7-q1",
            text: "For each case card, record the main route of transmission and the clue on the card that told you.",
            response: {
              kind: "table",
              columns: ["Disease", "Main route", "Evidence from the card"],
              rows: ["Measles", "Influenza", "Norovirus", "Malaria", "Cholera"],
            },
          },
          {
            id: "u2-d7-q2",
            text: "After the glitter (or lotion) handshake, where did the 'germ' end up? What does this show about contact spread?",
          },
        ],
      },
      {
        heading: "Chain of infection",
        prompts: [
          {
            id: "u2-d7-q3",
            text: "Choose one disease. Name its six links: pathogen, reservoir, portal of exit, mode of transmission, portal of entry, susceptible host.",
            response: {
              kind: "table",
              columns: ["Link", "For my disease"],
              rows: [
                "Pathogen",
                "Reservoir",
                "Portal of exit",
                "Mode of transmission",
                "Portal of entry",
                "Susceptible host",
              ],
            },
          },
          {
            id: "u2-d7-q4",
            text: "Propose one prevention measure. Which link does it break, and why would breaking that link stop new cases?",
          },
          {
            id: "u2-d7-q5",
            text: "Why does handwashing protect against norovirus far better than against measles?",
          },
        ],
      },
    ],
    wordBank: [
      { term: "airborne", meaning: "carried in tiny particles that stay in the air and drift across a room" },
      { term: "droplet", meaning: "carried in larger drops from coughs and sneezes that fall within about 2 m" },
      { term: "vector", meaning: "an animal, such as a mosquito, that carries a pathogen between hosts" },
      { term: "reservoir", meaning: "where a pathogen lives and multiplies between infections" },
      { term: "susceptible host", meaning: "a person who can be infected because they are not immune" },
    ],
    sentenceStarters: [
      "The card says ..., so the route is ...",
      "This measure breaks the ... link because ...",
      "Handwashing works better for ... because ...",
    ],
  },
  8: {
    title: "R0 Dice Outbreak",
    intro:
      "R0 is the average number of people one case infects in a population where nobody is immune. Roll the dice to grow two outbreaks generation by generation, graph them and compare.",
    sections: [
      {
        heading: "Run the simulation",
        reference: {
          caption: "R0 of some diseases (approximate)",
          columns: ["Disease", "R0"],
          rows: [
            ["Measles", "12-18"],
            ["Chickenpox", "10-12"],
            ["Early COVID-19", "about 2.5"],
            ["Seasonal influenza", "about 1.3"],
          ],
        },
        prompts: [
          {
            id: "u2-d8-q1",
            text: "Follow the rules card for Disease A and Disease B. Record the new cases in each generation.",
            response: {
              kind: "table",
              columns: [
                "Generation",
                "Disease A new cases",
                "Disease A total",
                "Disease B new cases",
                "Disease B total",
              ],
              rows: ["0", "1", "2", "3", "4", "5"],
            },
          },
          {
            id: "u2-d8-q2",
            text: "Graph total cases against generation for both diseases on the same axes.",
            response: { kind: "graph", x: "Generation", y: "Total cases" },
          },
        ],
      },
      {
        heading: "Make sense of the curves",
        prompts: [
          { id: "u2-d8-q3", text: "Describe the shape of each curve. Which one is exponential growth?" },
          {
            id: "u2-d8-q4",
            text: "If R0 were exactly 2, how many new cases would there be in generation 5, starting from one case? Show your working.",
          },
          {
            id: "u2-d8-q5",
            text: "Exit ticket: What happens to an outbreak when each case infects on average fewer than 1 person? More than 1?",
          },
        ],
      },
    ],
    wordBank: [
      { term: "R0", meaning: "the average number of people one case infects when nobody is immune" },
      { term: "generation", meaning: "one round of people infecting the next group" },
      { term: "exponential growth", meaning: "growth by multiplying by the same factor each step" },
      { term: "outbreak", meaning: "more cases than expected in one place and time" },
    ],
    sentenceStarters: [
      "Disease A's curve ... because each case ...",
      "When R0 is below 1, ...",
      "In generation 5 there would be ... because ...",
    ],
  },
  9: {
    title: "How Many Must Be Immune?",
    intro:
      "Some people cannot be vaccinated: newborns, people having cancer treatment, people with weak immune systems. Simulate outbreaks on a 10 x 10 grid at different vaccination levels, then calculate the herd immunity threshold.",
    sections: [
      {
        heading: "Grid simulation",
        prompts: [
          {
            id: "u2-d9-q1",
            text: "Record how many people were infected in each run (100 people on the grid).",
            response: {
              kind: "table",
              columns: ["% vaccinated", "Run 1 infected", "Run 2 infected", "Mean infected"],
              rows: ["0", "25", "50", "75", "90"],
            },
          },
          {
            id: "u2-d9-q2",
            text: "Graph mean number infected against % vaccinated.",
            starter: "As coverage rose, the number infected ...",
            response: { kind: "graph", x: "% vaccinated", y: "Mean number infected" },
          },
        ],
      },
      {
        heading: "Calculate the threshold",
        reference: {
          caption: "Herd immunity threshold = 1 - 1/R0",
          columns: ["Disease", "R0 used"],
          rows: [
            ["Measles", "15"],
            ["Chickenpox", "11"],
            ["Early COVID-19", "2.5"],
            ["Seasonal influenza", "1.3"],
          ],
        },
        prompts: [
          {
            id: "u2-d9-q3",
            text: "Calculate the threshold for each disease in the table, as a percentage to one decimal place.",
            response: {
              kind: "table",
              columns: ["Disease", "1/R0", "Threshold (%)"],
              rows: ["Measles", "Chickenpox", "Early COVID-19", "Seasonal influenza"],
            },
          },
          {
            id: "u2-d9-q4",
            text: "Why does measles need a much higher vaccination level than influenza to stop spreading?",
            starter: "Measles needs a higher threshold because ...",
          },
          {
            id: "u2-d9-q5",
            text: "Exit ticket: Name two groups who depend on the people around them being immune, and explain why.",
            starter: "... depend on herd immunity because ...",
          },
        ],
      },
    ],
    wordBank: [
      {
        term: "herd immunity",
        meaning: "protection of a whole community when enough people are immune that a pathogen cannot keep spreading",
      },
      { term: "threshold", meaning: "the level that must be reached for something to happen" },
      { term: "coverage", meaning: "the percentage of people who are vaccinated" },
      { term: "immunocompromised", meaning: "having an immune system that cannot respond fully" },
    ],
    sentenceStarters: [
      "As coverage rose, the number infected ...",
      "Measles needs a higher threshold because ...",
      "... depend on herd immunity because ...",
    ],
  },
  10: {
    title: "SIR Model Explorer",
    intro:
      "The SIR model sorts a population into Susceptible, Infected and Recovered. Use the Modeling Disease Spread Click & Learn to change one thing at a time and watch the epidemic curve.",
    sections: [
      {
        heading: "The model",
        prompts: [
          {
            id: "u2-d10-q1",
            text: "Draw the three boxes S, I and R with arrows. Label what moves people along each arrow.",
            response: { kind: "drawing", lines: 6 },
          },
        ],
      },
      {
        heading: "Controlled comparison",
        prompts: [
          {
            id: "u2-d10-q2",
            text: "Choose ONE parameter to change (contact rate, length of infection or % vaccinated). Keep everything else the same and record the results.",
            response: {
              kind: "table",
              columns: ["Run", "Value of my parameter", "Peak % infected", "Day of peak", "% ever infected"],
              rows: ["1", "2", "3"],
            },
          },
          {
            id: "u2-d10-q3",
            text: "Write a claim about how your parameter changes the curve, using your numbers as evidence.",
          },
          {
            id: "u2-d10-q4",
            text: "Exit ticket: Sketch two epidemic curves with the same total cases, one tall and narrow, one flat and wide, and draw a horizontal line for hospital capacity.",
            response: { kind: "graph", x: "Time (days)", y: "People infected at once" },
          },
          {
            id: "u2-d10-q5",
            text: "Explain why 'flattening the curve' matters even if the same number of people get sick.",
          },
        ],
      },
    ],
    wordBank: [
      { term: "susceptible", meaning: "able to catch the disease" },
      { term: "recovered", meaning: "no longer infected and (for a while) immune" },
      { term: "parameter", meaning: "a setting of the model that you can change" },
      { term: "peak", meaning: "the highest point of the curve" },
      { term: "capacity", meaning: "how many patients hospitals can care for at once" },
    ],
    sentenceStarters: [
      "When I increased ..., the peak ...",
      "My evidence is that in run ...",
      "Flattening the curve matters because ...",
    ],
  },
  11: {
    title: "From Lab to Arm",
    intro:
      "A vaccine goes through years of testing before anyone outside a trial receives it. Put the stages in order, then use a simplified Phase III trial to calculate how well a vaccine works.",
    sections: [
      {
        heading: "The development timeline",
        prompts: [
          {
            id: "u2-d11-q1",
            text: "Order the timeline cards and give the main question each stage answers.",
            response: {
              kind: "table",
              columns: ["Order", "Stage", "Main question it answers"],
              rows: ["1", "2", "3", "4", "5", "6"],
            },
          },
        ],
      },
      {
        heading: "Phase III trial data",
        reference: {
          caption: "Simplified Phase III trial (fictional vaccine, 30,000 adult volunteers, followed for 6 months)",
          columns: ["Group", "Participants", "Confirmed cases", "Severe cases"],
          rows: [
            ["Vaccine", "15,000", "18", "1"],
            ["Placebo", "15,000", "180", "20"],
          ],
        },
        prompts: [
          {
            id: "u2-d11-q2",
            text: "Calculate the attack rate (cases / participants x 100) in each group.",
            response: { kind: "table", columns: ["Group", "Attack rate (%)"], rows: ["Vaccine", "Placebo"] },
          },
          {
            id: "u2-d11-q3",
            text: "Calculate vaccine efficacy = (placebo rate - vaccine rate) / placebo rate x 100. Then do the same for severe cases.",
          },
          {
            id: "u2-d11-q4",
            text: "Explain in one sentence what your efficacy number means for a person who is vaccinated.",
          },
          { id: "u2-d11-q5", text: "Why are trials randomised and 'double-blind'?" },
        ],
      },
      {
        heading: "After approval",
        prompts: [
          {
            id: "u2-d11-q6",
            text: "Anyone can file a report to a vaccine safety monitoring system (such as VAERS in the United States). What does one report show, and what does it not show?",
          },
        ],
      },
    ],
    wordBank: [
      { term: "placebo", meaning: "an injection with no vaccine in it, given to the comparison group" },
      { term: "attack rate", meaning: "the percentage of a group who became cases" },
      { term: "efficacy", meaning: "how much a vaccine lowers the risk of disease in a trial" },
      { term: "randomised", meaning: "people assigned to groups by chance" },
      { term: "double-blind", meaning: "neither volunteers nor researchers know who got which injection" },
    ],
    sentenceStarters: [
      "The attack rate in the placebo group was ...",
      "An efficacy of ... means that ...",
      "A single report shows ... but it does not show ...",
    ],
  },
  12: {
    title: "Survival of the Resistant",
    intro:
      "Bacteria in an infection vary. Model what repeated antibiotic exposure does to a population of 95 susceptible and 5 resistant bacteria, then read about how the flu virus changes each year.",
    sections: [
      {
        heading: "Bead selection model",
        prompts: [
          {
            id: "u2-d12-q1",
            text: "Record your cup's population after each round of antibiotic and regrowth (use the data table rules).",
            response: {
              kind: "table",
              columns: ["Generation", "Susceptible", "Resistant", "Total", "% resistant"],
              rows: ["0", "1", "2", "3", "4", "5"],
            },
          },
          {
            id: "u2-d12-q2",
            text: "Graph % resistant against generation.",
            response: { kind: "graph", x: "Generation", y: "% resistant" },
          },
          {
            id: "u2-d12-q3",
            text: "Explain the rise in resistant bacteria using the three parts of natural selection: variation, selection and inheritance.",
          },
        ],
      },
      {
        heading: "Flu and antibiotics in real life",
        prompts: [
          {
            id: "u2-d12-q4",
            text: "Use the flu strain reading: what is antigenic drift, and why is the flu vaccine updated every year?",
          },
          {
            id: "u2-d12-q5",
            text: "Exit ticket: A friend stops taking an antibiotic after two days because they feel better. Explain how this can favor resistant bacteria, and give two other actions that slow resistance.",
          },
        ],
      },
    ],
    wordBank: [
      { term: "resistant", meaning: "able to survive an antibiotic" },
      { term: "natural selection", meaning: "individuals with helpful variations survive and reproduce more" },
      { term: "antigenic drift", meaning: "small changes in a virus's surface proteins that build up over time" },
      { term: "mutation", meaning: "a change in DNA or RNA that can create a new variation" },
    ],
    sentenceStarters: [
      "The resistant bacteria were already there because ...",
      "After each round, ... survived and ...",
      "Stopping early can favor resistance because ...",
    ],
  },
  13: {
    title: "Trust, History and Equity",
    intro:
      "Trust in medicine has been earned and broken. At each gallery document, take notes; then use them as evidence in the Socratic circle.",
    sections: [
      {
        heading: "Gallery-walk notes",
        prompts: [
          {
            id: "u2-d13-q1",
            text: "For each document, note what happened and what ethical rule it shows was broken or protected.",
            response: {
              kind: "table",
              columns: ["Document", "What happened", "Ethical rule broken or protected"],
              rows: [
                "Tuskegee study (1932-1972)",
                "Henrietta Lacks (1951)",
                "Belmont Report",
                "Global vaccine access chart",
              ],
            },
          },
          { id: "u2-d13-q2", text: "How do informed consent and review boards protect research volunteers today?" },
        ],
      },
      {
        heading: "Socratic circle and action",
        prompts: [
          {
            id: "u2-d13-q3",
            text: "Write down one question you will ask in the circle and the evidence you will bring.",
          },
          {
            id: "u2-d13-q4",
            text: "What does the global vaccine access document show about who gets vaccines first? Give one number from it.",
          },
          {
            id: "u2-d13-q5",
            text: "List three practices that would help a public health message earn trust in our community.",
          },
        ],
      },
    ],
    wordBank: [
      {
        term: "informed consent",
        meaning: "agreeing to take part after being told the purpose, risks and right to stop",
      },
      { term: "review board", meaning: "a committee that checks research is ethical before it starts" },
      { term: "equity", meaning: "fairness: everyone has what they need to be healthy" },
      {
        term: "respect for persons",
        meaning: "Belmont principle: people choose freely and vulnerable people are protected",
      },
    ],
    sentenceStarters: [
      "The document shows that ...",
      "This broke the principle of ... because ...",
      "One way to build trust is ...",
    ],
  },
  14: {
    title: "Herd Immunity Policy Brief",
    intro:
      "Checkpoint 2. Choose a vaccine-preventable disease, compare local coverage with its herd immunity threshold, and write a one-page recommendation for a community leader.",
    sections: [
      {
        heading: "The numbers",
        prompts: [
          {
            id: "u2-d14-q1",
            text: "Record your disease, its R0, its threshold (1 - 1/R0) and the coverage for three counties from the data sheet.",
            response: {
              kind: "table",
              columns: ["Item", "Value", "Source"],
              rows: ["Disease and R0", "Threshold (%)", "County 1 coverage", "County 2 coverage", "County 3 coverage"],
            },
          },
          { id: "u2-d14-q2", text: "Which counties are below the threshold, and by how many percentage points?" },
        ],
      },
      {
        heading: "The brief",
        prompts: [
          {
            id: "u2-d14-q3",
            text: "Write your recommendation: claim, evidence (your numbers), reasoning (why the threshold matters), and one barrier of access or trust it addresses.",
            response: { kind: "lines", count: 12 },
          },
          {
            id: "u2-d14-q4",
            text: "Peer review: one strength and one question about scientific accuracy from your reviewer, and how you responded.",
          },
        ],
      },
    ],
    wordBank: [
      { term: "recommendation", meaning: "an action you advise a decision-maker to take" },
      { term: "percentage point", meaning: "the difference between two percentages (95 % - 90 % = 5 points)" },
      { term: "barrier", meaning: "something that makes it hard for people to get a service" },
      { term: "threshold", meaning: "the coverage needed to stop sustained spread" },
    ],
    sentenceStarters: [
      "We recommend that ...",
      "County ... is ... points below the threshold, so ...",
      "This matters because ...",
    ],
  },
};

const phase2Lessons: LessonInput[] = phase2Plans.map((lesson) => ({
  ...lesson,
  handout: phase2Handouts[lesson.number],
}));

export const phase2: PhaseInput = {
  number: 2,
  title: "Disease Transmission & Herd Immunity",
  range: "Days 7-14",
  badges: ["Unit 2 - Phase 2", "Population Thinking"],
  summary:
    "Students move from the individual body to the population: how pathogens spread, how fast outbreaks grow, how herd immunity works, how vaccines are tested and why trust and equity matter.",
  overview: [
    "Phase 2 asks students to think like population biologists. Simulations and models (dice, grids and the SIR model) show how transmission and immunity shape outbreaks, and calculations of R0, herd immunity thresholds and vaccine efficacy give them quantitative evidence.",
    "The phase also looks at pathogen evolution and at the history and inequities that affect trust in medicine, so that the campaign students design later is both accurate and respectful. It ends with Checkpoint 2, a herd immunity policy brief.",
  ],
  objectives: [
    "Classify diseases by mode of transmission and propose ways to break the chain of infection.",
    "Use R0, the herd immunity threshold and the SIR model to explain and predict outbreaks.",
    "Explain how vaccines are tested and monitored, and how pathogens evolve.",
    "Analyze how history and access shape trust and vaccination in different communities.",
  ],
  keyActivities: [
    {
      when: "Days 8-10",
      title: "Outbreak modeling",
      description: "Dice, grid and computer simulations show exponential growth, herd immunity and the SIR model.",
    },
    {
      when: "Day 11",
      title: "Vaccine trial data",
      description: "Students calculate vaccine efficacy and learn how safety is monitored after approval.",
    },
    {
      when: "Day 13",
      title: "Socratic circle on trust",
      description: "Students discuss medical history and equity and set trust-building rules for their campaign.",
    },
  ],
  checkpoint: {
    when: "Day 14",
    title: "Checkpoint 2: Herd Immunity Policy Brief",
    description: "A one-page, data-based recommendation for reaching community immunity against one disease.",
  },
  resourceMap: [
    {
      when: "Day 7",
      question: "Why do some diseases spread through a cough while others need a mosquito or dirty water?",
      video: video("cc-biology-playlist"),
      interactive: interactive("bi-modeling-disease-spread"),
      textbook: textbook("os-22-4"),
      stateStandard: "BIO1.LS2.9",
      ngss: ["HS-LS2-2", "HS-ETS1-2"],
      notes: "Check for glitter or lotion allergies; a UV lotion works well and cleans up more easily than glitter.",
    },
    {
      when: "Day 8",
      question: "How can a handful of cases turn into thousands in a few weeks?",
      video: video("cc-ecology-population-ecology"),
      interactive: interactive("bi-population-dynamics"),
      textbook: textbook("os-45-3"),
      stateStandard: "BIO1.LS2.9",
      ngss: ["HS-LS2-2"],
      notes: "Stress that R0 values are ranges from studies, not fixed constants.",
    },
    {
      when: "Day 9",
      question: "How does my vaccination protect people who cannot be vaccinated?",
      video: video("cc-viruses-and-vaccines"),
      interactive: interactive("bi-modeling-disease-spread"),
      textbook: textbook("osap-21-3"),
      stateStandard: "BIO1.LS2.9",
      ngss: ["HS-LS2-2"],
      notes: "Avoid singling out students whose families do not vaccinate; keep the focus on community protection.",
    },
    {
      when: "Day 10",
      question: "How do scientists predict the course of an epidemic before it happens?",
      video: video("cc-scientific-method"),
      interactive: interactive("bi-modeling-disease-spread"),
      textbook: textbook("os-45-4"),
      stateStandard: "BIO1.LS2.9",
      ngss: ["HS-LS2-2", "HS-ETS1-4"],
      notes: "Test devices and the simulator link before class; a projected whole-class run is a fallback.",
    },
    {
      when: "Day 11",
      question: "How do we know a vaccine is safe and that it works?",
      video: video("cc-viruses-and-vaccines"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("osap-21-3"),
      stateStandard: "BIO1.ETS2.1",
      ngss: ["HS-ETS1-3"],
      notes: "Use round numbers in the trial table so the focus stays on interpretation rather than arithmetic.",
    },
    {
      when: "Day 12",
      question: "Why do we need a new flu vaccine every year, and why are some antibiotics stopping working?",
      video: video("cc-natural-selection"),
      interactive: interactive("bi-outbreak-case-study"),
      textbook: textbook("os-19-3"),
      stateStandard: "BIO1.LS4.2",
      ngss: ["HS-LS4-2", "HS-LS4-4"],
      notes:
        "Correct the misconception that bacteria 'get used to' antibiotics: resistant variants were already present.",
    },
    {
      when: "Day 13",
      question: "Why do some communities distrust medicine, and what does it take to earn trust?",
      video: video("cc-biology-playlist"),
      interactive: interactive("bi-outbreak-case-study"),
      textbook: textbook("osap-21-3"),
      stateStandard: "BIO1.ETS2.1",
      ngss: ["HS-ETS1-1"],
      notes:
        "Set discussion norms first; this history may be personal for students. Preview documents for your context.",
    },
    {
      when: "Day 14",
      question: "What would it take for our community to be protected from a vaccine-preventable disease?",
      video: video("cc-viruses-and-vaccines"),
      interactive: interactive("bi-modeling-disease-spread"),
      textbook: textbook("osap-21-3"),
      stateStandard: "BIO1.LS2.9",
      ngss: ["HS-LS2-2"],
      notes: "Checkpoint 2. Download current county coverage data from your state health department ahead of time.",
    },
  ],
  lessons: phase2Lessons,
  materials: phase2Lessons.map((lesson) => lessonPlanMaterial(2, lesson)),
  // Every day's handout, off the fixed download list, and Day 9's supported and modified versions.
  unlistedMaterials: unlistedHandouts(2, phase2Lessons, { varied: 9 }),
};
