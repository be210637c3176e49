import { FRONTMATTER, type PageKind } from '../../core/frontmatter/schema';

const KIND_NAMES: Record<PageKind, string> = { doc: '文档', blog: '博客文章', page: '站点页面' };

/** Every front matter key the site accepts, where it applies and what it does: read from the schema the build checks with. */
export function FrontmatterTable() {
  return (
    <table data-testid="frontmatter-table">
      <thead>
        <tr>
          <th>字段</th>
          <th>适用于</th>
          <th>作用</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(FRONTMATTER).map(([key, { kinds, meaning }]) => (
          <tr key={key}>
            <td>
              <code>{key}</code>
            </td>
            <td>{kinds.map((kind) => KIND_NAMES[kind]).join('、')}</td>
            <td>{meaning}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
