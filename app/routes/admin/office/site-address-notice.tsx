import { Link } from 'react-router';
import { Notice } from '../kit';

/**
 * Shown on People and Office until the site's address is known (PUBLIC_URL, or set in Office,
 * Mail): until then every link in a mail points at the brand's domain (decision 051).
 */
export function SiteAddressNotice({ isAddressSet }: { isAddressSet: boolean }) {
  if (isAddressSet) return null;
  return (
    <Notice tone="warning" live={false}>
      Links in mails (invitations, password resets, new leads) may not reach this site until its
      address is set.{' '}
      <Link
        to="/admin/office/mail#site-address"
        className="inline-block py-1 font-semibold text-link underline underline-offset-4"
      >
        Set the site’s address
      </Link>
    </Notice>
  );
}
