import type { Message } from '../../../cp/shared/messages';

/** A refused upload, with why in the panel's words (answered in the editor's language). */
export class RefusedFileError extends Error {
  override name = 'RefusedFileError';
  constructor(readonly why: Message) {
    super(why.id);
  }
}
