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
  className?: string;
};

/**
 * A table with a caption, column headers and row headers, scrolling inside its own box when wide.
 * Its cells' looks are styles.css's `.data-table`, written once rather than on every cell.
 */
export function DataTable({ caption, columns, rows, className }: DataTableProps) {
  return (
    <div
      className={cn("overflow-x-auto rounded-lg border border-slate-200 bg-white", className)}
      // A scrollable region must be reachable by keyboard to be scrolled (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="data-table">
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
                  <td key={cellIndex} className={cell.length > LONG_CELL ? "wide" : undefined}>
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
