import { Download } from 'lucide-react';
import { formatMoney } from '../../../../common/quote-money';
import type { QuotePanelData, QuoteVersion } from '../../../../server/quotes/service';
import { CompanyTime } from '../kit';

const STATUS_WORDS: Record<QuoteVersion['status'], string> = {
  draft: 'Draft, not sent',
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
  replaced: 'Replaced by a newer version',
};

/** A lead's quote versions, newest first: where each stands, and the signed PDF once accepted. */
export function QuoteVersions({ data }: { data: QuotePanelData }) {
  if (data.versions.length === 0) return null;
  return (
    <ul className="flex flex-col divide-y divide-border rounded-md border border-border bg-surface">
      {data.versions.map((version) => (
        <li key={version.version} className="flex flex-col gap-1 p-3 text-sm">
          <p className="text-fg">
            <span className="font-semibold">{version.reference}</span> ·{' '}
            {STATUS_WORDS[version.status]} · {formatMoney(version.totalMinor, data.currency)}
          </p>
          <p className="text-fg-muted">
            {version.sentAt && (
              <>
                Sent <CompanyTime iso={version.sentAt} />
              </>
            )}
            {version.openedAt && (
              <>
                {' · '}opened <CompanyTime iso={version.openedAt} />
              </>
            )}
            {version.answeredAt && version.status === 'accepted' && (
              <>
                {' · '}accepted by {version.signerName} <CompanyTime iso={version.answeredAt} />
              </>
            )}
            {version.answeredAt && version.status === 'declined' && (
              <>
                {' · '}declined <CompanyTime iso={version.answeredAt} />
                {version.declineReason && `: ${version.declineReason}`}
              </>
            )}
            {!version.sentAt && `Valid until ${version.validUntil}`}
          </p>
          {version.signedFileId !== null && (
            <a
              href={`/admin/lead-files/${version.signedFileId}`}
              download
              className="inline-flex min-h-11 items-center gap-2 self-start text-link underline underline-offset-4"
            >
              <Download aria-hidden="true" className="size-4" />
              Signed PDF of {version.reference}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
