import { LastUpdated } from '../../components/LastUpdated';

/** Components the Markdown of docs pages may render without importing them. */
export const MDX_COMPONENTS = {
  'rb-last-updated': LastUpdated,
};
