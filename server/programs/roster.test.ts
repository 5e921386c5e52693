import { describe, expect, it } from "vitest";
import { csvCell, type RosterRow, rosterCsv } from "./roster.ts";

describe("roster CSV", () => {
  it("keeps formula-like values as text and quotes every cell", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    for (const start of ["+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}1`)).toBe(`"'${start}1"`);
    expect(csvCell('Ana, "la" peque')).toBe(`"Ana, ""la"" peque"`);
    expect(csvCell(null)).toBe(`""`);
  });

  it("writes a header and one line per enrolment, with a byte-order mark", () => {
    const row = {
      id: 1,
      status: "confirmed",
      position: null,
      createdAt: "2027-01-01T00:00:00.000Z",
      guardianName: "=1+1",
      guardianEmail: "a@example.org",
      guardianPhone: "",
      childFirstName: "Lía",
      childGrade: "7",
      school: "",
      language: "es",
      notes: "line one\nline two",
      photoConsent: true,
      offerExpiresAt: null,
      detailsChangedAt: "2027-01-05T09:30:00.000Z",
    } as RosterRow;
    const csv = rosterCsv([row]);
    expect(csv.startsWith('\uFEFF"Status"')).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'=1+1"`);
    expect(lines[1]).toContain(`"line one\nline two"`);
    expect(lines[0]!.endsWith(`"Details changed by the family at (UTC)"`)).toBe(true);
    expect(lines[1]!.endsWith(`"2027-01-05T09:30:00.000Z"`)).toBe(true);
  });
});
