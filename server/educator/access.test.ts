import { describe, expect, it } from "vitest";
import { domainListed, emailDomain } from "./access.ts";

describe("listed educator domains", () => {
  it("matches the address's own domain and its subdomains, in any case, and nothing that merely ends alike", () => {
    const domains = ["schools.example"];
    expect(domainListed("Ana@Schools.Example", domains)).toBe(true);
    expect(domainListed("ana@dept.schools.example", domains)).toBe(true);
    expect(domainListed("ana@evilschools.example", domains)).toBe(false);
    expect(domainListed("ana@schools.example.evil", domains)).toBe(false);
    expect(domainListed("schools.example@gmail.com", domains)).toBe(false);
    expect(domainListed("ana@schools.example", [])).toBe(false);
    expect(emailDomain("a@b@C.example")).toBe("c.example");
  });
});
