import { type DocsVersion, VERSIONS } from '../../core/data/versions';
import { MARKDOWN_COMPONENTS } from '../../theme/components/MarkdownContent/markdownComponents';

// The Markdown table and link, so these tables scroll and read like the ones written in Markdown.
const { table: Table, tr: Tr, th: Th, td: Td, a: Link } = MARKDOWN_COMPONENTS;

const status = (version: DocsVersion) =>
  !version.released ? '尚未发布，内容可能变化' : version.isLast ? '最新版本，持续更新' : version.maintained ? '仍在维护，修复问题' : '不再积极维护';

/** The versions of the docs this site holds (the newest, or the older ones), read from the version data. */
export function VersionTable({ which }: { which: 'latest' | 'older' }) {
  const versions = VERSIONS.filter((version) => version.isLast === (which === 'latest'));
  return (
    <Table data-testid={`versions-${which}`}>
      <thead>
        <Tr>
          <Th>版本</Th>
          <Th>状态</Th>
          <Th>文档</Th>
        </Tr>
      </thead>
      <tbody>
        {versions.map((version) => (
          <Tr key={version.name}>
            <Td>{version.label}</Td>
            <Td>{status(version)}</Td>
            <Td>
              <Link href={version.path}>{version.label} 文档</Link>
            </Td>
          </Tr>
        ))}
      </tbody>
    </Table>
  );
}

export { ArchivedVersionTable } from './ArchivedVersionTable';
