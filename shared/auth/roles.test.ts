import { describe, expect, it } from "vitest";
import { hasRole, publicRole } from "./roles.ts";

describe("hasRole", () => {
  it("gives each role the rights of the roles before it, and no more", () => {
    expect(hasRole({ role: "member" }, "member")).toBe(true);
    expect(hasRole({ role: "member" }, "moderator")).toBe(false);
    expect(hasRole({ role: "moderator" }, "moderator")).toBe(true);
    expect(hasRole({ role: "moderator" }, "admin")).toBe(false);
    expect(hasRole({ role: "admin" }, "moderator")).toBe(true);
    expect(hasRole({ role: "admin" }, "admin")).toBe(true);
  });

  it("an educator holds a member's rights and the keys, a moderator and an admin the keys too (issue 30)", () => {
    expect(hasRole({ role: "educator" }, "member")).toBe(true);
    expect(hasRole({ role: "educator" }, "educator")).toBe(true);
    expect(hasRole({ role: "educator" }, "moderator")).toBe(false);
    expect(hasRole({ role: "member" }, "educator")).toBe(false);
    expect(hasRole({ role: "moderator" }, "educator")).toBe(true);
    expect(hasRole({ role: "admin" }, "educator")).toBe(true);
  });

  it("gives an unknown or missing role nothing", () => {
    expect(hasRole({ role: "owner" }, "member")).toBe(false);
    expect(hasRole({ role: "toString" }, "member")).toBe(false);
    expect(hasRole({}, "member")).toBe(false);
    expect(hasRole(null, "member")).toBe(false);
  });
});

describe("publicRole", () => {
  it("shows an educator to other members as a member, staff as themselves", () => {
    expect(publicRole("educator")).toBe("member");
    expect(publicRole("member")).toBe("member");
    expect(publicRole("moderator")).toBe("moderator");
    expect(publicRole("admin")).toBe("admin");
  });
});
