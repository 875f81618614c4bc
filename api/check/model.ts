import { z } from 'zod';

/**
 * Our content model (docs/content-model.md) as zod schemas, checked on each entry's values
 * after origin fallback. References (assets, entries) are checked separately from the
 * blueprints, so these schemas only say what a field must look like.
 */

const text = z.string().trim().min(1, 'must not be empty');
const optionalText = z.string().nullish();
const assetPath = z.string().regex(/^[\w./-]+\.(jpe?g|png|webp|svg|avif|gif)$/i, 'must be an image path inside the assets container');
const modelPath = z.string().regex(/^[\w./-]+\.glb$/i, 'must be a binary glTF (.glb) path inside the assets container');
const entryId = z.string().min(1);
const httpsUrl = z.url({ protocol: /^https$/, message: 'must be an https:// URL' });
const sitePath = z.string().regex(/^\/(?!\/)[^\s\\]*$/, 'must be a site path starting with a single /');
const link = z.union([sitePath, httpsUrl]);
const block = <T extends z.ZodRawShape>(type: string, shape: T) => z.object({ id: text, type: z.literal(type), enabled: z.boolean().optional(), ...shape });

export const ICONS = ['wireless', 'battery', 'clock', 'sync', 'display', 'audio', 'camera', 'app', 'bluetooth', 'shield', 'weight', 'cable'] as const;

const BLOCKS = [
  block('hero', { heading: text, text: optionalText, image: assetPath.optional(), cta_label: optionalText, cta_url: link.optional() }),
  block('rich_text', { body: text }),
  block('image', { image: assetPath, caption: optionalText }),
  block('gallery', { heading: optionalText, images: z.array(assetPath).min(1) }),
  block('feature_grid', { heading: optionalText, features: z.array(z.object({ title: text, text, icon: z.enum(ICONS) })).min(1) }),
  block('product_teaser', { heading: optionalText, products: z.array(entryId).min(1) }),
  block('specifications', { heading: optionalText, rows: z.array(z.object({ label: text, value: z.union([text, z.number()]) })).min(1) }),
  block('downloads_list', { heading: optionalText, downloads: z.array(entryId).min(1) }),
  block('video', { title: text, youtube_id: z.string().regex(/^[\w-]{11}$/, 'must be an 11-character YouTube id'), poster: assetPath }),
  block('call_to_action', { heading: text, text: optionalText, link_label: text, link_url: link }),
  block('faq', { heading: optionalText, items: z.array(z.object({ question: text, answer: text })).min(1) }),
  block('reseller_map', {
    heading: optionalText,
    resellers: z.array(z.object({
      name: text, city: text, country: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166 alpha-2 code'),
      type: z.enum(['local', 'online']), website: httpsUrl, lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180),
    })).min(1),
  }),
  block('downloads_hub', { heading: optionalText, intro: optionalText }),
  block('model_3d', { heading: optionalText, model: modelPath, poster: assetPath, caption: optionalText }),
  block('privacy_settings', { heading: optionalText, text: optionalText }),
] as const;

/** The message for an unknown type lists the known ones, from the schemas themselves. */
const BLOCK_TYPES = BLOCKS.map((schema) => schema.shape.type.value).join(', ');
export const BlockSchema = z.discriminatedUnion('type', BLOCKS, { error: (issue) => (issue.code === 'invalid_union' ? `unknown block type; use one of: ${BLOCK_TYPES}` : undefined) });

const blocks = z.array(BlockSchema);

export const COLLECTION_SCHEMAS: Record<string, z.ZodType> = {
  pages: z.looseObject({ title: text, description: optionalText, blocks: blocks.optional(), image: assetPath.optional(), menu_teaser_image: assetPath.optional() }),
  products: z.looseObject({
    title: text, tagline: text, description: text, image: assetPath, badge: assetPath, transition_image: assetPath,
    price: text, shop_url: httpsUrl, downloads: z.array(entryId).optional(), blocks,
  }),
  downloads: z.looseObject({
    title: text, description: text, kind: z.enum(['app', 'firmware', 'manual']), product: entryId.optional(),
    version: z.union([text, z.number()]).transform(String), release_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD'),
    platforms: z.array(z.enum(['macos', 'windows', 'linux', 'ios', 'android', 'device'])),
    size: z.number().int().positive(), checksum: z.string().regex(/^sha256:[0-9a-f]{64}$/, 'must be sha256: and 64 lowercase hex digits'),
    files: z.array(z.object({ label: text, url: httpsUrl, platform: optionalText })).min(1), release_notes: text,
  }),
  news: z.looseObject({ title: text, excerpt: text, image: assetPath, news_categories: z.array(text).min(1), author: text }),
};

const socialLink = z.object({ link: httpsUrl, icon: assetPath, label: text });
export const GLOBAL_SCHEMAS: Record<string, z.ZodType> = {
  social_media: z.looseObject({ social_media_links: z.array(socialLink).min(1) }),
  shop_now_modal: z.looseObject({
    title: text, local_reseller_title: text, local_reseller_content: text, link_local_reseller: link, link_local_reseller_title: text,
    shop_title: text, shop_content: text, link_shop: link, link_shop_title: text, link: link.nullish(), link_label: optionalText,
  }),
  cta: z.looseObject({
    title: text, first_link_field: link.nullish(), first_link_label: optionalText, second_link: link.nullish(), second_link_label: optionalText,
    form_title: text, form_description: text,
    newsletter_iframe_code: z.string().regex(/<iframe\b[^>]*\ssrc="[^"]+"/i, 'must be an <iframe> snippet with a src'),
  }),
  footer: z.looseObject({ copyright: text }),
  error_page: z.looseObject({ image_heading: text, image: assetPath, heading: text, description: text }),
  seo: z.looseObject({ site_name: text, title_separator: text, default_description: text, og_image: assetPath, twitter_handle: optionalText }),
  redirects: z.looseObject({
    rules: z.array(
      z.object({
        from: sitePath, to: link.optional(), entry: entryId.optional(), status: z.union([z.literal(301), z.literal(302)]),
      }).refine((r) => (r.to === undefined) !== (r.entry === undefined), 'a rule has either `to` or `entry`, not both'),
    ),
  }),
};

/** Handles every site must have (the site cannot render a shell without them). */
export const REQUIRED_NAVS = ['main', 'meta', 'footer'];
export const REQUIRED_GLOBALS = ['social_media', 'shop_now_modal', 'cta', 'footer', 'error_page', 'seo'];
