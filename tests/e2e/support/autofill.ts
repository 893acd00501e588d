import type { Page } from '@playwright/test';

/** One saved address as Chromium's autofill holds it (field type names from Chromium). */
export type AutofillProfile = Record<string, string>;

export const SAVED_ADDRESS: AutofillProfile = {
  NAME_FIRST: 'Jon',
  NAME_LAST: 'Doe',
  EMAIL_ADDRESS: 'jon.doe@example.com',
  PHONE_HOME_WHOLE_NUMBER: '+15555550123',
  COMPANY_NAME: 'Doe Carpentry',
  ADDRESS_HOME_LINE1: '1 Main Street',
  ADDRESS_HOME_CITY: 'Portland',
  ADDRESS_HOME_STATE: 'OR',
  ADDRESS_HOME_ZIP: '97209',
  ADDRESS_HOME_COUNTRY: 'US',
};

/** A field Chromium's autofill filled, as it reports it. */
export interface FilledField {
  name: string;
  value: string;
  autofillType: string;
}

/**
 * Fills a form the way a person choosing a saved address does: Chromium's own autofill, through
 * the DevTools protocol's Autofill domain (`Autofill.trigger` with an address runs the browser's
 * form analysis and filling; the address is not saved). The anchor is the field a person would
 * click. Resolves with the fields autofill filled. Needs the full browser (findChrome): the
 * headless shell has no autofill.
 */
export async function autofill(
  page: Page,
  anchorSelector: string,
  profile: AutofillProfile = SAVED_ADDRESS,
): Promise<FilledField[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Autofill.enable').catch(() => undefined);
    const filled = new Promise<FilledField[]>((resolve) => {
      cdp.on('Autofill.addressFormFilled', (event: { filledFields: FilledField[] }) =>
        resolve(event.filledFields),
      );
    });
    await page.locator(anchorSelector).click();
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: anchorSelector,
    });
    const { node } = await cdp.send('DOM.describeNode', { nodeId });
    const fields = Object.entries(profile).map(([name, value]) => ({ name, value }));
    // The browser learns a form's fields as it sees them: retry until it knows this one.
    for (let attempt = 0; ; attempt++) {
      try {
        await cdp.send('Autofill.trigger', { fieldId: node.backendNodeId, address: { fields } });
        break;
      } catch (error) {
        if (attempt >= 20) throw error;
        await page.waitForTimeout(100);
      }
    }
    const reported = await Promise.race([
      filled,
      page.waitForTimeout(5000).then(() => [] as FilledField[]),
    ]);
    return reported.filter((field) => field.value !== '');
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}
