import { Picture } from '../../components/picture';
import type { Image } from '../../content/types';

/** More photos of the work, in the order the office put them (none: nothing is shown). */
export function ProjectGallery({ photos }: { photos: readonly Image[] }) {
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="project-gallery" className="flex flex-col gap-6">
      <h3 id="project-gallery" className="text-h3 text-fg">
        Photos from the job
      </h3>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {photos.map((photo) => (
          <li key={photo.src}>
            <Picture
              image={photo}
              sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw"
              className="aspect-[4/3] h-auto w-full rounded-lg border border-border bg-surface-muted object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
