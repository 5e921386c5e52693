import type { WhyContent } from "./schemas.ts";

export const whyContent: WhyContent = {
  meta: {
    title: "Why GeneHive?",
    description:
      "Why schools adopt GeneHive: a 32-lesson, standards-aligned biology course built on real community projects and teacher support.",
  },
  hero: {
    badge: "Our approach",
    title: "Why GeneHive?",
    lead: "Students learn biology best when it matters to them. GeneHive gives schools a complete, ready-to-teach course in which every concept is learned through a real challenge from students' own communities.",
    actions: [
      { label: "Explore Courses", href: "/courses" },
      { label: "See Our Impact", href: "/impact" },
    ],
  },
  idealFor: {
    heading: {
      id: "ideal-for",
      title: "Ideal For",
      intro: "GeneHive works wherever educators want biology to be hands-on, relevant and rigorous.",
    },
    items: [
      {
        icon: "school",
        title: "Title I Public High Schools",
        description: "Lab-rich, low-cost projects that bring hands-on science to schools with limited budgets.",
      },
      {
        icon: "rocket",
        title: "Innovation and XQ-Inspired Schools",
        description: "Competency-based projects that fit schools already redesigning the high school experience.",
      },
      {
        icon: "flask",
        title: "STEM and Career Academies",
        description: "Biotech skills and career connections for academies building pathways into science and health.",
      },
      {
        icon: "landmark",
        title: "Community and Charter Schools",
        description: "Units built around neighbourhood issues, ready to share with families and local partners.",
      },
      {
        icon: "sun",
        title: "After-School and Summer Programs",
        description: "Flexible, self-contained units that work in clubs, camps and extended-day programmes.",
      },
    ],
  },
  highlights: {
    heading: { id: "highlights", title: "What Sets Us Apart" },
    items: [
      {
        icon: "book-open",
        title: "A Complete Course",
        description:
          "32 lessons in the full course, with lesson plans, handouts and assessments, ready to teach from day one.",
      },
      {
        icon: "earth",
        title: "Community-Centered Projects",
        description:
          "Food access, immunity, climate and health equity: every unit tackles a challenge students can see.",
      },
      {
        icon: "badge-check",
        title: "Standards You Can Trust",
        description: "Aligned to NGSS and state biology standards, and designed to build the XQ Competencies.",
      },
      {
        icon: "handshake",
        title: "Support That Lasts",
        description:
          "Teacher training, an assistant for adapting units and a members' community for sharing what works.",
      },
    ],
  },
  appeal: {
    heading: {
      id: "appeal",
      title: "Good for the Whole School",
      intro: "Administrators, teachers and students each find something to be excited about.",
    },
    groups: [
      {
        icon: "landmark",
        title: "Administrative Appeal",
        points: [
          "Meets biology requirements while adding project-based, career-connected learning",
          "Clear alignment documents for curriculum review and accreditation",
          "Affordable materials and labs that work without a specialist facility",
          "Visible student work that strengthens family and community partnerships",
        ],
      },
      {
        icon: "sparkles",
        title: "Teacher Enthusiasm",
        points: [
          "Detailed lesson plans that leave room for teachers' own creativity",
          "Differentiated handouts for students who need support or extension",
          "Professional learning with colleagues who teach the same units",
          "Less time planning from scratch, more time coaching students",
        ],
      },
      {
        icon: "graduation-cap",
        title: "Student Outcomes",
        points: [
          "Deeper understanding of core biology through application",
          "Confidence with lab investigations, data and scientific argument",
          "Communication skills built by presenting to real audiences",
          "A clearer picture of science and health careers within reach",
        ],
      },
    ],
  },
  implementation: {
    heading: {
      id: "implementation",
      title: "Implementation Considerations",
      intro: "A realistic picture of what it takes to teach GeneHive well.",
    },
    items: [
      {
        icon: "calendar",
        title: "Scheduling",
        description:
          "Units run over several weeks; longer blocks help with lab days and project work, but standard periods work too.",
      },
      {
        icon: "flask",
        title: "Materials and Labs",
        description:
          "Most labs use common classroom supplies; we suggest low-cost substitutes wherever specialist equipment appears.",
      },
      {
        icon: "presentation",
        title: "Teacher Preparation",
        description:
          "Plan for a short onboarding before the first unit and a little collaborative planning time as the year goes on.",
      },
      {
        icon: "handshake",
        title: "Community Partners",
        description:
          "Projects shine with a local partner, such as a clinic, garden or city office; we help you find and approach one.",
      },
    ],
  },
  success: {
    heading: {
      id: "success",
      title: "Success Indicators",
      intro: "How schools can tell the course is working.",
    },
    items: [
      "More students choosing advanced science courses and STEM pathways",
      "Higher engagement and attendance on project and lab days",
      "Growth on unit assessments and XQ Competency rubrics",
      "Student projects presented to families, partners and local leaders",
      "Teachers continuing and expanding the units from year to year",
    ],
  },
  closing: {
    title: "Bring GeneHive to Your School",
    description:
      "Explore the courses, try a unit with your students and see what happens when biology meets the real world.",
    actions: [
      { label: "Explore Courses", href: "/courses" },
      { label: "Educational Tools", href: "/tools" },
    ],
  },
};
