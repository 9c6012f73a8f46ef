// The import's multipart request: the CSV in the field "file" and, optionally, pictures the rows name
// in the field "pictures". Limits are checked as the parts arrive, so an oversized request is cut off
// rather than read to its end; @fastify/multipart's own errors come out in the API's words.
import type { Multipart } from '@fastify/multipart';
import { MAX_IMPORT_FILE_BYTES, MAX_IMPORT_PICTURE_BYTES, MAX_IMPORT_PICTURES } from '@eshop/shared';
import { AppError } from '../../lib/app-error.js';
import { MAX_UPLOAD_BYTES } from '../../modules/media/index.js';
import type { ImportUpload, SentPicture } from './preview-import.js';

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const FIELDS = 'Send the CSV file in the form field "file", and any pictures in "pictures".';

/** What the multipart plugin is registered with: the largest part either field may have. */
export const IMPORT_MULTIPART_LIMITS = {
  fileSize: Math.max(MAX_IMPORT_FILE_BYTES, MAX_UPLOAD_BYTES),
  files: MAX_IMPORT_PICTURES + 1,
  fields: 0,
  parts: MAX_IMPORT_PICTURES + 1,
  headerPairs: 100,
};

export async function readImportUpload(parts: AsyncIterableIterator<Multipart>): Promise<ImportUpload> {
  let csv: { fileName: string; bytes: Buffer } | undefined;
  const pictures: SentPicture[] = [];
  let pictureBytes = 0;
  try {
    for await (const part of parts) {
      if (part.type !== 'file') throw new AppError('VALIDATION_ERROR', FIELDS);
      if (part.fieldname === 'file' && !csv) {
        const bytes = await part.toBuffer();
        if (bytes.length > MAX_IMPORT_FILE_BYTES) {
          throw new AppError(
            'PAYLOAD_TOO_LARGE',
            `The CSV file is larger than ${megabytes(MAX_IMPORT_FILE_BYTES)}.`,
          );
        }
        csv = { fileName: part.filename || 'products.csv', bytes };
      } else if (part.fieldname === 'pictures') {
        const bytes = await part.toBuffer();
        pictureBytes += bytes.length;
        if (bytes.length > MAX_UPLOAD_BYTES) {
          throw new AppError('PAYLOAD_TOO_LARGE', `The picture "${part.filename}" is larger than 5 MB.`);
        }
        if (pictureBytes > MAX_IMPORT_PICTURE_BYTES) {
          const limit = megabytes(MAX_IMPORT_PICTURE_BYTES);
          throw new AppError(
            'PAYLOAD_TOO_LARGE',
            `The pictures come to more than ${limit}; give the rest as addresses.`,
          );
        }
        if (pictures.some(({ name }) => name.toLowerCase() === part.filename.toLowerCase())) {
          throw new AppError('VALIDATION_ERROR', `Two pictures are named "${part.filename}"; rename one.`);
        }
        pictures.push({ name: part.filename, bytes });
      } else {
        throw new AppError('VALIDATION_ERROR', FIELDS);
      }
    }
  } catch (error) {
    translateMultipartError(error);
  }
  if (!csv) throw new AppError('VALIDATION_ERROR', 'Choose a CSV file to import.');
  return { fileName: csv.fileName, csv: csv.bytes, pictures };
}

/** @fastify/multipart's limit errors, in the API's words. */
function translateMultipartError(error: unknown): never {
  if (error instanceof AppError) throw error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The CSV file is larger than ${megabytes(MAX_IMPORT_FILE_BYTES)}.`,
    );
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    throw new AppError('PAYLOAD_TOO_LARGE', `Send at most ${MAX_IMPORT_PICTURES} pictures with one file.`);
  }
  if (code === 'FST_FIELDS_LIMIT') throw new AppError('VALIDATION_ERROR', FIELDS);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_NO_FORM_DATA') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
  }
  const status = (error as { statusCode?: number }).statusCode;
  if (status !== undefined && status >= 400 && status < 500) throw error;
  throw new AppError('BAD_REQUEST', 'The upload could not be read; send it again as multipart/form-data.');
}
