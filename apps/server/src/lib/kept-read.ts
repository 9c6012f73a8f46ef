// A value an instance keeps from the database (the shop's settings, the category names), read once at
// start and again on demand. Reads run one at a time, in the order asked: a read that started later
// always lands last, so two changes in quick succession never leave the older one in place.

export type KeptRead<T> = {
  /** The value as last read. */
  current: () => T;
  /** Reads it again; resolves once `current` gives it (a failed read keeps the old value). */
  reload: () => Promise<T>;
};

/** `read` now and on each `reload`; `onRead` is told of every value read, the first included. */
export async function keepRead<T>(read: () => Promise<T>, onRead?: (value: T) => void): Promise<KeptRead<T>> {
  let current: T = await read();
  onRead?.(current);
  let reading: Promise<unknown> = Promise.resolve();
  const reload = () => {
    const next: Promise<T> = reading.then(read);
    reading = next.catch(() => undefined);
    return next.then((value) => {
      current = value;
      onRead?.(value);
      return value;
    });
  };
  return { current: () => current, reload };
}
