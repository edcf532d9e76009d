// POST /api/projects/statement: the legitimacy statement the wallet signs, written by the server
// for the session's wallet, this name and mint and the time now (the one template is the server's,
// so the browser never rebuilds it).
import type { LegitimacyStatementRequest } from '@memetank/shared/api/submit';
import { apiRequest } from '@/lib/api-client';

export async function getLegitimacyStatement(body: LegitimacyStatementRequest): Promise<string> {
  const answer = await apiRequest('/api/projects/statement', {
    answer: 'legitimacyStatement',
    method: 'POST',
    body,
  });
  return answer.statement;
}
