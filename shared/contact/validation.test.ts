import { describe, expect, it } from "vitest";
import { validationMessages } from "#shared/auth/schemas.ts";
import { contactFormSchema, contactMessages, contactMessagesFor } from "./validation.ts";

const valid = {
  name: "Ana",
  email: "ana@example.org",
  senderType: "parent",
  program: "",
  message: "Hola, quisiera información.",
};

describe("contact form messages", () => {
  it("keeps the English messages word for word", () => {
    const { rateLimited, ...fixed } = contactMessages;
    expect(fixed).toEqual({
      nameRequired: "Please enter your name",
      nameTooLong: "Name must be at most 100 characters",
      invalidEmail: validationMessages.invalidEmail,
      emailTooLong: validationMessages.emailTooLong,
      senderTypeRequired: "Please choose who you are",
      programUnknown: "Please choose a program from the list",
      messageTooShort: "Please write a message of at least 10 characters",
      messageTooLong: "Message must be at most 4,000 characters",
      nullCharacter: validationMessages.nullCharacter,
      tooQuick: "That was quick! Please check your message, then press Send Message again.",
      formExpired: "This form was open for a long time. Please press Send Message again.",
      formInvalid: "The form could not be read. Please press Send Message again.",
      unavailable:
        "Your message could not be sent: the site cannot reach its database just now. It is still in the form below; please try again in a minute.",
    });
    expect(rateLimited(30)).toBe("Too many messages from your network. Please try again in 1 minute.");
    expect(rateLimited(3599)).toBe("Too many messages from your network. Please try again in 60 minutes.");
  });

  it("answers in Spanish on the Spanish form", () => {
    const schema = contactFormSchema(["camps-and-bootcamps"], "es");
    const result = schema.safeParse({ ...valid, name: " ", email: "no", senderType: "", message: "corto" });
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      name: "Escriba su nombre",
      email: "Escriba un correo electrónico válido",
      senderType: "Indique quién es usted",
      message: "Escriba un mensaje de al menos 10 caracteres",
    });
    expect(contactMessagesFor("es").messageTooLong).toBe("El mensaje puede tener como máximo 4.000 caracteres");
    expect(contactMessagesFor("es").rateLimited(600)).toMatch(/en 10 minutos\.$/);
    expect(schema.safeParse(valid).success).toBe(true);
  });
});
