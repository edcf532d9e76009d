// A creator's updates on their project: who may read them (whoever may see the project), who may
// post them (the creator, once the project is approved) and delete them (the creator, or the admin
// as moderation, recorded in the admin audit log); each change announced on commit, and each new
// update a notification to the project's followers (withdrawn with the update).
import {
  UPDATE_MESSAGES,
  type ProjectUpdate,
  type UpdateChangeEvent,
} from '@memetank/shared/api/updates';
import { isUploadedImagePath } from '@memetank/shared/links';
import { isBlankText } from '@memetank/shared/text';
import type { Services } from '../../app-types';
import { AppError, notFound, projectNotFound, validationError } from '../../lib/errors';
import { decodeKeysetCursor, keysetPage } from '../../lib/keyset-cursor';
import {
  notificationKeys,
  notifyFollowers,
  withdrawNotifications,
} from '../../notifications/notify';
import {
  findVisibleProject,
  projectVisibleTo,
  type ProjectViewer,
} from '../../projects/visibility';
import { updatesChannel } from '../../realtime/channels';
import type { RealtimeHub } from '../../realtime/hub';
import { UPLOADS_URL_PREFIX, type Storage } from '../../storage/storage';
import {
  auditUpdateDelete,
  countUpdates,
  insertUpdate,
  lockProject,
  lockUpdate,
  removeUpdate,
  toProjectUpdate,
  updatePage,
  type Transaction,
} from './queries';

/**
 * The audit-log action of the admin deleting a creator's update (moderation): the entry names the
 * project, `before` is `{ update }` and `after` is null.
 */
export const UPDATE_DELETE_AUDIT_ACTION = 'project_update_delete';

type SignedIn = ProjectViewer & { wallet: string };

/**
 * A page of the project's updates, newest first, with their total, when the viewer may see the
 * project. A cursor this list never wrote is a 400.
 */
export async function listUpdates(
  deps: Pick<Services, 'database'>,
  input: { projectId: string; viewer: ProjectViewer; limit: number; cursor?: string | undefined },
): Promise<{ items: ProjectUpdate[]; total: number; nextCursor: string | null }> {
  const from = input.cursor ? decodeKeysetCursor(input.cursor) : null;
  await findVisibleProject(deps, input.projectId, input.viewer);
  const db = deps.database.db;
  const [rows, total] = await Promise.all([
    updatePage(db, input.projectId, { limit: input.limit + 1, from }),
    countUpdates(db, input.projectId),
  ]);
  return { ...keysetPage(rows, input.limit, toProjectUpdate), total };
}

/** An image path as sent, or null: only a path our upload route gave an image still stored. */
async function checkedImage(storage: Storage, image: string | null | undefined) {
  if (image === null || image === undefined || image === '') return null;
  if (!isUploadedImagePath(image)) throw validationError(UPDATE_MESSAGES.invalidImage);
  const file = await storage.open(image.slice(UPLOADS_URL_PREFIX.length));
  if (!file) throw validationError(UPDATE_MESSAGES.invalidImage);
  file.stream.destroy();
  return image;
}

/**
 * Posts an update as the project's creator: 404 when the viewer may not see the project, 403 for
 * any other wallet (the admin included: an update speaks for the creator), 409 until it is approved.
 */
export async function createUpdate(
  deps: Pick<Services, 'database' | 'realtime' | 'storage'>,
  input: {
    projectId: string;
    title: string;
    body: string;
    image?: string | null | undefined;
    viewer: SignedIn;
  },
): Promise<ProjectUpdate> {
  // Whitespace, zero-width and other invisible characters alone are as blank as nothing.
  if (isBlankText(input.title)) throw validationError(UPDATE_MESSAGES.titleEmpty);
  if (isBlankText(input.body)) throw validationError(UPDATE_MESSAGES.bodyEmpty);
  const image = await checkedImage(deps.storage, input.image);
  return deps.database.db.transaction(async (tx) => {
    // Locked so the project cannot leave "approved" between the check and the insert.
    const project = await lockProject(tx, input.projectId);
    if (!project || !projectVisibleTo(project, input.viewer)) throw projectNotFound();
    if (project.creatorWallet !== input.viewer.wallet) {
      throw new AppError(403, 'FORBIDDEN', UPDATE_MESSAGES.notCreator);
    }
    if (project.status !== 'approved') {
      throw new AppError(409, 'PROJECT_NOT_APPROVED', UPDATE_MESSAGES.notApproved);
    }
    const row = await insertUpdate(tx, {
      projectId: input.projectId,
      authorWallet: input.viewer.wallet,
      title: input.title.trim(),
      body: input.body.trim(),
      image,
    });
    await announce(deps.realtime, tx, {
      type: 'created',
      projectId: row.projectId,
      updateId: row.id,
    });
    await notifyFollowers(deps.realtime, tx, {
      projectId: row.projectId,
      except: row.authorWallet,
      dedupeKey: notificationKeys.update(row.id),
      sender: row.authorWallet,
      data: { kind: 'project_update', updateId: row.id, title: row.title },
    });
    return toProjectUpdate(row);
  });
}

/**
 * The project's creator may delete its updates, and the admin any (moderation: an audit-log row
 * with the update as it was, in the same transaction). `viewer` is the session's.
 */
export async function deleteUpdate(
  deps: Pick<Services, 'database' | 'realtime'>,
  input: { projectId: string; updateId: string; viewer: SignedIn },
): Promise<void> {
  const { wallet, isAdmin } = input.viewer;
  await deps.database.db.transaction(async (tx) => {
    const project = await lockProject(tx, input.projectId);
    if (!project || !projectVisibleTo(project, input.viewer)) throw projectNotFound();
    const update = await lockUpdate(tx, input.projectId, input.updateId);
    if (!update) throw notFound(UPDATE_MESSAGES.notFound);
    const isCreator = project.creatorWallet === wallet;
    if (!isCreator && !isAdmin) throw new AppError(403, 'FORBIDDEN', UPDATE_MESSAGES.notYours);
    await removeUpdate(tx, update.id);
    await withdrawNotifications(deps.realtime, tx, [notificationKeys.update(update.id)]);
    if (!isCreator) {
      await auditUpdateDelete(tx, {
        adminWallet: wallet,
        action: UPDATE_DELETE_AUDIT_ACTION,
        update,
      });
    }
    await announce(deps.realtime, tx, {
      type: 'deleted',
      projectId: update.projectId,
      updateId: update.id,
    });
  });
}

/** Sent with the writer's transaction: viewers hear of the change only once it is committed. */
function announce(hub: RealtimeHub, tx: Transaction, event: UpdateChangeEvent): Promise<void> {
  return hub.publish(updatesChannel(event.projectId), event, tx);
}
