interface ImportMetaEnv {
  readonly VITE_FOYER_API_URL: string;
}
