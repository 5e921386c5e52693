import { lessonPlan } from "../builders.ts";
import { interactive, textbook, video } from "../resources.ts";
import type { PhaseInput } from "../schema.ts";

export const phase6: PhaseInput = {
  number: 6,
  title: "Communication & Reflection",
  range: "Days 27-30",
  summary:
    "Teams tell the science story of their solution to community stakeholders, respond to feedback, and reflect on their growth as scientists, engineers and community members.",
  overview: [
    "Phase 6 brings the work back to the community. Teams craft a clear science story covering the problem, the biology, the prototype evidence and the optimized design, and present it at a showcase for families, neighbors and local decision makers such as city sustainability staff or a watershed group.",
    "Students then reflect individually and as teams on what they learned, how their thinking changed, and what they will do next, from caring for a school rain garden to speaking at a public meeting.",
  ],
  objectives: [
    "Communicate a solution with a clear claim, data-based evidence and scientific reasoning for a non-specialist audience.",
    "Use graphs, models and site plans to make evidence easy to understand.",
    "Respond to stakeholder questions and feedback with evidence.",
    "Reflect on personal growth and plan a next action for the community.",
  ],
  keyActivities: [
    {
      title: "Science Story Workshop",
      when: "Day 27",
      description:
        "Teams storyboard their presentation, redesign their key graph for clarity, and rehearse answers to stakeholder questions.",
    },
    {
      title: "Rehearsal and Peer Critique",
      when: "Day 28",
      description: "Teams present to another team and revise using rubric-based feedback.",
    },
    {
      title: "Community Climate Solutions Showcase",
      when: "Day 29",
      description:
        "Teams present to families, neighbors and invited decision makers, collecting written feedback on each design.",
    },
    {
      title: "Reflection and Next Steps",
      when: "Day 30",
      description:
        "Students write a reflection on their growth and commit to one community action, such as maintaining a planting or attending a public meeting.",
    },
  ],
  resourceMap: [
    {
      when: "Day 27",
      question: "How do we explain our solution so that our community understands and trusts the evidence?",
      video: video(
        "Crash Course: Human Impacts on Ecosystems",
        "results?search_query=crash+course+biology+human+impact+environment",
      ),
      interactive: interactive("The Guide: A Biologist in Gorongosa", "classroom-resources/guide-biologist-gorongosa"),
      textbook: textbook("47.4 Preserving Biodiversity", "47-4-preserving-biodiversity"),
      stateStandard: "BIO1.LS2.4",
      ngss: ["HS-LS2-7", "HS-ETS1-3"],
      notes:
        "Lesson plan day. The film models how a scientist from the local community earns trust by connecting science to place.",
    },
    {
      when: "Day 29",
      question: "What does our community think of our solution, and how could it protect local biodiversity?",
      video: video("Crash Course: Biodiversity", "results?search_query=crash+course+biology+biodiversity"),
      interactive: interactive(
        "Surveying Gorongosa's Biodiversity",
        "classroom-resources/surveying-gorongosas-biodiversity",
      ),
      textbook: textbook(
        "47.2 The Importance of Biodiversity to Human Life",
        "47-2-the-importance-of-biodiversity-to-human-life",
      ),
      stateStandard: "BIO1.LS4.6",
      ngss: ["HS-LS4-6"],
      notes: "Collect visitor feedback cards that rate each design on impact, feasibility and community fit.",
    },
    {
      when: "Day 30",
      question: "How has environmental change shaped life in the past, and what role will we play next?",
      video: video("Crash Course: Extinction", "results?search_query=crash+course+biology+extinction"),
      interactive: interactive("EarthViewer", "classroom-resources/earthviewer"),
      textbook: textbook("47.1 The Biodiversity Crisis", "47-1-the-biodiversity-crisis"),
      stateStandard: "BIO1.LS4.5",
      ngss: ["HS-LS4-5"],
      notes:
        "Students compare past extinction events in EarthViewer with today's rate of change before writing reflections.",
    },
  ],
  lessons: [
    {
      number: 27,
      label: "Day 27",
      title: "Telling the Science Story: From Data to a Community Pitch",
      description:
        "Teams turn their research, test data and model results into a clear, persuasive science story, redesign one key graph for a public audience, and rehearse answers to tough stakeholder questions.",
      drivingQuestion:
        "How can we present our climate solution so that neighbors and decision makers understand the science and want to act?",
      objectives: [
        "Structure a presentation around a claim, evidence from prototype tests and models, and biological reasoning.",
        "Design one data visual that a non-scientist can read in under 10 seconds.",
        "Anticipate stakeholder questions about cost, upkeep and who benefits, and prepare evidence-based answers.",
        "Give and use specific feedback with a presentation rubric.",
      ],
      keyUnderstandings: [
        "Audiences trust evidence they can see and understand; one clear graph is more persuasive than a slide full of numbers.",
        "Connecting a solution to local people and places, including who is most affected by heat or flooding, makes the science matter.",
        "Discussing limitations and trade-offs honestly makes a proposal more credible, not less.",
      ],
      materials: [
        "Team data, graphs and site plans from Phases 4 and 5",
        "Chart paper or slide software",
        "Presentation rubric",
        "Stakeholder role cards: city engineer, neighbor, school principal, local business owner, youth climate group",
        "Timer",
      ],
      activities: [
        {
          title: "Hook: The Ten-Second Graph Test",
          minutes: 7,
          description:
            "Flash two versions of the same data for ten seconds each, one cluttered and one clear, and ask what each shows. Students list what made the clear version work.",
        },
        {
          title: "Story Arc Workshop",
          minutes: 15,
          description:
            "Teams storyboard five beats: the problem and who it affects, the biology behind it, the prototype evidence, the optimized design, and a specific ask of the audience.",
        },
        {
          title: "Visual Redesign",
          minutes: 13,
          description:
            "Each team rebuilds its most important graph with a plain-language title, labeled axes and one highlighted takeaway, then tests it on another team.",
        },
        {
          title: "Stakeholder Hot Seat",
          minutes: 15,
          description:
            "Students holding role cards ask each team tough questions about cost, upkeep, safety and who benefits; teams answer with evidence and note questions to research before the showcase.",
        },
        {
          title: "Exit Ticket",
          minutes: 5,
          description:
            "Students write the one sentence they most want the audience to remember and the evidence that backs it up.",
        },
      ],
      differentiation: {
        supported: [
          "Provide a five-box storyboard template with sentence frames for each beat.",
          "Let students rehearse first with a partner before the hot seat.",
        ],
        extension: [
          "Write a one-page policy brief for a city council member that summarizes the proposal and its evidence.",
          "Prepare a cost-benefit table comparing the design with a conventional gray-infrastructure option.",
        ],
        multilingual: [
          "Encourage bilingual slides or handouts so the showcase reaches families in their home languages.",
          "Allow students to present the part of the story they are most confident in, in the language of their choice, with a partner summarizing in English.",
        ],
      },
      assessment: [
        "Formative: review storyboards for a clear claim, evidence and reasoning before visuals are built.",
        "Peer feedback on the redesigned graph using the ten-second test.",
        "Presentation rubric scored at the Day 29 showcase: science accuracy, use of evidence, clarity, response to questions and community connection.",
      ],
      standards: { state: ["BIO1.LS2.4"], ngss: ["HS-LS2-7", "HS-ETS1-3"] },
      file: "/materials/unit3/phase6/Day_27_Science_Story_Lesson_Plan.docx",
    },
  ],
  materials: [
    lessonPlan({
      title: "Day 27: Telling the Science Story",
      subtitle: "Phase 6 lesson plan - from data to a community pitch",
      path: "/materials/unit3/phase6/Day_27_Science_Story_Lesson_Plan.docx",
      lesson: 27,
      phase: 6,
    }),
  ],
};
