import { handout } from "#app/content/curriculum/builders.ts";
import { interactive, textbook, video } from "#app/content/curriculum/resources.ts";
import type { LessonInput, PhaseInput } from "#app/content/curriculum/schema.ts";
import { handoutFile, inPhase, lessonPlanFile, plan } from "./files.ts";

const phase5Lessons: LessonInput[] = [
  {
    number: 26,
    label: "Day 26",
    title: "Personal Learning Reflection",
    description:
      "Students revisit the question board and their earliest work, compare it with what they know now, and draft the reflection portfolio around four components: scientific growth, civic engagement, collaboration skills and future pathways.",
    drivingQuestion: "How has my understanding of health, biology and my community changed over this unit?",
    objectives: [
      "Compare early and recent work to describe specific growth in scientific understanding.",
      "Select portfolio evidence for each of the four reflection components.",
      "Write a reflection that connects personal growth to evidence.",
    ],
    keyUnderstandings: [
      "Reflection turns experience into learning when it is tied to specific evidence.",
      "Growth in science includes changes in questions and thinking, not only in facts known.",
    ],
    materials: [
      "Class question board",
      "Student work from Lesson 1, Checkpoints 1-4 and the final presentation",
      "Portfolio template",
      "Day 26 handout",
    ],
    activities: [
      {
        title: "Question Board Revisit",
        minutes: 10,
        description:
          "The class reviews the question board from Lesson 1, marks questions it can now answer, and adds the new questions that emerged.",
      },
      {
        title: "Then and Now",
        minutes: 15,
        description:
          "Students place their Lesson 1 exit ticket beside their Checkpoint 3 disparity analysis and list three specific changes in their thinking.",
      },
      {
        title: "Reflection Writing",
        minutes: 20,
        description:
          "Students draft the four sections of their reflection portfolio (scientific growth, civic engagement, collaboration skills, future pathways), attaching one piece of evidence to each.",
      },
      {
        title: "Pair Share",
        minutes: 7,
        description: "Partners read one section aloud and ask one follow-up question that deepens the reflection.",
      },
    ],
    differentiation: {
      supported: ["Reflection prompts with sentence frames", "Option to record an audio or video reflection"],
      extension: ["Write a letter to next year's students explaining the most important idea in the unit"],
      multilingual: [
        "Reflection may be written in the home language with an English summary",
        "Visual portfolio layout",
      ],
    },
    assessment: [
      "Draft portfolio has evidence attached to all four components",
      "Pair-share follow-up question recorded",
    ],
    standards: { state: ["BIO1.LS1.2", "BIO1.LS3.4"], ngss: [] },
    handout: {
      title: "Day 26: Personal Learning Reflection",
      intro:
        "Over the past five weeks you have studied cells, genes, communities and solutions. Today you will look back at where you started and gather evidence of how you have grown.",
      sections: [
        {
          heading: "Then and Now",
          prompts: [
            { id: "u5-d26-q1", text: "What did you think caused chronic disease in Lesson 1? What do you think now?" },
            {
              id: "u5-d26-q2",
              text: "List three specific changes in your thinking, with the assignment that shows each change.",
            },
          ],
        },
        {
          heading: "Four Reflection Components",
          prompts: [
            {
              id: "u5-d26-q3",
              text: "Scientific growth: which biological idea do you understand best now, and how do you know?",
            },
            { id: "u5-d26-q4", text: "Civic engagement: how did you connect with your community during this unit?" },
            { id: "u5-d26-q5", text: "Collaboration skills: describe a moment your team solved a problem together." },
            {
              id: "u5-d26-q6",
              text: "Future pathways: which careers or further studies in health or science interest you now?",
            },
          ],
        },
      ],
      wordBank: [
        { term: "reflection", meaning: "careful thinking about your own experience and learning" },
        { term: "portfolio", meaning: "a collection of work that shows learning over time" },
        { term: "evidence", meaning: "work or data that supports a statement" },
        { term: "growth", meaning: "a change that shows improvement in understanding or skill" },
        { term: "civic engagement", meaning: "taking part in improving your community" },
      ],
      sentenceStarters: [
        "At the start of the unit I thought..., but now I understand...",
        "This piece of work shows my growth because...",
        "One skill I developed while working with my team is...",
        "I am now curious about...",
      ],
    },
    file: plan[26],
  },
  {
    number: 27,
    label: "Day 27",
    title: "Project Impact Assessment: Measuring What Changed",
    description:
      "Teams distinguish outputs from outcomes, organize the evidence they collected during the project into a simple logic model, and name honestly what their data can and cannot show.",
    drivingQuestion: "How do we know whether our project made a difference?",
    objectives: [
      "Distinguish outputs, short-term outcomes and long-term impact.",
      "Organize project evidence into a logic model.",
      "Identify the limits of the team's evidence, such as sample size and self-report.",
    ],
    keyUnderstandings: [
      "Counting activities (flyers handed out) is different from measuring change (people who scheduled a blood pressure check).",
      "Honest reporting of limitations makes findings more credible, not less.",
    ],
    materials: [
      "Audience feedback forms and any survey or sign-up data",
      "Logic model template",
      "Examples of outputs and outcomes",
    ],
    activities: [
      {
        title: "Output, Outcome or Impact?",
        minutes: 10,
        description:
          "Students sort example statements into outputs, outcomes and long-term impact and explain the differences.",
      },
      {
        title: "Collect and Organize Evidence",
        minutes: 25,
        description:
          "Teams tally feedback forms, surveys, sign-ups and partner responses, and place each piece of evidence in a logic model running from inputs and activities to outputs and outcomes.",
      },
      {
        title: "Honest Limits",
        minutes: 10,
        description: "Teams list what their evidence cannot show and what data they would collect with more time.",
      },
      {
        title: "Exit Ticket",
        minutes: 5,
        description: "Each student writes the strongest piece of evidence of the team's impact and one limitation.",
      },
    ],
    differentiation: {
      supported: ["Logic model with example entries", "Tally sheets with categories"],
      extension: ["Calculate a percentage change from before-and-after survey data and judge whether it is meaningful"],
      multilingual: ["Sorting cards with visuals", "Team roles assigned by strength"],
    },
    assessment: ["Completed logic model", "Exit ticket names evidence and a limitation"],
    standards: { state: ["BIO1.LS3.3"], ngss: [] },
    handout: {
      title: "Day 27: Measuring What Changed",
      intro:
        "Your team's intervention aimed to change something about a community's health. Today you separate what you did (outputs) from what changed (outcomes), compute your results honestly, and name what your evidence cannot show.",
      sections: [
        {
          heading: "Output, Outcome or Impact?",
          prompts: [
            {
              id: "u5-d27-q1",
              text: "Label each: (a) 120 flyers handed out; (b) 18 people signed up for a free blood pressure check; (c) fewer strokes in the neighborhood over ten years; (d) 3 presentations given; (e) more families know where the free clinic is.",
              starter: "This is an output because...",
              response: {
                kind: "table",
                columns: ["Statement", "Output, outcome or impact?"],
                rows: ["a", "b", "c", "d", "e"],
              },
            },
            { id: "u5-d27-q2", text: "Explain why counting flyers does not show that health changed." },
          ],
        },
        {
          heading: "Compute the Results",
          reference: {
            caption:
              "Fictional before-and-after survey from a pantry blood pressure table (same 24 visitors asked both times)",
            columns: ["Question", "Yes before", "Yes after", "People asked"],
            rows: [
              ["Knows where to get a free blood pressure check", "6", "15", "24"],
              ["Had blood pressure checked in the past year", "10", "12", "24"],
            ],
          },
          prompts: [
            {
              id: "u5-d27-q3",
              text: "Calculate the percentage answering yes before and after for each question, and the change in percentage points.",
              starter: "The percentage rose from ... to ...",
              response: {
                kind: "table",
                columns: ["Question", "% before", "% after", "Change (points)"],
                rows: ["Knows where", "Checked in past year"],
              },
            },
            { id: "u5-d27-q4", text: "Which result is stronger evidence of an outcome? Explain using the numbers." },
          ],
        },
        {
          heading: "Honest Limits",
          prompts: [
            {
              id: "u5-d27-q5",
              text: "Name two limits of this survey (or your team's own data) and what you would measure with more time.",
              starter: "Our data cannot show...",
            },
            { id: "u5-d27-q6", text: "Exit ticket: our strongest evidence of impact is ... ; one limitation is ..." },
          ],
        },
      ],
      wordBank: [
        { term: "output", meaning: "a count of what the team did or made" },
        { term: "outcome", meaning: "a change in what people know, do or can get" },
        { term: "impact", meaning: "a long-term change in health across a community" },
        { term: "percentage point", meaning: "the difference between two percentages" },
      ],
      sentenceStarters: [
        "This is an output because...",
        "The percentage rose from ... to ...",
        "Our data cannot show...",
      ],
    },
    file: plan[27],
  },
  {
    number: 28,
    label: "Day 28",
    title: "Project Impact Assessment: Impact Summary and Peer Evaluations",
    description:
      "Teams write a one-page impact summary, and each student completes confidential peer evaluations and a self-assessment of their contribution to the team.",
    drivingQuestion: "What did our team achieve together, and how did each of us contribute?",
    objectives: [
      "Write a one-page impact summary supported by evidence.",
      "Complete specific, evidence-based peer evaluations of teammates.",
      "Assess one's own contributions honestly against the collaboration rubric.",
    ],
    keyUnderstandings: [
      "Useful peer evaluations describe specific actions and their effects rather than personalities.",
      "Reflecting on collaboration prepares students for the teamwork that science and community work require.",
    ],
    materials: [
      "Impact summary template",
      "Peer evaluation forms",
      "Collaboration rubric",
      "Team logic model from Day 27",
    ],
    activities: [
      {
        title: "Impact Summary",
        minutes: 20,
        description:
          "Teams write a one-page summary: the problem, what they did, the evidence of change, limitations and recommendations.",
      },
      {
        title: "Peer Evaluations",
        minutes: 20,
        description:
          "Students complete confidential peer evaluations for each teammate, giving one specific example for each rubric area (contribution, reliability, communication, support of others).",
      },
      {
        title: "Self-Assessment",
        minutes: 10,
        description: "Students rate their own collaboration against the rubric and set one goal for future teamwork.",
      },
    ],
    differentiation: {
      supported: ["Peer evaluation phrase bank", "Impact summary frame with headings"],
      extension: ["Adapt the impact summary into a short article for the school newsletter or a partner organization"],
      multilingual: [
        "Evaluation forms with translated rubric descriptors",
        "Option to complete evaluations orally with the teacher",
      ],
    },
    assessment: [
      "Impact summary scored with the project rubric",
      "Peer evaluations and self-assessment completed with specific examples",
      "Collaboration rubric: contribution, reliability, communication, support of others",
    ],
    standards: { state: ["BIO1.LS3.3"], ngss: [] },
    handout: {
      title: "Day 28: Impact Summary and Peer Evaluations",
      intro:
        "Teams write a one-page impact summary for their community partner, then each student evaluates teammates and themselves against the collaboration rubric: contribution, reliability, communication and support of others.",
      sections: [
        {
          heading: "Impact Summary",
          prompts: [
            {
              id: "u5-d28-q1",
              text: "Write the summary's evidence-of-change paragraph: the outcome you measured, its number and its source.",
              response: { kind: "lines", count: 5 },
            },
            {
              id: "u5-d28-q2",
              text: "Write one recommendation for the partner that follows from your limits (what to measure or do next).",
            },
          ],
        },
        {
          heading: "Peer Evaluation",
          prompts: [
            {
              id: "u5-d28-q3",
              text: "For one teammate, give a specific example for each collaboration area.",
              response: {
                kind: "table",
                columns: ["Area", "Specific example (action and effect)"],
                rows: ["Contribution", "Reliability", "Communication", "Support of others"],
              },
            },
          ],
        },
        {
          heading: "Self-Assessment",
          prompts: [
            {
              id: "u5-d28-q4",
              text: "Score yourself 1-4 in each area and give the evidence for your lowest score.",
              response: {
                kind: "table",
                columns: ["Area", "My score", "Evidence"],
                rows: ["Contribution", "Reliability", "Communication", "Support of others"],
              },
            },
            { id: "u5-d28-q5", text: "Set one teamwork goal for your next project and the first step toward it." },
          ],
        },
      ],
      wordBank: [
        {
          term: "impact summary",
          meaning: "a one-page report of a project's problem, actions, evidence and recommendations",
        },
        { term: "recommendation", meaning: "a specific next step suggested by the evidence" },
        { term: "reliability", meaning: "doing what you agreed to do, on time" },
        { term: "self-assessment", meaning: "judging your own work against stated criteria" },
      ],
      sentenceStarters: [
        "The evidence shows that...",
        "We recommend that the partner...",
        "For example, my teammate...",
      ],
    },
    file: plan[28],
  },
  {
    number: 29,
    label: "Day 29",
    title: "Community Action Planning",
    description:
      "Teams write an impact plan that keeps their solution alive after the unit: goals, a community partner who will own it, a timeline, resources and measures of success.",
    drivingQuestion: "What would it take for our solution to keep working after this unit ends?",
    objectives: [
      "Identify a realistic owner or partner for continuing the solution.",
      "Write an impact plan with goals, timeline, resources and success measures.",
      "Draft a professional message to a community partner proposing a next step.",
    ],
    keyUnderstandings: [
      "Like a resilient ecosystem that recovers after a disturbance, a resilient community has many connected people and organizations that keep efforts going.",
      "Sustained impact depends on ownership, resources and measures that someone keeps tracking.",
    ],
    materials: [
      "Impact plan template",
      "Panel notes from Day 25",
      "Partner contact list prepared by the teacher",
      "Sample partner letter",
    ],
    activities: [
      {
        title: "Sustainability Check",
        minutes: 10,
        description:
          "Teams review panel feedback and answer: who could own this, what would it cost, and what would make it stop?",
      },
      {
        title: "Impact Plan Drafting",
        minutes: 25,
        description:
          "Teams write an impact plan covering goals, partner, a three- to six-month timeline, resources needed, how success will be measured, and a handoff to a partner or next year's class.",
      },
      {
        title: "Partner Message",
        minutes: 15,
        description:
          "Teams draft a letter or e-mail to a community partner that thanks them and proposes one specific next step.",
      },
    ],
    differentiation: {
      supported: ["Impact plan with example entries", "Letter template"],
      extension: ["Research a local grant or youth civic program that could fund or support the plan"],
      multilingual: [
        "Partner message may be written in the partner's preferred language",
        "Peer editing in language-alike pairs",
      ],
    },
    assessment: ["Impact plan complete and realistic", "Partner message ready to send after teacher review"],
    standards: { state: ["BIO1.LS4.5"], ngss: ["HS-ETS1-2"] },
    handout: {
      title: "Day 29: Community Action Planning",
      intro:
        "A health intervention that stops when the unit ends changes little. Today your team writes an impact plan that a community partner can own, with the measure they will keep tracking, and drafts a message proposing the handoff.",
      sections: [
        {
          heading: "Sustainability Check",
          prompts: [
            {
              id: "u5-d29-q1",
              text: "From the Day 25 panel notes: who could own this intervention, what would it cost each month, and what would make it stop?",
              response: {
                kind: "table",
                columns: ["Who could own it", "Monthly cost or resources", "What could make it stop"],
                rows: 2,
              },
            },
            {
              id: "u5-d29-q2",
              text: "Compare your community to a resilient ecosystem: which connections (people, organizations) would keep the intervention going if one of them dropped out?",
            },
          ],
        },
        {
          heading: "Impact Plan",
          prompts: [
            { id: "u5-d29-q3", text: "Write the plan's goal as one measurable sentence with a date." },
            {
              id: "u5-d29-q4",
              text: "List the first three steps of the handoff, who does each (partner or team) and when.",
              response: { kind: "table", columns: ["Step", "Who", "When"], rows: 3 },
            },
            {
              id: "u5-d29-q5",
              text: "Which outcome from your Day 27 logic model will the partner keep measuring, and how?",
            },
          ],
        },
        {
          heading: "Partner Message",
          prompts: [
            {
              id: "u5-d29-q6",
              text: "Draft the message: thank the partner for something specific, share one result, and propose one next step with a date.",
              response: { kind: "lines", count: 8 },
            },
          ],
        },
      ],
      wordBank: [
        { term: "sustainability", meaning: "the ability of a project to keep going over time" },
        { term: "ownership", meaning: "who is responsible for continuing the work" },
        {
          term: "resilience",
          meaning: "the ability of a community or ecosystem to recover and keep functioning after a disturbance",
        },
        { term: "handoff", meaning: "passing responsibility for a project to someone else" },
      ],
      sentenceStarters: [
        "The partner who could own this is...",
        "By [date], the partner will measure...",
        "Thank you for... We propose...",
      ],
    },
    file: plan[29],
  },
  {
    number: 30,
    label: "Day 30",
    title: "Celebration & Showcase",
    description:
      "Students celebrate the unit with families, partners and peers in a portfolio gallery, recognize one another's contributions, and make a personal commitment to community health.",
    drivingQuestion: "How do we celebrate what we learned and carry it forward?",
    objectives: [
      "Present a reflection portfolio and impact plan to visitors.",
      "Recognize specific contributions of peers and partners.",
      "Make a personal commitment connected to community health.",
    ],
    keyUnderstandings: [
      "Celebrating learning publicly honors students' work and strengthens ties with families and partners.",
      "Individual commitments add up to community resilience when they are shared and supported.",
    ],
    materials: [
      "Display space for portfolios",
      "Recognition cards",
      "Commitment cards",
      "Light refreshments if the school allows",
    ],
    activities: [
      {
        title: "Showcase Setup",
        minutes: 8,
        description: "Students arrange reflection portfolios and impact plans for a gallery walk.",
      },
      {
        title: "Portfolio Gallery",
        minutes: 25,
        description:
          "Families, partners and other classes visit; students explain their growth and their team's impact plan, and visitors leave written comments.",
      },
      {
        title: "Recognition Circle",
        minutes: 12,
        description:
          "Students recognize a peer or partner for a specific contribution, and the teacher thanks community guests.",
      },
      {
        title: "Closing Commitment",
        minutes: 5,
        description: "Each student writes and shares one commitment to support health in their family or community.",
      },
    ],
    differentiation: {
      supported: ["Talking points card for the gallery", "Option to co-present with a teammate"],
      extension: ["Serve as a guide who explains the unit to visiting families"],
      multilingual: ["Portfolios and commitments may be bilingual", "Student interpreters for visiting families"],
    },
    assessment: ["Gallery participation and visitor comments", "Commitment card completed"],
    // A celebration: students share finished work and make commitments, so no standard is taught or assessed.
    standards: { state: [], ngss: [] },
    handout: {
      title: "Day 30: Celebration & Showcase",
      intro:
        "Families, partners and other classes visit the portfolio gallery. You explain what you learned, what your team's intervention measured and who will carry it forward, recognize a contribution and make a commitment.",
      sections: [
        {
          heading: "Gallery Talking Points",
          prompts: [
            {
              id: "u5-d30-q1",
              text: "Write your 30-second explanation for visitors: the biology of your team's condition, the disparity and your intervention.",
              response: { kind: "lines", count: 5 },
            },
            {
              id: "u5-d30-q2",
              text: "What did your intervention measure, what did it show, and which partner will continue it?",
            },
          ],
        },
        {
          heading: "Visitor Comments",
          prompts: [
            {
              id: "u5-d30-q3",
              text: "Record two visitor comments or questions and your response.",
              response: { kind: "table", columns: ["Visitor comment or question", "My response"], rows: 2 },
            },
          ],
        },
        {
          heading: "Recognition and Commitment",
          prompts: [
            { id: "u5-d30-q4", text: "Name a teammate or partner and the specific contribution you will recognize." },
            {
              id: "u5-d30-q5",
              text: "Write your commitment: one action in the next three months that supports your team's impact plan or health in your family, and how you will know you did it.",
            },
          ],
        },
      ],
      wordBank: [
        { term: "intervention", meaning: "an action designed to improve a health outcome" },
        { term: "portfolio", meaning: "a collection of work chosen to show learning" },
        { term: "commitment", meaning: "a promise to take a specific action" },
        { term: "community partner", meaning: "an organization that works with the team and can continue the work" },
      ],
      sentenceStarters: ["In the body, our condition...", "Our intervention measured...", "I commit to..."],
    },
    file: plan[30],
  },
];

export const phase5: PhaseInput = {
  number: 5,
  title: "Reflection & Impact",
  range: "Days 26-30",
  badges: ["Unit 5 - Phase 5", "Reflection & Impact"],
  summary:
    "Students reflect on their growth, assess the impact of their projects honestly, plan how their solutions will continue, and celebrate with their community.",
  overview: [
    "Phase 5 runs over Days 26-30 (5 lessons). Students look back at how their understanding of chronic disease, genetics and community health has changed, measure what their projects achieved, and plan how their work can continue with community partners.",
    "Deliverables: a reflection portfolio organized around scientific growth, civic engagement, collaboration skills and future pathways; a team impact plan naming a partner, timeline, resources and measures of success; and peer evaluations of each teammate's contributions.",
  ],
  objectives: [
    "Describe specific growth in scientific understanding using evidence from earlier work.",
    "Distinguish outputs from outcomes and assess a project's impact honestly, including its limitations.",
    "Give and receive specific, evidence-based peer evaluations of collaboration.",
    "Write a realistic impact plan that keeps a community solution going after the unit ends.",
    "Connect the unit's learning to personal goals and future pathways in health and science.",
  ],
  keyActivities: [
    {
      title: "Personal Learning Reflection",
      description: "Students revisit the question board and their earliest work and draft their reflection portfolios.",
      when: "Day 26",
    },
    {
      title: "Project Impact Assessment",
      description:
        "Teams build a logic model of their evidence, write an impact summary and complete peer evaluations.",
      when: "Days 27-28",
    },
    {
      title: "Community Action Planning",
      description:
        "Teams write an impact plan with a community partner and a timeline, and draft a message to the partner.",
      when: "Day 29",
    },
    {
      title: "Celebration & Showcase",
      description:
        "Families, partners and peers visit a portfolio gallery; students recognize one another and make commitments.",
      when: "Day 30",
    },
  ],
  extraSections: [
    {
      title: "Reflection Components",
      items: [
        {
          title: "Scientific Growth",
          description:
            "How understanding of cells, homeostasis, genetics and environment has deepened, shown with evidence.",
        },
        {
          title: "Civic Engagement",
          description: "How students connected with community members and partners and acted on a local health issue.",
        },
        {
          title: "Collaboration Skills",
          description: "How students shared work, handled disagreement and supported teammates.",
        },
        {
          title: "Future Pathways",
          description: "Which careers, studies or community roles in health and science students now want to explore.",
        },
      ],
    },
    {
      title: "Sustained Impact Strategies",
      items: [
        {
          title: "Partner Ownership",
          description: "Hand each solution to a community partner or organization willing to own and continue it.",
        },
        {
          title: "Next-Year Handoff",
          description: "Document each project so next year's class can build on it rather than start over.",
        },
        {
          title: "Simple Ongoing Measures",
          description: "Choose one or two measures a partner can keep tracking, such as sign-ups or referrals.",
        },
        {
          title: "Youth Voice in Decisions",
          description: "Share findings with school or local decision-makers and invite students to keep advising them.",
        },
      ],
    },
    {
      title: "Competencies",
      items: [
        {
          title: "Self-Direction & Metacognition",
          description: "Monitoring one's own learning, setting goals and adjusting strategies.",
        },
        {
          title: "Persistence & Resilience",
          description: "Working through setbacks in design, data and teamwork, and learning from them.",
        },
        {
          title: "Global Citizenship",
          description: "Connecting local health equity work to shared human challenges and responsibilities.",
        },
        {
          title: "Future-Ready Skills",
          description:
            "Communication, data literacy and collaboration that carry into college, careers and civic life.",
        },
      ],
    },
  ],
  resourceMap: [
    {
      when: "Day 26",
      question: "How has my understanding of the biology of chronic disease changed?",
      video: video("cc-biology-and-you"),
      interactive: interactive("bi-biology-of-skin-color"),
      textbook: textbook("os-33-3"),
      stateStandard: "BIO1.LS1.2",
      ngss: [],
      notes:
        "Students can rewatch the film's account of UV light, folate and vitamin D as a quick check on genes, environment and adaptation before writing.",
    },
    {
      when: "Day 27",
      question: "How do scientists decide whether an intervention made a difference?",
      video: video("cc-scientific-method"),
      interactive: interactive("bi-wildcam-inquiry"),
      textbook: textbook("os-1-1"),
      stateStandard: "BIO1.LS3.3",
      ngss: [],
      notes: "Connect hypothesis testing and controls to the limits teams name in their logic models.",
    },
    {
      when: "Day 28",
      question: "What did our team achieve together, and how did each of us contribute?",
      video: video("cc-scientific-method"),
      interactive: interactive("bi-classroom-resources"),
      textbook: textbook("os-1-1"),
      stateStandard: "BIO1.LS3.3",
      ngss: [],
      notes:
        "Second day of the impact assessment: the Day 27 video and reading carry over to the impact summary's evidence and limitations. Peer evaluations and the self-assessment need no outside resource.",
    },
    {
      when: "Day 29",
      question: "What makes a system, from an ecosystem to a community, resilient after a disturbance?",
      video: video("cc-community-ecology"),
      interactive: interactive("bi-population-dynamics"),
      textbook: textbook("os-46-1"),
      stateStandard: "BIO1.LS4.5",
      ngss: ["HS-ETS1-2"],
      notes: "Use ecosystem resistance and resilience as an analogy for community resilience in the impact plan.",
    },
  ],
  lessons: phase5Lessons,
  materials: [
    lessonPlanFile(
      4,
      23,
      "Day 23: Data Visuals and Final Polish",
      "Lesson plan (Days 23-25 carry over from Phase 4): honest, accessible data visuals",
    ),
    handoutFile(
      5,
      4,
      23,
      "Day_23_Handout.docx",
      "Day 23 Handout",
      "Student handout (Days 23-25 carry over from Phase 4): data visual checklist",
    ),
    lessonPlanFile(
      4,
      24,
      "Day 24: Final Presentations, Session 1",
      "Lesson plan (Days 23-25 carry over from Phase 4): community showcase",
    ),
    handoutFile(
      5,
      4,
      24,
      "Day_24_Handout.docx",
      "Day 24 Handout",
      "Student handout (Days 23-25 carry over from Phase 4): presentation day guide",
    ),
    lessonPlanFile(
      4,
      25,
      "Day 25: Final Presentations, Session 2",
      "Lesson plan (Days 23-25 carry over from Phase 4): community panel and debrief",
    ),
    handoutFile(
      5,
      4,
      25,
      "Day_25_Handout.docx",
      "Day 25 Handout",
      "Student handout (Days 23-25 carry over from Phase 4): panel notes and team debrief",
    ),
    lessonPlanFile(
      5,
      26,
      "Day 26: Personal Learning Reflection",
      "Lesson plan: question board revisit and reflection portfolio",
    ),
    handoutFile(
      5,
      5,
      26,
      "Day_26_Handout.docx",
      "Day 26 Handout",
      "Student handout: then and now, and the four reflection components",
    ),
  ],
  // The spec fixes this phase's downloads (days 23-26); the plans of days 27-30 are linked from their lesson cards.
  unlistedMaterials: [
    lessonPlanFile(
      5,
      27,
      "Day 27: Measuring What Changed",
      "Lesson plan: outputs and outcomes, logic model and honest limits",
    ),
    lessonPlanFile(
      5,
      28,
      "Day 28: Impact Summary and Peer Evaluations",
      "Lesson plan: one-page impact summary, peer evaluations and self-assessment",
    ),
    lessonPlanFile(
      5,
      29,
      "Day 29: Community Action Planning",
      "Lesson plan: sustainability check, impact plan and partner message",
    ),
    lessonPlanFile(
      5,
      30,
      "Day 30: Celebration & Showcase",
      "Lesson plan: portfolio gallery, recognition circle and closing commitments",
    ),
    handout({
      title: "Day 27 Handout",
      subtitle: "Student handout: output, outcome or impact, compute the results, honest limits",
      path: inPhase(5, "Day_27_Measuring_What_Changed_Handout.pdf"),
      lesson: 27,
      phase: 5,
    }),
    handout({
      title: "Day 27 Handout",
      subtitle: "Student handout: output, outcome or impact, compute the results, honest limits",
      path: inPhase(5, "Day_27_Measuring_What_Changed_Handout.docx"),
      lesson: 27,
      phase: 5,
    }),
    handout({
      title: "Day 27 Handout (Supported)",
      subtitle: "Student handout with word bank, sentence starters and steps",
      path: inPhase(5, "Day_27_Measuring_What_Changed_Handout_Supported.docx"),
      lesson: 27,
      phase: 5,
      variant: "supported",
    }),
    handout({
      title: "Day 27 Handout (Modified)",
      subtitle: "Student handout, first prompt of each section",
      path: inPhase(5, "Day_27_Measuring_What_Changed_Handout_Modified.docx"),
      lesson: 27,
      phase: 5,
      variant: "modified",
    }),
    handout({
      title: "Day 28 Handout",
      subtitle: "Student handout: impact summary, peer evaluation, self-assessment",
      path: inPhase(5, "Day_28_Impact_Summary_Handout.pdf"),
      lesson: 28,
      phase: 5,
    }),
    handout({
      title: "Day 28 Handout",
      subtitle: "Student handout: impact summary, peer evaluation, self-assessment",
      path: inPhase(5, "Day_28_Impact_Summary_Handout.docx"),
      lesson: 28,
      phase: 5,
    }),
    handout({
      title: "Day 29 Handout",
      subtitle: "Student handout: sustainability check, impact plan, partner message",
      path: inPhase(5, "Day_29_Community_Action_Planning_Handout.pdf"),
      lesson: 29,
      phase: 5,
    }),
    handout({
      title: "Day 29 Handout",
      subtitle: "Student handout: sustainability check, impact plan, partner message",
      path: inPhase(5, "Day_29_Community_Action_Planning_Handout.docx"),
      lesson: 29,
      phase: 5,
    }),
    handout({
      title: "Day 30 Handout",
      subtitle: "Student handout: gallery talking points, visitor comments, recognition and commitment",
      path: inPhase(5, "Day_30_Celebration_and_Showcase_Handout.pdf"),
      lesson: 30,
      phase: 5,
    }),
    handout({
      title: "Day 30 Handout",
      subtitle: "Student handout: gallery talking points, visitor comments, recognition and commitment",
      path: inPhase(5, "Day_30_Celebration_and_Showcase_Handout.docx"),
      lesson: 30,
      phase: 5,
    }),
  ],
};
