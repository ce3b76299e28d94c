import type { SiteEnv } from "./read-env";

/** The build's settings, read and checked by readEnv() (config/read-env.ts) when the build starts. */
declare const __BRISK_ENV__: SiteEnv;

/** This is the only module that reads the settings; everything else imports `env` or `siteConfig`. */
export const env: SiteEnv = __BRISK_ENV__;
