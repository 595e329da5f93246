// A claim or order-case photo. The image needs the bearer token, so it is fetched and shown through an
// object URL (an <img src> would send no token); not a cached query, as object URLs die with the page.
import { useEffect, useState } from 'react';
import { PORTAL_VERSION, PORTAL_VERSION_HEADER } from '@dealer/contracts';
import { getAccessToken } from '../../lib/auth/tokens.ts';
import { useI18n } from '../../lib/i18n/i18n.ts';

export type PhotoPrefix = 'claim' | 'order_case';

function useProtectedImage(prefix: PhotoPrefix, id: string) {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    const token = getAccessToken();
    fetch(`/api/${prefix}/image/${encodeURIComponent(id)}`, {
      signal: controller.signal,
      headers: {
        [PORTAL_VERSION_HEADER]: PORTAL_VERSION,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    })
      .then((res) => (res.ok ? res.blob() : Promise.reject(new Error(String(res.status)))))
      .then(
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
  }, [prefix, id]);
  return state;
}

function ProtectedPhoto({
  prefix,
  id,
  alt,
  missing,
}: {
  prefix: PhotoPrefix;
  id: string;
  alt: string;
  missing: string;
}) {
  const image = useProtectedImage(prefix, id);
  if (image.failed) return <span className="muted">{missing}</span>;
  if (!image.url) return <span className="cl-photo cl-photo-loading" aria-hidden="true" />;
  return <img className="cl-photo" src={image.url} alt={alt} />;
}

/** The photos of a claim or an order case (#`ownerId`), each named by its place and its owner. */
export function PhotoGallery({
  prefix,
  ids,
  ownerId,
}: {
  prefix: PhotoPrefix;
  ids: readonly string[];
  ownerId: number;
}) {
  const { t } = useI18n();
  return (
    <div className="cl-photos">
      {ids.map((id, i) => (
        <ProtectedPhoto
          key={id}
          prefix={prefix}
          id={id}
          alt={t('claim.photoAlt', { n: i + 1, id: ownerId })}
          missing={t('review.imageMissing')}
        />
      ))}
    </div>
  );
}
