import type { HandoutKeyInput } from "../schema.ts";

// Keys to the handouts added for issue 29 (see answer-keys.ts for what a key is): one file per part of the course,
// so work on different units never edits the same list.

export const unit5aKeys: HandoutKeyInput[] = [
  {
    unit: 5,
    phase: 2,
    lesson: 8,
    keys: [
      {
        prompt: "u5-l8-q1",
        notes: "Check the arithmetic: total = heads + card points, and the disease column says yes only at 9 or more.",
      },
      {
        prompt: "u5-l8-q2",
        notes:
          "Genetic scores pile up near 5 and thin out toward 0 and 10 (a rough bell shape); the totals' graph keeps a similar shape but shifts right, because more cards add points than subtract them.",
      },
      {
        prompt: "u5-l8-q3",
        notes:
          "Recompute from the class tally: the mean genetic score should be near 5 (each coin has a 1/2 chance of heads, 10 x 1/2 = 5). With genes alone only about 1 % score 9 or 10 (11 of 1,024 outcomes); the percentage with totals of 9 or more is higher after the cards.",
      },
      {
        prompt: "u5-l8-q4",
        answer:
          "Bell-shaped, with most scores near 5 and few at the extremes. There are many more ways to get a middle score than an extreme one (252 of the 1,024 ways to flip ten coins give 5 heads, only 1 gives 10), so when many genes each add a small effect, most people land near the middle.",
      },
      {
        prompt: "u5-l8-q5",
        notes:
          "Look for the recomputed percentage from the redraw, which should fall, and the point that no coin was re-flipped: genetic scores are identical, only the environment points changed.",
      },
      {
        prompt: "u5-l8-q6",
        notes:
          "A strong answer says conditions act on everyone, so moving the whole distribution left pushes many people below the threshold at once, and that this is why changes such as cleaner air or food access lower disease rates for a community while genes stay the same.",
      },
    ],
  },
  {
    unit: 5,
    phase: 2,
    lesson: 6,
    keys: [
      {
        prompt: "u5-l6-q1",
        answer:
          "Card 1: AUG GGC UUU AAA UGG UAA -> Met-Gly-Phe-Lys-Trp-Stop. Card 2: AUG GUG CAC CUG ACU CCU GAG GAG UAA -> Met-Val-His-Leu-Thr-Pro-Glu-Glu-Stop. Card 3: AUG UGG CAG UAC GCU UAA -> Met-Trp-Gln-Tyr-Ala-Stop.",
      },
      {
        prompt: "u5-l6-q2",
        answer:
          "Card 1: AAA -> AAG in the template makes UUC instead of UUU; both code for Phe, so the chain is unchanged (silent). Card 2: CTC -> CAC makes GUG instead of GAG, so Glu becomes Val: Met-Val-His-Leu-Thr-Pro-Val-Glu-Stop (one amino acid swapped). Card 3: GTC -> ATC makes UAG instead of CAG, a stop codon: Met-Trp-Stop (early stop, a much shorter protein).",
      },
      {
        prompt: "u5-l6-q3",
        answer:
          "The change swaps glutamic acid for valine in beta-globin, the change behind sickle cell disease. The altered hemoglobin sticks together when oxygen is low, red blood cells bend into a sickle shape, block small blood vessels and break down early, causing pain, anemia and organ damage in people with two copies.",
      },
      {
        prompt: "u5-l6-q4",
        answer:
          "One gene: MODY (one gene such as GCK or HNF1A, dominant, diagnosed young), cystic fibrosis (two non-working CFTR copies, recessive), familial hypercholesterolemia (one changed LDLR copy, dominant, high cholesterol from childhood). Many genes plus environment: type 2 diabetes (hundreds of variants each adding a little; age, weight, activity, sleep, stress and food access add more), asthma (many genes; smoke, mold, pests and traffic pollution trigger attacks), hypertension (many genes each shift pressure slightly; salt, stress, activity, sleep and age matter a lot).",
      },
      {
        prompt: "u5-l6-q5",
        answer:
          "MODY is caused by a change in one gene that affects how beta cells sense glucose or make insulin and is inherited in a dominant pattern, so about half the children of an affected parent have it. Type 2 diabetes comes from hundreds of variants of small effect plus conditions such as food access, activity, sleep and stress; families share it because they share both genes and living conditions.",
      },
      {
        prompt: "u5-l6-q6",
        answer:
          "The insulin gene is on chromosome 11 and the insulin receptor gene on chromosome 19. A person has two copies of each gene, one on each chromosome of the pair: one copy from the mother and one from the father.",
      },
      {
        prompt: "u5-l6-q7",
        notes:
          "Full credit uses a card: a changed base may code for the same amino acid because the code has several codons per amino acid (Card 1, silent); it may swap one amino acid and change the protein's shape and function (Card 2, beta-globin); or it may create a stop codon and cut the protein short (Card 3). Whether function changes also depends on where in the protein the change falls.",
      },
    ],
  },
  {
    unit: 5,
    phase: 2,
    lesson: 10,
    keys: [
      {
        prompt: "u5-l10-q1",
        answer:
          "AA: no sickle cell disease; not protected, so more likely to die of severe malaria. AS: no sickle cell disease (usually no symptoms); protected from severe malaria, so the best survival where malaria is common. SS: sickle cell disease; often very ill, so low survival without medical care.",
      },
      {
        prompt: "u5-l10-q2",
        answer:
          "Carriers (AS) survive malaria better than AA people and do not have sickle cell disease, so they are more likely to survive and have children, passing on the S allele. Selection favouring carriers keeps S common even though SS people are often very ill: the allele's benefit in carriers balances its cost in people with two copies, in that environment.",
      },
      {
        prompt: "u5-l10-q3",
        answer:
          "1: stays fairly common (more common than without malaria); pressure: malaria, carriers survive it better. 2: less common, slowly over many generations; pressure removed: without malaria carriers have no advantage, while SS still causes disease. 3: more common where the parasite was; pressure: the parasite that causes African sleeping sickness. 4: more common in herding groups; pressure: a diet with milk, where adults who kept making lactase got more nutrition.",
      },
      {
        prompt: "u5-l10-q4",
        answer:
          "Starting frequency = 20 / 200 = 0.10 (10 %). After many generations: 30 / 200 = 0.15 (15 %), so the S allele frequency rose by 0.05, as predicted when carriers have an advantage.",
      },
      {
        prompt: "u5-l10-q5",
        answer:
          "Both are variants that protected people against an infectious disease common where their ancestors lived (malaria, sleeping sickness), so selection made them common there; in both, two copies cause harm (sickle cell disease, higher risk of some kidney diseases). A variant that helps in one environment can raise disease risk in another.",
      },
      {
        prompt: "u5-l10-q6",
        notes:
          "A strong claim: some disease-related alleles are common where they once helped survival in a local environment (malaria, sleeping sickness, milk drinking), so they follow ancestry from particular places, not race; race is a social category and does not mark these genetic differences.",
      },
      {
        prompt: "u5-l10-q7",
        notes:
          "Accept any two accurate pieces with sources: carriers of one S allele survive malaria better (film, Scenario 1); S becomes less common without malaria (Scenario 2); APOL1 protects against sleeping sickness but two copies raise kidney risk (Scenario 3); lactase persistence arose independently in Europe and East Africa (Scenario 4); humans share about 99.9 % of their DNA and most variation lies within groups, not between them (reading); in 2021 kidney specialists removed race from the kidney function equation because it delayed care for Black patients (reading).",
      },
      {
        prompt: "u5-l10-q8",
        notes:
          "Look for selection explained as a link between environment and allele frequency (an allele that raises survival and reproduction in a place becomes more common there over generations), the point that these alleles track where ancestors lived, not a racial group (the sickle allele is also common in parts of the Mediterranean, the Middle East and India where malaria was), and a concrete harm of race as a shortcut: the old kidney equation reported Black patients' kidney function as better than it was, delaying referrals and transplant listing.",
      },
    ],
  },
  {
    unit: 5,
    phase: 3,
    lesson: 12,
    keys: [
      {
        prompt: "u5-d12-q1",
        answer:
          "Economic stability: minimum wage, paid sick leave, job safety, childcare. Education: high school graduation, health literacy, internet access. Health care access: health insurance, bus route to the clinic, clinic hours, language access. Neighborhood and built environment: sidewalks and lighting, housing quality, air quality, grocery access, parks and green space, neighborhood violence. Social and community context: discrimination, social support, school meals. Other placements are fine when justified (bus route can be built environment; school meals can be economic stability or education).",
      },
      {
        prompt: "u5-d12-q2",
        notes:
          "Look for a card placed under two determinants with a reason for each, for example internet access (education and health care access through telehealth) or school meals (economic stability and education). A strong answer notes that determinants overlap and act together.",
      },
      {
        prompt: "u5-d12-q3",
        notes:
          "Each link must cause the next. Example: no grocery store nearby -> more processed, high-sugar food -> frequent blood glucose spikes and, over years, insulin resistance -> higher risk of type 2 diabetes. Another: housing near a highway -> breathing traffic pollution daily -> airway inflammation -> more asthma attacks.",
      },
      {
        prompt: "u5-d12-q4",
        notes:
          "Look for a correct mechanism from Phases 1-2: insulin resistance (cells respond weakly to insulin, so glucose stays high), airway inflammation and tightening of smooth muscle in asthma, or stress hormones raising blood pressure.",
      },
      {
        prompt: "u5-d12-q5",
        notes:
          "A strong response agrees that choices matter but uses the chain to show that conditions shape which choices are possible (you cannot buy fresh food that is not sold nearby) and act on the body directly (polluted air), so changing conditions improves health for everyone.",
      },
      {
        prompt: "u5-d12-q6",
        notes:
          "Look for a change to a condition, not advice to an individual: a grocery store or farmers market, moving truck routes, sidewalks and lighting, clinic evening hours, paid sick leave. It must break a named link of the student's chain.",
      },
    ],
  },
];
