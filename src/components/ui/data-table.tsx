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
   * A comparison, read across its rows (/plans), keeps its columns and scrolls. Each value's label
   * is CSS's text from `data-label`, which screen readers read too: a row reads whole in order
   * where a browser no longer reads a table drawn as blocks as a table (HTML allows no ARIA roles
   * on a table's own parts to say it still is one).
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
  return (
    <div
      className={cn("table-scroll", className)}
      // A scrollable region must be reachable by keyboard to be scrolled (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className={stack ? "data-table stacked" : "data-table"}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.join("|")}>
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th key={cellIndex} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td
                    key={cellIndex}
                    className={cell.length > LONG_CELL ? "data-table-wide" : undefined}
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
