/// <reference types="vite/client" />

// `interface`, not `type`: augmenting Vite's ImportMetaEnv needs declaration merging.
interface ImportMetaEnv {
  /** API prefix, `/api` unless set at build time. */
  readonly VITE_API_BASE_URL?: string;
}

/** ENCRYPT_BODY_KEY at build time (vite.config.ts `define`); absent outside vite (unit tests). */
declare const __ENCRYPT_BODY_KEY__: string | undefined;
