import { describe, expect, it } from "vitest";
import { ConfigError, loadBuildSettings, loadConfig } from "./config.ts";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("0.0.0.0");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.CONTACT_EMAIL).toBe("hello@genehive.example");
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.SITE_TIME_ZONE).toBe("UTC");
    expect(loadConfig({ SITE_TIME_ZONE: "America/Chicago" }).SITE_TIME_ZONE).toBe("America/Chicago");
  });

  it.each([
    [{ PORT: "abc" }, /^Invalid PORT="abc": must be a whole number/],
    [{ PORT: "70000" }, /^Invalid PORT="70000"/],
    [{ DATABASE_URL: "mysql://x" }, /^Invalid DATABASE_URL=.*postgres:\/\//],
    [{ PUBLIC_URL: "not a url" }, /^Invalid PUBLIC_URL/],
    [{ PUBLIC_URL: "ftp://genehive.example" }, /^Invalid PUBLIC_URL=.*http:\/\/ or https:\/\//],
    [{ AI_BASE_URL: "localhost:11434/v1" }, /^Invalid AI_BASE_URL=.*http:\/\/ or https:\/\//],
    [{ CONTACT_EMAIL: "nobody" }, /^Invalid CONTACT_EMAIL/],
    [{ TRUST_PROXY: "maybe" }, /^Invalid TRUST_PROXY/],
    [{ AUTH_SECRET: "short" }, /^Invalid AUTH_SECRET/],
    [{ AI_TIMEOUT_MS: "soon" }, /^Invalid AI_TIMEOUT_MS/],
    [{ SITE_TIME_ZONE: "Central Time" }, /^Invalid SITE_TIME_ZONE="Central Time": must be a time zone name/],
    [{ SMTP_URL: "smtp://" }, /^Invalid SMTP_URL="smtp:\/\/": must name the mail server/],
    [{ SMTP_URL: "smtp://host:99999" }, /^Invalid SMTP_URL=.*a port from 1 to 65535/],
    [{ SMTP_URL: "mail.example.org" }, /^Invalid SMTP_URL=.*smtp:\/\/ or smtps:\/\//],
  ])("rejects %o with a one-line message", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("never shows a secret or a password in its message", () => {
    const secret = () => loadConfig({ AUTH_SECRET: "short-but-secret" });
    expect(secret).toThrow("Invalid AUTH_SECRET=(16 characters, hidden): must be at least 32 characters");
    expect(secret).not.toThrow(/short-but-secret/);
    const url = () => loadConfig({ DATABASE_URL: "mysql://genehive:hunter2@db.internal:3306/site" });
    expect(url).toThrow('Invalid DATABASE_URL="mysql://genehive:***@db.internal:3306/site"');
    expect(url).not.toThrow(/hunter2/);
    expect(() => loadConfig({ SMTP_URL: "http://mail:pa55@smtp.example" })).toThrow(/mail:\*\*\*@smtp/);
  });

  it("gives a build the server's own defaults and rules for what it bakes in", () => {
    expect(loadBuildSettings({ PORT: "3200" })).toEqual({
      publicUrl: "http://localhost:3200",
      contactEmail: "hello@genehive.example",
    });
    expect(loadBuildSettings({ PUBLIC_URL: "https://genehive.example.org/" }).publicUrl).toBe(
      "https://genehive.example.org",
    );
    expect(() => loadBuildSettings({ PUBLIC_URL: "genehive.example.org" })).toThrow(/^Invalid PUBLIC_URL/);
    // Settings a build does not bake in are the server's business, not the build's.
    expect(() => loadBuildSettings({ SMTP_URL: "nonsense" })).not.toThrow();
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }).PORT).toBe(3000);
  });
});
