import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n';
import { isExternal } from '../../lib/shell';
import { ExternalIcon } from './icons';

interface SmartLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
  /** Open in a new tab (external shop links). */
  newTab?: boolean;
  /** Show the external-link icon on https links to other sites. */
  externalIcon?: boolean;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A site path becomes a client-side Link; another site's URL a plain anchor, marked for screen readers. */
export function SmartLink({ to, className, children, newTab, externalIcon, onClick }: SmartLinkProps) {
  const t = useT();
  if (!isExternal(to)) {
    return (
      <Link to={to} className={className} onClick={onClick}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={className} onClick={onClick} rel="noopener" {...(newTab ? { target: '_blank' } : {})}>
      {children}
      {externalIcon && /^https:/i.test(to) ? <ExternalIcon className="external-icon" /> : null}
      <span className="visually-hidden"> {newTab ? t('shell.newTab') : t('shell.externalLink')}</span>
    </a>
  );
}
