/**
 * `/cp/assets/browse/{container}/{path}/edit?site=` (Statamic's URL): one asset. Its preview with
 * the focal point, the container blueprint's meta fields (alt text, title…) in the publish form
 * (per site where the blueprint says so, with Override / Use origin value like entries), and the
 * file's actions: Replace file, Rename, Move to folder, History, Delete (with its usages).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AssetDelete } from '../components/asset-library/asset-delete';
import { FocalPoint } from '../components/asset-library/focal-point';
import { MoveAsset } from '../components/asset-library/move-asset';
import { RenameAsset } from '../components/asset-library/rename-asset';
import { ReplaceFile } from '../components/asset-library/replace-file';
import { UsageList } from '../components/asset-library/usages';
import { DISCARD_STATE } from '../components/delete-entry';
import type { FormContextValue } from '../components/publish-form/form-context';
import type { FormInit } from '../components/publish-form/form-state';
import { PublishForm, type SaveInput } from '../components/publish-form/publish-form';
import { SiteSwitcher } from '../components/site-switcher';
import { useToast } from '../components/toast';
import { Icon } from '../fieldtypes/icons';
import { useFormat, useT } from '../i18n/i18n';
import { assetEditUrl, assetHistoryUrl, assetKeys, browseUrl, fetchAsset, folderOf, previewUrl, refreshLibrary, saveAssetMeta, useAsset, useAssetContainers } from '../lib/asset-library';
import { siteName, useSessionData } from '../lib/session';
import type { AssetDetailResponse, AssetMetaField, AssetMoveResponse } from '../shared/asset-library';
import type { FormSchema } from '../shared/schema';
import { LoadError } from './not-found';

const FOCUS = 'focus';

/** The container blueprint's meta fields as the publish form's one tab; the focal point is drawn on the preview instead. */
function schemaOf(fields: AssetMetaField[]): FormSchema {
  return {
    handle: 'asset',
    title: 'Asset',
    tabs: [{ handle: 'main', display: '', sections: [{ fields: fields.map((f) => ({ handle: f.handle, type: f.type, display: f.display, instructions: f.instructions, localizable: f.localizable, required: false, validate: [], config: {} })) }] }],
  };
}

/** The origin site keeps every value; a localization its own values only (`localized`), the rest follows the origin. */
function assetInit(doc: AssetDetailResponse, origin: boolean): FormInit {
  return { values: doc.values, localized: origin ? null : doc.localized, meta: {}, version: doc.version ?? '' };
}

/** A localization sends '' for a localizable field it no longer overrides (the server then drops its own value). */
function saveValues(input: SaveInput, fields: AssetMetaField[]): Record<string, string> {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  if (!input.localized) return Object.fromEntries(fields.map((f) => [f.handle, text(input.values[f.handle])]));
  return Object.fromEntries(fields.filter((f) => f.localizable).map((f) => [f.handle, input.localized!.includes(f.handle) ? text(input.values[f.handle]) : '']));
}

export function AssetEditRoute({ container, path }: { container: string; path: string }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const session = useSessionData();
  const site = params.get('site') ?? session.user?.sites[0] ?? session.sites[0]?.handle ?? '';
  const { data: doc, error, isPending } = useAsset(container, path, site);
  if (error) return <LoadError error={error} />;
  if (isPending) return <p className="cp-loading-inline">{t('shell.loading')}</p>;
  return <AssetEditor key={`${doc.asset.path}/${doc.site}`} container={container} doc={doc} onSite={(s) => setParams({ site: s })} />;
}

function AssetEditor({ container, doc, onSite }: { container: string; doc: AssetDetailResponse; onSite(site: string): void }) {
  const t = useT();
  const format = useFormat();
  const toast = useToast();
  const client = useQueryClient();
  const navigate = useNavigate();
  const session = useSessionData();
  const [dialog, setDialog] = useState<'rename' | 'move' | null>(null);
  const { asset, can } = doc;
  // Meta files are the same for every site; the default (first) site holds the origin values.
  const originSite = session.sites[0]?.handle ?? doc.site;
  const origin = doc.site === originSite;
  const folder = folderOf(asset.path);
  const focusField = doc.fields.find((f) => f.handle === FOCUS);
  const preview = previewUrl(asset);
  const containerTitle = useAssetContainers().data?.data.find((c) => c.handle === container)?.title ?? container;

  const afterMove = (result: AssetMoveResponse, words: 'assets.renamed' | 'assets.moved') => {
    setDialog(null);
    toast(t(words, { name: result.asset.basename, count: result.updated }));
    client.removeQueries({ queryKey: ['asset', container, asset.path] });
    refreshLibrary(client, container);
    navigate(assetEditUrl(container, result.asset.path, doc.site), { replace: true });
  };

  const focalPoint = (form: FormContextValue) => {
    if (!preview || !asset.width || !asset.height) return null;
    if (!focusField) return <img className="cp-asset-preview__image" src={preview} alt="" width={asset.width} height={asset.height} />;
    const own = form.state.localized === null || (focusField.localizable && form.state.localized.includes(FOCUS));
    const value = own ? form.state.values[FOCUS] : (form.originValues?.[FOCUS] ?? form.state.values[FOCUS]);
    const editable = !form.readOnly && own;
    const note = !own ? (focusField.localizable ? t('localization.inheritedFrom', { site: siteName(session.sites, originSite) }) : t('localization.notLocalizable')) : undefined;
    return <FocalPoint src={preview} width={asset.width} height={asset.height} value={value} note={note} onChange={editable ? (next) => form.dispatch({ type: 'set', path: FOCUS, value: next }) : undefined} />;
  };

  return (
    <div className="cp-asset-editor">
      <nav className="cp-breadcrumb" aria-label={t('assets.folderPath')}>
        <Link to={browseUrl(container)}>{containerTitle}</Link>
        {folder.split('/').filter(Boolean).map((name, i, all) => (
          <span key={i}>
            <span aria-hidden="true"> / </span>
            <Link to={browseUrl(container, all.slice(0, i + 1).join('/'))}>{name}</Link>
          </span>
        ))}
      </nav>
      <PublishForm
        kind="asset"
        title={asset.basename}
        blueprint={schemaOf(doc.fields.filter((f) => f.handle !== FOCUS))}
        init={assetInit(doc, origin)}
        originValues={origin ? null : doc.originValues}
        originSiteName={origin ? null : siteName(session.sites, originSite)}
        site={doc.site}
        readOnly={!can.edit}
        headerExtra={<SiteSwitcher sites={session.sites} only={session.user?.sites} value={doc.site} onChange={onSite} />}
        before={(form) => (
          <section className="cp-card cp-asset-preview" aria-label={t('assets.preview')}>
            {focalPoint(form) ?? (
              <div className="cp-asset-preview__file">
                <Icon name={asset.isImage ? 'image' : 'file'} size={56} />
                <span className="cp-mono">{asset.basename}</span>
              </div>
            )}
          </section>
        )}
        sidebar={() => (
          <>
            <section className="cp-card cp-sidebar-card" aria-labelledby="asset-file-title">
              <h2 id="asset-file-title" className="cp-sidebar-title">
                {t('assets.fileTitle')}
              </h2>
              <dl className="cp-asset-facts">
                <dt>{t('assets.colSize')}</dt>
                <dd>{format.fileSize(asset.size)}</dd>
                {asset.width && asset.height ? (
                  <>
                    <dt>{t('assets.colDimensions')}</dt>
                    <dd>{t('assets.dimensions', { width: format.number(asset.width), height: format.number(asset.height) })}</dd>
                  </>
                ) : null}
                {asset.mimeType && (
                  <>
                    <dt>{t('assets.type')}</dt>
                    <dd className="cp-mono">{asset.mimeType}</dd>
                  </>
                )}
                <dt>{t('assets.colModified')}</dt>
                <dd>
                  <time dateTime={asset.lastModified}>{format.dateTime(asset.lastModified)}</time>
                </dd>
              </dl>
              <a href={asset.url} className="cp-asset-url cp-mono" target="_blank" rel="noreferrer">
                {asset.url}
                <span className="cp-visually-hidden"> {t('assets.opensInNewTab')}</span>
              </a>
              <div className="cp-asset-actions">
                {can.upload && can.edit && <ReplaceFile container={container} asset={asset} onReplaced={() => void refreshAfterReplace()} />}
                {can.rename && (
                  <button type="button" className="cp-button cp-button-block" onClick={() => setDialog('rename')}>
                    {t('assets.rename')}
                  </button>
                )}
                {can.move && (
                  <button type="button" className="cp-button cp-button-block" onClick={() => setDialog('move')}>
                    {t('assets.move')}
                  </button>
                )}
                <Link to={assetHistoryUrl(container, asset.path)} className="cp-button cp-button-block">
                  {t('history.open')}
                </Link>
                {can.delete && (
                  <AssetDelete
                    container={container}
                    path={asset.path}
                    title={asset.basename}
                    usages={doc.usages}
                    onDeleted={() => {
                      client.removeQueries({ queryKey: ['asset', container, asset.path] });
                      refreshLibrary(client, container);
                      navigate(browseUrl(container, folder), { state: DISCARD_STATE });
                    }}
                  />
                )}
              </div>
            </section>
            <section className="cp-card cp-sidebar-card" aria-labelledby="asset-usages-title">
              <h2 id="asset-usages-title" className="cp-sidebar-title">
                {t('assets.usagesTitle')}
              </h2>
              {doc.usages.length ? <UsageList usages={doc.usages} label={t('assets.usagesTitle')} /> : <p className="cp-help">{t('assets.unused')}</p>}
            </section>
          </>
        )}
        save={async (input) => {
          const saved = await saveAssetMeta(container, asset.path, { site: doc.site, values: saveValues(input, doc.fields), version: input.version || null, ...(input.force ? { force: true } : {}) });
          client.setQueryData(assetKeys.asset(container, asset.path, doc.site), saved);
          // Other sites fall back to the origin's values; the library searches alt texts and titles.
          void client.invalidateQueries({ queryKey: ['asset', container, asset.path], predicate: (q) => q.queryKey[3] !== doc.site });
          refreshLibrary(client, container);
          return assetInit(saved, origin);
        }}
        reload={async () => {
          const fresh = await fetchAsset(container, asset.path, doc.site);
          client.setQueryData(assetKeys.asset(container, asset.path, doc.site), fresh);
          return assetInit(fresh, origin);
        }}
      />
      {dialog === 'rename' && <RenameAsset container={container} asset={asset} onClose={() => setDialog(null)} onMoved={(r) => afterMove(r, 'assets.renamed')} />}
      {dialog === 'move' && <MoveAsset container={container} containerTitle={containerTitle} asset={asset} onClose={() => setDialog(null)} onMoved={(r) => afterMove(r, 'assets.moved')} />}
    </div>
  );

  async function refreshAfterReplace() {
    refreshLibrary(client, container);
    await client.invalidateQueries({ queryKey: ['asset', container, asset.path] });
  }
}
