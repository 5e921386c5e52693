/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly CONTACT_EMAIL: string;
  readonly PUBLIC_URL: string;
}

/** The assistant island's script and the chunks it imports (scripts/lib/island-plugin.ts). */
declare module "virtual:assistant-island" {
  export const islandUrl: string;
  export const islandImports: string[];
}
