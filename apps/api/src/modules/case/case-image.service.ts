// Case images: checked by content, stored in the blob store, recorded in case_images. The bytes
// are written first and the row second; if the row fails the bytes are removed again, so a
// refused or failed upload leaves nothing behind.
import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { AppError, badInput, notFound } from '../../lib/app-error.ts';
import type { BlobStore, StoredBlob } from '../blob/blob-store.ts';
import { detectImageType } from '../blob/image-type.ts';
import { caseScopeOf, dealerShopId, shopInScope } from './case-scope.ts';
import { insertPhoto, photoById } from './case-trail.repository.ts';

export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

export interface StoredImage {
  id: string;
  url: string;
  content_type: string;
  size: number;
  sha256: string;
}

/** Where the image is read back: under the prefix of the calls that uploaded it. */
const imageUrl = (id: string, prefix = '/case_management') => `/api${prefix}/image/${id}`;

export async function storeCaseImage(
  db: Db,
  store: BlobStore,
  user: CurrentUser,
  bytes: Buffer,
  prefix?: string,
): Promise<StoredImage> {
  const bikeShopId = dealerShopId(user);
  if (bytes.length === 0) throw badInput('image_file', 'the file is empty');
  const type = detectImageType(bytes);
  if (!type) throw badInput('image_file', 'only JPEG, PNG and WebP images are accepted');
  const id = randomUUID();
  const key = `case-images/${id}.${type.ext}`;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  try {
    await store.put(key, bytes, type.mime);
  } catch {
    throw new AppError(500100, undefined, `blob store (${store.kind}) refused ${key}`);
  }
  try {
    await insertPhoto(db, {
      id,
      bikeShopId,
      blobKey: key,
      contentType: type.mime,
      sizeBytes: bytes.length,
      sha256,
      uploadedBy: user.id,
    });
  } catch (err) {
    await store.delete(key).catch(() => undefined);
    throw err;
  }
  return { id, url: imageUrl(id, prefix), content_type: type.mime, size: bytes.length, sha256 };
}

/** The image bytes for a user who may see the shop's cases (the uploader's shop or its reviewers). */
export async function readCaseImage(
  db: Db,
  store: BlobStore,
  user: CurrentUser,
  id: string,
): Promise<StoredBlob & { contentType: string }> {
  const image = await photoById(db, id);
  if (!image || !(await shopInScope(db, await caseScopeOf(db, user), image.bikeShopId))) throw notFound();
  const blob = await store.get(image.blobKey);
  if (!blob) throw notFound();
  return { ...blob, contentType: image.contentType };
}
