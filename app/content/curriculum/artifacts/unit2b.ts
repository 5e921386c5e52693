import type { ArtifactInput } from "./schema.ts";

// Unit 2, Phases 4-5: the file for each materials line of its lessons that names something printed for students.

const phase4: ArtifactInput[] = [
  {
    unit: 2,
    phase: 4,
    lesson: 23,
    provides: "Media release forms with a family letter, one per student, sent home today and due back by Day 25",
    title: "Media Release Form and Family Letter",
    intro:
      "A letter to families explaining the campaign PSA and a release form asking permission to show the student on camera. Forms go home on Day 23 and are due back by Day 25, the day teams storyboard, so every shot can be planned around who may appear. No student has to appear on camera.",
    prep: "One per student: 30 copies on paper plus 5 spares, sent home on Day 23. Translate the letter into the families' languages. If your district has its own media release form, send that instead of page 2 and keep the letter. File returned forms; list students without one before Day 25.",
    parts: [
      {
        kind: "text",
        heading: "Dear families",
        paragraphs: [
          "In our Community Immunity unit, your student's team is making a 60-second public service announcement (PSA) about vaccines or infectious disease for our school community. Teams film on Day 26 of the unit. Finished PSAs are shown at our community health exhibition and, with the school's approval, may be shared on school channels or by a local health partner.",
          "Some students will appear on camera and some will not. Every student has a production role either way: director, camera, sound, script supervisor or on-camera talent. A student without a signed form is filmed without their face or voice, or works behind the camera.",
          "Please complete the form below and return it by Day 25 of the unit. You may change your answer at any time by contacting the teacher. Thank you for supporting your student's work.",
        ],
      },
      {
        kind: "checklist",
        heading: "Media release: please tick one box",
        items: [
          "YES: my student may appear (face and voice) in the class PSA, shown at the exhibition and on approved school or partner channels.",
          "SCHOOL ONLY: my student may appear, but the PSA may be shown only inside the school and at the exhibition.",
          "NO: my student may not appear on camera; they will work behind the camera or be filmed without their face or voice.",
        ],
      },
      {
        kind: "space",
        heading: "Names and signature",
        prompt: "Student's name, parent or guardian's name, signature and date:",
        response: { kind: "lines", count: 4 },
      },
    ],
  },
  {
    unit: 2,
    phase: 4,
    lesson: 24,
    provides: "Jargon-swap cards",
    title: "Jargon-Swap Cards",
    intro:
      "Each card has one accurate sentence written in scientific jargon. Rewrite it in plain language a family member would understand, then have a partner check that your version is still accurate.",
    prep: "One set of 10 cards per pair: 15 sets on card stock, cut apart. Keep one uncut set as the teacher's copy.",
    parts: [
      {
        kind: "cards",
        heading: "Jargon-swap cards",
        cards: [
          {
            title: "Card 1",
            text: "The vaccine elicits an antigen-specific humoral response. (Words to watch: antigen, humoral.)",
          },
          {
            title: "Card 2",
            text: "Herd immunity is achieved when vaccination coverage exceeds the herd immunity threshold. (Words to watch: coverage, threshold.)",
          },
          {
            title: "Card 3",
            text: "Adjuvants enhance the immunogenicity of subunit vaccines. (Words to watch: adjuvant, immunogenicity, subunit.)",
          },
          {
            title: "Card 4",
            text: "mRNA vaccines encode the spike protein, which host ribosomes translate; the mRNA is degraded within days. (Words to watch: encode, translate, degraded.)",
          },
          {
            title: "Card 5",
            text: "Memory B and T cells mediate a faster, stronger secondary response upon re-exposure to the pathogen. (Words to watch: mediate, secondary response, pathogen.)",
          },
          {
            title: "Card 6",
            text: "Vaccine efficacy against symptomatic infection was 95 percent in the Phase III trial. (Words to watch: efficacy, symptomatic, Phase III.)",
          },
          {
            title: "Card 7",
            text: "Antigenic drift necessitates annual reformulation of influenza vaccines. (Words to watch: antigenic drift, reformulation.)",
          },
          {
            title: "Card 8",
            text: "Adverse events following immunization are monitored through passive surveillance systems such as VAERS. (Words to watch: adverse event, passive surveillance.)",
          },
          {
            title: "Card 9",
            text: "Measles has a basic reproduction number of 12 to 18 in a fully susceptible population. (Words to watch: basic reproduction number, susceptible.)",
          },
          {
            title: "Card 10",
            text: "Live-attenuated vaccines replicate in the host but do not cause disease in immunocompetent people. (Words to watch: attenuated, replicate, immunocompetent.)",
          },
        ],
      },
    ],
  },
  {
    unit: 2,
    phase: 4,
    lesson: 26,
    provides: "Storyboards, shot checklists and signed media release forms",
    title: "Shot Checklist and Production Role Cards",
    intro:
      "The script supervisor ticks off each storyboard frame as it is filmed and checks that everyone on camera has a signed release. Each student carries the role card for today's job.",
    prep: "One checklist and one set of five role cards per team: 8 of each, checklist on paper, role cards on card stock, cut apart. Bring the class list of returned release forms (teacher copy only).",
    parts: [
      {
        kind: "checklist",
        heading: "Before the first take",
        items: [
          "Storyboard in hand, frames numbered in filming order",
          "Every person on camera has a signed release on the teacher's list; anyone without one is filmed face-free or works behind the camera",
          "Quiet space found for narration; phone on airplane mode",
          "Camera steady (tripod or stack of books) and lens wiped",
          "Script supervisor has this checklist and a pencil",
        ],
      },
      {
        kind: "space",
        heading: "Shot checklist",
        prompt: "Tick each frame when its best take is filmed.",
        response: {
          kind: "table",
          columns: ["Frame", "Filmed", "Audio checked", "Release on file or face-free", "Reshoot needed"],
          rows: 8,
        },
      },
      {
        kind: "cards",
        heading: "Production role cards",
        cards: [
          {
            title: "Director",
            text: "Keeps the team on the storyboard and the clock; calls 'action' and 'cut'; decides with the team which take is best.",
          },
          {
            title: "Camera",
            text: "Frames each shot as the storyboard shows (wide, medium, close-up); holds the camera steady; records at least two takes.",
          },
          {
            title: "Sound",
            text: "Finds the quietest space; records narration close to the speaker; listens back to every take before the team moves on.",
          },
          {
            title: "Talent",
            text: "Appears on camera or records the narration; speaks slowly and clearly; only students with a signed release appear on camera.",
          },
          {
            title: "Script supervisor",
            text: "Ticks off each frame on the shot checklist, notes the best take and lists reshoots for Day 27.",
          },
        ],
      },
    ],
  },
  {
    unit: 2,
    phase: 4,
    lesson: 27,
    provides: "Tuning protocol cards",
    title: "Tuning Protocol Cards",
    intro:
      "A tuning protocol is a timed, structured way for two teams to give each other feedback on a draft. Follow the cards in order; the timekeeper reads each card aloud.",
    prep: "One set of 6 cards per pair of teams: 4 sets on card stock, cut apart (one extra set for the teacher).",
    parts: [
      {
        kind: "cards",
        heading: "Tuning protocol",
        cards: [
          {
            title: "1. Present (3 minutes)",
            text: "The presenting team says its audience and core message, then plays its draft PSA once. Listeners stay silent and take notes.",
          },
          {
            title: "2. Clarifying questions (2 minutes)",
            text: "Listeners ask only quick factual questions ('Who is the audience?', 'What is the source for that number?'). No opinions yet.",
          },
          {
            title: "3. Warm feedback (3 minutes)",
            text: "Listeners say what works: 'The strongest moment was...', 'The fact that convinced me was...'. Presenters listen and write it down.",
          },
          {
            title: "4. Cool feedback (3 minutes)",
            text: "Listeners raise questions and concerns about accuracy, clarity and persuasiveness: 'I wonder if...', 'I was confused when...'. Presenters listen without defending.",
          },
          {
            title: "5. Reflect (2 minutes)",
            text: "The presenting team talks among themselves about what they heard while the listeners stay silent, then chooses up to three revisions.",
          },
          {
            title: "6. Swap and debrief",
            text: "Teams swap roles and repeat steps 1-5. Finish by thanking each other and naming one thing the protocol helped you see.",
          },
        ],
      },
    ],
  },
  {
    unit: 2,
    phase: 4,
    lesson: 27,
    provides: "Accuracy checklist; school nurse or partner reviewer if available",
    title: "Accuracy Checklist for PSA Reviewers",
    intro:
      "Use this checklist to review a draft PSA before it is shared. It is written for classmates and for a school nurse or health partner reviewing the cut. Mark any claim that needs a change and say why.",
    prep: "One per team (8 copies on paper) and one for each adult reviewer, sent with the draft PSA a few days before Day 27.",
    parts: [
      {
        kind: "checklist",
        heading: "Check every PSA and flyer",
        items: [
          "Each scientific claim is accurate and no stronger than its source (no '100 percent', 'always' or 'never' the evidence does not support)",
          "Each claim has a reliable source (CDC, WHO, health department, textbook) shown on the source card",
          "Risks and benefits are given as clear numbers (for example 1 in 1,000) rather than vague words",
          "Any myth is named only once, between two accurate facts (truth sandwich)",
          "The call to action is safe, specific and points to a trusted provider, such as the school nurse or a clinic",
          "No one's personal health information is shown or implied",
          "Captions match the narration and the call to action can be read with the sound off",
          "Language is respectful and blames no group for illness",
        ],
      },
      {
        kind: "space",
        heading: "Reviewer notes",
        prompt: "Claims to change, and why:",
        response: { kind: "table", columns: ["Time in PSA or place on flyer", "Claim", "Suggested change"], rows: 4 },
      },
    ],
  },
  {
    unit: 2,
    phase: 4,
    lesson: 28,
    provides: "Campaign toolkit checklist and Checkpoint 4 rubric",
    title: "Campaign Toolkit Checklist",
    intro:
      "Checkpoint 4 is your team's complete campaign toolkit. Tick each item before you submit, then score your toolkit with the Checkpoint 4 rubric (a separate document).",
    prep: "One per team: 8 copies on paper, stapled to the Checkpoint 4 rubric.",
    parts: [
      {
        kind: "checklist",
        heading: "Our toolkit includes",
        items: [
          "Final PSA: 60 seconds or less, exported, captioned, with a source card",
          "The three revisions planned on Day 27 are made",
          "Infographic or flyer with the same core message and call to action as the PSA",
          "Two facts on the flyer, each with a source",
          "Flyer in English and at least one community language, checked by a fluent speaker",
          "Distribution plan: channel, date, who shares it and the approval needed for each piece",
          "Evaluation plan: two pre/post questions tied to the SMART goal and the number that counts as success",
          "Signed media releases on file for everyone shown on camera",
        ],
      },
    ],
  },
];

const phase5: ArtifactInput[] = [
  {
    unit: 2,
    phase: 5,
    lesson: 29,
    provides: "Station checklist and rehearsal feedback cards",
    title: "Station Checklist and Rehearsal Feedback Cards",
    intro:
      "The station checklist lists everything a station needs on Day 30. During the dress rehearsal, the visiting team fills in one feedback card for the team it visits.",
    prep: "One checklist per team (8 on paper) and two feedback cards per team (16 on card stock, cut apart).",
    parts: [
      {
        kind: "checklist",
        heading: "Station checklist",
        items: [
          "PSA plays on the exhibition device with sound; charger and headphones ready",
          "Flyers printed in every language we host in",
          "Pre and post cards printed, in separate labeled piles, with pencils and two collection boxes",
          "Table sign up, with our campaign name and languages",
          "60-second welcome rehearsed by every member",
          "Answers with sources ready for our likely questions",
          "Station log and a schedule of who presents when",
        ],
      },
      {
        kind: "cards",
        heading: "Rehearsal feedback cards",
        cards: [
          {
            title: "Warm: what works",
            text: "The welcome was clear when... The fact that stuck with me was... The station made it easy to...",
          },
          {
            title: "Cool: what to fix before Day 30",
            text: "I was confused when... This claim needs a source or a change:... A visitor might miss...",
          },
        ],
      },
    ],
  },
  {
    unit: 2,
    phase: 5,
    lesson: 29,
    provides:
      "Likely-question cards (for example 'Why do I need a flu shot every year?' and 'Can a vaccine give me the disease?')",
    title: "Likely-Question Cards",
    intro:
      "Questions exhibition visitors often ask about vaccines. Draw three, prepare a short, accurate, plain-language answer with a source, and decide when to point the visitor to the school nurse or a doctor instead.",
    prep: "One set of 10 cards per team: 8 sets on card stock, cut apart.",
    parts: [
      {
        kind: "cards",
        heading: "Likely questions",
        cards: [
          { title: "A student asks", text: "Why do I need a flu shot every year?" },
          { title: "A parent asks", text: "Can a vaccine give me the disease it protects against?" },
          { title: "A student asks", text: "If almost everyone else is vaccinated, why do I need to be?" },
          { title: "A grandparent asks", text: "Isn't it better to get immunity by catching the disease naturally?" },
          { title: "A parent asks", text: "What are the ingredients in a vaccine, and are any of them dangerous?" },
          {
            title: "A teacher asks",
            text: "How were the COVID-19 vaccines made so quickly? Were safety steps skipped?",
          },
          { title: "A parent asks", text: "Do vaccines cause autism?" },
          {
            title: "A student asks",
            text: "Why does my arm get sore, and why do I sometimes feel tired after a shot?",
          },
          { title: "A visitor asks", text: "Where can my family get vaccines if we do not have insurance?" },
          {
            title: "A visitor asks",
            text: "Is my own child's vaccine schedule right for them? (Practice pointing to the right person.)",
          },
        ],
      },
    ],
  },
  {
    unit: 2,
    phase: 5,
    lesson: 29,
    provides: "Printer, card stock for pre/post question cards, tape and table signs",
    title: "Table Sign Template and Printing Plan",
    intro:
      "Fill in your station's table sign, then use the printing plan to print enough pre and post cards for the exhibition on card stock.",
    prep: "One per team (8 copies on paper). Card stock for cards: about 13 sheets per team at 4 cards a sheet (50 pre and 50 post cards); one sheet of card stock per team for the sign, folded into a tent.",
    parts: [
      {
        kind: "space",
        heading: "Table sign",
        prompt:
          "Campaign name, our core message in one line, and 'Ask us in:' with the languages we speak at this station:",
        response: { kind: "lines", count: 5 },
      },
      {
        kind: "checklist",
        heading: "Printing plan",
        items: [
          "Expect about 40 visitors per station: print 50 pre cards and 50 post cards, 4 to a sheet of card stock",
          "Pre and post cards on different colors of card stock so they are never mixed",
          "Proofread the question word for word against our Day 22 survey question before printing",
          "Print flyers in each community language: about 50 in total",
          "Tape, pencils and two labeled boxes (PRE, POST) for the station",
        ],
      },
    ],
  },
  {
    unit: 2,
    phase: 5,
    lesson: 30,
    provides: "Pre/post audience question cards and feedback forms",
    title: "Pre/Post Cards and Visitor Feedback Form",
    intro:
      "Visitors answer the PRE card when they arrive at a station and the POST card as they leave. Both are anonymous and ask what people know, never about their own health or vaccinations. The feedback form is optional.",
    prep: "Teams fill in their question before printing. Per team: 50 PRE and 50 POST cards (4 per sheet, two colors of card stock, cut apart) and 40 feedback forms (2 per sheet of paper).",
    parts: [
      {
        kind: "space",
        heading: "PRE card (before the visit)",
        prompt:
          "Team ________. Question: ______________________ Circle one: Yes / No / Not sure. Do not write your name.",
        response: { kind: "lines", count: 2 },
      },
      {
        kind: "space",
        heading: "POST card (after the visit)",
        prompt:
          "Team ________. Same question: ______________________ Circle one: Yes / No / Not sure. What step from our campaign might you take? Do not write your name.",
        response: { kind: "lines", count: 3 },
      },
      {
        kind: "space",
        heading: "Visitor feedback form",
        prompt: "Circle 1 (not at all) to 4 (very much) for each statement, then tell us one thing to change.",
        response: {
          kind: "table",
          columns: ["Statement", "1", "2", "3", "4"],
          rows: [
            "The PSA was clear",
            "I learned something new",
            "I trust this information",
            "I know the next step to take",
          ],
        },
      },
    ],
  },
  {
    unit: 2,
    phase: 5,
    lesson: 31,
    provides: "Impact statement template",
    title: "Impact Statement Template",
    intro:
      "An impact statement tells a partner, in one paragraph, whether the campaign met its goal and how you know. Fill in each part, then write it as one paragraph on the handout.",
    prep: "One per team: 8 copies on paper.",
    parts: [
      {
        kind: "space",
        heading: "Parts of the impact statement",
        prompt: "Fill in each row with your team's evidence.",
        response: {
          kind: "table",
          columns: ["Part", "Our team"],
          rows: [
            "Our SMART goal",
            "Pre and post results (percent and change in points)",
            "Compared with our Day 22 survey",
            "Goal met, partly met or not met",
            "One limitation of this evidence",
            "Recommendation 1, with its evidence",
            "Recommendation 2, with its evidence",
          ],
        },
      },
    ],
  },
  {
    unit: 2,
    phase: 5,
    lesson: 32,
    provides: "Career profile cards",
    title: "Public Health Career Profile Cards",
    intro:
      "Eight careers that use the skills of this unit. Read two, then match each to a task you did in the unit. Education paths are typical in the United States; many careers have more than one route.",
    prep: "One set of 8 cards per team: 8 sets on card stock, cut apart.",
    parts: [
      {
        kind: "cards",
        heading: "Careers",
        cards: [
          {
            title: "Epidemiologist",
            text: "Investigates outbreaks and patterns of disease in populations, like the Day 16 line list. Usually a master's degree in public health (MPH) or a PhD.",
          },
          {
            title: "Community health worker",
            text: "A trusted community member who connects neighbors with care, vaccines and screening, often in their home language. High school diploma plus training; some states certify.",
          },
          {
            title: "School or public health nurse",
            text: "Runs vaccine clinics, tracks immunization records and teaches health. Nursing degree (associate or bachelor's) and a registered nurse license.",
          },
          {
            title: "Biostatistician",
            text: "Designs studies and analyzes data, such as vaccine trial results and coverage rates. Usually a master's degree in biostatistics or statistics.",
          },
          {
            title: "Health educator",
            text: "Plans and evaluates campaigns like yours, with goals, messages and pre/post measures. Bachelor's degree in health education; optional CHES certification.",
          },
          {
            title: "Public health laboratory scientist",
            text: "Identifies pathogens in samples during outbreaks. Bachelor's degree in biology, microbiology or medical laboratory science.",
          },
          {
            title: "Vaccine research scientist",
            text: "Designs and tests new vaccines, from antigens to clinical trials. Usually a PhD or MD after a science degree.",
          },
          {
            title: "Pharmacist",
            text: "Gives many vaccines, answers questions about them and reports side effects. Doctor of Pharmacy (PharmD) degree and a state license.",
          },
        ],
      },
    ],
  },
  {
    unit: 2,
    phase: 5,
    lesson: 32,
    provides: "Campaign handoff brief template and myth-response cards",
    title: "Campaign Handoff Brief and Myth-Response Card",
    intro:
      "The handoff brief gives the school nurse or health partner everything needed to run your campaign next season. The myth-response card is yours to keep: your truth sandwich for the vaccine myth you hear most.",
    prep: "One handoff brief per team (8 copies on paper) and one myth-response card per student (30 on card stock, 4 per sheet, cut apart).",
    parts: [
      {
        kind: "space",
        heading: "Campaign handoff brief",
        prompt: "For: ____________ (partner). From: team ____________. Fill in each row.",
        response: {
          kind: "table",
          columns: ["Item", "Details"],
          rows: [
            "Campaign files (PSA, flyer, languages) and where they are",
            "Approvals granted and still needed",
            "Our evidence (Day 31 numbers)",
            "What to change, and why",
            "When to run it next (vaccination calendar)",
            "Four-week follow-up: numbers we will ask for, who asks, date",
            "What this partnership made possible",
          ],
        },
      },
      {
        kind: "space",
        heading: "Myth-response card",
        prompt: "Fact first. The myth, named once. The fact again, with what to do.",
        response: { kind: "lines", count: 4 },
      },
    ],
  },
];

export const unit2bArtifacts: ArtifactInput[] = [...phase4, ...phase5];
