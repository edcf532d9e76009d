// The shape of the privacy policy and the terms: numbered sections of paragraphs and lists.

export type LegalBlock =
  | string
  /** A paragraph that opens with a term in bold: "Wallet data: ...". */
  | { term: string; text: string }
  | { list: readonly string[] }
  | {
      table: { caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] };
    };

export interface LegalSection {
  /** The anchor: /privacy-policy#cookies. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocumentContent {
  title: string;
  /** The page's meta description. */
  description: string;
  intro: string;
  sections: readonly LegalSection[];
}
