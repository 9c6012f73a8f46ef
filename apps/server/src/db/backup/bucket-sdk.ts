// The parts of the S3 SDK the backup commands use, imported by name. bucket-client.ts loads this
// module, never the SDK itself, when a bucket is used: the server's bundle (build.mjs) turned a
// dynamic import of the SDK, a CommonJS package, into a chunk with a default export only, so the built
// commands found no `S3Client` on it and `npm run db:backup -- --s3` failed in every production
// install. Named imports are bound through the bundle's CommonJS interop, as s3-storage.ts's are.
export {
  DeleteObjectsCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
