/**
 * The admin kit (issue 31, docs/decisions/050): the parts every admin screen is made of, from
 * the existing tokens. One of each: table, field, filter bar, notice, confirmation, panel,
 * definition list, button and button link, row menu, and a time on the company's clock.
 */
export { ButtonLink, KitButton, kitButtonClass } from './button-link';
export {
  ClockNote,
  CompanyClock,
  CompanyTime,
  useCompanyZone,
  wallClock,
  zoneWords,
} from './clock';
export { ConfirmDialog } from './confirm-dialog';
export { Field } from './field';
export { FilterBar } from './filter-bar';
export { Notice, type NoticeTone } from './notice';
export { DefinitionList, Panel } from './panel';
export { MenuItem, RowMenu } from './row-menu';
export { type Column, DataTable } from './table';
