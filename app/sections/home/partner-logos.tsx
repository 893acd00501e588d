import { Picture } from '../../components/picture';
import type { Image } from '../../content/types';

/** A partner and its logo. */
export interface PartnerLogo {
  name: string;
  logo: Image;
}

/** Props of {@link PartnerLogos}. */
export interface PartnerLogosProps {
  partners: readonly PartnerLogo[];
  headingId?: string;
}

/** The companies we build with, as a grid of logos named by their alt text. */
export function PartnerLogos({ partners, headingId = 'partners-heading' }: PartnerLogosProps) {
  return (
    <section
      aria-labelledby={headingId}
      className="border-y border-border bg-surface-muted py-12 md:py-16"
      data-section="partners"
    >
      <div className="container-site flex flex-col gap-8">
        <h2
          id={headingId}
          className="text-center text-sm font-semibold uppercase tracking-[0.18em] text-fg-muted"
        >
          Trusted partners on every site
        </h2>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {partners.map((partner) => (
            <li
              key={partner.name}
              className="grid place-items-center rounded-md bg-surface px-4 py-5"
            >
              <Picture image={partner.logo} sizes="160px" className="h-auto w-full max-w-48" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
