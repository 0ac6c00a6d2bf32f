/** The public face of the uploads module: all that other modules, app.ts and db/ may import from it (see README.md). */
export { findingsAtSize } from './findings';
export { readArtworkForm } from './form';
export { preflightAtSize } from './preflight-at-size';
export { uploadsRoutes } from './routes';
export { ARTWORK_MIME_TYPES, type ArtworkType } from './sniff';
export {
  copiedUploads,
  copyStoredFiles,
  deleteStoredFiles,
  insertUploads,
  type ReceivedFile,
  receiveArtwork,
  storagePath,
  storeArtworkStream,
  type UploadRow,
} from './store';
export { uploads } from './table';
