// The City's CSV files row by row (csv-parse, streaming): the header, then each row as its fields with its line.

import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import { ImportInputError } from './import-error';

export interface CsvRow {
  /** 1 for the first row after the header. */
  number: number;
  /** The line the row ends on. */
  line: number;
  fields: string[];
}

export interface CsvReadOptions {
  /** Every chunk of the file's bytes, in order, as it is read (for the checksum and the progress bar). */
  onChunk?: (chunk: Buffer) => void;
  /** Checks the header before any row is read; a returned problem stops the import at line 1. */
  checkHeader?: (columns: readonly string[]) => string | null;
}

/** Yields the header (as `columns`) first, then every row; throws ImportInputError naming the file and line. */
export async function* readCsvRows(file: string, options: CsvReadOptions = {}): AsyncGenerator<{ columns: string[] } | CsvRow> {
  const input = createReadStream(file, { highWaterMark: 1 << 20 });
  if (options.onChunk) input.on('data', (chunk) => options.onChunk!(chunk as Buffer));
  const parser = input.pipe(parse({ bom: true, info: true, skip_empty_lines: true }));
  input.on('error', (error) => parser.destroy(error));
  let number = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (number === 0) {
        const columns = record.map((name) => name.trim());
        const problem = options.checkHeader?.(columns);
        if (problem) throw new ImportInputError(file, problem, { line: 1 });
        yield { columns };
      } else {
        yield { number, line: info.lines, fields: record };
      }
      number += 1;
    }
    if (number === 0) throw new ImportInputError(file, 'is empty (no header line)');
  } catch (error) {
    if (error instanceof ImportInputError) throw error;
    const lines = (error as { lines?: unknown }).lines;
    const message = error instanceof Error ? error.message : String(error);
    throw new ImportInputError(file, `is not readable CSV (${message})`, typeof lines === 'number' ? { line: lines } : {});
  } finally {
    input.destroy();
  }
}
