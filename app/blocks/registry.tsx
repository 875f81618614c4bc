import { island } from '../components/ui/island';
import type { BlockView } from './types';
// Every block's styles are in the page's stylesheet: its code comes later (below), its HTML must not wait for it.
import './blocks.css';
import './gallery.css';

/*
 * Each block type's code is a chunk of its own, loaded after the first load and only on pages
 * that show the type; the server renders every block in place, and the browser leaves that
 * HTML as it is until the chunk is in (app/components/ui/island.tsx). The blocks that embed
 * third-party or heavy content (consent, maps, video, 3D) load more of it only when used.
 */
const Hero = island(() => import('./hero').then((m) => m.Hero));
const RichText = island(() => import('./rich-text').then((m) => m.RichText));
const ImageBlock = island(() => import('./image-block').then((m) => m.ImageBlock));
const Gallery = island(() => import('./gallery').then((m) => m.Gallery));
const FeatureGrid = island(() => import('./feature-grid').then((m) => m.FeatureGrid));
const ProductTeaser = island(() => import('./product-teaser').then((m) => m.ProductTeaser));
const Specifications = island(() => import('./specifications').then((m) => m.Specifications));
const DownloadsList = island(() => import('./downloads-list').then((m) => m.DownloadsList));
const Video = island(() => import('./video').then((m) => m.Video));
const CallToAction = island(() => import('./call-to-action').then((m) => m.CallToAction));
const Faq = island(() => import('./faq').then((m) => m.Faq));
const ResellerMap = island(() => import('./reseller-map').then((m) => m.ResellerMap));
const DownloadsHub = island(() => import('./downloads-hub').then((m) => m.DownloadsHub));
const Model3d = island(() => import('./model-3d').then((m) => m.Model3d));
const PrivacySettings = island(() => import('./privacy-settings').then((m) => m.PrivacySettings));

/**
 * Renders content blocks in order, one component per block type. A hero that opens the
 * blocks carries the page's `<h1>` (content pages leave their own header out then); a page
 * that renders its own `<h1>` above the blocks passes `firstHeroIsPageTitle={false}`.
 */
export function Blocks({ blocks, firstHeroIsPageTitle = true }: { blocks: BlockView[]; firstHeroIsPageTitle?: boolean }) {
  return (
    <div className="blocks">
      {blocks.map((block, index) => (
        <Block key={block.id} block={block} isFirst={firstHeroIsPageTitle && index === 0} opensPage={index === 0} />
      ))}
    </div>
  );
}

/** `opensPage`: the first block, near the top of every page type: its image is the likely largest paint. */
function Block({ block, isFirst, opensPage }: { block: BlockView; isFirst: boolean; opensPage: boolean }) {
  switch (block.type) {
    case 'hero':
      return <Hero block={block} headingLevel={isFirst ? 1 : 2} priority={opensPage} />;
    case 'rich_text':
      return <RichText block={block} />;
    case 'image':
      return <ImageBlock block={block} />;
    case 'gallery':
      return <Gallery block={block} />;
    case 'feature_grid':
      return <FeatureGrid block={block} />;
    case 'product_teaser':
      return <ProductTeaser block={block} />;
    case 'specifications':
      return <Specifications block={block} />;
    case 'downloads_list':
      return <DownloadsList block={block} />;
    case 'video':
      return <Video block={block} />;
    case 'call_to_action':
      return <CallToAction block={block} />;
    case 'faq':
      return <Faq block={block} />;
    case 'reseller_map':
      return <ResellerMap block={block} />;
    case 'downloads_hub':
      return <DownloadsHub block={block} />;
    case 'model_3d':
      return <Model3d block={block} />;
    case 'privacy_settings':
      return <PrivacySettings block={block} />;
    default:
      return unreachable(block);
  }
}

/** Compile-time check that every block type has a component. */
function unreachable(block: never): null {
  void block;
  return null;
}
