/** The render-cache tag of pages that show an office setting (the quote form). */
export const OFFICE_SETTINGS_TAG = 'office-settings';
