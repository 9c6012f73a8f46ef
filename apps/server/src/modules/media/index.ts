// The media module's public face: storing, checking and deleting product pictures, and the storage
// type other modules are handed.
export {
  deleteProductImage,
  isStoredImage,
  MAX_UPLOAD_BYTES,
  storeProductImage,
  UPLOADS_PREFIX,
  uploadKeyOf,
} from './product-images.js';
export { type FileStorage } from './storage/file-storage.js';
export { claimLocalUploads, SECOND_LOCAL_UPLOADS_INSTANCE } from './storage/claim-local-uploads.js';
