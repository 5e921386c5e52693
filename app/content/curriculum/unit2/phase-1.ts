import { interactive, textbook, video } from "#app/content/curriculum/resources.ts";
import { cleanUpSafety, microscopeSafety } from "#app/content/curriculum/safety.ts";
import type { LessonInput, PhaseInput } from "#app/content/curriculum/schema.ts";
import { day, handoutMaterial, lessonPlanMaterial } from "./days.ts";

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
      "For the default class of 30, set up in 20 minutes: 1 labeled cup per student (30), each with 50 mL (29 of tap water, 1.5 L for the class, and 1 of washing soda solution: about 1 g in 100 mL, half of it used); 1 pipette per student (30) and 1 pair of splash goggles per student (30); 1 dropper bottle of red-cabbage indicator per group of about 4 (8 bottles of about 10 mL: a quarter of a red cabbage boiled in 500 mL of water makes plenty); 1 roll of paper towels per group (8), 1 sheet of chart paper and 1 pad of sticky notes per group (8 of each)",
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
          "Add two drops of indicator to each cup; a color change means 'infected'. The class pools exchange logs on the board and works backwards round by round to narrow down the index case.",
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
    lab: true,
    safety: [
      "Before class, read the safety data sheets for the washing soda and the indicator, and check that the eyewash works.",
      "Sodium carbonate (washing soda) irritates eyes and skin: make a dilute solution (about 1 g in 100 mL of water), and students wear splash goggles from the first pour until every cup is collected. A splash to the eye is rinsed at the eyewash for 15 minutes; skin is rinsed with water.",
      "Use the red-cabbage indicator. Phenolphthalein is dissolved in flammable alcohol and is a suspected carcinogen: if you use it, the teacher keeps the dropper bottle and adds the drops, with no flame in the room.",
      "Every cup is a lab cup: cups are labeled, and no one drinks from or tastes any cup, even those that hold plain water.",
      "Pour slowly at table height over paper towels, and wipe spills at once so the floor is not slippery.",
      "Clean-up: pour every cup down the sink with plenty of running water and rinse the cups and pipettes.",
      cleanUpSafety.washHands,
    ],
    standards: { state: ["BIO1.LS2.9"], ngss: ["HS-ETS1-1"] },
    handout: {
      title: "Outbreak Tracker",
      intro:
        "Today you are part of a simulated outbreak. Keep careful records: public health workers rely on exactly this kind of information to stop real diseases from spreading.",
      sections: [
        {
          heading: "My exchange log",
          prompts: [
            { id: "u2-d1-q1", text: "Round 1 partner:" },
            { id: "u2-d1-q2", text: "Round 2 partner:" },
            { id: "u2-d1-q3", text: "Round 3 partner:" },
            { id: "u2-d1-q4", text: "Test result (color of my cup after indicator):" },
          ],
        },
        {
          heading: "Trace the source",
          prompts: [
            { id: "u2-d1-q5", text: "Which classmates tested positive? List them." },
            {
              id: "u2-d1-q6",
              text: "Working backwards from round 3, which person could have infected everyone else? Explain your reasoning.",
            },
            { id: "u2-d1-q7", text: "Why might the class find more than one possible index case?" },
          ],
        },
        {
          heading: "Connect to our community",
          prompts: [
            { id: "u2-d1-q8", text: "Name one place in our community where many people have close contact every day." },
            { id: "u2-d1-q9", text: "How is this simulation different from how a real virus or bacterium spreads?" },
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
      "Antibiotics target structures that only bacteria have, such as the peptidoglycan cell wall (fungi and plants have walls too, but not of peptidoglycan) and bacterial ribosomes, so they do not work against viruses.",
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
        "Station cards include labeled diagrams and a partially filled profile table.",
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
      "CER paragraph on whether viruses are alive, scored with the day's described rubric: claim, evidence and reasoning, each at four levels.",
    ],
    standards: { state: ["BIO1.LS1.8"], ngss: [] },
    handout: {
      title: "Pathogen Profiles",
      intro:
        "Pathogens come in very different forms. Collect evidence at each station so you can compare them and decide how each one could be stopped.",
      sections: [
        {
          heading: "Station notes",
          prompts: [
            {
              id: "u2-d2-q1",
              text: "Streptococcus pyogenes: cell type, how it spreads, disease, prevention or treatment.",
            },
            { id: "u2-d2-q2", text: "Influenza virus: structure, how it spreads, disease, prevention or treatment." },
            {
              id: "u2-d2-q3",
              text: "Trichophyton fungus: cell type, how it spreads, disease, prevention or treatment.",
            },
            {
              id: "u2-d2-q4",
              text: "Plasmodium protist: cell type, how it spreads (vector), disease, prevention or treatment.",
            },
          ],
        },
        {
          heading: "Compare the structures",
          prompts: [
            { id: "u2-d2-q5", text: "Which pathogens have a nucleus? Which have ribosomes? Which have neither?" },
            {
              id: "u2-d2-q6",
              text: "Why would an antibiotic that blocks cell-wall building kill strep bacteria but not influenza?",
            },
          ],
        },
        {
          heading: "Argue it",
          prompts: [
            { id: "u2-d2-q7", text: "Claim: Are viruses alive?" },
            { id: "u2-d2-q8", text: "Evidence (two facts from today):" },
            { id: "u2-d2-q9", text: "Reasoning (connect to the characteristics of life):" },
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
      "For the default class of 30 in 8 groups of about 4, set up in 10 minutes: 1 set of blood-smear images per group (8 sets), or 4 microscopes with prepared slides shared in turn; 1 roll of masking tape for the class",
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
        "Provide a labeled reference image of each white blood cell type.",
      ],
      extension: ["Research how the complement system punches holes in bacterial membranes and add it to the model."],
      multilingual: [
        "Use gestures and the role-play as a visual anchor for new vocabulary.",
        "Provide a glossary card with inflammation, phagocyte and fever in students' home languages.",
      ],
    },
    assessment: [
      "Blood-smear tally sheet with correctly identified cell types.",
      "Fever feedback-loop diagram with stimulus, sensor, control center and response labeled.",
      "Exit question: why does a cut get red and warm?",
    ],
    lab: true,
    safety: [
      "Use printed images or commercially prepared, stained and sealed blood-smear slides only. Never make smears from a student's or anyone's blood in class: blood can carry bloodborne pathogens.",
      ...microscopeSafety,
      "For the role-play, clear bags and chairs from the floor, tape the 'skin' boundary flat so no one trips, and have students walk, not run. Phagocytes 'engulf' a bacterium by standing around it, not by grabbing.",
    ],
    standards: { state: ["BIO1.LS1.9", "BIO1.LS1.2"], ngss: ["HS-LS1-2", "HS-LS1-3"] },
    handout: {
      title: "First Line, Second Line",
      intro:
        "Your body has defenses that act within minutes, before it has ever met a particular pathogen. Use today's role-play and images to map them.",
      sections: [
        {
          heading: "Barriers",
          prompts: [
            { id: "u2-d3-q1", text: "List three physical or chemical barriers and how each one blocks pathogens." },
            { id: "u2-d3-q2", text: "Why is a burn or a deep cut an emergency for the immune system?" },
          ],
        },
        {
          heading: "Inflammation",
          prompts: [
            {
              id: "u2-d3-q3",
              text: "Put these in order: histamine released, phagocytes arrive, blood vessels widen, tissue is damaged.",
            },
            { id: "u2-d3-q4", text: "Explain why inflammation causes redness and warmth." },
          ],
        },
        {
          heading: "Fever feedback loop",
          prompts: [
            { id: "u2-d3-q5", text: "What raises the temperature set point during an infection?" },
            {
              id: "u2-d3-q6",
              text: "Describe two ways the body raises its temperature and one way it cools down afterwards.",
            },
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
      "Envelopes labeled 'pathogen A' and 'pathogen B'",
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
        "Color-code role cards by cell type.",
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
    standards: { state: ["BIO1.LS1.9"], ngss: ["HS-LS1-1", "HS-LS1-2"] },
    handout: {
      title: "Antibody Lock and Key",
      intro:
        "Adaptive immunity is specific: each antibody fits one antigen. Use the shape models and role-play to explain how your body builds a targeted defense.",
      sections: [
        {
          heading: "Shape matching",
          prompts: [
            { id: "u2-d4-q1", text: "Which antibodies fit pathogen A? Which fit pathogen B?" },
            { id: "u2-d4-q2", text: "What determines the shape of an antibody's binding site?" },
          ],
        },
        {
          heading: "Clonal selection",
          prompts: [
            { id: "u2-d4-q3", text: "Why does the body need to copy one B cell many times?" },
            { id: "u2-d4-q4", text: "How many rounds of division did your group model, and why does that take days?" },
          ],
        },
        {
          heading: "Team roles",
          prompts: [
            { id: "u2-d4-q5", text: "What does a helper T cell do?" },
            { id: "u2-d4-q6", text: "How is the job of a cytotoxic T cell different from the job of an antibody?" },
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
      "Compare how five types of vaccine present antigens to the immune system.",
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
      "Colored pencils",
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
    standards: { state: ["BIO1.LS1.9", "BIO1.LS1.1"], ngss: ["HS-LS1-1", "HS-LS1-2"] },
    handout: {
      title: "Reading the Immune Memory Graph",
      intro:
        "Immune memory is why vaccines work. Read the graph carefully, then use the jigsaw to compare how different vaccines create memory.",
      sections: [
        {
          heading: "Read the graph",
          prompts: [
            {
              id: "u2-d5-q1",
              text: "How many days after the first exposure do antibodies start to rise? After the second?",
            },
            { id: "u2-d5-q2", text: "How does the peak antibody level compare between the two responses?" },
            { id: "u2-d5-q3", text: "Which cells explain the difference?" },
          ],
        },
        {
          heading: "Vaccine types",
          prompts: [
            { id: "u2-d5-q4", text: "For each vaccine type, write what it contains and one example." },
            {
              id: "u2-d5-q5",
              text: "Why are live-attenuated vaccines not given to people with weakened immune systems?",
            },
            {
              id: "u2-d5-q6",
              text: "What does an mRNA vaccine tell a cell to make, and what happens to the mRNA afterwards?",
            },
          ],
        },
        {
          heading: "Correct a myth",
          prompts: [
            {
              id: "u2-d5-q7",
              text: "Choose one myth from the sort. Rewrite it as an accurate statement and give your evidence.",
            },
          ],
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
      "Large paper, markers, colored pencils or a free drawing app",
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
          "Students draw two panels side by side (unvaccinated and vaccinated) showing entry, barriers, inflammation, antigen presentation, B and T cell activation, antibodies and memory, labeled with correct terms.",
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
    standards: { state: ["BIO1.LS1.9"], ngss: ["HS-LS1-2", "HS-LS1-3"] },
    handout: {
      title: "Immune Response Model Planner",
      intro:
        "Plan a clear model that shows what happens inside the body when your chosen pathogen attacks, first without and then with a vaccine.",
      sections: [
        {
          heading: "My pathogen",
          prompts: [
            { id: "u2-d6-q1", text: "Pathogen and disease:" },
            { id: "u2-d6-q2", text: "Type of pathogen and how it enters the body:" },
            { id: "u2-d6-q3", text: "Which vaccine protects against it, and what type is it?" },
          ],
        },
        {
          heading: "Sequence of the response",
          prompts: [
            { id: "u2-d6-q4", text: "List the steps of the innate response for your pathogen." },
            { id: "u2-d6-q5", text: "List the steps of the adaptive response, including which cells are involved." },
            {
              id: "u2-d6-q6",
              text: "What is different in the vaccinated person, and when does the difference appear?",
            },
          ],
        },
        {
          heading: "Feedback and revision",
          prompts: [
            { id: "u2-d6-q7", text: "Glow I received:" },
            { id: "u2-d6-q8", text: "Grow I received:" },
            { id: "u2-d6-q9", text: "The change I made:" },
          ],
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

export const phase1: PhaseInput = {
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
      video: video("cc-biology-playlist"),
      interactive: interactive("bi-modeling-disease-spread"),
      textbook: textbook("os-21-2"),
      stateStandard: "BIO1.LS2.9",
      ngss: ["HS-ETS1-1"],
      notes:
        "Prepare the basic 'infected' cup before class and number all cups so no one knows which it is. Goggles required.",
    },
    {
      when: "Day 2",
      question: "What are the tiny invaders that make us sick, and how are they different?",
      video: video("cc-viruses-and-vaccines"),
      interactive: interactive("bi-virus-explorer"),
      textbook: textbook("os-21-1"),
      stateStandard: "BIO1.LS1.8",
      ngss: [],
      notes: "Revisit the four-corners results at the end so students see how evidence changed their thinking.",
    },
    {
      when: "Day 3",
      question: "What happens in the first hours after a pathogen gets past our skin?",
      video: video("cc-immune-system"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-42-1"),
      stateStandard: "BIO1.LS1.9",
      ngss: ["HS-LS1-2", "HS-LS1-3"],
      notes:
        "Mark the 'skin' boundary with tape before class; keep the role-play to two rounds so there is time for the smear images.",
    },
    {
      when: "Day 4",
      question: "How does the body recognize one specific pathogen out of millions?",
      video: video("cc-immune-system"),
      interactive: interactive("bi-cells-immune-system"),
      textbook: textbook("os-42-2"),
      stateStandard: "BIO1.LS1.9",
      ngss: ["HS-LS1-1", "HS-LS1-2"],
      notes:
        "Cut antigen and antibody shapes in advance. No earlier unit teaches protein folding, so introduce it here in a sentence: a protein's amino-acid sequence folds it into one 3-D shape, and that shape decides what its binding site fits.",
    },
    {
      when: "Day 5",
      question: "How can a vaccine teach the immune system without making us sick?",
      video: video("cc-viruses-and-vaccines"),
      interactive: interactive("bi-cells-immune-system"),
      textbook: textbook("os-42-3"),
      stateStandard: "BIO1.LS1.9",
      ngss: ["HS-LS1-1", "HS-LS1-2"],
      notes:
        "Students may bring family experiences or worries about vaccines; treat questions respectfully and answer with evidence.",
    },
    {
      when: "Day 6",
      question: "Can I explain how my body defends against a real disease from first contact to lasting memory?",
      video: video("cc-immune-system"),
      interactive: interactive("bi-cells-immune-system"),
      textbook: textbook("os-42-2"),
      stateStandard: "BIO1.LS1.9",
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
