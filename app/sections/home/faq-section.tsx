import { MessageCircleQuestion } from 'lucide-react';
import { Accordion } from '../../components/accordion';
import { ButtonLink } from '../../components/button-link';
import { SectionHeading } from '../../components/section-heading';

/** A question and its answer. */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/** Props of {@link FaqSection}. */
export interface FaqSectionProps {
  faqs: readonly FaqItem[];
  headingId?: string;
  /** Link to the full FAQ page. */
  moreTo?: string;
}

/** Common questions beside a short invitation to ask more. */
export function FaqSection({ faqs, headingId = 'faq-heading', moreTo = '/faq' }: FaqSectionProps) {
  const items = faqs.map((faq) => ({
    id: faq.id,
    title: faq.question,
    content: <p>{faq.answer}</p>,
  }));
  return (
    <section aria-labelledby={headingId} className="section bg-surface-muted" data-section="faq">
      <div className="container-site grid gap-10 lg:grid-cols-[2fr_3fr] lg:items-start lg:gap-16">
        <div className="flex flex-col items-start gap-6">
          <SectionHeading
            id={headingId}
            eyebrow="FAQ"
            title="Questions clients ask before we start"
            lead="Straight answers about what we do, what it costs to find out and how you are protected."
          />
          <div className="flex items-center gap-4 rounded-lg border border-border bg-surface p-5">
            <MessageCircleQuestion
              aria-hidden="true"
              className="size-10 shrink-0 text-accent-text"
              strokeWidth={1.75}
            />
            <p className="text-fg-muted">
              Something else on your mind? We answer every question within a working day.
            </p>
          </div>
          <ButtonLink to={moreTo} variant="outline">
            More questions
          </ButtonLink>
        </div>
        <Accordion items={items} name={`${headingId}-group`} />
      </div>
    </section>
  );
}
