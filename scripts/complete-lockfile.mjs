// Run after `npm install` changes package-lock.json: `node scripts/complete-lockfile.mjs`.
//
// The npm registry this project is built from serves only some platforms' prebuilt binaries
// (e.g. @tailwindcss/oxide-linux-x64-gnu but not -darwin-arm64). `npm install` then leaves the
// others out of the lock file, and `npm ci` refuses the lock as out of sync. This adds an entry
// for each missing optional platform package, with its os/cpu, so `npm ci` skips it on machines
// it does not fit and installs it, from a registry that has it, on machines it does.
import { readFileSync, writeFileSync } from "node:fs";

const lockPath = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const OS = [
  "darwin",
  "linux",
  "win32",
  "freebsd",
  "openbsd",
  "android",
  "openharmony",
  "sunos",
  "aix",
  "netbsd",
];
const CPU = ["x64", "arm64", "arm", "ia32", "riscv64", "s390x", "ppc64", "loong64", "wasm32", "mips64el"];

/**
 * The os, cpu and libc a platform package is built for, read from its name.
 * @param {string} name
 */
function platformOf(name) {
  /** @type {string[]} */
  const parts = name.split("/").pop()?.split("-") ?? [];
  /** @type {{ os?: string[], cpu?: string[], libc?: string[] }} */
  const entry = {};
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part) || part === "arm64ec");
  if (os) entry.os = [os];
  if (cpu) entry.cpu = [cpu];
  if (parts.includes("musl")) entry.libc = ["musl"];
  else if (os === "linux" && parts.some((part) => part.startsWith("gnu"))) entry.libc = ["glibc"];
  return entry;
}

let added = 0;
/** @type {Record<string, { dev?: boolean, optionalDependencies?: Record<string, string> }>} */
const packages = lock.packages;
for (const [path, pkg] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const parent = path ? `${path}/node_modules/` : "node_modules/";
    // npm looks for a dependency beside its parent first, then in the hoisted root.
    if (lock.packages[`${parent}${name}`] || lock.packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform.os && !platform.cpu) continue;
    lock.packages[`node_modules/${name}`] = {
      version,
      ...(pkg.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} optional platform packages`);
