import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import { connect, type AddressInfo, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FAKE_RECAPTCHA, type SentBody } from "../third-parties";

/*
 * The contact page's two third parties, answered at their real URLs for browsers that Playwright
 * does not drive: an HTTP proxy that the browser is pointed at sends the two hosts to a local
 * HTTPS server with a certificate made for the run (the browser is told to accept it), and refuses
 * every other host. So the page's Content-Security-Policy still applies, as in
 * e2e/third-parties.ts, and nothing reaches the internet.
 */

const FAKED_HOSTS = new Set(["www.google.com", "api.emailjs.com"]);

/** How the fake EmailJS answers a send: status and body. */
export type EmailjsAnswer = { status: number; body: string };
export const ANSWER_OK: EmailjsAnswer = { status: 200, body: "OK" };

export type FakeHosts = {
  /** The proxy, as host:port. */
  proxy: string;
  /** Every send's JSON body, in order. */
  sends: SentBody[];
  /** What the next sends get; a test may change it. */
  answer: EmailjsAnswer;
  close: () => Promise<void>;
};

/** A self-signed certificate for this run, made with Debian's openssl. */
function certificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), "brisk-fake-hosts-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=brisk-fake-hosts",
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const CORS = { "access-control-allow-origin": "*" };

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
}

export async function startFakeHosts(): Promise<FakeHosts> {
  const fakes = { sends: [] as SentBody[], answer: ANSWER_OK };

  const answer = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", `https://${request.headers.host}`);
    if (url.hostname === "www.google.com" && url.pathname === "/recaptcha/api.js") {
      response.writeHead(200, { "content-type": "application/javascript" }).end(FAKE_RECAPTCHA);
    } else if (url.hostname === "api.emailjs.com" && request.method === "OPTIONS") {
      response
        .writeHead(204, {
          ...CORS,
          "access-control-allow-headers": "content-type",
          "access-control-allow-methods": "POST",
        })
        .end();
    } else if (url.hostname === "api.emailjs.com" && url.pathname === "/api/v1.0/email/send") {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        fakes.sends.push(JSON.parse(body) as SentBody);
        const { status, body: text } = fakes.answer;
        response.writeHead(status, { ...CORS, "content-type": "text/plain" }).end(text);
      });
    } else {
      response.writeHead(404).end();
    }
  };
  const hosts = createHttpsServer(certificate(), answer);
  const hostsPort = await listen(hosts);

  // CONNECT for https: the faked hosts go to the local server; no other host is reached.
  const proxy = createHttpServer((request, response) => response.writeHead(502).end());
  // A tunnel's sockets leave the server's own list of connections: they are ended here at close.
  const tunnels = new Set<Socket>();
  proxy.on("connect", (request: IncomingMessage, client: Socket, head: Buffer) => {
    const host = (request.url ?? "").split(":")[0] ?? "";
    if (!FAKED_HOSTS.has(host)) return client.end("HTTP/1.1 502 Bad Gateway\r\n\r\n");
    tunnels.add(client);
    client.on("close", () => tunnels.delete(client));
    const upstream = connect(hostsPort, "127.0.0.1", () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
  });
  const proxyPort = await listen(proxy);

  return Object.assign(fakes, {
    proxy: `127.0.0.1:${proxyPort}`,
    close: async () => {
      for (const socket of tunnels) socket.destroy();
      for (const server of [proxy, hosts]) {
        server.closeAllConnections?.();
        await new Promise((resolve) => server.close(resolve));
      }
    },
  });
}
