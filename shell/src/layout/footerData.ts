/**
 * The footer's CMS data: the footer page's NAVIGATION blocks, the main menu (provinces, cities) and the
 * social links. A page opened through the content editor's preview link (`?preview=` a signed token)
 * shows the footer's draft when the token is the footer's (the API checks it; any other shows the published footer).
 */
import { graphqlRequest } from '@zaalplek/platform';

export const FOOTER_QUERY = `query Footer($preview: Boolean, $preview_token: String) {
  footer(preview: $preview, preview_token: $preview_token) { blocks { block_id block_type position data } }
  main_menu { regions { name path } cities { name path } }
  get_all_social_media { network url }
}`;

export interface FooterColumn { title: string | null; links: { label: string; href: string }[] }
export interface FooterData {
  columns: FooterColumn[];
  regions: { name: string; path: string }[];
  cities: { name: string; path: string }[];
  social: { network: string; url: string }[];
}

interface Answer {
  footer: { blocks: { block_type: string; position: number; data: unknown }[] } | null;
  main_menu: { regions: { name: string; path: string }[]; cities: { name: string; path: string }[] };
  get_all_social_media: { network: string; url: string }[];
}

const isInternal = (href: unknown): href is string => typeof href === 'string' && href.startsWith('/') && !href.startsWith('//');

/** Only site paths from the CMS navigation and http(s) social links are kept. */
export function toFooterData(answer: Answer): FooterData {
  const columns = (answer.footer?.blocks ?? [])
    .filter((b) => b.block_type === 'NAVIGATION')
    .sort((a, b) => a.position - b.position)
    .map((b) => {
      const data = (b.data ?? {}) as { title?: unknown; items?: { label?: unknown; href?: unknown }[] };
      const links = (Array.isArray(data.items) ? data.items : [])
        .filter((i): i is { label: string; href: string } => typeof i.label === 'string' && isInternal(i.href));
      return { title: typeof data.title === 'string' ? data.title : null, links };
    })
    .filter((c) => c.links.length > 0);
  return {
    columns,
    regions: answer.main_menu.regions,
    cities: answer.main_menu.cities,
    social: answer.get_all_social_media.filter((s) => /^https?:\/\//i.test(s.url)),
  };
}

/** The preview token of the current URL (`?preview=`), read the way the content pages read it. */
export function previewTokenOf(search: string): string | null {
  const token = new URLSearchParams(search).get('preview');
  return token && token.length <= 2000 ? token : null;
}

export async function loadFooter(preview: string | null = null): Promise<FooterData> {
  const variables = preview ? { preview: true, preview_token: preview } : {};
  return toFooterData(await graphqlRequest<Answer>(FOOTER_QUERY, variables, { endpoint: 'public', skipAuth: true }));
}
