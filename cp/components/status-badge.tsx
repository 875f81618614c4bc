import { useT } from '../i18n/i18n';
import type { EntryStatus } from '../shared/api';

const LABELS = { published: 'status.published', draft: 'status.draft', scheduled: 'status.scheduled', expired: 'status.expired' } as const;

/** An entry's status as a coloured badge with its word (the colour is never the only signal). */
export function StatusBadge({ status }: { status: EntryStatus }) {
  const t = useT();
  return (
    <span className={`cp-badge cp-badge-${status}`}>
      <span className="cp-badge-dot" aria-hidden="true" />
      {t(LABELS[status])}
    </span>
  );
}
