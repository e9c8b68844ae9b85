package dev.silk.json;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * A mutable list kept in blocks of {@link #BLOCK} references, for the rare read list that outgrows
 * one block (D129).
 *
 * <p>An {@link java.util.ArrayList} of more than about 130,000 elements holds them in one array
 * over half a G1 region (1 MB regions below a 2 GB heap), which G1 allocates as a humongous object
 * in the old generation. Up to JDK 25 a young collection does not reclaim a dead humongous array of
 * references, so it keeps every young element it points at alive: each such request promoted all
 * its values to the old generation, and a 1 MB list of numbers cost twice as much per byte as a 100
 * KB one. No block here is more than 64 KB (128 KB without compressed references), far below the
 * smallest humongous size of 512 KB.
 */
final class BlockList<E> extends AbstractList<E> implements RandomAccess {
  private static final int SHIFT = 14;

  /** Elements per block: 16,384. */
  static final int BLOCK = 1 << SHIFT;

  private static final int MASK = BLOCK - 1;

  private Object[][] blocks = new Object[8][];
  private int size;

  /** A list of {@code first}'s elements, in order. */
  BlockList(Collection<? extends E> first) {
    for (E e : first) {
      add(e);
    }
  }

  @Override
  public int size() {
    return size;
  }

  @Override
  public E get(int index) {
    Objects.checkIndex(index, size);
    return at(index);
  }

  @Override
  public E set(int index, E element) {
    Objects.checkIndex(index, size);
    E old = at(index);
    store(index, element);
    return old;
  }

  @Override
  public boolean add(E element) {
    int i = size;
    int block = i >>> SHIFT;
    if ((i & MASK) == 0) {
      if (block == blocks.length) {
        blocks = Arrays.copyOf(blocks, block * 2);
      }
      blocks[block] = new Object[BLOCK];
    }
    blocks[block][i & MASK] = element;
    size = i + 1;
    modCount++;
    return true;
  }

  /** Inserts at {@code index}, moving the later elements up one place (O(n), as ArrayList). */
  @Override
  public void add(int index, E element) {
    Objects.checkIndex(index, size + 1);
    add(null);
    for (int i = size - 1; i > index; i--) {
      store(i, at(i - 1));
    }
    store(index, element);
  }

  /** Removes at {@code index}, moving the later elements down one place (O(n), as ArrayList). */
  @Override
  public E remove(int index) {
    Objects.checkIndex(index, size);
    E old = at(index);
    int last = size - 1;
    for (int i = index; i < last; i++) {
      store(i, at(i + 1));
    }
    store(last, null);
    if ((last & MASK) == 0) {
      blocks[last >>> SHIFT] = null;
    }
    size = last;
    modCount++;
    return old;
  }

  @Override
  public void clear() {
    blocks = new Object[8][];
    size = 0;
    modCount++;
  }

  @SuppressWarnings("unchecked")
  private E at(int index) {
    return (E) blocks[index >>> SHIFT][index & MASK];
  }

  private void store(int index, E element) {
    blocks[index >>> SHIFT][index & MASK] = element;
  }
}
