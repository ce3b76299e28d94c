/**
 * The emergency hotline's number as a link that calls it, after the words that lead to it: "…call
 * 911." The contact page's notice, Safety and Trust and the home page say it so; each styles the
 * link for its background.
 */
export function HotlineCall({
  lead,
  hotline,
  linkClassName,
}: {
  /** The words before the number, in the page's language. */
  lead: string;
  hotline: string;
  linkClassName: string;
}) {
  return (
    <>
      {lead}{" "}
      <a href={`tel:${hotline}`} className={linkClassName}>
        {hotline}
      </a>
      .
    </>
  );
}
