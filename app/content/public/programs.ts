import { placeholders } from "./placeholders.ts";
import type { ProgramsContent } from "./schemas.ts";

const p = placeholders.programs;

export const programsContent: ProgramsContent = {
  meta: {
    title: "Programs",
    description:
      "After-school labs, camps and bootcamps, teacher training and community biotech hubs: who each is for, how it runs and how to join.",
  },
  hero: {
    badge: "For families, students and schools",
    title: "Programs",
    lead: "Four ways to do hands-on biology with GeneHive, whether you are enrolling a child, looking for a camp or bringing our courses to your school. Here is who each program is for, how it runs and how to join.",
  },
  list: {
    heading: {
      id: "program-list",
      title: "Our Programs",
      intro:
        "Details marked “To be announced” are still being confirmed. Send us a message and we will tell you what we know.",
    },
    labels: {
      audience: "Who it is for",
      format: "Format",
      where: "Where",
      when: "When",
      cost: "Cost",
      feeHelp: "Fee help",
      join: "How to join",
    },
    placeholderLabel: "To be announced",
    items: [
      {
        id: "after-school-labs",
        icon: "school",
        title: "K-12 After-School Labs",
        summary:
          "Weekly hands-on lab clubs where students explore genetics, microbiology and ecology alongside mentors.",
        audience: p.afterSchoolLabs.audience,
        format: "A weekly after-school lab club: hands-on investigations led together with mentors.",
        where: p.afterSchoolLabs.where,
        when: p.afterSchoolLabs.when,
        cost: p.afterSchoolLabs.cost,
        join: "Choose a session listed below and enrol your child with its online form: you get an e-mail at once saying whether your child has a place or a waitlist position. No session listed yet, or a question first? Send us a message and choose “K-12 After-School Labs”.",
        action: { label: "Ask about after-school labs", href: "/contact?program=after-school-labs" },
      },
      {
        id: "camps-and-bootcamps",
        icon: "tent",
        title: "Summer Camps & Bootcamps",
        summary:
          "Immersive camps and short bootcamps where students dive into biotech techniques and design projects of their own.",
        audience: p.campsAndBootcamps.audience,
        format:
          "Summer camps and short bootcamps built around biotech lab techniques and a design project of the student's own.",
        where: p.campsAndBootcamps.where,
        when: p.campsAndBootcamps.when,
        cost: p.campsAndBootcamps.cost,
        join: "Choose a camp or bootcamp listed below and enrol your child with its online form: you get an e-mail at once saying whether your child has a place or a waitlist position. No dates listed yet, or a question first? Send us a message and choose “Summer Camps & Bootcamps”.",
        action: { label: "Ask about camps", href: "/contact?program=camps-and-bootcamps" },
      },
      {
        id: "teacher-training",
        icon: "presentation",
        title: "Teacher Training & Curriculum Support",
        summary:
          "Ready-to-teach, standards-aligned units, professional learning and ongoing coaching for classroom teachers.",
        audience: "Classroom teachers, and schools or districts that want to teach hands-on, project-based biology.",
        format:
          "Professional learning on our units, then ongoing coaching; teachers earn a certificate of completion. The {unitCount:word} units of our project-based course, with their lesson plans and handouts, are open to read and download on this site.",
        where: p.teacherTraining.where,
        when: p.teacherTraining.when,
        cost: p.teacherTraining.cost,
        join: "Send us a message as a teacher or a school and choose “Teacher Training & Curriculum Support”. We will reply with the next sessions.",
        action: { label: "Ask about teacher training", href: "/contact?program=teacher-training" },
      },
      {
        id: "community-hubs",
        icon: "hexagon",
        title: "Community Biotech Hubs",
        summary:
          "Neighbourhood lab spaces where students, families and local partners learn, experiment and tackle shared challenges.",
        audience: "Students, families and local partners in the neighbourhoods the hubs serve.",
        format:
          "Shared neighbourhood lab spaces for learning and community projects. We are raising initial funding to equip the first hubs.",
        where: p.communityHubs.where,
        when: p.communityHubs.when,
        cost: p.communityHubs.cost,
        join: "Families: when a hub session is listed below, enrol your child with its online form. Until then, or as a school or partner that could host or support a hub, send us a message and we will keep you posted.",
        action: { label: "Ask about community hubs", href: "/contact?program=community-hubs" },
      },
    ],
  },
  closing: {
    title: "Questions Before You Join?",
    description: "Read the answers to the questions families and schools ask most, or send us a message.",
    actions: [
      { label: "Read the FAQ", href: "/faq" },
      { label: "Contact Us", href: "/contact" },
    ],
  },
};
