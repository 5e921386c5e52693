import type { AssessmentInput, AssessmentKey } from "./schema.ts";

export const assessment: AssessmentInput = {
  unit: 6,
  title: "Unit 6 End-of-Unit Assessment: Cancer and Community",
  intro:
    "Answer every question as well as you can. If you take this before the unit, it shows what you already know; nobody is expected to know it all yet.",
  items: [
    {
      kind: "choice",
      id: "a6-q1",
      stem: "Which statement about cancer is correct?",
      choices: [
        "Cancer is one disease that can show up anywhere in the body",
        "Cancer is an infection that spreads from person to person",
        "Cancer is more than 100 diseases that share one feature: cells that divide without normal controls",
        "Cancer is caused by cells dividing too slowly",
      ],
      from: "Cancer is not one disease but more than 100 diseases",
    },
    {
      kind: "choice",
      id: "a6-q2",
      stem: "In which part of the cell cycle does a cell copy its DNA?",
      choices: ["Mitosis", "S phase of interphase", "G1", "Cytokinesis"],
      from: "Cells divide through a regulated cycle of growth (G1), DNA copying (S), preparation (G2) and division (mitosis and cytokinesis)",
    },
    {
      kind: "choice",
      id: "a6-q3",
      stem: "A cell's DNA is damaged by ultraviolet light. What does the protein p53 normally do?",
      choices: [
        "It speeds up division so the damaged cell can be replaced quickly",
        "Nothing: p53 only works in cancer cells",
        "It copies the damaged DNA into new cells",
        "It pauses the cell cycle so the DNA can be repaired, or triggers apoptosis if it cannot be",
      ],
      from: "checkpoint proteins such as p53 pause it to repair DNA damage or trigger programmed cell death (apoptosis)",
    },
    {
      kind: "choice",
      id: "a6-q4",
      stem: "Why is cancer much more common in older people?",
      choices: [
        "Several mutations usually build up in one cell lineage over many years before a cell becomes cancerous",
        "Most cancers are inherited and appear once people reach a certain age",
        "Older people catch cancer more easily from others",
        "Cells stop dividing in old age, which causes tumors",
      ],
      from: "Most cancers develop from several somatic mutations that build up in one cell lineage over many years",
    },
    {
      kind: "choice",
      id: "a6-q5",
      stem: "A woman learns she inherited a harmful BRCA1 mutation. What does this mean?",
      choices: [
        "The mutation is in every cell from birth, so fewer further changes are needed: her risk is higher, but cancer is not certain",
        "She will certainly develop breast cancer",
        "The mutation is only in her breast tissue and cannot be passed on",
        "It makes no difference to her risk",
      ],
      from: "An inherited mutation in a gene such as BRCA1 is present in every cell from birth",
    },
    {
      kind: "choice",
      id: "a6-q6",
      stem: "For which kind of gene can one altered copy be enough to push a cell toward cancer?",
      choices: [
        "A tumor suppressor gene such as TP53, because one broken brake stops the car",
        "Any gene, because every mutation causes cancer",
        "A proto-oncogene such as RAS that becomes an oncogene, like an accelerator stuck down",
        "Neither: cancer needs both copies of every gene to change",
      ],
      from: "a gain-of-function mutation or extra copies turn them into oncogenes, like an accelerator stuck down, and one altered copy can be enough",
    },
    {
      kind: "choice",
      id: "a6-q7",
      stem: 'A headline says an exposure "doubles your risk" of a cancer whose risk is 1 in 1,000 without it. What is the risk with the exposure?',
      choices: ["50 percent", "2 in 1,000", "2 in 100", "1,000 in 1,000"],
      from: "Relative risk compares groups ('twice as likely'), while absolute risk tells how many people out of a group are affected",
    },
    {
      kind: "choice",
      id: "a6-q8",
      stem: "A person with no symptoms has a positive result on a screening test for a rare cancer. What should happen next?",
      choices: [
        "Nothing: screening tests are never right",
        "Repeat the same screen every day until it is negative",
        "Start cancer treatment right away, because a positive screen is a diagnosis",
        "Follow-up testing, because with a rare disease many positive screens are false positives",
      ],
      from: "When a disease is rare, even a good test gives many false positives",
    },
    {
      kind: "choice",
      id: "a6-q9",
      stem: "Why do many chemotherapy drugs cause hair loss?",
      choices: [
        "Chemotherapy attacks only cancer cells, so hair loss comes from stress",
        "They are aimed at the head, like radiation to a brain tumor",
        "They damage DNA or block division in all fast-dividing cells, including hair follicle cells",
        "Hair is made of cancer cells",
      ],
      from: "Radiation and many chemotherapy drugs damage DNA or block cell division, so they also harm healthy fast-dividing cells.",
    },
    {
      kind: "choice",
      id: "a6-q10",
      stem: "Black women in the United States are diagnosed with breast cancer at a slightly lower rate than White women but are about 40 percent more likely to die of it. What mainly drives this gap?",
      choices: [
        "Race as a biological category",
        "Differences in access to screening and timely, high-quality treatment, insurance, environmental exposures and the effects of racism",
        "Black women choosing not to see doctors",
        "Chance: the gap is random",
      ],
      from: "These gaps are driven mainly by differences in access to screening and timely, high-quality treatment",
    },
    {
      kind: "data",
      id: "a6-q11",
      stem: "10,000 people were screened with a test for a cancer that 100 of them have. Use the table to find the test's sensitivity (the share of people with cancer it finds) and specificity (the share of people without cancer it correctly clears), and the share of positive results that are true cancers.",
      data: {
        caption: "Screening results (practice data)",
        columns: ["", "Test positive", "Test negative", "Total"],
        rows: [
          ["Has cancer", "90", "10", "100"],
          ["No cancer", "495", "9,405", "9,900"],
          ["Total", "585", "9,415", "10,000"],
        ],
      },
      response: {
        kind: "table",
        columns: ["", "Working", "Answer (%)"],
        rows: ["Sensitivity", "Specificity", "Share of positive results that are true cancers"],
      },
      from: "sensitivity is the share of true cases a test finds and specificity the share of healthy people it correctly clears",
    },
    {
      kind: "cer",
      id: "a6-q12",
      stem: 'A classmate says: "Cancer is just bad luck, so nothing can be done to prevent it or catch it early." Is this right? Write a claim, give evidence, and explain your reasoning using what you know about mutations, risk factors and screening.',
      from: "tobacco use is the leading preventable cause of cancer death in the United States",
    },
  ],
};

export const key: AssessmentKey = {
  unit: 6,
  keys: [
    {
      prompt: "a6-q1",
      answer:
        "C. More than 100 diseases share uncontrolled cell division. A is the 'one disease' misconception; B: cancer is not contagious (some infections such as HPV raise risk, but the cancer itself does not spread between people); D reverses the problem.",
    },
    {
      prompt: "a6-q2",
      answer:
        "B. DNA is copied in S phase, before mitosis. A is the misconception that DNA is copied during division; C is growth; D is the division of the cytoplasm.",
    },
    {
      prompt: "a6-q3",
      answer:
        "D. p53 pauses the cycle for repair or triggers apoptosis; losing it lets damaged cells keep dividing. A reverses its role; C: DNA polymerase copies DNA; B: p53 works in healthy cells, and is mutated in about half of cancers.",
    },
    {
      prompt: "a6-q4",
      answer:
        "A. Several somatic mutations must build up in one lineage, which takes years. B overstates inheritance (only about 5 to 10 percent of cancers are linked to a strongly inherited mutation); C: cancer is not caught; D: cancer is too much division, not too little.",
    },
    {
      prompt: "a6-q5",
      answer:
        "A. An inherited mutation is in every cell and raises risk, but further changes are still needed. B is the 'gene means certainty' misconception; C confuses inherited with somatic mutations (an inherited one can be passed on); D ignores the raised risk.",
    },
    {
      prompt: "a6-q6",
      answer:
        "C. A gain-of-function change in one copy of a proto-oncogene can be enough; tumor suppressors usually cause trouble only when both copies are lost. A reverses the two; B: most mutations do not cause cancer; D: one oncogene copy can be enough.",
    },
    {
      prompt: "a6-q7",
      answer:
        "B. Doubling a 1 in 1,000 risk gives 2 in 1,000 (absolute increase of 1 in 1,000). A and D confuse relative with absolute risk; C multiplies by 20.",
    },
    {
      prompt: "a6-q8",
      answer:
        "D. A positive screen leads to follow-up tests, not a diagnosis: with a rare disease many positives are false. A dismisses screening; C is the 'positive means cancer' misconception; B does not add information.",
    },
    {
      prompt: "a6-q9",
      answer:
        "C. Chemotherapy travels in the blood and harms fast-dividing cells such as hair follicles, gut lining and bone marrow. A is the misconception that chemotherapy targets only cancer; B: radiation's effects stay mostly in the treated area, and chemotherapy is not aimed; D is false.",
    },
    {
      prompt: "a6-q10",
      answer:
        "B. Unequal access to screening and treatment, insurance, exposures and racism drive the gap. A is the misconception that race is a biological category that explains disparities; C blames individuals; D ignores a consistent pattern.",
    },
    {
      prompt: "a6-q11",
      answer:
        "Sensitivity = 90 / 100 = 90 percent. Specificity = 9,405 / 9,900 = 95 percent. True cancers among positives = 90 / 585 = about 15 percent (15.4). So a good test still gives about 5.5 false positives for every true positive when only 1 percent have the cancer, which is why a positive screen leads to follow-up testing. Full credit: all three values with working.",
    },
    {
      prompt: "a6-q12",
      answer:
        "Claim: no; chance plays a part, but many cancers can be prevented or caught early. Evidence: tobacco use is the leading preventable cause of cancer death in the United States; UV light, HPV and hepatitis B and C infections, radon and alcohol are established causes that can be reduced (sunscreen, vaccines, radon testing); colonoscopy and cervical screening find precancerous changes and can prevent cancer. Reasoning: cancer comes from mutations that build up over years; lowering exposure to carcinogens lowers the number of mutations, and screening catches changes before they spread, when treatment works best. Scoring: 1 point claim, 1 point evidence (a named risk factor and a screening test), 2 points reasoning that links mutations, exposure and early detection; a strong answer notes that access to screening is unequal.",
    },
  ],
};
