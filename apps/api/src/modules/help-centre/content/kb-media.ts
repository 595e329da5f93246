// Images of the built-in articles (simple line drawings), served by the media proxy.

const frame = (
  marker: { x: number; y: number },
  label: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 240" width="400" height="240">
<rect width="400" height="240" fill="#fff"/>
<g fill="none" stroke="#333" stroke-width="6" stroke-linecap="round">
<circle cx="90" cy="170" r="55"/><circle cx="310" cy="170" r="55"/>
<path d="M90 170 L170 175 L270 90 L150 90 Z M170 175 L140 70 M270 90 L310 170 M262 60 L275 95"/>
</g>
<circle cx="${marker.x}" cy="${marker.y}" r="16" fill="none" stroke="#d7263d" stroke-width="4"/>
<text x="200" y="230" font-family="sans-serif" font-size="16" text-anchor="middle" fill="#d7263d">${label}</text>
</svg>`;

export const kbMedia = [
  {
    name: 'serial-location-frame.svg',
    contentType: 'image/svg+xml',
    bytes: Buffer.from(frame({ x: 170, y: 185 }, 'Frame number: under the bottom bracket')),
  },
  {
    name: 'serial-location-atlas.svg',
    contentType: 'image/svg+xml',
    bytes: Buffer.from(frame({ x: 268, y: 75 }, 'Frame number: rear of the head tube')),
  },
];
