// The warning under the mint field when other projects already use that token: the ones the
// creator may see, named with a link, the others counted. Submitting stays allowed.
import { TriangleAlert } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from '@/lib/router/router';
import { MINT_IN_USE_MESSAGES } from '@memetank/shared/api/submit';
import { useMintUses } from '../api/get-mint-uses';

/** `mint`: the lookup's settled mint, null while there is none to ask about. */
export function MintInUseNotice({ mint }: { mint: string | null }) {
  const { data } = useMintUses(mint);
  if (!data || (data.projects.length === 0 && data.unlistedCount === 0)) return null;
  const { projects, unlistedCount } = data;
  return (
    <div
      role="status"
      className="flex gap-2 rounded-md border border-amber-600/40 bg-amber-500/10 p-3 text-sm text-amber-900 dark:text-amber-200"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        {projects.length > 0 ? (
          <>
            {MINT_IN_USE_MESSAGES.listed(projects.length)}{' '}
            {projects.map((project, index) => (
              <Fragment key={project.id}>
                {index > 0 ? ', ' : null}
                <Link
                  to={`/project/${project.id}`}
                  className="font-medium underline underline-offset-4"
                >
                  {project.name}
                </Link>
              </Fragment>
            ))}
            {unlistedCount > 0 ? ` ${MINT_IN_USE_MESSAGES.andUnlisted(unlistedCount)}` : '.'}
          </>
        ) : (
          MINT_IN_USE_MESSAGES.unlisted(unlistedCount)
        )}{' '}
        {MINT_IN_USE_MESSAGES.stillAllowed}
      </p>
    </div>
  );
}
