// Ends a project's live event streams for the viewers who may no longer see it. A stream checks
// visibility only when it opens; afterwards the project can be rejected, deleted or set back to
// pending (by the admin, a script, another process). Every change to the projects table is
// announced on PROJECTS_CHANGED_CHANNEL (the trigger of migration 0006, without saying which row),
// so on each announcement this process reads the status of every project it streams, in one
// query, and ends the streams whose viewer is no longer allowed to see theirs.
import { inArray } from 'drizzle-orm';
import { projects } from '../db/schema';
import { PROJECTS_CHANGED_CHANNEL } from '../realtime/channels';
import type { RealtimeHub } from '../realtime/hub';
import { projectVisibleTo, type ProjectViewer, type ProjectsDeps } from './visibility';

export interface ProjectVisibilityWatch {
  /**
   * How many changes this process has heard of: take it before checking that the viewer may see
   * the project, and pass it to `watch`, so a change in between is not missed.
   */
  mark(): number;
  /**
   * Calls `onHidden` once when the project is deleted or hidden from `viewer` (after `since`).
   * Returns the function that stops watching.
   */
  watch(projectId: string, viewer: ProjectViewer, since: number, onHidden: () => void): () => void;
}

interface Watch {
  projectId: string;
  viewer: ProjectViewer;
  onHidden(): void;
}

/** Ids per query, well under PostgreSQL's limit of bind parameters. */
const IDS_PER_QUERY = 1_000;

export function createProjectVisibilityWatch(
  deps: ProjectsDeps & { realtime: RealtimeHub },
  log: (message: string) => void = () => {},
): ProjectVisibilityWatch {
  const { db } = deps.database;
  const watches = new Set<Watch>();
  let changes = 0;
  let checking = false;
  let checkAgain = false;

  const hide = (watch: Watch) => {
    if (!watches.delete(watch)) return;
    try {
      watch.onHidden();
    } catch (error) {
      log(`Project visibility watcher failed: ${String(error)}`);
    }
  };

  async function readProjects(ids: string[]) {
    const rows = new Map<string, { status: string; creatorWallet: string }>();
    for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
      const found = await db
        .select({ id: projects.id, status: projects.status, creatorWallet: projects.creatorWallet })
        .from(projects)
        .where(inArray(projects.id, ids.slice(start, start + IDS_PER_QUERY)));
      for (const row of found) rows.set(row.id, row);
    }
    return rows;
  }

  /** One check at a time; changes heard meanwhile run one more after it. */
  async function check(): Promise<void> {
    if (checking) {
      checkAgain = true;
      return;
    }
    checking = true;
    try {
      do {
        checkAgain = false;
        const current = [...watches];
        if (current.length === 0) break;
        let rows: Map<string, { status: string; creatorWallet: string }>;
        try {
          rows = await readProjects([...new Set(current.map((watch) => watch.projectId))]);
        } catch (error) {
          // Visibility unknown: end the streams (fail closed). The browser reconnects, and the
          // stream route checks visibility again before it answers.
          log(`Project visibility check failed, ending the project streams: ${String(error)}`);
          for (const watch of current) hide(watch);
          continue;
        }
        for (const watch of current) {
          const row = rows.get(watch.projectId);
          if (!row || !projectVisibleTo(row, watch.viewer)) hide(watch);
        }
      } while (checkAgain);
    } finally {
      checking = false;
    }
  }

  const changed = () => {
    changes += 1;
    void check();
  };
  deps.realtime.subscribe(PROJECTS_CHANGED_CHANNEL, {
    event: changed,
    // Changes may have been missed while the LISTEN connection was down.
    resync: changed,
    close: () => {},
  });

  return {
    mark: () => changes,
    watch(projectId, viewer, since, onHidden) {
      const watch: Watch = { projectId, viewer, onHidden };
      watches.add(watch);
      if (since !== changes) void check();
      return () => {
        watches.delete(watch);
      };
    },
  };
}
