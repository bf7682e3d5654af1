/** The site's own buttons (plain HTML and CSS in app/buttons.css): the look of antd's, without antd. */
export type ButtonKind = 'primary' | 'default' | 'link' | 'text';
export type ButtonSize = 'large' | 'middle';

export function buttonClass(
  kind: ButtonKind = 'default',
  size: ButtonSize = 'middle',
  extra?: string,
): string {
  return ['btn', `btn-${kind}`, size === 'large' ? 'btn-lg' : '', extra ?? ''].filter(Boolean).join(' ');
}
