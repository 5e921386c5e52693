import { describe, expect, it } from "vitest";
import { getUnit } from "#app/content/curriculum/index.ts";
import { composeOfflineAnswer } from "./offline-guide.ts";
import { scopeToPhase } from "./scope.ts";

describe("family letter", () => {
  it("writes a letter home for the unit, or the phase page it is asked on", () => {
    const unit = getUnit(6)!;
    const letter = composeOfflineAnswer(unit, "Draft a letter home to families about this unit");
    expect(letter).toContain("### Letter to families: [Unit 6:");
    expect(letter).toContain("Dear families,");
    expect(letter).toContain(unit.drivingQuestion);
    const phase = composeOfflineAnswer(scopeToPhase(getUnit(2)!, 3)!, "a note for parents about this phase");
    expect(phase).toContain("### Letter to families: [Phase 3:");
  });
});
