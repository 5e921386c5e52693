/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly CONTACT_EMAIL: string;
  readonly PUBLIC_URL: string;
}
