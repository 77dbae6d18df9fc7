interface ImportMetaEnv {
  /** Where the API lives; '/api' on the same origin unless a deployment moves it (SPEC §7). */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
