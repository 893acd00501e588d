import {
  ClipboardList,
  Hammer,
  Layers,
  type LucideIcon,
  Ruler,
  ShieldCheck,
  Sofa,
} from 'lucide-react';
import type { IconName } from '../../content/types';

type ServiceIconName = Extract<
  IconName,
  'layers' | 'ruler' | 'sofa' | 'hammer' | 'shield' | 'clipboard'
>;

const icons: Record<ServiceIconName, LucideIcon> = {
  layers: Layers,
  ruler: Ruler,
  sofa: Sofa,
  hammer: Hammer,
  shield: ShieldCheck,
  clipboard: ClipboardList,
};

/** A service's icon; decorative, the service title names it. */
export function ServiceIcon({
  icon,
  className = 'size-7',
}: {
  icon: IconName;
  className?: string;
}) {
  const Icon = icons[icon as ServiceIconName] ?? Layers;
  return <Icon aria-hidden="true" className={className} strokeWidth={1.6} />;
}
