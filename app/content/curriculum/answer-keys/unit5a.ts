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
          "Carriers (AS) survive malaria better than AA people and do not have sickle cell disease, so they are more likely to survive and have children, passing on the S allele. Selection favoring carriers keeps S common even though SS people are often very ill: the allele's benefit in carriers balances its cost in people with two copies, in that environment.",
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
  {
    unit: 5,
    phase: 3,
    lesson: 13,
    keys: [
      {
        prompt: "u5-d13-q1",
        notes:
          "Check against the maps used in class: each row names what is measured with units (percent of adults with diagnosed diabetes, current asthma or high blood pressure by census tract; 1930s grades A to D; air quality index or PM2.5; distance to a full grocery store or low-access tracts; percent tree canopy or park acres) and a highest and lowest area that match the map.",
      },
      {
        prompt: "u5-d13-q2",
        notes:
          "Any two plausible conditions: air pollution from highways or industry, food access, safe places to be active, housing quality, access to clinics and insurance, income and job security, heat and lack of trees, violence or chronic stress.",
      },
      {
        prompt: "u5-d13-q3",
        notes:
          "Look for a specific place named on the overlay and at least three burdens that really coincide there on the maps (for example, high asthma and diabetes estimates, poor air quality, low tree canopy, low food access).",
      },
      {
        prompt: "u5-d13-q4",
        notes:
          "A strong answer traces the path: neighborhoods graded 'hazardous' were denied loans, so homes and streets got less investment, and highways, industry and fewer parks and trees often followed; studies find these areas today tend to be hotter, have less tree cover and more asthma emergency visits. Students should say the map shows a pattern that fits this history, not proof for every neighborhood.",
      },
      {
        prompt: "u5-d13-q5",
        notes:
          "Accept a plausible alternative with the data that would test it: differences in age of residents (age-adjusted rates), income, insurance or smoking rates, how the estimates were modeled, or a different source of pollution. Full credit names both the alternative and the data needed.",
      },
    ],
  },
  {
    unit: 5,
    phase: 3,
    lesson: 14,
    keys: [
      {
        prompt: "u5-d14-q1",
        answer:
          "Stressor -> hypothalamus releases CRH -> pituitary releases ACTH -> adrenal glands release cortisol (and, through the nervous system, adrenaline) -> adrenaline raises heart rate and blood pressure; cortisol raises blood glucose. Negative feedback: high cortisol signals the hypothalamus and pituitary to release less, so the response switches off when the stressor ends.",
      },
      {
        prompt: "u5-d14-q2",
        answer:
          "With a stressor that never ends, the hypothalamus keeps signalling, so cortisol and adrenaline stay high and the feedback never gets to switch the response off. Blood pressure stays raised, wearing on blood vessels and leading toward hypertension; blood glucose stays high and cells can become less responsive to insulin, raising the risk of type 2 diabetes.",
      },
      {
        prompt: "u5-d14-q3",
        notes:
          "Look for two claims quoted or paraphrased from the reading, each with the evidence the reading gives (for example: chronic stress raises allostatic load, with evidence from measures of blood pressure, cortisol and blood sugar combined into a score; weathering, with evidence that health gaps grow with age and persist across income levels).",
      },
      {
        prompt: "u5-d14-q4",
        answer:
          "The weathering hypothesis, proposed by Arline Geronimus, says that repeated exposure to discrimination and hardship keeps the stress response switched on and ages the body faster. Because discrimination happens at every income level, this extra wear and tear can explain why disparities in hypertension and diabetes remain even between families with similar incomes.",
      },
      {
        prompt: "u5-d14-q5",
        answer:
          "Trusted adult: brings stress hormones back to normal; family or community. Regular sleep: cortisol's daily rhythm; person and family (policy too, such as school start times). Physical activity: blood pressure and glucose use; person, community (safe places), policy. Community belonging: stress hormones and support; community. Cultural identity and pride: coping with discrimination, lower stress response; family and community. Stable housing: removes a constant stressor; policy and community. Access to care: catches high blood pressure and blood sugar early; policy and community. Green space: lower stress and blood pressure; community and policy. Accept reasoned alternatives; strong answers note most factors depend on community and policy, not only the person.",
      },
      {
        prompt: "u5-d14-q6",
        answer:
          "A stressor that never ends keeps adrenaline and cortisol high. Adrenaline raises heart rate and narrows blood vessels, so blood pressure stays high; over years the vessel walls stiffen and the high pressure becomes hypertension.",
      },
    ],
  },
  {
    unit: 5,
    phase: 3,
    lesson: 15,
    keys: [
      {
        prompt: "u5-d15-q1",
        answer:
          "Town: 200 / 2,000 x 100,000 = 10,000 per 100,000. City: 500 / 50,000 x 100,000 = 1,000 per 100,000. The city has more cases, but the town's rate is ten times higher, so asthma is a bigger problem there.",
      },
      {
        prompt: "u5-d15-q2",
        answer:
          "Alder: 450 / 30,000 = 0.015 -> 1,500 per 100,000. Birch: 2,100 / 175,000 = 0.012 -> 1,200 per 100,000. Cedar: 96 / 4,800 = 0.02 -> 2,000 per 100,000. Dogwood: 3,900 / 300,000 = 0.013 -> 1,300 per 100,000.",
      },
      {
        prompt: "u5-d15-q3",
        answer:
          "Dogwood County has the most cases (3,900), but Cedar County has the highest rate (2,000 per 100,000). Dogwood has many cases because it has many people (300,000); Cedar is small, but a larger share of its people were diagnosed. Rates divide by population, so they compare places fairly.",
      },
      {
        prompt: "u5-d15-q4",
        answer:
          "Type 2 diabetes becomes more common with age, and Cedar County's people are older (median age 52 versus 34), so part of its higher rate may come from age alone. An age-adjusted rate recalculates each county's rate as if both had the same standard age mix, so any difference left is not due to age.",
      },
      {
        prompt: "u5-d15-q5",
        answer:
          "Hot summer weather is the confounder. Hot days make people buy more ice cream, and heat and sunlight drive ozone formation, which irritates airways and brings more asthma emergency visits. Ice cream does not cause asthma attacks; both follow the weather.",
      },
      {
        prompt: "u5-d15-q6",
        notes:
          "Accept a plausible confounder: neighborhood income, lack of full grocery stores, fewer safe places to be active, age of residents, or access to clinics. A strong study follows people over years (cohort) comparing similar neighborhoods that gain or lose fast-food outlets, or compares rates after a change such as a new grocery store, while accounting for the confounder.",
      },
      {
        prompt: "u5-d15-q7",
        answer:
          "1 personal story or anecdote (one case, cannot show what happens in general); 2 expert opinion (depends on the studies behind it); 3 cross-sectional survey (pattern at one moment, not which came first); 4 cohort study (shows what came first, but other factors may explain it); 5 randomized controlled trial (chance assignment balances other factors, the best single test of cause); 6 systematic review (combines many good studies).",
      },
      {
        prompt: "u5-d15-q8",
        answer:
          "Each kind of study has its own weakness (a hidden confounder, a small sample, a single moment in time). When cohort studies, trials, biology experiments and community data all point the same way, it is unlikely that one shared flaw explains them all, so the causal claim is much stronger.",
      },
    ],
  },
  {
    unit: 5,
    phase: 3,
    lesson: 16,
    keys: [
      {
        prompt: "u5-d16-q1",
        answer:
          "Examples: 'Our neighborhood has a community garden and a weekend farmers market, though there is no full grocery store within walking distance.' 'People here take care of each other's health through churches and the recreation center, even when long work hours leave little time.' 'The community health center offers sliding-scale fees, though many families still struggle with the cost of care.'",
      },
      {
        prompt: "u5-d16-q2",
        notes:
          "At least eight assets, each with a place and a specific health connection (for example: barbershop, where blood pressure checks could reach men who skip checkups; library, free internet for telehealth and health information; faith community, support and meals; park, safe place to be active; pharmacy, vaccines and medicine advice).",
      },
      {
        prompt: "u5-d16-q3",
        notes:
          "Look for a choice tied to the team's challenge with a reason: who the asset already reaches, the trust people place in it, or what it offers (space, staff, food, information).",
      },
      {
        prompt: "u5-d16-q4",
        notes:
          "Check against the ethics checklist: five open questions (how, what, why), none asking for the person's own diagnoses or private medical details, respectful wording, and follow-ups that invite stories and ideas for solutions. Example: 'What makes it hard for families here to stay active?' Follow-up: 'What would make that easier?'",
      },
      {
        prompt: "u5-d16-q5",
        notes: "Look for specific feedback received and a concrete change to wording, order or tone.",
      },
      {
        prompt: "u5-d16-q6",
        notes:
          "Two planned interviews with a role (family member, school nurse, coach, faith leader, store owner), a time before Day 18 and a parent or teacher aware of each one.",
      },
    ],
  },
  {
    unit: 5,
    phase: 3,
    lesson: 17,
    keys: [
      {
        prompt: "u5-d17-q1",
        notes:
          "Score with the rubric's accurate data criterion: rates (not raw counts) for at least two groups or places, with the year and a credible source (CDC PLACES, county health department, state data), copied correctly from the student's notes.",
      },
      {
        prompt: "u5-d17-q2",
        notes:
          "The comparison must match the rates (for example 12 % versus 6 % is 'twice as high'), and name the groups without blaming them.",
      },
      {
        prompt: "u5-d17-q3",
        notes:
          "Each link causes the next and the last is an accurate mechanism: for example, a highway beside homes -> daily traffic pollution -> airway inflammation and tightened airway muscle -> more asthma attacks; or no grocery store nearby -> more processed, high-sugar food -> repeated high blood glucose and insulin resistance -> type 2 diabetes.",
      },
      {
        prompt: "u5-d17-q4",
        notes:
          "A second, different determinant with a correct path to the body: chronic stress raising cortisol and blood pressure, lack of insurance delaying diagnosis, housing with mold triggering asthma, no safe place to walk reducing glucose use by muscles.",
      },
      {
        prompt: "u5-d17-q5",
        notes:
          "Names the rung honestly (most local data are cross-sectional: a correlation) and offers a real alternative explanation such as age, income or smoking, ideally noting the stronger evidence (cohort studies, trials) from the unit that supports the mechanism.",
      },
      {
        prompt: "u5-d17-q6",
        notes:
          "A specific asset from the student's asset map or interviews and a realistic way it could help (for example a clinic running evening blood pressure checks at a barbershop).",
      },
      {
        prompt: "u5-d17-q7",
        notes:
          "A focused, answerable question that names a group, a place and a change within reach, for example: 'How might we help families near the highway reduce asthma triggers at home and at school?'",
      },
      {
        prompt: "u5-d17-q8",
        notes: "Two concrete revisions tied to the peer's check of data citations or causal reasoning.",
      },
    ],
  },
];
