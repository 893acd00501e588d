/**
 * Blog posts, newest first. Cards show the day with the fixed month text (`site.postMonth`);
 * `published` is the real date, for `<time>`, structured data, the feed and the sitemap.
 */

import chooseCompany from '../art/posts/how-to-choose-the-perfect-construction-company.svg';
import maximizeSpace from '../art/posts/how-to-maximize-space-in-your-commercial-building.svg';
import weatherImpact from '../art/posts/how-weather-can-impact-a-construction-project.svg';
import keySteps from '../art/posts/key-steps-to-ensure-a-smooth-building-process.svg';
import smartHomes from '../art/posts/the-future-of-smart-homes-in-construction.svg';
import renovationMistakes from '../art/posts/top-mistakes-to-avoid-during-home-renovation.svg';
import * as howToChooseThePerfectConstructionCompanyText from './post-bodies/how-to-choose-the-perfect-construction-company';
import * as howToMaximizeSpaceInYourCommercialBuildingText from './post-bodies/how-to-maximize-space-in-your-commercial-building';
import * as howWeatherCanImpactAConstructionProjectText from './post-bodies/how-weather-can-impact-a-construction-project';
import * as keyStepsToEnsureASmoothBuildingProcessText from './post-bodies/key-steps-to-ensure-a-smooth-building-process';
import * as theFutureOfSmartHomesInConstructionText from './post-bodies/the-future-of-smart-homes-in-construction';
import * as topMistakesToAvoidDuringHomeRenovationText from './post-bodies/top-mistakes-to-avoid-during-home-renovation';
import type { Post } from './types';

const size = { width: 1200, height: 750 } as const;

export const posts = [
  {
    slug: 'key-steps-to-ensure-a-smooth-building-process',
    number: '01',
    day: 24,
    published: '2026-03-24',
    comments: 12,
    title: 'Key Steps to Ensure a Smooth Building Process',
    image: {
      src: keySteps,
      alt: 'Illustration of five numbered steps climbing from a marked plot to a finished house',
      ...size,
    },
    description:
      'A calm build is planned long before the diggers arrive. These five stages keep budgets, schedules and tempers intact.',
    delay: 0.4,
    body: keyStepsToEnsureASmoothBuildingProcessText.body,
  },
  {
    slug: 'how-weather-can-impact-a-construction-project',
    number: '02',
    day: 19,
    published: '2026-03-19',
    comments: 8,
    title: 'How Weather Can Impact a Construction Project',
    image: {
      src: weatherImpact,
      alt: 'Illustration of a building frame with a protective tarp, rain and lightning on one side and sun on the other',
      ...size,
    },
    description:
      'Rain, heat, frost and wind all affect materials and crews differently. Here is how we plan around the forecast instead of fighting it.',
    delay: 0.6,
    body: howWeatherCanImpactAConstructionProjectText.body,
  },
  {
    slug: 'how-to-choose-the-perfect-construction-company',
    number: '03',
    day: 14,
    published: '2026-03-14',
    comments: 15,
    title: 'How to Choose the Perfect Construction Company',
    image: {
      src: chooseCompany,
      alt: 'Illustration of three contractor profile cards with star ratings, one highlighted with a check mark under a magnifying glass',
      ...size,
    },
    description:
      'The lowest price is rarely the cheapest build. Use these questions to compare contractors on what really predicts a good result.',
    delay: 0.8,
    body: howToChooseThePerfectConstructionCompanyText.body,
  },
  {
    slug: 'top-mistakes-to-avoid-during-home-renovation',
    number: '04',
    day: 9,
    published: '2026-03-09',
    comments: 21,
    title: 'Top Mistakes to Avoid During Home Renovation',
    image: {
      src: renovationMistakes,
      alt: 'Illustration of a half-painted room with a warning sign, a crooked shelf, a checklist of crossed-out items and a spilt paint can',
      ...size,
    },
    description:
      'Underestimating the budget, changing your mind mid-build and skipping permits top the list. Here is how homeowners avoid them.',
    delay: 1.2,
    body: topMistakesToAvoidDuringHomeRenovationText.body,
  },
  {
    slug: 'how-to-maximize-space-in-your-commercial-building',
    number: '05',
    day: 5,
    published: '2026-03-05',
    comments: 6,
    title: 'How to Maximize Space in Your Commercial Building',
    image: {
      src: maximizeSpace,
      alt: 'Isometric illustration of an office floor plan with desks, a meeting room and a mezzanine, with arrows pointing outward',
      ...size,
    },
    description:
      'Before you sign a lease on more floor area, look up and look again. Mezzanines, smarter layouts and flexible rooms can unlock a surprising amount of space.',
    delay: 0.4,
    body: howToMaximizeSpaceInYourCommercialBuildingText.body,
  },
  {
    slug: 'the-future-of-smart-homes-in-construction',
    number: '06',
    day: 2,
    published: '2026-03-02',
    comments: 10,
    title: 'The Future of Smart Homes in Construction',
    image: {
      src: smartHomes,
      alt: 'Line illustration of a house with solar panels and connected lighting, heating and lock controls on a phone',
      ...size,
    },
    description:
      'Smart homes are moving from gadgets to infrastructure. Here is what is worth building into a new home or renovation today.',
    delay: 0.6,
    body: theFutureOfSmartHomesInConstructionText.body,
  },
] as const satisfies readonly Post[];
