/** Awards, most recent first; the list's default active item is the second. */
import bestNewContractor from '../art/awards/best-new-contractor.svg';
import civicDesignPrize from '../art/awards/civic-design-prize.svg';
import nationalBuildingExcellence from '../art/awards/national-building-excellence.svg';
import regionalSafetyLeadership from '../art/awards/regional-safety-leadership.svg';
import type { Award } from './types';

const size = { width: 800, height: 600 } as const;

export const awards = [
  {
    title: 'National Building Excellence Award',
    location: 'Chicago, Illinois',
    year: 2017,
    image: {
      src: nationalBuildingExcellence,
      alt: 'Illustration of a gold trophy on a plinth marked 2017',
      ...size,
    },
  },
  {
    title: 'Regional Safety Leadership Medal',
    location: 'Seattle, Washington',
    year: 2005,
    image: {
      src: regionalSafetyLeadership,
      alt: 'Illustration of a star medal on a ribbon marked 2005',
      ...size,
    },
  },
  {
    title: 'Best New Contractor of the Year',
    location: 'Portland, Oregon',
    year: 1990,
    image: {
      src: bestNewContractor,
      alt: 'Illustration of a wooden plaque with a house emblem marked 1990',
      ...size,
    },
  },
  {
    // Won by Whitcombe & Hale, the drafting practice the founder trained at before founding the company.
    title: 'Civic Design Prize, Whitcombe & Hale Drafting',
    location: 'Boston, Massachusetts',
    year: 1968,
    image: {
      src: civicDesignPrize,
      alt: 'Illustration of a laurel wreath around a drafting compass marked 1968',
      ...size,
    },
  },
] as const satisfies readonly Award[];
