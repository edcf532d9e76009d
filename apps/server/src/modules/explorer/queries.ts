// The built-in explorer's own read: the projects its entries name, with the fields that decide who
// may see them. The ledger's rows come from the escrow (escrow/index.ts).
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema';

const projectHeader = {
  id: projects.id,
  name: projects.name,
  status: projects.status,
  creatorWallet: projects.creatorWallet,
  tokenAddress: projects.tokenAddress,
  tokenDecimals: projects.tokenDecimals,
};

/** A project's fields that decide who may see it, its name, and its token's mint and decimals. */
export type ProjectHeader = {
  id: string;
  name: string;
  status: string;
  creatorWallet: string;
  tokenAddress: string;
  tokenDecimals: number | null;
};

export async function findProjectHeaders(db: Database, ids: string[]): Promise<ProjectHeader[]> {
  if (ids.length === 0) return [];
  return db.select(projectHeader).from(projects).where(inArray(projects.id, ids));
}
