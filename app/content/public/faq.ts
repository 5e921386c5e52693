import { placeholders } from "./placeholders.ts";
import type { FaqContent } from "./schemas.ts";

const p = placeholders.faq;

export const faqContent: FaqContent = {
  meta: {
    title: "Frequently Asked Questions",
    description:
      "Answers for families and schools: ages, cost, enrolling, lab safety, accessibility, languages, getting the curriculum and how data is handled.",
  },
  hero: {
    badge: "Families and schools",
    title: "Frequently Asked Questions",
    lead: "What parents, students, teachers and school leaders ask us most. If your question is not here, send us a message.",
  },
  placeholderLabel: "To be announced",
  groups: [
    {
      heading: { id: "families", title: "For Families" },
      items: [
        {
          id: "ages",
          question: "Which ages are the programs for?",
          answer: [
            "It depends on the program. The after-school labs are for K-12 students; the grades and ages each lab club and camp takes are listed on the Programs page as soon as they are confirmed.",
            "The online community is for educators and for students aged 13 or older.",
          ],
          links: [{ label: "See the programs", href: "/programs" }],
        },
        {
          id: "cost",
          question: "What does it cost?",
          answer: [
            "Each program's cost is on the Programs page. Where it still says “To be announced”, send us a message and we will tell you what we know.",
            "The curriculum units on this site, with their lesson plans and handouts, can be read and downloaded by anyone, without an account.",
          ],
          links: [{ label: "Program costs", href: "/programs" }],
        },
        {
          id: "enrol",
          question: "How do I enrol my child?",
          answer: [
            "Open sessions are listed under each program on the Programs page. Choose a session and fill in its online enrolment form: you get an e-mail at once saying whether your child has a place or a waitlist position, with a private link to see or cancel the enrolment. When a session is full, the form puts your child on its waitlist.",
            "No session listed for the program you want, or a question before you enrol? Send us a message through the contact form: choose “Parent or guardian” and the program you are interested in.",
          ],
          links: [
            { label: "See the sessions", href: "/programs" },
            { label: "Contact us", href: "/contact" },
          ],
        },
        {
          id: "lab-safety",
          question: "How are students kept safe in the lab?",
          answer: [p.labSafety],
        },
        {
          id: "accessibility",
          question: "Can students with disabilities take part?",
          answer: [
            p.programAccessibility,
            "This website is built to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA and to work with a keyboard and screen readers. If something on it does not work for you, please tell us.",
          ],
        },
        {
          id: "languages",
          question: "Do you support families who speak languages other than English?",
          answer: [
            p.languages,
            "This website is in English and in Spanish; the curriculum pages and the online community are in English only for now.",
          ],
        },
      ],
    },
    {
      heading: { id: "schools", title: "For Schools and Teachers" },
      items: [
        {
          id: "curriculum",
          question: "How do teachers get the curriculum?",
          answer: [
            "The {unitCount:word} units of Innovating through Biology for Real-World Impact are on this site. Each unit page has its lessons, its standards alignment and lesson plans and handouts to download as Word or PDF files, open to anyone without an account.",
            "The full Biomimetic Biology course is sold on an outside course platform; its overview and first modules are on this site.",
            "For training and coaching on the units, see Teacher Training & Curriculum Support on the Programs page.",
          ],
          links: [
            { label: "Browse the courses", href: "/courses" },
            { label: "Teacher training", href: "/programs" },
          ],
        },
        {
          id: "community",
          question: "Who can join the online community?",
          answer: [
            "Educators, and students aged 13 or older, can create a free account to use the forum and the members directory.",
            "Younger students take part through their teacher: the teacher uses the curriculum and the community, and the students do not need accounts.",
          ],
          links: [{ label: "Join the community", href: "/auth" }],
        },
        {
          id: "student-records",
          question: "Do schools need to share student records with GeneHive?",
          answer: [
            "No. The curriculum works without student accounts, and the site never asks for student education records. Please do not post students' names, grades, photos or other records in the forum or the unit assistant.",
            "Our privacy notice has a section for schools on FERPA and COPPA.",
          ],
          links: [{ label: "Privacy notice", href: "/privacy" }],
        },
      ],
    },
    {
      heading: { id: "data", title: "Your Data" },
      items: [
        {
          id: "data-handling",
          question: "How is my data handled?",
          answer: [
            "The site keeps only what it needs: your account, what you post in the community, and the messages you send us. There is no advertising or analytics tracking. The only cookies are the two that keep you signed in and, if you use the language switcher, one that remembers your language.",
            "If you enrol a child in a program, we keep what the enrolment form asks for, only for running the session, until 90 days after the session ends; then the site deletes it. The private link in your confirmation e-mail shows everything we keep, lets you correct it (a phone number, your child's grade, notes, photo permission) and lets you delete it at once.",
            "Members can download everything the site holds about them, or delete their account, on their account settings page.",
          ],
          links: [{ label: "Read the privacy notice", href: "/privacy" }],
        },
        {
          id: "reach-us",
          question: "How do I reach a person?",
          answer: [
            "Use the contact form, or write to the e-mail address at the bottom of every page. Both reach the GeneHive team.",
          ],
          links: [{ label: "Contact us", href: "/contact" }],
        },
      ],
    },
  ],
  closing: {
    title: "Still Have a Question?",
    description: "Send us a message and we will reply by e-mail.",
    actions: [
      { label: "Contact Us", href: "/contact" },
      { label: "See the Programs", href: "/programs" },
    ],
  },
};
