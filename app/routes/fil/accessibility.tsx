import { AccessibilityPage } from "~/components/pages/accessibility-page";
import { accessibilityPage, accessibilityText } from "~/content/accessibility.fil";
import { pageMeta } from "~/site/meta";

export const meta = () => pageMeta(accessibilityPage);

export default function Accessibility() {
  return <AccessibilityPage page={accessibilityPage} text={accessibilityText} />;
}
