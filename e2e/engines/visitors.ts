import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { Builder, By, Key, type WebDriver, type WebElement } from "selenium-webdriver";
import { SPLASH_SEEN_KEY } from "../../src/lib/splash-seen";
import chromium from "../../scripts/lib/chromium.cjs";

/*
 * One small interface over the drivers that reach Debian's three browsers, so each journey is
 * written once: Chromium through puppeteer-core over the DevTools protocol, Firefox ESR through
 * puppeteer-core over WebDriver BiDi, and WebKitGTK's MiniBrowser through WebKitWebDriver (W3C
 * WebDriver) under Xvfb. None downloads anything.
 */

export type Engine = "chromium" | "firefox" | "webkit";

export const FIREFOX_PATH = process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH || "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/** What a journey does in a browser, in a visitor's terms. */
export type Visitor = {
  readonly engine: Engine;
  /** Opens a path of the site as a returning visitor (the splash has shown) and waits for its scripts. */
  open(path: string): Promise<void>;
  /** The viewport's size in CSS pixels, as near as the browser's window allows. */
  setSize(width: number, height: number): Promise<void>;
  /** Clicks the element `selector` finds, or the one of them whose text is `text`. */
  click(selector: string, text?: string): Promise<void>;
  /** Clicks at a point of the viewport (a dialog's backdrop). */
  clickAt(x: number, y: number): Promise<void>;
  /** Replaces a field's text by typing, as a visitor does (its old text selected first). */
  fill(selector: string, text: string): Promise<void>;
  press(key: "Escape" | "Tab" | "Enter"): Promise<void>;
  back(): Promise<void>;
  forward(): Promise<void>;
  /** Runs a function in the page and returns its result. */
  run<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>;
  /** Runs a script's source in the page as the driver's own, which the page's CSP does not stop (axe-core). */
  inject(source: string): Promise<void>;
  screenshot(file: string): Promise<void>;
  quit(): Promise<void>;
};

/** Marks the element with `text` among those `selector` finds, so the driver can click it by selector. */
function markByText(selector: string, text: string): string | null {
  const found = [...document.querySelectorAll<HTMLElement>(selector)].find(
    (element) => element.textContent?.replace(/\s+/g, " ").trim() === text,
  );
  if (!found) return null;
  found.setAttribute("data-visitor-target", "");
  return "[data-visitor-target]";
}

function selectText(selector: string): void {
  const field = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector);
  field?.focus();
  field?.select();
}

function clearMark(): void {
  document.querySelector("[data-visitor-target]")?.removeAttribute("data-visitor-target");
}

/** True once the page has loaded, run its module scripts and hydrated the islands that start with it. */
function isReady(): boolean {
  return (
    document.readyState === "complete" && !document.querySelector("astro-island[ssr]:not([client=visible])")
  );
}

/**
 * Waits until `fn` returns something truthy in the page, and returns it; fails with `what` and the
 * engine's name after 30 s: a bound for a loaded machine (two shared cores, a build beside the
 * tests), where WebKitGTK took several seconds for what takes it a few hundred milliseconds alone.
 */
export async function until<T, A extends unknown[]>(
  visitor: Visitor,
  what: string,
  fn: (...args: A) => T,
  ...args: A
): Promise<Awaited<T>> {
  const deadline = Date.now() + 30_000;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await visitor.run(fn, ...args);
      if (value) return value;
      last = value;
    } catch (error) {
      // A page that is navigating has no document to ask for a moment; a real mistake shows at the end.
      last = error instanceof Error ? error.message : error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${visitor.engine}: ${what} (last seen: ${JSON.stringify(last)})`);
}

/** The shared part: the first open marks the splash as seen, as a page of the site would. */
function withSplashSeen(baseURL: string, goto: (url: string) => Promise<void>) {
  let isPrimed = false;
  return async (path: string) => {
    if (!isPrimed) {
      await goto(`${baseURL}/robots.txt`);
      isPrimed = true;
    }
    await goto(`${baseURL}${path}`);
  };
}

async function readyAfter(visitor: Visitor, action: Promise<unknown>): Promise<void> {
  await action;
  await until(visitor, "the page loads and runs its scripts", isReady);
}

// ---- Chromium and Firefox, through puppeteer-core ----

/** One Chromium for a test file, HTTPS through the fake hosts' proxy (localhost, the site, goes direct). */
export async function launchChromium(proxy: string): Promise<Browser> {
  return puppeteer.launch({
    browser: "chrome",
    executablePath: chromium.CHROMIUM_PATH,
    headless: true,
    acceptInsecureCerts: true,
    args: [...chromium.CHROMIUM_FLAGS, `--proxy-server=https=${proxy}`],
  });
}

/** One Firefox for a test file; each visitor is a fresh private context in it (no storage, no history). */
export async function launchFirefox(proxy: string): Promise<Browser> {
  const [host, port] = proxy.split(":");
  return puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    acceptInsecureCerts: true,
    extraPrefsFirefox: {
      // HTTPS through the fake hosts' proxy; localhost, where the site is, goes direct.
      "network.proxy.type": 1,
      "network.proxy.ssl": host,
      "network.proxy.ssl_port": Number(port),
    },
  });
}

/** A visitor in a fresh private context of the file's Chromium or Firefox: no storage, no history. */
export async function puppeteerVisitor(
  engine: "chromium" | "firefox",
  browser: Browser,
  baseURL: string,
): Promise<Visitor> {
  const context = await browser.createBrowserContext();
  const page: Page = await context.newPage();
  const goto = withSplashSeen(baseURL, async (url) => {
    await page.goto(url);
    await page.evaluate((key) => sessionStorage.setItem(key, "1"), SPLASH_SEEN_KEY);
  });
  const visitor: Visitor = {
    engine,
    open: (path) => readyAfter(visitor, goto(path)),
    setSize: (width, height) => page.setViewport({ width, height }),
    async click(selector, text) {
      const target = text === undefined ? selector : await page.evaluate(markByText, selector, text);
      if (!target) throw new Error(`${engine}: no ${selector} reads "${text}"`);
      await page.click(target);
      if (text !== undefined) await page.evaluate(clearMark).catch(() => undefined);
    },
    clickAt: (x, y) => page.mouse.click(x, y),
    async fill(selector, text) {
      await page.evaluate(selectText, selector);
      await page.type(selector, text);
    },
    press: (key) => page.keyboard.press(key),
    back: async () => void (await page.evaluate(() => history.back())),
    forward: async () => void (await page.evaluate(() => history.forward())),
    run: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])) as never,
    inject: async (source) => void (await page.evaluate(source)),
    screenshot: async (file) => void (await page.screenshot({ path: file as `${string}.png` })),
    quit: () => context.close().catch(() => undefined),
  };
  return visitor;
}

// ---- WebKit ----

/**
 * WebDriver refuses a click that another element would take: a dialog still closing, the page
 * still settling after a scroll. On a loaded machine that state lasts longer, so the click is tried
 * again at each frame until the element takes it (as Playwright waits for an element to receive
 * events), and fails as WebDriver does after 30 s.
 */
async function clickWhenFree(driver: WebDriver, target: WebElement) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      return await target.click();
    } catch (error) {
      if ((error as Error).name !== "ElementClickInterceptedError" || Date.now() > deadline) throw error;
      await driver.executeAsyncScript((done: () => void) => requestAnimationFrame(() => done()));
    }
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A GTK style sheet for MiniBrowser's own toolbar. With GTK's, its buttons and address field keep
 * the window at least 447 px wide; shrunk, the window goes to 320 px, so a phone's width is a
 * phone's width in WebKit too. The page is WebKit's to draw: its fonts and controls do not change.
 */
const NARROW_TOOLBAR =
  "* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }";

/** WebKitGTK's WebDriver, under a virtual X display: MiniBrowser has no headless mode. */
export async function startWebKitDriver(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  // GTK reads a user's style sheet from $XDG_CONFIG_HOME/gtk-3.0/gtk.css: this one is the run's own.
  const config = mkdtempSync(join(tmpdir(), "brisk-minibrowser-"));
  mkdirSync(join(config, "gtk-3.0"));
  writeFileSync(join(config, "gtk-3.0", "gtk.css"), NARROW_TOOLBAR);
  const driver: ChildProcess = spawn("xvfb-run", ["-a", "WebKitWebDriver", `--port=${port}`], {
    detached: true,
    stdio: "ignore",
    env: { ...process.env, XDG_CONFIG_HOME: config },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const status = await fetch(`${url}/status`).then(
      (r) => r.json() as Promise<{ value?: { ready?: boolean } }>,
      () => undefined,
    );
    if (status?.value?.ready) break;
    if (Date.now() > deadline)
      throw new Error("webkit: WebKitWebDriver did not start (is webkit2gtk-driver installed?)");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () => {
      // The group: xvfb-run, Xvfb and the driver end together.
      if (driver.pid) process.kill(-driver.pid, "SIGTERM");
      rmSync(config, { recursive: true, force: true });
    },
  };
}

/** One MiniBrowser for a test file, its traffic to other hosts through the fake hosts' proxy. */
export async function launchWebKit(driverUrl: string, proxy: string): Promise<WebDriver> {
  return new Builder()
    .usingServer(driverUrl)
    .withCapabilities({
      browserName: "MiniBrowser",
      // MiniBrowser takes the proxy and the certificate of the fake hosts as its own options: it
      // does not act on WebDriver's proxy capability.
      "webkitgtk:browserOptions": {
        binary: MINIBROWSER_PATH,
        args: ["--automation", `--proxy=http://${proxy}`, "--ignore-host=localhost", "--ignore-tls-errors"],
      },
    })
    .build();
}

/**
 * A visitor in a new window of the file's MiniBrowser: a new top-level page has no history and no
 * session storage, as a new session would, at a fraction of a new MiniBrowser's start-up.
 */
export async function webkitVisitor(driver: WebDriver, baseURL: string): Promise<Visitor> {
  const previous = await driver.getAllWindowHandles();
  await driver.switchTo().newWindow("window");
  const own = await driver.getWindowHandle();
  // The session lives while one window does: the old ones close once the new one is there.
  for (const handle of previous) {
    await driver.switchTo().window(handle);
    await driver.close();
  }
  await driver.switchTo().window(own);
  const goto = withSplashSeen(baseURL, async (url) => {
    await driver.get(url);
    await driver.executeScript((key: string) => sessionStorage.setItem(key, "1"), SPLASH_SEEN_KEY);
  });
  const element = (selector: string) => driver.findElement(By.css(selector));
  /** How much larger MiniBrowser's window is than its page, as last measured. */
  let toolbar = { width: 0, height: 0 };
  const visitor: Visitor = {
    engine: "webkit",
    open: (path) => readyAfter(visitor, goto(path)),
    async setSize(width, height) {
      // The window's size includes MiniBrowser's toolbar, and the page learns of a new size a
      // moment after the driver answers (its outer size first). So: set the window, its toolbar's
      // size added as last measured, wait until the page's own size has changed wherever the
      // window's did, and correct by the difference.
      let outer: { width: number; height: number } = await driver.manage().window().getRect();
      let page = await driver.executeScript<[number, number]>(() => [innerWidth, innerHeight]);
      for (let tries = 0; tries < 3 && (page[0] !== width || page[1] !== height); tries++) {
        const rect = { width: width + toolbar.width, height: height + toolbar.height };
        await driver.manage().window().setRect(rect);
        page = (await until(
          visitor,
          `the page takes its window's new size, ${rect.width} by ${rect.height} px`,
          (was, changed) =>
            (!changed[0] || innerWidth !== was[0]) &&
            (!changed[1] || innerHeight !== was[1]) &&
            ([innerWidth, innerHeight] as const),
          page,
          [rect.width !== outer.width, rect.height !== outer.height],
        )) as [number, number];
        outer = rect;
        toolbar = { width: rect.width - page[0], height: rect.height - page[1] };
      }
      if (page[0] !== width || page[1] !== height)
        throw new Error(`webkit: the page is ${page[0]} by ${page[1]} px, not ${width} by ${height}`);
    },
    async click(selector, text) {
      const target =
        text === undefined ? selector : await driver.executeScript<string | null>(markByText, selector, text);
      if (!target) throw new Error(`webkit: no ${selector} reads "${text}"`);
      await clickWhenFree(driver, await element(target));
      if (text !== undefined) await driver.executeScript(clearMark).catch(() => undefined);
    },
    clickAt: (x, y) => driver.actions().move({ x, y }).press().release().perform(),
    async fill(selector, text) {
      await driver.executeScript(selectText, selector);
      await (await element(selector)).sendKeys(text);
    },
    press: (key) =>
      driver.actions().sendKeys({ Escape: Key.ESCAPE, Tab: Key.TAB, Enter: Key.ENTER }[key]).perform(),
    back: () => driver.navigate().back(),
    forward: () => driver.navigate().forward(),
    run: (fn, ...args) => driver.executeScript(fn as never, ...args) as never,
    inject: async (source) => void (await driver.executeScript(source)),
    screenshot: async (file) => writeFileSync(file, Buffer.from(await driver.takeScreenshot(), "base64")),
    // The window stays until the next visitor's opens: closing the last one would end the session.
    quit: async () => undefined,
  };
  return visitor;
}
