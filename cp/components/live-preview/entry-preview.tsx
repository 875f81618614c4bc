/** The entry forms' live preview (create and edit): the real page of the unsaved form, for collections with pages. */
import type { ReactNode } from 'react';
import { entryPreviewRequest } from '../../lib/entry-form';
import type { FormContextValue } from '../publish-form/form-context';
import { LivePreview } from './live-preview';

interface EntryPreviewOptions {
  /** False for a collection without a route: its entries have no page, so the form offers no preview. */
  hasPages: boolean | undefined;
  item: { collection: string; id: string | null; site: string };
  dated: boolean;
  /** The preview's heading from the form's state (a localization may show its origin's title). */
  title: (state: FormContextValue['state']) => string;
}

/** `PublishForm`'s `preview` prop. */
export function entryPreview({ hasPages, item, dated, title }: EntryPreviewOptions): ((form: FormContextValue, close: () => void) => ReactNode) | undefined {
  if (hasPages === false) return undefined;
  return (form, close) => <LivePreview request={entryPreviewRequest(form.state, item, dated)} title={title(form.state)} onClose={close} />;
}
