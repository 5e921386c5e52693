import { placeholders } from "./placeholders.ts";
import type { LegalContent } from "./schemas.ts";

const p = placeholders.privacy;

export const legalLabels: LegalContent["labels"] = {
  version: "Version",
  effective: "Effective",
  contents: "On this page",
  placeholder: "To be announced",
  record: { what: "What", why: "Why", where: "Where it is kept", kept: "How long", seenBy: "Who can see it" },
};

export const privacyContent: LegalContent = {
  meta: {
    title: "Privacy Notice",
    description:
      "What the GeneHive website keeps about visitors, members and people who write to us, why, where, for how long, and how to download or delete it.",
  },
  hero: {
    badge: "Privacy",
    title: "Privacy Notice",
    lead: "What this site keeps about you, why, where and for how long, who can see it, and how to download or delete it. It describes the site as it is built today.",
  },
  version: "1.2",
  effective: "2026-11-26",
  labels: legalLabels,
  sections: [
    {
      heading: { id: "who-we-are", title: "Who We Are" },
      paragraphs: [
        "GeneHive is an innovation lab that brings hands-on biology and biotech learning to underserved communities. This notice covers this website: its public pages, the curriculum, the unit assistant, the contact form and the members' community.",
        p.organisation,
      ],
    },
    {
      heading: {
        id: "what-we-keep",
        title: "What the Site Keeps",
        intro: "Everything the site records about people, kind by kind. Nothing else is collected.",
      },
      records: [
        {
          title: "Visiting any page",
          what: "Your IP address, the page you asked for, the time and how the server answered, in the server's log. Visitors who do not sign in leave nothing else.",
          why: "To run the site, find faults and stop abuse.",
          where: "The log of the server that runs the site.",
          // The retention docs/deploy.md sets (journald and the web server's log rotation); a host that keeps its
          // logs longer must change this here and in es/privacy.ts.
          kept: "30 days; older lines are deleted automatically.",
          seenBy: "The people who operate the site's server.",
        },
        {
          title: "Your account",
          what: "Your full name, username, e-mail address and password, your role, your bio if you write one, and when the account was created and last changed. The password is stored only as a one-way hash: nobody can read it.",
          why: "To let you sign in, to show who wrote what in the community, and to send you password-reset e-mails.",
          where: "The site's database.",
          kept: "Until you delete your account.",
          seenBy:
            "Other members see your name, username, bio, role and join date. Only admins see your e-mail address. Nobody sees your password.",
        },
        {
          title: "Sign-in sessions",
          what: "For each sign-in: when it started and expires, your IP address and your browser's name and version.",
          why: "To keep you signed in, and to let you end every session at once.",
          where: "The site's database, and a cookie in your browser.",
          kept: "A session ends 30 minutes after your last activity. Signing out deletes all your sessions, changing your password deletes your other sessions, and deleting your account deletes them all.",
          seenBy: "You, in your data download, and the people who operate the database.",
        },
        {
          title: "Community posts and reports",
          what: "The topics and replies you write, the reports you make about posts, and when you last viewed each topic (for view counts).",
          why: "To run the forum and keep it kind and safe.",
          where: "The site's database.",
          kept: "Until you or a moderator delete them. If you delete your account, your topics and replies stay, shown as written by “Deleted member”, unless you choose to remove them too; your reports stay for moderators, no longer linked to you.",
          seenBy: "Members see your topics and replies with your name; moderators and admins also see your reports.",
        },
        {
          title: "Messages you send us",
          what: "Your name, e-mail address, who you are (parent, teacher and so on), the program you ask about, your message and the language of the form you used. The form also carries the time you opened it, to tell people from spam robots.",
          why: "To answer you.",
          where:
            "The site's database, and the GeneHive team's mailbox, which gets a copy by e-mail. You get a confirmation e-mail.",
          kept: p.contactRetention,
          seenBy: "GeneHive staff: the site's admins and moderators.",
        },
        {
          title: "Enrolling a child in a program",
          what: "About you: your name, e-mail address and, if you give it, your phone number, and the language you want our messages in. About your child, only what running the session needs: their first name and grade, and, if you choose to tell us, their school, access or medical needs, and whether staff may take photos of them. Your agreement to the terms. The form also carries the time you opened it, to tell people from spam robots.",
          why: "To give your child a place or a waitlist position, to reach you about the session (confirmation, a freed place, changes), and so the session's staff can look after your child safely.",
          where:
            "The site's database. You get a confirmation e-mail with a private link where you can see everything we keep, correct it (including withdrawing photo permission), cancel the enrolment or delete it at once.",
          kept: "Until 90 days after the session ends; then the site deletes it automatically. Deleting it through your private link removes it immediately.",
          seenBy:
            "GeneHive staff who run programs (the site's admins and moderators); they may download a session's list to run it. Never shown to other families or members.",
        },
        {
          title: "Educator verification",
          what: "If you ask for educator access: your school or organisation, your role, the subject and grades you teach, and a school e-mail address if you give one; then whether staff approved, declined or withdrew it, who decided, when and why.",
          why: "Teacher keys and assessment keys hold the answers: we check that they go to educators, not to students.",
          where: "The site's database. You hear of each decision by e-mail and in your notifications.",
          kept: "As long as your account; deleting your account deletes them. Your data download includes them.",
          seenBy: "You, and GeneHive staff (moderators and admins) who decide on requests.",
        },
        {
          title: "Questions to the unit assistant",
          what: "The questions you ask and the unit you ask about.",
          why: "To answer them.",
          where:
            "Your conversation stays in your browser tab and is gone when you close it; our server does not store it. When the site is connected to an outside AI provider, your questions are sent to it to be answered; otherwise our server answers from the curriculum itself.",
          kept: "Not kept by our server.",
          seenBy: "Nobody at GeneHive; the AI provider, if one is used.",
        },
        {
          title: "Limits against abuse",
          what: "Counts of recent requests per IP address (for visitors) or per account (for members) for signing in, posting, the assistant and the contact form; counts of failed sign-ins per e-mail address (and per browser, for a browser that signed in to it before); and, for the contact form's confirmation e-mails, counts per one-way hash of the address they go to.",
          why: "To slow down password guessing and spam.",
          where: "The site's database.",
          kept: "Each count starts again when its time window ends (one minute to one day) and is deleted within the hour after that. Failed sign-in counts are deleted when the address signs in successfully.",
          seenBy: "Nobody reads them; the site uses them automatically.",
        },
        {
          title: "Cookies and your browser's storage",
          what: "Two cookies, set only when you sign in, which scripts on the page cannot read: better-auth.session_token keeps you signed in; genehive.device holds a random id for this browser and a coded tag (not your address) for each account that signed in on it. A third cookie, genehive.lang, is set only when you choose a language with the language switcher (or turn down the suggestion to read the site in another language): it holds “en” or “es”, so the home page opens in your language next time. In your browser's own storage, never sent to us: your light or dark theme, a count of failed sign-in attempts on this device, and your assistant conversation for the open tab.",
          why: "To keep you signed in; to let a browser you used before keep signing in while someone elsewhere is guessing your password; to open the site in the language you chose; and to remember your choices on this device.",
          where: "Your browser.",
          kept: "The sign-in cookie ends with your session, the device cookie after 400 days, the language cookie after a year; the theme and the sign-in count stay until you clear your browser's data; the conversation ends with the tab.",
          seenBy:
            "Only you, and our server for the cookies. There are no advertising, analytics or other third-party cookies or scripts.",
        },
      ],
    },
    {
      heading: { id: "where", title: "Where It Is Stored" },
      paragraphs: [
        "Everything above except what stays in your browser is kept in the site's database, on the server that runs the site:",
        p.hosting,
        "E-mail from the site (password resets, contact messages and their confirmations) is delivered by:",
        p.mailProvider,
        "The unit assistant:",
        p.aiProvider,
      ],
    },
    {
      heading: { id: "never", title: "What We Never Do" },
      points: [
        "Sell or rent information about you.",
        "Show advertising, or use analytics or tracking scripts.",
        "Show your e-mail address to other members.",
      ],
    },
    {
      heading: { id: "your-choices", title: "Download or Delete Your Data" },
      paragraphs: [
        "On your account settings page you can change your name, bio and password, download your data, and delete your account.",
        "The download is a JSON file with your account details, your sign-in sessions, your topics, your replies and the reports you made.",
        "Deleting your account removes your name, username, e-mail address, bio, password, sessions, viewing records and failed sign-in counts. Your topics and replies stay, shown as written by “Deleted member”, unless you choose to remove them too. Afterwards the same e-mail address can sign up again.",
        "An admin can do the same for a member, for example for an account that breaks the terms; each such action is recorded in an audit log that holds no personal details.",
        "Messages you sent through the contact form are not part of your account. To have them deleted, or for anything the settings page cannot do, write to us.",
      ],
      links: [
        { label: "Account settings", href: "/community/settings" },
        { label: "Contact us", href: "/contact" },
      ],
    },
    {
      heading: { id: "under-13", title: "Students Under 13" },
      paragraphs: [
        "Accounts are for educators and for students aged 13 or older. Younger students take part through their teacher and do not need an account.",
        "We do not knowingly collect personal information online from children under 13. If you believe a child under 13 has created an account or sent us a message, tell us and we will delete it.",
      ],
    },
    {
      heading: { id: "schools", title: "For Schools: FERPA and COPPA" },
      points: [
        "The site does not need or ask for student education records, and students do not need accounts to learn with the curriculum.",
        "Teachers: keep students' names, grades, photos and other personally identifiable information out of the forum and the unit assistant, so that no education records reach the site (FERPA).",
        "Students under 13 should not create accounts; younger students use the curriculum through their teacher (COPPA).",
        "If your school or district needs a data-privacy agreement, contact us.",
      ],
    },
    {
      heading: { id: "security", title: "How It Is Protected" },
      points: [
        "Passwords are stored only as one-way hashes.",
        "The sign-in cookie cannot be read by scripts on the page, and is sent only over HTTPS when the site runs on HTTPS.",
        "Signing in, posting, the assistant and the contact form are limited against guessing and spam.",
        "Only admins and moderators can open the staff pages, and only admins can change or delete other members' accounts.",
      ],
    },
    {
      heading: { id: "changes", title: "Changes to This Notice" },
      paragraphs: ["When this notice changes, its version number and date at the top change with it."],
    },
    {
      heading: { id: "contact", title: "Questions" },
      paragraphs: [
        "For questions about your data, use the contact form or write to the e-mail address at the bottom of every page.",
      ],
      links: [{ label: "Contact us", href: "/contact" }],
    },
  ],
};
