import { Link } from 'react-router';
import { DownloadIcon } from '../components/ui/icons';
import { useFormat, useT } from '../i18n/i18n';
import { homeOf, siteForPath } from '../i18n/sites';
import { Breadcrumbs } from '../lib/breadcrumbs';
import { pageCrumbs } from '../lib/breadcrumbs.server';
import { contentContext, originContext } from '../lib/content/context';
import { list, optStr, record, str } from '../lib/content/values';
import { entryAlternates, entrySeo, findEntry, validateSlug } from '../lib/page.server';
import { sanitizeContentHtml } from '../lib/sanitize.server';
import { seoMeta } from '../lib/seo.server';
import { requestShell } from '../lib/shell.server';
import { breadcrumbListLd, downloadLd, jsonLdTag, siteOrganization, type DownloadKind } from '../lib/structured-data.server';
import { serverT } from '../lib/translate.server';
import type { PageHandle } from '../lib/routing/page-handle';
import type { Route } from './+types/download';
import './pages.css';
import { skipRefreshCleanup } from '../runtime/refresh';

const KINDS = ['app', 'firmware', 'manual'] as const satisfies readonly DownloadKind[];
const PLATFORMS = ['macos', 'windows', 'linux', 'ios', 'android', 'device'] as const;
type Platform = (typeof PLATFORMS)[number];

const isPlatform = (value: unknown): value is Platform => (PLATFORMS as readonly unknown[]).includes(value);

/** `sha256:` + 64 hex → the hex digest; anything else is not shown. */
function sha256(value: unknown): string | null {
  const match = /^(?:sha256:)?([0-9a-f]{64})$/i.exec(str(value).trim());
  return match ? match[1]!.toLowerCase() : null;
}

/** A page of this route exists only where a `downloads` entry has the URL (server/pages/ answers the rest with the 404). */
export const handle = { collections: ['downloads'] } satisfies PageHandle;

/** /downloads/:slug — an app, firmware or manual: details, checksum, files, release notes. */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  validateSlug(params.slug, url);
  const content = context.get(contentContext);
  const origin = context.get(originContext);
  const entry = await findEntry(content, url.pathname, handle.collections);
  const site = siteForPath(url.pathname);
  const [alternates, parents, shell] = await Promise.all([
    entryAlternates(content, entry),
    pageCrumbs(content, [`${site.prefix}/support`, `${site.prefix}/support/downloads`]),
    requestShell(context, site.handle),
  ]);
  const t = serverT(site.handle);
  const title = str(entry.title);
  const description = str(entry.description);
  const kind = KINDS.find((k) => k === entry.kind) ?? 'app';
  const version = optStr(entry.version);
  const productEntry = record(entry.product);
  const product = optStr(productEntry.url) ? { title: str(productEntry.title), url: str(productEntry.url) } : null;
  const size = typeof entry.size === 'number' && entry.size > 0 ? entry.size : null;
  const rawDate = optStr(entry.release_date);
  const releaseDate = rawDate && !Number.isNaN(Date.parse(rawDate)) ? rawDate : null;
  const platforms = list(entry.platforms).filter(isPlatform);
  // Download links leave the site: https only.
  const files = list(entry.files).flatMap((f) => {
    const file = record(f);
    const href = str(file.url);
    return /^https:\/\/[^/\\]/i.test(href) ? [{ label: str(file.label, href), url: href, platform: isPlatform(file.platform) ? file.platform : null }] : [];
  });
  const crumbs = [{ name: t('breadcrumb.home'), url: homeOf(site) }, ...parents, { name: title, url: entry.url ?? url.pathname }];
  const seo = entrySeo(entry, alternates, origin, null);
  const siteOrigin = new URL(seo.canonical).origin;
  return {
    title,
    description,
    kind,
    version,
    releaseDate,
    platforms,
    size,
    checksum: sha256(entry.checksum),
    files,
    product,
    releaseNotes: sanitizeContentHtml(str(entry.release_notes)).trim(),
    body: sanitizeContentHtml(str(entry.content)).trim(),
    alternates,
    crumbs,
    meta: [
      ...seoMeta({ title, description, lang: site.lang, ...seo }, shell.seo, siteOrigin),
      jsonLdTag(breadcrumbListLd(crumbs, siteOrigin)),
      jsonLdTag(downloadLd({
        kind,
        name: title,
        description,
        url: seo.canonical,
        version,
        datePublished: releaseDate?.slice(0, 10) ?? null,
        operatingSystems: platforms.filter((p) => p !== 'device').map((p) => t(`download.platform.${p}`)),
        size,
        files,
        lang: site.lang,
        product: product ? { name: product.title, url: new URL(product.url, siteOrigin).href } : null,
        publisher: siteOrganization(shell, siteOrigin),
      })),
    ],
  };
}

/** A same-page re-navigation's clean-up loads nothing again (app/runtime/refresh.ts). */
export const shouldRevalidate = skipRefreshCleanup;

/** Built by the loader; in the browser too (a client navigation), only handed on. */
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export default function DownloadPage({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  const format = useFormat();
  const platformNames = d.platforms.map((p) => t(`download.platform.${p}`));
  return (
    <article className="download-page">
      <div className="container">
        <Breadcrumbs crumbs={d.crumbs} />
      </div>
      <header className="page-header download-header">
        <p className="eyebrow">{t(`download.kind.${d.kind}`)}</p>
        <h1>{d.title}</h1>
        {d.description ? <p className="page-header__lead">{d.description}</p> : null}
      </header>

      <div className="download-layout container">
        {d.files.length > 0 ? (
          <section className="download-files" aria-labelledby="download-files-title">
            <h2 id="download-files-title" className="section-title">{t('download.files')}</h2>
            <ul className="download-files__list" role="list">
              {d.files.map((file) => (
                <li key={file.url}>
                  <a className="download-file" href={file.url} rel="noopener">
                    <span className="download-file__icon" aria-hidden="true"><DownloadIcon /></span>
                    <span className="download-file__text">
                      <span className="download-file__label">{file.label}</span>
                      {file.platform ? <span className="download-file__platform">{t(`download.platform.${file.platform}`)}</span> : null}
                    </span>
                    <span className="visually-hidden"> {t('shell.externalLink')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <aside className="download-details" aria-labelledby="download-details-title">
          <h2 id="download-details-title" className="section-title">{t('download.details')}</h2>
          <dl className="details-list">
            {d.version ? (
              <div>
                <dt>{t('download.version')}</dt>
                <dd>{d.version}</dd>
              </div>
            ) : null}
            {d.releaseDate ? (
              <div>
                <dt>{t('download.released')}</dt>
                <dd><time dateTime={d.releaseDate.slice(0, 10)}>{format.date(d.releaseDate)}</time></dd>
              </div>
            ) : null}
            {platformNames.length > 0 ? (
              <div className="details-list__wide">
                <dt>{t('download.platforms')}</dt>
                <dd>
                  <ul className="tag-list" role="list">
                    {platformNames.map((name) => <li key={name} className="tag">{name}</li>)}
                  </ul>
                </dd>
              </div>
            ) : null}
            {d.size ? (
              <div>
                <dt>{t('download.size')}</dt>
                <dd>{format.bytes(d.size)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('download.product')}</dt>
              <dd>{d.product ? <Link to={d.product.url}>{d.product.title}</Link> : t('download.allProducts')}</dd>
            </div>
            {d.checksum ? (
              <div className="details-list__wide">
                <dt>{t('download.checksum')}</dt>
                <dd><code className="checksum">{d.checksum}</code></dd>
              </div>
            ) : null}
          </dl>
        </aside>

        {d.body ? <div className="page-prose" dangerouslySetInnerHTML={{ __html: d.body }} /> : null}

        {d.releaseNotes ? (
          <section className="download-notes" aria-labelledby="release-notes-title">
            <h2 id="release-notes-title" className="section-title">
              {t('download.releaseNotes')}
              {d.version ? <span className="download-notes__version">{d.version}</span> : null}
            </h2>
            <div className="page-prose" dangerouslySetInnerHTML={{ __html: d.releaseNotes }} />
          </section>
        ) : null}
      </div>
    </article>
  );
}
