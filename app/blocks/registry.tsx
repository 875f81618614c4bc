import { lazy } from 'react';
import { CallToAction } from './call-to-action';
import { DownloadsHub } from './downloads-hub';
import { DownloadsList } from './downloads-list';
import { Faq } from './faq';
import { FeatureGrid } from './feature-grid';
import { Gallery } from './gallery';
import { Hero } from './hero';
import { ImageBlock } from './image-block';
import { ProductTeaser } from './product-teaser';
import { RichText } from './rich-text';
import { Specifications } from './specifications';
import type { BlockView } from './types';
import './blocks.css';

/*
 * Blocks that embed third-party or heavy content (consent, maps, video, 3D) are chunks of
 * their own, so pages without them load not a byte of their code. There is deliberately no
 * <Suspense> around them: the server then renders them in place, in order (a boundary would
 * let React stream them after the footer and move them in with a script, which shifts the
 * layout), and in the browser hydration waits for their chunk with the server's HTML in
 * place. Client navigations are transitions, which keep the old page until the chunk is in.
 */
const ResellerMap = lazy(() => import('./reseller-map').then((m) => ({ default: m.ResellerMap })));
const Video = lazy(() => import('./video').then((m) => ({ default: m.Video })));
const Model3d = lazy(() => import('./model-3d').then((m) => ({ default: m.Model3d })));
const PrivacySettings = lazy(() => import('./privacy-settings').then((m) => ({ default: m.PrivacySettings })));

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
