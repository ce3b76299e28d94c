import { definePage } from "~/content/page-names";

/** The not-found page, served for every unknown URL. */
export const notFoundPage = definePage("notFound", {
  description: "The page you're looking for cannot be found.",
  subtitle: "",
});

/** Its words: the spec's heading and the way back home. */
export const notFoundText = {
  heading: "Oops! The page you're looking for cannot be found.",
  homeLink: "Return to Home",
};
