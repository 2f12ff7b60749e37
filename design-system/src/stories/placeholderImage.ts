/** Inline SVG data URL used by stories instead of network images. */
export function placeholderImage(fg: string, bg: string, label = 'Zaalplek'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="460" viewBox="0 0 600 460"><rect width="600" height="460" fill="${bg}"/><rect x="120" y="150" width="360" height="200" rx="16" fill="${fg}" opacity="0.85"/><text x="300" y="265" font-family="sans-serif" font-size="36" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
