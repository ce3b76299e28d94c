import type { OtherWay } from "./contact-text";

/**
 * Another way to write to the team, in a sentence: "You can also email us at team@example.org." A
 * plain link, so that it works where the form cannot: without JavaScript, without reCAPTCHA, or
 * when a send fails.
 */
export function OtherWayLink({ way }: { way: OtherWay }) {
  return (
    <>
      {way.before}{" "}
      <a
        href={way.href}
        className="font-semibold wrap-anywhere underline underline-offset-2"
        {...(way.newTab && { target: "_blank", rel: "noopener noreferrer" })}
      >
        {way.label}
        {way.newTab ? <span className="sr-only"> {way.newTab}</span> : null}
      </a>
      .
    </>
  );
}
