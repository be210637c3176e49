interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/**
 * Rspress's heading anchors ("#") are aria-hidden links; a hidden element must not be reachable by Tab
 * (axe aria-hidden-focus), so they get tabindex -1. Headings stay linkable from the TOC and by URL.
 */
export function rehypeAnchorTabindex() {
  const visit = (node: HastNode) => {
    if (node.tagName === 'a' && node.properties?.ariaHidden !== undefined) node.properties.tabIndex = -1;
    for (const child of node.children ?? []) visit(child);
  };
  return (tree: HastNode) => visit(tree);
}
