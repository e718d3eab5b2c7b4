/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the server; empty (default) means the origin that served the app. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
