import type { ContactContent } from "./schemas.ts";

export const contactContent: ContactContent = {
  meta: {
    title: "Contact Us",
    description:
      "Write to GeneHive: enrol a child, ask about camps or teacher training, bring our courses to your school, or partner with us.",
  },
  hero: {
    badge: "We read every message",
    title: "Contact Us",
    lead: "Enrolling a child, looking for a camp, bringing our courses to your school or thinking of partnering with us? Tell us a little about yourself and we will reply by e-mail.",
  },
  form: {
    heading: { id: "message", title: "Send Us a Message" },
    labels: {
      name: "Your name",
      email: "Your e-mail address",
      senderType: "I am a",
      program: "Program of interest",
      message: "Your message",
    },
    hints: {
      email: "We reply to this address and send a confirmation to it.",
      program: "Choose one if your message is about a program.",
      message: "Questions, your child's grade, your school: whatever helps us answer.",
    },
    optional: "(optional)",
    senderTypePrompt: "Choose one",
    programNone: "No particular program",
    honeypot: "Leave this field empty",
    submit: "Send Message",
    submitting: "Sending...",
    errorSummary: "Please check the form",
  },
  success: {
    title: "Message sent",
    description:
      "Thank you for writing to GeneHive. We have e-mailed you a confirmation and will reply to you by e-mail.",
    another: "Send another message",
    close: "Close",
  },
  direct: {
    title: "Prefer e-mail?",
    description: "Write to us directly at",
  },
  next: {
    title: "What happens next",
    points: [
      "Your message goes to the GeneHive team, and a confirmation goes to your e-mail address.",
      "We reply by e-mail. For program places, dates and costs, we tell you what is confirmed so far.",
      "We use your details only to answer you; our privacy notice says how long we keep them.",
    ],
    link: { label: "Read our privacy notice", href: "/privacy" },
  },
};
