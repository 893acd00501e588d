import { Form } from 'react-router';
import type { BookableLead } from '../../../../server/visits/office-leads';
import type { SlotDay } from '../../../../server/visits/slots';
import { fieldControlClass } from '../../../components/form/form-field';
import { Field, KitButton, Panel } from '../kit';
import { SlotSelect } from './slot-select';

/** Book a visit for a caller on the phone: one of the open leads, or a new one from their details. */
export function BookForm({
  leads,
  chosenLead,
  slots,
  timeZone,
  error,
}: {
  leads: readonly BookableLead[];
  chosenLead?: number;
  slots: readonly SlotDay[];
  timeZone: string;
  error?: { message: string; field?: string };
}) {
  return (
    <Panel
      id="book-visit"
      title="Book a visit for a caller"
      intro="Choose their lead, or leave it on “A new caller” and type their details: a lead is made for them. They get the invitation by mail."
      wide={false}
    >
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="book" />
        <Field label="Lead" name="lead" required={false}>
          {(props) => (
            <select {...props} defaultValue={chosenLead ?? ''} className={fieldControlClass}>
              <option value="">A new caller</option>
              {leads.map((lead) => (
                <option key={lead.id} value={lead.id}>
                  {lead.name} (#{lead.id})
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset className="flex flex-col gap-3 rounded-md border border-border p-3">
          <legend className="px-1 text-sm font-semibold text-fg">A new caller’s details</legend>
          <Field
            label="Name"
            name="name"
            required={false}
            error={error?.field === 'name' ? error.message : undefined}
            input={{ autoComplete: 'off' }}
          />
          <Field
            label="Email"
            name="email"
            required={false}
            error={error?.field === 'email' ? error.message : undefined}
            input={{ type: 'email', autoComplete: 'off' }}
          />
          <Field
            label="Phone"
            name="phone"
            required={false}
            input={{ type: 'tel', autoComplete: 'off' }}
          />
        </fieldset>
        <SlotSelect id="book-start" days={slots} timeZone={timeZone} label="When" />
        <KitButton type="submit" tone="primary" className="self-start">
          Book the visit
        </KitButton>
      </Form>
    </Panel>
  );
}
