import { DataTable } from "~/components/ui/data-table";
import type { ContentBlock } from "~/content/types";

type ContentBlocksProps = {
  blocks: readonly ContentBlock[];
};

/**
 * Draws blocks as a card's dialog text reads (the privacy policy's rights section): its headings,
 * lists and links take their looks from styles.css's `.card-text`. Headings are h3, as in a dialog,
 * whose title is the h2.
 */
export function ContentBlocks({ blocks }: ContentBlocksProps) {
  return (
    <div className="card-text">
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
      return <h3>{block.text}</h3>;
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List>
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
          {block.lead} <a href={block.href}>{block.text}</a>
        </p>
      );
  }
}
