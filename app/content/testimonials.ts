/** Client testimonials; every one is shown with five stars. */
import aishaBello from '../art/testimonials/aisha-bello.svg';
import danielOkafor from '../art/testimonials/daniel-okafor.svg';
import margaretEllison from '../art/testimonials/margaret-ellison.svg';
import priyaRaman from '../art/testimonials/priya-raman.svg';
import tomasLindqvist from '../art/testimonials/tomas-lindqvist.svg';
import type { Testimonial } from './types';

const size = { width: 160, height: 160 } as const;

export const testimonials = [
  {
    id: 'margaret-ellison',
    name: 'Margaret Ellison',
    position: 'Homeowner, Lake Oswego',
    text: 'Corbel renovated our 1950s house while we lived in it, and somehow it never felt like chaos. The weekly updates were honest, the crew was tidy, and the final bill matched the quote to the dollar.',
    avatar: { src: margaretEllison, alt: 'Portrait illustration of Margaret Ellison', ...size },
  },
  {
    id: 'daniel-okafor',
    name: 'Daniel Okafor',
    position: 'Facilities Director, Riverside Health',
    text: 'Building a clinic next to a working hospital is a logistics puzzle. Their phasing plan kept every department open, and the handover documentation was the best our maintenance team has ever received.',
    avatar: { src: danielOkafor, alt: 'Portrait illustration of Daniel Okafor', ...size },
  },
  {
    id: 'priya-raman',
    name: 'Priya Raman',
    position: 'Founder, Fieldhouse Coffee Roasters',
    text: 'We needed a roastery, a café and offices in one old warehouse on a small budget. Corbel’s designers found space we did not know we had, and we opened a month earlier than planned.',
    avatar: { src: priyaRaman, alt: 'Portrait illustration of Priya Raman', ...size },
  },
  {
    id: 'tomas-lindqvist',
    name: 'Tomas Lindqvist',
    position: 'Development Manager, Harbourline Hotels',
    text: 'Expanding a resort in peak season could have cost us reviews. Instead, guests barely noticed the build. Quiet hours, screened routes and a site team that respected our business made all the difference.',
    avatar: { src: tomasLindqvist, alt: 'Portrait illustration of Tomas Lindqvist', ...size },
  },
  {
    id: 'aisha-bello',
    name: 'Aisha Bello',
    position: 'Trustee, Eastside Community Trust',
    text: 'From the first community workshop to opening day, Corbel listened. The new centre is warm, bright and already fully booked most evenings. It feels like it has always been part of the neighbourhood.',
    avatar: { src: aishaBello, alt: 'Portrait illustration of Aisha Bello', ...size },
  },
] as const satisfies readonly Testimonial[];
