import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';

/** The inbox's way to its Spam folder, with how many entries wait there. */
export function SpamLink({ count }: { count: number }) {
  return (
    <p>
      <Link
        to="/admin/spam"
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-link underline underline-offset-4"
      >
        <ShieldAlert aria-hidden="true" className="size-4" />
        {`Spam (${count === 1 ? '1 entry' : `${count} entries`})`}
      </Link>
    </p>
  );
}
