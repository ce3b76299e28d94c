import { DataTable } from "~/components/ui/data-table";
import { textLinkClass } from "~/components/site-link/text-link";
import type { ContentBlock } from "~/content/types";

type ContentBlocksProps = {
  blocks: readonly ContentBlock[];
};

/**
 * Draws blocks in the look of a card's dialog text (the privacy policy's rights section). Headings
 * are h3, as in a dialog, whose title is the h2.
 */
export function ContentBlocks({ blocks }: ContentBlocksProps) {
  return (
    <div className="space-y-4 text-base leading-7 text-slate-700">
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
      return <DataTable caption={block.caption} columns={block.columns} rows={block.rows} stack />;
    case "external":
      return (
        <p>
          {block.lead}{" "}
          <a href={block.href} className={textLinkClass}>
            {block.text}
          </a>
        </p>
      );
  }
}
