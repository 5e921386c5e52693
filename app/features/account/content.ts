/** The words of the account settings page and the admin accounts page. */
export const settingsText = {
  title: "Account Settings",
  breadcrumb: { label: "Breadcrumb", community: "Community", settings: "Settings" },
  profile: {
    title: "Profile",
    description: "How other members see you in the forum and the members directory.",
    name: "Full Name",
    bio: "Bio",
    bioHint: (max: number) => `A sentence or two about you, at most ${max} characters.`,
    submit: "Save Profile",
    busy: "Saving...",
  },
  account: { email: "E-mail address", username: "Username", emailNote: "Only you and the site's admins see it." },
  password: {
    title: "Password",
    description: "Changing your password signs you out everywhere else.",
    current: "Current password",
    new: "New password",
    confirm: "New password again",
    submit: "Change Password",
    busy: "Changing...",
  },
  notifications: {
    title: "Notification E-mails",
    description:
      "When someone replies to your topics, mentions or quotes you, or a moderator acts on your post, it shows under the bell. Choose whether we also e-mail you.",
    legend: "E-mail me",
    options: {
      immediately: { label: "Right away", hint: "At most one e-mail every 10 minutes, listing everything new." },
      daily: { label: "Once a day", hint: "One summary a day." },
      never: { label: "Never", hint: "Notifications only show on the site." },
    },
    unverified: "E-mails go only to a confirmed address: open the link we sent when you signed up.",
    submit: "Save E-mail Choice",
    busy: "Saving...",
  },
  data: {
    title: "Your Data",
    description:
      "Download everything the site holds about you as a JSON file: your account, your sign-in sessions, your topics, your replies and the reports you made.",
    download: "Download My Data",
    privacy: "What the site keeps, and why",
  },
  delete: {
    title: "Delete Account",
    description:
      "Deleting your account removes your name, username, e-mail address, bio, password and sessions. It cannot be undone. You can sign up again later with the same address.",
    keepNote:
      "Your topics and replies stay in the forum, shown as written by “Deleted member”, unless you tick the box.",
    removePosts: "Also remove my topics (with their replies) and my replies",
    password: "Your password",
    submit: "Delete My Account",
    busy: "Deleting...",
  },
} as const;

export const deletedText = {
  title: "Your Account Has Been Deleted",
  description:
    "Your account and personal details are gone, and you have been signed out on every device. Thank you for being part of the GeneHive community.",
  home: "Return to Home",
} as const;

export const adminText = {
  title: "Member Accounts",
  breadcrumbLabel: "Breadcrumb",
  moderation: "Moderation",
  breadcrumb: "Accounts",
  search: "Find a member by name, username or e-mail address",
  searchButton: "Search",
  noResults: "No account matches.",
  joined: "Joined",
  posts: (topics: number, replies: number) => `${topics} topics, ${replies} replies`,
  edit: "Edit profile",
  name: "Full Name",
  bio: "Bio",
  save: "Save",
  export: "Download data",
  delete: "Delete account…",
  deleteWarning:
    "This deletes the member's account for good and signs them out everywhere. Their posts stay as “Deleted member” unless you tick the box.",
  removePosts: "Also remove their topics and replies",
  confirm: (username: string) => `Type ${username} to confirm`,
  deleteButton: "Delete Account",
  audit: "Recent admin actions",
  auditEmpty: "No admin actions yet.",
  /** One audit entry as a sentence: who did what to whom (and what became of the posts). */
  auditLine(entry: {
    action: string;
    actor: string | null;
    target: string | null;
    details: { posts?: string; topics?: number; replies?: number };
  }) {
    const actions: Record<string, string> = {
      "account.update": "edited the profile of",
      "account.export": "downloaded the data of",
      "account.delete": "deleted the account of",
    };
    const { posts, topics = 0, replies = 0 } = entry.details;
    const outcome = posts
      ? ` (${topics} topics and ${replies} replies ${posts === "removed" ? "removed" : "kept as Deleted member"})`
      : "";
    return `${entry.actor ?? "A deleted admin"} ${actions[entry.action] ?? entry.action} ${
      entry.target ? `@${entry.target}` : "a deleted member"
    }${outcome}`;
  },
} as const;
