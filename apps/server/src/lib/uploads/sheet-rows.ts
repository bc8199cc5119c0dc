import type { Readable } from 'node:stream';
import parseSax from 'exceljs/lib/utils/parse-sax.js';
import excelUtils from 'exceljs/lib/utils/utils.js';

/** What a worksheet's cells refer to: the workbook's shared strings, its styles (for dates) and its date system. */
export interface SheetContext {
  sharedStrings: readonly unknown[];
  numFmtOf: (styleId: number) => string | undefined;
  date1904: boolean;
}

type SaxEvent =
  | { eventType: 'opentag'; value: { name: string; attributes: Record<string, string> } }
  | { eventType: 'text'; value: string }
  | { eventType: 'closetag'; value: { name: string } };

type Cell = { column: number; type: string | undefined; style: number; value: string | null; inline: string };

/**
 * A worksheet's rows as text, streamed: each row as soon as its XML is read, so whoever reads them
 * can stop at a row limit with the rest of the sheet never parsed (decision 0223). exceljs's
 * tokenizer (saxes) reads the XML; the cells are read here because exceljs's own worksheet reader
 * needs every row and cell to carry its reference (`r`), which the format leaves optional: a row or
 * cell without one is the next. Cells as the whole-workbook reader gave them: a shared or inline
 * string trimmed, a number as JavaScript writes it, a date-formatted number as yyyy-mm-dd, a
 * formula's cached result, a boolean as true/false, an error as ''.
 */
export async function* sheetRows(xml: Readable, context: SheetContext, maxColumns: number): AsyncGenerator<string[]> {
  let row: string[] | null = null;
  let nextColumn = 1;
  let cell: Cell | null = null;
  /** Where text goes: a value (<v>), an inline string's text (<is><t>), or nowhere (a formula, a phonetic run). */
  let collecting: 'value' | 'inline' | null = null;
  let phonetic = false;
  let text = '';
  let ended = false;
  for await (const events of parseSax(xml) as AsyncIterable<SaxEvent[]>) {
    for (const event of events) {
      if (event.eventType === 'text') {
        if (collecting) text += event.value;
        continue;
      }
      const { name } = event.value;
      if (event.eventType === 'opentag') {
        const { attributes } = event.value;
        if (name === 'row') {
          row = [];
          nextColumn = 1;
        } else if (name === 'c' && row) {
          cell = {
            column: columnOf(attributes.r) ?? nextColumn,
            type: attributes.t,
            style: Number(attributes.s ?? 0),
            value: null,
            inline: '',
          };
        } else if (name === 'rPh') phonetic = true;
        else if (cell && (name === 'v' || (name === 't' && !phonetic))) {
          collecting = name === 'v' ? 'value' : 'inline';
          text = '';
        }
        continue;
      }
      if (name === 'v' && cell && collecting === 'value') cell.value = text;
      else if (name === 't' && cell && collecting === 'inline') cell.inline += text;
      else if (name === 'rPh') phonetic = false;
      else if (name === 'c' && row && cell) {
        if (cell.column <= maxColumns) row[cell.column - 1] = cellText(cell, context);
        nextColumn = cell.column + 1;
        cell = null;
      } else if (name === 'row' && row) {
        yield Array.from(row, (value) => value ?? '');
        row = null;
      } else if (name === 'worksheet') ended = true;
      if (name === 'v' || name === 't') collecting = null;
    }
  }
  // The tokenizer does not mind a document cut short: a sheet that stops before its end lost rows.
  if (!ended) throw new Error('The worksheet ends before its last row.');
}

/** 'AB12' → 28; null when the reference is absent or not a cell's. */
function columnOf(reference: string | undefined): number | null {
  const letters = /^\$?([A-Za-z]{1,3})\$?\d+$/.exec(reference ?? '')?.[1];
  if (!letters) return null;
  return [...letters.toUpperCase()].reduce((column, letter) => column * 26 + letter.charCodeAt(0) - 64, 0);
}

function cellText(cell: Cell, context: SheetContext): string {
  switch (cell.type) {
    case 'inlineStr':
      return cell.inline.trim();
    case 's':
      return sharedText(context.sharedStrings[Number(cell.value)]);
    case 'str':
      return (cell.value ?? '').trim();
    case 'b':
      return cell.value === null ? '' : String(cell.value.trim() !== '0');
    case 'e':
      return '';
    case 'd':
      // An ISO 8601 date cell (rare: Excel writes dates as numbers).
      return /^\d{4}-\d{2}-\d{2}/.exec(cell.value ?? '')?.[0] ?? '';
    default: {
      if (cell.value === null || cell.value.trim() === '') return '';
      const number = Number.parseFloat(cell.value);
      if (Number.isNaN(number)) return '';
      if (excelUtils.isDateFmt(context.numFmtOf(cell.style)))
        return excelUtils.excelToDate(number, context.date1904).toISOString().slice(0, 10);
      return String(number);
    }
  }
}

/** A shared string as exceljs caches it: text, or `{ richText: [{ text }] }` for runs. */
function sharedText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (value && typeof value === 'object' && 'richText' in value && Array.isArray(value.richText))
    return value.richText
      .map((part: { text?: unknown }) => (typeof part.text === 'string' ? part.text : ''))
      .join('')
      .trim();
  return '';
}
