/// <reference types="vite/client" />

// `interface`, not `type`: augmenting Vite's ImportMetaEnv needs declaration merging.
interface ImportMetaEnv {
  /** API prefix, `/api` unless set at build time. */
  readonly VITE_API_BASE_URL?: string;
}
