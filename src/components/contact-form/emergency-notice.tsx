import { Phone } from "lucide";
import { HotlineCall } from "~/components/safety/hotline-call";
import { Icon } from "~/components/ui/icon";
import type { EmergencyText } from "./contact-text";

/** Tells visitors plainly that the form is not the way to get urgent help, and how to get it. */
export function EmergencyNotice({ title, text, hotline }: EmergencyText & { hotline: string }) {
  return (
    <div
      role="note"
      aria-labelledby="emergency-title"
      className="rounded-xl border-2 border-alert-600 bg-red-50 p-5"
    >
      <h2 id="emergency-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Icon icon={Phone} className="size-5 text-alert-600" />
        {title}
      </h2>
      <p className="mt-2 text-slate-800">
        <HotlineCall
          lead={text}
          hotline={hotline}
          linkClassName="font-bold whitespace-nowrap text-alert-600 underline underline-offset-2"
        />
      </p>
    </div>
  );
}
