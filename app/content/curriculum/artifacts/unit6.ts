import type { ArtifactInput } from "./schema.ts";

// Unit 6: the file for each materials line of its lessons that names something printed for students. Figures are
// quoted only with the organisation that published them; numbers made up for practice say so.

const entryAndCellCycle: ArtifactInput[] = [
  {
    unit: 6,
    lesson: 0,
    provides:
      "Printed 'Faces of Cancer' profile cards: fictional composite profiles of the gallery's roles and the published story of Henrietta Lacks (add published, consented stories, for example National Cancer Institute and American Cancer Society survivor and caregiver stories)",
    title: "Faces of Cancer Profile Cards",
    intro:
      "One card per gallery station. Five are fictional composites, written from the kinds of experiences people have shared publicly, so that no real person's private story is used; the sixth is the published history of Henrietta Lacks. At each station, note what the person did, one value they showed and one science question the story raises.",
    prep: "One set of 6 cards, printed large (one per sheet) on card stock for the six gallery stations. Add published, consented stories from the National Cancer Institute or American Cancer Society beside the cards if you wish.",
    parts: [
      {
        kind: "cards",
        heading: "Gallery stations",
        cards: [
          {
            title: "Teen survivor (fictional composite)",
            text: "Maya was 14 when a lump in her neck turned out to be Hodgkin lymphoma. Months of chemotherapy meant missed school and lost hair; her friends recorded classes for her. Now 17 and in remission, she goes to follow-up visits and volunteers at a camp for kids with cancer. 'I want people to ask me how I am, not what I had.'",
          },
          {
            title: "Grandparent caregiver (fictional composite)",
            text: "Mr. Alvarez, 68, drives his wife to radiation appointments five days a week and keeps a notebook of her medicines. He learned to ask the care team for an interpreter so the whole family understands each plan. 'Caring for someone is a job nobody trains you for.'",
          },
          {
            title: "Oncology nurse (fictional composite)",
            text: "Nurse Okafor gives chemotherapy infusions, watches for side effects and explains each step to patients and families. She says the most important part of her job is listening. Oncology nurses train as registered nurses and then specialise in cancer care.",
          },
          {
            title: "Cancer researcher (fictional composite)",
            text: "Dr. Chen studies why some tumors stop responding to a targeted drug. Her lab grows cancer cells, reads their DNA and tests new drug combinations. 'Every experiment that fails still tells us something.' Her path: a biology degree, a PhD and years of training in a research lab.",
          },
          {
            title: "Community health worker and patient navigator (fictional composite)",
            text: "Ms. Johnson grew up in the neighborhood she now serves. She helps people book screenings, find rides and fill in insurance forms, and she runs a bilingual screening day at her church each spring. 'People come back when they trust you.'",
          },
          {
            title: "Henrietta Lacks (published history)",
            text: "Henrietta Lacks, a Black mother of five, was treated for cervical cancer at Johns Hopkins Hospital in 1951. Cells were taken from her tumor without her knowledge or consent; she died that year at 31. Her cells, called HeLa, were the first human cells to keep growing in a lab and were used to test the polio vaccine and in decades of research. Her family learned of this years later and has worked for recognition; since 2013 an agreement with the National Institutes of Health gives the family a say in how her genome data are used.",
          },
        ],
      },
    ],
  },
  {
    unit: 6,
    lesson: 1,
    provides: "Cell cycle stage reference card",
    title: "Cell Cycle Stage Reference Card",
    intro:
      "Keep this card beside the microscope. It describes each stage of the cell cycle and what it looks like in an onion root tip, so you can classify each cell you count.",
    prep: "One per pair: 15 copies on card stock (a half sheet each), ideally laminated for reuse.",
    parts: [
      {
        kind: "table",
        heading: "Stages of the cell cycle",
        note: "G1, S and G2 together make up interphase; under the microscope they look alike, so count them all as interphase.",
        columns: ["Stage", "What the cell is doing", "What you see in a root tip cell"],
        rows: [
          [
            "G1 (interphase)",
            "Grows and does its normal work; checks conditions before copying DNA",
            "Round nucleus with a nucleolus; no visible chromosomes",
          ],
          ["S (interphase)", "Copies all of its DNA", "Looks the same as G1"],
          ["G2 (interphase)", "Prepares to divide; checks the copied DNA", "Looks the same as G1"],
          [
            "Prophase",
            "Chromosomes condense; the nuclear envelope breaks down",
            "Thick, thread-like chromosomes inside the nucleus area",
          ],
          [
            "Metaphase",
            "Chromosomes line up in the middle, attached to spindle fibers",
            "A band of chromosomes across the middle of the cell",
          ],
          [
            "Anaphase",
            "Sister chromatids are pulled to opposite ends",
            "Two V-shaped groups of chromosomes moving apart",
          ],
          [
            "Telophase and cytokinesis",
            "Two nuclei form and a new cell wall divides the cell",
            "Two clusters at opposite ends, often with a line (cell plate) between",
          ],
        ],
      },
      {
        kind: "text",
        heading: "The checkpoints",
        paragraphs: [
          "G1 checkpoint: is the cell big enough, is the DNA undamaged, are there growth signals? G2 checkpoint: was all the DNA copied correctly? Spindle checkpoint: is every chromosome attached to the spindle before anaphase begins? Proteins such as p53 and Rb hold the cycle at these points until conditions are right.",
        ],
      },
    ],
  },
  {
    unit: 6,
    lesson: 1,
    provides: "'Be the Checkpoint' scenario cards",
    title: "Be the Checkpoint Scenario Cards",
    intro:
      "You are a checkpoint protein. Take a card, decide which checkpoint you are (G1, G2 or spindle) and whether the cell should pause, repair, undergo apoptosis or proceed, and justify your decision.",
    prep: "One set of 12 cards per group of 4: 8 sets on card stock, cut apart and shuffled.",
    parts: [
      {
        kind: "cards",
        heading: "Scenarios",
        cards: [
          {
            title: "Scenario 1",
            text: "A skin cell's DNA was damaged by UV light this morning. It has not yet started copying its DNA.",
          },
          {
            title: "Scenario 2",
            text: "A cell has just divided and is only half its normal size. Nutrients are running low.",
          },
          {
            title: "Scenario 3",
            text: "DNA copying is finished, but a few bases were paired wrongly and have not been fixed.",
          },
          {
            title: "Scenario 4",
            text: "The cell has copied only about 90 percent of its DNA and is trying to start mitosis.",
          },
          { title: "Scenario 5", text: "In metaphase, one chromosome is not attached to any spindle fibers." },
          {
            title: "Scenario 6",
            text: "Every chromosome is attached to spindle fibers from both poles and lined up in the middle.",
          },
          {
            title: "Scenario 7",
            text: "The cell is full size, its DNA is undamaged and neighboring cells are sending growth signals.",
          },
          {
            title: "Scenario 8",
            text: "Radiation broke the DNA in many places. Repair enzymes have tried twice and the breaks remain.",
          },
          {
            title: "Scenario 9",
            text: "A scraped knee has healed. Neighboring cells have stopped sending growth signals.",
          },
          {
            title: "Scenario 10",
            text: "The cell copied its DNA perfectly and has made everything it needs to divide.",
          },
          {
            title: "Scenario 11 (discussion)",
            text: "This cell's p53 gene is mutated, so it makes no working p53. Its DNA is damaged. What happens, and why does it matter?",
          },
          {
            title: "Scenario 12 (discussion)",
            text: "A mutated RAS protein sends 'divide' signals nonstop, even with no growth signal from outside. What can the G1 checkpoint still do?",
          },
        ],
      },
    ],
  },
  {
    unit: 6,
    lesson: 2,
    provides: "Printed DNA sequence strips, mutation cards and a codon chart",
    title: "Mutation Decoder Strips, Cards and Codon Chart",
    intro:
      "Transcribe the DNA strip into mRNA, translate it with the codon chart, then apply each mutation card to the original strip and see what happens to the chain of amino acids.",
    prep: "One DNA strip, one set of 5 mutation cards and one codon chart per pair: 15 of each. Strips and cards on card stock, cut apart; codon charts on paper or laminated.",
    parts: [
      {
        kind: "text",
        heading: "DNA sequence strip",
        paragraphs: [
          "DNA template strand, read from the 3' end: 3'-TAC CTT GAG TTT ATG ACC-5'",
          "Write the mRNA by pairing each base (A with U, T with A, C with G, G with C), then translate each codon, starting from the first.",
        ],
      },
      {
        kind: "cards",
        heading: "Mutation cards (apply each one to the original strip)",
        cards: [
          { title: "Mutation A", text: "In codon 2 of the template, CTT becomes CTC." },
          { title: "Mutation B", text: "In codon 2 of the template, CTT becomes CAT." },
          { title: "Mutation C", text: "In codon 5 of the template, ATG becomes ATC." },
          {
            title: "Mutation D",
            text: "The first base of codon 3 (the G of GAG) is deleted. Re-read the strip in threes from the start.",
          },
          {
            title: "Mutation E",
            text: "An extra T is inserted right after codon 1 (after TAC). Re-read the strip in threes from the start.",
          },
        ],
      },
      {
        kind: "table",
        heading: "Codon chart (mRNA codons)",
        note: "Find the row for the first two bases of the codon, then the column for the third base. AUG (methionine) also starts translation.",
        columns: ["First two bases", "Third base U", "Third base C", "Third base A", "Third base G"],
        rows: [
          ["UU", "Phe", "Phe", "Leu", "Leu"],
          ["UC", "Ser", "Ser", "Ser", "Ser"],
          ["UA", "Tyr", "Tyr", "Stop", "Stop"],
          ["UG", "Cys", "Cys", "Stop", "Trp"],
          ["CU", "Leu", "Leu", "Leu", "Leu"],
          ["CC", "Pro", "Pro", "Pro", "Pro"],
          ["CA", "His", "His", "Gln", "Gln"],
          ["CG", "Arg", "Arg", "Arg", "Arg"],
          ["AU", "Ile", "Ile", "Ile", "Met (start)"],
          ["AC", "Thr", "Thr", "Thr", "Thr"],
          ["AA", "Asn", "Asn", "Lys", "Lys"],
          ["AG", "Ser", "Ser", "Arg", "Arg"],
          ["GU", "Val", "Val", "Val", "Val"],
          ["GC", "Ala", "Ala", "Ala", "Ala"],
          ["GA", "Asp", "Asp", "Glu", "Glu"],
          ["GG", "Gly", "Gly", "Gly", "Gly"],
        ],
      },
    ],
  },
];

const genesAndRisk: ArtifactInput[] = [
  {
    unit: 6,
    lesson: 3,
    provides: "Gene jigsaw cards (RAS, HER2, MYC, TP53, RB1, BRCA1) with normal-role and cancer-role summaries",
    title: "Cancer Gene Jigsaw Cards",
    intro:
      "Each expert group studies one gene card and then teaches it: the gene's normal role, what goes wrong in cancer, whether one or both copies must change, and one link to care.",
    prep: "One set of 6 cards per class for the expert groups (each expert takes a copy of their card): print 5 copies of each card, 30 cards on card stock, cut apart.",
    parts: [
      {
        kind: "cards",
        heading: "Accelerator genes (proto-oncogenes) and brake genes (tumor suppressors)",
        cards: [
          {
            title: "RAS (accelerator)",
            text: "Normal role: a switch protein inside the cell that passes the 'grow and divide' signal from receptors on the surface toward the nucleus, then switches itself off. Cancer role: a point mutation locks RAS in the 'on' position, so the signal never stops; one altered copy is enough. RAS mutations are found in many cancers, including most pancreatic cancers. Link to care: since 2021, drugs have been approved that block one specific mutated form of KRAS.",
          },
          {
            title: "HER2 (accelerator)",
            text: "Normal role: a receptor on the cell surface that receives growth signals. Cancer role: some breast and stomach cancers carry many extra copies of the HER2 gene (amplification), so cells are covered in receptors and flooded with growth signals. Link to care: breast tumors are tested for HER2, and HER2-positive cancers can be treated with targeted drugs such as trastuzumab.",
          },
          {
            title: "MYC (accelerator)",
            text: "Normal role: a protein in the nucleus that turns on many genes needed for cell growth and division. Cancer role: extra copies, or a chromosome swap that puts MYC next to a very active gene (as in Burkitt lymphoma), make too much MYC protein; one altered copy is enough. Link to care: MYC is hard to target with drugs, an active area of research.",
          },

          {
            title: "TP53 (brake)",
            text: "Normal role: its protein, p53, senses DNA damage, pauses the cycle at G1 for repair and triggers apoptosis if repair fails; it is called the guardian of the genome. Cancer role: TP53 is mutated in about half of all cancers; usually both copies are lost before control fails. Link to care: a rare inherited TP53 change (Li-Fraumeni syndrome) raises risk of several cancers; families are offered genetic counseling and regular checks.",
          },
          {
            title: "RB1 (brake)",
            text: "Normal role: its protein, Rb, holds the G1 checkpoint shut until the cell should divide. Cancer role: when both copies are lost, the checkpoint stays open; losing RB1 causes the childhood eye cancer retinoblastoma. Link to care: children who inherit one faulty copy get regular eye exams from birth so tumors are found early.",
          },
          {
            title: "BRCA1 (brake)",
            text: "Normal role: its protein repairs breaks in both strands of DNA. Cancer role: without it, mistakes build up; both copies are lost in the tumor. Inheriting one faulty copy raises lifetime breast cancer risk to about 55 to 72 percent and ovarian cancer risk to about 39 to 44 percent (National Cancer Institute). Link to care: genetic testing with a genetic counselor, earlier screening, and drugs (PARP inhibitors) that exploit the repair defect.",
          },
        ],
      },
    ],
  },
  {
    unit: 6,
    lesson: 4,
    provides:
      "Data station cards with figures from the CDC, National Cancer Institute, EPA and American Cancer Society",
    title: "Risk Factor Data Station Cards",
    intro:
      "One card per station. Each gives published figures with the organization that published them; the air toxics card also gives practice numbers that are clearly marked as illustrative. Record how the factor affects cells and one way to reduce exposure at the individual, community and policy level.",
    prep: "One copy of each of the 6 cards per station, printed large on card stock: 2 sets so that 8 groups can share 5 stations plus the 'Reading the numbers' card at each table. Check the organizations' pages for updated figures before teaching.",
    parts: [
      {
        kind: "cards",
        heading: "Stations",
        cards: [
          {
            title: "Station 1: Tobacco smoke",
            text: "CDC: cigarette smoking is linked to about 80 to 90 percent of lung cancer deaths in the United States, and people who smoke are 15 to 30 times more likely to get or die from lung cancer than people who do not. American Cancer Society (2018 study): cigarette smoking accounts for about 19 percent of all cancer cases in the U.S. How it works: smoke contains dozens of chemicals known to cause cancer, which damage DNA in the lungs, mouth, throat and elsewhere.",
          },
          {
            title: "Station 2: UV radiation",
            text: "CDC: skin cancer is the most common cancer in the United States, and most cases of melanoma, its deadliest form, are caused by exposure to ultraviolet (UV) light from the sun or tanning beds. How it works: UV light fuses neighboring DNA bases in skin cells; damage that is not repaired can become a mutation. Shade, clothing, hats and broad-spectrum sunscreen lower exposure.",
          },
          {
            title: "Station 3: HPV and vaccination",
            text: "CDC: human papillomavirus (HPV) causes more than 35,000 cancers a year in the U.S. (cervical, throat, anal and others), and HPV vaccination could prevent more than 90 percent of the cancers HPV causes. National Cancer Institute: high-risk HPV types cause virtually all cervical cancers. How it works: HPV proteins switch off the cell's p53 and Rb brakes.",
          },
          {
            title: "Station 4: Radon in homes",
            text: "EPA: radon, a colorless, odorless radioactive gas from soil and rock, is the leading cause of lung cancer among people who do not smoke and causes about 21,000 lung cancer deaths a year in the U.S. About 1 in 15 U.S. homes has radon at or above 4 picocuries per liter, the level at which EPA recommends fixing the home. How it works: radiation from radon breaks DNA in lung cells. Test kits are inexpensive.",
          },
          {
            title: "Station 5: Air toxics along the Mississippi River corridor",
            text: "Fact: EPA's National Air Toxics Assessment (released 2015) estimated that census tracts near a chloroprene plant in St. John the Baptist Parish, Louisiana, had some of the highest air-toxics cancer risks in the country; EPA treats a lifetime risk above 100 in a million as generally unacceptable. Practice (ILLUSTRATIVE numbers): Tract A near the plant, 400 in a million; Tract B 20 miles away, 40 in a million. Find the relative risk and the extra cases per million people.",
          },
          {
            title: "Reading the numbers",
            text: "National Cancer Institute: about 40 percent of people in the U.S. will be diagnosed with cancer at some point in their lives, and the median age at diagnosis is 66, because mutations build up with age. Relative risk says how many times more likely; absolute risk says how many people out of a group. Always ask: out of how many?",
          },
        ],
      },
    ],
  },
];

const careAndAdvocacy: ArtifactInput[] = [
  {
    unit: 6,
    lesson: 5,
    provides: "2x2 table template",
    title: "Screening 2x2 Table Template",
    intro:
      "Use this table to sort a screened population into true and false positives and negatives, then calculate how good the test is and what a positive result means.",
    prep: "One per student: 30 copies on paper (a half sheet each is enough).",
    parts: [
      {
        kind: "space",
        heading: "2x2 table",
        prompt: "Fill in each cell, then the totals of every row and column.",
        response: {
          kind: "table",
          columns: ["", "Has cancer", "Does not have cancer", "Total"],
          rows: ["Test positive", "Test negative", "Total"],
        },
      },
      {
        kind: "text",
        heading: "Formulas",
        paragraphs: [
          "Sensitivity = true positives / everyone who has cancer. Specificity = true negatives / everyone who does not have cancer. Positive predictive value = true positives / everyone who tested positive. Multiply by 100 for a percent.",
        ],
      },
    ],
  },
  {
    unit: 6,
    lesson: 5,
    provides: "Community scenario cards",
    title: "Barriers and Bridges Community Scenario Cards",
    intro:
      "Each card describes a fictional person who is due for a screening test but faces a barrier. Name the barrier, then design one bridge a clinic, school or community group could offer. Never discuss your own or your family's screenings.",
    prep: "One set of 8 cards per group of 4: 8 sets on card stock, cut apart.",
    parts: [
      {
        kind: "cards",
        heading: "Scenarios (all people are fictional)",
        cards: [
          {
            title: "Denise, 52",
            text: "A warehouse worker without paid sick leave. She is due for colorectal screening, but the clinic is open only during her shifts and a missed shift means lost pay.",
          },
          {
            title: "The Nguyen family",
            text: "No car, and the nearest clinic is two bus transfers away. Mrs. Nguyen, 48, is due for a mammogram and cares for a toddler during the day.",
          },
          {
            title: "Abuela Rosa, 63",
            text: "More comfortable in Spanish. She is due for colorectal screening but finds the instructions for the home stool test confusing and does not want to ask her grandchildren.",
          },
          {
            title: "Marcus, 46",
            text: "Recently lost his job and his health insurance. He has heard colorectal screening now starts at 45 but thinks he cannot afford it.",
          },
          {
            title: "June, 58",
            text: "Lives on a farm 60 miles from the nearest mammography center and has not had a mammogram in four years.",
          },
          {
            title: "Mr. Williams, 55",
            text: "Distrusts hospitals because of how people in his community have been treated by medical research in the past. He is due for colorectal screening.",
          },
          {
            title: "Aisha, 30",
            text: "Works nights and sleeps during clinic hours. She is due for cervical screening and has never been to a clinic on her own.",
          },
          {
            title: "Tomas, 62",
            text: "A former smoker with a long smoking history. His doctor has never mentioned lung cancer screening, and he does not know it exists.",
          },
        ],
      },
    ],
  },
  {
    unit: 6,
    lesson: 6,
    provides:
      "Treatment station cards: surgery and radiation, chemotherapy, targeted therapy, immunotherapy, supportive and palliative care",
    title: "Treatment Station Cards",
    intro:
      "One card per station. Read it with your group and record the biological target, how the treatment works, one benefit and one trade-off on your note-catcher.",
    prep: "One card per station, printed large on card stock (5 cards); print 2 sets if 8 groups rotate in two rounds.",
    parts: [
      {
        kind: "cards",
        heading: "Stations",
        cards: [
          {
            title: "Station 1: Surgery and radiation",
            text: "Surgery removes a tumor that has not spread and can cure it. Radiation therapy aims high-energy beams at the tumor to break its DNA so the cells cannot divide. Because the beam is aimed, side effects are mostly limited to the treated area: skin redness there, and hair loss or nausea only when the beam passes through the scalp or the gut; tiredness is common. Trade-off: neither reaches cancer that has spread through the body.",
          },
          {
            title: "Station 2: Chemotherapy",
            text: "Chemotherapy drugs travel through the blood and kill cells that are dividing, for example by damaging DNA or blocking the spindle. They reach cancer cells anywhere in the body, but they also harm healthy fast-dividing cells, so side effects are body-wide: hair loss (hair follicles), nausea and mouth sores (gut lining) and low blood counts (bone marrow). Most side effects fade as healthy tissue recovers.",
          },
          {
            title: "Station 3: Targeted therapy",
            text: "In chronic myeloid leukemia, a swap between chromosomes 9 and 22 (the Philadelphia chromosome) fuses two genes into BCR-ABL, which makes an always-on signalling protein. Imatinib blocks that protein and turned a usually fatal leukemia into a manageable condition for many patients. Trade-off: it works only when the tumor has that change, and tumors can become resistant through new mutations.",
          },
          {
            title: "Station 4: Immunotherapy",
            text: "Checkpoint inhibitors block brake proteins (such as PD-1) on T cells, so the immune system can recognize and attack cancer cells. CAR T-cell therapy takes a patient's own T cells, engineers them to find a protein on the cancer cells and returns them. Benefit: some patients have long-lasting responses. Trade-off: the released immune system can attack healthy organs, and it works for some cancers only.",
          },
          {
            title: "Station 5: Supportive and palliative care",
            text: "Supportive and palliative care treats symptoms and side effects and supports the whole person at any stage of illness, alongside other treatment: pain control, nutrition, help with nausea and tiredness, emotional and spiritual support, and help for families. It is not only for the end of life. Benefit: better quality of life. Trade-off: not every community has easy access to trained teams.",
          },
        ],
      },
    ],
  },
  {
    unit: 6,
    lesson: 7,
    provides: "Fishbone (cause-and-effect) diagram template",
    title: "Root Causes Fishbone Template",
    intro:
      "Write the cancer disparity your group chose at the head of the fish. Add at least two causes on each of the five bones, then star the cause your advocacy project could address. Use public, group-level data only.",
    prep: "One per group: 8 copies on large paper (11 x 17 if possible), plus the example cause bank for groups that want it.",
    parts: [
      {
        kind: "space",
        heading: "Fishbone diagram",
        prompt:
          "Head: the disparity (for example, 'Black women are more likely to die of breast cancer'). Bones: Access, Environment, Economics, Communication, Trust.",
        response: { kind: "drawing", lines: 18 },
      },
      {
        kind: "checklist",
        heading: "Example cause bank",
        items: [
          "Access: fewer screening centers nearby; longer waits between an abnormal result and follow-up",
          "Environment: more exposure to air pollution or other carcinogens where people live or work",
          "Economics: no health insurance, no paid time off, the cost of travel and childcare",
          "Communication: information not offered in the community's languages or reading levels",
          "Trust: past mistreatment in medicine and research; few health workers from the community",
        ],
      },
    ],
  },
  {
    unit: 6,
    lesson: 8,
    provides: "Audience feedback cards",
    title: "Audience Feedback Cards",
    intro:
      "Visitors fill in one card for each project they visit. Cards are anonymous; teams read them after the showcase to choose one improvement.",
    prep: "About 4 cards per visitor: print 4 cards per sheet on card stock and cut apart; 150 cards for 40 visitors, plus copies in the audience's home languages.",
    parts: [
      {
        kind: "space",
        heading: "Feedback card",
        prompt: "Team: ____________. Circle 1 (not yet) to 4 (excellent) for each row.",
        response: {
          kind: "table",
          columns: ["The project was...", "1", "2", "3", "4"],
          rows: [
            "Clear for someone like me",
            "Scientifically accurate",
            "Respectful of people affected by cancer",
            "Practical: I know a next step",
          ],
        },
      },
      {
        kind: "space",
        heading: "One suggestion",
        prompt: "One thing that would make this project stronger:",
        response: { kind: "lines", count: 2 },
      },
    ],
  },
];

export const unit6Artifacts: ArtifactInput[] = [...entryAndCellCycle, ...genesAndRisk, ...careAndAdvocacy];
