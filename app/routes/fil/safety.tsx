import { SafetyPage } from "~/components/pages/safety-page";
import { safetyEmergency, safetyPage, safetySections } from "~/content/safety.fil";
import { pageMeta } from "~/site/meta";

export const meta = () => pageMeta(safetyPage);

export default function Safety() {
  return <SafetyPage page={safetyPage} emergency={safetyEmergency} sections={safetySections} />;
}
