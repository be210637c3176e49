import { Children, isValidElement, type KeyboardEvent, type ReactElement, type ReactNode, useId, useState } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children: ReactNode;
}

/** One panel of <Tabs>; rendered by Tabs, not on its own. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/** Docusaurus-style tabs for MDX pages: `<Tabs><TabItem value="helm" label="Helm">…</TabItem></Tabs>`. */
export function Tabs({ children, defaultValue }: { children: ReactNode; defaultValue?: string }) {
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement(child));
  const initial = defaultValue ?? items.find((item) => item.props.default)?.props.value ?? items[0]?.props.value;
  const [selected, setSelected] = useState(initial);
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.props.value === selected);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = items[(index + step + items.length) % items.length].props.value;
    setSelected(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div className="rp-not-doc my-6" data-testid="tabs">
      <div role="tablist" className="flex gap-1 border-b border-line" onKeyDown={onKeyDown}>
        {items.map((item) => (
          <button
            key={item.props.value}
            id={`${id}-tab-${item.props.value}`}
            type="button"
            role="tab"
            aria-selected={item.props.value === selected}
            aria-controls={`${id}-panel-${item.props.value}`}
            tabIndex={item.props.value === selected ? 0 : -1}
            onClick={() => setSelected(item.props.value)}
            className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm text-muted aria-selected:border-brand-600 aria-selected:font-semibold aria-selected:text-brand-600"
          >
            {item.props.label ?? item.props.value}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.props.value}
          id={`${id}-panel-${item.props.value}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${item.props.value}`}
          hidden={item.props.value !== selected}
          className="rp-doc pt-4"
        >
          {item}
        </div>
      ))}
    </div>
  );
}
