import { index, type RouteConfigEntry, route } from '@react-router/dev/routes';
import { HOME_LAYOUTS, homeLayoutPath, isPageShown, type SiteOptions } from './site-options';

/** The home layouts' routes: the chosen one is the index route, the others keep their path. */
function homeRoutes(options: SiteOptions): RouteConfigEntry[] {
  const chosen = `routes/home/${options.home}.tsx`;
  return [
    index(chosen),
    ...HOME_LAYOUTS.flatMap((layout) => {
      const path = homeLayoutPath(layout, options);
      return path && path !== '/' ? [route(path.slice(1), `routes/home/${layout}.tsx`)] : [];
    }),
  ];
}

/**
 * The one route table, in the order of the specification's screen list, for the given site
 * options: the home layouts where homeLayoutPath puts them, and no route for a page the options
 * hide, so it is neither pre-rendered nor served (it is a Not Found page like any unknown URL).
 */
export function routeTable(options: SiteOptions): RouteConfigEntry[] {
  const pages = [
    route('contact-us', 'routes/contact-us.tsx'),
    route('about-us', 'routes/about-us.tsx'),
    route('history', 'routes/history.tsx'),
    route('services', 'routes/services/services.tsx'),
    route('services/:id', 'routes/services/service-detail.tsx'),
    route('testimonial', 'routes/testimonial.tsx'),
    route('pricing-plans', 'routes/pricing-plans.tsx'),
    route('faq', 'routes/faq.tsx'),
    route('team', 'routes/team/team.tsx'),
    route('team-two', 'routes/team/team-two.tsx'),
    route('team-three', 'routes/team/team-three.tsx'),
    route('request-quote', 'routes/request-quote.tsx'),
    route('gallery', 'routes/gallery.tsx'),
    // The portfolio in the columns the office picks (decision 056).
    route('portfolio', 'routes/portfolio/portfolio-columns.tsx', { id: 'portfolio' }),
    route('portfolio/2-columns', 'routes/portfolio/portfolio-columns.tsx', {
      id: 'portfolio-2-columns',
    }),
    route('portfolio/3-columns', 'routes/portfolio/portfolio-columns.tsx', {
      id: 'portfolio-3-columns',
    }),
    route('portfolio/4-columns', 'routes/portfolio/portfolio-columns.tsx', {
      id: 'portfolio-4-columns',
    }),
    route('portfolio/:id', 'routes/portfolio/project-detail.tsx'),
    // A paged list's first page is its own path; later pages live under it (/blog/page/2).
    route('blog', 'routes/blog/blog-grid.tsx'),
    route('blog/page/:page', 'routes/blog/blog-grid.tsx', { id: 'blog-grid-page' }),
    route('blog-standard', 'routes/blog/blog-standard.tsx'),
    route('blog-standard/page/:page', 'routes/blog/blog-standard.tsx', {
      id: 'blog-standard-page',
    }),
    route('blog/:id', 'routes/blog/post-detail.tsx'),
    // A tag of the office's list and its posts (rendered by the server; decision 055).
    route('blog/tag/:tag', 'routes/blog/tag-posts.tsx'),
    // Server-only: form answers, the newsletter and the inbox (app/lib/server-paths.ts).
    route('thank-you/:kind', 'routes/thank-you.tsx'),
    route('newsletter', 'routes/newsletter/newsletter.tsx'),
    route('newsletter/unsubscribe/:token', 'routes/newsletter/unsubscribe.tsx'),
    route('newsletter/confirm/:token', 'routes/newsletter/confirm.tsx'),
    // A review request's tracked link and its "no more" page (decision 061).
    route('review/:token', 'routes/reviews/review-link.tsx'),
    route('review/:token/stop', 'routes/reviews/review-stop.tsx'),
    // A lead's private booking page: book, move or cancel a site visit (issue 33).
    route('visit/:token', 'routes/visit/visit.tsx'),
    // A customer's quote by its private link: read, accept or decline (decision 059).
    route('quote/:token', 'routes/quote/quote.tsx'),
    route('api/forms/:kind', 'routes/api/form-submit.ts'),
    route('api/form-token', 'routes/api/form-token.ts'),
    // The admin: its own layout (a work tool's), one route module per screen (decision 022).
    route('admin', 'routes/admin/layout.tsx', [
      index('routes/admin/inbox.tsx'),
      route('spam', 'routes/admin/spam/spam.tsx'),
      route('comments', 'routes/admin/comments/comments.tsx'),
      route('sign-in', 'routes/admin/sign-in.tsx'),
      route('reset/:token?', 'routes/admin/reset.tsx'),
      route('invite/:token', 'routes/admin/accept-invite.tsx'),
      // The content editor, one route for all its screens (its module says why).
      route('content/:collection?/:item?', 'routes/admin/content/content.tsx'),
      // The lead pipeline's list, board and lead pages: one route (its module says why).
      route('leads/:view?', 'routes/admin/leads/leads.tsx'),
      route('reply-templates', 'routes/admin/replies/reply-templates.tsx'),
      route('people', 'routes/admin/people.tsx'),
      route('taxonomy', 'routes/admin/taxonomy/taxonomy.tsx'),
      route('office', 'routes/admin/office/office.tsx'),
      route('office/mail', 'routes/admin/office/mail.tsx'),
      route('office/menus', 'routes/admin/office/menus.tsx'),
      route('office/jobs', 'routes/admin/office/failed-jobs.tsx'),
      route('office/reviews', 'routes/admin/office/reviews.tsx'),
      route('account', 'routes/admin/account.tsx'),
      route('audit', 'routes/admin/audit.tsx'),
      route('alerts', 'routes/admin/alerts/alerts.tsx'),
      route('privacy', 'routes/admin/privacy/privacy.tsx'),
      route('stats', 'routes/admin/stats/stats.tsx'),
      // Site visits: the week, and when the office visits (issue 33).
      route('visits', 'routes/admin/visits/visits.tsx'),
      route('visits/hours', 'routes/admin/visits/visit-hours.tsx'),
    ]),
    // Webhook, push and digest (decision 034): the push toggle's endpoint (the admin-only worker
    // is the server's own, server/http/push-worker.ts, out of the route manifest).
    route('admin/alerts/push', 'routes/admin/alerts/push-api.ts'),
    route('admin/export.csv', 'routes/admin/export-csv.ts'),
    // One person's data as a download; the address comes in the POST body (decision 035).
    route('admin/privacy/export', 'routes/admin/privacy/privacy-export.ts'),
    // The content editor's questions as you type, answered as JSON (its module says why).
    route('admin/content-api', 'routes/admin/content/content-api.ts'),
    // What the editor and a lead's reply autosave as you type, answered as JSON (decision 048).
    route('admin/drafts-api', 'routes/admin/drafts/drafts-api.ts'),
    // Rendered per request: results for ?q=; the index file is pre-rendered (decision 012).
    route('search', 'routes/search.tsx'),
    route('search-index.json', 'routes/search-index.ts'),
    // The office's privacy notice (a settings document; 404 until it is published).
    route('privacy', 'routes/privacy.tsx'),
    route('404-error', 'routes/not-found.tsx', { id: 'not-found-page' }),
    route('*', 'routes/not-found.tsx', { id: 'not-found-splat' }),
  ];
  return [
    ...homeRoutes(options),
    ...pages.filter((entry) => entry.path === undefined || isPageShown(entry.path, options)),
  ];
}
