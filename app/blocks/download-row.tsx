import { SmartLink } from '../components/ui/smart-link';
import { useFormat, useT, type MessageId } from '../i18n/i18n';
import { ArrowIcon, KindIcon } from './icons';
import type { DownloadItem, DownloadKind, Platform } from './types';

export const KIND_LABEL: Record<DownloadKind, MessageId> = {
  app: 'download.kind.app',
  firmware: 'download.kind.firmware',
  manual: 'download.kind.manual',
};

const PLATFORM_LABEL: Record<Platform, MessageId> = {
  macos: 'download.platform.macos',
  windows: 'download.platform.windows',
  linux: 'download.platform.linux',
  ios: 'download.platform.ios',
  android: 'download.platform.android',
  device: 'download.platform.device',
};

/** A list of downloads, one row each: name (link to its page), version, date, platforms, size. */
export function DownloadRows({ downloads }: { downloads: DownloadItem[] }) {
  return (
    <ul className="download-rows" role="list">
      {downloads.map((download) => (
        <DownloadRow key={download.id} download={download} />
      ))}
    </ul>
  );
}

function DownloadRow({ download }: { download: DownloadItem }) {
  const t = useT();
  const format = useFormat();
  const platforms = download.platforms.map((p) => t(PLATFORM_LABEL[p])).join(', ');
  return (
    <li className={`download-row${download.url ? ' download-row--linked' : ''}`}>
      <span className="download-row__icon">
        <KindIcon kind={download.kind} />
      </span>
      <p className="download-row__title">
        {download.url ? (
          <SmartLink to={download.url} className="download-row__link">
            {download.title}
          </SmartLink>
        ) : (
          download.title
        )}
      </p>
      <dl className="download-row__meta">
        {download.version ? (
          <div className="download-row__fact download-row__fact--version">
            <dt>{t('download.version')}</dt>
            <dd>{download.version}</dd>
          </div>
        ) : null}
        {download.releaseDate ? (
          <div className="download-row__fact download-row__fact--date">
            <dt>{t('download.released')}</dt>
            <dd>
              <time dateTime={download.releaseDate.slice(0, 10)}>{format.date(download.releaseDate, 'medium')}</time>
            </dd>
          </div>
        ) : null}
        {platforms ? (
          <div className="download-row__fact download-row__fact--platforms">
            <dt>{t('download.platforms')}</dt>
            <dd>{platforms}</dd>
          </div>
        ) : null}
        {download.size !== null ? (
          <div className="download-row__fact download-row__fact--size">
            <dt>{t('download.size')}</dt>
            <dd>{format.bytes(download.size)}</dd>
          </div>
        ) : null}
      </dl>
      {download.url ? <ArrowIcon className="download-row__arrow" /> : null}
    </li>
  );
}
