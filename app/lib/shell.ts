/** View models of the global shell (header, menu, footer, modals), built on the server from navs and globals. */

export interface Img {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

/** A link of the footer and meta navigations: what they show, and nothing more to send. */
export interface PlainLink {
  id: string;
  title: string;
  /** Site path or absolute URL; null for a node that only groups children (footer columns). */
  url: string | null;
  external: boolean;
  children: PlainLink[];
}

/** A link of the main navigation, with what the menu's submenus show. */
export interface NavLink extends PlainLink {
  /** Collection of the linked entry (`products`, `pages`), if it is an entry. */
  collection: string | null;
  /** Teaser image: `menu_teaser_image`, else `image` (support submenu cards). */
  teaser: Img | null;
  /** Whether the entry sets a `menu_teaser_image`: a submenu whose items do renders as teaser cards. */
  hasTeaser: boolean;
  /** Product badge (products grid). */
  badge: Img | null;
  transitionImage: Img | null;
  children: NavLink[];
}

export interface SocialLink {
  label: string;
  url: string;
  icon: Img | null;
}

export interface ShopModalContent {
  title: string;
  localTitle: string;
  localContent: string;
  localLink: string | null;
  localLinkTitle: string;
  shopTitle: string;
  shopContent: string;
  shopLink: string | null;
  shopLinkTitle: string;
}

export interface CtaContent {
  title: string;
  links: { url: string; label: string }[];
  formTitle: string;
  formDescription: string;
  /** The signup form's address, read from the embed snippet; null when the snippet has none. */
  newsletterSrc: string | null;
}

export interface ErrorPageContent {
  imageHeading: string;
  image: Img | null;
  heading: string;
  description: string;
}

export interface SeoDefaults {
  siteName: string;
  separator: string;
  description: string;
  ogImage: Img | null;
  twitter: string | null;
}

export interface Shell {
  main: NavLink[];
  meta: PlainLink[];
  footer: PlainLink[];
  social: SocialLink[];
  shop: ShopModalContent | null;
  /** Why the shop modal's content could not be loaded (SPEC.md section 8: stored and logged; the modal stays empty). */
  shopError: string | null;
  cta: CtaContent | null;
  copyright: string;
  errorPage: ErrorPageContent | null;
  seo: SeoDefaults;
}

export function isExternal(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}
