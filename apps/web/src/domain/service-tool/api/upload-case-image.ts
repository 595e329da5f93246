// POST /api/case_management/image (multipart image_file): a photo for a case or a registration
// request (VIN plate, bike, component label). Returns the stored image's id and address.
import { apiRequest } from '../../../lib/api/client.ts';
import type { ResultOf } from '../../../lib/api/api-types.ts';

export type CaseImage = ResultOf<'/api/case_management/image', 'post'>;

export function uploadCaseImage(file: File): Promise<CaseImage> {
  const formData = new FormData();
  formData.append('image_file', file, file.name);
  return apiRequest('post', '/api/case_management/image', { formData });
}
