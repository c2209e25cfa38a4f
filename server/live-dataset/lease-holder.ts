// One value that can be replaced while it is in use: a user takes a lease at its start and gives it back at its end;
// a replaced value is disposed of once its last lease is back, so nothing is closed under a request still reading it.

export interface Lease<T> {
  readonly value: T;
  /** Gives the lease back; calling it again does nothing. */
  release(): void;
}

interface Generation<T> {
  readonly value: T;
  leases: number;
  retired: boolean;
  disposed: Promise<void> | null;
  drained: () => void;
}

export class LeaseHolder<T> {
  private generation: Generation<T>;

  constructor(
    initial: T,
    private readonly dispose: (value: T) => Promise<void> | void,
  ) {
    this.generation = LeaseHolder.generationOf(initial);
  }

  private static generationOf<T>(value: T): Generation<T> {
    return { value, leases: 0, retired: false, disposed: null, drained: () => {} };
  }

  /** The value now, for a use that holds nothing that disposing of it would close. */
  current(): T {
    return this.generation.value;
  }

  acquire(): Lease<T> {
    const generation = this.generation;
    generation.leases += 1;
    let released = false;
    return {
      value: generation.value,
      release: () => {
        if (released) return;
        released = true;
        generation.leases -= 1;
        if (generation.retired && generation.leases === 0) generation.drained();
      },
    };
  }

  /**
   * Makes `next` the value every later acquire gets, at once; resolves when the previous value has been disposed of,
   * which is when its last lease came back.
   */
  replace(next: T): Promise<void> {
    const previous = this.generation;
    this.generation = LeaseHolder.generationOf(next);
    return this.retire(previous);
  }

  /** Disposes of the current value once its leases are back (the process is stopping). */
  close(): Promise<void> {
    return this.retire(this.generation);
  }

  private retire(generation: Generation<T>): Promise<void> {
    if (generation.disposed) return generation.disposed;
    generation.retired = true;
    const drained = new Promise<void>((resolve) => {
      generation.drained = resolve;
      if (generation.leases === 0) resolve();
    });
    generation.disposed = drained.then(() => this.dispose(generation.value));
    return generation.disposed;
  }
}
