/** What each breakdown table of /admin/stats is called, which columns it shows, and its empty state. */
import type { ColumnKey, TableKey } from './stats-sort';

export interface TableSpec {
  title: string;
  /** The first column's heading. */
  name: string;
  /** The number columns, in order (each sortable). */
  columns: Exclude<ColumnKey, 'value'>[];
  /** A line under the title saying what the numbers mean. */
  hint: string;
  /** "pages", for "Show all 34 pages". */
  plural: string;
  empty: string;
}

export const COLUMN_LABELS: Record<ColumnKey, string> = {
  value: 'Name',
  views: 'Views',
  visitors: 'Visitors',
  visits: 'Visits',
  enquiries: 'Enquiries',
  rate: 'Rate',
};

export const TABLE_SPECS: Record<TableKey, TableSpec> = {
  pages: {
    title: 'Pages',
    name: 'Page',
    columns: ['views', 'visitors', 'visits', 'enquiries', 'rate'],
    hint: 'Visits: the visitors who saw the page, plus its views from browsers not tracked. Enquiries: sent from the page. Rate: enquiries per visit.',
    plural: 'pages',
    empty: 'No page views in this period yet.',
  },
  entries: {
    title: 'Entry pages',
    name: 'Entry page',
    columns: ['visits', 'enquiries', 'rate'],
    hint: 'The page a visit began on. Enquiries: sent during visits that began there.',
    plural: 'entry pages',
    empty: 'No visits in this period yet.',
  },
  referrers: {
    title: 'Referring sites',
    name: 'Site',
    columns: ['visits', 'enquiries', 'rate'],
    hint: 'Visits that came from a link on another site (search engines included).',
    plural: 'sites',
    empty: 'No visits came from another site in this period.',
  },
  campaigns: {
    title: 'Campaigns',
    name: 'Source / medium / campaign',
    columns: ['visits', 'enquiries', 'rate'],
    hint: 'Visits whose first page address carried utm_source, utm_medium or utm_campaign.',
    plural: 'campaigns',
    empty: 'No visits came from a campaign link in this period.',
  },
  devices: {
    title: 'Devices',
    name: 'Device',
    columns: ['views', 'visits', 'enquiries', 'rate'],
    hint: 'Phone, tablet or desktop, told from the browser’s own description.',
    plural: 'devices',
    empty: 'No visits in this period yet.',
  },
};
