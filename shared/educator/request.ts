import { z } from "zod";

/** The educator access request (issue 30): the same rules in the settings form and its action. */
export const educatorRequestLimits = { text: 200, email: 254 } as const;

const text = (message: string) =>
  z
    .string()
    .trim()
    .min(2, message)
    .max(educatorRequestLimits.text, `At most ${educatorRequestLimits.text} characters.`);

export const educatorRequestSchema = z.object({
  organisation: text("Enter your school or organisation."),
  position: text("Enter your role (for example: biology teacher)."),
  subjects: text("Enter the subject and grades you teach."),
  schoolEmail: z
    .string()
    .trim()
    .max(educatorRequestLimits.email)
    .refine((v) => v === "" || z.email().safeParse(v).success, "Enter a school e-mail address, or leave it empty.")
    .default(""),
});

export type EducatorRequestInput = z.infer<typeof educatorRequestSchema>;
export type EducatorRequestField = keyof EducatorRequestInput;

/** Where a member asks for educator access: a page of their settings. */
export const educatorRequestPath = "/community/settings/educator";
/** The staff queue. */
export const educatorQueuePath = "/community/moderation/educators";

/** The settings page's entry to it. */
export const educatorCard = {
  title: "Educator access",
  description: "Teachers and educators can ask for the teacher keys and assessment keys of every unit.",
  link: "Request or check educator access",
} as const;
