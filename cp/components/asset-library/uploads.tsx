/**
 * The library's uploads: files dropped on it or picked, sent one after another into the folder
 * shown, each with its progress and its outcome. The server decides what a file is: a refusal
 * (too large, a script in an SVG, HTML under an image's name) shows its message at the file and
 * is announced (`role="alert"`). A name the folder holds already is never overwritten without
 * asking: the editor chooses Replace, Keep both or Skip (`onConflict`), and the queue waits.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { uploadAsset } from '../../fieldtypes/pickers/upload';
import { useFormat, useT } from '../../i18n/i18n';
import { ApiRequestError } from '../../lib/api';
import { refreshLibrary } from '../../lib/asset-library';
import type { LibraryAsset, UploadConflictChoice, UploadConflictError } from '../../shared/asset-library';
import { Modal } from '../modal';
import { useToast } from '../toast';
import { AssetThumbnail } from './thumbnail';

export interface Upload {
  key: number;
  name: string;
  folder: string;
  state: 'waiting' | 'uploading' | 'done' | 'refused' | 'asking' | 'skipped';
  progress: number;
  /** The server's refusal, in the editor's language. */
  message?: string;
  /** Stored as (a kept-both copy has a new name). */
  stored?: string;
  existing?: LibraryAsset;
}

type Choice = Exclude<UploadConflictChoice, 'ask'> | 'skip';

export function useUploads(container: string) {
  const t = useT();
  const toast = useToast();
  const client = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const queue = useRef<{ key: number; file: File; folder: string }[]>([]);
  const running = useRef(false);
  const nextKey = useRef(0);
  const answer = useRef<((choice: Choice) => void) | null>(null);

  const patch = useCallback((key: number, changes: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...changes } : u))), []);

  /** One file: sent, and sent again with the editor's answer when its name is taken. */
  const send = useCallback(
    async (key: number, file: File, folder: string): Promise<void> => {
      let onConflict: UploadConflictChoice | undefined;
      for (;;) {
        patch(key, { state: 'uploading', progress: 0, existing: undefined });
        try {
          const asset = await uploadAsset(container, folder, file, (progress) => patch(key, { progress }), onConflict);
          patch(key, { state: 'done', progress: 1, stored: asset.basename });
          toast(t('assets.uploaded', { name: asset.basename }));
          refreshLibrary(client, container);
          return;
        } catch (error) {
          if (!(error instanceof ApiRequestError)) throw error;
          if (error.status !== 409 || !('existing' in error.body) || onConflict) {
            const message = error.message || (error.status === 0 ? t('assets.uploadOffline') : t('assets.uploadFailed', { status: error.status }));
            patch(key, { state: 'refused', message });
            return;
          }
          patch(key, { state: 'asking', existing: (error.body as UploadConflictError).existing });
          const choice = await new Promise<Choice>((resolve) => (answer.current = resolve));
          answer.current = null;
          if (choice === 'skip') return patch(key, { state: 'skipped' });
          onConflict = choice;
        }
      }
    },
    [container, patch, t, toast, client],
  );

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (let next = queue.current.shift(); next; next = queue.current.shift()) await send(next.key, next.file, next.folder);
    } finally {
      running.current = false;
    }
  }, [send]);

  /** Files into `folder`, after those already waiting. */
  const add = useCallback(
    (files: Iterable<File>, folder: string) => {
      const added = [...files].map((file) => ({ key: ++nextKey.current, file, folder }));
      if (added.length === 0) return;
      queue.current.push(...added);
      setUploads((list) => [...list, ...added.map(({ key, file }): Upload => ({ key, name: file.name, folder, state: 'waiting', progress: 0 }))]);
      void run();
    },
    [run],
  );

  const choose = useCallback((choice: Choice) => answer.current?.(choice), []);
  /** Drops the finished rows (the ones still under way stay). */
  const clear = useCallback(() => setUploads((list) => list.filter((u) => u.state === 'waiting' || u.state === 'uploading' || u.state === 'asking')), []);

  return { uploads, add, choose, clear };
}

export function UploadList({ uploads, onClear }: { uploads: Upload[]; onClear(): void }) {
  const t = useT();
  if (uploads.length === 0) return null;
  const finished = uploads.some((u) => u.state === 'done' || u.state === 'refused' || u.state === 'skipped');
  return (
    <section className="cp-uploads" aria-label={t('assets.uploadsTitle')}>
      <div className="cp-uploads__head">
        <h2 className="cp-uploads__title">{t('assets.uploadsTitle')}</h2>
        {finished && (
          <button type="button" className="cp-link-button" onClick={onClear}>
            {t('assets.uploadsClear')}
          </button>
        )}
      </div>
      <ul className="cp-uploads__list">
        {uploads.map((upload) => (
          <UploadRow key={upload.key} upload={upload} />
        ))}
      </ul>
    </section>
  );
}

function UploadRow({ upload }: { upload: Upload }) {
  const t = useT();
  const format = useFormat();
  const status =
    upload.state === 'done'
      ? upload.stored && upload.stored !== upload.name
        ? t('assets.uploadStoredAs', { name: upload.stored })
        : t('assets.uploadDone')
      : upload.state === 'uploading'
        ? format.percent(upload.progress)
        : upload.state === 'asking'
          ? t('assets.uploadAsking')
          : upload.state === 'skipped'
            ? t('assets.uploadSkipped')
            : upload.state === 'waiting'
              ? t('assets.uploadWaiting')
              : null;
  return (
    <li className={`cp-upload cp-upload--${upload.state}`}>
      <span className="cp-upload__name" title={upload.name}>
        {upload.name}
      </span>
      {upload.state === 'uploading' && <progress className="cp-upload__progress" max={1} value={upload.progress} aria-label={t('assets.uploadProgressOf', { name: upload.name })} />}
      {status && <span className="cp-upload__status">{status}</span>}
      {upload.state === 'refused' && (
        <p className="cp-upload__message" role="alert">
          {t('assets.uploadRefused', { name: upload.name, message: upload.message ?? '' })}
        </p>
      )}
    </li>
  );
}

/** The question for a name the folder holds already; Escape and `Skip` leave both files as they are. */
export function UploadConflictDialog({ upload, canReplace, onChoose }: { upload: Upload | undefined; canReplace: boolean; onChoose(choice: Choice): void }) {
  const t = useT();
  const format = useFormat();
  const existing = upload?.existing;
  return (
    <Modal
      open={Boolean(upload && existing)}
      role="alertdialog"
      title={t('assets.conflictTitle')}
      onCancel={() => onChoose('skip')}
      actions={
        <>
          <button type="button" className="cp-button" onClick={() => onChoose('skip')} data-autofocus>
            {t('assets.conflictSkip')}
          </button>
          <button type="button" className="cp-button" onClick={() => onChoose('keep-both')}>
            {t('assets.conflictKeepBoth')}
          </button>
          {canReplace && (
            <button type="button" className="cp-button cp-button-danger" onClick={() => onChoose('replace')}>
              {t('assets.conflictReplace')}
            </button>
          )}
        </>
      }
    >
      {upload && existing && (
        <>
          <p>{t('assets.conflictBody', { name: upload.name })}</p>
          <div className="cp-asset cp-conflict-existing">
            <span className="cp-asset__thumb">
              <AssetThumbnail asset={existing} iconSize={24} />
            </span>
            <span className="cp-asset__text">
              <span className="cp-asset__name">{existing.basename}</span>
              <span className="cp-asset__meta">
                {format.fileSize(existing.size)} · {t('assets.modifiedAt', { date: format.dateTime(existing.lastModified) })}
              </span>
            </span>
          </div>
          {!canReplace && <p className="cp-help">{t('assets.conflictNoReplace')}</p>}
        </>
      )}
    </Modal>
  );
}
