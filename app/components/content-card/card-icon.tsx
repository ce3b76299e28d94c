import {
  Bell,
  Building2,
  Clock,
  FileText,
  Heart,
  Map,
  Megaphone,
  Monitor,
  Printer,
  ShieldCheck,
  Smartphone,
  Sparkles,
  Target,
  TriangleAlert,
  Users,
  Wallet,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "~/content/types";

const icons: Record<IconName, LucideIcon> = {
  alert: TriangleAlert,
  bell: Bell,
  building: Building2,
  clock: Clock,
  desktop: Monitor,
  file: FileText,
  heart: Heart,
  map: Map,
  megaphone: Megaphone,
  phone: Smartphone,
  printer: Printer,
  shield: ShieldCheck,
  sparkles: Sparkles,
  target: Target,
  users: Users,
  wallet: Wallet,
  zap: Zap,
};

/** A card's decorative icon by name. */
export function CardIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" focusable="false" className={className} />;
}
