/**
 * The largest id a row can have: PostgreSQL's `integer` (our ids' type there) stops at
 * 2³¹ − 1, and a larger number in a query is an error from the database, not "no such row".
 */
export const MAX_ROW_ID = 2_147_483_647;

/** Whether `value` can be a row's id: a whole number from 1 to {@link MAX_ROW_ID}. */
export const isRowId = (value: number): boolean =>
  Number.isInteger(value) && value >= 1 && value <= MAX_ROW_ID;
