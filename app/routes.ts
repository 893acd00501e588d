import { index, type RouteConfig, route } from '@react-router/dev/routes';

// The one route table, in the order of the specification's screen list.
// Each screen is added here when it is built.
export default [
  index('routes/home/home-one.tsx'),
  route('home-two', 'routes/home/home-two.tsx'),
  route('home-three', 'routes/home/home-three.tsx'),
  route('home-four', 'routes/home/home-four.tsx'),
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
  // Server-only: form answers, the newsletter and the inbox (app/lib/server-paths.ts).
  route('thank-you/:kind', 'routes/thank-you.tsx'),
  route('newsletter', 'routes/newsletter/newsletter.tsx'),
  route('newsletter/unsubscribe/:token', 'routes/newsletter/unsubscribe.tsx'),
  route('api/forms/:kind', 'routes/api/form-submit.ts'),
  route('admin', 'routes/admin/inbox.tsx'),
  route('admin/export.csv', 'routes/admin/export-csv.ts'),
  // Rendered per request: results for ?q=; the index file is pre-rendered (decision 012).
  route('search', 'routes/search.tsx'),
  route('search-index.json', 'routes/search-index.ts'),
  route('404-error', 'routes/not-found.tsx', { id: 'not-found-page' }),
  route('*', 'routes/not-found.tsx', { id: 'not-found-splat' }),
] satisfies RouteConfig;
