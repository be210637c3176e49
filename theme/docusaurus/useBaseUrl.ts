/** `@docusaurus/useBaseUrl`: the site is served from the root, so a path stays as written. */
export default function useBaseUrl(url: string): string {
  return url;
}
