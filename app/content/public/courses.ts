import { xqCompetencies } from "./competencies.ts";
import { externalLinks } from "./links.ts";
import type { CoursesContent } from "./schemas.ts";

export const coursesContent: CoursesContent = {
  meta: {
    title: "Courses",
    description:
      "Two high school biology courses: project-based units on real community problems, and biomimetic design through nature.",
  },
  hero: {
    badge: "High school courses",
    title: "Our Courses",
    lead: "Two complete high school biology courses that turn students into investigators, designers and advocates for their communities. Choose one, or use both.",
  },
  enrol: {
    text: "Enrolling a child in an after-school lab or a camp? Sessions, dates, costs and the enrolment form are on the programs page.",
    link: { label: "See the programs and enrol a child", href: "/programs" },
  },
  courses: {
    heading: { id: "course-list", title: "Choose Your Course" },
    items: [
      {
        icon: "microscope",
        title: "Innovating through Biology for Real-World Impact",
        subtitle: "High School Biology • Project-Based Learning",
        description:
          "A full-year biology course built around {unitCount:word} units. In each one, students investigate a real challenge facing their community, from food access to cancer care, and design, test and present a solution.",
        highlights: [
          "{unitCount} units, each with a driving question and a community project",
          "Aligned to NGSS performance expectations",
          "Builds the XQ Competencies through authentic work",
          "Lesson plans, handouts and assessments ready to download",
        ],
        link: { label: "Explore Course", href: "/pbl-course" },
      },
      {
        icon: "leaf",
        title: "Biomimetic Biology: Innovation and Design Through Nature",
        subtitle: "High School Biology • Design Thinking & Biomimicry",
        description:
          "Students learn how nature solves problems and how great ideas emerge, then apply both to design challenges, from VR outbreak simulations and CRISPR engineering to biomimetic cities and systems innovation.",
        highlights: [
          "11 modules grounded in biomimicry and the science of innovation",
          "Design challenges with prototypes and peer critique",
          "Connects to UN Sustainable Development Goals",
          "Immersive technology: VR, CRISPR tools and design software",
        ],
        link: { label: "Explore Course", href: "/biomimetic-course" },
      },
    ],
  },
  xq: {
    heading: { id: "xq-competencies", title: "What Are the XQ Competencies?" },
    paragraphs: [
      "XQ Institute works with high schools across the United States to rethink what students learn and how. Its competencies describe the knowledge, skills and habits young people need for college, careers and civic life, grouped under five learner outcomes.",
      "Both GeneHive courses are designed so that students build these competencies through their project work, not as an add-on. Teachers get rubrics and reflection prompts that make that growth visible.",
    ],
    competencies: xqCompetencies,
    link: { label: "Learn more about the XQ Competencies", href: externalLinks.xqCompetencies },
  },
  why: {
    heading: { id: "why", title: "Why GeneHive?" },
    points: [
      {
        icon: "target",
        title: "Real problems, real stakes",
        description: "Students work on questions their own communities care about, so the biology sticks.",
      },
      {
        icon: "clipboard",
        title: "Ready for the classroom",
        description: "Every lesson comes with a plan, handouts and differentiation ideas teachers can use tomorrow.",
      },
      {
        icon: "hand-heart",
        title: "Built for equity",
        description: "Materials are designed for schools with tight budgets and students of every background.",
      },
    ],
    link: { label: "Discover Our Approach", href: "/why-genehive" },
  },
};
