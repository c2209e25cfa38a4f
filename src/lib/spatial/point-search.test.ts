import Flatbush from 'flatbush';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random/prng';
import { itemsAt } from './point-search';

function randomTree(count: number, nodeSize: number, seed: number): { tree: Flatbush; random: () => number } {
  const random = mulberry32(seed);
  const tree = new Flatbush(count, nodeSize);
  for (let i = 0; i < count; i += 1) {
    const x = random() * 100;
    const y = random() * 100;
    tree.add(x, y, x + random() * 8, y + random() * 8);
  }
  tree.finish();
  return { tree, random };
}

describe('itemsAt', () => {
  it.each([
    [1, 16],
    [15, 16],
    [5_000, 16],
    [5_000, 4],
  ])('when %i boxes are packed %i to a node, then it finds at each point the items flatbush search finds there', (count, nodeSize) => {
    const { tree, random } = randomTree(count, nodeSize, count + nodeSize);
    const out: number[] = [];
    for (let k = 0; k < 2_000; k += 1) {
      const [x, y] = [random() * 110 - 5, random() * 110 - 5];
      expect([...itemsAt(tree, x, y, out)].sort((a, b) => a - b)).toEqual(tree.search(x, y, x, y).sort((a, b) => a - b));
    }
  });

  it('when a point lies on a box\'s edge or corner, then the box is found, as flatbush finds it', () => {
    const tree = new Flatbush(2);
    tree.add(0, 0, 10, 10);
    tree.add(10, 10, 20, 20);
    tree.finish();
    const out: number[] = [];
    expect([...itemsAt(tree, 10, 10, out)].sort()).toEqual([0, 1]);
    expect(itemsAt(tree, 0, 5, out)).toEqual([0]);
    expect(itemsAt(tree, 20.000001, 20, out)).toEqual([]);
  });

  it('when given an array holding earlier items, then it empties it first and returns it', () => {
    const { tree } = randomTree(100, 16, 3);
    const out = [7, 8, 9];
    expect(itemsAt(tree, -50, -50, out)).toBe(out);
    expect(out).toEqual([]);
  });
});
