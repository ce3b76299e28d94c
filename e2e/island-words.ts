import { byLang } from "../src/content/langs";
import { readWords } from "../src/i18n/read-words";
import { contactWordsOf } from "../src/pages/[...lang]/_contact";
import { translationOf } from "../src/i18n/translations";

// The two islands' words as the pages give them, read from the words files
// (src/content/<lang>/contact.yaml, and plans.yaml's finder), for the tests' expectations.

const words = readWords();

/** The contact page's words in each language: the form's (notices included), the notice's, the details'. */
export const contactWords = byLang((lang) => contactWordsOf(translationOf(words, lang)));

/** The plan finder's words in each language; its answer's sentences are templates. */
export const finderWords = byLang((lang) => translationOf(words, lang).sections("plans").finder);
