import { type ReactNode, useLayoutEffect, useState } from 'react';

/**
 * The browser's head manager, standing in for @unhead/react in the web build (aliased in
 * rspress.config.ts; the server render keeps unhead, which writes the tags into each page's HTML).
 * In the browser the site only needs to keep the title, <html> attributes, meta and link tags in
 * step with the page after client-side navigation: that part of unhead's API is here, at a fraction
 * of the 6.5 KB gzip it added to every page.
 */

type Attributes = Record<string, string>;

export interface HeadInput {
  title?: string;
  htmlAttrs?: Attributes;
  meta?: Attributes[];
  link?: Attributes[];
}

/** The tags each mounted useHead() asks for, in mount order: later ones win on the same key. */
const entries = new Map<symbol, HeadInput>();
/** The <html> attributes set last time, so the ones no page asks for any more can be removed. */
let htmlAttrsSet = new Set<string>();
const MANAGED = 'data-rb-head';

/** One element per key: a meta's name, property or http-equiv; a link's rel (and type and hreflang for alternates). */
function keyOf(tag: 'meta' | 'link', attrs: Attributes): string {
  if (tag === 'meta') return `meta:${attrs.name ?? attrs.property ?? attrs['http-equiv'] ?? attrs.charset ?? JSON.stringify(attrs)}`;
  return attrs.rel === 'canonical' ? 'link:canonical' : `link:${attrs.rel}:${attrs.type ?? ''}:${attrs.hreflang ?? ''}:${attrs.href}`;
}

/** A CSS attribute value in double quotes. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

const selectorOf = (tag: 'meta' | 'link', attrs: Attributes) => {
  if (tag === 'link') return attrs.rel === 'canonical' ? 'link[rel="canonical"]' : `link[rel=${quoted(attrs.rel ?? '')}][href=${quoted(attrs.href ?? '')}]`;
  const [name, value] = Object.entries(attrs).find(([attr]) => ['name', 'property', 'http-equiv'].includes(attr)) ?? ['charset', ''];
  return `meta[${name}=${quoted(value)}]`;
};

function setAttributes(element: Element, attrs: Attributes) {
  for (const { name } of [...element.attributes]) if (name !== MANAGED && !(name in attrs)) element.removeAttribute(name);
  for (const [name, value] of Object.entries(attrs)) if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** Writes the merged entries into the document: tags the server rendered are taken over, not duplicated. */
export function applyHead(doc: Document = document) {
  let title: string | undefined;
  const htmlAttrs: Attributes = {};
  const tags = new Map<string, { tag: 'meta' | 'link'; attrs: Attributes }>();
  for (const input of entries.values()) {
    title = input.title ?? title;
    Object.assign(htmlAttrs, input.htmlAttrs);
    for (const tag of ['meta', 'link'] as const) for (const attrs of input[tag] ?? []) tags.set(keyOf(tag, attrs), { tag, attrs });
  }
  if (title !== undefined && doc.title !== title) doc.title = title;
  const root = doc.documentElement;
  for (const name of htmlAttrsSet) if (!(name in htmlAttrs)) root.removeAttribute(name);
  for (const [name, value] of Object.entries(htmlAttrs)) root.setAttribute(name, value);
  htmlAttrsSet = new Set(Object.keys(htmlAttrs));
  const kept = new Set<Element>();
  for (const [key, { tag, attrs }] of tags) {
    const element =
      doc.head.querySelector(`[${MANAGED}=${quoted(key)}]`) ??
      doc.head.querySelector(`${selectorOf(tag, attrs)}:not([${MANAGED}])`) ??
      doc.head.appendChild(doc.createElement(tag));
    setAttributes(element, attrs);
    element.setAttribute(MANAGED, key);
    kept.add(element);
  }
  for (const element of doc.head.querySelectorAll(`[${MANAGED}]`)) if (!kept.has(element)) element.remove();
}

/** Adds the page's head tags while the calling component is mounted, updating them when they change. */
export function useHead(input: HeadInput) {
  const [id] = useState(() => Symbol('head entry'));
  const serialized = JSON.stringify(input);
  useLayoutEffect(() => {
    entries.set(id, JSON.parse(serialized) as HeadInput);
    applyHead();
  }, [id, serialized]);
  useLayoutEffect(
    () => () => {
      entries.delete(id);
      applyHead();
    },
    [id],
  );
}

/** unhead's head object; this manager keeps one store per page, so there is nothing in it. */
export const createHead = () => ({});

/** unhead's provider; entries live in this module, so it only renders its children. */
export const UnheadProvider = ({ children }: { head?: unknown; children?: ReactNode }) => children;

/** unhead's <Head> component, which neither Rspress's runtime nor our theme renders. */
export function Head(): never {
  throw new Error('<Head> is not supported in the browser build: call useHead() (theme/head)');
}
