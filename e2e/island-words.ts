import { byLang } from "../src/content/langs";
import { sectionsIn } from "../src/i18n/card-words";
import { contactIn } from "../src/i18n/contact-words";
import { readWords } from "../src/i18n/read-words";

// The two islands' words as the pages give them, read from the words files
// (src/content/<lang>/contact.yaml, and plans.yaml's finder), for the tests' expectations.

const words = readWords();

/** The contact page's words in each language: the form's (notices included), the notice's, the details'. */
export const contactWords = byLang((lang) => contactIn(words, lang));

/** The plan finder's words in each language; its answer's sentences are templates. */
export const finderWords = byLang((lang) => sectionsIn(words, "plans", lang).finder);
