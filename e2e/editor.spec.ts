// The editor at /admin/ (docs/editing.md), in its test mode: Sveltia CMS's test repository, which
// keeps its files in the browser's own private file system. The test puts the repository's words
// there, edits through the editor as a person would, and reads back every file: a save changes what
// was edited and not a byte more. No network: the editor's policy lets it reach nothing but the site.
import { readFileSync, readdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { defaultLang, langs } from "../src/content/langs";
import { expect as expectAtOnce, test } from "./helpers";

// The editor reads and parses every words file before it draws a collection, and again as it opens
// an entry: on a loaded machine each step took past the 5 s an expectation waits by default (the
// list of collections, then an entry's fields), while the page was only slow, never wrong. Every
// expectation here waits for a state, so 30 s bounds a slow machine, not the test.
const expect = expectAtOnce.configure({ timeout: 30_000 });

/** The test repository's folder in the private file system (its backends/fs/test.js). */
const REPOSITORY = "sveltia-cms-test";

/** Every words file of every language, by its path in the project. */
function wordsFiles(): Record<string, string> {
  return Object.fromEntries(
    langs.flatMap((lang) =>
      readdirSync(`src/content/${lang}`, { recursive: true, encoding: "utf8" })
        .filter((name) => /\.(md|yaml)$/.test(name))
        .map((name) => {
          const path = `src/content/${lang}/${name.split("\\").join("/")}`;
          return [path, readFileSync(path, "utf8")];
        }),
    ),
  );
}

/** Writes files into the test repository, or reads every file back, in the page's private file system. */
async function repository(
  page: Page,
  files?: Record<string, string>,
  folder = REPOSITORY,
): Promise<Record<string, string>> {
  return page.evaluate(
    async ({ folder, files }) => {
      const root = await (
        await navigator.storage.getDirectory()
      ).getDirectoryHandle(folder, { create: true });
      const folderOf = async (parts: string[]) => {
        let dir = root;
        for (const part of parts) dir = await dir.getDirectoryHandle(part, { create: true });
        return dir;
      };
      if (files) {
        for (const [path, text] of Object.entries(files)) {
          const parts = path.split("/");
          const handle = await (
            await folderOf(parts.slice(0, -1))
          ).getFileHandle(parts.at(-1) ?? "", {
            create: true,
          });
          const writable = await handle.createWritable();
          await writable.write(text);
          await writable.close();
        }
        return files;
      }
      const read: Record<string, string> = {};
      const walk = async (dir: FileSystemDirectoryHandle, path: string) => {
        // @ts-expect-error: entries() is in every browser with the private file system, not yet in TypeScript's DOM types.
        for await (const [name, handle] of dir.entries() as AsyncIterable<[string, FileSystemHandle]>) {
          if (name === ".git") continue;
          if (handle.kind === "directory") await walk(handle as FileSystemDirectoryHandle, `${path}${name}/`);
          else read[`${path}${name}`] = await (await (handle as FileSystemFileHandle).getFile()).text();
        }
      };
      await walk(root, "");
      return read;
    },
    { folder, files },
  );
}

/**
 * Opens the editor signed in to a test repository holding the site's words: its configuration as
 * the build wrote it, but for the backend.
 */
async function openEditor(page: Page, files: Record<string, string>) {
  const outside: string[] = [];
  const site = new URL(test.info().project.use.baseURL ?? "").origin;
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== site) outside.push(request.url());
  });
  // What the editor's policy refused, which makes no request to see.
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      ((window as { refused?: string[] }).refused ??= []).push(event.blockedURI),
    ),
  );
  await page.route("**/admin/config.json*", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), backend: { name: "test-repo" } } });
  });
  await page.goto("/robots.txt");
  await repository(page, files);
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Work with Test Repository" }).click();
  await expect(page.getByRole("treeitem", { name: "Pages", exact: true })).toBeVisible();
  return { outside };
}

/** The clone's folder in the private file system, for the local repository test. */
const CLONE = "brisk-website";

/**
 * Adds a word to a card's title in one language, in the pane that shows it.
 */
async function titleOf(page: Page, lang: string): Promise<{ old: string; new: string }> {
  const field = box(page, "title", lang);
  // The right pane takes a language the panes do not show; the left keeps English. The editor names
  // a language in its own interface's (English), as the browser's Intl does, not by our list's name.
  if ((await field.count()) === 0)
    await page
      .getByRole("radio", { name: await editorNameOf(page, lang), exact: true })
      .last()
      .click();
  const old = await field.inputValue();
  const edited = `${old.replace(/\?$/, "")} (edited)?`;
  await field.fill(edited);
  await expect(field).toHaveValue(edited);
  return { old, new: edited };
}

/** A language's name in the editor's locale switch: Sveltia's Intl.DisplayNames, capitalised, else its code. */
const editorNameOf = (page: Page, lang: string) =>
  page.evaluate((code) => {
    const name = new Intl.DisplayNames("en", { type: "language", style: "short", fallback: "none" }).of(code);
    return name ? name.charAt(0).toUpperCase() + name.slice(1) : code;
  }, lang);

/** The field of a key in one language's pane: `[data-key-path]` holds the key, the box its language. */
const box = (page: Page, key: string, lang: string) =>
  page.locator(`[data-key-path="${key}"]`).locator(`textarea[lang="${lang}"], input[lang="${lang}"]`);

async function save(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  // A saved entry closes, back to its list.
  await expect(page).toHaveURL(/#\/collections\/[\w-]+$/);
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeHidden();
}

test.describe("the words editor at /admin/", () => {
  test("edits a Filipino FAQ's answer and a page's description, and writes only what was edited", async ({
    page,
  }) => {
    const before = wordsFiles();
    const { outside } = await openEditor(page, before);

    // A FAQ's answer, in Filipino, beside the English.
    await page.goto("/admin/#/collections/cards-faqs/entries/faq-1");
    const answer = box(page, "body", "fil");
    await expect(box(page, "body", "en")).toHaveValue(/^## What you can do in the app/);
    const filAnswer = before["src/content/fil/faqs/faq-1.md"] ?? "";
    await expect(answer).toHaveValue(/^## Ang magagawa mo sa app/);
    await answer.fill(
      (await answer.inputValue()).replace("Ang magagawa mo sa app", "Ang kaya mong gawin sa app"),
    );
    await save(page);

    // The description of the About page, in English.
    await page.goto("/admin/#/collections/pages/entries/about");
    const description = box(page, "description", "en");
    const oldDescription = await description.inputValue();
    const newDescription =
      "Why Brisk exists, where it is going next, and how to tell us what would make it better.";
    await description.fill(newDescription);
    await save(page);

    const after = await repository(page);
    const changed = Object.keys(before).filter((path) => after[path] !== before[path]);
    expect(changed.sort()).toEqual(["src/content/en/about.yaml", "src/content/fil/faqs/faq-1.md"]);
    expect(after["src/content/fil/faqs/faq-1.md"]).toBe(
      filAnswer.replace("## Ang magagawa mo sa app", "## Ang kaya mong gawin sa app"),
    );
    expect(after["src/content/en/about.yaml"]).toBe(
      (before["src/content/en/about.yaml"] ?? "").replace(
        `description: '${oldDescription}'`,
        `description: ${newDescription}`,
      ),
    );
    // No file added, none lost, and nothing fetched from another site.
    expect(Object.keys(after).filter((path) => !(path in before))).toEqual([]);
    expect(outside).toEqual([]);
    // The one thing it tried elsewhere and was refused: its hourly look for a newer version.
    const refused = await page.evaluate(() => (window as { refused?: string[] }).refused ?? []);
    for (const address of refused) expect(address).toBe("https://unpkg.com/@sveltia/cms/package.json");
  });

  test("refuses a translation that leaves out a placeholder, hides machine translation, lets a phone zoom", async ({
    page,
  }) => {
    await openEditor(page, wordsFiles());
    await page.goto("/admin/#/collections/shared/entries/ui");
    const follow = box(page, "footer.follow", "fil");
    await expect(follow).toHaveValue(/\{network\}/);
    await follow.fill("Sundan ang Brisk sa Facebook");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Keep {network} in the words, as the English has it.").first()).toBeVisible();
    expect(await repository(page)).toMatchObject({
      "src/content/fil/ui.yaml": expect.stringContaining("{network}"),
    });
    await expect(page.getByRole("button", { name: "Translate" })).toHaveCount(0);
    await page
      .getByRole("button", { name: /Show Field Options/ })
      .first()
      .click();
    await expect(page.getByRole("menuitem", { name: /Copy from/ })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: /Translate/ })).toHaveCount(0);
    await page.keyboard.press("Escape");
    // The editor limits zooming on a phone; the site's script lifts the limit (allow-zoom.js).
    const viewports = await page
      .locator('meta[name="viewport"]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute("content")));
    expect(viewports.length).toBeGreaterThan(1);
    for (const viewport of viewports) expect(viewport).not.toContain("maximum-scale");
  });

  test("works on a local clone, as on `npm start`: a card edited in every language, the rest untouched", async ({
    page,
  }) => {
    // The folder picker is the browser's own dialog, which no test can click through: it answers
    // with a folder of the browser's private file system holding the clone's words and a .git
    // folder, as the editor asks of a clone's root. The configuration is the build's, unchanged.
    const before = wordsFiles();
    await page.addInitScript((folder) => {
      Object.assign(window, {
        showDirectoryPicker: async () =>
          (await navigator.storage.getDirectory()).getDirectoryHandle(folder, { create: true }),
      });
    }, CLONE);
    await page.goto("/robots.txt");
    await repository(page, { ...before, ".git/HEAD": "ref: refs/heads/main\n" }, CLONE);
    await page.goto("/admin/");
    await page.getByRole("button", { name: "Work with Local Repository" }).click();
    await expect(page.getByRole("treeitem", { name: "Pages", exact: true })).toBeVisible();

    await page.goto("/admin/#/collections/cards-faqs/entries/faq-2");
    await expect(box(page, "title", defaultLang)).toHaveValue(/\S/);
    // One language after another: a language shown in place of another switches a pane.
    const titles: Record<string, { old: string; new: string }> = {};
    for (const lang of langs) titles[lang] = await titleOf(page, lang);
    await expect(box(page, "title", defaultLang)).toHaveValue(titles[defaultLang]?.new ?? "");
    await save(page);
    const after = await repository(page, undefined, CLONE);
    const changed = Object.keys(before).filter((path) => after[path] !== before[path]);
    expect(changed.sort()).toEqual(langs.map((lang) => `src/content/${lang}/faqs/faq-2.md`).sort());
    for (const lang of langs)
      expect(after[`src/content/${lang}/faqs/faq-2.md`]).toBe(
        (before[`src/content/${lang}/faqs/faq-2.md`] ?? "").replace(
          `title: ${titles[lang]?.old}`,
          `title: ${titles[lang]?.new}`,
        ),
      );
  });
});
