/** The Filipino not-found page, served for every unknown URL under /fil/. */
import { definePage } from "~/content/page-names.fil";
import type * as english from "./not-found";
import type { Translation } from "./types";

export const notFoundPage = definePage("notFound", {
  description: "Hindi makita ang page na hinahanap mo.",
  subtitle: "",
});

/** Its words: the spec's heading and the way back home, in Filipino. */
export const notFoundText = {
  heading: "Naku! Hindi makita ang page na hinahanap mo.",
  homeLink: "Bumalik sa Home",
} satisfies Translation<typeof english.notFoundText>;
