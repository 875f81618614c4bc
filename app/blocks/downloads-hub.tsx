import { useId } from 'react';
import { useT } from '../i18n/i18n';
import { DownloadRows, KIND_LABEL } from './download-row';
import type { DownloadProductGroup, DownloadsHubBlock } from './types';

/** Every download of the site, by product and then by kind, newest first. */
export function DownloadsHub({ block }: { block: DownloadsHubBlock }) {
  return (
    <section className="block hub">
      <div className="container">
        {block.heading || block.intro ? (
          <header className="hub__header">
            {block.heading ? <h2 className="block__heading">{block.heading}</h2> : null}
            {block.intro ? <p className="block__lead">{block.intro}</p> : null}
          </header>
        ) : null}
        <div className="hub__groups">
          {block.groups.map((group) => (
            <Group key={group.key} group={group} />
          ))}
        </div>
      </div>
    </section>
  );
}

function Group({ group }: { group: DownloadProductGroup }) {
  const t = useT();
  const headingId = useId();
  return (
    <section className="hub__group" aria-labelledby={headingId}>
      <h3 className="hub__product" id={headingId}>
        {group.product ?? t('download.allProducts')}
      </h3>
      <div className="hub__kinds">
        {group.kinds.map(({ kind, downloads }) => (
          <div key={kind} className="hub__kind">
            <h4 className="hub__kind-heading">{t(KIND_LABEL[kind])}</h4>
            <DownloadRows downloads={downloads} />
          </div>
        ))}
      </div>
    </section>
  );
}
