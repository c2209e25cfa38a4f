// The items of a packed R-tree (flatbush) whose boxes hold a point, gathered into an array the caller keeps: the
// look-ups ask eight trees per answer, and flatbush's own search allocates a queue and a result array on each.

import type Flatbush from 'flatbush';

/** The fields flatbush's own search reads (flatbush 4: boxes level by level, leaves first, root last). */
interface PackedTree {
  readonly _boxes: Float64Array | Float32Array;
  /** Per box: its item for a leaf, the position of its first child's box for a node. */
  readonly _indices: Uint32Array | Uint16Array;
  /** One past the last box of each level, in positions of the boxes array. */
  readonly _levelBounds: readonly number[];
  readonly nodeSize: number;
  readonly numItems: number;
}

// One queue for every call: a search runs to its end before the next can start (nothing it calls searches again).
const queue: number[] = [];

/**
 * Sets `out` to the items whose box holds (x, y), edges included, in the tree's order: the items tree.search(x, y, x,
 * y) returns. `out` is emptied first and returned.
 */
export function itemsAt(tree: Flatbush, x: number, y: number, out: number[]): number[] {
  const { _boxes: boxes, _indices: indices, _levelBounds: levelBounds, nodeSize, numItems } = tree as unknown as PackedTree;
  const leaves = numItems * 4;
  out.length = 0;
  queue.length = 0;
  let node: number | undefined = boxes.length - 4;
  let level = levelBounds.length - 1;
  while (node !== undefined) {
    const end = Math.min(node + nodeSize * 4, levelBounds[level]!);
    const isNode = node >= leaves;
    for (let pos = node; pos < end; pos += 4) {
      if (x < boxes[pos]! || y < boxes[pos + 1]! || x > boxes[pos + 2]! || y > boxes[pos + 3]!) continue;
      if (isNode) queue.push(indices[pos >> 2]!, level - 1);
      else out.push(indices[pos >> 2]!);
    }
    level = queue.pop()!;
    node = queue.pop();
  }
  return out;
}
