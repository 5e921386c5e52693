// The English message catalogue: the words of the site's shell (navigation, footer, language switcher, 404,
// the signed-in member's menu that /site.js builds) and of the contact form's messages and e-mail. ICU message
// syntax: {name} is a value, {count, plural, one {…} other {…}} a plural, {max, number} a number in the
// language's format. Strings the specification quotes are word for word; every other catalogue has the same keys
// and the same arguments (shared/i18n/catalogues.test.ts). Page text lives in app/content/public.

export const en = {
  shell: {
    skipToContent: "Skip to main content",
    siteHome: "GeneHive home",
    home: "Home",
    mainNavigation: "Main navigation",
    toggleTheme: "Dark mode",
    footerNavigation: "Site information",
    emailUs: "E-mail us at",
    professionalNetwork: "GeneHive on LinkedIn",
    /** {year} is the current year: see SiteFooter. */
    copyright: "© 2025–{year} GeneHive. All rights reserved.",
    /** After the text of a link that opens in a new tab, for screen readers. */
    newTab: "(opens in a new tab)",
    /** After a link to a page that exists only in English (the curriculum, the community). */
    inEnglish: "(in English)",
    nav: {
      programs: "Programs",
      courses: "Courses",
      curriculum: "Curriculum",
      community: "Community",
      tools: "Tools",
      impact: "Impact",
    },
    footer: {
      programs: "Programs",
      contact: "Contact",
      faq: "FAQ",
      privacy: "Privacy",
      terms: "Terms",
    },
    notFoundTitle: "Oops! Page not found",
    notFoundBody: "The page you are looking for does not exist or has moved.",
    returnHome: "Return to Home",
    /** The region where short messages (toasts) appear, for screen readers. */
    toasts: "Notifications",
    unexpectedError: "Unexpected Application Error!",
    somethingWentWrong: "Something went wrong.",
    /**
     * Shown in this language, on the home page of another, to visitors whose browser prefers this language
     * (Accept-Language); /site.js reveals it.
     */
    suggestion: {
      label: "Language",
      text: "This site is also in English.",
      accept: "Read it in English",
      dismiss: "No, thanks",
    },
    /** The signed-in member's bell and menu, which /site.js builds from these words ({name}, {count} filled in). */
    member: {
      notifications: "Notifications",
      notificationsUnread: "Notifications, {count} unread",
      signedInAs: "Signed in as {name}",
      signOut: "Sign out",
      signOutName: "Sign out {name}",
      accountMenu: "Account menu for {name}",
      communityHub: "Community hub",
      settings: "Settings",
      /** The menu of the staff's pages (shared/account/staff-pages.ts), for moderators and admins only. */
      staff: "Staff",
      staffMenu: "Staff pages",
      staffModeration: "Moderation",
      staffMessages: "Contact messages",
      staffAccounts: "Member accounts",
      staffPrograms: "Programs and sessions",
      staffEducators: "Educator requests",
    },
    /**
     * The inactivity warning /site.js shows on pages without React (word for word the spec's, as authToasts). Not
     * in the page: a signed-in member's /api/me answer brings them, in the page's language.
     */
    idle: {
      sessionExpiringTitle: "Session Expiring Soon",
      sessionExpiring: "Your session will expire in 5 minutes due to inactivity.",
      signedOut: "Signed out",
      close: "Close",
    },
  },
  contact: {
    senderTypes: {
      parent: "Parent or guardian",
      student: "Student",
      teacher: "Teacher",
      school: "School or district",
      partner: "Partner",
      funder: "Funder",
      other: "Other",
    },
    nameRequired: "Please enter your name",
    nameTooLong: "Name must be at most {max, number} characters",
    invalidEmail: "Invalid email address",
    emailTooLong: "Email too long",
    senderTypeRequired: "Please choose who you are",
    programUnknown: "Please choose a program from the list",
    messageTooShort: "Please write a message of at least {min, number} characters",
    messageTooLong: "Message must be at most {max, number} characters",
    nullCharacter: "Text cannot contain a null character",
    tooQuick: "That was quick! Please check your message, then press Send Message again.",
    formExpired: "This form was open for a long time. Please press Send Message again.",
    formInvalid: "The form could not be read. Please press Send Message again.",
    unavailable:
      "Your message could not be sent: the site cannot reach its database just now. It is still in the form below; please try again in a minute.",
    rateLimited:
      "Too many messages from your network. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",
    /** The e-mail that confirms a message to its sender; it repeats nothing the sender typed. */
    confirmation: {
      subject: "We received your message to GeneHive",
      greeting: "Hello,",
      body: "Thank you for writing to GeneHive through our contact form. Your message has reached our team, and we will reply to this address.",
      notYou: "If you did not send a message to GeneHive, you can ignore this e-mail.",
      signature: "The GeneHive team",
    },
  },
};

/** Every language's catalogue has exactly these keys. */
export type Catalogue = typeof en;
