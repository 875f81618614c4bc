import { useId } from 'react';
import { useRootData } from '../root-data';
import { useT } from '../i18n/i18n';
import { useShellState } from './shell-state';
import { Dialog } from './ui/dialog';
import { CloseIcon } from './ui/icons';
import { SmartLink } from './ui/smart-link';

/** The shop prompt: buy from a local reseller or the online shop (new tab). */
export function ShopModal() {
  const t = useT();
  const shop = useRootData()?.shell.shop;
  const { shopOpen, closeShop } = useShellState();
  const titleId = useId();
  return (
    <Dialog open={shopOpen} onClose={closeShop} labelledBy={titleId} className="modal shop-modal">
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">{shop?.title ?? t('shell.shopNow')}</h2>
        <button type="button" className="icon-button" aria-label={t('shell.close')} onClick={closeShop}>
          <CloseIcon />
        </button>
      </div>
      {shop ? (
        <div className="shop-modal__options">
          <section className="shop-modal__option">
            <h3>{shop.localTitle}</h3>
            <p>{shop.localContent}</p>
            {shop.localLink ? (
              <SmartLink to={shop.localLink} className="button button--secondary" onClick={closeShop}>
                {shop.localLinkTitle}
              </SmartLink>
            ) : null}
          </section>
          <section className="shop-modal__option">
            <h3>{shop.shopTitle}</h3>
            <p>{shop.shopContent}</p>
            {shop.shopLink ? (
              <SmartLink to={shop.shopLink} className="button" newTab externalIcon>
                {shop.shopLinkTitle}
              </SmartLink>
            ) : null}
          </section>
        </div>
      ) : null}
    </Dialog>
  );
}
