import { describe, expect, it } from "vitest";
import { smtpOptions } from "./mail.ts";

describe("SMTP_URL as transport options", () => {
  it("reads host, port, TLS and the account, with escaped characters decoded", () => {
    expect(smtpOptions("smtps://site%40school.example:p%40ss%3Aword@smtp.example.org:465")).toEqual({
      host: "smtp.example.org",
      port: 465,
      secure: true,
      auth: { user: "site@school.example", pass: "p@ss:word" },
    });
  });

  it("uses the submission ports when none is given, and no account when none is named", () => {
    expect(smtpOptions("smtp://mail.internal")).toEqual({ host: "mail.internal", port: 587, secure: false });
    expect(smtpOptions("smtps://mail.internal").port).toBe(465);
    expect(smtpOptions("smtp://[::1]:2525")).toMatchObject({ host: "::1", port: 2525 });
  });
});
