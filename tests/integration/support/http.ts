/** A tiny browser stand-in: keeps cookies, sends Origin like a browser does on a POST. */
export class Client {
  cookies = new Map<string, string>();
  constructor(
    readonly base: string,
    readonly ip?: string,
  ) {}

  private headers(extra: Record<string, string> = {}) {
    const h: Record<string, string> = { ...extra };
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (this.ip) h["x-forwarded-for"] = this.ip;
    return h;
  }

  private keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async get(path: string) {
    return this.keep(await fetch(this.base + path, { headers: this.headers(), redirect: "manual" }));
  }

  async post(path: string, fields: Record<string, string>, extra: Record<string, string> = {}) {
    return this.keep(
      await fetch(this.base + path, {
        method: "POST",
        headers: this.headers({ origin: this.base, "content-type": "application/x-www-form-urlencoded", ...extra }),
        body: new URLSearchParams(fields).toString(),
        redirect: "manual",
      }),
    );
  }
}

let counter = 0;
/** A member nobody else in the run uses. */
export function newMember(prefix = "member") {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${counter}`;
  return { fullName: "Test Member", username: id, email: `${id}@example.org`, password: "Val1d!Password" };
}
