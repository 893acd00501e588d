/** General site artwork (banners, section pictures, slides) as image objects. */
import aboutSrc from '../art/site/about.svg';
import contactSrc from '../art/site/contact.svg';
import experienceSrc from '../art/site/experience.svg';
import heroSrc from '../art/site/hero.svg';
import industrySrc from '../art/site/industry.svg';
import notFoundSrc from '../art/site/not-found.svg';
import slide1Src from '../art/site/slide-1.svg';
import slide2Src from '../art/site/slide-2.svg';
import slide3Src from '../art/site/slide-3.svg';
import videoPosterSrc from '../art/site/video-poster.svg';
import whyChooseSrc from '../art/site/why-choose.svg';
import { site } from './site';
import type { HeroSlide, Image } from './types';

export const siteArt = {
  hero: {
    src: heroSrc,
    alt: 'Illustration of a tower under construction at sunrise, with tower cranes lifting steel beams over the city skyline',
    width: 1600,
    height: 1000,
  },
  about: {
    src: aboutSrc,
    alt: 'Illustration of workers on the steel frame of a new building while a crane lowers a beam into place',
    width: 900,
    height: 1000,
  },
  videoPoster: {
    src: videoPosterSrc,
    alt: 'Illustration of a construction site at dusk, with cranes and a rising steel frame against a glowing evening sky',
    width: 1600,
    height: 900,
  },
  contact: {
    src: contactSrc,
    alt: `Illustrated street map with a pin marking the ${site.name} head office`,
    width: 1600,
    height: 1000,
  },
  whyChoose: {
    src: whyChooseSrc,
    alt: `Illustration of three ${site.shortName} team members in hard hats and safety vests in front of a building frame`,
    width: 1600,
    height: 1000,
  },
  experience: {
    src: experienceSrc,
    alt: 'Isometric illustration of a city district of completed buildings, with one new tower and a crane',
    width: 1600,
    height: 1000,
  },
  industry: {
    src: industrySrc,
    alt: 'Illustration of a design application showing a wireframe building model with a dimension label',
    width: 1200,
    height: 800,
  },
  notFound: {
    src: notFoundSrc,
    alt: 'Illustration of the number 404 with a crane lifting the missing zero and traffic cones on either side',
    width: 800,
    height: 500,
  },
} as const satisfies Record<string, Image>;

/** Banner slides of the home variant with a slider, in order. */
export const heroSlides = [
  {
    title: 'Delivering Quality Projects',
    text: 'From first sketch to final inspection, we build to a standard we are happy to sign our name to.',
    image: {
      src: slide1Src,
      alt: 'Illustration of completed glass towers and street trees under a clear sky',
      width: 1600,
      height: 1000,
    },
  },
  {
    title: 'Building with Integrity',
    text: 'Transparent pricing, safe sites and schedules we actually keep, on projects of every size.',
    image: {
      src: slide2Src,
      alt: 'Illustration of ironworkers on a steel frame at sunset as a crane lowers a beam',
      width: 1600,
      height: 1000,
    },
  },
  {
    title: 'Shaping Modern Spaces',
    text: 'Light-filled interiors and efficient layouts designed around the way you live and work.',
    image: {
      src: slide3Src,
      alt: 'Illustration of a bright modern interior with a full-height window wall and a floating staircase',
      width: 1600,
      height: 1000,
    },
  },
] as const satisfies readonly HeroSlide[];
