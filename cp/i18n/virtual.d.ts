// The panel's compiled catalogs (cp/i18n/catalog-plugin.ts).
declare module 'virtual:cp-catalog/*' {
  import type { Messages } from '@lingui/core';
  const messages: Messages;
  export default messages;
}
