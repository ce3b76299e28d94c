// Writes deploy/nginx.conf from server/headers.mjs and the site's languages: `npm run deploy-configs`.
// A test fails when the committed file differs from what this would write.
import { writeFileSync } from "node:fs";
import { nginxConfig } from "./build/deploy-configs.mjs";
import { languagePrefixes } from "./lib/language-prefixes.mjs";

writeFileSync(
  new URL("../deploy/nginx.conf", import.meta.url),
  nginxConfig({ prefixes: await languagePrefixes() }),
);
console.log("deploy/nginx.conf written");
