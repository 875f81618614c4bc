import type { BlockView } from './types';

/** Renders content blocks in order, one component per block type. (Filled in by the blocks work.) */
export function Blocks({ blocks }: { blocks: BlockView[] }) {
  return <>{blocks.map((b) => <section key={b.id} data-block={b.type} />)}</>;
}
