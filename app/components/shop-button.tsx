import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n';
import { opens, SHOP_MODAL_ID } from './ui/commands';

/** A Shop now button (header, menu, product pages): opens the shop prompt by command, from first paint. */
export function ShopButton({ className, children }: { className: string; children?: ReactNode }) {
  const t = useT();
  return (
    <button type="button" className={className} {...opens(SHOP_MODAL_ID)}>
      {children ?? t('shell.shopNow')}
    </button>
  );
}
