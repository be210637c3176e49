import { SEARCH_VERSIONS } from '../../core/search/searchPage';

/** The docs version a search on /search covers; a native select, so keyboards and screen readers know it. */
export function VersionSelect({ value, onChange }: { value: string; onChange: (version: string) => void }) {
  return (
    <label className="flex shrink-0 items-center gap-2 text-sm text-muted">
      文档版本
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-lg border border-line bg-surface px-3 py-3 text-base text-ink"
        data-testid="search-version"
      >
        {SEARCH_VERSIONS.map((version) => (
          <option key={version.name} value={version.name}>
            {version.label}
          </option>
        ))}
      </select>
    </label>
  );
}
