import { cn } from "~/lib/cn";

/**
 * Cells longer than this many characters get a wider minimum, so that on a phone a sentence wraps
 * into readable lines and a short value ("30 days") does not wrap at all; the table scrolls instead.
 */
const LONG_CELL = 24;

type DataTableProps = {
  caption: string;
  columns: readonly string[];
  /** Each row's first cell heads the row. */
  rows: readonly (readonly string[])[];
  /**
   * On a phone's screen, each row as its name over label and value pairs (styles.css, `.stacked`)
   * instead of a table that scrolls: for a table read row by row, in a card's text or on a paper.
   * A comparison, read across its rows (/plans), keeps its columns and scrolls.
   */
  stack?: boolean;
  className?: string;
};

/**
 * A table with a caption, column headers and row headers, scrolling inside its own box when wide,
 * the box's edges shadowed where there is more (styles.css, `.table-scroll`). Its cells' looks are
 * styles.css's `.data-table`, written once rather than on every cell.
 */
export function DataTable({ caption, columns, rows, stack = false, className }: DataTableProps) {
  // A table whose parts CSS draws as blocks has lost its table semantics in some browsers (WebKit's,
  // in Adrian Roselli's tests of "Tables, CSS Display Properties, and ARIA"): a stacking table says
  // its roles, so that a screen reader still reads it as a table, its rows and cells headed.
  const role = (name: string) => (stack ? { role: name } : undefined);
  return (
    <div
      className={cn("table-scroll", className)}
      // A scrollable region must be reachable by keyboard to be scrolled (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className={stack ? "data-table stacked" : "data-table"} {...role("table")}>
        <caption>{caption}</caption>
        <thead {...role("rowgroup")}>
          <tr {...role("row")}>
            {columns.map((column) => (
              <th key={column} scope="col" {...role("columnheader")}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody {...role("rowgroup")}>
          {rows.map((row) => (
            <tr key={row.join("|")} {...role("row")}>
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th key={cellIndex} scope="row" {...role("rowheader")}>
                    {cell}
                  </th>
                ) : (
                  <td
                    key={cellIndex}
                    className={cell.length > LONG_CELL ? "wide" : undefined}
                    {...role("cell")}
                    {...(stack && { "data-label": columns[cellIndex] })}
                  >
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
