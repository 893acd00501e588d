import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../components/button-link';

/** Props of {@link CtaBand}. */
export interface CtaBandProps {
  /** Heading id, unique on the page. */
  id: string;
  eyebrow?: string;
  heading: string;
  text: string;
  buttonLabel: string;
  /** Where the button goes. */
  to: string;
}

/** A bold accent band asking the visitor to take one step. */
export function CtaBand({ id, eyebrow, heading, text, buttonLabel, to }: CtaBandProps) {
  return (
    <section aria-labelledby={id} className="section" data-section="cta">
      <div className="container-site">
        <div className="relative flex flex-col gap-8 overflow-hidden rounded-lg bg-accent px-6 py-12 text-on-accent md:flex-row md:items-center md:justify-between md:px-12 md:py-16">
          <StripePattern />
          <div className="relative flex max-w-2xl flex-col gap-3">
            {eyebrow && <p className="text-sm font-bold uppercase tracking-[0.18em]">{eyebrow}</p>}
            <h2 id={id} className="text-h2">
              {heading}
            </h2>
            <p className="text-lg">{text}</p>
          </div>
          <ButtonLink
            to={to}
            className="relative shrink-0 self-start border-2 border-on-accent !bg-on-accent !text-accent hover:!bg-transparent hover:!text-on-accent md:self-auto"
          >
            {buttonLabel}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

/** Hazard-tape stripes in a corner: decoration only. */
function StripePattern() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="absolute -right-10 -bottom-10 h-56 w-56 text-on-accent opacity-10"
    >
      <defs>
        <pattern
          id="cta-stripes"
          width="24"
          height="24"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="12" height="24" fill="currentColor" />
        </pattern>
      </defs>
      <circle cx="112" cy="112" r="112" fill="url(#cta-stripes)" />
    </svg>
  );
}
