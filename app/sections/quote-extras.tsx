import { FormField } from '../components/form/form-field';
import { SelectField } from '../components/form/select-field';
import { BUDGET_OPTIONS, START_OPTIONS } from '../forms/quote-extras';
import { QUOTE_FILES_FIELD } from '../forms/quote-files';
import { FilePicker } from './file-picker';

/**
 * The quote form's optional extras, after the spec's fields (decision 032): where the job is, a
 * budget, when to start, when a site visit suits, and photos or plans. None is required.
 */
export function QuoteExtras({
  filesComeBack,
  islands,
}: {
  filesComeBack: boolean;
  /** On a page served with islands: the file picker's markup for its island. */
  islands?: boolean;
}) {
  return (
    <fieldset className="mt-8 grid gap-5 border-t border-border pt-6 md:grid-cols-2">
      <legend className="float-left mb-1 w-full text-lg font-bold text-fg md:col-span-2">
        About the job <span className="font-normal text-fg-muted">(optional)</span>
      </legend>
      <FormField
        label="Site address or postcode"
        name="siteAddress"
        messageLabel="the site address"
        autoComplete="address-line1"
        className="md:col-span-2"
      />
      <SelectField
        label="Budget"
        name="budget"
        messageLabel="a budget"
        placeholder="Not sure yet"
        options={BUDGET_OPTIONS}
      />
      <SelectField
        label="When would you like to start?"
        name="start"
        messageLabel="when to start"
        placeholder="Not sure yet"
        options={START_OPTIONS}
      />
      <FormField
        label="Good times for a site visit"
        name="visitTimes"
        messageLabel="the times that suit you"
        placeholder="e.g. weekday mornings, Saturdays"
        className="md:col-span-2"
      />
      <FilePicker
        islands={islands}
        name={QUOTE_FILES_FIELD}
        label="Photos or plans"
        hint={`Up to 10 files, 50 MB together: photos (iPhone HEIC too) or PDF plans.${
          filesComeBack
            ? ' Files are not kept when the form comes back: please choose them again.'
            : ''
        }`}
      />
    </fieldset>
  );
}
