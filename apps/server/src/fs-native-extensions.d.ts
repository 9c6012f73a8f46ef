// Types for the part of fs-native-extensions (OS file locks with prebuilt binaries) the shop uses.
declare module 'fs-native-extensions' {
  /** An exclusive lock on the whole file (Linux: an open-file-description lock); false when held. */
  export function tryLock(fd: number): boolean;
  export function unlock(fd: number): void;
}
