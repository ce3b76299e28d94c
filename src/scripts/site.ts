// The scripts every page runs: small, and only for what a visitor does. Each works on the HTML as
// the build wrote it, so a page reads and its links, menu and dialogs work before this arrives.
import { initCardDialogs } from "./card-dialogs";
import { supplyMissingHtmlFeatures } from "./html-fallbacks";
import { initLanguageSwitch } from "./language-switch";
import { initSearchButton } from "./search-button";
import { initSiteNav } from "./site-nav";

supplyMissingHtmlFeatures();
initSiteNav();
initCardDialogs();
initLanguageSwitch();
initSearchButton();
