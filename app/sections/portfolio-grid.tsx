import { Plus } from 'lucide-react';
import { Button } from '../components/button';
import { ProjectCard } from '../components/cards/project-card';
import { type HeadingCopy, SectionHeading } from '../components/section-heading';
import type { Project } from '../content/types';
import { hasMoreToShow, initialVisibleCount } from '../lib/load-more';

/** Number of grid columns at the widest breakpoint. */
export type PortfolioColumns = 2 | 3 | 4;

/** Props of {@link PortfolioGrid}. */
export interface PortfolioGridProps {
  projects: readonly Pick<Project, 'slug' | 'title' | 'sector' | 'image'>[];
  columns: PortfolioColumns;
  /** How many projects show before Load More is used. */
  initialCount: number;
  /** How many more each Load More click reveals. */
  step: number;
  /** The eyebrow, title and lead above the grid. */
  intro: HeadingCopy;
}

const layouts: Record<PortfolioColumns, { grid: string; sizes: string }> = {
  2: { grid: 'sm:grid-cols-2', sizes: '(min-width: 40rem) 50vw, 100vw' },
  3: {
    grid: 'sm:grid-cols-2 lg:grid-cols-3',
    sizes: '(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw',
  },
  4: {
    grid: 'sm:grid-cols-2 lg:grid-cols-4',
    sizes: '(min-width: 64rem) 25vw, (min-width: 40rem) 50vw, 100vw',
  },
};

/**
 * The portfolio as a grid with Load More. The cards not shown yet are in an inert
 * `<template>` after the list (their pictures do not load); the portfolio grid island
 * (app/islands/portfolio-grid.ts) reveals `step` more per click, moves focus to the first new
 * one, announces how many are now shown in the status line, and removes the button once every
 * project is visible.
 */
export function PortfolioGrid({
  projects,
  columns,
  initialCount,
  step,
  intro,
}: PortfolioGridProps) {
  const total = projects.length;
  const visible = initialVisibleCount(initialCount, total);
  const layout = layouts[columns];
  const card = (project: (typeof projects)[number], index: number) => (
    <li key={project.slug} data-index={index}>
      <ProjectCard project={project} sizes={layout.sizes} priority={index < columns} />
    </li>
  );
  return (
    <section
      aria-labelledby="portfolio-heading"
      data-island="portfolio-grid"
      data-step={step}
      className="section container-site flex flex-col gap-12"
    >
      <SectionHeading
        id="portfolio-heading"
        eyebrow={intro.eyebrow}
        title={intro.title}
        lead={intro.lead}
        align="center"
      />
      <ul className={`grid gap-6 lg:gap-8 ${layout.grid}`}>
        {projects.slice(0, visible).map(card)}
      </ul>
      {hasMoreToShow(visible, total) && (
        <template data-more="">
          {projects.slice(visible).map((project, index) => card(project, visible + index))}
        </template>
      )}
      <p role="status" aria-live="polite" className="sr-only" />
      {hasMoreToShow(visible, total) && (
        <div className="flex justify-center">
          <Button type="button">
            <Plus aria-hidden="true" className="size-4" />
            Load More
          </Button>
        </div>
      )}
    </section>
  );
}
