import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type GenerateOptions,
  generatePortfolioRows,
} from '@kundenportal/domain/portfolio-import/generate-portfolio';
import { portfolioCsvLines } from '@kundenportal/domain/portfolio-import/write-csv';

/**
 * A portfolio CSV of N made-up contracts (issue 31: the import's benchmark), written as it is made, so its
 * size costs no memory:
 *   node --import tsx scripts/portfolio-file.ts 50000 .tmp/bestand-50000.csv   (without a file: stdout)
 */
export async function writePortfolioFile(
  count: number,
  out: NodeJS.WritableStream,
  options: GenerateOptions = {},
): Promise<void> {
  for (const line of portfolioCsvLines(generatePortfolioRows(count, options))) {
    if (!out.write(line)) await once(out, 'drain');
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [countArg = '', file] = process.argv.slice(2);
  const count = Number(countArg);
  if (!Number.isInteger(count) || count < 0) {
    console.error('usage: node --import tsx scripts/portfolio-file.ts <contracts> [file]');
    process.exit(2);
  }
  const out = file ? createWriteStream(file) : process.stdout;
  await writePortfolioFile(count, out);
  if (file) {
    out.end();
    await once(out, 'finish');
  }
}
