import type { ServerResponse } from 'node:http';

/** One year, subdomains included: the browser goes straight to https once it has seen an answer over https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Browser features the web app never uses, switched off for its pages and anything framed in them, so injected
 * script or a framed document cannot ask for them. Clipboard and fullscreen stay at the browser's default (the API
 * key page copies a secret; the PDF viewer may go fullscreen). Payments leave for the provider's own page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The headers every answer carries whichever route serves it (the request id, nosniff and referrer policy come from
 * request-context.ts): Permissions-Policy always, Strict-Transport-Security when the public address is https.
 */
export function securityHeadersFor(publicUrl: string): (res: ServerResponse) => void {
  const headers: Array<[string, string]> = [['permissions-policy', PERMISSIONS_POLICY]];
  if (new URL(publicUrl).protocol === 'https:') headers.push(['strict-transport-security', STRICT_TRANSPORT_SECURITY]);
  return (res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
  };
}
