import { placeholders } from "./placeholders.ts";
import { legalLabels } from "./privacy.ts";
import type { LegalContent } from "./schemas.ts";

const p = placeholders.terms;

export const termsContent: LegalContent = {
  meta: {
    title: "Terms of Use",
    description:
      "The rules for using the GeneHive website: accounts for educators and students 13+, community rules, moderation, your posts and the curriculum materials.",
  },
  hero: {
    badge: "Terms",
    title: "Terms of Use",
    lead: "The rules for using this site and its members' community, in plain words.",
  },
  version: "1.0",
  effective: "2026-11-23",
  labels: legalLabels,
  sections: [
    {
      heading: { id: "about", title: "About These Terms" },
      paragraphs: [
        "These terms apply to the GeneHive website: its public pages, the curriculum, the unit assistant and the members' community. By using the site you agree to them.",
      ],
      links: [{ label: "Privacy notice", href: "/privacy" }],
    },
    {
      heading: { id: "accounts", title: "Accounts" },
      points: [
        "Accounts are for educators and for students aged 13 or older. Younger students take part through their teacher.",
        "Use your real name and an e-mail address you control, and keep to one account per person.",
        "Keep your password to yourself: you are responsible for what is posted from your account.",
        "You can delete your account at any time on your account settings page.",
      ],
    },
    {
      heading: { id: "community-rules", title: "Community Rules" },
      points: [
        "Be kind and respectful: no harassment, hate or threats.",
        "Keep discussions about teaching and learning biology.",
        "Do not post students' names, grades, photos or other personal information.",
        "No spam, advertising or links to harmful sites.",
        "Report posts that break these rules; moderators review reports.",
      ],
    },
    {
      heading: { id: "moderation", title: "Moderation" },
      paragraphs: [
        "Moderators may lock, pin or delete posts that break these rules. Admins may delete accounts that break them seriously or repeatedly; every such deletion is recorded in an audit log.",
      ],
    },
    {
      heading: { id: "your-content", title: "Your Posts" },
      paragraphs: [
        "You keep the rights to what you post. By posting, you let GeneHive show it to members on this site.",
        "If you delete your account, your posts stay, shown as written by “Deleted member”, unless you choose to remove them too.",
      ],
    },
    {
      heading: { id: "materials", title: "Curriculum Materials" },
      paragraphs: [
        "The curriculum pages and downloadable lesson plans and handouts are offered for teaching. How you may use, adapt and share them:",
        p.materialsLicence,
        "Outside tools and courses linked from this site, such as the custom AI tools and the full Biomimetic Biology course, have their own terms.",
      ],
    },
    {
      heading: { id: "assistant", title: "The Unit Assistant" },
      paragraphs: [
        "The unit assistant's answers are generated automatically and can be wrong: check them before you use them in class. Do not type personal information about students into it.",
      ],
    },
    {
      heading: { id: "no-warranty", title: "No Guarantees" },
      paragraphs: [
        "We work to keep the site accurate and available, but it is provided as it is, without guarantees of any kind.",
      ],
    },
    {
      heading: { id: "changes", title: "Changes to These Terms" },
      paragraphs: [
        "When these terms change, the version number and date at the top change with them. Using the site after a change means you accept the new terms.",
      ],
    },
    {
      heading: { id: "law", title: "Governing Law" },
      paragraphs: [p.governingLaw],
    },
    {
      heading: { id: "contact", title: "Questions" },
      paragraphs: [
        "Questions about these terms: use the contact form or write to the e-mail address at the bottom of every page.",
      ],
      links: [{ label: "Contact us", href: "/contact" }],
    },
  ],
};
