import { SectionHeading } from '../../components/section-heading';
import { countOf } from '../../lib/count-words';

/** One step of the working process. */
export interface ProcessStepItem {
  number: string;
  title: string;
  description: string;
}

/** Props of {@link ProcessSteps}. */
export interface ProcessStepsProps {
  steps: readonly ProcessStepItem[];
  headingId?: string;
}

/** The working process as numbered steps joined by a line. */
export function ProcessSteps({ steps, headingId = 'process-heading' }: ProcessStepsProps) {
  return (
    <section
      aria-labelledby={headingId}
      className="section bg-surface-muted"
      data-section="process"
    >
      <div className="container-site flex flex-col gap-12">
        <SectionHeading
          id={headingId}
          eyebrow="How we work"
          title="A clear process from first visit to handover"
          lead={`${countOf(steps.length, 'step', 'steps', { capital: true })}, each with a written sign-off, so you always know what happens next and what it costs.`}
          align="center"
        />
        {/* The joining line sits beside the list: an <ol> may hold only <li> elements. */}
        <div className="relative">
          <span
            aria-hidden="true"
            className="absolute top-8 right-[12%] left-[12%] hidden h-0.5 bg-border-strong lg:block"
          />
          <ol className="relative grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((step) => (
              <li
                key={step.number}
                className="relative flex flex-col items-start gap-4 lg:items-center lg:text-center"
              >
                <span className="grid size-16 place-items-center rounded-full border-4 border-surface-muted bg-accent text-xl font-bold text-on-accent shadow-card">
                  {step.number}
                </span>
                <h3 className="text-h3 text-fg">{step.title}</h3>
                <p className="text-fg-muted">{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
