import { Check } from 'lucide-react';
import type { Plan } from '../../content/types';
import { ButtonLink } from '../button-link';

/** A pricing plan with its monthly price, features and a way to ask for it. */
export function PlanCard({ plan }: { plan: Plan }) {
  const headingId = `plan-${plan.name.toLowerCase()}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex flex-col gap-6 rounded-lg border p-8 shadow-card ${
        plan.isFeatured
          ? 'border-accent bg-inverse-bg text-inverse-fg'
          : 'border-border bg-surface text-fg'
      }`}
    >
      {plan.isFeatured && (
        <p className="absolute -top-3 left-8 rounded-sm bg-accent px-3 py-1 text-xs font-bold uppercase tracking-wider text-on-accent">
          Most chosen
        </p>
      )}
      <header className="flex flex-col gap-2">
        <h3 id={headingId} className="text-h3">
          {plan.name}
        </h3>
        <p className={plan.isFeatured ? 'text-inverse-muted' : 'text-fg-muted'}>{plan.tagline}</p>
      </header>
      <p className="flex items-baseline gap-1">
        <span className="text-5xl font-bold tracking-tight">${plan.monthlyPrice}</span>
        <span className={plan.isFeatured ? 'text-inverse-muted' : 'text-fg-muted'}>/ month</span>
      </p>
      <ul className="flex flex-col gap-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-3">
            <Check
              aria-hidden="true"
              className={`mt-1 size-4 shrink-0 ${plan.isFeatured ? 'text-inverse-accent' : 'text-accent-text'}`}
            />
            {feature}
          </li>
        ))}
      </ul>
      <ButtonLink
        to="/contact-us"
        variant={plan.isFeatured ? 'primary' : 'outline'}
        className="mt-auto"
      >
        Choose {plan.name}
      </ButtonLink>
    </article>
  );
}
