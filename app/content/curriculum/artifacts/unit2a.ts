import type { ArtifactInput } from "./schema.ts";

// Unit 2, Phases 1-3: the file for each materials line of its lessons that names something printed for students.
// Data sets are fictional or simplified teaching data (each says so); the keys in answer-keys/unit2a.ts are
// recomputed from them in unit2.test.ts.

const groupSets =
  "One set per group of about 4: 8 sets for a class of 30, on card stock, cut apart and kept in envelopes.";

/** The 40 cases of the Day 16 school-lunch outbreak (fictional), in order of onset. */
export const day16LineList: string[][] = [
  ["1", "Mar 10, 13:30", "Vomiting, diarrhea, cramps", "Chicken salad sandwich", "10A"],
  ["2", "Mar 10, 13:35", "Nausea, vomiting, diarrhea", "Chicken salad sandwich", "11A"],
  ["3", "Mar 10, 14:05", "Vomiting, cramps", "Chicken salad sandwich", "11A"],
  ["4", "Mar 10, 14:10", "Vomiting, cramps", "Chicken salad sandwich", "11B"],
  ["5", "Mar 10, 14:25", "Nausea, vomiting, cramps", "Chicken salad sandwich", "12A"],
  ["6", "Mar 10, 14:30", "Vomiting, cramps", "Veggie wrap", "12A"],
  ["7", "Mar 10, 14:35", "Nausea, cramps, diarrhea", "Veggie wrap", "12B"],
  ["8", "Mar 10, 14:45", "Nausea, vomiting, diarrhea", "Pizza", "10A"],
  ["9", "Mar 10, 14:50", "Nausea, vomiting, diarrhea", "Chicken salad sandwich", "10B"],
  ["10", "Mar 10, 15:00", "Nausea, vomiting, cramps", "Chicken salad sandwich", "9A"],
  ["11", "Mar 10, 15:05", "Nausea, vomiting, diarrhea", "Pizza", "9B"],
  ["12", "Mar 10, 15:10", "Nausea, vomiting, cramps", "Chicken salad sandwich", "9A"],
  ["13", "Mar 10, 15:15", "Nausea, vomiting, cramps", "Chicken salad sandwich", "9A"],
  ["14", "Mar 10, 15:20", "Vomiting, cramps", "Chicken salad sandwich", "10A"],
  ["15", "Mar 10, 15:25", "Nausea, cramps, diarrhea", "Chicken salad sandwich", "11B"],
  ["16", "Mar 10, 15:30", "Vomiting, cramps", "Chicken salad sandwich", "9B"],
  ["17", "Mar 10, 15:35", "Nausea, vomiting, cramps", "Chicken salad sandwich", "10B"],
  ["18", "Mar 10, 15:40", "Nausea, vomiting, diarrhea", "Chicken salad sandwich", "12B"],
  ["19", "Mar 10, 15:45", "Nausea, vomiting, cramps", "Chicken salad sandwich", "10A"],
  ["20", "Mar 10, 15:50", "Vomiting, cramps", "Chicken salad sandwich", "9B"],
  ["21", "Mar 10, 15:55", "Vomiting, cramps", "Chicken salad sandwich", "9A"],
  ["22", "Mar 10, 16:05", "Vomiting, cramps", "Chicken salad sandwich", "9A"],
  ["23", "Mar 10, 16:10", "Vomiting, diarrhea, cramps", "Chicken salad sandwich", "9B"],
  ["24", "Mar 10, 16:15", "Vomiting, diarrhea, cramps", "Chicken salad sandwich", "11A"],
  ["25", "Mar 10, 16:20", "Nausea, vomiting, diarrhea", "Chicken salad sandwich", "10B"],
  ["26", "Mar 10, 16:25", "Nausea, cramps, diarrhea", "Chicken salad sandwich", "9A"],
  ["27", "Mar 10, 16:30", "Nausea, vomiting, diarrhea", "Chicken salad sandwich", "12A"],
  ["28", "Mar 10, 16:40", "Nausea, vomiting, diarrhea", "Chicken salad sandwich", "10A"],
  ["29", "Mar 10, 16:45", "Nausea, vomiting, diarrhea", "Chicken salad sandwich", "12A"],
  ["30", "Mar 10, 16:50", "Nausea, vomiting, cramps", "Chicken salad sandwich", "12A"],
  ["31", "Mar 10, 17:00", "Nausea, vomiting, diarrhea", "Chicken salad sandwich", "12A"],
  ["32", "Mar 10, 17:30", "Vomiting, cramps", "Chicken salad sandwich", "10A"],
  ["33", "Mar 10, 17:35", "Vomiting, cramps", "Chicken salad sandwich", "11B"],
  ["34", "Mar 10, 17:50", "Vomiting, diarrhea, cramps", "Pizza", "12B"],
  ["35", "Mar 10, 17:55", "Nausea, cramps, diarrhea", "Chicken salad sandwich", "9B"],
  ["36", "Mar 10, 18:15", "Nausea, vomiting, cramps", "Chicken salad sandwich", "12B"],
  ["37", "Mar 10, 18:25", "Vomiting, cramps", "Chicken salad sandwich", "10B"],
  ["38", "Mar 10, 18:35", "Nausea, cramps, diarrhea", "Chicken salad sandwich", "10A"],
  ["39", "Mar 10, 19:40", "Nausea, vomiting, diarrhea", "Chicken salad sandwich", "10A"],
  ["40", "Mar 10, 19:50", "Vomiting, cramps", "Pizza", "9A"],
];

/** The Day 15 case-count table (simplified teaching data modelled on Snow's 1854 Soho survey). */
export const day15CaseCounts: string[][] = [
  ["Homes under 100 m from the Broad Street pump", "2,400", "210", "Drew water from Broad Street"],
  ["Homes 100-200 m from the pump", "4,800", "160", "Most drew from Broad Street"],
  ["Homes 200-400 m from the pump", "9,600", "95", "Most used nearer pumps"],
  ["Homes over 400 m from the pump", "12,000", "30", "Used other pumps"],
  ["Poland Street workhouse (near the pump)", "535", "5", "Had its own well"],
  ["Broad Street brewery workers", "70", "0", "Drank beer and the brewery's own well water"],
];

/** The Day 11 simplified Phase III trial (fictional vaccine). */
export const day11Trial: string[][] = [
  ["Vaccine", "15,000", "18", "1", "About 6 in 10: sore arm; about 3 in 10: tiredness for 1-2 days"],
  ["Placebo", "15,000", "180", "20", "About 1 in 10: sore arm; about 2 in 10: tiredness for 1-2 days"],
];

/** The Day 17 kindergarten MMR coverage by county (fictional state). */
export const day17Coverage: string[][] = [
  ["Alder", "1,240", "97.1", "1.9"],
  ["Birch", "3,860", "94.8", "3.6"],
  ["Cedar", "2,150", "91.2", "6.9"],
  ["Dogwood", "910", "89.5", "8.8"],
  ["Elm", "5,420", "95.6", "2.8"],
  ["Fir", "1,780", "92.3", "5.6"],
];

export const unit2aArtifacts: ArtifactInput[] = [
  {
    unit: 2,
    phase: 1,
    lesson: 2,
    provides:
      "Four station cards: Streptococcus pyogenes (strep throat), influenza virus, Trichophyton (ringworm), Plasmodium (malaria)",
    title: "Meet the Pathogens: Station Cards",
    intro:
      "One card per station. Read the card, look at the image or model at the station, and record the pathogen's type, structure, how it reproduces and what treats or prevents it.",
    prep: "One card per station, 2 copies of each (two groups per station): 8 cards, printed on card stock, laminated if possible.",
    parts: [
      {
        kind: "cards",
        heading: "Station cards",
        cards: [
          {
            title: "Station 1: Streptococcus pyogenes (strep throat)",
            text: "Type: bacterium. A single prokaryotic cell about 1 micrometre across, in chains; no nucleus; a peptidoglycan cell wall. Reproduces on its own by binary fission. Spreads by droplets and contact. Treated with antibiotics such as penicillin, which attack the peptidoglycan wall that human cells lack.",
          },
          {
            title: "Station 2: Influenza virus",
            text: "Type: virus. About 0.1 micrometre; RNA genes inside a protein coat and a lipid envelope with haemagglutinin (H) and neuraminidase (N) spikes. Not a cell: it can only copy itself inside a host cell. Spreads by droplets. Antibiotics do not work; prevented by a yearly vaccine, some antiviral medicines can help.",
          },
          {
            title: "Station 3: Trichophyton (ringworm)",
            text: "Type: fungus. Eukaryotic cells with a nucleus, growing as threads (hyphae) in the outer skin, hair and nails; its cell wall is made of chitin, not peptidoglycan. Spreads by skin contact and shared towels or surfaces. Treated with antifungal creams; 'ringworm' is not a worm.",
          },
          {
            title: "Station 4: Plasmodium (malaria)",
            text: "Type: protist (single-celled eukaryotic parasite). Has a nucleus; lives inside human liver cells and red blood cells. Spread by the bite of an infected female Anopheles mosquito (a vector). Prevented with bed nets, mosquito control and medicines; treated with antimalarial drugs; a malaria vaccine is now used in parts of Africa.",
          },
        ],
      },
    ],
  },
  {
    unit: 2,
    phase: 1,
    lesson: 3,
    provides: "Role cards: skin, mucus, stomach acid, mast cell, neutrophil, macrophage, natural killer cell, bacteria",
    title: "Innate Defense Role Cards",
    intro:
      "Each student acts one part of the body's first and second lines of defense (or the invading bacteria). Read your card aloud when your role enters the role-play and act out what it says.",
    prep: "One set of 8 cards per group of 4 (each student plays two roles): 8 sets for a class of 30, card stock, cut apart.",
    parts: [
      {
        kind: "cards",
        heading: "Role cards",
        cards: [
          {
            title: "Skin",
            text: "First line. A tough, dry barrier of dead cells that most pathogens cannot cross; I only let them in through a cut.",
          },
          {
            title: "Mucus",
            text: "First line. I line the nose, throat and lungs and trap microbes; cilia sweep me up to be swallowed or coughed out.",
          },
          {
            title: "Stomach acid",
            text: "First line. My strong acid (about pH 1.5-3.5) kills most microbes swallowed with food and mucus.",
          },
          {
            title: "Mast cell",
            text: "Second line. When tissue is damaged I release histamine: blood vessels widen and leak, causing redness, heat and swelling (inflammation) that brings defenders.",
          },
          {
            title: "Neutrophil",
            text: "Second line. The most common white blood cell and first to arrive; I squeeze out of blood vessels and engulf bacteria, then die (pus).",
          },
          {
            title: "Macrophage",
            text: "Second line. A large phagocyte: I engulf and digest microbes and debris, release signals that call more cells, and show pieces of the pathogen to T cells.",
          },
          {
            title: "Natural killer cell",
            text: "Second line. I check body cells; if one is infected by a virus or is cancerous, I make it self-destruct.",
          },
          {
            title: "Bacteria",
            text: "The invader. I enter through a cut, divide about every 20-30 minutes if nothing stops me, and release toxins.",
          },
        ],
      },
    ],
  },
  {
    unit: 2,
    phase: 1,
    lesson: 3,
    provides: "Feedback-loop diagram template",
    title: "Feedback-Loop Diagram Template",
    intro:
      "Use this organiser to show inflammation or fever as a feedback loop: what is detected, what responds, and how the response changes the original condition.",
    prep: "One per student (30 copies) on paper; not cut.",
    parts: [
      {
        kind: "space",
        heading: "Loop boxes",
        prompt: "Fill one box per step and draw arrows from each box to the next, back to the start.",
        response: {
          kind: "table",
          columns: ["Step", "What happens in the body"],
          rows: [
            "Stimulus (change)",
            "Sensor / detector",
            "Signal sent",
            "Effector response",
            "Effect on the stimulus",
            "Positive or negative feedback? Why?",
          ],
        },
      },
      {
        kind: "space",
        heading: "Draw the loop",
        prompt: "Draw your loop as a circle of arrows, labeled with the steps above.",
        response: { kind: "drawing", lines: 10 },
      },
    ],
  },
  {
    unit: 2,
    phase: 1,
    lesson: 4,
    provides: "Antigen and antibody puzzle shapes cut from card stock (six shapes per group)",
    title: "Antigen and Antibody Puzzle Shapes",
    intro:
      "Three antigens and three matching antibodies. Each antibody's binding site fits only one antigen's shape; find the matching pairs to show specificity.",
    prep: "One set of six shapes per group of 4: 8 sets for a class of 30, card stock, cut along the outlines described.",
    parts: [
      {
        kind: "cards",
        heading: "Shapes (cut out; draw the outline named on each card large)",
        cards: [
          {
            title: "Antigen A (triangle notch)",
            text: "A surface protein of Pathogen A, drawn as a circle with a triangular bump. Fits Antibody A only.",
          },
          {
            title: "Antigen B (square notch)",
            text: "A surface protein of Pathogen B, drawn as a circle with a square bump. Fits Antibody B only.",
          },
          {
            title: "Antigen C (half-moon notch)",
            text: "A surface protein of Pathogen C, drawn as a circle with a rounded bump. Fits Antibody C only.",
          },
          {
            title: "Antibody A",
            text: "A Y shape whose two arm tips have triangular gaps that fit Antigen A's bump; made by plasma cells from the B cell that recognized A.",
          },
          {
            title: "Antibody B",
            text: "A Y shape whose arm tips have square gaps that fit Antigen B; two arms mean one antibody can hold two antigens, clumping pathogens.",
          },
          {
            title: "Antibody C",
            text: "A Y shape whose arm tips have rounded gaps that fit Antigen C; antibodies tag pathogens for phagocytes and block them entering cells.",
          },
        ],
      },
    ],
  },
  {
    unit: 2,
    phase: 1,
    lesson: 4,
    provides: "Role cards for helper T cell, B cell, plasma cell, cytotoxic T cell and infected cell",
    title: "Adaptive Response Role Cards",
    intro: "Act out the adaptive immune response in order. Read your card when the signal reaches you.",
    prep: "One set of 5 cards per group of 4 (one student plays two roles): 8 sets for a class of 30, card stock, cut apart.",
    parts: [
      {
        kind: "cards",
        heading: "Role cards",
        cards: [
          {
            title: "Helper T cell",
            text: "A macrophage shows me a piece of antigen. If my receptor fits it, I am activated and release signals (cytokines) that switch on matching B cells and cytotoxic T cells.",
          },
          {
            title: "B cell",
            text: "My receptor fits one antigen. With a helper T cell's signal I divide into many plasma cells and some long-lived memory B cells.",
          },
          {
            title: "Plasma cell",
            text: "I am a B cell turned antibody factory: I release thousands of antibodies a second that fit the antigen and mark the pathogen for destruction.",
          },
          {
            title: "Cytotoxic T cell",
            text: "Activated by helper T signals, I find body cells showing the viral antigen on their surface and make them self-destruct, stopping the virus copying.",
          },
          {
            title: "Infected cell",
            text: "A virus is copying itself inside me. I display pieces of viral protein on my surface, which lets cytotoxic T cells recognize and destroy me.",
          },
        ],
      },
    ],
  },
  {
    unit: 2,
    phase: 1,
    lesson: 5,
    provides:
      "Jigsaw cards: live-attenuated (MMR), inactivated (polio IPV), subunit or recombinant (hepatitis B, HPV), toxoid (tetanus), mRNA (COVID-19)",
    title: "Vaccine Types: Jigsaw Cards",
    intro:
      "Each expert group reads one card, then teaches it to their home group: what the vaccine contains, how it trains the immune system, and one advantage and one limitation.",
    prep: "Five cards; one card per expert group member: print 6 copies of each card (30 cards) on paper or card stock, cut apart.",
    parts: [
      {
        kind: "cards",
        heading: "Jigsaw cards",
        cards: [
          {
            title: "Live-attenuated (MMR)",
            text: "Contains a weakened virus that copies a little without causing illness. Gives strong, long-lasting immunity, often from two doses. Not given to people with very weak immune systems or during pregnancy.",
          },
          {
            title: "Inactivated (polio IPV)",
            text: "Contains whole virus killed with chemicals, so it cannot copy. Very safe for people with weak immune systems; needs several doses and boosters to build strong immunity.",
          },
          {
            title: "Subunit or recombinant (hepatitis B, HPV)",
            text: "Contains only one harmless piece of the pathogen (a protein, made by yeast or cells carrying the gene). Cannot cause infection; may need boosters and an adjuvant to get a strong response.",
          },
          {
            title: "Toxoid (tetanus)",
            text: "Contains the inactivated toxin the bacterium makes, not the bacterium. Trains antibodies to neutralise the toxin; boosters every 10 years keep protection up.",
          },
          {
            title: "mRNA (COVID-19)",
            text: "Contains mRNA instructions, in a fat bubble, for one viral protein. Cells make the protein briefly and the mRNA breaks down within days; it never enters the nucleus or changes DNA. Can be designed quickly; needs cold storage.",
          },
        ],
      },
    ],
  },
  {
    unit: 2,
    phase: 1,
    lesson: 5,
    provides: "Myth-or-fact sorting cards",
    title: "Myth or Fact? Sorting Cards",
    intro: "Sort each statement into Myth or Fact, then write the evidence that decides it on the back.",
    prep: groupSets,
    parts: [
      {
        kind: "cards",
        heading: "Statements (answer for the teacher in brackets)",
        cards: [
          {
            title: "Card 1",
            text: "Vaccines cause autism. (Myth: large studies of millions of children find no link; the 1998 paper was retracted.)",
          },
          { title: "Card 2", text: "Vaccines train memory cells so the body responds faster next time. (Fact.)" },
          {
            title: "Card 3",
            text: "mRNA vaccines change your DNA. (Myth: mRNA never enters the nucleus and breaks down in days.)",
          },
          {
            title: "Card 4",
            text: "A sore arm or mild fever after a vaccine is common and means the immune system is responding. (Fact.)",
          },
          {
            title: "Card 5",
            text: "Natural infection is always safer than vaccination. (Myth: infection can cause serious illness, such as measles pneumonia; vaccines give immunity without that risk.)",
          },
          {
            title: "Card 6",
            text: "Vaccinating many people protects those who cannot be vaccinated. (Fact: herd immunity.)",
          },
          {
            title: "Card 7",
            text: "You can get the flu from the flu shot. (Myth: the injected vaccine has no live virus.)",
          },
          {
            title: "Card 8",
            text: "Some vaccines need boosters because protection fades over time. (Fact: for example tetanus every 10 years.)",
          },
        ],
      },
    ],
  },
  {
    unit: 2,
    phase: 1,
    lesson: 6,
    provides: "Pathogen choice cards (measles, influenza, pertussis, tetanus, HPV, COVID-19)",
    title: "Checkpoint 1: Pathogen Choice Cards",
    intro:
      "Choose one pathogen for your model of the immune response with and without vaccination. Each card gives the facts your model needs.",
    prep: "One set of 6 cards per group of 4: 8 sets for a class of 30, card stock, cut apart.",
    parts: [
      {
        kind: "cards",
        heading: "Pathogen cards",
        cards: [
          {
            title: "Measles",
            text: "Virus; airborne; one of the most contagious diseases (R0 12-18). Can cause pneumonia and brain swelling. Vaccine: MMR (live-attenuated), two doses.",
          },
          {
            title: "Influenza",
            text: "Virus; droplets; changes every year by antigenic drift. Vaccine: yearly flu shot (inactivated or recombinant).",
          },
          {
            title: "Pertussis (whooping cough)",
            text: "Bacterium (Bordetella pertussis); droplets; most dangerous for babies. Vaccine: DTaP for children, Tdap for teens and in pregnancy (acellular subunit).",
          },
          {
            title: "Tetanus",
            text: "Bacterium (Clostridium tetani) from soil entering wounds; its toxin causes muscle spasms. Not spread person to person. Vaccine: toxoid, boosters every 10 years.",
          },
          {
            title: "HPV",
            text: "Virus; skin-to-skin contact; some types cause cervical and throat cancers years later. Vaccine: recombinant virus-like particles, best given at ages 11-12.",
          },
          {
            title: "COVID-19",
            text: "Virus (SARS-CoV-2); droplets and aerosols. Vaccines: mRNA and protein subunit vaccines, updated for new variants.",
          },
        ],
      },
    ],
  },
  {
    unit: 2,
    phase: 2,
    lesson: 7,
    provides:
      "Five case cards: measles (airborne), influenza (droplet), norovirus (contact and surfaces), malaria (mosquito vector), cholera (water)",
    title: "Transmission Case Cards",
    intro:
      "Each card tells a short outbreak story (fictional). Find the clues that show how the disease spread and record them on your handout.",
    prep: "One card per station, 2 copies of each (10 cards), card stock; groups rotate through the five stations.",
    parts: [
      {
        kind: "cards",
        heading: "Case cards",
        cards: [
          {
            title: "Case 1: Measles",
            text: "A child with measles sat in a clinic waiting room for 30 minutes. Two hours after she left, three unvaccinated people who came in later and never met her fell ill 10-12 days afterwards. (Route: airborne.)",
          },
          {
            title: "Case 2: Influenza",
            text: "A coughing office worker sat at a shared table. Four colleagues within about 2 m became ill 1-4 days later; people across the room did not. (Route: droplet.)",
          },
          {
            title: "Case 3: Norovirus",
            text: "After one passenger vomited on a cruise ship, cases spread among people who used the same handrails and buffet serving spoons; cleaning with bleach and handwashing slowed it. (Route: contact and surfaces.)",
          },
          {
            title: "Case 4: Malaria",
            text: "Travellers returning from a region with Anopheles mosquitoes fell ill with fevers every 2-3 days; nobody caught it from them at home, where there are no Anopheles mosquitoes. (Route: mosquito vector.)",
          },
          {
            title: "Case 5: Cholera",
            text: "After a flood, severe watery diarrhea spread among families who drew water from one well near a broken sewer; families using boiled or piped water stayed well. (Route: water.)",
          },
        ],
      },
    ],
  },
  {
    unit: 2,
    phase: 2,
    lesson: 7,
    provides: "Chain-of-infection template",
    title: "Chain-of-Infection Template",
    intro:
      "Map the six links of the chain of infection for your disease, then mark the link your prevention measure breaks.",
    prep: "One per student (30 copies) on paper; not cut.",
    parts: [
      {
        kind: "space",
        heading: "The six links",
        prompt: "Write each link for your disease, then circle the link you would break and name the measure.",
        response: {
          kind: "table",
          columns: ["Link", "For my disease", "How it could be broken"],
          rows: [
            "1 Pathogen",
            "2 Reservoir",
            "3 Portal of exit",
            "4 Mode of transmission",
            "5 Portal of entry",
            "6 Susceptible host",
          ],
        },
      },
    ],
  },
  {
    unit: 2,
    phase: 2,
    lesson: 8,
    provides: "Dice (two per group) and simulation rules card",
    title: "R0 Dice Simulation Rules Card",
    intro:
      "The rules for growing two outbreaks with dice. Each new case rolls once to find how many people it infects.",
    prep: "One rules card per group of 4: 8 copies for a class of 30, card stock. Dice: 2 per group (16), from the science store.",
    parts: [
      {
        kind: "table",
        heading: "How many people does each case infect?",
        note: "Roll one die for every case in the current generation and add up the new cases. Disease A averages 2 new cases per case; Disease B averages about 0.67.",
        columns: ["Die roll", "Disease A: new cases", "Disease B: new cases"],
        rows: [
          ["1", "1", "0"],
          ["2", "1", "0"],
          ["3", "2", "0"],
          ["4", "2", "1"],
          ["5", "3", "1"],
          ["6", "3", "2"],
        ],
      },
      {
        kind: "checklist",
        heading: "Steps",
        items: [
          "Generation 0 is one case of each disease.",
          "For each case in a generation, roll the die and record the new cases it causes.",
          "The new cases form the next generation; stop after generation 5 or when a disease has 0 new cases.",
          "If a generation of Disease A has more than 30 cases, multiply the number of cases by 2 instead of rolling.",
          "Keep a running total for each disease.",
        ],
      },
    ],
  },
  {
    unit: 2,
    phase: 2,
    lesson: 9,
    provides: "Random number cards or dice to choose the first case",
    title: "Random Number Cards: Choose the First Case",
    intro:
      "Draw one row card and one column card to choose the grid square of the first case (or roll two dice if your group has them).",
    prep: "One set of 20 cards per group (10 row cards, 10 column cards): 8 sets, card stock, cut apart and kept in two envelopes.",
    parts: [
      {
        kind: "cards",
        heading: "Row cards (cut apart)",
        cards: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"].map((n) => ({
          title: `Row ${n}`,
          text: `The first case is in row ${n}.`,
        })),
      },
      {
        kind: "cards",
        heading: "Column cards (cut apart)",
        cards: ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"].map((c) => ({
          title: `Column ${c}`,
          text: `The first case is in column ${c}.`,
        })),
      },
      {
        kind: "text",
        heading: "If the square is vaccinated",
        paragraphs: [
          "If the chosen square holds a vaccinated counter, draw again: the first case must be a susceptible person.",
        ],
      },
    ],
  },
  {
    unit: 2,
    phase: 2,
    lesson: 10,
    provides: "Simulation worksheet",
    title: "SIR Simulation Worksheet",
    intro:
      "Record each run of the Modeling Disease Spread Click & Learn so you can compare runs that change only one parameter.",
    prep: "One per student (30 copies) on paper; not cut.",
    parts: [
      {
        kind: "space",
        heading: "Settings held constant",
        prompt: "Write the value of every parameter you keep the same in all runs.",
        response: {
          kind: "table",
          columns: ["Parameter", "Value"],
          rows: ["Population size", "Contact rate", "Days infectious", "% vaccinated"],
        },
      },
      {
        kind: "space",
        heading: "Runs",
        prompt: "Change one parameter per run and record the results.",
        response: {
          kind: "table",
          columns: ["Run", "Parameter changed and value", "Peak % infected", "Day of peak", "% ever infected"],
          rows: ["1", "2", "3", "4"],
        },
      },
      {
        kind: "space",
        heading: "Sketch the curves",
        prompt: "Sketch the infected curve of two runs on one set of axes, with a horizontal hospital-capacity line.",
        response: { kind: "graph", x: "Time (days)", y: "% infected" },
      },
    ],
  },
  {
    unit: 2,
    phase: 2,
    lesson: 11,
    provides: "Vaccine development timeline cards",
    title: "Vaccine Development Timeline Cards",
    intro: "Put the six stages in order and explain the question each stage answers. The cards are in mixed order.",
    prep: groupSets,
    parts: [
      {
        kind: "cards",
        heading: "Stage cards (mixed order)",
        cards: [
          {
            title: "Phase II trial",
            text: "Several hundred volunteers, including people like those the vaccine is for. Checks the immune response, the best dose and common side effects.",
          },
          {
            title: "Post-approval monitoring",
            text: "After millions of doses, safety systems (such as VAERS and the Vaccine Safety Datalink in the United States) look for very rare problems no trial could detect.",
          },
          {
            title: "Preclinical research",
            text: "Laboratory and animal studies find a promising antigen and check that the vaccine triggers an immune response and is safe enough to test in people.",
          },
          {
            title: "Phase III trial",
            text: "Thousands to tens of thousands of volunteers randomly assigned to vaccine or placebo. Measures how well it prevents disease and looks for less common side effects.",
          },
          {
            title: "Phase I trial",
            text: "20-100 healthy adult volunteers. Checks safety and dose and whether the vaccine causes an immune response.",
          },
          {
            title: "Regulatory review and approval",
            text: "Independent scientists at a regulator (for example the FDA) review all the data and the factory before deciding whether benefits outweigh risks.",
          },
        ],
      },
    ],
  },
  {
    unit: 2,
    phase: 2,
    lesson: 11,
    provides: "Simplified Phase III trial data table",
    title: "Simplified Phase III Trial Data",
    intro:
      "Results of a simplified, fictional Phase III trial: 30,000 adult volunteers were randomly assigned to vaccine or placebo and followed for 6 months. Use it to calculate attack rates and vaccine efficacy.",
    prep: "One per pair (15 copies for a class of 30) on paper; not cut.",
    parts: [
      {
        kind: "table",
        heading: "Trial results",
        note: "Confirmed cases were diagnosed by a laboratory test after symptoms; severe cases needed hospital care. Neither volunteers nor researchers knew who had which injection.",
        columns: ["Group", "Participants", "Confirmed cases", "Severe cases", "Common short-lived side effects"],
        rows: day11Trial,
      },
      {
        kind: "text",
        heading: "Formulas",
        paragraphs: [
          "Attack rate (%) = cases / participants x 100.",
          "Vaccine efficacy (%) = (attack rate in placebo group - attack rate in vaccine group) / attack rate in placebo group x 100.",
        ],
      },
    ],
  },
  {
    unit: 2,
    phase: 2,
    lesson: 12,
    provides: "Cups and data tables",
    title: "Bead Selection Data Table",
    intro:
      "Rules and a data table for the antibiotic-resistance bead model. White beads are susceptible bacteria, colored beads resistant ones; the cup is the patient.",
    prep: "One per student (30 copies) on paper; cups (one per group, 8) from the science store.",
    parts: [
      {
        kind: "checklist",
        heading: "Rules for each generation",
        items: [
          "Antibiotic: the antibiotic kills 4 of every 5 susceptible beads. Remove that many white beads (round to a whole bead); every resistant bead survives.",
          "Count the susceptible and resistant survivors and work out % resistant = resistant / survivors x 100.",
          "Regrowth: the survivors multiply. Rebuild the cup to 100 beads with the same % resistant as the survivors, using beads from the bag.",
          "Record the rebuilt cup in the table, then repeat for 5 generations.",
        ],
      },
      {
        kind: "space",
        heading: "Data table",
        prompt: "Record your cup after each generation's regrowth.",
        response: {
          kind: "table",
          columns: ["Generation", "Susceptible", "Resistant", "Total", "% resistant"],
          rows: ["0 (start)", "1", "2", "3", "4", "5"],
        },
      },
    ],
  },
  {
    unit: 2,
    phase: 2,
    lesson: 13,
    provides: "Socratic circle question cards",
    title: "Socratic Circle Question Cards",
    intro:
      "Question cards for the inner circle. Draw a card, read it aloud, and answer using evidence from the gallery documents.",
    prep: "One set of 8 cards for the inner circle, plus one set per outer-circle group of 4: 5 sets, card stock, cut apart.",
    parts: [
      {
        kind: "cards",
        heading: "Question cards",
        cards: [
          {
            title: "Question 1",
            text: "Which ethical failures in the Tuskegee study does the Belmont Report's principle of respect for persons address?",
          },
          {
            title: "Question 2",
            text: "Henrietta Lacks's cells led to the polio vaccine and cancer research. Does a good outcome excuse taking them without consent? Why or why not?",
          },
          {
            title: "Question 3",
            text: "How might this history shape how some families feel about medical research today?",
          },
          {
            title: "Question 4",
            text: "What does the global vaccine access chart show about justice in how vaccines are shared?",
          },
          {
            title: "Question 5",
            text: "What protects a research volunteer today that did not protect the men in the Tuskegee study?",
          },
          {
            title: "Question 6",
            text: "Is distrust of medicine unreasonable, or a response to evidence? What would change it?",
          },
          {
            title: "Question 7",
            text: "Who should deliver health messages in our community, and why would people trust them?",
          },
          {
            title: "Question 8",
            text: "What is one thing a public health campaign should never do, based on today's documents?",
          },
        ],
      },
    ],
  },
  {
    unit: 2,
    phase: 3,
    lesson: 15,
    provides: "Case-count data table",
    title: "Broad Street Case-Count Data",
    intro:
      "Cholera deaths in Soho, London, 31 August-10 September 1854, by distance from the Broad Street pump. Simplified teaching data modeled on John Snow's survey: the numbers in the distance bands are rounded and partly invented for practice; the workhouse and brewery figures follow Snow's account.",
    prep: "One per pair (15 copies) on paper, with the printed map; not cut.",
    parts: [
      {
        kind: "table",
        heading: "Deaths by group",
        note: "Population = people living or working in the group during the outbreak.",
        columns: ["Group", "Population", "Cholera deaths", "Water source"],
        rows: day15CaseCounts,
      },
      {
        kind: "text",
        heading: "Formulas",
        paragraphs: [
          "Attack rate (%) = deaths / population x 100.",
          "Rate per 100,000 = deaths / population x 100,000.",
        ],
      },
    ],
  },
  {
    unit: 2,
    phase: 3,
    lesson: 16,
    provides: "Line list of 40 cases (onset date and time, symptoms, lunch eaten, class)",
    title: "Outbreak Line List: 40 Cases",
    intro:
      "A fictional outbreak: on Tuesday 10 March, lunch was served from 11:30 to 12:30, and by evening 40 students had reported vomiting, nausea or cramps. Each row is one case, in order of onset. Use it to write a case definition, build an epidemic curve and compare lunches.",
    prep: "One per pair (15 copies) on paper, double-sided; not cut.",
    parts: [
      {
        kind: "table",
        heading: "Line list",
        note: "No case had a fever above 38 degrees C; all recovered within 24 hours. Class is the student's homeroom.",
        columns: ["Case", "Onset (date, time)", "Symptoms", "Lunch eaten", "Class"],
        rows: day16LineList,
      },
    ],
  },
  {
    unit: 2,
    phase: 3,
    lesson: 16,
    provides: "Outbreak investigation steps card",
    title: "Outbreak Investigation Steps",
    intro: "The steps epidemiologists follow in an outbreak investigation. Tick each step as your team completes it.",
    prep: "One per group of 4 (8 copies), card stock; not cut.",
    parts: [
      {
        kind: "checklist",
        heading: "Steps",
        items: [
          "Confirm there is an outbreak: more cases than expected?",
          "Write a case definition: symptoms (person), where (place) and when (time).",
          "Find and count cases: build a line list.",
          "Describe the data by person, place and time: draw the epidemic curve.",
          "Form a hypothesis about the source and route.",
          "Test the hypothesis: compare attack rates of exposed and unexposed people; test food or samples.",
          "Put control measures in place: remove the source, protect people at risk.",
          "Communicate findings to the school community and health department.",
        ],
      },
    ],
  },
  {
    unit: 2,
    phase: 3,
    lesson: 17,
    provides:
      "Printed data sets: kindergarten vaccination coverage by county, annual measles or pertussis cases, flu vaccination by age group",
    title: "Public Health Data Sets",
    intro:
      "Three data sets for the stations, from the fictional state of Riverside. The numbers are realistic but invented for practice; your teacher may add your own state's dashboard figures.",
    prep: "One copy of each data set per station, two stations of each (6 pages), card stock or in sheet protectors.",
    parts: [
      {
        kind: "table",
        heading: "Data set 1: Kindergarten MMR coverage by county, school year 2024-25",
        note: "Coverage = kindergartners with 2 doses of MMR. Measles herd immunity threshold about 93 % (1 - 1/15). State average 93.4 %.",
        columns: ["County", "Kindergartners", "MMR coverage (%)", "Exemptions (%)"],
        rows: day17Coverage,
      },
      {
        kind: "table",
        heading: "Data set 2: Reported measles cases in Riverside, 2015-2024",
        columns: ["Year", "Cases"],
        rows: [
          ["2015", "0"],
          ["2016", "2"],
          ["2017", "0"],
          ["2018", "1"],
          ["2019", "14"],
          ["2020", "0"],
          ["2021", "0"],
          ["2022", "3"],
          ["2023", "27"],
          ["2024", "6"],
        ],
      },
      {
        kind: "table",
        heading: "Data set 3: Flu vaccination by age group, 2023-24 season",
        note: "Percentage of each age group vaccinated against flu, from a household survey (self-reported).",
        columns: ["Age group", "Vaccinated (%)"],
        rows: [
          ["6 months-4 years", "62"],
          ["5-17 years", "50"],
          ["18-49 years", "33"],
          ["50-64 years", "46"],
          ["65 years and over", "70"],
        ],
      },
    ],
  },
  {
    unit: 2,
    phase: 3,
    lesson: 18,
    provides: "'Two zip codes' scenario cards",
    title: "Two Zip Codes: Scenario Cards",
    intro:
      "Two fictional families in the same city, a few kilometres apart, both exposed to the same flu strain in January. Compare their situations determinant by determinant.",
    prep: "One pair of cards per group of 4: 8 sets for a class of 30, card stock, cut apart.",
    parts: [
      {
        kind: "cards",
        heading: "Scenario cards",
        cards: [
          {
            title: "The Reyes family (zip code A)",
            text: "Five people in a two-room flat. Both parents work hourly jobs with no paid sick leave; the nearest clinic is two bus rides away and closes at 5 pm. Grandmother, 72, has diabetes. No car; the pharmacy nearby closed last year. The children's school has a nurse two days a week.",
          },
          {
            title: "The Carter family (zip code B)",
            text: "Four people in a house with a spare room. Both parents can work from home and have paid sick leave and health insurance; a clinic with evening hours is 10 minutes' drive away. The children's school has a full-time nurse and runs a flu vaccine clinic each autumn.",
          },
        ],
      },
      {
        kind: "text",
        heading: "The five determinants",
        paragraphs: [
          "Economic stability; education access and quality; health care access and quality; neighborhood and built environment; social and community context.",
        ],
      },
    ],
  },
  {
    unit: 2,
    phase: 3,
    lesson: 19,
    provides: "Survey planning template",
    title: "Survey Planning Template",
    intro:
      "Plan your team's survey: who you will ask, what you will ask, and how you will keep it ethical. Your teacher approves this plan before data collection.",
    prep: "One per group of 4 (8 copies) on paper; not cut.",
    parts: [
      {
        kind: "space",
        heading: "Research question",
        prompt: "What do we want to find out, and from whom?",
        response: { kind: "lines", count: 3 },
      },
      {
        kind: "space",
        heading: "Questions",
        prompt: "Write each question, its type and its answer choices; note what you changed after the pilot.",
        response: {
          kind: "table",
          columns: ["#", "Question", "Closed or open", "Answer choices", "Change after pilot"],
          rows: ["1", "2", "3", "4", "5", "6"],
        },
      },
      {
        kind: "space",
        heading: "Sample and timing",
        prompt: "Who will we ask, how many, where and when?",
        response: { kind: "lines", count: 4 },
      },
    ],
  },
  {
    unit: 2,
    phase: 3,
    lesson: 19,
    provides: "Ethics checklist (approved by the school)",
    title: "Survey Ethics Checklist",
    intro:
      "Your survey must meet every item before you collect data. Your teacher signs it once the school has approved the process.",
    prep: "One per group of 4 (8 copies) on paper; not cut. Check the items match your school's approved procedure before printing.",
    parts: [
      {
        kind: "checklist",
        heading: "Before collecting data",
        items: [
          "We explain the purpose of the survey before anyone answers.",
          "Taking part is voluntary; people may skip any question or stop at any time.",
          "We collect no names, addresses or other details that identify anyone.",
          "We ask no questions about anyone's own medical history or diagnoses.",
          "Respondents under 18 take part only through the school's approved consent process.",
          "Answers are stored only in the class spreadsheet and deleted at the end of the unit.",
          "We report results only as totals and percentages, never one person's answers.",
          "Teacher approval (signature and date):",
        ],
      },
    ],
  },
  {
    unit: 2,
    phase: 3,
    lesson: 21,
    provides: "SIFT reference card",
    title: "SIFT Reference Card",
    intro:
      "Four moves for checking a health claim online before you believe or share it (SIFT, from Mike Caulfield's method of lateral reading).",
    prep: "One per student (30 copies), card stock, cut in half (two cards per sheet).",
    parts: [
      {
        kind: "cards",
        heading: "The four moves",
        cards: [
          {
            title: "S: Stop",
            text: "Before you read or share, pause. Do you know the source? How does the post make you feel? Strong emotion is a signal to check.",
          },
          {
            title: "I: Investigate the source",
            text: "Leave the post and search for who made it. What is their expertise or agenda? Is it a health agency, a news outlet, a seller?",
          },
          {
            title: "F: Find better coverage",
            text: "Search the claim itself. What do trusted sources (public health agencies, medical organizations, fact-checkers) say?",
          },
          {
            title: "T: Trace claims to the original",
            text: "Follow quotes, studies and images back to where they started. Was the study real, and does it say what the post claims?",
          },
        ],
      },
    ],
  },
  {
    unit: 2,
    phase: 3,
    lesson: 22,
    provides: "Profile presentation template (three slides or a poster)",
    title: "Community Health Profile Template",
    intro:
      "Three panels (slides or poster sections) that hold your community health profile. Fill each panel before you design it.",
    prep: "One per group of 4 (8 copies) on paper, or share as a digital copy; not cut.",
    parts: [
      {
        kind: "space",
        heading: "Panel 1: What public data show",
        prompt: "One graph or map from public data, its source and year, and a one-sentence finding with a number.",
        response: { kind: "lines", count: 5 },
      },
      {
        kind: "space",
        heading: "Panel 2: What our community told us",
        prompt:
          "One graph from our survey (with sample size), a quote or theme from interviews or the guest speaker, and one limitation.",
        response: { kind: "lines", count: 5 },
      },
      {
        kind: "space",
        heading: "Panel 3: Our campaign focus",
        prompt: "Our focus, target audience and the evidence from Panels 1 and 2 that points there.",
        response: { kind: "lines", count: 5 },
      },
    ],
  },
  {
    unit: 2,
    phase: 3,
    lesson: 22,
    provides: "Checkpoint 3 rubric and peer question cards",
    title: "Checkpoint 3 Peer Question Cards",
    intro:
      "Audience teams use these cards to question each presenting team. Draw two cards per presentation. (The Checkpoint 3 rubric is printed separately from the rubric files.)",
    prep: "One set per group of 4: 8 sets for a class of 30, card stock, cut apart.",
    parts: [
      {
        kind: "cards",
        heading: "Peer question cards",
        cards: [
          { title: "Evidence", text: "Which number in your profile most convinced you to choose this focus?" },
          { title: "Sample", text: "How many people answered your survey, and who might be missing from your sample?" },
          { title: "Source", text: "Where does your public data come from, and how recent is it?" },
          { title: "Audience", text: "Why this audience rather than another group?" },
          {
            title: "Limitation",
            text: "What is one thing your data cannot tell you, and how does that affect your conclusion?",
          },
          { title: "Next step", text: "What message would you test first with your audience, and how?" },
        ],
      },
    ],
  },
];
