import { logoMarkSvg } from "~/site/logo-mark";

// The favicon: the logo mark from site/logo-mark.ts, which the share image and the poster's PDF draw too.
export const GET = () => new Response(logoMarkSvg(), { headers: { "Content-Type": "image/svg+xml" } });
