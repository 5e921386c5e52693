import { describe, expect, it } from "vitest";
import { describeStaffAction, type StaffActionEntry } from "./staff-actions.ts";

// "Recent staff actions" in words, not the record's codes ("session.update (session 2)").

const programTitle = (id: string) => (id === "after-school-labs" ? "K-12 After-School Labs" : id);
const entry = (fields: Partial<StaffActionEntry>): StaffActionEntry => ({
  action: "session.update",
  sessionId: 2,
  programId: "after-school-labs",
  details: {},
  sessionTitle: "Microbe Club",
  ...fields,
});

describe("a staff action in words", () => {
  it("says what was done to which session or program", () => {
    const say = (fields: Partial<StaffActionEntry>) => describeStaffAction(entry(fields), programTitle);
    expect(say({ action: "session.create", details: { status: "draft", capacity: 1 } })).toBe(
      "Created session “Microbe Club” (draft, 1 place)",
    );
    expect(say({ details: { status: "open", capacity: 12 } })).toBe("Updated session “Microbe Club” (open, 12 places)");
    expect(say({ action: "roster.export", details: { rows: 3 } })).toBe(
      "Downloaded the roster of “Microbe Club” (3 enrolments)",
    );
    expect(say({ action: "roster.message", details: { recipients: 1 } })).toBe(
      "Sent a message to the families of “Microbe Club” (1 family)",
    );
    expect(say({ action: "enrolment.cancel", details: { enrolment: 9 } })).toBe(
      "Cancelled an enrolment in “Microbe Club”",
    );
    expect(
      say({
        action: "facts.update",
        sessionId: null,
        sessionTitle: null,
        details: { fields: ["en.cost", "es.where"] },
      }),
    ).toBe("Updated the facts of “K-12 After-School Labs”: cost (English), where (Spanish)");
    expect(say({ action: "facts.update", sessionId: null, sessionTitle: null, details: { fields: [] } })).toBe(
      "Saved the facts of “K-12 After-School Labs” (nothing changed)",
    );
  });

  it("names a session that is no longer there by its number, and shows an action it does not know as recorded", () => {
    expect(describeStaffAction(entry({ action: "roster.export", sessionTitle: null }), programTitle)).toBe(
      "Downloaded the roster of session #2",
    );
    expect(describeStaffAction(entry({ action: "session.archive" }), programTitle)).toBe(
      "session.archive (“Microbe Club”)",
    );
  });
});
