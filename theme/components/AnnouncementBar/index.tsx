import { ANNOUNCEMENT } from '../../../core/data/site';

/** Not closable: the announcement stays for every reader, so it has no dismiss button and keeps no state. */
export function AnnouncementBar() {
  return (
    <div className="truncate bg-brand-600 px-4 py-1.5 text-center text-sm text-white" data-announcement={ANNOUNCEMENT.id}>
      <a href={ANNOUNCEMENT.href} target="_blank" rel="noopener noreferrer" className="underline-offset-2 hover:underline">
        {ANNOUNCEMENT.text}
      </a>
    </div>
  );
}
