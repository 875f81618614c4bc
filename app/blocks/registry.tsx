import { CallToAction } from './call-to-action';
import { DownloadsHub } from './downloads-hub';
import { DownloadsList } from './downloads-list';
import { Faq } from './faq';
import { FeatureGrid } from './feature-grid';
import { Gallery } from './gallery';
import { Hero } from './hero';
import { ImageBlock } from './image-block';
import { Model3d } from './model-3d';
import { PrivacySettings } from './privacy-settings';
import { ProductTeaser } from './product-teaser';
import { ResellerMap } from './reseller-map';
import { RichText } from './rich-text';
import { Specifications } from './specifications';
import { Video } from './video';
import type { BlockView } from './types';
import './blocks.css';

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
