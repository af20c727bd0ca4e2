import { extractText, getDocumentProxy } from 'unpdf';

/** The text of each page of a PDF, as a reader's text layer gives it (the tests read reports this way). */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  // pdf.js takes ownership of the buffer it is given: a copy keeps the caller's bytes usable.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  await pdf.destroy();
  return text;
}
