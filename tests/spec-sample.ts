/**
 * The specification describes one sample company. Its conformance tests
 * (app/content/spec-conformance.test.ts, tests/e2e/spec-conformance.spec.ts) belong to the
 * suite while app/brand.ts names that company; the test configs leave them out for any other
 * company, whose own content the sample's facts would only fail.
 */
import { brand } from '../app/brand.ts';

/** The name of the company the specification's sample content is written for. */
export const SPEC_SAMPLE_NAME: string = 'Corbel Construction';

/** True while app/brand.ts names the spec's sample company. */
export const isSpecSample = brand.name === SPEC_SAMPLE_NAME;

/** The conformance test files, for the test configs to leave out for another company. */
export const SPEC_CONFORMANCE_FILES = [
  '**/spec-conformance.test.ts',
  '**/spec-conformance.spec.ts',
];
