/** The line icons' paths (24 × 24), apart from React so a page's plain-DOM parts can draw them too. */
export const iconPaths = {
  screen: 'M3 5h18v11H3zM8 20h8M12 16v4M6 13l4-4 3 3 5-5',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  key: 'M14 10a4 4 0 1 1-3.5-4A4 4 0 0 1 14 10zM13 12l7 7M17 16l2-2M15 14l2-2',
  flag: 'M6 21V4M6 4l11 4-11 4',
  users:
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 5.5a3 3 0 0 1 0 5.5M18 14c1.8.8 3 2.6 3 4.7',
  glass: 'M7 3h10l-1 7a4 4 0 0 1-8 0zM12 14v6M8 21h8',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M9 21h6l-1-4h-4z',
  calendar: 'M4 6h16v14H4zM4 10h16M9 3v5M15 3v5',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z',
  map: 'M9 4l6 2 5-2v14l-5 2-6-2-5 2V6zM9 4v14M15 6v14',
  check: 'M5 12l5 5 9-10',
} as const;

export type IconName = keyof typeof iconPaths;

const SVG = 'http://www.w3.org/2000/svg';

/** The icon as `Icon` renders it, for plain code before the app runs (the same attributes). */
export function drawIcon(name: IconName, size = 24): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  const attributes: [string, string][] = [
    ['width', String(size)],
    ['height', String(size)],
    ['viewBox', '0 0 24 24'],
    ['fill', 'none'],
    ['stroke', 'currentColor'],
    ['stroke-width', '1.7'],
    ['stroke-linecap', 'round'],
    ['stroke-linejoin', 'round'],
    ['aria-hidden', 'true'],
    ['focusable', 'false'],
  ];
  for (const [attribute, value] of attributes) svg.setAttribute(attribute, value);
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', iconPaths[name]);
  svg.append(path);
  return svg;
}
