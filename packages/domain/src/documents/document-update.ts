import { z } from 'zod';
import { documentTexts } from '../texts/documents';
import { DEFAULT_KATEGORIE, isKnownDirectory } from './categories';
import { documentNameProblem } from './document-api';
import { fileExtension } from './upload-rules';

/** PUT /v2/document/{type}/{id}/{filename}: rename, move, re-categorise; a renamed file keeps its extension. */
export const documentUpdateSchema = z.strictObject({
  original_filename: z.string().max(1000).optional(),
  directory: z.string().max(1000).optional(),
  kategorie: z.string().max(100).optional(),
});
export type DocumentUpdate = z.infer<typeof documentUpdateSchema>;

/** The update's 422 entries ('field=>message'); `currentName` is the stored name (its extension stays). */
export function documentUpdateProblems(update: DocumentUpdate, currentName: string): string[] {
  const problems: string[] = [];
  if (update.original_filename !== undefined) {
    const name = update.original_filename;
    const problem = documentNameProblem(name);
    const extension = fileExtension(currentName);
    if (problem) problems.push(`original_filename=>${problem}`);
    else if (extension && fileExtension(name) !== extension)
      problems.push(`original_filename=>${documentTexts.keepExtension(extension)}`);
  }
  return [...problems, ...placementProblems(update)];
}

/**
 * Where a customer may file a document, for uploads and updates alike: a listed directory (or none) and
 * the customer's own kategorie (the adviser's is not theirs to give). Undefined means unchanged.
 */
export function placementProblems(placement: { directory?: string; kategorie?: string }): string[] {
  const problems: string[] = [];
  if (placement.directory !== undefined && !isKnownDirectory(placement.directory))
    problems.push(`directory=>${documentTexts.unknownDirectory}`);
  if (placement.kategorie !== undefined && placement.kategorie !== DEFAULT_KATEGORIE)
    problems.push(`kategorie=>${documentTexts.unknownKategorie}`);
  return problems;
}
