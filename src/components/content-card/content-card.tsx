import type { ReactNode } from "react";
import type { Card } from "~/content/types";
import { CARD_IMAGE_SIZES } from "~/lib/card-image.mjs";
import type { Card as PageCard } from "~/content/types";
import { cardPicture } from "./card-picture";
import { CardFacts } from "./card-facts";
import { cardButtonId, cardDialogId, cardTitleId } from "./card-ids";
import { useUiText } from "~/site/ui-text";
import { Icon } from "~/components/ui/icon";

/** Width and height of every card illustration, so the browser reserves their space. */
const CARD_IMAGE_SIZE = { width: 400, height: 250 } as const;

type ContentCardProps = {
  card: PageCard;
  /** h2 on pages whose cards are the top level, h3 inside titled sections. */
  headingLevel?: 2 | 3;
  /** For the page's first card, likely in view on arrival: its SVG, fetched at once (see CardImage). */
  isPriority?: boolean;
  /** Its dialog (CardDialog), which the card's button opens: last in the card, as it reads. */
  children?: ReactNode;
};

/**
 * A content card: image, title, summary, optional price and facts, and the button to its dialog.
 * Its parts' looks are styles.css's `.card-*`, written once for the many cards of a page.
 */
export function ContentCard({ card, headingLevel = 2, isPriority = false, children }: ContentCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { readMore } = useUiText().card;
  const buttonText = card.buttonText ?? readMore;

  return (
    <article aria-labelledby={cardTitleId(card)} className="card">
      <CardImage image={card.image} isPriority={isPriority} />
      <div className="card-body">
        <div className="card-head">
          {card.icon ? (
            <span className="card-icon">
              <Icon icon={card.icon} className="size-5" />
            </span>
          ) : null}
          <Heading id={cardTitleId(card)} className="card-title">
            {card.title}
          </Heading>
        </div>
        {card.price || card.facts ? <CardFacts card={card} className="mt-4" /> : null}
        <p className="card-summary">{card.description}</p>
        <button
          id={cardButtonId(card)}
          type="button"
          aria-haspopup="dialog"
          // Names each of the page's many "Read More" buttons by its card, starting with the visible words.
          aria-label={`${buttonText}: ${card.title}`}
          commandfor={cardDialogId(card)}
          command="show-modal"
          className="card-button"
        >
          {buttonText}
        </button>
      </div>
      {children}
    </article>
  );
}

/**
 * A card's illustration, at its built, hashed URLs (card-picture.ts). Each SVG <img> costs
 * Chromium an isolated document built on the main thread (5-15 ms), so cards show WebP copies of
 * their drawings (lib/card-image.mjs), lazily, with the SVG as fallback. The first card is the
 * exception: its picture is often the page's largest paint, and its SVG is about 1 kB compressed
 * against 8-14 kB for the 800-px WebP a phone would pick, so it paints sooner on a slow
 * connection. As a plain high-priority <img> React also preloads it from <head>; inside <picture>
 * it would not, and the parser would find it only deep in <body>.
 */
function CardImage({ image, isPriority }: { image: Card["image"]; isPriority: boolean }) {
  const picture = cardPicture(image.src);
  const shared = {
    src: picture.src,
    width: CARD_IMAGE_SIZE.width,
    height: CARD_IMAGE_SIZE.height,
    className: "card-image",
  };
  if (isPriority) return <img {...shared} alt={image.alt} fetchPriority="high" />;
  return (
    <picture className="block">
      <source type="image/webp" srcSet={picture.srcSet} sizes={CARD_IMAGE_SIZES} />
      <img {...shared} alt={image.alt} loading="lazy" decoding="async" />
    </picture>
  );
}
