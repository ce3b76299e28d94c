import type { Locator, Page } from "@playwright/test";

// What a reader on a narrow screen sees of the site's tables and dialogs, measured in the page.
// Each function runs in the browser, so it carries no closure.

/**
 * The tables in `box` (an open dialog, a paper) that do not fit it whole: a caption, header or cell
 * reaching past its left or right edge, or a table wider than the box it scrolls in. Each is named
 * by its caption; an empty list when every column is in view.
 */
export const tablesCutIn = (box: Locator) =>
  box.evaluate((element) => {
    const edges = element.getBoundingClientRect();
    return [...element.querySelectorAll("table")]
      .filter((table) => table.checkVisibility())
      .flatMap((table) => {
        const scroller = table.closest('[role="region"]') ?? table.parentElement!;
        const outside = [...table.querySelectorAll("caption, th, td")].filter((cell) => {
          const { left, right } = cell.getBoundingClientRect();
          return cell.checkVisibility() && (left < edges.left - 0.5 || right > edges.right + 0.5);
        });
        const toScroll = scroller.scrollWidth - scroller.clientWidth;
        return outside.length || toScroll > 0
          ? [
              `${table.caption?.textContent ?? "a table"}: ${outside.length} cells outside, ${toScroll} px to scroll`,
            ]
          : [];
      });
  });

/**
 * The page's tables, outside its dialogs, with a column cut off: a table is whole when it fits
 * its box, or when it scrolls inside a region a keyboard can reach (role, name, tabindex 0) that
 * shows it scrolls (styles.css's `.table-scroll`: shadows drawn by its background, which the
 * table's end carries along, `local`) and that itself lies within the screen.
 */
export const pageTablesCut = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("table")]
      .filter((table) => table.checkVisibility() && !table.closest("dialog"))
      .flatMap((table) => {
        const name = table.caption?.textContent ?? table.closest("[aria-labelledby]")?.id ?? "a table";
        const box = table.parentElement!;
        const fits = table.getBoundingClientRect().width <= box.clientWidth + 0.5;
        const region = table.closest<HTMLElement>('[role="region"]');
        const style = region && getComputedStyle(region);
        const scrollsWithSign =
          !!region &&
          !!region.getAttribute("aria-label") &&
          region.tabIndex === 0 &&
          /auto|scroll/.test(style!.overflowX) &&
          /gradient/.test(style!.backgroundImage) &&
          style!.backgroundAttachment.includes("local") &&
          region.getBoundingClientRect().right <= innerWidth;
        return fits || scrollsWithSign ? [] : [`${name}: cut, ${table.scrollWidth - box.clientWidth} px`];
      }),
  );

/**
 * Whether an element is on screen and nothing covers it: a click at its middle, and halfway to
 * each side, reaches it.
 */
export const inViewAndOnTop = (locator: Locator) =>
  locator.evaluate((element) => {
    const { left, top, right, bottom, width, height } = element.getBoundingClientRect();
    if (!width || left < 0 || top < 0 || right > innerWidth || bottom > innerHeight) return false;
    return [
      [0.5, 0.5],
      [0.25, 0.5],
      [0.75, 0.5],
      [0.5, 0.25],
      [0.5, 0.75],
    ].every(([x, y]) => {
      const hit = document.elementFromPoint(left + width * x!, top + height * y!);
      return !!hit && element.contains(hit);
    });
  });

/** Scrolls an open dialog's text to its end, at once, and says whether it had anywhere to scroll. */
export const scrollDialogToEnd = (dialog: Locator) =>
  dialog.evaluate((element) => {
    element.scrollTo({ top: element.scrollHeight, behavior: "instant" });
    return element.scrollHeight > element.clientHeight;
  });

/** Whether an open dialog is scrolled to its end. */
export const isAtEnd = (dialog: Locator) =>
  dialog.evaluate((element) => element.scrollTop + element.clientHeight >= element.scrollHeight - 1);
