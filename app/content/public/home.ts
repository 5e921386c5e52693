import { formatPercent } from "#shared/i18n/intl.ts";
import { figures } from "./figures.ts";
import type { HomeContent } from "./schemas.ts";

export const homeContent: HomeContent = {
  meta: {
    title: "Inspiring Innovation in Biology Education",
    description:
      "Hands-on, project-based biology and biotech learning for underserved communities: courses, teacher support and community labs.",
  },
  hero: {
    badge: "Biology & biotech innovation lab",
    title: "Inspiring Innovation in Biology Education",
    lead: "GeneHive brings real lab work, real community problems and real scientists into classrooms that have too often been left out. Students don't just learn biology here: they use it to make their neighbourhoods healthier, greener and fairer.",
    actions: [
      { label: "Explore Courses", href: "/courses" },
      { label: "Learn More", href: "/why-genehive", srContext: "why schools choose GeneHive" },
    ],
  },
  benefits: {
    heading: {
      id: "benefits",
      title: "Why Students and Teachers Love Our Courses",
      intro: "Everything a class needs to go from curious questions to projects that matter.",
    },
    items: [
      {
        icon: "flask",
        title: "Interactive Labs",
        description:
          "Students extract DNA, culture microbes and test water samples, hands-on investigations built for real classrooms and modest budgets.",
      },
      {
        icon: "graduation-cap",
        title: "Expert Instructors",
        description:
          "Experienced biology teachers and working scientists design every unit and coach the teachers who bring it to life.",
      },
      {
        icon: "users",
        title: "Online Community",
        description:
          "A members' forum where educators share lesson tweaks, ask questions and celebrate student work with peers across the country.",
      },
      {
        icon: "award",
        title: "Certification",
        description:
          "Teachers earn a certificate of completion for our training, and students build portfolios that show what they can do.",
      },
    ],
    cta: { label: "Enroll Now", href: "/courses" },
  },
  stats: {
    heading: { id: "results", title: "Learning That Changes Paths" },
    items: [
      { value: formatPercent("en", figures.stemMajorIncrease), label: "increase in STEM major selection" },
      { value: formatPercent("en", figures.engagementImprovement), label: "improvement in engagement & scores" },
    ],
    note: "Outcomes reported for hands-on, project-based biology of the kind our courses are built on.",
  },
  testimonials: {
    heading: { id: "testimonials", title: "Voices From Our Classrooms" },
    items: [
      {
        quote:
          "My students used to ask why biology mattered. Now they come in asking when they can test the creek again. The units gave me everything I needed to teach through real problems.",
        author: "High school biology teacher",
        role: "Pilot school educator",
      },
      {
        quote:
          "I never saw myself as a scientist. After presenting our food-access project to the city council, I'm planning to study biotechnology in college.",
        author: "Eleventh-grade student",
        role: "GeneHive course participant",
      },
    ],
  },
  problem: {
    heading: { id: "problem", title: "Science Needs Every Voice" },
    paragraphs: [
      "Black, Latino, Indigenous and low-income students are still underrepresented in biology and biotech careers, not because of a lack of talent, but because of a lack of access. Many schools have no modern lab equipment, few chances to meet scientists and little time for the kind of projects that spark a lifelong interest.",
      "When the people solving health, food and climate problems don't reflect the communities most affected by them, everyone loses. Diverse teams ask better questions and build better solutions.",
    ],
    points: [
      "Hands-on lab experiences that many schools cannot offer on their own",
      "Role models and mentors who share students' backgrounds",
      "Projects rooted in the issues students see in their own neighbourhoods",
    ],
  },
  offerings: {
    heading: {
      id: "offerings",
      title: "What We Offer",
      intro: "Four ways we bring hands-on biology to the students and teachers who need it most.",
    },
    items: [
      {
        icon: "school",
        title: "K-12 After-School Labs",
        href: "/programs#after-school-labs",
        description:
          "Weekly hands-on lab clubs where students explore genetics, microbiology and ecology alongside mentors.",
      },
      {
        icon: "tent",
        title: "Summer Camps & Bootcamps",
        href: "/programs#camps-and-bootcamps",
        description:
          "Immersive camps and short bootcamps where students dive into biotech techniques and design projects of their own.",
      },
      {
        icon: "presentation",
        title: "Teacher Training & Curriculum Support",
        href: "/programs#teacher-training",
        description:
          "Ready-to-teach, standards-aligned units, professional learning and ongoing coaching for classroom teachers.",
      },
      {
        icon: "hexagon",
        title: "Community Biotech Hubs",
        href: "/programs#community-hubs",
        description:
          "Neighbourhood lab spaces where students, families and local partners learn, experiment and tackle shared challenges.",
      },
    ],
    detailsLabel: "Ages, dates, costs and how to join",
  },
  funding: {
    title: "Help Us Launch the Hive",
    paragraphs: [
      "GeneHive is seeking initial funding to equip our first community biotech hubs, train more teachers and bring our courses to more schools.",
      "If you are a funder, school leader or community partner who shares this vision, we would love to talk.",
    ],
    contact: { label: "Talk With Us About Funding", subject: "Funding GeneHive" },
  },
};
