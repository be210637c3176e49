import { Children, isValidElement, type KeyboardEvent, type ReactElement, type ReactNode, useId } from 'react';
import { useTabChoice } from '../../hooks/useTabChoice';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children: ReactNode;
}

export interface TabsProps {
  children: ReactNode;
  defaultValue?: string;
  /** Labels and order, as Docusaurus's `values={[{ label, value }]}`. */
  values?: { label?: string; value: string }[];
  /** Tab sets with the same group id choose together, and the choice is remembered. */
  groupId?: string;
  queryString?: boolean | string;
  /** Render only the selected panel. */
  lazy?: boolean;
}

/** One panel of <Tabs>; rendered by Tabs, not on its own. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/** Docusaurus-style tabs for MDX pages: `<Tabs groupId="os"><TabItem value="linux" label="Linux">…</TabItem></Tabs>`. */
export function Tabs({ children, defaultValue, values, groupId, queryString, lazy }: TabsProps) {
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement(child));
  const tabs = (values ?? items.map((item) => item.props)).map(({ value, label }) => ({ value, label: label ?? value }));
  const initial = defaultValue ?? items.find((item) => item.props.default)?.props.value ?? tabs[0]?.value;
  const [selected, choose] = useTabChoice({ values: tabs.map((tab) => tab.value), initial, groupId, queryString });
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.value === selected);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = tabs[(index + step + tabs.length) % tabs.length].value;
    choose(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div className="rp-not-doc my-6" data-testid="tabs">
      <div role="tablist" className="flex flex-wrap gap-1 border-b border-line" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.value}
            id={`${id}-tab-${tab.value}`}
            type="button"
            role="tab"
            aria-selected={tab.value === selected}
            aria-controls={`${id}-panel-${tab.value}`}
            tabIndex={tab.value === selected ? 0 : -1}
            onClick={() => choose(tab.value)}
            className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm text-muted aria-selected:border-brand-600 aria-selected:font-semibold aria-selected:text-brand-600"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {items.map((item) =>
        lazy && item.props.value !== selected ? null : (
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
        ),
      )}
    </div>
  );
}
