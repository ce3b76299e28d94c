// Sveltia CMS sets its page's viewport to `maximum-scale=1`, which stops an editor zooming in on a
// phone (WCAG 1.4.4; axe's meta-viewport rule). This script, loaded before it, takes the limit out
// each time the editor writes the tag.
const script = `new MutationObserver(() => {
  for (const meta of document.querySelectorAll('meta[name="viewport"]')) {
    const content = meta.getAttribute("content") ?? "";
    const allowed = content.replace(/,\\s*maximum-scale=[^,]*/g, "");
    if (allowed !== content) meta.setAttribute("content", allowed);
  }
}).observe(document.head, { childList: true, subtree: true, attributes: true, attributeFilter: ["content"] });
`;

export const GET = () =>
  new Response(script, { headers: { "Content-Type": "text/javascript; charset=utf-8" } });
