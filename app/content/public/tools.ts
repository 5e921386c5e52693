import { externalLinks } from "./links.ts";
import type { ToolsContent } from "./schemas.ts";

const gpt = externalLinks.tools;

export const toolsContent: ToolsContent = {
  meta: {
    title: "Educational Tools",
    description:
      "Custom GPT tools from GeneHive that help educators plan lessons, differentiate, design projects and run community programs.",
  },
  hero: {
    badge: "Custom GPT tools",
    title: "Educational Tools",
    lead: "Free AI assistants we built for biology educators and program leaders. Each one is tuned for a single job, from planning a lesson to writing a grant, so you can spend more time with students.",
  },
  groups: [
    {
      category: "Education",
      id: "education",
      title: "For the Classroom",
      intro: "Plan, adapt and assess project-based biology lessons.",
    },
    {
      category: "Operations",
      id: "operations",
      title: "For Running Programs",
      intro: "Funding, partnerships and reporting for schools and community labs.",
    },
    {
      category: "Design",
      id: "design",
      title: "For Design Projects",
      intro: "Help students turn ideas into designs and campaigns.",
    },
  ],
  items: [
    {
      title: "Lesson Plan Builder",
      description:
        "Turns a driving question and a class profile into a day-by-day lesson plan with activities, timings and materials.",
      link: gpt.lessonPlanBuilder,
      category: "Education",
      tags: ["Lesson planning", "Project-based learning"],
    },
    {
      title: "NGSS Standards Navigator",
      description:
        "Finds the NGSS performance expectations a lesson addresses and suggests how to strengthen the alignment.",
      link: gpt.ngssNavigator,
      category: "Education",
      tags: ["NGSS", "Standards alignment"],
    },
    {
      title: "Differentiation Helper",
      description:
        "Rewrites readings and handouts at different levels and adds supports for multilingual learners and students with IEPs.",
      link: gpt.differentiationHelper,
      category: "Education",
      tags: ["Differentiation", "Multilingual learners", "Accessibility"],
    },
    {
      title: "Lab Safety Coach",
      description:
        "Reviews a lab procedure, flags hazards and drafts a student-friendly safety briefing and checklist.",
      link: gpt.labSafetyCoach,
      category: "Education",
      tags: ["Lab safety", "Procedures"],
    },
    {
      title: "Rubric Designer",
      description:
        "Builds rubrics for projects and presentations that assess both biology content and XQ Competencies.",
      link: gpt.rubricDesigner,
      category: "Education",
      tags: ["Assessment", "XQ Competencies"],
    },
    {
      title: "Student Inquiry Guide",
      description:
        "Helps students sharpen research questions, plan fair tests and make sense of their data, without doing the work for them.",
      link: gpt.inquiryGuide,
      category: "Education",
      tags: ["Inquiry", "Data analysis", "Student-facing"],
    },
    {
      title: "Grant Writing Partner",
      description:
        "Drafts needs statements, program descriptions and budgets for STEM education grants from your own notes.",
      link: gpt.grantWriter,
      category: "Operations",
      tags: ["Grants", "Fundraising"],
    },
    {
      title: "Partnership Outreach Assistant",
      description:
        "Writes clear, friendly outreach to clinics, universities and local businesses that could mentor or host students.",
      link: gpt.partnershipOutreach,
      category: "Operations",
      tags: ["Partnerships", "Communication"],
    },
    {
      title: "Impact Reporter",
      description:
        "Turns attendance, survey and project data into concise impact summaries for boards, funders and families.",
      link: gpt.impactReporter,
      category: "Operations",
      tags: ["Evaluation", "Reporting"],
    },
    {
      title: "Biomimicry Design Studio",
      description:
        "Helps students find organisms that solve problems like theirs and translate those strategies into design ideas.",
      link: gpt.biomimicryStudio,
      category: "Design",
      tags: ["Biomimicry", "Design thinking"],
    },
    {
      title: "Science Campaign Designer",
      description:
        "Coaches students through planning a public health campaign, from audience and message to a 60-second PSA script.",
      link: gpt.campaignDesigner,
      category: "Design",
      tags: ["Science communication", "Public health", "Media"],
    },
  ],
  categoryLabels: { Education: "Education", Operations: "Operations", Design: "Design" },
  openLabel: "Open GPT Tool",
  note: {
    title: "Before you start",
    points: [
      "The tools run on ChatGPT, so you may need a free OpenAI account to use them.",
      "Never enter students' names or other personal information.",
      "AI can make mistakes: check facts and safety advice before using them with students.",
    ],
  },
};
