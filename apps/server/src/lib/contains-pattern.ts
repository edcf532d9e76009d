// Search text for ILIKE: `%q%`, with the pattern characters of q (\, %, _) matched literally.
export const containsPattern = (q: string): string =>
  `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
