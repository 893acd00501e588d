import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../../components/button-link';
import { getStartedPath } from '../../content/navigation';

/** The footer's call to action: the visitor's dream project awaits. */
export function FooterCta() {
  return (
    <section aria-labelledby="footer-cta-title" className="border-b border-inverse-surface">
      <div className="container-site flex flex-col gap-8 py-14 md:flex-row md:items-end md:justify-between md:py-20">
        <div className="flex max-w-2xl flex-col gap-4">
          <p className="flex items-center gap-3 text-sm font-semibold tracking-[0.18em] text-inverse-accent uppercase">
            <span aria-hidden="true" className="h-0.5 w-8 bg-inverse-accent" />
            Let's build together
          </p>
          <h2 id="footer-cta-title" className="text-h2 text-inverse-fg">
            Your dream project awaits
          </h2>
          <p className="text-lg text-inverse-muted">
            Tell us what you have in mind and we will come back with a plan, a timeline and a clear
            price.
          </p>
        </div>
        <ButtonLink to={getStartedPath} className="shrink-0 self-start md:self-auto">
          Get Started
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
    </section>
  );
}
