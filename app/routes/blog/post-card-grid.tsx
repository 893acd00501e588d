import { PostCard, type PostCardProps } from '../../components/cards/post-card';
import { site } from '../../content';

/** The blog's two-column grid of post cards (the blog's pages, a tag's page); the first row eager. */
export function PostCardGrid({ posts }: { posts: readonly PostCardProps['post'][] }) {
  return (
    <ul className="grid gap-8 md:grid-cols-2">
      {posts.map((post, index) => (
        <li key={post.slug}>
          <PostCard
            post={post}
            author={site.postAuthor}
            priority={index < 2}
            sizes="(min-width: 48rem) 50vw, 100vw"
          />
        </li>
      ))}
    </ul>
  );
}
