import type { HandoutKeyInput } from "../schema.ts";

// Keys to the handouts added for issue 29 (see answer-keys.ts for what a key is): one file per part of the course,
// so work on different units never edits the same list.
// Unit 2, Days 7-22. Numbers in data keys are recomputed from the artifacts' tables in unit2.test.ts.

export const unit2aKeys: HandoutKeyInput[] = [
  {
    unit: 2,
    phase: 2,
    lesson: 7,
    keys: [
      {
        prompt: "u2-d7-q1",
        answer:
          "Measles: airborne (particles hang in the air of a room for up to 2 hours). Influenza: droplet (coughs and sneezes, close contact). Norovirus: contact and surfaces (vomit and unwashed hands, doorknobs). Malaria: mosquito vector (bite of an infected Anopheles mosquito). Cholera: water (sewage-contaminated drinking water).",
      },
      {
        prompt: "u2-d7-q2",
        notes:
          "Students see glitter/lotion on hands, desk surfaces and objects touched after the handshake; strong answers say a pathogen on hands spreads to surfaces and other hands without anyone coughing.",
      },
      {
        prompt: "u2-d7-q3",
        answer:
          "Example, norovirus: pathogen norovirus; reservoir infected people; portal of exit vomit and faeces; mode contact with hands, surfaces and food; portal of entry mouth; susceptible host anyone, especially young children and older adults.",
      },
      {
        prompt: "u2-d7-q4",
        notes:
          "Full credit names one link and a measure that acts on it (e.g. handwashing and bleach cleaning break mode of transmission; bed nets break the vector link for malaria; clean water and sanitation break the water route for cholera; vaccination removes susceptible hosts for measles and flu) and explains that without that link the pathogen cannot reach a new host.",
      },
      {
        prompt: "u2-d7-q5",
        answer:
          "Norovirus spreads mainly on hands and surfaces, so washing removes it from the route it travels; measles is airborne and is breathed in from shared air, so clean hands do not block it (vaccination does).",
      },
    ],
  },
  {
    unit: 2,
    phase: 2,
    lesson: 8,
    keys: [
      {
        prompt: "u2-d8-q1",
        notes:
          "Data vary. With the rules card, Disease A averages 2 new cases per case (most groups reach dozens by generation 5); Disease B averages about 0.67 per case and usually dies out within 2-4 generations. Check totals are running sums.",
      },
      {
        prompt: "u2-d8-q2",
        notes:
          "Both series on one set of axes, generation on x, total cases on y, labeled with units and a key; Disease A curves upward ever more steeply, Disease B levels off.",
      },
      {
        prompt: "u2-d8-q3",
        answer:
          "Disease A's curve starts slowly then rises more and more steeply because every case makes about two more: that is exponential growth. Disease B's curve flattens and stops because each case makes fewer than one new case on average.",
      },
      {
        prompt: "u2-d8-q4",
        answer:
          "New cases double each generation: 1, 2, 4, 8, 16, 32, so generation 5 has 2^5 = 32 new cases (63 cases in total from generation 0 to 5).",
      },
      {
        prompt: "u2-d8-q5",
        answer:
          "Below 1, each generation is smaller than the last and the outbreak dies out; above 1, each generation is bigger and cases grow exponentially until there are too few susceptible people left.",
      },
    ],
  },
  {
    unit: 2,
    phase: 2,
    lesson: 9,
    keys: [
      {
        prompt: "u2-d9-q1",
        notes:
          "Data vary by grid. Expect most of the unvaccinated grid infected at 0 %, fewer at 25 % and 50 %, and the outbreak usually stopping near the first case at 90 %. Means correctly calculated.",
      },
      {
        prompt: "u2-d9-q2",
        notes:
          "Points plotted at each coverage, axes labeled; the curve falls steeply and flattens near zero at high coverage, not a straight line.",
      },
      {
        prompt: "u2-d9-q3",
        answer:
          "Measles 1/15 = 0.067, threshold 93.3 %. Chickenpox 1/11 = 0.091, threshold 90.9 %. Early COVID-19 1/2.5 = 0.4, threshold 60.0 %. Seasonal influenza 1/1.3 = 0.769, threshold 23.1 %.",
      },
      {
        prompt: "u2-d9-q4",
        answer:
          "Measles has a much larger R0 (about 15 versus 1.3), so each case has many more chances to reach a susceptible person; to bring the average number of new infections below 1, a much larger share (about 93 %) must be immune.",
      },
      {
        prompt: "u2-d9-q5",
        answer:
          "Babies too young for vaccines such as MMR, and people whose immune systems are weakened (cancer treatment, some medicines, some illnesses) cannot be vaccinated or may not respond, so they are protected only when the people around them are immune and the pathogen cannot reach them.",
      },
    ],
  },
  {
    unit: 2,
    phase: 2,
    lesson: 10,
    keys: [
      {
        prompt: "u2-d10-q1",
        answer:
          "S -> I labeled 'infection: contact between a susceptible and an infected person'; I -> R labeled 'recovery (or removal) after the infectious period'. Vaccination can move people from S straight to R.",
      },
      {
        prompt: "u2-d10-q2",
        notes:
          "Only one parameter changes between runs; the others are recorded as fixed. Peak, day of peak and total infected read from the model's output.",
      },
      {
        prompt: "u2-d10-q3",
        notes:
          "Claim links the direction of change to the curve (e.g. lower contact rate gives a lower, later peak and fewer total infections) and quotes numbers from at least two runs.",
      },
      {
        prompt: "u2-d10-q4",
        notes:
          "Tall narrow curve crosses above the capacity line; flat wide curve stays below or near it; both enclose about the same area (same total cases); axes labeled.",
      },
      {
        prompt: "u2-d10-q5",
        answer:
          "If cases are spread out, fewer people are sick at the same time, so hospitals stay below capacity and every patient who needs a bed, staff and equipment can get care; spreading cases out also buys time for treatments and vaccines.",
      },
    ],
  },
  {
    unit: 2,
    phase: 2,
    lesson: 11,
    keys: [
      {
        prompt: "u2-d11-q1",
        answer:
          "1 Research and preclinical testing (lab and animal studies: is it promising and safe enough to test in people?). 2 Phase I (tens of volunteers: is it safe, what dose?). 3 Phase II (hundreds: immune response and common side effects?). 4 Phase III (thousands, randomised against placebo: does it prevent disease, rarer side effects?). 5 Regulatory review and approval (do benefits outweigh risks?). 6 Post-approval safety monitoring (any very rare problems in millions of people?).",
      },
      {
        prompt: "u2-d11-q2",
        answer: "Vaccine group 18 / 15,000 x 100 = 0.12 %. Placebo group 180 / 15,000 x 100 = 1.2 %.",
      },
      {
        prompt: "u2-d11-q3",
        answer:
          "Efficacy = (1.2 - 0.12) / 1.2 x 100 = 90 %. Severe cases: vaccine 1 / 15,000 = 0.0067 %, placebo 20 / 15,000 = 0.133 %, efficacy = (0.133 - 0.0067) / 0.133 x 100 = 95 %.",
      },
      {
        prompt: "u2-d11-q4",
        answer:
          "In the trial, vaccinated people had 90 % fewer cases than unvaccinated people: a vaccinated person's risk was cut to one tenth, not to zero.",
      },
      {
        prompt: "u2-d11-q5",
        answer:
          "Random assignment makes the two groups alike in everything except the vaccine, so a difference in cases is due to the vaccine; double-blinding stops volunteers' behavior and researchers' judgment of symptoms from being influenced by knowing who got what.",
      },
      {
        prompt: "u2-d11-q6",
        answer:
          "A report shows that a health problem happened after vaccination and was reported; it does not show that the vaccine caused it. Monitors look for more reports of a problem than would be expected by chance and then study it with proper comparisons.",
      },
    ],
  },
  {
    unit: 2,
    phase: 2,
    lesson: 12,
    keys: [
      {
        prompt: "u2-d12-q1",
        notes:
          "Following the rules, % resistant after each regrowth is about 5, 21, 57, 86, 97 and 99 % for generations 0-5 (95 S + 5 R -> 19 S + 5 R survive -> 79 S + 21 R, and so on); rounding may shift a generation by a few beads. Totals return to 100 after regrowth.",
      },
      {
        prompt: "u2-d12-q2",
        notes: "% resistant on y, generation on x, starting at 5 % and rising; axes labeled.",
      },
      {
        prompt: "u2-d12-q3",
        answer:
          "Variation: the population already had a few resistant bacteria (5 of 100) before the antibiotic. Selection: the antibiotic killed most susceptible bacteria while resistant ones survived. Inheritance: survivors divided and passed resistance to their offspring, so each generation had a larger share of resistant bacteria. The bacteria did not 'get used to' the drug.",
      },
      {
        prompt: "u2-d12-q4",
        answer:
          "Antigenic drift is the build-up of small mutations in the genes for the flu virus's surface proteins (haemagglutinin and neuraminidase). Antibodies from last year's infection or vaccine fit the changed proteins less well, so each year the vaccine is updated to match the strains expected to circulate.",
      },
      {
        prompt: "u2-d12-q5",
        answer:
          "Stopping early can leave the hardest-to-kill bacteria alive, and they multiply, so the surviving population is more resistant. Other actions: take antibiotics only when prescribed and as directed; never use antibiotics for viral infections such as colds or flu; do not share or save antibiotics; prevent infections with handwashing and vaccines.",
      },
    ],
  },
  {
    unit: 2,
    phase: 2,
    lesson: 13,
    keys: [
      {
        prompt: "u2-d13-q1",
        answer:
          "Tuskegee: about 600 Black men were studied for 40 years; those with syphilis were not told their diagnosis or treated, even after penicillin became standard (no informed consent, harm, injustice). Henrietta Lacks: cells taken during her cancer treatment were grown and shared for research without her or her family's knowledge (no consent, no respect for persons). Belmont Report (1979): respect for persons, beneficence and justice, the principles that now guide research. Access chart: high-income countries received vaccine doses far sooner and in greater numbers than low-income countries (justice, equity).",
      },
      {
        prompt: "u2-d13-q2",
        answer:
          "Volunteers must be told the purpose, risks and benefits and that they can stop at any time before they agree in writing; an institutional review board must approve a study before it starts and checks that risks are minimised and participants are chosen fairly.",
      },
      {
        prompt: "u2-d13-q3",
        notes:
          "An open question tied to a named document, with a specific piece of evidence (date, fact or number) to bring.",
      },
      {
        prompt: "u2-d13-q4",
        notes:
          "Accept any number read correctly from the printed chart; strong answers compare doses per 100 people in high- and low-income countries and say that wealthier countries were served first.",
      },
      {
        prompt: "u2-d13-q5",
        answer:
          "For example: messages from trusted local messengers (nurses, community leaders); being open about risks and what is not yet known; listening to and answering questions without blame; making vaccines free and easy to reach in familiar places; acknowledging past harms.",
      },
    ],
  },
  {
    unit: 2,
    phase: 2,
    lesson: 14,
    keys: [
      {
        prompt: "u2-d14-q1",
        notes:
          "Threshold computed with 1 - 1/R0 (e.g. measles R0 15 gives 93.3 %; pertussis R0 about 15 gives about 93 %); coverage copied correctly with its source and year.",
      },
      {
        prompt: "u2-d14-q2",
        notes: "Each county's gap is threshold minus coverage in percentage points, subtracted correctly.",
      },
      {
        prompt: "u2-d14-q3",
        notes:
          "Score with the Checkpoint 2 rubric (data accuracy, reasoning, equity, clarity): a specific recommendation, correct numbers, reasoning that links coverage below the threshold to the risk of sustained spread, and one barrier of access or trust with a concrete remedy.",
      },
      {
        prompt: "u2-d14-q4",
        notes: "Names a specific strength and accuracy question and describes a revision or reasoned reply.",
      },
    ],
  },
  {
    unit: 2,
    phase: 3,
    lesson: 15,
    keys: [
      {
        prompt: "u2-d15-q1",
        answer:
          "Deaths cluster tightly around the Broad Street pump and thin out with distance from it; streets nearer other pumps have few deaths.",
      },
      {
        prompt: "u2-d15-q2",
        answer:
          "The brewery workers drank beer and water from the brewery's own well, and the workhouse had its own well, so they did not drink Broad Street pump water.",
      },
      {
        prompt: "u2-d15-q3",
        answer:
          "Under 100 m: 210 / 2,400 = 8.75 %, 8,750 per 100,000. 100-200 m: 160 / 4,800 = 3.33 %, 3,333 per 100,000. 200-400 m: 95 / 9,600 = 0.99 %, 990 per 100,000. Over 400 m: 30 / 12,000 = 0.25 %, 250 per 100,000. Workhouse: 5 / 535 = 0.93 %, 935 per 100,000. Brewery: 0 / 70 = 0 %, 0 per 100,000.",
      },
      {
        prompt: "u2-d15-q4",
        answer:
          "Groups have different numbers of people, so counts mislead: the 200-400 m band had nearly half as many deaths as the nearest band but four times the people. Rates compare risk fairly.",
      },
      {
        prompt: "u2-d15-q5",
        answer:
          "The Broad Street pump water was the source: the death rate falls steadily with distance from the pump (8.75 % within 100 m to 0.25 % beyond 400 m), and nearby groups with their own water supply (brewery 0 %, workhouse 0.93 %) had far lower rates than their neighbors.",
      },
      {
        prompt: "u2-d15-q6",
        answer:
          "Incidence counts new cases in a period; prevalence counts everyone who has the disease at one time. A long-lasting disease with few new cases, such as HIV or diabetes, has a prevalence much higher than its yearly incidence.",
      },
    ],
  },
  {
    unit: 2,
    phase: 3,
    lesson: 16,
    keys: [
      {
        prompt: "u2-d16-q1",
        answer:
          "A case is a student at the school with vomiting or nausea with cramps or diarrhea that began between 12:00 on 10 March and 08:00 on 11 March.",
      },
      {
        prompt: "u2-d16-q2",
        answer:
          "13:00-13:59: 2; 14:00-14:59: 7; 15:00-15:59: 12; 16:00-16:59: 9; 17:00-17:59: 5; 18:00-18:59: 3; 19:00-19:59: 2 (total 40).",
      },
      {
        prompt: "u2-d16-q3",
        notes:
          "Seven touching bars of equal one-hour width, heights 2, 7, 12, 9, 5, 3, 2; x axis labeled with hour of onset, y with number of cases, and a title.",
      },
      {
        prompt: "u2-d16-q4",
        answer:
          "Point source: a single peak that rises and falls within about six hours, all cases on one afternoon and in every class, which fits one shared exposure (lunch) rather than waves of person-to-person spread a few days apart.",
      },
      {
        prompt: "u2-d16-q5",
        answer: "Chicken salad sandwich 34 / 60 = 56.7 %; pizza 4 / 120 = 3.3 %; veggie wrap 2 / 45 = 4.4 %.",
      },
      {
        prompt: "u2-d16-q6",
        answer:
          "Hypothesis: the chicken salad sandwich was contaminated. The health department would test leftover sandwiches and ill students' samples in a lab and check how the chicken salad was made and stored; the short incubation (about 2-4 hours after a 12:00 lunch) suggests a toxin made by bacteria in food left warm, such as Staphylococcus aureus toxin.",
      },
      {
        prompt: "u2-d16-q7",
        answer:
          "Remove the remaining chicken salad from service and keep cold foods below 5 degrees C until served: this removes the contaminated source, so no new students are exposed.",
      },
    ],
  },
  {
    unit: 2,
    phase: 3,
    lesson: 17,
    keys: [
      {
        prompt: "u2-d17-q1",
        notes:
          "Accept features the warm-up graph actually has: a y axis that does not start at zero, uneven intervals, missing units or source, or a cherry-picked time range.",
      },
      {
        prompt: "u2-d17-q2",
        answer:
          "Cedar County 91.2 % (1.8 points below), Dogwood County 89.5 % (3.5 points below) and Fir County 92.3 % (0.7 points below) are below about 93 %; Alder 97.1 %, Birch 94.8 % and Elm 95.6 % are above.",
      },
      {
        prompt: "u2-d17-q3",
        answer:
          "Cases are low in most years (0-3) with occasional outbreak years; the highest was 2023 with 27 cases, after 14 in 2019. Outbreak years stand out rather than a steady trend.",
      },
      {
        prompt: "u2-d17-q4",
        answer:
          "Adults aged 18-49 (33 %) have the lowest flu vaccination coverage; they have the most contacts at work and at home with children and older relatives, so they can pass flu to people at higher risk.",
      },
      {
        prompt: "u2-d17-q5",
        notes:
          "Each finding quotes a number from the data set correctly and raises a question the data cannot answer alone.",
      },
      {
        prompt: "u2-d17-q6",
        answer:
          "For example, county coverage: (1) a county average can hide schools with much lower coverage where measles could spread; (2) it counts only kindergartners, not older children or adults. Measles cases: reported cases miss people never tested, so the true number may be higher.",
      },
    ],
  },
  {
    unit: 2,
    phase: 3,
    lesson: 18,
    keys: [
      {
        prompt: "u2-d18-q1",
        notes:
          "Each of the five determinants has a specific detail from the scenario card and a plausible link to risk (exposure, crowding, delayed care) or outcome (severity, recovery).",
      },
      {
        prompt: "u2-d18-q2",
        answer:
          "Exposure to the virus is the same, but the family that cannot take paid sick leave, lives in a crowded flat and is far from a clinic is more likely to pass flu on and to be treated late, so its outcome is likely worse; the other family can stay home, see a doctor quickly and isolate the sick person.",
      },
      {
        prompt: "u2-d18-q3",
        notes:
          "A correct comparison with numbers from the WHO summary (e.g. under-5 deaths from pneumonia, diarrhea or malaria per 1,000 births, or share of deaths from communicable diseases) and a cause linked to a determinant.",
      },
      {
        prompt: "u2-d18-q4",
        notes:
          "Four real local assets (clinic, pharmacy, library, faith or youth group, school nurse) each with whom it serves.",
      },
      {
        prompt: "u2-d18-q5",
        notes: "Names an asset trusted by or close to the group most affected, with a reason based on access or trust.",
      },
    ],
  },
  {
    unit: 2,
    phase: 3,
    lesson: 19,
    keys: [
      {
        prompt: "u2-d19-q1",
        answer:
          "Example: 'Don't you agree that vaccines are safe and important?' is leading and double-barrelled; rewrite as 'How safe do you think vaccines are? (very / somewhat / not very / not sure)' and ask importance separately.",
      },
      {
        prompt: "u2-d19-q2",
        notes:
          "Names a health topic, what the team wants to learn and a reachable group (e.g. students in Grades 9-12, family members).",
      },
      {
        prompt: "u2-d19-q3",
        notes:
          "Closed questions are neutral, ask one thing and have complete, non-overlapping choices including 'not sure'; the open question invites reasons. No questions about private medical history.",
      },
      {
        prompt: "u2-d19-q4",
        notes: "Specific confusions found in the pilot and the matching changes.",
      },
      {
        prompt: "u2-d19-q5",
        answer:
          "Tell people the purpose, that it is optional and that they may skip any question or stop; collect no names or identifying details; for people under 18, follow the school's approved consent process (for example a parent or guardian's permission) before they take part.",
      },
    ],
  },
  {
    unit: 2,
    phase: 3,
    lesson: 20,
    keys: [
      {
        prompt: "u2-d20-q1",
        notes: "One row per response, no names, consent recorded for every row, and every response entered.",
      },
      {
        prompt: "u2-d20-q2",
        answer:
          "Each answer choice has one code used by everyone (e.g. Yes = 1, No = 0, Not sure = 9); the same codes are needed so the spreadsheet can count and compare answers correctly and no responses are miscounted.",
      },
      {
        prompt: "u2-d20-q3",
        notes: "Accurate summary of the speaker's role and the people served.",
      },
      {
        prompt: "u2-d20-q4",
        notes:
          "Two distinct themes (e.g. trust, access, misinformation), each supported by a quote or example from the talk.",
      },
      {
        prompt: "u2-d20-q5",
        notes: "Links a theme to a specific change in audience, message or messenger.",
      },
    ],
  },
  {
    unit: 2,
    phase: 3,
    lesson: 21,
    keys: [
      {
        prompt: "u2-d21-q1",
        notes:
          "Each percentage = count / total responses x 100, rounded consistently; the percentages for one question add up to about 100 %.",
      },
      {
        prompt: "u2-d21-q2",
        notes:
          "Bar graph for comparing categories (pie only for parts of one whole); title, labeled axes, percentages on the y axis, and a caption stating the number of respondents and the main finding.",
      },
      {
        prompt: "u2-d21-q3",
        notes: "Names one gap or misconception and cites a percentage from the team's data as evidence.",
      },
      {
        prompt: "u2-d21-q4",
        notes:
          "For each post: who is behind the account and their expertise; what trusted sources (public health agencies, medical organizations, fact-checkers) say; where the claim came from originally; a verdict supported by those steps.",
      },
      {
        prompt: "u2-d21-q5",
        notes: "Identifies the accurate post and names the corroborating source found by reading laterally.",
      },
    ],
  },
  {
    unit: 2,
    phase: 3,
    lesson: 22,
    keys: [
      {
        prompt: "u2-d22-q1",
        notes: "A specific number from a named public data source (state dashboard, county coverage data).",
      },
      {
        prompt: "u2-d22-q2",
        notes: "A percentage from the team's survey with the sample size (e.g. '42 % of 55 respondents').",
      },
      {
        prompt: "u2-d22-q3",
        notes: "Focus and audience follow from both findings; see the Checkpoint 3 rubric (evidence-based focus).",
      },
      {
        prompt: "u2-d22-q4",
        notes: "A real limitation (small or non-random sample, self-report, old data) and a sensible response.",
      },
      {
        prompt: "u2-d22-q5",
        notes: "Questions about another team's evidence or reasoning, with their answers recorded.",
      },
      {
        prompt: "u2-d22-q6",
        notes: "Topic, audience and evidence-based reason all stated.",
      },
    ],
  },
];
