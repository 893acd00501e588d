/** Company history, oldest first. */
import openResearchTeam from '../art/history/open-research-team.svg';
import openingOffice from '../art/history/opening-office.svg';
import projectManagement from '../art/history/project-management.svg';
import startCompany from '../art/history/start-company.svg';
import winningAward from '../art/history/winning-award.svg';
import { site } from './site';
import type { TimelineEntry } from './types';

const size = { width: 800, height: 560 } as const;

export const timeline = [
  {
    year: 2010,
    title: 'Start Company',
    description: `After two decades as a family renovation business, ${site.shortName} incorporated as ${site.name}, hired its first site managers and took on its first full new-build contracts.`,
    image: {
      src: startCompany,
      alt: `Illustration of a small workshop with a ${site.shortName} sign, a work van and a worker at sunrise`,
      ...size,
    },
  },
  {
    year: 2014,
    title: 'Opening Office',
    description: `We moved into our ${site.headOfficeStreet} head office, bringing architects, estimators and project managers under one roof for the first time.`,
    image: {
      src: openingOffice,
      alt: 'Illustration of a ribbon being cut at the entrance of a new office building',
      ...size,
    },
  },
  {
    year: 2018,
    title: 'Project Management',
    description:
      'A dedicated project management division launched, with shared digital schedules and weekly client reports that are now standard on every job.',
    image: {
      src: projectManagement,
      alt: 'Illustration of a task board with three columns of cards on a large screen',
      ...size,
    },
  },
  {
    year: 2021,
    title: 'Open Research Team',
    description:
      'Our research team began testing low-carbon concrete mixes, timber systems and site sensors, partnering with two regional universities.',
    image: {
      src: openResearchTeam,
      alt: 'Illustration of a materials lab with concrete test cylinders, a results chart and a microscope',
      ...size,
    },
  },
  {
    year: 2024,
    title: 'Winning Award',
    description:
      'The Eastside Community Center earned a national award for sustainable public architecture, recognising the whole team behind it.',
    image: {
      src: winningAward,
      alt: 'Illustration of a trophy on a winners’ podium surrounded by confetti',
      ...size,
    },
  },
] as const satisfies readonly TimelineEntry[];
