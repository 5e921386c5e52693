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

/** What the request's check knows of the curriculum: which units there are, and which phases each has. */
export type KnownUnits = ReadonlyArray<{ number: number; phases: ReadonlyArray<{ number: number }> }>;

/**
 * The unit context as the widget sends it. Only `unit` and `phase` are used, and they must name a unit of the
 * curriculum and one of its phases: the prompt is built from the server's own copy of the unit, so the rest is
 * checked for shape and size, never trusted.
 */
function unitContextSchema(units: KnownUnits) {
  return z
    .object({
      unit: z.number({ message: requestMessages.unknownUnit }).int(requestMessages.unknownUnit),
      /** Asked on a phase page: the answer is about that phase of the unit. */
      phase: z.number({ message: requestMessages.unknownPhase }).int(requestMessages.unknownPhase).optional(),
      title: z.string().max(300),
      drivingQuestion: z.string().max(2000),
      coreConcepts: z.array(z.string().max(1000)).max(50),
      lessons: z.array(z.object({ title: z.string().max(500), description: z.string().max(4000) })).max(100),
    })
    .superRefine(({ unit, phase }, context) => {
      const known = units.find((u) => u.number === unit);
      if (!known) context.addIssue({ code: "custom", path: ["unit"], message: requestMessages.unknownUnit });
      else if (phase !== undefined && !known.phases.some((p) => p.number === phase))
        context.addIssue({ code: "custom", path: ["phase"], message: requestMessages.unknownPhase });
    });
}

/** The request's schema for a curriculum: its units are the ones a question may be about. */
export function assistantRequestSchema(units: KnownUnits) {
  return z.object({
    messages: z
      .array(message)
      .min(1, requestMessages.lastFromUser)
      .max(LIMITS.messages, requestMessages.tooManyMessages)
      .refine((list) => list.at(-1)?.role === "user", requestMessages.lastFromUser),
    unitContext: unitContextSchema(units),
  });
}

export type AssistantRequest = z.infer<ReturnType<typeof assistantRequestSchema>>;
export type ChatMessage = AssistantRequest["messages"][number];

export type ParsedRequest = { ok: true; value: AssistantRequest } | { ok: false; message: string };

/** One schema per list of units (the server has one), built on the first request. */
const schemas = new WeakMap<KnownUnits, ReturnType<typeof assistantRequestSchema>>();

/**
 * Parses the raw body against the curriculum's units; the message is the first problem, written for the person
 * using the widget.
 */
export function parseAssistantRequest(body: string, units: KnownUnits): ParsedRequest {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, message: requestMessages.invalidJson };
  }
  const schema = schemas.get(units) ?? assistantRequestSchema(units);
  schemas.set(units, schema);
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? "Invalid request." };
}
