interface ImportMetaEnv {
  readonly FOYER_APP_ID?: string;
  readonly FOYER_API_URL?: string;
}
