/** The team, in display order (pages show the first 4 or 6). */
import elenaMarchetti from '../art/team/elena-marchetti.svg';
import haroldWhitcombe from '../art/team/harold-whitcombe.svg';
import kwameMensah from '../art/team/kwame-mensah.svg';
import luciaTan from '../art/team/lucia-tan.svg';
import marcusAdeyemi from '../art/team/marcus-adeyemi.svg';
import naomiFischer from '../art/team/naomi-fischer.svg';
import owenGallagher from '../art/team/owen-gallagher.svg';
import sofiaNavarro from '../art/team/sofia-navarro.svg';
import type { TeamMember } from './types';

const size = { width: 600, height: 700 } as const;

const linkedin = (handle: string) =>
  ({ label: 'LinkedIn', href: `https://www.linkedin.com/in/${handle}`, icon: 'linkedin' }) as const;
const x = (handle: string) => ({ label: 'X', href: `https://x.com/${handle}`, icon: 'x' }) as const;
const instagram = (handle: string) =>
  ({ label: 'Instagram', href: `https://www.instagram.com/${handle}`, icon: 'instagram' }) as const;
const facebook = (handle: string) =>
  ({ label: 'Facebook', href: `https://www.facebook.com/${handle}`, icon: 'facebook' }) as const;

export const team = [
  {
    slug: 'harold-whitcombe',
    name: 'Harold Whitcombe',
    position: 'Founder & Chairman',
    category: 'founder',
    image: { src: haroldWhitcombe, alt: 'Portrait illustration of Harold Whitcombe', ...size },
    socials: [linkedin('harold-whitcombe-corbel'), x('hwhitcombe'), facebook('harold.whitcombe')],
  },
  {
    slug: 'elena-marchetti',
    name: 'Elena Marchetti',
    position: 'Senior Project Manager',
    category: 'manager',
    image: { src: elenaMarchetti, alt: 'Portrait illustration of Elena Marchetti', ...size },
    socials: [linkedin('elena-marchetti-pm'), x('elenabuilds')],
  },
  {
    slug: 'marcus-adeyemi',
    name: 'Marcus Adeyemi',
    position: 'Structural Engineer',
    category: 'engineer',
    image: { src: marcusAdeyemi, alt: 'Portrait illustration of Marcus Adeyemi', ...size },
    socials: [linkedin('marcus-adeyemi-pe'), x('marcus_structures'), instagram('marcus.on.site')],
  },
  {
    slug: 'sofia-navarro',
    name: 'Sofia Navarro',
    position: 'Lead Architect',
    category: 'designer',
    image: { src: sofiaNavarro, alt: 'Portrait illustration of Sofia Navarro', ...size },
    socials: [
      linkedin('sofia-navarro-architect'),
      instagram('sofianavarro.studio'),
      x('sofia_draws'),
      facebook('sofia.navarro.architect'),
    ],
  },
  {
    slug: 'owen-gallagher',
    name: 'Owen Gallagher',
    position: 'Site Safety Inspector',
    category: 'inspector',
    image: { src: owenGallagher, alt: 'Portrait illustration of Owen Gallagher', ...size },
    socials: [linkedin('owen-gallagher-safety'), facebook('owen.gallagher.safety')],
  },
  {
    slug: 'naomi-fischer',
    name: 'Naomi Fischer',
    position: 'Technical Writer',
    category: 'writer',
    image: { src: naomiFischer, alt: 'Portrait illustration of Naomi Fischer', ...size },
    socials: [linkedin('naomi-fischer-writes'), x('naomiwrites'), instagram('naomi.fischer')],
  },
  {
    slug: 'kwame-mensah',
    name: 'Kwame Mensah',
    position: 'Operations Manager',
    category: 'manager',
    image: { src: kwameMensah, alt: 'Portrait illustration of Kwame Mensah', ...size },
    socials: [linkedin('kwame-mensah-ops'), facebook('kwame.mensah.ops')],
  },
  {
    slug: 'lucia-tan',
    name: 'Lucia Tan',
    position: 'Building Services Engineer',
    category: 'engineer',
    image: { src: luciaTan, alt: 'Portrait illustration of Lucia Tan', ...size },
    socials: [linkedin('lucia-tan-mep'), x('luciatan_eng'), instagram('lucia.builds.smart')],
  },
] as const satisfies readonly TeamMember[];
