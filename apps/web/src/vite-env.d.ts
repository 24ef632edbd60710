/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API server; unset means the page's own origin. See .env.example. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
