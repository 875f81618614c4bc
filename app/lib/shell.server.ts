import { DomUtils, parseDocument } from 'htmlparser2';
import type { RouterContextProvider } from 'react-router';
import type { ContentClient } from './content/client.server';
import { contentContext, embedsContext } from './content/context';
import type { TreeItem } from './content/schemas';
import { list, optStr, record, safeUrl, str, toImg } from './content/values';
import { isExternal, type CtaContent, type NavLink, type PlainLink, type Shell, type SocialLink } from './shell';
import { failureMessage } from './content/unavailable.server';

const NAV_FIELDS = ['id', 'entry_id', 'title', 'url', 'collection', 'badge', 'image', 'menu_teaser_image', 'transition_image'];

/**
 * A link from a navigation or global (`what` names it): a site path or an http(s), mailto or
 * tel URL; anything else (`javascript:`, `data:`, `//host`) is dropped with a warning, and the
 * shell renders the item without a link.
 */
function shellUrl(value: unknown, what: string): string | null {
  const url = safeUrl(value);
  if (url === null && optStr(value) !== null) console.warn(`shell: dropped the ${what} link ${JSON.stringify(value)}: not a site path or http(s), mailto or tel URL`);
  return url;
}

/** What every navigation shows of an item: its title and link. */
function linkOf(page: TreeItem['page']): Omit<PlainLink, 'children'> {
  const url = shellUrl(page.url, `navigation item ${JSON.stringify(page.id)}`);
  return { id: page.id, title: str(page.title), url: url === '#' ? null : url, external: url !== null && isExternal(url) };
}

function toPlainLinks(items: TreeItem[]): PlainLink[] {
  return items.map(({ page, children }) => ({ ...linkOf(page), children: toPlainLinks(children) }));
}

/** The main navigation: links with the images and collection the menu's submenus show. */
function toNavLinks(items: TreeItem[]): NavLink[] {
  return items.map(({ page, children }) => ({
    ...linkOf(page),
    collection: optStr(record(page.collection).handle),
    teaser: toImg(page.menu_teaser_image) ?? toImg(page.image),
    hasTeaser: toImg(page.menu_teaser_image) !== null,
    badge: toImg(page.badge),
    transitionImage: toImg(page.transition_image),
    children: toNavLinks(children),
  }));
}

/**
 * The `src` of the embed snippet's iframe, if it is a site path or an https URL on one of the
 * allowed origins (NEWSLETTER_FORM_ORIGINS, the same list the Content-Security-Policy frames):
 * never `javascript:` and the like, never a frame from a host the operator did not allow.
 */
export function iframeSrc(snippet: string, allowedOrigins: readonly string[] = []): string | null {
  const iframe = DomUtils.findOne((el) => el.name === 'iframe', parseDocument(snippet).children, true);
  const src = safeUrl(iframe?.attribs.src, ['https:']);
  if (!src || src.startsWith('#')) return null;
  if (src.startsWith('/')) return src;
  const origin = new URL(src).origin;
  return allowedOrigins.some((allowed) => allowed.toLowerCase() === origin) ? src : null;
}

/** A failed call is logged and leaves its part of the shell empty (SPEC.md section 8); `onError` keeps the message. */
async function safe<T>(what: string, call: Promise<T>, fallback: T, onError?: (message: string) => void): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const message = failureMessage(error);
    console.error(`shell: ${what} failed:`, message);
    onError?.(message);
    return fallback;
  }
}

interface ShellOptions {
  frameOrigins?: readonly string[];
  /** Called when a part could not be loaded (it is left empty). */
  onFailure?: () => void;
}

/**
 * The shell of a language, built once per content version and shared by every page; a shell
 * with a part missing (a call failed) is used for this request only and built again next time.
 */
export async function shellFor(content: ContentClient, site: string, options: Omit<ShellOptions, 'onFailure'> = {}): Promise<Shell> {
  const built = await content.memo(
    `shell:${site}`,
    async () => {
      let complete = true;
      const shell = await loadShell(content, site, { ...options, onFailure: () => (complete = false) });
      return { shell, complete };
    },
    (value) => value.complete,
  );
  return built.shell;
}

/**
 * The request's shell, for the root loader and the page loaders beside it (which cannot read
 * its data and need the SEO defaults): one call, one set of options, so whichever loader
 * builds it first builds the one both use.
 */
export function requestShell(context: Readonly<RouterContextProvider>, site: string): Promise<Shell> {
  return shellFor(context.get(contentContext), site, { frameOrigins: context.get(embedsContext).newsletterOrigins });
}

/** Everything the header, menu, footer and modals show, for one language. */
export async function loadShell(content: ContentClient, site: string, { frameOrigins = [], onFailure }: ShellOptions = {}): Promise<Shell> {
  const failed = (onError?: (message: string) => void) => (message: string) => {
    onFailure?.();
    onError?.(message);
  };
  const nav = (handle: string, maxDepth: number) => safe(`navigation ${handle}`, content.navTree(handle, site, { maxDepth, fields: NAV_FIELDS }), [], failed());
  const global = (handle: string, onError?: (message: string) => void) => safe(`global ${handle}`, content.global(handle, site), null, failed(onError));
  let shopError: string | null = null;
  const [main, meta, footer, social, shop, cta, footerGlobal, errorPage, seo] = await Promise.all([
    nav('main', 3), nav('meta', 1), nav('footer', 2),
    global('social_media'), global('shop_now_modal', (message) => (shopError = message)), global('cta'), global('footer'), global('error_page'), global('seo'),
  ]);
  return {
    main: toNavLinks(main),
    meta: toPlainLinks(meta),
    footer: toPlainLinks(footer),
    social: list(social?.social_media_links).map((l) => {
      const link = record(l);
      return { label: str(link.label), url: shellUrl(link.link, 'social media'), icon: toImg(link.icon) };
    }).filter((l): l is SocialLink => l.url !== null),
    shop: shop
      ? {
          title: str(shop.title),
          localTitle: str(shop.local_reseller_title),
          localContent: str(shop.local_reseller_content),
          localLink: shellUrl(shop.link_local_reseller, 'shop_now_modal link_local_reseller'),
          localLinkTitle: str(shop.link_local_reseller_title),
          shopTitle: str(shop.shop_title),
          shopContent: str(shop.shop_content),
          shopLink: shellUrl(shop.link_shop, 'shop_now_modal link_shop'),
          shopLinkTitle: str(shop.link_shop_title),
        }
      : null,
    shopError,
    cta: cta ? toCta(cta, frameOrigins) : null,
    copyright: str(footerGlobal?.copyright),
    errorPage: errorPage
      ? { imageHeading: str(errorPage.image_heading), image: toImg(errorPage.image), heading: str(errorPage.heading), description: str(errorPage.description) }
      : null,
    seo: {
      siteName: str(seo?.site_name, 'Kairotone'),
      separator: str(seo?.title_separator, '|'),
      description: str(seo?.default_description),
      ogImage: toImg(seo?.og_image),
      twitter: optStr(seo?.twitter_handle),
    },
  };
}

function toCta(cta: Record<string, unknown>, frameOrigins: readonly string[]): CtaContent {
  const links = [
    { url: shellUrl(cta.first_link_field, 'cta first_link_field'), label: str(cta.first_link_label) },
    { url: shellUrl(cta.second_link, 'cta second_link'), label: str(cta.second_link_label) },
  ].filter((l): l is { url: string; label: string } => l.url !== null && l.label !== '');
  return {
    title: str(cta.title),
    links,
    formTitle: str(cta.form_title),
    formDescription: str(cta.form_description),
    newsletterSrc: iframeSrc(str(cta.newsletter_iframe_code), frameOrigins),
  };
}
