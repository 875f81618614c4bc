/**
 * A text of the panel that code other than a screen words (the server's validation, refusals,
 * errors): a message id of the panel's catalogs (cp/i18n/messages/en.json) with its arguments,
 * put into the editor's language where it is answered (server/cp/i18n.ts) or shown.
 */
import type en from '../i18n/messages/en.json';

export type MessageId = keyof typeof en;

export type MessageValues = Record<string, string | number>;

export interface Message {
  id: MessageId;
  values?: MessageValues;
}

export function message(id: MessageId, values?: MessageValues): Message {
  return values ? { id, values } : { id };
}

/** Messages per field path (`blocks.2.heading`), as a save's validation finds them. */
export type FieldMessages = Record<string, Message[]>;
