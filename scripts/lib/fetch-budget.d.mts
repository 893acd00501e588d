export const FETCH_FILES_BUDGET: number;
export const FETCH_BYTES_BUDGET: number;
export const VIEWPORTS: { name: string; width: number; height: number }[];
