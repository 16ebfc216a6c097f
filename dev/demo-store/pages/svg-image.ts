import { escapeHtml } from './html';

/** A small generated product picture: a tinted tile with the product's initials. */
export function productImageSvg(name: string, hue: number, view: number): string {
  const initials = name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  const shade = 40 + ((view * 13) % 30);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
<rect width="480" height="480" fill="hsl(${hue} 45% 88%)"/>
<circle cx="240" cy="220" r="${110 + view * 10}" fill="hsl(${hue} 50% ${shade}%)"/>
<text x="240" y="250" font-family="sans-serif" font-size="96" text-anchor="middle" fill="#fff">${escapeHtml(initials)}</text>
<text x="240" y="440" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#333">${escapeHtml(name)}</text>
</svg>`;
}

export function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">
<path d="M4 26 L16 6 L28 26 Z" fill="#1d3b2a"/><circle cx="16" cy="20" r="3" fill="#fff"/>
</svg>`;
}
