import { z } from "zod";

// Zod probes whether it may compile validators with `new Function` the first time a schema is built.
// Our Content-Security-Policy forbids eval, so in the browser that probe is reported as a CSP violation
// (Lighthouse: best practices < 100) even though Zod catches it. Jitless mode skips the probe; forms are
// small, so the slower interpreter costs nothing noticeable. Schemas the browser loads import z from here,
// so this runs before the first schema is built.
z.config({ jitless: true });

export { z };
