import type { HandoutKeyInput } from "../schema.ts";

// Keys to the handouts added for issue 29 (see answer-keys.ts for what a key is): one file per part of the course,
// so work on different units never edits the same list.

export const unit6Keys: HandoutKeyInput[] = [
  {
    unit: 6,
    lesson: 1,
    keys: [
      {
        prompt: "u6-l1-q1",
        answer:
          "Interphase: 40 of 50 cells = 0.8; 0.8 x 24 hours = 19.2 hours. Metaphase: 2 of 50 cells = 0.04; 0.04 x 24 hours = 0.96 hours, about 58 minutes. The fraction of cells in a stage estimates the fraction of the cycle spent in it.",
      },
      {
        prompt: "u6-l1-q2",
        notes:
          "At least 50 cells, counts adding up to the total, each fraction = count / total, each time = fraction x 24 with the times adding up to about 24 hours. Expect interphase to be by far the largest (typically 80-90 percent of cells) and anaphase and telophase the smallest.",
      },
      {
        prompt: "u6-l1-q3",
        answer:
          "Interphase lasts longest. In G1 the cell grows and does its normal work, in S it copies its DNA, and in G2 it makes what it needs to divide and checks the copied DNA.",
      },
      {
        prompt: "u6-l1-q4",
        notes:
          "Each decision fits the card: damaged DNA at G1 or G2 - pause and repair, or apoptosis if the damage cannot be repaired; chromosomes not attached to the spindle - pause at the spindle checkpoint; cell too small - pause at G1; DNA not fully copied - pause at G2; all clear - proceed. Reasons name what would go wrong if the cell went on.",
      },
      {
        prompt: "u6-l1-q5",
        answer:
          "p53 senses DNA damage and stops the cycle at the G1 checkpoint so the DNA can be repaired; if the damage is too great, p53 triggers apoptosis so the damaged cell dies instead of dividing.",
      },
      {
        prompt: "u6-l1-q6",
        answer:
          "If a checkpoint protein such as p53 is broken, a cell with damaged DNA is not stopped or removed, so it keeps dividing and passes the damage on; more mutations build up, and the cells divide without control, forming a mass of cells called a tumor.",
      },
      {
        prompt: "u6-l1-q7",
        answer:
          "A malignant tumor can invade nearby tissue and spread (metastasize) through the blood or lymph to other parts of the body; a benign tumor stays in one place.",
      },
    ],
  },
  {
    unit: 6,
    lesson: 3,
    keys: [
      {
        prompt: "u6-l3-q1",
        answer:
          "A proto-oncogene is a normal gene whose protein signals the cell to grow and divide (an accelerator). An oncogene is a proto-oncogene changed by a gain-of-function mutation or extra copies so the go signal stays on (a stuck accelerator). A tumor suppressor gene makes a protein that slows division, repairs DNA or triggers apoptosis (a brake); cancer needs it to lose function.",
      },
      {
        prompt: "u6-l3-q2",
        answer:
          "RAS: accelerator; relays growth signals from receptors to the nucleus; a mutation keeps it switched on; one copy; many cancers (pancreas, colon, lung), drugs now block some RAS forms. HER2: accelerator; receptor for growth signals; extra copies (amplification) flood the cell with signals; one copy changed; HER2-targeted drugs such as trastuzumab in breast cancer. MYC: accelerator; turns on genes for growth and division; over-active or extra copies; one copy; found in many cancers, including Burkitt lymphoma. TP53: brake; p53 pauses the cycle to repair DNA or triggers apoptosis; lost or mutated in about half of all cancers; usually both copies; inherited changes (Li-Fraumeni syndrome) are rare, genetic counseling. RB1: brake; Rb holds the G1 checkpoint shut until the cell should divide; both copies lost; retinoblastoma, eye exams for children with an inherited copy. BRCA1: brake; repairs broken DNA; both copies lost in the tumor; an inherited faulty copy raises breast and ovarian cancer risk, genetic testing and counseling.",
      },
      {
        prompt: "u6-l3-q3",
        answer:
          "Inherited: 6 of 8 children = 75 percent had tumors in both eyes. Not inherited: 0 of 12 = 0 percent; all 12 had one eye affected.",
      },
      {
        prompt: "u6-l3-q4",
        answer:
          "Claim: children who inherit one faulty RB1 copy get retinoblastoma younger and more often in both eyes because every cell already has the first hit. Evidence: 75 percent of inherited cases had both eyes affected at about 1 year, while none of the non-inherited cases did, and they appeared at about 2 years. Reasoning: RB1 is a tumor suppressor, so both copies must be lost. With one copy already faulty in every retinal cell, only one more hit is needed, which is likely to happen in several cells in both eyes early; without an inherited copy, two hits must happen in the same cell, which is rare, so it happens later and usually in only one eye.",
      },
      {
        prompt: "u6-l3-q5",
        answer:
          "(a) Oncogene: a gain of function in one copy keeps RAS's go signal on, a stuck accelerator. (b) Tumor suppressor: p53 is a brake, and losing both copies removes it. (c) Oncogene: extra copies of HER2 (amplification) make too many growth-signal receptors, pressing the accelerator harder.",
      },
      {
        prompt: "u6-l3-q6",
        answer:
          "An oncogene makes a protein that is too active, so a drug can block that protein and take the foot off the accelerator. A lost tumor suppressor makes no working protein, so there is nothing to block; a drug cannot easily rebuild a missing brake.",
      },
    ],
  },
  {
    unit: 6,
    lesson: 4,
    keys: [
      {
        prompt: "u6-l4-q1",
        answer:
          "Cell phones: not supported by current evidence; large studies have not shown a consistent link, and research continues (National Cancer Institute). Sunscreen: supported; it reduces UV damage to skin cells' DNA. HPV vaccine: supported; it prevents infection with the HPV types that cause most cervical and several other cancers (CDC). Radon: supported; it is the leading cause of lung cancer in people who do not smoke (EPA). 'Always something a person did': not supported; many cancers occur in people with no known risk factor, and age, inherited changes and exposures people did not choose all play a part.",
      },
      {
        prompt: "u6-l4-q2",
        answer:
          "Relative risk = 4 / 2 = 2, so the risk doubles. Absolute increase = 4 - 2 = 2 more people per 1,000 (0.2 percentage points).",
      },
      {
        prompt: "u6-l4-q3",
        answer: "With X the risk is 2 in 10,000 (double 1 in 10,000). The extra cases are 2 - 1 = 1 per 10,000 people.",
      },
      {
        prompt: "u6-l4-q4",
        answer:
          "For example: 'Eating X is linked to a rise in a rare cancer from 1 to 2 cases in every 10,000 people.' A full answer gives both numbers and avoids 'doubles' on its own.",
      },
      {
        prompt: "u6-l4-q5",
        answer:
          "Tobacco: carcinogens in smoke damage DNA in the lungs and elsewhere; not smoking and quitting help / smoke-free places / tobacco taxes and smoke-free laws. UV: damages skin cells' DNA; shade, sunscreen and clothing / shade structures at schools and parks / tanning-bed age limits. HPV: the virus's proteins switch off the cell's p53 and Rb brakes; vaccination / school and clinic vaccine drives / vaccine coverage programs. Radon: a radioactive gas from the ground whose radiation damages lung cells' DNA; test the home / free test kits / building codes for radon-resistant construction and mitigation. Air toxics: chemicals such as benzene and chloroprene can damage DNA; staying indoors on alert days / community air monitoring / permit limits and enforcement on emissions.",
      },
      {
        prompt: "u6-l4-q6",
        notes:
          "Uses a station's evidence: e.g. radon and industrial air toxics are exposures people did not choose and cannot see, and many cancers occur in people with no known risk factor; blame is inaccurate and can stop people from seeking care or support.",
      },
    ],
  },
  {
    unit: 6,
    lesson: 6,
    keys: [
      {
        prompt: "u6-l6-q1",
        answer:
          "Hair follicle cells (hair loss), cells lining the gut (nausea, mouth sores, diarrhea), blood-forming cells in the bone marrow (low blood counts, infections, tiredness) and skin cells (dryness, slow healing). A drug that stops division stops these cells from replacing themselves.",
      },
      {
        prompt: "u6-l6-q2",
        answer:
          "Chemotherapy travels through the blood to the whole body, so it reaches every fast-dividing tissue. Radiation is aimed at one part of the body, so it damages cells mostly where the beam passes: skin redness there, and hair loss or nausea only if the beam passes through the scalp or the gut. Tiredness is the common body-wide exception.",
      },
      {
        prompt: "u6-l6-q3",
        answer:
          "Surgery and radiation: the tumor itself / removes it, or damages its DNA with aimed beams / can cure a localized cancer / cannot reach cancer that has spread; effects in the treated area. Chemotherapy: dividing cells / blocks DNA copying or division / reaches cancer cells anywhere in the body / also harms healthy fast-dividing cells, body-wide side effects. Targeted therapy: a specific protein made by a mutated gene (BCR-ABL, HER2) / blocks that protein / acts mainly on cancer cells, fewer side effects / works only if the tumor has that change; resistance can develop. Immunotherapy: the immune system's brakes (checkpoints) or T cells / releases brakes so T cells attack cancer, or engineers T cells (CAR T) / can give lasting responses / the immune system may attack healthy tissue; works for some cancers only. Supportive and palliative care: the person's symptoms and wellbeing / pain control, nutrition, emotional support / better quality of life at any stage / needs access to trained teams.",
      },
      {
        prompt: "u6-l6-q4",
        answer:
          "In chronic myeloid leukemia, parts of chromosomes 9 and 22 swap places, making the short Philadelphia chromosome. The swap joins the BCR and ABL genes into one gene, which makes the BCR-ABL protein, a kinase that is always switched on and drives white blood cells to divide. Imatinib fits into BCR-ABL and blocks it, so the signal stops and the cancer cells stop dividing.",
      },
      {
        prompt: "u6-l6-q5",
        answer:
          "Informed consent means a volunteer agrees to join only after the researchers explain the purpose, risks, possible benefits and alternatives in words they understand. Every volunteer keeps the right to leave the trial at any time without losing their usual care.",
      },
      {
        prompt: "u6-l6-q6",
        answer:
          "A treatment can work differently, or cause different side effects, in people of different ages, sexes, ancestries and health conditions; only a trial that includes people from many communities shows whether it is safe and works for everyone who will use it.",
      },
      {
        prompt: "u6-l6-q7",
        answer:
          "A targeted therapy blocks a protein that only the cancer cells make (or make far more of), such as BCR-ABL, so healthy cells that lack it are mostly spared; chemotherapy attacks every fast-dividing cell, cancerous or not.",
      },
    ],
  },
];
