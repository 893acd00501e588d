import { PostCard, type PostCardProps } from '../../components/cards/post-card';
import { Carousel } from '../../components/carousel/carousel';
import { SectionHeading } from '../../components/section-heading';

/** Props of {@link BlogSlider}. */
export interface BlogSliderProps {
  posts: readonly PostCardProps['post'][];
  author: string;
  headingId?: string;
}

/** Blog posts in a carousel (SPEC 9 "blog slider": 1, 2 or 3 per view). */
export function BlogSlider({ posts, author, headingId = 'blog-slider-heading' }: BlogSliderProps) {
  return (
    <section
      aria-labelledby={headingId}
      className="section container-site flex flex-col gap-12"
      data-section="blog-slider"
    >
      <SectionHeading
        id={headingId}
        eyebrow="From the blog"
        title="Ideas and advice for your next build"
      />
      <Carousel
        label="Blog posts"
        items={posts}
        getKey={(post) => post.slug}
        layout="posts"
        renderSlide={(post) => (
          <PostCard
            post={post}
            author={author}
            sizes="(min-width: 75rem) 33vw, (min-width: 48rem) 50vw, 100vw"
          />
        )}
      />
    </section>
  );
}
