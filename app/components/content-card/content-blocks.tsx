import { SiteLink } from "~/components/site-link/site-link";
import type { ContentBlock } from "~/content/types";
import { linkTo } from "~/site/links";

type ContentBlocksProps = {
  blocks: readonly ContentBlock[];
};

/** Renders a card's full text from its structured blocks. Headings are h3: the dialog title is the h2. */
export function ContentBlocks({ blocks }: ContentBlocksProps) {
  return (
    <div data-slot="content-blocks" className="space-y-4 text-base leading-7 text-slate-700">
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}

function Block({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case "paragraph":
      return <p>{block.text}</p>;
    case "heading":
      return <h3 className="pt-2 text-lg font-semibold text-slate-900">{block.text}</h3>;
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List
          className={`space-y-1.5 pl-6 ${block.ordered ? "list-decimal" : "list-disc"} marker:text-brand-600`}
        >
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      );
    }
    case "table":
      return (
        // Wide tables scroll inside their own box rather than widening the dialog.
        <div
          className="overflow-x-auto rounded-lg border border-slate-200"
          // A scrollable region must be reachable by keyboard to be scrolled (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="region"
          aria-label={block.caption}
        >
          <table className="w-full border-collapse text-left text-sm">
            <caption className="bg-slate-50 px-3 py-2 text-left font-semibold text-slate-900">
              {block.caption}
            </caption>
            <thead>
              <tr>
                {block.columns.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className="border-t border-slate-200 bg-slate-50 px-3 py-2 font-semibold text-slate-900"
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join("|")} className="border-t border-slate-200">
                  {row.map((cell, cellIndex) =>
                    cellIndex === 0 ? (
                      <th key={cellIndex} scope="row" className="px-3 py-2 font-medium text-slate-900">
                        {cell}
                      </th>
                    ) : (
                      <td key={cellIndex} className="px-3 py-2">
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
    case "link":
      return (
        <p>
          <SiteLink
            to={linkTo(block.page)}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {block.text}
          </SiteLink>
        </p>
      );
  }
}
