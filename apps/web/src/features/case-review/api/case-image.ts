// GET /api/case_management/image/{id}: a case photo. It needs the bearer token, so it is fetched
// and shown through an object URL (an <img src> would send no token). Not a cached query: the GET
// cache is persisted to storage, and object URLs die with the page.
import { useEffect, useState } from 'react';
import { PORTAL_VERSION, PORTAL_VERSION_HEADER } from '@dealer/contracts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { getAccessToken } from '../../../lib/auth/tokens.ts';

async function getCaseImage(id: string, signal: AbortSignal): Promise<Blob> {
  const token = getAccessToken();
  const res = await fetch(`/api/case_management/image/${encodeURIComponent(id)}`, {
    signal,
    headers: {
      [PORTAL_VERSION_HEADER]: PORTAL_VERSION,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!res.ok) throw new ApiError(res.status, res.status * 1000, res.statusText);
  return res.blob();
}

export function useCaseImage(id: string): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    getCaseImage(id, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setState({ url, failed: false });
      },
      () => !controller.signal.aborted && setState({ url: null, failed: true }),
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  return state;
}
