import { ARCHIVED_VERSIONS } from '../../core/data/versions';
import { MARKDOWN_COMPONENTS } from '../../theme/components/MarkdownContent/markdownComponents';

const { table: Table, tr: Tr, th: Th, td: Td, a: Link } = MARKDOWN_COMPONENTS;

/** Versions whose docs live on sites of their own. */
export function ArchivedVersionTable() {
  return (
    <Table data-testid="versions-archived">
      <thead>
        <Tr>
          <Th>版本</Th>
          <Th>文档地址</Th>
        </Tr>
      </thead>
      <tbody>
        {ARCHIVED_VERSIONS.map((version) => (
          <Tr key={version.label}>
            <Td>{version.label}</Td>
            <Td>
              <Link href={version.href}>{new URL(version.href).host}</Link>
            </Td>
          </Tr>
        ))}
      </tbody>
    </Table>
  );
}
