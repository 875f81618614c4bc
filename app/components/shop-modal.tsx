import { useId } from 'react';
import { useRootData } from '../root-data';
import { useT } from '../i18n/i18n';
import { closes, SHOP_MODAL_ID } from './ui/commands';
import { Dialog } from './ui/dialog';
import { CloseIcon } from './ui/icons';
import { SmartLink } from './ui/smart-link';

/**
 * The shop prompt: buy from a local reseller or the online shop (new tab). Its Shop now buttons
 * (`ShopButton`) open it by command, so it works before hydration and without JavaScript.
 */
export function ShopModal() {
  const t = useT();
  const shop = useRootData()?.shell.shop;
  const titleId = useId();
  const close = () => (document.getElementById(SHOP_MODAL_ID) as HTMLDialogElement | null)?.close();
  return (
    <Dialog id={SHOP_MODAL_ID} labelledBy={titleId} className="modal shop-modal">
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">{shop?.title ?? t('shell.shopNow')}</h2>
        <button type="button" className="icon-button" aria-label={t('shell.close')} {...closes(SHOP_MODAL_ID)}>
          <CloseIcon />
        </button>
      </div>
      {shop ? (
        <div className="shop-modal__options">
          <section className="shop-modal__option">
            <h3>{shop.localTitle}</h3>
            <p>{shop.localContent}</p>
            {shop.localLink ? (
              <SmartLink to={shop.localLink} className="button button--secondary" onClick={close}>
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
