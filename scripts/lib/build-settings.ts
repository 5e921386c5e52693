/**
 * The settings baked into a build (prerendered pages, the browser's code): read by vite.config.ts when it builds,
 * and recorded in BUILD_DIR/build.json, which the server compares with its own settings at start-up.
 */
export function buildSettings(env: NodeJS.ProcessEnv = process.env) {
  return {
    publicUrl: (env.PUBLIC_URL || "http://localhost:3000").replace(/\/$/, ""),
    contactEmail: env.CONTACT_EMAIL || "hello@genehive.example",
  };
}

export type BuildSettings = ReturnType<typeof buildSettings>;
