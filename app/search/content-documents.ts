/** Search documents derived from the content collections: one per item, none listed by hand. */
import type { Faq, Plan, Post, Project, Service, TeamMember } from '../content/types';
import { postPath, projectPath, servicePath } from '../lib/paths';
import { blockText } from './block-text';
import type { SearchDocument } from './search-document';

/** A service: its title, summary, detail text and checklist. */
export function serviceDocument(service: Service): SearchDocument {
  return {
    id: `services:${service.slug}`,
    kind: 'services',
    title: service.title,
    url: servicePath(service.slug),
    keywords: '',
    text: [service.description, blockText(service.body), service.checklist.join('. ')].join(' '),
  };
}

/** A project: its title, sector and category, and its own write-up. */
export function projectDocument(project: Project): SearchDocument {
  return {
    id: `projects:${project.slug}`,
    kind: 'projects',
    title: project.title,
    url: projectPath(project.slug),
    keywords: `${project.sector} ${project.category}`,
    text: project.summary,
  };
}

/** A blog post: its title, summary and body. */
export function postDocument(post: Post): SearchDocument {
  return {
    id: `posts:${post.slug}`,
    kind: 'posts',
    title: post.title,
    url: postPath(post.slug),
    keywords: '',
    text: `${post.description} ${blockText(post.body)}`,
  };
}

/** A team member, found by name and role; leads to the page that lists the whole team. */
export function personDocument(member: TeamMember, teamPath: string): SearchDocument {
  return {
    id: `people:${member.slug}`,
    kind: 'people',
    title: member.name,
    url: teamPath,
    keywords: `${member.position} ${member.category}`,
    text: `${member.name}, ${member.position}.`,
  };
}

/** A question and its answer, on the page that shows it. */
export function faqDocument(faq: Faq, path: string): SearchDocument {
  return {
    id: `answers:${faq.id}`,
    kind: 'answers',
    title: faq.question,
    url: path,
    keywords: '',
    text: faq.answer,
  };
}

/** A pricing plan: what it costs and includes. */
export function planDocument(plan: Plan, path: string): SearchDocument {
  return {
    id: `answers:plan-${plan.name.toLowerCase()}`,
    kind: 'answers',
    title: `${plan.name} plan: $${plan.monthlyPrice} a month`,
    url: path,
    keywords: 'pricing price cost plan',
    text: `${plan.tagline}. ${plan.features.join('. ')}.`,
  };
}
