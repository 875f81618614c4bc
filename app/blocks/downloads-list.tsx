import { useT } from '../i18n/i18n';
import { DownloadRows } from './download-row';
import type { DownloadsListBlock } from './types';

/** The downloads content picked for this page (a product's firmware, manual and apps). */
export function DownloadsList({ block }: { block: DownloadsListBlock }) {
  const t = useT();
  return (
    <section className="block downloads">
      <div className="container">
        <h2 className="block__heading">{block.heading ?? t('product.downloads')}</h2>
        <DownloadRows downloads={block.downloads} />
      </div>
    </section>
  );
}
