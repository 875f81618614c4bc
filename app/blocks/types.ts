import type { MapsConfig } from '../embeds/maps-loader';
import type { Img } from '../lib/shell';

/**
 * View models of content blocks, prepared on the server (prepare.server.ts) and rendered by
 * the components in this folder (registry.tsx). Everything here is already validated,
 * sanitised and resolved: components only format and lay out.
 */

export const FEATURE_ICONS = ['wireless', 'battery', 'clock', 'sync', 'display', 'audio', 'camera', 'app', 'bluetooth', 'shield', 'weight', 'cable'] as const;
export type FeatureIcon = (typeof FEATURE_ICONS)[number];

/** In the order the downloads hub lists them within a product. */
export const DOWNLOAD_KINDS = ['app', 'firmware', 'manual'] as const;
export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];

export const PLATFORMS = ['macos', 'windows', 'linux', 'ios', 'android', 'device'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** A link from content: a site path (`/where-to-buy`) or an absolute http(s)/mailto/tel URL. */
export interface LinkView {
  label: string;
  url: string;
}

export interface HeroBlock {
  type: 'hero';
  id: string;
  heading: string;
  text: string | null;
  image: Img | null;
  cta: LinkView | null;
}

export interface RichTextBlock {
  type: 'rich_text';
  id: string;
  /** Sanitised HTML. */
  html: string;
}

export interface ImageBlock {
  type: 'image';
  id: string;
  image: Img;
  caption: string | null;
}

export interface GalleryBlock {
  type: 'gallery';
  id: string;
  heading: string | null;
  images: Img[];
}

export interface Feature {
  title: string;
  text: string | null;
  /** null for an icon name the site does not draw. */
  icon: FeatureIcon | null;
}

export interface FeatureGridBlock {
  type: 'feature_grid';
  id: string;
  heading: string | null;
  features: Feature[];
}

export interface ProductCard {
  id: string;
  title: string;
  tagline: string | null;
  url: string | null;
  image: Img | null;
  /** Formatted for the page's language (`249 €` for `EUR 249`); text that is no price as written. */
  price: string | null;
}

export interface ProductTeaserBlock {
  type: 'product_teaser';
  id: string;
  heading: string | null;
  /** In the order the content lists them. */
  products: ProductCard[];
}

export interface SpecificationRow {
  label: string;
  value: string;
}

export interface SpecificationsBlock {
  type: 'specifications';
  id: string;
  heading: string | null;
  rows: SpecificationRow[];
}

export interface DownloadItem {
  id: string;
  title: string;
  url: string | null;
  kind: DownloadKind | null;
  version: string | null;
  /** ISO date-time (`2026-10-28T00:00:00+00:00`). */
  releaseDate: string | null;
  platforms: Platform[];
  /** Bytes. */
  size: number | null;
}

export interface DownloadsListBlock {
  type: 'downloads_list';
  id: string;
  heading: string | null;
  /** In the order the content lists them. */
  downloads: DownloadItem[];
}

export interface VideoBlock {
  type: 'video';
  id: string;
  title: string;
  youtubeId: string;
  poster: Img | null;
}

export interface CallToActionBlock {
  type: 'call_to_action';
  id: string;
  heading: string;
  text: string | null;
  link: LinkView | null;
}

export interface FaqItem {
  question: string;
  /** Sanitised HTML. */
  answerHtml: string;
}

export interface FaqBlock {
  type: 'faq';
  id: string;
  heading: string | null;
  items: FaqItem[];
}

export interface Reseller {
  name: string;
  city: string | null;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  type: 'local' | 'online';
  website: string | null;
  lat: number | null;
  lng: number | null;
}

export interface ResellerMapBlock {
  type: 'reseller_map';
  id: string;
  heading: string | null;
  resellers: Reseller[];
  /** How to load the map; null without a maps key (the list alone). */
  map: MapsConfig | null;
}

export interface Model3dBlock {
  type: 'model_3d';
  id: string;
  heading: string | null;
  /** The binary glTF file's URL (same origin). */
  modelUrl: string;
  /** Shown first, and kept where WebGL is missing or the model fails. Its alt names the product. */
  poster: Img;
  caption: string | null;
}

/** The privacy page's consent switches (one per third-party service). */
export interface PrivacySettingsBlock {
  type: 'privacy_settings';
  id: string;
  heading: string | null;
  text: string | null;
}

export interface DownloadKindGroup {
  kind: DownloadKind;
  /** Newest first. */
  downloads: DownloadItem[];
}

export interface DownloadProductGroup {
  /** The product's entry id, or `all` for downloads that cover every product. */
  key: string;
  /** The product's title; null for the "all products" group. */
  product: string | null;
  /** In DOWNLOAD_KINDS order, only kinds that have downloads. */
  kinds: DownloadKindGroup[];
}

export interface DownloadsHubBlock {
  type: 'downloads_hub';
  id: string;
  heading: string | null;
  intro: string | null;
  /** Products by title, then the "all products" group. */
  groups: DownloadProductGroup[];
}

export type BlockView =
  | HeroBlock
  | RichTextBlock
  | ImageBlock
  | GalleryBlock
  | FeatureGridBlock
  | ProductTeaserBlock
  | SpecificationsBlock
  | DownloadsListBlock
  | VideoBlock
  | CallToActionBlock
  | FaqBlock
  | ResellerMapBlock
  | DownloadsHubBlock
  | Model3dBlock
  | PrivacySettingsBlock;

export type BlockType = BlockView['type'];
