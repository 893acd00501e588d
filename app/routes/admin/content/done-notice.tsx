import { useSearchParams } from 'react-router';
import { Notice } from '../kit';

/** What `?done=` says happened, after a form was answered with a redirect. */
const DONE: Record<string, string> = {
  created: 'Created as a draft. The site shows it once you publish it.',
  saved: 'Saved as a draft. The site has not changed: publish to show it.',
  unchanged: 'Nothing to save: no changes since the last version.',
  published: 'Published: the site shows it now.',
  scheduled: 'Scheduled: it goes live at the time shown.',
  unpublished: 'Unpublished: the site no longer shows it. The draft and its revisions are kept.',
  duplicated: 'Duplicated as a new draft. Change its title and address before you publish it.',
  moved: 'Moved. The site shows the new order now.',
  deleted: 'Deleted, with its revisions.',
};

/** The notice after a change, announced to screen readers; an empty live region otherwise. */
export function DoneNotice() {
  const [params] = useSearchParams();
  const done = params.get('done') ?? '';
  const restored = /^restored-(\d+)$/.exec(done);
  const text = restored
    ? `Version ${restored[1]} restored as a new draft version. Publish to show it on the site.`
    : DONE[done];
  return <Notice tone="success">{text}</Notice>;
}
