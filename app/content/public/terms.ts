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
  version: "1.1",
  effective: "2026-11-27",
  labels: legalLabels,
  sections: [
    {
      heading: { id: "about", title: "About These Terms" },
      paragraphs: [
        "These terms apply to the GeneHive website: its public pages, the curriculum, the unit assistant, the members' community and enrolling a child in a program. By using the site you agree to them.",
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
      // The enrol form's terms link opens here (programTermsSection in shared/programs/schemas.ts); the 48 hours
      // and 90 days are OFFER_HOURS and ENROLMENT_RETENTION_DAYS there (program-terms.test.ts checks them).
      heading: { id: "program-enrolment", title: "Enrolling a Child in a Program" },
      paragraphs: [
        "When you enrol a child in a program session with its online form, you confirm that you are the child's parent or legal guardian, and you agree to the following.",
      ],
      points: [
        "What we ask of families: give correct details, keep the e-mail address you gave us working, tell us on the form about any access or medical needs the session's staff should know, and make sure your child follows the staff's safety instructions in the lab.",
        "One enrolment per child and session: the same child cannot hold two places, or a place and a waitlist position, in one session.",
        "Cancelling: you can cancel at any time with the private link in your e-mail. If your child cannot come, please cancel as soon as you know, so the place can go to another family. GeneHive staff may also cancel an enrolment (for example if a session is called off or the details given are wrong); we then tell you by e-mail.",
        "Waitlist: when a session is full, your child joins its waitlist in the order families enrolled. When a place frees up, we offer it by e-mail to the first family waiting and keep it for 48 hours; if it is not accepted in time, it goes to the next family.",
        "Photos: staff take photos of your child during a session only if you ticked the photo box on the form, and use them only on GeneHive's own pages. To withdraw your consent, write to us.",
        "Your data: we keep what you told us until 90 days after the session ends, then the site deletes it automatically. To delete it sooner, use “Cancel and delete our data” on your private page: everything is deleted at once.",
      ],
      links: [
        { label: "Privacy notice", href: "/privacy" },
        { label: "See the programs", href: "/programs" },
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
