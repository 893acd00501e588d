/** Small pieces of page content: statistics, questions, slides. */
import type { Image } from './media';

/** An animated statistic. */
export interface Counter {
  /** Final value. */
  value: number;
  /** Text after the number, e.g. "+" or "k". */
  suffix: string;
  /** What is counted. */
  label: string;
}

/** A figure shown as text beside its label, e.g. "25K+" "Client reviews". */
export interface Badge {
  value: string;
  label: string;
}

/** Years of experience (counted from the founding year): the words under them and promises. */
export interface ExperienceClaim {
  label: string;
  points: readonly string[];
}

/** A skill bar. */
export interface Skill {
  /** Skill name. */
  label: string;
  /** Percentage 0–100. */
  percent: number;
}

/** A question and its answer. */
export interface Faq {
  /** Stable id. */
  id: string;
  /** The question. */
  question: string;
  /** The answer. */
  answer: string;
}

/** A slide of the home banner slider. */
export interface HeroSlide {
  /** Slide heading. */
  title: string;
  /** Supporting sentence. */
  text: string;
  /** Slide artwork. */
  image: Image;
}
