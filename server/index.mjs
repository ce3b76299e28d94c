// Serves the built site: `node server/index.mjs` (or `npm start`, which builds first when needed).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createSiteServer } from "./server.mjs";

const dir = fileURLToPath(new URL("../build/client", import.meta.url));
if (!existsSync(`${dir}/404.html`)) {
  console.error("No built site in build/client. Run `npm run build` first, or use `npm start`.");
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
// All interfaces unless HOST narrows it, so the site is reachable in a container or VM too.
const host = process.env.HOST;
const server = createSiteServer(dir);

server.listen(port, host, () => {
  // The port listened on: PORT=0 asks the system for a free one (e2e/built/server.test.ts does).
  const address = server.address();
  const listening = address && typeof address === "object" ? address.port : port;
  console.log(`Brisk website ready at http://${host ?? "localhost"}:${listening}`);
});

/** @param {NodeJS.Signals} signal */
function shutdown(signal) {
  console.log(`${signal} received, closing the server`);
  server.close(() => process.exit(0));
  // Keep-alive sockets would hold close() open; idle ones can go now, busy ones after their answer.
  server.closeIdleConnections();
  setTimeout(() => server.closeAllConnections(), 3000).unref();
}
process.once("SIGINT", () => shutdown("SIGINT"));
process.once("SIGTERM", () => shutdown("SIGTERM"));
