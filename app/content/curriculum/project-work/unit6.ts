import { handout, lessonPlan } from "../builders.ts";
import type { LessonInput } from "../schema.ts";
import type { ProjectWorkExtension } from "./schema.ts";

// Unit 6's project work (issue 29, point 7; decision 0036): the spec's unit goes from Lesson 7, where teams choose
// the disparity their advocacy project will address, straight to Lesson 8's showcase. Three project days between
// them build the project: research, draft, then peer review and revision. Numbered 9-11 after the spec's lessons so
// cards, files and keys stay unique, labelled as project days and placed by their section between Lessons 7 and 8.

const folder = "/materials/unit6";

/** The five criteria of Lesson 8's project rubric, which the peer review on Project Day 3 uses in the same words. */
const showcaseCriteria = [
  "Science accuracy",
  "Clarity for the audience",
  "Use of evidence",
  "Respect and care",
  "Feasibility of the action",
];

const research: LessonInput = {
  number: 9,
  label: "Project Day 1",
  title: "Research the Cause: Evidence for an Advocacy Project",
  description:
    "Teams turn the cause they starred on Lesson 7's fishbone into a project plan: they choose a format (screening campaign, care guide, risk story map or policy brief), name their audience and the action they want, and gather evidence from trusted public sources, logging each source and judging how reliable it is.",
  drivingQuestion: "What does our audience need to know, and what evidence can we trust to tell them?",
  objectives: [
    "Write a project goal that names an audience, a cancer-related cause from Lesson 7 and one action the audience can take.",
    "Find at least four pieces of evidence from public health sources (NCI, CDC, American Cancer Society, USPSTF, state or county data) and log them.",
    "Judge each source's reliability by who wrote it, when, and what evidence it rests on.",
    "Explain the cancer biology behind the team's message (for example why screening finds cancer earlier, or how an exposure damages DNA).",
  ],
  keyUnderstandings: [
    "Advocacy starts from an audience and an action: 'get screened at 45' or 'fund a patient navigator', not 'raise awareness' alone.",
    "Reliable health information comes from sources that show their evidence and update it (government health agencies, major cancer organizations, peer-reviewed studies); a product page or an anonymous post is not evidence.",
    "Accurate biology makes a message credible: screening works because many cancers grow through precancerous or early stages that can be found and treated, and exposures such as tobacco smoke or UV light raise risk by causing mutations in genes that control the cell cycle.",
  ],
  materials: [
    "Teams' fishbone diagrams and starred causes from Lesson 7",
    "Devices with internet access, one per pair",
    "Project Day 1 research handout",
  ],
  activities: [
    {
      title: "Warm-Up: Good Goal, Weak Goal",
      minutes: 5,
      description:
        "Compare two project goals ('raise awareness about cancer' and 'help parents at our school know colorectal screening starts at age 45 and how to get a free test kit'). Students name what makes the second one usable: audience, action, evidence.",
    },
    {
      title: "Choose Format, Audience and Action",
      minutes: 10,
      description:
        "Teams pick a format, an audience (families, a clinic, students, a city council) and one action, and write their project goal. The teacher approves each goal, steering teams away from giving medical advice to individuals.",
    },
    {
      title: "Evidence Hunt",
      minutes: 22,
      description:
        "Pairs within each team search the sources listed on the handout and log at least four pieces of evidence: the fact, the source, its date and a reliability rating, using group-level public data only.",
    },
    {
      title: "Biology Check",
      minutes: 8,
      description:
        "Each team writes the two or three sentences of cancer biology its message depends on and checks them against Lessons 1-6 and a teacher conference.",
    },
    {
      title: "Exit Ticket",
      minutes: 5,
      description: "Each student writes the single most important fact their audience needs and its source.",
    },
  ],
  differentiation: {
    supported: [
      "A short list of starting pages for each format and a source log with the first row filled in as a model.",
      "Care option: teams may choose a cause not connected to anyone they know, and no one shares personal or family health stories.",
    ],
    extension: [
      "Compare the team's county data with the state and national rates and explain the gap.",
      "Find a peer-reviewed study of a program that changed screening rates and summarize its result.",
    ],
    multilingual: [
      "Sources in the audience's languages are welcome (for example the CDC's and NCI's Spanish-language pages).",
      "Pairs may research in a home language and log key facts in English.",
    ],
  },
  assessment: [
    "Project goal naming audience, cause and action, approved by the teacher.",
    "Source log with at least four pieces of evidence, each with source, date and a reasoned reliability rating.",
    "Biology check sentences that are accurate and linked to the message.",
  ],
  standards: { state: ["BIO1.LS3.2", "BIO1.LS1.3"], ngss: ["HS-ETS1-1", "HS-LS3-2"] },
  handout: {
    title: "Project Day 1: Research for Advocacy",
    intro:
      "Your team chose a cause on Lesson 7's fishbone. Today you decide who you will reach, what you will ask them to do, and what trusted evidence will convince them. Use public, group-level information only; no personal or family health stories.",
    sections: [
      {
        heading: "Part 1: Our Project Goal",
        prompts: [
          {
            id: "u6-pw1-q1",
            text: "Fill in the plan for your project.",
            response: {
              kind: "table",
              columns: ["Part of the plan", "Our choice", "Why"],
              rows: ["Cause from Lesson 7", "Format", "Audience", "Action we want"],
            },
          },
          { id: "u6-pw1-q2", text: "Write your project goal in one sentence: who, what action, and why it matters." },
        ],
      },
      {
        heading: "Part 2: Evidence Log",
        reference: {
          caption: "Where to start",
          columns: ["Source", "What it offers"],
          rows: [
            [
              "National Cancer Institute (cancer.gov)",
              "Plain-language cancer facts; State Cancer Profiles for county data",
            ],
            [
              "CDC cancer pages and U.S. Cancer Statistics",
              "Screening guidance for the public; rates by group and state",
            ],
            ["American Cancer Society", "Cancer Facts and Figures; screening guidelines"],
            ["U.S. Preventive Services Task Force", "Who should be screened for which cancers, and when"],
          ],
        },
        prompts: [
          {
            id: "u6-pw1-q3",
            text: "Log at least four pieces of evidence and rate how reliable each source is (high, medium, low).",
            response: {
              kind: "table",
              columns: ["Fact or data point", "Source", "Date", "Reliability and why"],
              rows: 4,
            },
          },
          {
            id: "u6-pw1-q4",
            text: "Which piece of evidence will persuade your audience most, and why?",
          },
        ],
      },
      {
        heading: "Part 3: The Biology Behind Our Message",
        prompts: [
          {
            id: "u6-pw1-q5",
            text: "Explain the cancer biology your message depends on in two or three sentences.",
          },
        ],
      },
    ],
    wordBank: [
      { term: "advocacy", meaning: "speaking or acting to bring about a change for others" },
      { term: "audience", meaning: "the people your project is meant to reach" },
      { term: "reliable source", meaning: "one that shows its evidence, names its authors and is up to date" },
      { term: "screening", meaning: "testing people with no symptoms to find disease early" },
      { term: "disparity", meaning: "an avoidable, unfair difference in health between groups" },
    ],
    sentenceStarters: [
      "We want ___ to ___ because ___.",
      "This source is reliable because ___.",
      "Screening matters because cancer ___.",
    ],
  },
  lab: false,
  file: `${folder}/Project_Day_1_Advocacy_Research_Lesson_Plan.docx`,
};

const draft: LessonInput = {
  number: 10,
  label: "Project Day 2",
  title: "Draft the Message: From Evidence to an Advocacy Product",
  description:
    "Teams draft their advocacy product (campaign flyer and script, care guide, risk story map or policy brief) from their evidence log, writing for their audience in plain language, checking every science claim against a source and planning how the product will reach the audience after the showcase.",
  drivingQuestion: "How do we turn accurate science into a message our audience will understand, trust and act on?",
  objectives: [
    "Draft an advocacy product in the chosen format that states one clear action for the audience.",
    "Write science claims in plain language without losing accuracy, each traced to a logged source.",
    "Choose a trusted messenger and a way to reach the audience (a clinic, a place of worship, a school newsletter, a council meeting).",
    "Apply guidelines for respectful health communication: no blame, no fear tactics, no personal medical advice.",
  ],
  keyUnderstandings: [
    "Plain language is a matter of accuracy, not dumbing down: short sentences, everyday words and one idea at a time let more people use correct information.",
    "People act on health messages they trust; who delivers a message (a nurse from the neighborhood, a pastor, a peer) and where matters as much as what it says.",
    "Advocacy does not diagnose or advise individuals: it points people to screening guidelines, clinics and navigators who can advise them.",
  ],
  materials: [
    "Teams' project goals and source logs from Project Day 1",
    "Chart paper, markers, or devices with slide or document software",
    "Project Day 2 drafting handout",
  ],
  activities: [
    {
      title: "Warm-Up: Rewrite It Plainly",
      minutes: 7,
      description:
        "Pairs rewrite one dense sentence ('Neoplastic transformation results from accumulated somatic mutations in proto-oncogenes and tumor suppressor genes') for a ten-year-old, then check that the rewrite is still true.",
    },
    {
      title: "Message Map",
      minutes: 8,
      description:
        "Teams fill in a message map: one main message, three supporting points each with its source, one action, and the trusted messenger who will carry it.",
    },
    {
      title: "Draft the Product",
      minutes: 25,
      description:
        "Teams draft their product. Roles: writer, science checker (matches each claim to the source log), designer, and audience advocate (reads as the audience and flags jargon).",
    },
    {
      title: "Accuracy and Respect Check",
      minutes: 6,
      description:
        "The science checker reads every claim aloud with its source; the team removes anything that blames people for their illness, uses fear, or gives individual medical advice.",
    },
    {
      title: "Exit Ticket",
      minutes: 4,
      description:
        "Each student writes where the finished product will go after the showcase and who will take it there.",
    },
  ],
  differentiation: {
    supported: [
      "A model product for each format with its parts labeled.",
      "A plain-language word swap list (for example malignant -> cancerous, screening -> a check-up test before symptoms).",
    ],
    extension: [
      "Check the draft's reading level with a readability formula and revise to about a sixth-grade level.",
      "Write a version for a second audience and explain what changed.",
    ],
    multilingual: [
      "Bilingual products are encouraged; a teammate or family translator checks the translation.",
      "Teams may draft in a home language first.",
    ],
  },
  assessment: [
    "Message map with a main message, three sourced supporting points, an action and a messenger.",
    "Complete first draft in which every science claim traces to the source log.",
    "Accuracy and respect check completed, with changes noted.",
  ],
  standards: { state: ["BIO1.LS1.3", "BIO1.LS3.2"], ngss: ["HS-ETS1-2", "HS-LS1-4"] },
  handout: {
    title: "Project Day 2: Drafting the Advocacy Product",
    intro:
      "Turn your evidence into a product your audience will understand, trust and act on. Keep every claim accurate and sourced, write in plain language, and never give personal medical advice.",
    sections: [
      {
        heading: "Part 1: Message Map",
        prompts: [
          { id: "u6-pw2-q1", text: "Our main message in one sentence:" },
          {
            id: "u6-pw2-q2",
            text: "Three supporting points, each with its source from your log.",
            response: { kind: "table", columns: ["Supporting point", "Source"], rows: 3 },
          },
          { id: "u6-pw2-q3", text: "The one action we ask for, and the trusted messenger who will deliver it." },
        ],
      },
      {
        heading: "Part 2: Plain Language",
        prompts: [
          {
            id: "u6-pw2-q4",
            text: "Rewrite two sentences from your draft in plain language and check they are still true.",
            response: { kind: "table", columns: ["Original sentence", "Plain-language version"], rows: 2 },
          },
        ],
      },
      {
        heading: "Part 3: Accuracy and Respect Check",
        prompts: [
          {
            id: "u6-pw2-q5",
            text: "List each science claim in your draft and the source that supports it; mark any you had to fix.",
            response: { kind: "table", columns: ["Claim", "Source", "Fixed?"], rows: 4 },
          },
          {
            id: "u6-pw2-q6",
            text: "What did you remove or change so the product does not blame, frighten or give personal medical advice?",
          },
          { id: "u6-pw2-q7", text: "Where will the product go after the showcase, and who will take it there?" },
        ],
      },
    ],
    wordBank: [
      {
        term: "plain language",
        meaning: "clear, everyday words that an audience can use the first time it reads them",
      },
      { term: "trusted messenger", meaning: "a person the audience already trusts to deliver a message" },
      { term: "call to action", meaning: "the one thing you ask your audience to do" },
      { term: "claim", meaning: "a statement presented as true" },
    ],
    sentenceStarters: ["Our main message is ___.", "We ask ___ to ___.", "In plain words, ___ means ___."],
  },
  lab: false,
  file: `${folder}/Project_Day_2_Advocacy_Draft_Lesson_Plan.docx`,
};

const review: LessonInput = {
  number: 11,
  label: "Project Day 3",
  title: "Peer Review and Revision: Getting the Advocacy Project Showcase-Ready",
  description:
    "Teams exchange drafts in a structured peer review that scores each project against the five criteria of the showcase rubric, then revise from the feedback, run a final fact check and write a delivery plan so the project reaches its audience after Lesson 8's showcase.",
  drivingQuestion:
    "How do we make our project accurate, clear and respectful enough to change something for our audience?",
  objectives: [
    "Give specific, kind and useful feedback on another team's project against the showcase criteria.",
    "Evaluate a draft advocacy solution against criteria (science accuracy, clarity, evidence, respect, feasibility) and trade-offs.",
    "Revise the project from feedback and record what changed and why.",
    "Write a delivery plan that names who will receive the project after the showcase and how its reach will be known.",
  ],
  keyUnderstandings: [
    "Feedback is most useful when it names a criterion, points to a specific place in the draft and suggests a change.",
    "Evaluating a solution means weighing it against criteria and trade-offs: a flyer may be clear but reach few people; a policy brief may be feasible only with a partner.",
    "An advocacy project ends with delivery, not with a grade: a campaign placed at a clinic, a care guide left with a library, a brief sent to a council member.",
  ],
  materials: [
    "Teams' drafts from Project Day 2",
    "Sticky notes in two colors (strengths and suggestions)",
    "Project Day 3 peer review and revision handout",
  ],
  activities: [
    {
      title: "Warm-Up: Useful Feedback",
      minutes: 5,
      description:
        "Compare 'Looks good!' with 'Your screening age is out of date: the USPSTF lowered colorectal screening to 45 in 2021; change the flyer's first line.' Students name the parts of useful feedback: criterion, place, suggestion.",
    },
    {
      title: "Peer Review Rounds",
      minutes: 18,
      description:
        "Two rounds of 9 minutes: each team reads another team's draft, scores it 1-4 on the five showcase criteria (science accuracy, clarity for the audience, use of evidence, respect and care, feasibility of the action) and leaves one strength and one specific suggestion per criterion.",
    },
    {
      title: "Revise",
      minutes: 17,
      description:
        "Teams sort the feedback, choose the changes that matter most for their audience, revise the product and log each change with the feedback that prompted it. The teacher runs a final science check with each team: the product explains cancer as cells dividing without normal controls once mutations (inherited, or caused by exposures such as tobacco smoke or UV light) build up in genes that control division, and never implies that cancer is contagious or that anyone caused their own.",
    },
    {
      title: "Delivery Plan",
      minutes: 7,
      description:
        "Teams write who will receive the finished project after the showcase (a clinic, a library, a school board, a community group), who will take it, by when, and one way to tell whether it reached people.",
    },
    {
      title: "Exit Ticket",
      minutes: 3,
      description: "Each student names the most important change their team made today and the feedback behind it.",
    },
  ],
  differentiation: {
    supported: [
      "A feedback form with a sentence frame for each criterion.",
      "Teams review one criterion per pair instead of all five.",
    ],
    extension: [
      "Test the product with two people from the real audience and add their reactions to the revision log.",
      "Add a measure of reach (QR code scans, flyers taken, signatures) to the delivery plan.",
    ],
    multilingual: [
      "Reviewers who share the audience's language check the translated version.",
      "Feedback may be given orally and recorded by a partner.",
    ],
  },
  assessment: [
    "Peer review form scoring another team's draft on science accuracy, clarity for the audience, use of evidence, respect and care, and feasibility of the action, with specific suggestions.",
    "Revision log tying each change to a piece of feedback.",
    "Delivery plan naming recipient, messenger, date and a sign of reach.",
  ],
  standards: { state: ["BIO1.LS3.2", "BIO1.LS1.3"], ngss: ["HS-ETS1-3"] },
  handout: {
    title: "Project Day 3: Peer Review, Revision and Delivery Plan",
    intro:
      "Tomorrow's showcase scores your project on five criteria. Today you use the same criteria to review another team's draft, revise your own, and plan how the project will reach its audience afterwards.",
    sections: [
      {
        heading: "Part 1: Review Another Team's Draft",
        reference: {
          caption: "Scores: 4 showcase-ready, 3 nearly there, 2 needs work, 1 missing",
          columns: ["Criterion", "Ask yourself"],
          rows: [
            [showcaseCriteria[0]!, "Is every science claim correct and sourced?"],
            [showcaseCriteria[1]!, "Would the audience understand it the first time?"],
            [showcaseCriteria[2]!, "Are the key points backed by trusted data?"],
            [showcaseCriteria[3]!, "Does it avoid blame, fear and personal medical advice?"],
            [showcaseCriteria[4]!, "Can the audience really take the action asked?"],
          ],
        },
        prompts: [
          {
            id: "u6-pw3-q1",
            text: "Score the draft on each criterion and give one specific suggestion for each.",
            response: {
              kind: "table",
              columns: ["Criterion", "Score (1-4)", "Strength", "Specific suggestion"],
              rows: showcaseCriteria,
            },
          },
          { id: "u6-pw3-q2", text: "What is the single change that would help this project most, and why?" },
        ],
      },
      {
        heading: "Part 2: Revise Our Project",
        prompts: [
          {
            id: "u6-pw3-q3",
            text: "Log the changes you made and the feedback behind each.",
            response: { kind: "table", columns: ["Feedback we received", "Change we made"], rows: 4 },
          },
          {
            id: "u6-pw3-q4",
            text: "Which suggestion did you decide not to take, and what trade-off made you decide?",
          },
        ],
      },
      {
        heading: "Part 3: Delivery Plan",
        prompts: [
          {
            id: "u6-pw3-q5",
            text: "After the showcase, who will receive our project, who will take it, by when, and how will we know it reached people?",
          },
        ],
      },
    ],
    wordBank: [
      { term: "criterion", meaning: "a standard used to judge the work" },
      { term: "trade-off", meaning: "giving up some of one thing to gain another" },
      { term: "feasible", meaning: "able to be done with the time, money and partners available" },
      { term: "reach", meaning: "how many of the intended audience a message gets to" },
    ],
    sentenceStarters: [
      "One strength is ___. One suggestion is to ___ because ___.",
      "We changed ___ after a reviewer said ___.",
      "After the showcase, ___ will take our ___ to ___ by ___.",
    ],
  },
  lab: false,
  file: `${folder}/Project_Day_3_Advocacy_Peer_Review_Lesson_Plan.docx`,
};

const days = [
  {
    lesson: research,
    slug: "Advocacy_Research",
    plan: "Research and plan the advocacy project",
    sheet: "Project plan and evidence log",
  },
  {
    lesson: draft,
    slug: "Advocacy_Draft",
    plan: "Draft the advocacy product",
    sheet: "Message map, plain language and accuracy check",
  },
  {
    lesson: review,
    slug: "Advocacy_Peer_Review",
    plan: "Peer review, revision and delivery plan",
    sheet: "Peer review form, revision log and delivery plan",
  },
];

export const unit6ProjectWork: ProjectWorkExtension = {
  unit: 6,
  work: {
    title: "Project work extension: Project Days 1-3",
    placement:
      "Taught between Lesson 7, where teams choose the cause their advocacy project addresses, and Lesson 8, the community showcase.",
    summary:
      "Three project days build the advocacy project the showcase presents: research with trusted sources, a drafted product in plain language, and a peer review against the showcase's own criteria followed by revision and a plan to deliver the project to its audience. Each day has a lesson plan and a student handout with a teacher key, extra to the unit's download list.",
    lessons: days.map((d) => d.lesson),
    follows: 7,
  },
  materials: days.flatMap(({ lesson, slug, plan, sheet }) => {
    const n = lesson.number - 8;
    const stem = `${folder}/Project_Day_${n}_${slug}_Handout`;
    return [
      lessonPlan({ title: `Project Day ${n} Lesson Plan`, subtitle: plan, path: lesson.file!, lesson: lesson.number }),
      handout({ title: `Project Day ${n} Handout`, subtitle: sheet, path: `${stem}.pdf`, lesson: lesson.number }),
      handout({ title: `Project Day ${n} Handout`, subtitle: sheet, path: `${stem}.docx`, lesson: lesson.number }),
    ];
  }),
};
