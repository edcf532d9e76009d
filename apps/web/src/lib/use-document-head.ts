// A page's own <title> and meta description. Pages that do not call it keep index.html's, which
// come back as soon as the page that set its own leaves.
import { useEffect } from 'react';

/** Appended to every page title: "Security — MemeTank". */
export const TITLE_SUFFIX = ' — MemeTank';

interface DocumentHead {
  /** The page's own name, without the product's. */
  title: string;
  /** One or two sentences for search results and link previews. */
  description: string;
}

function descriptionMeta(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}

/** index.html's title and description, read before any page changes them. */
let defaults: { title: string; description: string } | undefined;

export function useDocumentHead({ title, description }: DocumentHead): void {
  useEffect(() => {
    const meta = descriptionMeta();
    defaults ??= { title: document.title, description: meta.content };
    const restore = defaults;
    document.title = `${title}${TITLE_SUFFIX}`;
    meta.content = description;
    return () => {
      document.title = restore.title;
      meta.content = restore.description;
    };
  }, [title, description]);
}
