// s3rver (a local S3-compatible server, used by the upload tests) ships no types.
declare module 's3rver' {
  type S3rverOptions = { port?: number; address?: string; silent?: boolean; directory: string };
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<unknown>;
    close(): Promise<void>;
  }
}
