/** Typed views of cms_block.data per block_type (api/src/db/SCHEMA.md). */

/** With cta_label and cta_href (a path of the site) the hero shows that button instead of the search form. */
export interface HeroData { title: string; subtitle?: string; image_url?: string; search_placeholder?: string; cta_label?: string; cta_href?: string }
export interface HeadlineData { title: string; subtitle?: string }
export interface WhatWeDoData { title: string; items: { icon: string; title: string; text: string }[] }
export interface InfoData { title: string; items: { title: string; text: string }[] }
/** source top_spaces (highlighted spaces) or slugs (chosen spaces: references or space URLs). */
export interface SliderData { title: string; source: 'top_spaces' | string; limit?: number; slugs?: string[] }
export interface FaqData { title: string; items: { question: string; answer: string }[] }
export interface TextData { title?: string; html: string }
export interface VideoData { url: string; title?: string }
export interface SocialLinksData { items: { network: string; url: string }[] }
export interface NavigationData { title?: string; items: { label: string; href: string }[] }
export interface IconTitleData { icon: string; title: string; text?: string }

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The block's data as an object, or an empty object when the API sent something else. */
export function asData<T>(data: unknown): Partial<T> {
  if (typeof data === 'string') {
    try {
      const parsed: unknown = JSON.parse(data);
      return isObject(parsed) ? (parsed as Partial<T>) : {};
    } catch {
      return {};
    }
  }
  return isObject(data) ? (data as Partial<T>) : {};
}

/** `items` of a block, always an array. */
export function itemsOf<T>(data: { items?: T[] }): T[] {
  return Array.isArray(data.items) ? data.items : [];
}
