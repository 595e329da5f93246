// "A narrow window or phone user agent counts as mobile" (portal-spec §2).
import { env } from '../config/env.ts';

const PHONE_UA = /Android.+Mobile|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|Opera Mini|webOS/i;

function isPhoneUserAgent(ua: string): boolean {
  return PHONE_UA.test(ua);
}

export function isMobileDevice(width = window.innerWidth, ua = navigator.userAgent): boolean {
  return width < env.mobileMaxWidth || isPhoneUserAgent(ua);
}
