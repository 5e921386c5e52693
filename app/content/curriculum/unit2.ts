import { handout, lessonPlan, type MaterialInput, unitOverview } from "./builders.ts";
import { ngssAlignment } from "./ngss.ts";
import { interactive, textbook, video } from "./resources.ts";
import type { LessonInput, UnitInput } from "./schema.ts";

type PhaseInput = NonNullable<UnitInput["phases"]>[number];

/** The part of a file name made from a title: "Meet the Pathogens!" gives "Meet_the_Pathogens". */
function fileSlug(title: string): string {
  return title.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_+|_+$/g, "");
}

function lessonPlanPath(phase: number, lesson: Pick<LessonInput, "number" | "title">): string {
  return `/materials/unit2/phase${phase}/Day_${lesson.number}_${fileSlug(lesson.title)}_Lesson_Plan.docx`;
}

function handoutPath(phase: number, lesson: Pick<LessonInput, "number" | "title">): string {
  return `/materials/unit2/phase${phase}/Day_${lesson.number}_${fileSlug(lesson.title)}_Handout.pdf`;
}

/** Unit 2 phases count in days, so every lesson is labelled "Day N" and files its plan in its phase folder. */
function day(phase: number, lesson: Omit<LessonInput, "label" | "file">): LessonInput {
  return { ...lesson, label: `Day ${lesson.number}`, file: lessonPlanPath(phase, lesson) };
}

function lessonPlanMaterial(phase: number, lesson: LessonInput): MaterialInput {
  return lessonPlan({
    title: `Day ${lesson.number}: ${lesson.title}`,
    subtitle: `Phase ${phase} lesson plan (Word)`,
    path: lessonPlanPath(phase, lesson),
    lesson: lesson.number,
  });
}

function handoutMaterial(phase: number, lesson: LessonInput): MaterialInput {
  return handout({
    title: `Day ${lesson.number} Handout: ${lesson.handout?.title ?? lesson.title}`,
    subtitle: `Phase ${phase} student handout (PDF)`,
    path: handoutPath(phase, lesson),
    lesson: lesson.number,
  });
}

/* ------------------------------------------------------------------------------------------------
 * Phase 1: Immune System Foundations (Days 1-6)
 * ---------------------------------------------------------------------------------------------- */

const phase1Lessons: LessonInput[] = [
  day(1, {
    number: 1,
    title: "Outbreak! The Contagion Simulation",
    description:
      "Entry event. Students swap 'body fluids' (cups of water, one secretly made basic) with classmates, test them with an indicator and work backwards to find the source of the outbreak, then launch the unit's driving question.",
    drivingQuestion: "How can one person's illness become a whole community's problem?",
    objectives: [
      "Model the spread of an infectious disease through a population using a fluid-exchange simulation.",
      "Use class data to trace transmission chains and identify a probable index case.",
      "Describe at least two limitations of the simulation compared with real disease transmission.",
      "Generate need-to-know questions that connect the simulation to health in our own community.",
    ],
    keyUnderstandings: [
      "Infectious diseases spread through contacts between people, so the pattern of contacts shapes an outbreak.",
      "Contact tracing uses records of who met whom, and when, to find where an outbreak started and who may be exposed.",
    ],
    materials: [
      "Clear plastic cups (one per student), each with 50 mL of water",
      "One 'infected' cup with 50 mL of dilute washing soda (sodium carbonate) solution",
      "Red-cabbage indicator (boiled, strained red cabbage) or phenolphthalein in dropper bottles",
      "Plastic pipettes or droppers, safety goggles, paper towels",
      "Chart paper and sticky notes for the need-to-know board",
    ],
    activities: [
      {
        title: "Hook: Headlines from our community",
        minutes: 8,
        description:
          "Show three recent local or national outbreak headlines (flu season, measles, foodborne illness). Students quick-write: who is affected, and who decides what to do?",
      },
      {
        title: "Contagion exchange",
        minutes: 15,
        description:
          "Wearing goggles, students complete three rounds of exchange: pour their cup into a partner's, pour half back, and record each partner's name in order on the handout.",
      },
      {
        title: "Test and trace",
        minutes: 15,
        description:
          "Add two drops of indicator to each cup; a colour change means 'infected'. The class pools exchange logs on the board and works backwards round by round to narrow down the index case.",
      },
      {
        title: "Launch the driving question",
        minutes: 10,
        description:
          "Introduce the unit driving question and the final product (a public health campaign with a 60-second PSA). Students post need-to-know questions on the board, sorted into body, spread, vaccines and community.",
      },
      {
        title: "Exit ticket",
        minutes: 5,
        description:
          "Students name one way the simulation is like a real outbreak and one way it is different, and one question they want answered by the end of the unit.",
      },
    ],
    differentiation: {
      supported: [
        "Provide a pre-printed exchange log with rounds numbered and partner boxes.",
        "Pair students for the tracing step so one reads names while the other marks the board.",
      ],
      extension: [
        "Ask students to calculate how many people could be infected after five rounds if every contact passed it on.",
      ],
      multilingual: [
        "Post a bilingual word wall for outbreak, infection, source and contact, with pictures.",
        "Allow need-to-know questions in any language; a partner helps translate for the class board.",
      ],
    },
    assessment: [
      "Completed exchange log and tracing diagram on the handout.",
      "Exit ticket comparing the simulation with real transmission.",
      "Quality of need-to-know questions posted on the class board.",
    ],
    standards: { state: ["BIO1.LS2.1"], ngss: ["HS-LS2-2", "HS-ETS1-1"] },
    handout: {
      title: "Outbreak Tracker",
      intro:
        "Today you are part of a simulated outbreak. Keep careful records: public health workers rely on exactly this kind of information to stop real diseases from spreading.",
      sections: [
        {
          heading: "My exchange log",
          prompts: [
            "Round 1 partner:",
            "Round 2 partner:",
            "Round 3 partner:",
            "Test result (colour of my cup after indicator):",
          ],
        },
        {
          heading: "Trace the source",
          prompts: [
            "Which classmates tested positive? List them.",
            "Working backwards from round 3, which person could have infected everyone else? Explain your reasoning.",
            "Why might the class find more than one possible index case?",
          ],
        },
        {
          heading: "Connect to our community",
          prompts: [
            "Name one place in our community where many people have close contact every day.",
            "How is this simulation different from how a real virus or bacterium spreads?",
          ],
        },
      ],
      wordBank: [
        { term: "pathogen", meaning: "a virus, bacterium, fungus or parasite that causes disease" },
        { term: "transmission", meaning: "the passing of a pathogen from one host to another" },
        { term: "outbreak", meaning: "more cases of a disease than expected in one place and time" },
        { term: "index case", meaning: "the first identified case in an outbreak" },
        { term: "contact tracing", meaning: "finding and informing people who were exposed to a case" },
        { term: "epidemic", meaning: "a disease spreading quickly through many people in a region" },
      ],
      sentenceStarters: [
        "I think the index case was ___ because ___.",
        "The simulation is like a real outbreak because ___.",
        "The simulation is different from a real outbreak because ___.",
        "One question I still have is ___.",
      ],
    },
  }),
  day(1, {
    number: 2,
    title: "Meet the Pathogens",
    description:
      "Students rotate through profile stations for a bacterium, a virus, a fungus and a protist, compare their structures with human cells and argue whether viruses are alive.",
    drivingQuestion: "What are the tiny invaders that make us sick, and how are they different from each other?",
    objectives: [
      "Compare the structures of bacteria, viruses, fungi and protists that cause human disease.",
      "Distinguish prokaryotic cells, eukaryotic cells and non-cellular viruses using structural evidence.",
      "Explain why antibiotics treat some infections but not viral ones.",
      "Construct a claim-evidence-reasoning argument on whether viruses are living.",
    ],
    keyUnderstandings: [
      "Bacteria are prokaryotic cells; fungi and protists are eukaryotic; viruses are not cells and can copy themselves only inside a host cell.",
      "Antibiotics target structures that only bacteria have, such as the cell wall and bacterial ribosomes, so they do not work against viruses.",
      "A pathogen's structure and life cycle determine how it spreads and how it can be prevented or treated.",
    ],
    materials: [
      "Four station cards: Streptococcus pyogenes (strep throat), influenza virus, Trichophyton (ringworm), Plasmodium (malaria)",
      "Printed micrographs or a projector with OpenStax figures",
      "Chart paper and markers for the comparison table",
      "Four corners signs: Alive, Not alive, Sort of, Not sure",
    ],
    activities: [
      {
        title: "Four corners: Is a virus alive?",
        minutes: 8,
        description:
          "Students stand in the corner that matches their first opinion and share one reason. Record the reasons to revisit at the end.",
      },
      {
        title: "Pathogen profile stations",
        minutes: 22,
        description:
          "Groups spend about five minutes at each station recording size, cell type, how it reproduces, how it spreads, the disease it causes and how it is prevented or treated.",
      },
      {
        title: "Compare the structures",
        minutes: 12,
        description:
          "Groups complete a table comparing a human cell, a bacterium and a virus (nucleus, ribosomes, cell membrane, cell wall, genetic material, can reproduce alone).",
      },
      {
        title: "CER: Are viruses alive?",
        minutes: 10,
        description:
          "Using the characteristics of life and the comparison table, students write a claim-evidence-reasoning paragraph and revisit their four-corners choice.",
      },
    ],
    differentiation: {
      supported: [
        "Station cards include labelled diagrams and a partially filled profile table.",
        "Offer a CER frame with the claim options already written.",
      ],
      extension: ["Research prions and explain whether they fit any of the four pathogen groups."],
      multilingual: [
        "Provide cognates on station cards (bacteria/bacterias, virus/virus, parasito).",
        "Let students discuss station questions in their home language before writing in English.",
      ],
    },
    assessment: [
      "Completed pathogen profile table checked for accurate cell type and treatment.",
      "CER paragraph on whether viruses are alive, scored with a three-point rubric.",
    ],
    standards: { state: ["BIO1.LS1.1", "BIO1.LS1.2"], ngss: ["HS-LS1-1"] },
    handout: {
      title: "Pathogen Profiles",
      intro:
        "Pathogens come in very different forms. Collect evidence at each station so you can compare them and decide how each one could be stopped.",
      sections: [
        {
          heading: "Station notes",
          prompts: [
            "Streptococcus pyogenes: cell type, how it spreads, disease, prevention or treatment.",
            "Influenza virus: structure, how it spreads, disease, prevention or treatment.",
            "Trichophyton fungus: cell type, how it spreads, disease, prevention or treatment.",
            "Plasmodium protist: cell type, how it spreads (vector), disease, prevention or treatment.",
          ],
        },
        {
          heading: "Compare the structures",
          prompts: [
            "Which pathogens have a nucleus? Which have ribosomes? Which have neither?",
            "Why would an antibiotic that blocks cell-wall building kill strep bacteria but not influenza?",
          ],
        },
        {
          heading: "Argue it",
          prompts: [
            "Claim: Are viruses alive?",
            "Evidence (two facts from today):",
            "Reasoning (connect to the characteristics of life):",
          ],
        },
      ],
      wordBank: [
        { term: "prokaryote", meaning: "a cell with no nucleus, such as a bacterium" },
        { term: "eukaryote", meaning: "a cell with a nucleus, such as a fungus, protist or human cell" },
        { term: "virus", meaning: "genetic material in a protein coat that reproduces only inside host cells" },
        { term: "antibiotic", meaning: "a medicine that kills or stops the growth of bacteria" },
        { term: "vector", meaning: "an organism, such as a mosquito, that carries a pathogen between hosts" },
        { term: "host", meaning: "the organism a pathogen lives in or on" },
      ],
      sentenceStarters: [
        "Bacteria and viruses are different because ___.",
        "An antibiotic would not work on ___ because ___.",
        "My claim is that viruses are ___ because ___.",
      ],
    },
  }),
  day(1, {
    number: 3,
    title: "Innate Immunity: The First Responders",
    description:
      "Students model the body's barriers and the inflammatory response, identify white blood cells in blood-smear images and diagram fever as a feedback response.",
    drivingQuestion: "What happens in the first hours after a pathogen gets past our skin?",
    objectives: [
      "Describe the physical and chemical barriers that keep most pathogens out of the body.",
      "Explain the steps of the inflammatory response and the roles of phagocytes.",
      "Identify neutrophils, monocytes and lymphocytes in blood-smear images.",
      "Model fever as a change in the body's temperature set point that feedback mechanisms then maintain.",
    ],
    keyUnderstandings: [
      "Innate immunity responds within minutes to hours and attacks any invader in the same general way.",
      "Inflammation widens blood vessels so phagocytes such as neutrophils and macrophages reach the infection, which causes redness, heat, swelling and pain.",
      "The immune system works with other body systems through feedback to restore homeostasis.",
    ],
    materials: [
      "Printed or projected blood-smear images (or prepared slides and microscopes if available)",
      "Role cards: skin, mucus, stomach acid, mast cell, neutrophil, macrophage, natural killer cell, bacteria",
      "Masking tape to mark a 'skin' boundary on the floor",
      "Feedback-loop diagram template",
    ],
    activities: [
      {
        title: "Warm-up: A splinter story",
        minutes: 7,
        description:
          "Students sketch what they notice around a splinter over two days (redness, swelling, pus) and predict what causes each sign.",
      },
      {
        title: "Defense role-play",
        minutes: 18,
        description:
          "Students act out an infection through a cut: barriers stop most 'bacteria', mast cells release histamine, blood vessels widen and neutrophils and macrophages engulf invaders. Debrief which cells arrived first and why.",
      },
      {
        title: "Blood-smear identification",
        minutes: 15,
        description:
          "Pairs identify red blood cells, neutrophils (multi-lobed nucleus), lymphocytes (large round nucleus) and monocytes in images and tally them to compare their relative numbers.",
      },
      {
        title: "Fever as feedback",
        minutes: 10,
        description:
          "Students complete a feedback-loop diagram: pyrogens raise the hypothalamus set point, the body shivers and narrows skin blood vessels to reach it, then sweats when the set point returns to normal.",
      },
    ],
    differentiation: {
      supported: [
        "Give role-play cards with a one-sentence script for each cell.",
        "Provide a labelled reference image of each white blood cell type.",
      ],
      extension: ["Research how the complement system punches holes in bacterial membranes and add it to the model."],
      multilingual: [
        "Use gestures and the role-play as a visual anchor for new vocabulary.",
        "Provide a glossary card with inflammation, phagocyte and fever in students' home languages.",
      ],
    },
    assessment: [
      "Blood-smear tally sheet with correctly identified cell types.",
      "Fever feedback-loop diagram with stimulus, sensor, control centre and response labelled.",
      "Exit question: why does a cut get red and warm?",
    ],
    standards: { state: ["BIO1.LS1.2"], ngss: ["HS-LS1-2", "HS-LS1-3"] },
    handout: {
      title: "First Line, Second Line",
      intro:
        "Your body has defenses that act within minutes, before it has ever met a particular pathogen. Use today's role-play and images to map them.",
      sections: [
        {
          heading: "Barriers",
          prompts: [
            "List three physical or chemical barriers and how each one blocks pathogens.",
            "Why is a burn or a deep cut an emergency for the immune system?",
          ],
        },
        {
          heading: "Inflammation",
          prompts: [
            "Put these in order: histamine released, phagocytes arrive, blood vessels widen, tissue is damaged.",
            "Explain why inflammation causes redness and warmth.",
          ],
        },
        {
          heading: "Fever feedback loop",
          prompts: [
            "What raises the temperature set point during an infection?",
            "Describe two ways the body raises its temperature and one way it cools down afterwards.",
          ],
        },
      ],
      wordBank: [
        { term: "innate immunity", meaning: "defenses that respond the same way to any invader" },
        { term: "inflammation", meaning: "redness, heat and swelling that bring immune cells to an injury" },
        { term: "phagocyte", meaning: "a white blood cell that engulfs and digests invaders" },
        { term: "histamine", meaning: "a chemical that makes blood vessels widen and leak" },
        { term: "homeostasis", meaning: "keeping conditions inside the body stable" },
      ],
      sentenceStarters: [
        "The first line of defense includes ___.",
        "Neutrophils and macrophages help by ___.",
        "A fever is a feedback response because ___.",
      ],
    },
  }),
  day(1, {
    number: 4,
    title: "Adaptive Immunity: B Cells, T Cells and Antibodies",
    description:
      "Students use paper shape models to show how antibodies bind specific antigens, act out clonal selection and explain how helper T cells, B cells and cytotoxic T cells coordinate.",
    drivingQuestion: "How does the body recognize one specific pathogen out of millions?",
    objectives: [
      "Explain how the shape of an antibody's binding site determines which antigen it binds.",
      "Describe the roles of helper T cells, B cells, plasma cells and cytotoxic T cells.",
      "Model clonal selection to explain why the first adaptive response takes days.",
    ],
    keyUnderstandings: [
      "Antibodies are Y-shaped proteins whose variable regions fit specific antigens, so protein structure determines function.",
      "Each B or T cell recognizes one antigen; when it meets that antigen it multiplies into many copies (clonal selection).",
      "Cytotoxic T cells destroy infected body cells, while antibodies neutralize pathogens outside cells.",
    ],
    materials: [
      "Antigen and antibody puzzle shapes cut from card stock (six shapes per group)",
      "Envelopes labelled 'pathogen A' and 'pathogen B'",
      "Role cards for helper T cell, B cell, plasma cell, cytotoxic T cell and infected cell",
      "OpenStax section 42.2 diagrams (printed or projected)",
    ],
    activities: [
      {
        title: "Warm-up: Why do we catch chickenpox only once?",
        minutes: 5,
        description: "Students share family stories of diseases people usually get only once and suggest explanations.",
      },
      {
        title: "Antibody shape matching",
        minutes: 15,
        description:
          "Groups test which card-stock antibodies fit the antigens from two pathogens and record that each antibody binds only one shape, linking fit to amino-acid sequence and protein folding.",
      },
      {
        title: "Clonal selection role-play",
        minutes: 15,
        description:
          "A helper T cell activates the one B cell whose receptor fits the antigen; students model division into plasma cells and memory cells and count how many 'days' it takes to make enough antibodies.",
      },
      {
        title: "Diagram the adaptive response",
        minutes: 12,
        description:
          "Students build a flowchart from antigen presentation to antibody production and cytotoxic T cell killing, using the textbook diagrams.",
      },
      {
        title: "Exit ticket",
        minutes: 5,
        description: "Students explain why an antibody against measles does not protect against influenza.",
      },
    ],
    differentiation: {
      supported: [
        "Provide a flowchart with boxes and a word bank to place in order.",
        "Colour-code role cards by cell type.",
      ],
      extension: [
        "Explain how gene rearrangement in B cells produces millions of different antibodies from a limited number of genes.",
      ],
      multilingual: [
        "Use the physical shape models as the main explanation before introducing terms.",
        "Provide sentence frames with key terms highlighted and translated.",
      ],
    },
    assessment: [
      "Adaptive response flowchart checked for correct sequence.",
      "Exit ticket explaining antibody specificity in terms of shape.",
    ],
    standards: { state: ["BIO1.LS1.5"], ngss: ["HS-LS1-1", "HS-LS1-2"] },
    handout: {
      title: "Antibody Lock and Key",
      intro:
        "Adaptive immunity is specific: each antibody fits one antigen. Use the shape models and role-play to explain how your body builds a targeted defense.",
      sections: [
        {
          heading: "Shape matching",
          prompts: [
            "Which antibodies fit pathogen A? Which fit pathogen B?",
            "What determines the shape of an antibody's binding site?",
          ],
        },
        {
          heading: "Clonal selection",
          prompts: [
            "Why does the body need to copy one B cell many times?",
            "How many rounds of division did your group model, and why does that take days?",
          ],
        },
        {
          heading: "Team roles",
          prompts: [
            "What does a helper T cell do?",
            "How is the job of a cytotoxic T cell different from the job of an antibody?",
          ],
        },
      ],
      wordBank: [
        { term: "antigen", meaning: "a molecule the immune system recognizes as foreign" },
        { term: "antibody", meaning: "a Y-shaped protein that binds one specific antigen" },
        { term: "B cell", meaning: "a lymphocyte that can become a plasma cell and make antibodies" },
        { term: "helper T cell", meaning: "a lymphocyte that activates B cells and other T cells" },
        { term: "cytotoxic T cell", meaning: "a lymphocyte that kills infected body cells" },
        { term: "clonal selection", meaning: "the copying of the one lymphocyte that matches an antigen" },
      ],
      sentenceStarters: [
        "An antibody binds only one antigen because ___.",
        "Helper T cells are important because ___.",
        "The first adaptive response is slow because ___.",
      ],
    },
  }),
  day(1, {
    number: 5,
    title: "Immune Memory and How Vaccines Work",
    description:
      "Students analyze primary and secondary antibody-response graphs, then teach each other how live-attenuated, inactivated, subunit, toxoid and mRNA vaccines train immune memory.",
    drivingQuestion: "How can a vaccine teach the immune system without making us sick?",
    objectives: [
      "Interpret a graph comparing primary and secondary antibody responses.",
      "Explain the role of memory B and T cells in long-term immunity.",
      "Compare how four types of vaccine present antigens to the immune system.",
      "Correct a common misconception about vaccines using accurate biological evidence.",
    ],
    keyUnderstandings: [
      "A second exposure to the same antigen triggers a faster, larger antibody response because memory cells already exist.",
      "Vaccines present antigens (weakened or inactivated pathogens, pieces, toxoids or mRNA instructions) so memory forms without the disease.",
      "mRNA vaccines give cells temporary instructions to make one viral protein; the mRNA does not enter the nucleus or change DNA and is broken down within days.",
    ],
    materials: [
      "Primary and secondary antibody response graph (printed)",
      "Jigsaw cards: live-attenuated (MMR), inactivated (polio IPV), subunit or recombinant (hepatitis B, HPV), toxoid (tetanus), mRNA (COVID-19)",
      "Myth-or-fact sorting cards",
      "Coloured pencils",
    ],
    activities: [
      {
        title: "Graph analysis",
        minutes: 15,
        description:
          "Students compare antibody levels after first and second exposure: lag time, peak level and duration, and explain the differences using memory cells.",
      },
      {
        title: "Vaccine-type jigsaw",
        minutes: 20,
        description:
          "Expert groups study one vaccine type (what it contains, examples, advantages, who cannot receive it), then regroup to teach each other and complete a comparison table.",
      },
      {
        title: "Myth or fact",
        minutes: 10,
        description:
          "Groups sort statements (for example 'vaccines contain the live disease', 'mRNA changes your DNA') and correct each myth with evidence from today's lesson.",
      },
      {
        title: "Exit ticket",
        minutes: 5,
        description:
          "Students sketch the antibody graph for a vaccinated person who is later exposed to the real pathogen.",
      },
    ],
    differentiation: {
      supported: [
        "Graph with guiding arrows and fill-in labels for lag, peak and memory.",
        "Jigsaw cards with simplified text and icons for each vaccine type.",
      ],
      extension: ["Explain why some vaccines need boosters while others protect for decades."],
      multilingual: [
        "Offer vaccine-information sheets from public health agencies in students' home languages.",
        "Use a visual comparison table with icons rather than paragraphs.",
      ],
    },
    assessment: [
      "Graph interpretation questions on the handout.",
      "Vaccine comparison table completed during the jigsaw.",
      "Exit ticket sketch with correct relative timing and height of responses.",
    ],
    standards: { state: ["BIO1.LS1.4", "BIO1.LS1.5"], ngss: ["HS-LS1-1", "HS-LS1-2"] },
    handout: {
      title: "Reading the Immune Memory Graph",
      intro:
        "Immune memory is why vaccines work. Read the graph carefully, then use the jigsaw to compare how different vaccines create memory.",
      sections: [
        {
          heading: "Read the graph",
          prompts: [
            "How many days after the first exposure do antibodies start to rise? After the second?",
            "How does the peak antibody level compare between the two responses?",
            "Which cells explain the difference?",
          ],
        },
        {
          heading: "Vaccine types",
          prompts: [
            "For each vaccine type, write what it contains and one example.",
            "Why are live-attenuated vaccines not given to people with weakened immune systems?",
            "What does an mRNA vaccine tell a cell to make, and what happens to the mRNA afterwards?",
          ],
        },
        {
          heading: "Correct a myth",
          prompts: ["Choose one myth from the sort. Rewrite it as an accurate statement and give your evidence."],
        },
      ],
      wordBank: [
        { term: "memory cell", meaning: "a long-lived B or T cell that remembers an antigen" },
        { term: "primary response", meaning: "the slower immune response on first exposure" },
        { term: "secondary response", meaning: "the faster, stronger response on a later exposure" },
        { term: "vaccine", meaning: "a preparation that trains immune memory without causing the disease" },
        { term: "booster", meaning: "an extra vaccine dose that strengthens immune memory" },
        { term: "mRNA", meaning: "a molecule that carries instructions for building a protein" },
      ],
      sentenceStarters: [
        "The second response is faster because ___.",
        "A ___ vaccine works by ___.",
        "A common myth is ___, but the evidence shows ___.",
      ],
    },
  }),
  day(1, {
    number: 6,
    title: "Checkpoint 1: Immune Response Model",
    description:
      "Phase 1 checkpoint. Each student builds an illustrated model (comic, diagram or short animation storyboard) of the immune response to a chosen pathogen, with and without vaccination, and revises it after peer feedback.",
    drivingQuestion: "Can I explain how my body defends against a real disease from first contact to lasting memory?",
    objectives: [
      "Create a model showing innate and adaptive responses to a specific pathogen in the correct sequence.",
      "Compare the course of infection in an unvaccinated and a vaccinated person.",
      "Give and use specific, evidence-based peer feedback to revise a model.",
    ],
    keyUnderstandings: [
      "Innate and adaptive immunity work as one interacting system with a predictable sequence.",
      "Vaccination changes the outcome of an infection by making the adaptive response faster and stronger.",
    ],
    materials: [
      "Pathogen choice cards (measles, influenza, pertussis, tetanus, HPV, COVID-19)",
      "Large paper, markers, coloured pencils or a free drawing app",
      "Model checklist and rubric",
      "Sticky notes for gallery feedback",
    ],
    activities: [
      {
        title: "Criteria and choice",
        minutes: 5,
        description: "Review the checklist and rubric; each student picks a pathogen card.",
      },
      {
        title: "Build the model",
        minutes: 30,
        description:
          "Students draw two panels side by side (unvaccinated and vaccinated) showing entry, barriers, inflammation, antigen presentation, B and T cell activation, antibodies and memory, labelled with correct terms.",
      },
      {
        title: "Gallery walk feedback",
        minutes: 12,
        description:
          "Students review two classmates' models and leave one 'glow' and one 'grow' note tied to a checklist item; authors then make at least one revision.",
      },
      {
        title: "Reflection",
        minutes: 5,
        description: "Students rate their confidence on each Phase 1 concept and note what they will revisit.",
      },
    ],
    differentiation: {
      supported: [
        "Provide a partially drawn template with the sequence of boxes in place.",
        "Allow a verbal explanation recorded on a device alongside a simpler drawing.",
      ],
      extension: [
        "Add how the chosen pathogen evades the immune system (for example antigen change or toxin production).",
      ],
      multilingual: [
        "Accept labels in English with home-language notes.",
        "Provide the checklist with icons next to each criterion.",
      ],
    },
    assessment: [
      "Immune response model scored with the Checkpoint 1 rubric (accuracy, sequence, vaccinated comparison, labels).",
      "Evidence of revision after peer feedback.",
      "Self-assessment of Phase 1 concepts.",
    ],
    standards: { state: ["BIO1.LS1.2", "BIO1.LS1.5"], ngss: ["HS-LS1-2", "HS-LS1-3"] },
    handout: {
      title: "Immune Response Model Planner",
      intro:
        "Plan a clear model that shows what happens inside the body when your chosen pathogen attacks, first without and then with a vaccine.",
      sections: [
        {
          heading: "My pathogen",
          prompts: [
            "Pathogen and disease:",
            "Type of pathogen and how it enters the body:",
            "Which vaccine protects against it, and what type is it?",
          ],
        },
        {
          heading: "Sequence of the response",
          prompts: [
            "List the steps of the innate response for your pathogen.",
            "List the steps of the adaptive response, including which cells are involved.",
            "What is different in the vaccinated person, and when does the difference appear?",
          ],
        },
        {
          heading: "Feedback and revision",
          prompts: ["Glow I received:", "Grow I received:", "The change I made:"],
        },
      ],
      wordBank: [
        { term: "model", meaning: "a drawing or representation that explains how something works" },
        { term: "antigen presentation", meaning: "showing pieces of a pathogen to helper T cells" },
        { term: "plasma cell", meaning: "an activated B cell that releases antibodies" },
        { term: "immunity", meaning: "protection against a specific disease" },
      ],
      sentenceStarters: [
        "When ___ enters the body, the first thing that happens is ___.",
        "In the vaccinated person, ___ happens sooner because ___.",
        "Based on feedback, I changed ___.",
      ],
    },
  }),
];

const phase1: PhaseInput = {
  number: 1,
  title: "Immune System Foundations",
  range: "Days 1-6",
  badges: ["Unit 2 - Phase 1", "Launch & Foundations"],
  summary:
    "An outbreak simulation launches the unit; students then learn how pathogens cause disease and how innate and adaptive immunity, immune memory and vaccines protect the body.",
  overview: [
    "Phase 1 opens with a contagion simulation that makes the driving question personal: how can one illness become a community's problem? Students then build the biology they need for the whole unit, from the structures of pathogens to the cells and proteins of the immune system.",
    "Each day has a lesson plan and a student handout. The phase ends with Checkpoint 1, an illustrated model of the immune response to a real pathogen with and without vaccination.",
  ],
  objectives: [
    "Model how infectious disease spreads through contacts in a population.",
    "Compare the structures and life cycles of bacteria, viruses, fungi and protists.",
    "Explain how innate and adaptive immunity work together, including feedback such as fever.",
    "Explain immune memory and how different vaccine types produce it.",
  ],
  keyActivities: [
    {
      when: "Day 1",
      title: "Contagion simulation",
      description: "Students exchange fluids, test for 'infection' and trace the outbreak to its source.",
    },
    {
      when: "Days 3-4",
      title: "Immune defense models",
      description: "Role-plays and shape models show inflammation, antibody specificity and clonal selection.",
    },
    {
      when: "Day 5",
      title: "Vaccine jigsaw",
      description: "Expert groups teach how five vaccine types create immune memory and correct common myths.",
    },
  ],
  checkpoint: {
    when: "Day 6",
    title: "Checkpoint 1: Immune Response Model",
    description:
      "An illustrated model of the immune response to a chosen pathogen, comparing an unvaccinated and a vaccinated person.",
  },
  resourceMap: [
    {
      when: "Day 1",
      question: "How can one person's illness become a whole community's problem?",
      video: video(
        "Crash Course: Pathogens and Disease Spread",
        "results?search_query=crash+course+biology+pathogens+disease",
      ),
      interactive: interactive("Modeling Disease Spread", "classroom-resources/modeling-disease-spread"),
      textbook: textbook("Virus Infections and Hosts", "21-2-virus-infection-and-hosts"),
      stateStandard: "BIO1.LS2.1",
      ngss: ["HS-LS2-2", "HS-ETS1-1"],
      notes:
        "Prepare the basic 'infected' cup before class and number all cups so no one knows which it is. Goggles required.",
    },
    {
      when: "Day 2",
      question: "What are the tiny invaders that make us sick, and how are they different?",
      video: video("Crash Course: Viruses", "results?search_query=crash+course+biology+viruses"),
      interactive: interactive("Virus Explorer", "classroom-resources/virus-explorer"),
      textbook: textbook(
        "Viral Evolution, Morphology, and Classification",
        "21-1-viral-evolution-morphology-and-classification",
      ),
      stateStandard: "BIO1.LS1.1",
      ngss: ["HS-LS1-1"],
      notes: "Revisit the four-corners results at the end so students see how evidence changed their thinking.",
    },
    {
      when: "Day 3",
      question: "What happens in the first hours after a pathogen gets past our skin?",
      video: video("Crash Course: Innate Immune System", "results?search_query=crash+course+innate+immune+system"),
      interactive: interactive("Immunology Virtual Lab", "classroom-resources/immunology-virtual-lab"),
      textbook: textbook("Innate Immune Response", "42-1-innate-immune-response"),
      stateStandard: "BIO1.LS1.2",
      ngss: ["HS-LS1-2", "HS-LS1-3"],
      notes:
        "Mark the 'skin' boundary with tape before class; keep the role-play to two rounds so there is time for the smear images.",
    },
    {
      when: "Day 4",
      question: "How does the body recognize one specific pathogen out of millions?",
      video: video("Crash Course: Adaptive Immune System", "results?search_query=crash+course+adaptive+immune+system"),
      interactive: interactive("Immunology Virtual Lab", "classroom-resources/immunology-virtual-lab"),
      textbook: textbook("Adaptive Immune Response", "42-2-adaptive-immune-response"),
      stateStandard: "BIO1.LS1.5",
      ngss: ["HS-LS1-1", "HS-LS1-2"],
      notes:
        "Cut antigen and antibody shapes in advance; connect binding-site shape back to protein folding from earlier units.",
    },
    {
      when: "Day 5",
      question: "How can a vaccine teach the immune system without making us sick?",
      video: video("Crash Course: How Vaccines Work", "results?search_query=crash+course+vaccines+immunity"),
      interactive: interactive("Virus Explorer", "classroom-resources/virus-explorer"),
      textbook: textbook("Antibodies", "42-3-antibodies"),
      stateStandard: "BIO1.LS1.4",
      ngss: ["HS-LS1-1", "HS-LS1-2"],
      notes:
        "Students may bring family experiences or worries about vaccines; treat questions respectfully and answer with evidence.",
    },
    {
      when: "Day 6",
      question: "Can I explain how my body defends against a real disease from first contact to lasting memory?",
      video: video("Crash Course: Immune System Review", "results?search_query=crash+course+immune+system"),
      interactive: interactive("Immunology Virtual Lab", "classroom-resources/immunology-virtual-lab"),
      textbook: textbook("Disruptions in the Immune System", "42-4-disruptions-in-the-immune-system"),
      stateStandard: "BIO1.LS1.2",
      ngss: ["HS-LS1-2", "HS-LS1-3"],
      notes: "Checkpoint 1. Use the rubric for feedback, not only a grade; models are reused in the Phase 4 campaign.",
    },
  ],
  lessons: phase1Lessons,
  materials: [
    ...phase1Lessons.map((lesson) => lessonPlanMaterial(1, lesson)),
    ...phase1Lessons.map((lesson) => handoutMaterial(1, lesson)),
  ],
};

/* ------------------------------------------------------------------------------------------------
 * Phase 2: Disease Transmission & Herd Immunity (Days 7-14)
 * ---------------------------------------------------------------------------------------------- */

const phase2Lessons: LessonInput[] = [
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
    standards: { state: ["BIO1.LS2.1"], ngss: ["HS-LS2-2", "HS-ETS1-2"] },
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
          "Using the R0 table, students rank diseases by potential speed of spread and discuss why real outbreaks eventually slow down (fewer susceptible people, behaviour changes).",
      },
      {
        title: "Exit ticket",
        minutes: 5,
        description: "Students explain what would happen to an outbreak if R0 dropped from 3 to 0.8.",
      },
    ],
    differentiation: {
      supported: ["Provide a pre-labelled data table and graph axes.", "Use a calculator for generation totals."],
      extension: [
        "Write the formula for cases in generation n (R0 to the power n) and compare it with the simulation.",
      ],
      multilingual: ["Model the dice rules with a worked example before groups start."],
    },
    assessment: ["Graphs with labelled axes and a description of curve shape.", "Exit ticket on R0 above and below 1."],
    standards: { state: ["BIO1.LS2.1"], ngss: ["HS-LS2-2", "HS-ETS1-4"] },
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
      "10 x 10 grid sheets (one per group) and two colours of counters or beans",
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
          "Groups place 'vaccinated' counters at 0%, 50%, 80% and 95% coverage, start an infection at a random square and spread it to unvaccinated neighbours each round, recording total infections.",
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
          "Whole-class discussion of how clusters of low coverage (a school, a neighbourhood) can allow outbreaks even when the national average is high.",
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
    standards: { state: ["BIO1.LS2.1"], ngss: ["HS-LS2-2"] },
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
    standards: { state: ["BIO1.LS2.1"], ngss: ["HS-LS2-2", "HS-ETS1-4"] },
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
    standards: { state: ["BIO1.ETS2.1"], ngss: ["HS-ETS1-3", "HS-LS1-1"] },
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
      "Bags of 100 beads in two colours (95 'susceptible', 5 'resistant')",
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
    standards: { state: ["BIO1.LS4.2"], ngss: ["HS-LS4-2", "HS-LS4-4"] },
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
    standards: { state: ["BIO1.ETS2.1"], ngss: ["HS-ETS1-1", "HS-ETS1-3"] },
  }),
  day(2, {
    number: 14,
    title: "Checkpoint 2: Herd Immunity Policy Brief",
    description:
      "Phase 2 checkpoint. Teams use R0, vaccine efficacy and coverage data to write a one-page policy brief recommending how a school or neighbourhood can reach and keep community immunity for one disease.",
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
    standards: { state: ["BIO1.LS2.1", "BIO1.ETS2.1"], ngss: ["HS-LS2-2", "HS-ETS1-3"] },
  }),
];

const phase2: PhaseInput = {
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
      video: video("Crash Course: How Diseases Spread", "results?search_query=crash+course+disease+transmission"),
      interactive: interactive("Modeling Disease Spread", "classroom-resources/modeling-disease-spread"),
      textbook: textbook("Bacterial Diseases in Humans", "22-4-bacterial-diseases-in-humans"),
      stateStandard: "BIO1.LS2.1",
      ngss: ["HS-LS2-2", "HS-ETS1-2"],
      notes: "Check for glitter or lotion allergies; a UV lotion works well and cleans up more easily than glitter.",
    },
    {
      when: "Day 8",
      question: "How can a handful of cases turn into thousands in a few weeks?",
      video: video(
        "Crash Course: Exponential Growth in Populations",
        "results?search_query=crash+course+biology+population+growth",
      ),
      interactive: interactive("Population Dynamics", "classroom-resources/population-dynamics"),
      textbook: textbook("Environmental Limits to Population Growth", "45-3-environmental-limits-to-population-growth"),
      stateStandard: "BIO1.LS2.1",
      ngss: ["HS-LS2-2", "HS-ETS1-4"],
      notes: "Stress that R0 values are ranges from studies, not fixed constants.",
    },
    {
      when: "Day 9",
      question: "How does my vaccination protect people who cannot be vaccinated?",
      video: video("Crash Course: Herd Immunity", "results?search_query=crash+course+herd+immunity"),
      interactive: interactive("Modeling Disease Spread", "classroom-resources/modeling-disease-spread"),
      textbook: textbook("Population Demography", "45-1-population-demography"),
      stateStandard: "BIO1.LS2.1",
      ngss: ["HS-LS2-2"],
      notes: "Avoid singling out students whose families do not vaccinate; keep the focus on community protection.",
    },
    {
      when: "Day 10",
      question: "How do scientists predict the course of an epidemic before it happens?",
      video: video("Crash Course: Epidemiology and Modeling", "results?search_query=crash+course+epidemiology"),
      interactive: interactive("Modeling Disease Spread", "classroom-resources/modeling-disease-spread"),
      textbook: textbook("Population Dynamics and Regulation", "45-4-population-dynamics-and-regulation"),
      stateStandard: "BIO1.LS2.1",
      ngss: ["HS-LS2-2", "HS-ETS1-4"],
      notes: "Test devices and the simulator link before class; a projected whole-class run is a fallback.",
    },
    {
      when: "Day 11",
      question: "How do we know a vaccine is safe and that it works?",
      video: video("Crash Course: Vaccine Development", "results?search_query=crash+course+vaccine+development"),
      interactive: interactive("Immunology Virtual Lab", "classroom-resources/immunology-virtual-lab"),
      textbook: textbook(
        "Prevention and Treatment of Viral Infections",
        "21-3-prevention-and-treatment-of-viral-infections",
      ),
      stateStandard: "BIO1.ETS2.1",
      ngss: ["HS-ETS1-3", "HS-LS1-1"],
      notes: "Use round numbers in the trial table so the focus stays on interpretation rather than arithmetic.",
    },
    {
      when: "Day 12",
      question: "Why do we need a new flu vaccine every year, and why are some antibiotics stopping working?",
      video: video("Crash Course: Natural Selection", "results?search_query=crash+course+biology+natural+selection"),
      interactive: interactive(
        "Interactive Case Study for Natural Selection in an Outbreak",
        "classroom-resources/interactive-case-study-natural-selection-outbreak",
      ),
      textbook: textbook("Adaptive Evolution", "19-3-adaptive-evolution"),
      stateStandard: "BIO1.LS4.2",
      ngss: ["HS-LS4-2", "HS-LS4-4"],
      notes:
        "Correct the misconception that bacteria 'get used to' antibiotics: resistant variants were already present.",
    },
    {
      when: "Day 13",
      question: "Why do some communities distrust medicine, and what does it take to earn trust?",
      video: video("Crash Course: Bioethics and Research", "results?search_query=crash+course+bioethics"),
      interactive: interactive(
        "Interactive Case Study for Natural Selection in an Outbreak",
        "classroom-resources/interactive-case-study-natural-selection-outbreak",
      ),
      textbook: textbook("The Science of Biology", "1-1-the-science-of-biology"),
      stateStandard: "BIO1.ETS2.1",
      ngss: ["HS-ETS1-1", "HS-ETS1-3"],
      notes:
        "Set discussion norms first; this history may be personal for students. Preview documents for your context.",
    },
    {
      when: "Day 14",
      question: "What would it take for our community to be protected from a vaccine-preventable disease?",
      video: video("Crash Course: Public Health", "results?search_query=crash+course+public+health"),
      interactive: interactive("Modeling Disease Spread", "classroom-resources/modeling-disease-spread"),
      textbook: textbook("Human Population Growth", "45-5-human-population-growth"),
      stateStandard: "BIO1.LS2.1",
      ngss: ["HS-LS2-2", "HS-ETS1-3"],
      notes: "Checkpoint 2. Download current county coverage data from your state health department ahead of time.",
    },
  ],
  lessons: phase2Lessons,
  materials: phase2Lessons.map((lesson) => lessonPlanMaterial(2, lesson)),
};

/* ------------------------------------------------------------------------------------------------
 * Phase 3: Epidemiology & Community Health Investigation (Days 15-22 on the phase pages)
 * ---------------------------------------------------------------------------------------------- */

const phase3Lessons: LessonInput[] = [
  day(3, {
    number: 15,
    title: "Thinking Like an Epidemiologist: The Broad Street Pump",
    description:
      "Students analyze John Snow's 1854 cholera map of London, calculate attack rates and compare incidence and prevalence to see how epidemiologists find the cause of an outbreak.",
    drivingQuestion: "How did a map of deaths stop a cholera epidemic before anyone knew what caused cholera?",
    objectives: [
      "Analyze spatial patterns in John Snow's cholera map to identify a likely source.",
      "Calculate attack rates and rates per 100,000 people from case counts.",
      "Distinguish incidence from prevalence using examples.",
    ],
    keyUnderstandings: [
      "Epidemiology studies the patterns of disease in populations (who, where, when) to find causes and prevent spread.",
      "Rates, not raw counts, allow fair comparison of groups or places of different sizes.",
      "Snow's evidence supported waterborne spread decades before Vibrio cholerae was widely accepted as the cause.",
    ],
    materials: [
      "Printed copies of Snow's 1854 map (public domain)",
      "Case-count data table",
      "Calculators and coloured pencils",
    ],
    activities: [
      {
        title: "Map analysis",
        minutes: 20,
        description:
          "Pairs mark the pumps, look for clusters of deaths and explain anomalies Snow investigated (the brewery workers and the workhouse residents who had their own water).",
      },
      {
        title: "Rate calculations",
        minutes: 15,
        description:
          "Students calculate attack rates for households by water company and convert counts to rates per 100,000.",
      },
      {
        title: "Incidence or prevalence?",
        minutes: 10,
        description:
          "Students sort examples (new flu cases this week, people living with diabetes) and explain the difference.",
      },
      {
        title: "Exit ticket",
        minutes: 5,
        description: "Students explain why a town with more cases might still have a lower rate of disease.",
      },
    ],
    differentiation: {
      supported: ["Provide a map with pumps pre-labelled and a rate calculation example."],
      extension: ["Compare Snow's map with a modern disease map from a state health department dashboard."],
      multilingual: ["Use the map as a visual anchor; provide a glossary of rate, case and cluster."],
    },
    assessment: ["Annotated map with a justified source.", "Rate calculations checked for accuracy.", "Exit ticket."],
    standards: { state: ["BIO1.LS2.1"], ngss: ["HS-LS2-2"] },
  }),
  day(3, {
    number: 16,
    title: "Outbreak Investigation: Reading Epidemic Curves",
    description:
      "Working from a line list modelled on a school norovirus outbreak, students write a case definition, build an epidemic curve and use its shape to form a hypothesis about the source.",
    drivingQuestion: "What can the shape of an epidemic curve tell us about how an outbreak started?",
    objectives: [
      "Write a case definition using person, place and time.",
      "Construct an epidemic curve from a line list of cases.",
      "Distinguish point-source from person-to-person (propagated) outbreak patterns.",
      "Propose a testable hypothesis about the source and a control measure.",
    ],
    keyUnderstandings: [
      "Outbreak investigations follow steps: confirm the outbreak, define cases, find cases, describe them, form and test hypotheses, and control the spread.",
      "A single sharp peak suggests a common source; a series of growing peaks spaced by the incubation period suggests person-to-person spread.",
    ],
    materials: [
      "Line list of 40 cases (onset date and time, symptoms, lunch eaten, class)",
      "Graph paper",
      "Outbreak investigation steps card",
    ],
    activities: [
      {
        title: "Steps of an investigation",
        minutes: 8,
        description: "Introduce the investigation steps with a short story of a real health department response.",
      },
      {
        title: "Build the epidemic curve",
        minutes: 20,
        description: "Groups apply their case definition to the line list and plot cases by onset in 6-hour intervals.",
      },
      {
        title: "Interpret and hypothesize",
        minutes: 15,
        description:
          "Groups compare their curve with point-source and propagated examples, use the food histories to compute attack rates for each lunch item and name a likely source.",
      },
      {
        title: "Exit ticket",
        minutes: 7,
        description:
          "Students recommend one control measure and explain which link of the chain of infection it breaks.",
      },
    ],
    differentiation: {
      supported: ["Provide pre-drawn axes and a shortened line list of 20 cases."],
      extension: ["Estimate the incubation period from the curve and compare it with published values for norovirus."],
      multilingual: ["Model reading one row of the line list aloud before groups begin."],
    },
    assessment: ["Epidemic curve with correct intervals and labels.", "Hypothesis supported by attack-rate evidence."],
    standards: { state: ["BIO1.LS2.1"], ngss: ["HS-LS2-2", "HS-ETS1-2"] },
  }),
  day(3, {
    number: 17,
    title: "Reading Public Health Data",
    description:
      "Students use CDC and state health department data on vaccination coverage and disease cases to compare their county with state and national figures and to question how data are displayed.",
    drivingQuestion: "What does public health data say about our community, and what does it leave out?",
    objectives: [
      "Interpret bar graphs, maps and trend lines from public health dashboards.",
      "Compare local vaccination coverage with state and national figures and with herd immunity thresholds.",
      "Identify at least two limitations of a public health data set.",
    ],
    keyUnderstandings: [
      "Public health agencies collect surveillance data to spot trends and target resources.",
      "Averages can hide local gaps, and how a graph is drawn (axis scale, time range) can change the story it seems to tell.",
    ],
    materials: [
      "Printed data sets: kindergarten vaccination coverage by county, annual measles or pertussis cases, flu vaccination by age group",
      "A deliberately misleading graph for the warm-up",
      "Devices for the state health dashboard (optional)",
    ],
    activities: [
      {
        title: "Warm-up: Spot the trick",
        minutes: 7,
        description: "Students critique a graph with a truncated axis and redraw it honestly.",
      },
      {
        title: "Data stations",
        minutes: 25,
        description:
          "Groups rotate through three data sets, answering what it shows, what has changed over time and what questions it raises for our community.",
      },
      {
        title: "Local versus national",
        minutes: 13,
        description:
          "Groups place their county's coverage on a number line with the state and national figures and the measles threshold.",
      },
      {
        title: "Exit ticket",
        minutes: 5,
        description: "Students name one thing the data cannot tell us and how they could find out.",
      },
    ],
    differentiation: {
      supported: ["Provide guided questions for each graph type and a reading-a-graph checklist."],
      extension: ["Calculate the percentage-point change over five years and discuss whether it is meaningful."],
      multilingual: [
        "Pair text-heavy data notes with annotated visuals; preview key terms such as coverage and trend.",
      ],
    },
    assessment: ["Data station record sheet.", "Exit ticket identifying a data limitation."],
    standards: { state: ["BIO1.LS2.1"], ngss: ["HS-LS2-2"] },
  }),
  day(3, {
    number: 18,
    title: "Social Determinants of Health and Global Disease Burden",
    description:
      "Students explore how housing, work, income, transport, language and access to care shape exposure to infection and outcomes, locally and worldwide.",
    drivingQuestion: "Why do infectious diseases hit some communities harder than others?",
    objectives: [
      "Identify five social determinants of health and link each to infection risk or outcome.",
      "Compare infectious disease burden between low- and high-income countries using WHO data.",
      "Map assets in our own community that support health.",
    ],
    keyUnderstandings: [
      "Biology explains how a pathogen causes disease; social conditions strongly influence who is exposed and who gets care.",
      "Diseases such as diarrhoeal illness, malaria and tuberculosis remain leading causes of death in many low-income countries, though they are largely preventable or treatable.",
      "Communities also have assets (clinics, faith groups, community health workers, schools) that public health can build on.",
    ],
    materials: [
      "'Two zip codes' scenario cards",
      "WHO global health data summaries",
      "Large paper for determinant webs and asset maps",
    ],
    activities: [
      {
        title: "Two zip codes",
        minutes: 10,
        description:
          "Students compare two fictional teenagers with the same flu virus but different housing, jobs and access to care, and predict outcomes.",
      },
      {
        title: "Determinant web",
        minutes: 20,
        description:
          "Groups build a web linking determinants to exposure, susceptibility and outcome, with one piece of evidence for each link.",
      },
      {
        title: "Global data comparison",
        minutes: 15,
        description:
          "Groups compare causes of death and vaccine coverage in two countries and connect differences to determinants.",
      },
      {
        title: "Exit ticket",
        minutes: 5,
        description: "Students list two community assets their campaign could partner with.",
      },
    ],
    differentiation: {
      supported: ["Provide a determinant web with categories already labelled."],
      extension: ["Research a community health worker programme in another country and evaluate its results."],
      multilingual: ["Invite students to share how health care works in other countries they know, if they wish."],
    },
    assessment: ["Determinant web with evidence for each link.", "Global comparison notes.", "Community asset list."],
    standards: { state: ["BIO1.LS2.1", "BIO1.ETS2.1"], ngss: ["HS-ETS1-1"] },
  }),
  day(3, {
    number: 19,
    title: "Designing a Community Health Survey",
    description:
      "Teams choose a health question for their community, write clear and unbiased survey questions, pilot them with another team and complete an ethics checklist.",
    drivingQuestion: "How can we ask our community about health in a way that gives honest, useful answers?",
    objectives: [
      "Write closed and open survey questions that are clear, neutral and answerable.",
      "Revise questions after a pilot test.",
      "Apply research ethics: voluntary participation, anonymity and age-appropriate consent.",
    ],
    keyUnderstandings: [
      "Leading or confusing questions produce biased data, so piloting and revising questions is part of good science.",
      "Collecting information from people requires respect: participation is voluntary, no names or health records are collected, and results are shared honestly.",
    ],
    materials: [
      "Examples of poorly written survey questions",
      "Survey planning template",
      "Ethics checklist (approved by the school)",
    ],
    activities: [
      {
        title: "Fix the bad questions",
        minutes: 10,
        description:
          "Students identify problems (leading wording, two questions in one, jargon) in sample questions and rewrite them.",
      },
      {
        title: "Draft the survey",
        minutes: 20,
        description:
          "Teams choose a focus (for example where families get health information, flu vaccine knowledge or handwashing habits) and draft 6-8 questions.",
      },
      {
        title: "Pilot and revise",
        minutes: 15,
        description: "Teams answer another team's survey, note confusing items and revise their own.",
      },
      {
        title: "Ethics checklist",
        minutes: 5,
        description:
          "Teams confirm the survey collects no names or personal health records and write a short consent statement.",
      },
    ],
    differentiation: {
      supported: [
        "Provide question stems (How often do you..., Where do you usually...) and a multiple-choice template.",
      ],
      extension: ["Plan how to reach a representative sample and describe likely sampling bias."],
      multilingual: ["Teams translate their survey so families can answer in their preferred language."],
    },
    assessment: ["Revised survey with pilot notes.", "Completed ethics checklist."],
    standards: { state: ["BIO1.ETS2.1"], ngss: ["HS-ETS1-1", "HS-ETS1-2"] },
  }),
  day(3, {
    number: 20,
    title: "Collecting Community Voices",
    description:
      "Students practise respectful interviewing, collect survey responses from the school community and families, and hear from a community health worker or school nurse.",
    drivingQuestion: "What do people in our community know, believe and need about infectious disease?",
    objectives: [
      "Conduct surveys or short interviews respectfully and record responses accurately.",
      "Enter data consistently into a shared spreadsheet.",
      "Identify themes from a guest speaker's experience of community health work.",
    ],
    keyUnderstandings: [
      "Listening to community members reveals needs and beliefs that data dashboards miss.",
      "Accurate, consistent recording is what makes data trustworthy.",
    ],
    materials: [
      "Printed or online surveys",
      "Shared spreadsheet with coded columns",
      "Guest speaker (school nurse, community health worker or public health officer) in person or by video",
    ],
    activities: [
      {
        title: "Interview practice",
        minutes: 10,
        description:
          "Pairs role-play asking survey questions, including how to respond politely when someone declines.",
      },
      {
        title: "Collect responses or guest panel",
        minutes: 25,
        description:
          "Teams survey another class or staff during an arranged time, or hold a question session with the guest speaker; family surveys continue as homework.",
      },
      {
        title: "Enter the data",
        minutes: 15,
        description: "Teams enter responses using agreed codes and check each other's entries.",
      },
      {
        title: "Exit ticket",
        minutes: 5,
        description: "Students note one surprising response or insight and what it suggests for the campaign.",
      },
    ],
    differentiation: {
      supported: ["Provide a response-recording sheet with checkboxes."],
      extension: ["Design a follow-up question that would explain a surprising result."],
      multilingual: [
        "Multilingual students may lead interviews in families' preferred languages, a valued skill for the team.",
      ],
    },
    assessment: ["Accurately entered data set.", "Notes from the guest speaker with at least two themes."],
    standards: { state: ["BIO1.ETS2.1"], ngss: ["HS-ETS1-1"] },
  }),
  day(3, {
    number: 21,
    title: "Analyzing Data and Spotting Misinformation",
    description:
      "Teams summarize their survey results in graphs and use lateral reading (the SIFT method) to check health claims their community is likely to meet online.",
    drivingQuestion:
      "How do we turn survey answers into evidence, and how do we tell reliable health information from misinformation?",
    objectives: [
      "Calculate percentages and create an appropriate graph for each survey question.",
      "Identify the main knowledge gaps or misconceptions in the data.",
      "Evaluate online health claims using the SIFT steps: Stop, Investigate the source, Find better coverage, Trace claims.",
    ],
    keyUnderstandings: [
      "Survey results describe only the people who answered; small samples call for cautious conclusions.",
      "Reliable health information names its evidence and sources; checking what other trustworthy sources say is faster and more accurate than judging a single page.",
    ],
    materials: [
      "Team data spreadsheets",
      "Three printed social media posts with health claims (one accurate, two misleading)",
      "SIFT reference card",
    ],
    activities: [
      {
        title: "Summarize the data",
        minutes: 20,
        description: "Teams calculate percentages, choose bar or pie graphs and write one sentence per graph.",
      },
      {
        title: "SIFT practice",
        minutes: 20,
        description:
          "Pairs apply SIFT to three posts, checking who is behind each claim and what reliable sources say.",
      },
      {
        title: "Find the gap",
        minutes: 10,
        description: "Teams name the misconception or knowledge gap their campaign will target, citing their data.",
      },
      {
        title: "Exit ticket",
        minutes: 5,
        description: "Students write one claim from the posts and the evidence that supports or refutes it.",
      },
    ],
    differentiation: {
      supported: ["Provide a spreadsheet with formulas for percentages already set up."],
      extension: ["Calculate a margin of error for one question and explain what it means."],
      multilingual: ["Include one post in Spanish or another community language for bilingual students to evaluate."],
    },
    assessment: [
      "Graphs with accurate percentages and captions.",
      "SIFT analysis of three posts.",
      "Evidence-based gap statement.",
    ],
    standards: { state: ["BIO1.ETS2.1"], ngss: ["HS-ETS1-1", "HS-LS2-2"] },
  }),
  day(3, {
    number: 22,
    title: "Checkpoint 3: Community Health Profile",
    description:
      "Phase 3 checkpoint. Teams present a three-minute community health profile combining public data and survey findings, then commit to the focus, audience and goal of their public health campaign.",
    drivingQuestion: "What is the most important infectious-disease message our community needs right now?",
    objectives: [
      "Present a community health profile that combines public data and original survey data.",
      "Justify a campaign focus and target audience with evidence.",
      "Respond to questions from peers with evidence.",
    ],
    keyUnderstandings: [
      "Good public health action starts from evidence about a specific community, not from assumptions.",
      "A focused campaign with one audience and one goal is more effective than a message for everyone.",
    ],
    materials: [
      "Team graphs and notes",
      "Profile presentation template (three slides or a poster)",
      "Checkpoint 3 rubric and peer question cards",
    ],
    activities: [
      {
        title: "Finalize the profile",
        minutes: 15,
        description:
          "Teams complete three slides or a poster: what the data show, what our community told us, and the gap we will address.",
      },
      {
        title: "Profile presentations",
        minutes: 25,
        description: "Each team presents for three minutes and answers one question from the audience.",
      },
      {
        title: "Commit to a focus",
        minutes: 10,
        description: "Teams write their campaign focus, audience and measurable goal on a commitment card.",
      },
      {
        title: "Exit ticket",
        minutes: 5,
        description: "Students reflect on the strongest piece of evidence their team found.",
      },
    ],
    differentiation: {
      supported: ["Provide a script template for each slide."],
      extension: ["Compare the team's findings with a published local health needs assessment."],
      multilingual: ["Allow bilingual slides and presenting in pairs."],
    },
    assessment: ["Community health profile scored with the Checkpoint 3 rubric.", "Campaign commitment card."],
    standards: { state: ["BIO1.LS2.1", "BIO1.ETS2.1"], ngss: ["HS-LS2-2", "HS-ETS1-1"] },
  }),
];

const phase3: PhaseInput = {
  number: 3,
  title: "Epidemiology & Community Health Investigation",
  range: "Days 15-22",
  rangeNote: "Unit overview schedule: Days 15-20",
  badges: ["Unit 2 - Phase 3", "Data & Community Voice"],
  summary:
    "Students learn the epidemiologist's toolkit, read public health data, study social determinants of health and survey their own community to find the message it most needs.",
  overview: [
    "Phase 3 turns students into investigators. They start with John Snow's cholera map and a school outbreak case, then read real surveillance data for their county and examine how social conditions shape who gets sick.",
    "In the second half, teams design, pilot and run a community health survey, analyze the results and check common claims for misinformation. Checkpoint 3 is a community health profile that sets the focus of each team's campaign.",
  ],
  objectives: [
    "Use rates, maps and epidemic curves to investigate outbreaks.",
    "Interpret public health data and recognise its limitations.",
    "Explain how social determinants shape exposure and outcomes locally and globally.",
    "Design and run an ethical survey and analyze the results to choose a campaign focus.",
  ],
  keyActivities: [
    {
      when: "Days 15-16",
      title: "Outbreak detectives",
      description: "Snow's cholera map and an epidemic-curve case build the epidemiologist's toolkit.",
    },
    {
      when: "Days 19-20",
      title: "Community health survey",
      description: "Teams design, pilot and carry out an ethical survey and hear from a health worker.",
    },
    {
      when: "Day 21",
      title: "Data and misinformation",
      description: "Teams graph their results and check health claims with lateral reading.",
    },
  ],
  checkpoint: {
    when: "Day 22",
    title: "Checkpoint 3: Community Health Profile",
    description: "A three-minute, evidence-based profile that sets each team's campaign focus, audience and goal.",
  },
  resourceMap: [
    {
      when: "Day 15",
      question: "How did a map of deaths stop a cholera epidemic before anyone knew what caused cholera?",
      video: video("Crash Course: Epidemiology", "results?search_query=crash+course+epidemiology"),
      interactive: interactive("Modeling Disease Spread", "classroom-resources/modeling-disease-spread"),
      textbook: textbook("Bacterial Diseases in Humans", "22-4-bacterial-diseases-in-humans"),
      stateStandard: "BIO1.LS2.1",
      ngss: ["HS-LS2-2"],
      notes: "Snow's map is public domain; print it large enough for pairs to annotate.",
    },
    {
      when: "Day 16",
      question: "What can the shape of an epidemic curve tell us about how an outbreak started?",
      video: video("Crash Course: Outbreak Investigation", "results?search_query=crash+course+outbreak+investigation"),
      interactive: interactive(
        "Interactive Case Study for Natural Selection in an Outbreak",
        "classroom-resources/interactive-case-study-natural-selection-outbreak",
      ),
      textbook: textbook("Virus Infections and Hosts", "21-2-virus-infection-and-hosts"),
      stateStandard: "BIO1.LS2.1",
      ngss: ["HS-LS2-2", "HS-ETS1-2"],
      notes: "The line list is fictional; say so, so students do not worry about a real outbreak at school.",
    },
    {
      when: "Day 17",
      question: "What does public health data say about our community, and what does it leave out?",
      video: video(
        "Crash Course: Statistics and Data",
        "results?search_query=crash+course+statistics+data+visualization",
      ),
      interactive: interactive("Population Dynamics", "classroom-resources/population-dynamics"),
      textbook: textbook("Population Demography", "45-1-population-demography"),
      stateStandard: "BIO1.LS2.1",
      ngss: ["HS-LS2-2"],
      notes: "Download county data before class in case dashboards are slow or blocked.",
    },
    {
      when: "Day 18",
      question: "Why do infectious diseases hit some communities harder than others?",
      video: video(
        "Crash Course: Public Health and Health Disparities",
        "results?search_query=crash+course+public+health+disparities",
      ),
      interactive: interactive("Modeling Disease Spread", "classroom-resources/modeling-disease-spread"),
      textbook: textbook("Human Population Growth", "45-5-human-population-growth"),
      stateStandard: "BIO1.ETS2.1",
      ngss: ["HS-ETS1-1"],
      notes: "Use fictional scenarios so no student's family situation is put on display.",
    },
    {
      when: "Day 19",
      question: "How can we ask our community about health in a way that gives honest, useful answers?",
      video: video("Crash Course: Surveys and Sampling", "results?search_query=crash+course+statistics+surveys"),
      interactive: interactive("Population Dynamics", "classroom-resources/population-dynamics"),
      textbook: textbook("The Science of Biology", "1-1-the-science-of-biology"),
      stateStandard: "BIO1.ETS2.1",
      ngss: ["HS-ETS1-1", "HS-ETS1-2"],
      notes: "Have the survey approved under your school's policy; collect no names or personal health records.",
    },
    {
      when: "Day 20",
      question: "What do people in our community know, believe and need about infectious disease?",
      video: video("Crash Course: Public Health Careers", "results?search_query=crash+course+public+health"),
      interactive: interactive("Modeling Disease Spread", "classroom-resources/modeling-disease-spread"),
      textbook: textbook(
        "Prevention and Treatment of Viral Infections",
        "21-3-prevention-and-treatment-of-viral-infections",
      ),
      stateStandard: "BIO1.ETS2.1",
      ngss: ["HS-ETS1-1"],
      notes: "Book the guest speaker two weeks ahead; a recorded interview works if schedules do not align.",
    },
    {
      when: "Day 21",
      question: "How do we tell reliable health information from misinformation?",
      video: video(
        "Crash Course: Navigating Digital Information",
        "results?search_query=crash+course+navigating+digital+information",
      ),
      interactive: interactive("Population Dynamics", "classroom-resources/population-dynamics"),
      textbook: textbook("The Science of Biology", "1-1-the-science-of-biology"),
      stateStandard: "BIO1.ETS2.1",
      ngss: ["HS-ETS1-1", "HS-LS2-2"],
      notes: "Choose posts that do not mock any group; focus on checking evidence, not on who believes what.",
    },
    {
      when: "Day 22",
      question: "What is the most important infectious-disease message our community needs right now?",
      video: video("Crash Course: Public Health", "results?search_query=crash+course+public+health"),
      interactive: interactive("Modeling Disease Spread", "classroom-resources/modeling-disease-spread"),
      textbook: textbook("Population Dynamics and Regulation", "45-4-population-dynamics-and-regulation"),
      stateStandard: "BIO1.LS2.1",
      ngss: ["HS-LS2-2", "HS-ETS1-1"],
      notes: "Checkpoint 3. Keep presentations to time; commitment cards guide team work in Phase 4.",
    },
  ],
  lessons: phase3Lessons,
  materials: phase3Lessons.map((lesson) => lessonPlanMaterial(3, lesson)),
};

/* ------------------------------------------------------------------------------------------------
 * Phase 4: Create Professional Health Communication (Days 23-28 on the phase pages)
 * ---------------------------------------------------------------------------------------------- */

const phase4Lessons: LessonInput[] = [
  day(4, {
    number: 23,
    title: "Campaign Strategy: Audience, Message, Channel",
    description:
      "Teams analyze effective public health campaigns, build an audience persona from their survey data and write a message box with one core message, supporting facts and a call to action.",
    drivingQuestion: "What makes a health message change what people actually do?",
    objectives: [
      "Analyze the audience, message and call to action of two professional public health campaigns.",
      "Write a SMART campaign goal based on the team's community health profile.",
      "Create an audience persona and a message box grounded in survey evidence.",
      "Choose communication channels that reach the target audience.",
    ],
    keyUnderstandings: [
      "Effective campaigns target a specific audience with one clear message and one specific action.",
      "Messages work best when they match the audience's concerns, language and trusted messengers.",
    ],
    materials: [
      "Two short professional PSAs (for example CDC or state health department handwashing or flu vaccine spots)",
      "Campaign Strategy Planner handout",
      "Team commitment cards and survey graphs from Day 22",
    ],
    activities: [
      {
        title: "Analyze professional PSAs",
        minutes: 12,
        description:
          "Students watch two PSAs and identify audience, core message, evidence, emotion and call to action in each.",
      },
      {
        title: "Audience persona",
        minutes: 15,
        description:
          "Teams create a persona for their audience (age, concerns, where they get information, who they trust) using their survey data.",
      },
      {
        title: "Message box",
        minutes: 15,
        description:
          "Teams write a SMART goal, one core message, three supporting facts with sources, and a call to action; they choose two channels to reach their persona.",
      },
      {
        title: "Pitch and feedback",
        minutes: 8,
        description: "Each team pitches its message in 30 seconds; another team gives one suggestion.",
      },
    ],
    differentiation: {
      supported: [
        "Provide an example message box from a different topic.",
        "Offer persona prompts with options to circle.",
      ],
      extension: ["Plan how the team will measure whether the campaign reached its goal."],
      multilingual: [
        "Teams plan a version of the message in a community language with help from bilingual members or families.",
      ],
    },
    assessment: ["Completed Campaign Strategy Planner.", "SMART goal checked against the criteria."],
    standards: { state: ["BIO1.ETS2.1"], ngss: ["HS-ETS1-2", "HS-ETS1-3"] },
    handout: {
      title: "Campaign Strategy Planner",
      intro:
        "Your campaign must reach a specific audience with a message they understand, trust and can act on. Use your Day 22 evidence to plan it.",
      sections: [
        {
          heading: "Learn from the professionals",
          prompts: [
            "PSA 1: audience, core message, call to action.",
            "PSA 2: audience, core message, call to action.",
            "Which PSA was more persuasive for teenagers, and why?",
          ],
        },
        {
          heading: "Our audience",
          prompts: [
            "Who exactly is our audience? Describe our persona.",
            "Where does this person get health information, and whom do they trust?",
            "What does our survey say this audience believes or needs?",
          ],
        },
        {
          heading: "Our message box",
          prompts: [
            "SMART goal:",
            "Core message (one sentence):",
            "Three supporting facts, each with a source:",
            "Call to action:",
            "Two channels we will use:",
          ],
        },
      ],
      wordBank: [
        { term: "target audience", meaning: "the specific group a campaign is designed to reach" },
        { term: "core message", meaning: "the one idea you want the audience to remember" },
        { term: "call to action", meaning: "the specific thing you ask the audience to do" },
        { term: "channel", meaning: "the way a message reaches people, such as social media or posters" },
        { term: "SMART goal", meaning: "a goal that is specific, measurable, achievable, relevant and time-bound" },
        { term: "trusted messenger", meaning: "a person the audience already trusts to give advice" },
      ],
      sentenceStarters: [
        "Our audience is ___ because our data show ___.",
        "The one thing we want people to remember is ___.",
        "We will ask our audience to ___ by ___.",
        "We chose ___ as a channel because ___.",
      ],
    },
  }),
  day(4, {
    number: 24,
    title: "Science Communication Skills",
    description:
      "Students practise plain language, analogies, clear numbers and the 'truth sandwich' for correcting myths, and deliver a 30-second explanation to a partner.",
    drivingQuestion:
      "How do we explain complex immune science clearly and accurately to people who are not scientists?",
    objectives: [
      "Replace scientific jargon with plain-language explanations without losing accuracy.",
      "Create and evaluate an analogy for an immune system or vaccine concept, including where it breaks down.",
      "Present risks as natural frequencies (for example 1 in 10,000) rather than unclear words.",
      "Correct a myth using the truth sandwich: fact, myth, fact.",
    ],
    keyUnderstandings: [
      "Clear communication keeps the science accurate while fitting the audience's knowledge and language.",
      "Repeating a myth prominently can strengthen it, so lead and end with the accurate information.",
      "Every analogy has limits; naming them keeps the audience from drawing wrong conclusions.",
    ],
    materials: [
      "Jargon-swap cards",
      "Analogy examples (for example antibodies as keys, memory cells as a 'most wanted' poster)",
      "Myth statements from Day 21",
      "Timers",
    ],
    activities: [
      {
        title: "Jargon swap",
        minutes: 10,
        description:
          "Pairs rewrite five jargon-heavy sentences (for example 'antigen-specific humoral response') in plain language and check each other's accuracy.",
      },
      {
        title: "Analogy workshop",
        minutes: 15,
        description:
          "Teams create an analogy for their campaign concept and write one way it fits and one way it breaks down.",
      },
      {
        title: "Truth sandwich rewrite",
        minutes: 15,
        description:
          "Teams rewrite a common myth from their survey as a truth sandwich and use a natural frequency for any risk.",
      },
      {
        title: "30-second explanation",
        minutes: 10,
        description:
          "Students explain their core message to a partner from another team, who repeats back what they understood.",
      },
      {
        title: "Exit ticket",
        minutes: 5,
        description: "Students write their core message in 20 words or fewer.",
      },
    ],
    differentiation: {
      supported: ["Provide a plain-language word list and analogy frames (___ is like ___ because ___)."],
      extension: ["Evaluate a published health message with the CDC Clear Communication Index."],
      multilingual: [
        "Practise the 30-second explanation in both English and a home language; discuss terms that do not translate directly.",
      ],
    },
    assessment: [
      "Rewritten sentences checked for accuracy.",
      "Analogy with stated limits.",
      "Truth sandwich and 20-word core message.",
    ],
    standards: { state: ["BIO1.LS1.5", "BIO1.ETS2.1"], ngss: ["HS-LS1-2", "HS-ETS1-2"] },
  }),
  day(4, {
    number: 25,
    title: "Storyboarding the 60-Second PSA",
    description:
      "Teams write a script of about 130-150 words and storyboard six to eight shots for a 60-second public service announcement, with sources and permissions planned.",
    drivingQuestion: "How do we tell an accurate, memorable health story in just 60 seconds?",
    objectives: [
      "Structure a 60-second PSA with a hook, core message, evidence and call to action.",
      "Write a script that fits the time limit (about 130-150 spoken words).",
      "Storyboard six to eight shots that match the script.",
      "Plan sources, captions, music and permission forms for people who appear on camera.",
    ],
    keyUnderstandings: [
      "Viewers decide in the first few seconds whether to keep watching, so the hook matters.",
      "Every scientific claim in a PSA must be accurate and traceable to a reliable source.",
    ],
    materials: [
      "PSA Storyboard handout",
      "Two example PSAs for timing",
      "Stopwatches or phone timers",
      "Media release forms",
    ],
    activities: [
      {
        title: "Deconstruct a PSA",
        minutes: 10,
        description:
          "Students time each section of an example PSA (hook, problem, message, action) and count its shots.",
      },
      {
        title: "Write the script",
        minutes: 20,
        description: "Teams draft the script, read it aloud with a timer and cut it to fit 60 seconds.",
      },
      {
        title: "Storyboard",
        minutes: 20,
        description: "Teams sketch six to eight frames with shot type, narration, on-screen text and sound for each.",
      },
      {
        title: "Exit ticket",
        minutes: 5,
        description: "Teams list each scientific claim in their script and its source.",
      },
    ],
    differentiation: {
      supported: [
        "Provide a script template with time stamps (0-5 s hook, 5-20 s problem, 20-45 s message, 45-60 s action).",
      ],
      extension: ["Plan an accessible version with captions and an audio description of key visuals."],
      multilingual: ["Teams may script the PSA in two languages or add subtitles in a community language."],
    },
    assessment: [
      "Timed script within 60 seconds.",
      "Storyboard with six to eight complete frames.",
      "Source list for every claim.",
    ],
    standards: { state: ["BIO1.ETS2.1"], ngss: ["HS-ETS1-2", "HS-ETS1-3"] },
    handout: {
      title: "PSA Storyboard",
      intro:
        "A 60-second PSA has room for one clear message. Plan every second: what the audience sees, hears and reads, and where each fact comes from.",
      sections: [
        {
          heading: "Structure",
          prompts: [
            "Hook (0-5 seconds): what will grab attention?",
            "Problem (5-20 seconds): what is the health issue for our audience?",
            "Message and evidence (20-45 seconds): what should they understand?",
            "Call to action (45-60 seconds): what should they do next?",
          ],
        },
        {
          heading: "Shot plan",
          prompts: [
            "For each of six to eight frames: sketch, shot type (wide, medium, close-up), narration, on-screen text and sound.",
            "Which shots need people on camera, and do we have signed release forms?",
          ],
        },
        {
          heading: "Accuracy check",
          prompts: [
            "List every scientific claim in the script and its source.",
            "Who outside our team will check the science before we film?",
          ],
        },
      ],
      wordBank: [
        { term: "PSA", meaning: "public service announcement: a short message for the public good" },
        { term: "hook", meaning: "an opening that grabs the audience's attention" },
        { term: "storyboard", meaning: "a sequence of sketches that plans each shot" },
        { term: "shot type", meaning: "how close the camera is, such as wide, medium or close-up" },
        { term: "media release", meaning: "written permission to show someone on camera" },
      ],
      sentenceStarters: [
        "Our hook will show ___ so that viewers ___.",
        "In frame ___, the audience will see ___ and hear ___.",
        "Our claim that ___ comes from ___.",
      ],
    },
  }),
  day(4, {
    number: 26,
    title: "PSA Production Day",
    description:
      "Teams film and record their PSA using phones or school tablets, rotating production roles and checking footage against the storyboard.",
    drivingQuestion: "How do we turn our plan into professional-quality footage?",
    objectives: [
      "Capture all planned shots with clear audio and steady framing.",
      "Carry out an assigned production role responsibly.",
      "Check footage against the storyboard and reshoot where needed.",
    ],
    keyUnderstandings: [
      "Professional communication depends on planning, clear roles and quality checks, just as a lab investigation does.",
      "Clear audio matters more to viewers than perfect images.",
    ],
    materials: [
      "Phones or tablets, optional tripods or stacks of books",
      "Quiet recording spaces and a simple reflector (white poster board)",
      "Storyboards, shot checklists and signed media release forms",
    ],
    activities: [
      {
        title: "Production briefing",
        minutes: 8,
        description:
          "Review roles (director, camera, sound, talent, script supervisor), filming locations and time limits.",
      },
      {
        title: "Filming",
        minutes: 35,
        description:
          "Teams film shots in storyboard order, recording at least two takes of narration in a quiet space.",
      },
      {
        title: "Footage check",
        minutes: 7,
        description: "Script supervisors tick off each shot and note reshoots needed for Day 27.",
      },
    ],
    differentiation: {
      supported: ["Provide a role card with a step-by-step checklist for each production role."],
      extension: ["Add B-roll (supporting footage) and plan transitions for editing."],
      multilingual: ["Students may record narration in a community language for a second version."],
    },
    assessment: ["Completed shot checklist.", "Teacher observation of role performance and teamwork."],
    standards: { state: ["BIO1.ETS2.1"], ngss: ["HS-ETS1-2"] },
  }),
  day(4, {
    number: 27,
    title: "Editing and Expert Feedback",
    description:
      "Teams edit their PSA with free video tools, add captions and an on-screen source card, check accuracy with a health professional or their sources, and revise through a tuning protocol.",
    drivingQuestion: "Is our PSA accurate, accessible and persuasive enough to share with the public?",
    objectives: [
      "Edit footage into a 60-second PSA with captions and a source card.",
      "Verify every scientific claim against reliable sources or expert feedback.",
      "Use a structured tuning protocol to give and receive feedback, and plan revisions.",
    ],
    keyUnderstandings: [
      "Captions make messages accessible to people who are deaf or hard of hearing and to viewers watching without sound.",
      "Scientists and health professionals review each other's work before it is published; peer and expert review improves quality.",
    ],
    materials: [
      "Devices with a free video editor",
      "Headphones",
      "Tuning protocol cards",
      "Accuracy checklist; school nurse or partner reviewer if available",
    ],
    activities: [
      {
        title: "Edit",
        minutes: 25,
        description:
          "Teams assemble shots, trim to 60 seconds, add captions, titles and a final card listing sources and the call to action.",
      },
      {
        title: "Accuracy check",
        minutes: 10,
        description:
          "Teams check each claim against their source list; where available a school nurse or health partner reviews the cut.",
      },
      {
        title: "Tuning protocol",
        minutes: 15,
        description:
          "Pairs of teams screen their drafts and give warm and cool feedback on accuracy, clarity and persuasiveness.",
      },
      {
        title: "Exit ticket",
        minutes: 5,
        description: "Teams list the three revisions they will make on Day 28.",
      },
    ],
    differentiation: {
      supported: ["Provide a one-page editing guide with screenshots for the school's editor."],
      extension: ["Create a 15-second cut for social media from the same footage."],
      multilingual: ["Add subtitles in a second language checked by a fluent speaker."],
    },
    assessment: [
      "Draft PSA with captions and source card.",
      "Completed accuracy checklist.",
      "Revision plan from the tuning protocol.",
    ],
    standards: { state: ["BIO1.ETS2.1"], ngss: ["HS-ETS1-3"] },
  }),
  day(4, {
    number: 28,
    title: "Finalizing the Campaign Toolkit",
    description:
      "Phase 4 checkpoint. Teams finish their PSA, create a companion infographic or flyer, translate key materials and write a distribution and evaluation plan.",
    drivingQuestion: "How will our campaign reach our audience and how will we know if it worked?",
    objectives: [
      "Produce a final 60-second PSA that addresses the feedback received.",
      "Design an accurate infographic or flyer that reinforces the PSA's core message.",
      "Write a distribution plan and a simple way to measure impact against the SMART goal.",
    ],
    keyUnderstandings: [
      "Campaigns repeat one message across several channels so it reaches more people.",
      "Measuring impact (views, survey changes, audience feedback) shows whether the goal was met and what to improve.",
    ],
    materials: [
      "Draft PSAs and revision plans",
      "Paper or a free design tool for infographics",
      "Campaign toolkit checklist and Checkpoint 4 rubric",
    ],
    activities: [
      {
        title: "Final PSA revisions",
        minutes: 15,
        description: "Teams complete the three planned revisions and export the final PSA.",
      },
      {
        title: "Infographic or flyer",
        minutes: 20,
        description:
          "Teams design a one-page companion piece with the core message, two facts with sources, a visual and the call to action.",
      },
      {
        title: "Distribution and evaluation plan",
        minutes: 10,
        description:
          "Teams plan where and when materials will be shared and write two pre/post questions for the exhibition audience.",
      },
      {
        title: "Submission checklist",
        minutes: 5,
        description: "Teams confirm that every toolkit item is complete and submit it.",
      },
    ],
    differentiation: {
      supported: ["Provide an infographic template with placeholders for message, facts and visual."],
      extension: ["Prepare a short pitch email to a community partner who could share the campaign."],
      multilingual: ["Produce the flyer in English and at least one community language."],
    },
    assessment: [
      "Campaign toolkit (PSA, infographic, distribution and evaluation plan) scored with the Checkpoint 4 rubric.",
    ],
    standards: { state: ["BIO1.ETS2.1"], ngss: ["HS-ETS1-2", "HS-ETS1-3"] },
  }),
];

const phase4: PhaseInput = {
  number: 4,
  title: "Create Professional Health Communication",
  range: "Days 23-28",
  rangeNote: "Unit overview schedule: Days 21-24",
  badges: ["Unit 2 - Phase 4", "Science Communication"],
  summary:
    "Teams turn their evidence into a professional public health campaign: a strategy, science communication skills and a 60-second PSA with a companion infographic.",
  overview: [
    "Science communication: students learn to explain immune science in plain language, use analogies and numbers carefully and correct myths without amplifying them, so the public can act on accurate information.",
    "Campaign design: each team plans for a specific audience, core message, call to action and channels, grounded in the community health profile from Phase 3.",
    "The culminating public health PSA campaign: teams script, storyboard, film and edit a 60-second public service announcement, check its accuracy with sources or a health professional, and package it with an infographic and a distribution plan.",
  ],
  objectives: [
    "Design a campaign strategy with a SMART goal, audience persona, message box and channels.",
    "Apply science communication techniques: plain language, analogies with limits, natural frequencies and the truth sandwich.",
    "Produce an accurate, captioned 60-second PSA and a companion infographic.",
    "Plan how to distribute the campaign and measure its impact.",
  ],
  keyActivities: [
    {
      when: "Day 23",
      title: "Campaign strategy",
      description:
        "Teams analyze professional PSAs and build an audience persona, a message box and a channel plan from their data.",
    },
    {
      when: "Day 24",
      title: "Science communication skills",
      description:
        "Jargon swaps, analogy workshops and truth-sandwich rewrites make the science clear without losing accuracy.",
    },
    {
      when: "Days 25-28",
      title: "60-second PSA production",
      description:
        "Teams script, storyboard, film, edit, fact-check and finalize a 60-second PSA and companion materials.",
    },
  ],
  checkpoint: {
    when: "Day 28",
    title: "Checkpoint 4: Campaign Toolkit",
    description: "Final 60-second PSA, infographic or flyer, and distribution and evaluation plan.",
  },
  resourceMap: [
    {
      when: "Day 23",
      question: "What makes a health message change what people actually do?",
      video: video(
        "Crash Course: Public Health Communication",
        "results?search_query=crash+course+public+health+communication",
      ),
      interactive: interactive("Modeling Disease Spread", "classroom-resources/modeling-disease-spread"),
      textbook: textbook("The Science of Biology", "1-1-the-science-of-biology"),
      stateStandard: "BIO1.ETS2.1",
      ngss: ["HS-ETS1-2", "HS-ETS1-3"],
      notes: "Preview the professional PSAs for your audience; choose at least one made for teenagers.",
    },
    {
      when: "Day 24",
      question: "How do we explain complex immune science clearly and accurately to people who are not scientists?",
      video: video("Crash Course: Immune System Explained", "results?search_query=crash+course+immune+system"),
      interactive: interactive("Immunology Virtual Lab", "classroom-resources/immunology-virtual-lab"),
      textbook: textbook("Adaptive Immune Response", "42-2-adaptive-immune-response"),
      stateStandard: "BIO1.ETS2.1",
      ngss: ["HS-LS1-2", "HS-ETS1-2"],
      notes:
        "Check analogies for accuracy; common ones (such as 'the immune system is an army') need their limits named.",
    },
    {
      when: "Day 25",
      question: "How do we tell an accurate, memorable health story in just 60 seconds?",
      video: video("Crash Course: Film Production", "results?search_query=crash+course+film+production"),
      interactive: interactive("Virus Explorer", "classroom-resources/virus-explorer"),
      textbook: textbook(
        "Prevention and Treatment of Viral Infections",
        "21-3-prevention-and-treatment-of-viral-infections",
      ),
      stateStandard: "BIO1.ETS2.1",
      ngss: ["HS-ETS1-2", "HS-ETS1-3"],
      notes: "Send media release forms home on this day so they return before filming.",
    },
    {
      when: "Day 26",
      question: "How do we turn our plan into professional-quality footage?",
      video: video("Crash Course: Filmmaking Basics", "results?search_query=crash+course+film+production"),
      interactive: interactive("Modeling Disease Spread", "classroom-resources/modeling-disease-spread"),
      textbook: textbook("Innate Immune Response", "42-1-innate-immune-response"),
      stateStandard: "BIO1.ETS2.1",
      ngss: ["HS-ETS1-2"],
      notes: "Reserve quiet spaces for narration; only students with signed releases appear on camera.",
    },
    {
      when: "Day 27",
      question: "Is our PSA accurate, accessible and persuasive enough to share with the public?",
      video: video("Crash Course: Media Literacy", "results?search_query=crash+course+media+literacy"),
      interactive: interactive("Immunology Virtual Lab", "classroom-resources/immunology-virtual-lab"),
      textbook: textbook("Antibodies", "42-3-antibodies"),
      stateStandard: "BIO1.ETS2.1",
      ngss: ["HS-ETS1-3"],
      notes:
        "Invite the school nurse or a health partner to review drafts; give them the accuracy checklist in advance.",
    },
    {
      when: "Day 28",
      question: "How will our campaign reach our audience and how will we know if it worked?",
      video: video("Crash Course: Public Health", "results?search_query=crash+course+public+health"),
      interactive: interactive("Modeling Disease Spread", "classroom-resources/modeling-disease-spread"),
      textbook: textbook("Population Dynamics and Regulation", "45-4-population-dynamics-and-regulation"),
      stateStandard: "BIO1.ETS2.1",
      ngss: ["HS-ETS1-2", "HS-ETS1-3"],
      notes: "Checkpoint 4. Get school approval before any PSA is posted publicly.",
    },
  ],
  lessons: phase4Lessons,
  materials: [
    ...phase4Lessons.map((lesson) => lessonPlanMaterial(4, lesson)),
    ...phase4Lessons.filter((lesson) => lesson.handout).map((lesson) => handoutMaterial(4, lesson)),
  ],
};

/* ------------------------------------------------------------------------------------------------
 * Phase 5: Community Presentation & Exhibition (Days 29-32 on the phase pages)
 * ---------------------------------------------------------------------------------------------- */

const phase5Lessons: LessonInput[] = [
  day(5, {
    number: 30,
    title: "Community Health Exhibition",
    description:
      "Teams present their campaigns at exhibition stations to families, community partners and health workers, explain the science behind them and collect audience feedback and pre/post responses.",
    drivingQuestion: "Can our campaign help our community understand and act on infectious-disease science?",
    objectives: [
      "Present the campaign and the biology behind it clearly to community audiences.",
      "Answer audience questions accurately and respectfully, saying so when something needs checking.",
      "Collect pre/post knowledge responses and feedback to evaluate the campaign.",
    ],
    keyUnderstandings: [
      "Sharing science with the community is part of doing science: it connects evidence to decisions people make.",
      "Listening to audience questions reveals what still confuses people and how the campaign could improve.",
    ],
    materials: [
      "Exhibition stations with a screen or device for each PSA",
      "Printed infographics and flyers (in community languages)",
      "Pre/post audience question cards and feedback forms",
      "Name tags, sign-in sheet and light refreshments if the budget allows",
    ],
    activities: [
      {
        title: "Set up and final check",
        minutes: 10,
        description: "Teams set up stations, test devices and rehearse their 60-second welcome.",
      },
      {
        title: "Exhibition rotations",
        minutes: 35,
        description:
          "Visitors rotate through stations; at each one they answer one pre question, watch the PSA, talk with the team and answer the post question. Team members rotate between presenting and visiting.",
      },
      {
        title: "Quick debrief",
        minutes: 7,
        description: "Teams collect forms and note the best question they were asked and one they could not answer.",
      },
    ],
    differentiation: {
      supported: ["Provide a station script card and assign speaking roles in advance."],
      extension: ["Lead a short panel discussion with a visiting health professional."],
      multilingual: ["Multilingual students host station conversations in community languages."],
    },
    assessment: [
      "Exhibition presentation scored with the community presentation rubric.",
      "Collected audience feedback and pre/post cards.",
    ],
    standards: { state: ["BIO1.ETS2.1", "BIO1.LS1.2"], ngss: ["HS-ETS1-3", "HS-LS1-2"] },
  }),
  day(5, {
    number: 31,
    title: "Measuring Our Impact",
    description:
      "Teams analyze pre/post audience responses, feedback forms and any view counts to judge whether their campaign met its SMART goal, and write an impact statement.",
    drivingQuestion: "Did our campaign make a difference, and how do we know?",
    objectives: [
      "Compare pre and post responses to measure change in audience understanding.",
      "Evaluate the campaign against its SMART goal using evidence.",
      "Recommend evidence-based improvements for a future campaign.",
    ],
    keyUnderstandings: [
      "Evaluation closes the design cycle: evidence of impact shows what worked and what to change.",
      "Short-term changes in knowledge do not guarantee changes in behaviour, so claims about impact must match the evidence collected.",
    ],
    materials: [
      "Collected pre/post cards and feedback forms",
      "Data spreadsheet or tally sheets",
      "Impact statement template",
    ],
    activities: [
      {
        title: "Tally the evidence",
        minutes: 15,
        description: "Teams tally pre and post answers and sort feedback comments into themes.",
      },
      {
        title: "Graph and compare to the goal",
        minutes: 15,
        description:
          "Teams graph the pre/post change and decide whether the SMART goal was met, partly met or not met.",
      },
      {
        title: "Write the impact statement",
        minutes: 15,
        description: "Teams write a one-paragraph impact statement with data and two recommendations for improvement.",
      },
      {
        title: "Exit ticket",
        minutes: 5,
        description: "Students state one limitation of their evidence.",
      },
    ],
    differentiation: {
      supported: ["Provide tally sheets and a graph template with pre and post bars."],
      extension: ["Discuss whether the change could be due to chance and how a larger sample would help."],
      multilingual: ["Sort feedback in any language before summarizing the themes in English."],
    },
    assessment: ["Pre/post graph.", "Impact statement with data, a conclusion about the goal and recommendations."],
    standards: { state: ["BIO1.ETS2.1"], ngss: ["HS-ETS1-3"] },
  }),
  day(5, {
    number: 32,
    title: "Reflection and Celebration",
    description:
      "Students explore public health careers, complete a portfolio reflection on their growth in science and XQ competencies, thank community partners and celebrate the unit.",
    drivingQuestion: "How have I grown as a scientist and community member, and where could this work take me?",
    objectives: [
      "Reflect on growth in understanding immunity, epidemiology and science communication using evidence from the portfolio.",
      "Connect unit skills to at least two public health or biomedical careers.",
      "Write a thank-you letter to a community partner describing the campaign's impact.",
    ],
    keyUnderstandings: [
      "Reflection turns experience into learning that transfers to new problems.",
      "Public health careers (epidemiologist, community health worker, nurse, biostatistician, health educator) use the skills practised in this unit.",
    ],
    materials: [
      "Student portfolios (Checkpoints 1-4)",
      "Career profile cards",
      "Thank-you cards",
      "Certificates of participation",
    ],
    activities: [
      {
        title: "Career connections",
        minutes: 10,
        description:
          "Students read two career profiles, including education pathways, and match unit tasks to each job.",
      },
      {
        title: "Portfolio reflection",
        minutes: 20,
        description:
          "Students answer reflection prompts: how their immune response model changed, what the data taught them, a challenge they overcame and which XQ competency grew most.",
      },
      {
        title: "Thank-you letters",
        minutes: 10,
        description: "Teams write thank-you letters to guest speakers and partners, sharing their impact data.",
      },
      {
        title: "Celebration circle",
        minutes: 12,
        description:
          "Each student shares one proud moment; the class recognizes each team's contribution to community health.",
      },
    ],
    differentiation: {
      supported: ["Offer reflection prompts as a checklist with sentence starters, or an audio reflection option."],
      extension: ["Plan how the campaign could continue next year with a new class or partner."],
      multilingual: ["Reflections may be written in a home language; thank-you letters can be bilingual."],
    },
    assessment: ["Portfolio reflection scored with the reflection rubric.", "Thank-you letter."],
    standards: { state: ["BIO1.ETS2.1"], ngss: ["HS-ETS1-3"] },
  }),
];

const phase5: PhaseInput = {
  number: 5,
  title: "Community Presentation & Exhibition",
  range: "Days 29-32",
  rangeNote: "Unit overview schedule: Days 25-26",
  badges: ["Unit 2 - Phase 5", "Exhibition & Reflection"],
  summary:
    "Teams prepare and host a community health exhibition, measure the impact of their campaigns and reflect on their growth as scientists and communicators.",
  overview: [
    "Phase 5 brings the campaigns to the community. After a day of preparation and rehearsal, teams host an exhibition for families, community partners and health workers, explaining the immune science behind their PSAs and collecting feedback.",
    "Teams then analyze their pre/post evidence against their SMART goals, write impact statements and close the unit with career connections, portfolio reflection and a celebration.",
  ],
  objectives: [
    "Communicate immune and public health science to community audiences.",
    "Evaluate a campaign's impact with evidence and recommend improvements.",
    "Reflect on growth in scientific understanding and XQ competencies.",
  ],
  keyActivities: [
    {
      when: "Day 29",
      title: "Exhibition preparation",
      description: "Teams set up stations, rehearse and prepare feedback tools.",
    },
    {
      when: "Day 30",
      title: "Community health exhibition",
      description: "Teams present PSAs and the science behind them to families and partners.",
    },
    {
      when: "Day 31",
      title: "Impact analysis",
      description: "Teams measure change with pre/post data and write an impact statement.",
    },
    {
      when: "Day 32",
      title: "Reflection and celebration",
      description: "Career connections, portfolio reflection and thanks to partners.",
    },
  ],
  resourceMap: [
    {
      when: "Day 29",
      question: "How do we prepare to share our science confidently with the public?",
      video: video("Crash Course: Public Speaking", "results?search_query=crash+course+public+speaking"),
      interactive: interactive("Modeling Disease Spread", "classroom-resources/modeling-disease-spread"),
      textbook: textbook("The Science of Biology", "1-1-the-science-of-biology"),
      stateStandard: "BIO1.ETS2.1",
      ngss: ["HS-ETS1-3"],
      notes: "Send invitations two weeks ahead in community languages; confirm room, devices and any evening access.",
    },
    {
      when: "Day 30",
      question: "Can our campaign help our community understand and act on infectious-disease science?",
      video: video("Crash Course: How Vaccines Work", "results?search_query=crash+course+vaccines+immunity"),
      interactive: interactive("Virus Explorer", "classroom-resources/virus-explorer"),
      textbook: textbook("Adaptive Immune Response", "42-2-adaptive-immune-response"),
      stateStandard: "BIO1.ETS2.1",
      ngss: ["HS-ETS1-3", "HS-LS1-2"],
      notes:
        "If families cannot attend during the school day, hold the exhibition in the evening and use this period for a school audience.",
    },
    {
      when: "Day 31",
      question: "Did our campaign make a difference, and how do we know?",
      video: video(
        "Crash Course: Statistics and Data",
        "results?search_query=crash+course+statistics+data+visualization",
      ),
      interactive: interactive("Population Dynamics", "classroom-resources/population-dynamics"),
      textbook: textbook("Population Demography", "45-1-population-demography"),
      stateStandard: "BIO1.ETS2.1",
      ngss: ["HS-ETS1-3"],
      notes: "Encourage honest conclusions; a goal that was not met still gives valuable evidence.",
    },
    {
      when: "Day 32",
      question: "How have I grown as a scientist and community member, and where could this work take me?",
      video: video("Crash Course: Public Health Careers", "results?search_query=crash+course+public+health"),
      interactive: interactive("Immunology Virtual Lab", "classroom-resources/immunology-virtual-lab"),
      textbook: textbook("Disruptions in the Immune System", "42-4-disruptions-in-the-immune-system"),
      stateStandard: "BIO1.ETS2.1",
      ngss: ["HS-ETS1-3"],
      notes: "Invite partners to the celebration if possible; share impact data with them afterwards.",
    },
  ],
  lessons: phase5Lessons,
  materials: phase5Lessons.map((lesson) => lessonPlanMaterial(5, lesson)),
  textOnlyDays: [
    {
      when: "Day 29",
      title: "Exhibition Preparation & Rehearsal",
      description:
        "Teams set up exhibition stations, rehearse a 60-second welcome and answers to likely questions, print flyers in community languages and prepare pre/post question cards. No separate lesson plan: use the Phase 4 campaign toolkit and the Day 30 plan.",
    },
  ],
};

/* ------------------------------------------------------------------------------------------------
 * The unit
 * ---------------------------------------------------------------------------------------------- */

export const unit2 = {
  number: 2,
  title: "Community Immunity",
  description:
    "Community immunity and global health: students investigate the immune system, pathogens, vaccines, herd immunity and epidemiology, then create a public health campaign with a 60-second PSA for their own community.",
  color: "blue",
  backLink: { to: "/courses", label: "Back to Courses" },
  drivingQuestion:
    "How can we use what we know about the immune system and the spread of disease to protect the health of our community and communities around the world?",
  realWorldChallenge:
    "Outbreaks of vaccine-preventable diseases such as measles are returning in places where vaccination has fallen, and misinformation spreads faster than many pathogens. Communities that already face barriers to health care are hit hardest. Students act as epidemiologists and health communicators: they investigate how disease spreads in their community, listen to what residents know and need, and design an accurate, culturally responsive public health campaign with a 60-second PSA that they present at a community exhibition.",
  coreConcepts: [
    {
      title: "Immune System Structure and Function",
      description:
        "Innate and adaptive immunity work as interacting systems of cells, tissues and proteins; antibodies bind specific antigens because of their shape.",
      codes: ["HS-LS1-2", "BIO1.LS1.2", "BIO1.LS1.5"],
    },
    {
      title: "Pathogens and the Characteristics of Life",
      description:
        "Bacteria, viruses, fungi and protists differ in structure and life cycle, which determines how they spread and how they can be prevented or treated.",
      codes: ["HS-LS1-1", "BIO1.LS1.1"],
    },
    {
      title: "Immune Memory and Vaccines",
      description:
        "Memory B and T cells make a second response faster and stronger; vaccines, including mRNA vaccines that instruct cells to make one protein, create memory without disease.",
      codes: ["HS-LS1-1", "HS-LS1-3", "BIO1.LS1.4"],
    },
    {
      title: "Disease in Populations and Herd Immunity",
      description:
        "R0, the herd immunity threshold (1 - 1/R0) and SIR models explain and predict how infections spread through populations and how vaccination protects those who cannot be vaccinated.",
      codes: ["HS-LS2-2", "HS-ETS1-4", "BIO1.LS2.1"],
    },
    {
      title: "Pathogen Evolution",
      description:
        "Natural selection explains antibiotic resistance and new viral variants, which is why antibiotics must be used carefully and flu vaccines are updated.",
      codes: ["HS-LS4-2", "HS-LS4-4", "BIO1.LS4.2"],
    },
    {
      title: "Public Health Solutions and Communication",
      description:
        "Designing a health campaign means defining a community problem with evidence, weighing criteria and constraints such as trust, access and culture, and communicating science clearly.",
      codes: ["HS-ETS1-1", "HS-ETS1-2", "HS-ETS1-3", "BIO1.ETS2.1"],
    },
  ],
  keyTopics: [
    "Immune system",
    "Pathogens",
    "Vaccines",
    "Herd immunity",
    "Epidemiology",
    "Public health communication",
    "Global health equity",
  ],
  projectIdeas: [
    {
      title: "60-Second Public Health PSA Campaign",
      description:
        "Script, film and edit a captioned 60-second PSA with a companion infographic that targets a misconception found in the class community survey.",
    },
    {
      title: "Community Health Profile",
      description:
        "Combine county surveillance data, vaccination coverage and original survey results into a profile of the community's infectious-disease risks and assets.",
    },
    {
      title: "Outbreak Simulation Exhibit",
      description:
        "Build an interactive exhibit (physical grid or computer SIR model) that lets visitors see how vaccination coverage changes the size of an outbreak.",
    },
    {
      title: "Multilingual Vaccine Facts Toolkit",
      description:
        "Work with families and community partners to produce accurate, culturally adapted vaccine and hygiene materials in the languages spoken in the community.",
    },
  ],
  lessons: [],
  learningOutcomes: [
    "Explain how innate and adaptive immunity work together to defend the body, using a model of a specific infection.",
    "Compare pathogen types and explain why antibiotics treat bacterial but not viral infections.",
    "Explain immune memory and how different vaccine types, including mRNA vaccines, produce it.",
    "Use R0, herd immunity thresholds and SIR models to explain and predict the spread of disease.",
    "Explain antibiotic resistance and viral variation as outcomes of natural selection.",
    "Analyze public health data and original survey data, recognising their limitations.",
    "Design, produce and evaluate an accurate, culturally responsive public health campaign with a 60-second PSA.",
  ],
  competencies: [
    {
      title: "Holders of Foundational Knowledge",
      description:
        "Students build and apply core knowledge of immunology, microbiology, evolution and population biology to a real community problem.",
    },
    {
      title: "Masters of All Fundamental Literacies",
      description:
        "Students read and create graphs, rates and models and communicate science clearly in writing, speech and video, in more than one language where possible.",
    },
    {
      title: "Original Thinkers for an Uncertain World",
      description:
        "Students question data and claims, check sources and design new ways to reach their community with accurate health information.",
    },
    {
      title: "Generous Collaborators for Tough Problems",
      description:
        "Teams share production roles, give structured feedback and partner with families, health workers and community organisations.",
    },
    {
      title: "Learners for Life",
      description:
        "Students reflect on their growth across four checkpoints and connect the unit to public health and biomedical careers.",
    },
  ],
  standards: {
    ngss: ngssAlignment([
      "HS-LS1-1",
      "HS-LS1-2",
      "HS-LS1-3",
      "HS-LS2-2",
      "HS-LS4-2",
      "HS-LS4-4",
      "HS-ETS1-1",
      "HS-ETS1-2",
      "HS-ETS1-3",
      "HS-ETS1-4",
    ]),
    state: [
      {
        code: "BIO1.LS1.1",
        description: "Use evidence to analyze the characteristics of life and argue whether viruses are living.",
      },
      {
        code: "BIO1.LS1.2",
        description:
          "Evaluate comparative models of cell types, such as bacterial pathogens, human body cells and immune cells.",
      },
      {
        code: "BIO1.LS1.4",
        description: "Explain how DNA and RNA information is decoded into proteins, including how mRNA vaccines work.",
      },
      {
        code: "BIO1.LS1.5",
        description: "Connect protein structure to function, such as antibody binding sites fitting specific antigens.",
      },
      {
        code: "BIO1.LS2.1",
        description:
          "Use mathematical and computational representations of factors that affect populations, applied to disease spread.",
      },
      {
        code: "BIO1.LS4.2",
        description: "Explain how natural selection changes populations over time, including resistance in pathogens.",
      },
      {
        code: "BIO1.ETS2.1",
        description:
          "Evaluate how science and technology, such as vaccines and public health programmes, affect society, including ethical considerations.",
      },
    ],
  },
  scheduleNote:
    "The source schedule is stated two ways. The unit overview plans 26 days: Phase 1 Days 1-6, Phase 2 Days 7-14, Phase 3 Days 15-20, Phase 4 Days 21-24 and Phase 5 Days 25-26. The phase pages, which hold the day-by-day lessons and downloads, run 32 days: Phase 3 Days 15-22 (8 days), Phase 4 Days 23-28 (6 days) and Phase 5 Days 29-32 (4 days). Day numbers on lessons and materials follow the phase pages; to fit the 26-day overview, compress Phases 3-5 to the overview ranges noted on each of those phases.",
  phases: [phase1, phase2, phase3, phase4, phase5],
  materials: [
    unitOverview({
      title: "Unit 2 Overview: Community Immunity",
      subtitle: "Driving question, phases, standards and assessment plan (Word)",
      path: "/materials/unit2/Unit_2_Community_Immunity_Overview.docx",
    }),
    lessonPlan({
      title: "Day 1 Lesson Plan: Outbreak! The Contagion Simulation",
      subtitle: "Entry event lesson plan (Word)",
      path: "/materials/unit2/Day_1_Outbreak_Contagion_Simulation_Lesson_Plan.docx",
      lesson: 1,
      phase: 1,
    }),
    handout({
      title: "Day 1 Handout: Outbreak Tracker",
      subtitle: "Entry event student handout (PDF)",
      path: "/materials/unit2/Day_1_Outbreak_Tracker_Handout.pdf",
      lesson: 1,
      phase: 1,
    }),
    lessonPlan({
      title: "Day 9 Lesson Plan: Herd Immunity",
      subtitle: "Herd immunity simulation lesson plan (Word)",
      path: "/materials/unit2/Day_9_Herd_Immunity_Lesson_Plan.docx",
      lesson: 9,
      phase: 2,
    }),
    lessonPlan({
      title: "Day 16 Lesson Plan: Outbreak Investigation",
      subtitle: "Epidemic curve investigation lesson plan (Word)",
      path: "/materials/unit2/Day_16_Outbreak_Investigation_Lesson_Plan.docx",
      lesson: 16,
      phase: 3,
    }),
    handout({
      title: "Day 23 Handout: Campaign Strategy Planner",
      subtitle: "Public health campaign planning handout (PDF)",
      path: "/materials/unit2/Day_23_Campaign_Strategy_Planner_Handout.pdf",
      lesson: 23,
      phase: 4,
    }),
  ],
  textPlanFileName: "Unit2_Community_Immunity.txt",
} satisfies UnitInput;
