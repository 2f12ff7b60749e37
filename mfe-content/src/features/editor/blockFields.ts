/** What the editor asks for per block type (the data shapes of features/home/blocks/blockData.ts). */
export type FieldKind = 'text' | 'textarea' | 'rich' | 'image' | 'list';
export interface FieldSpec {
  key: string;
  kind: FieldKind;
  /** list fields: the fields of one item */
  item?: FieldSpec[];
}

const text = (key: string): FieldSpec => ({ key, kind: 'text' });
const area = (key: string): FieldSpec => ({ key, kind: 'textarea' });
const list = (key: string, item: FieldSpec[]): FieldSpec => ({ key, kind: 'list', item });

export const BLOCK_TYPES = ['HERO', 'HEADLINE', 'TEXT', 'ICON_TITLE', 'SLIDER', 'VIDEO', 'FAQ', 'NAVIGATION', 'SOCIAL_LINKS', 'WHAT_WE_DO', 'INFO'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

export const BLOCK_FIELDS: Record<BlockType, FieldSpec[]> = {
  HERO: [text('title'), text('subtitle'), { key: 'image_url', kind: 'image' }, text('search_placeholder'), text('cta_label'), text('cta_href')],
  HEADLINE: [text('title'), text('subtitle')],
  TEXT: [text('title'), { key: 'html', kind: 'rich' }],
  ICON_TITLE: [text('icon'), text('title'), area('text')],
  SLIDER: [text('title'), text('source'), text('limit')],
  VIDEO: [text('url'), text('title')],
  FAQ: [text('title'), list('items', [text('question'), area('answer')])],
  NAVIGATION: [text('title'), list('items', [text('label'), text('href')])],
  SOCIAL_LINKS: [list('items', [text('network'), text('url')])],
  WHAT_WE_DO: [text('title'), list('items', [text('icon'), text('title'), area('text')])],
  INFO: [text('title'), list('items', [text('title'), area('text')])],
};

/** An empty block of a type (the slider shows the highlighted spaces until told otherwise). */
export function emptyData(type: BlockType): Record<string, unknown> {
  if (type === 'SLIDER') return { title: '', source: 'top_spaces' };
  return Object.fromEntries(BLOCK_FIELDS[type].map((f) => [f.key, f.kind === 'list' ? [] : '']));
}

/** Form values back into block data: the slider's limit a number, empty optional texts left out. */
export function cleanData(type: string, data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === '' || value === undefined || value === null) continue;
    out[key] = type === 'SLIDER' && key === 'limit' ? Number(value) || undefined : value;
  }
  return out;
}
