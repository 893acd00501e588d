import { CalendarDays, MessageSquare, UserRound } from 'lucide-react';
import { BlockContent } from '../../components/block-content';
import { Picture } from '../../components/picture';
import { site } from '../../content';
import { pageFormAction } from '../../forms/handle-submission.server';
import type { IslandsHandle } from '../../islands/islands-page';
import { PageBanner } from '../../layout/page-banner';
import { useContact } from '../../layout/use-contact';
import { companyDay } from '../../lib/company-day';
import { buildMeta } from '../../lib/meta';
import { postPath } from '../../lib/paths';
import { blogPostingLd } from '../../lib/structured-data/blog-posting';
import { authorOf, popularTags, relatedTagsOf } from '../../lib/taxonomy-view';
import { truncateWords } from '../../lib/truncate-words';
import { BlogSidebar } from '../../sections/blog-sidebar';
import { contentOf } from '../../server/content.server';
import { detailOrRedirect } from '../../server/detail.server';
import { shownComments } from '../../server/post-comments.server';
import { companyZone } from '../../server/site-pages.server';
import { listsOf } from '../../server/taxonomy.server';
import type { Route } from './+types/post-detail';
import { AuthorBox } from './author-box';
import { PostComments } from './post-comments';
import { RelatedTags } from './related-tags';

// The comment form is the site-form island; the author box, sidebar and comments are static:
// served with islands, no React in the browser (decision 047).
export const handle: IslandsHandle = { islands: true };

const RELATED_COUNT = 3;
const RECENT_COUNT = 3;

export async function loader({ params, context }: Route.LoaderArgs) {
  const content = contentOf(context);
  const post = await detailOrRedirect(content, 'posts', params.id, content.post, postPath);
  const [posts, recent, lists] = await Promise.all([
    content.posts(),
    content.recentPosts(RECENT_COUNT),
    listsOf(context),
  ]);
  // Approved comments and the office's replies (decision 054); the page is tagged `comments`.
  const [shown, zone] = await Promise.all([
    shownComments(context, post.slug),
    companyZone(context),
  ]);
  return {
    post,
    // The person the post names, else the spec's "Admin" (app/lib/taxonomy-view.ts).
    author: authorOf(post, lists),
    tags: popularTags(lists),
    comments: shown.map((comment) => ({
      id: `comment-${comment.id}`,
      name: comment.name,
      // The day on the company's calendar (office settings' zone), as the admin reads it.
      date: companyDay(comment.createdAt, zone),
      text: comment.text,
      ...(comment.reply ? { reply: comment.reply } : {}),
    })),
    // Its chosen tags; none: the three posts after this one, each by its title's first word.
    related: relatedTagsOf(post, posts, lists, RELATED_COUNT),
    recent: recent.map(({ slug, title, day, month, published, image }) => ({
      slug,
      title,
      day,
      month,
      published,
      image,
    })),
  };
}

/** A comment posted without script: a 303 to the thank-you page, or this page with messages. */
export function action({ request, context, params }: Route.ActionArgs) {
  return pageFormAction({ request, context, kind: 'comment', postSlug: params.id });
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  buildMeta({
    name: loaderData?.post.title ?? 'Blog',
    description: loaderData?.post.description,
    path: postPath(loaderData?.post.slug ?? ''),
    published: loaderData?.post.published,
    structuredData:
      import.meta.env.SSR && loaderData
        ? [blogPostingLd(site, loaderData.post, loaderData.author.name)]
        : [],
  });

export default function PostDetail({ loaderData, actionData }: Route.ComponentProps) {
  const contact = useContact();
  const { post, author, tags, related, recent, comments } = loaderData;
  return (
    <>
      {/* The banner shows the spec's three-word title; the article's full title is the h1. */}
      <PageBanner title={truncateWords(post.title)} crumb={post.title} isHeading={false} />
      <div className="section container-site grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
        <div className="flex min-w-0 flex-col gap-16">
          <article aria-labelledby="post-title" className="flex flex-col gap-6">
            <Picture
              image={post.image}
              priority
              sizes="(min-width: 80rem) 50rem, (min-width: 64rem) 60vw, 100vw"
              className="aspect-[16/9] w-full rounded-lg object-cover shadow-card"
            />
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-fg-muted">
              <li className="flex items-center gap-2">
                <UserRound aria-hidden="true" className="size-4 text-accent-text" />
                <span className="sr-only">Author: </span>
                {author.name}
              </li>
              <li className="flex items-center gap-2">
                <CalendarDays aria-hidden="true" className="size-4 text-accent-text" />
                <time dateTime={post.published}>
                  {post.day} {post.month}
                </time>
              </li>
              <li className="flex items-center gap-2">
                <MessageSquare aria-hidden="true" className="size-4 text-accent-text" />
                {post.comments} Comments
              </li>
            </ul>
            <h1 id="post-title" className="text-h2 text-fg">
              {post.title}
            </h1>
            <p className="text-xl leading-relaxed text-fg">{post.description}</p>
            <BlockContent blocks={post.body} headingLevel="h2" />
            {post.quote && <BlockContent blocks={[{ type: 'quote', ...post.quote }]} />}
            <RelatedTags tags={related} />
            <AuthorBox name={author.name} bio={author.about} photo={author.photo} />
          </article>
          <PostComments
            comments={comments}
            postSlug={post.slug}
            contact={contact}
            initial={actionData}
            siteName={site.name}
          />
        </div>
        <BlogSidebar recent={recent} tags={tags} />
      </div>
    </>
  );
}
