// File downloads shared by the export screens: export calls answer a file, not {result}, so they are fetched here with the
// same bearer and version header as the API client, then saved through an object URL.
import { PORTAL_VERSION, PORTAL_VERSION_HEADER } from '@dealer/contracts';
import { ApiError } from '../api/api-error.ts';
import { getAccessToken } from '../auth/tokens.ts';
import { currentLanguage } from '../i18n/i18n.ts';

/**
 * A PDF's address with the reader's language and time zone: the server prints it in the words and
 * clock of the screen it was asked from (docs/decisions/2821).
 */
export function pdfUrl(path: string): string {
  const query = new URLSearchParams({
    lang: currentLanguage(),
    tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  return `${path}?${query.toString()}`;
}

export async function fetchFile(url: string): Promise<Blob> {
  const token = getAccessToken();
  const res = await fetch(url, {
    headers: {
      [PORTAL_VERSION_HEADER]: PORTAL_VERSION,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { code?: number; message?: string };
    throw new ApiError(res.status, body.code ?? res.status * 1000, body.message ?? res.statusText);
  }
  return res.blob();
}

export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser time to start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
