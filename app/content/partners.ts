/** Partner companies shown as a logo strip. */
import atlasTimber from '../art/partners/atlas-timber.svg';
import brightlineElectric from '../art/partners/brightline-electric.svg';
import haldenEngineering from '../art/partners/halden-engineering.svg';
import keystoneSteel from '../art/partners/keystone-steel.svg';
import meridianConcrete from '../art/partners/meridian-concrete.svg';
import northgateGlass from '../art/partners/northgate-glass.svg';
import type { Partner } from './types';

const size = { width: 240, height: 96 } as const;

export const partners = [
  {
    name: 'Keystone Steel Works',
    logo: { src: keystoneSteel, alt: 'Keystone Steel Works', ...size },
  },
  {
    name: 'Northgate Glass & Facades',
    logo: { src: northgateGlass, alt: 'Northgate Glass & Facades', ...size },
  },
  { name: 'Atlas Timber Supply', logo: { src: atlasTimber, alt: 'Atlas Timber Supply', ...size } },
  {
    name: 'Meridian Concrete',
    logo: { src: meridianConcrete, alt: 'Meridian Concrete', ...size },
  },
  {
    name: 'Halden Engineering',
    logo: { src: haldenEngineering, alt: 'Halden Engineering', ...size },
  },
  {
    name: 'Brightline Electrical',
    logo: { src: brightlineElectric, alt: 'Brightline Electrical', ...size },
  },
] as const satisfies readonly Partner[];
