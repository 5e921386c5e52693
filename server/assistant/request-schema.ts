import { z } from "zod";

export const LIMITS = {
  messages: 40,
  messageChars: 4000,
} as const;

export const requestMessages = {
  invalidJson: "The request body is not valid JSON.",
  tooManyMessages: `A conversation can hold at most ${LIMITS.messages} messages. Start a new conversation.`,
  messageTooLong: `A message can be at most ${LIMITS.messageChars} characters.`,
  emptyMessage: "A message cannot be blank.",
  lastFromUser: "The last message must be the teacher's question.",
  unknownUnit: "Unknown unit.",
  unknownPhase: "Unknown phase.",
} as const;

const message = z.object({
  role: z.enum(["user", "assistant"]),
  content: z
    .string()
    .max(LIMITS.messageChars, requestMessages.messageTooLong)
    .refine((s) => s.trim().length > 0, requestMessages.emptyMessage),
});

/**
 * The unit context as the widget sends it. Only `unit` and `phase` are used: the prompt is built from
 * the server's own copy of the unit, so the rest is checked for shape and size, never trusted.
 */
const unitContext = z.object({
  unit: z
    .number({ message: requestMessages.unknownUnit })
    .int()
    .min(1, requestMessages.unknownUnit)
    .max(6, requestMessages.unknownUnit),
  /** Asked on a phase page: the answer is about that phase of the unit. */
  phase: z
    .number({ message: requestMessages.unknownPhase })
    .int()
    .min(1, requestMessages.unknownPhase)
    .max(6, requestMessages.unknownPhase)
    .optional(),
  title: z.string().max(300),
  drivingQuestion: z.string().max(2000),
  coreConcepts: z.array(z.string().max(1000)).max(50),
  lessons: z.array(z.object({ title: z.string().max(500), description: z.string().max(4000) })).max(100),
});

export const assistantRequestSchema = z.object({
  messages: z
    .array(message)
    .min(1, requestMessages.lastFromUser)
    .max(LIMITS.messages, requestMessages.tooManyMessages)
    .refine((list) => list.at(-1)?.role === "user", requestMessages.lastFromUser),
  unitContext,
});

export type AssistantRequest = z.infer<typeof assistantRequestSchema>;
export type ChatMessage = AssistantRequest["messages"][number];

export type ParsedRequest = { ok: true; value: AssistantRequest } | { ok: false; message: string };

/** Parses the raw body; the message is the first problem, written for the person using the widget. */
export function parseAssistantRequest(body: string): ParsedRequest {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, message: requestMessages.invalidJson };
  }
  const result = assistantRequestSchema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? "Invalid request." };
}
