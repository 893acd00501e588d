/**
 * Set on <html> once the React app (the admin, an error screen) has hydrated and handles events:
 * tests and tools wait for it. A page with islands sets `data-islands-ready` instead (decision 047).
 */
export const HYDRATED_ATTR = 'data-hydrated';
