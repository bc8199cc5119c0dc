import { crc32, deflateRawSync } from 'node:zlib';

/** One entry of a test archive; `declaredSize` writes that uncompressed size into the archive instead of the real one. */
export type ZipFile = { name: string; content: string | Buffer; declaredSize?: number; packed?: Buffer };

/** A zip archive of these entries in this order (deflated), written by the zip specification, for tests. */
export function zipOf(files: readonly ZipFile[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const data = Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content, 'utf8');
    const packed = file.packed ?? deflateRawSync(data);
    const name = Buffer.from(file.name, 'utf8');
    const size = file.declaredSize ?? data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    parts.push(local, name, packed);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(crc32(data), 16);
    header.writeUInt32LE(packed.length, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    directory.push(header, name);
    offset += 30 + name.length + packed.length;
  }
  const central = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, central, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a one-sheet workbook around its sheet, as Excel names them. */
export const WORKBOOK_PARTS = {
  contentTypes: {
    name: '[Content_Types].xml',
    content: `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  },
  workbook: {
    name: 'xl/workbook.xml',
    content: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="Rows" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  },
  rels: {
    name: 'xl/_rels/workbook.xml.rels',
    content: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  },
  /** Style 1 shows a number as a date (format 14, d/mm/yyyy). */
  styles: {
    name: 'xl/styles.xml',
    content: `<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="${MAIN}"><fonts count="1"><font><sz val="11"/></font></fonts><fills count="1"><fill><patternFill patternType="none"/></fill></fills><borders count="1"><border/></borders><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/><xf numFmtId="14" fontId="0" fillId="0" borderId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`,
  },
} as const;

export const sharedStringsOf = (strings: readonly string[]): ZipFile => ({
  name: 'xl/sharedStrings.xml',
  content: `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((text) => `<si><t>${text}</t></si>`).join('')}</sst>`,
});

export const sheetOf = (rowsXml: string | Buffer): ZipFile => ({
  name: 'xl/worksheets/sheet1.xml',
  content: Buffer.concat([
    Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>`),
    Buffer.isBuffer(rowsXml) ? rowsXml : Buffer.from(rowsXml),
    Buffer.from('</sheetData></worksheet>'),
  ]),
});

/**
 * Issue 24 item 17: a workbook of a header and 1,000,000 rows of one shared string. With
 * `references` each row and cell carries its reference, as Excel writes them (some 5 MB packed, 55
 * MB unpacked); without, as the format allows, it packs into some 80 KB (32 MB unpacked).
 */
export function millionRowWorkbook({ rows = 1_000_000, references = false }: { rows?: number; references?: boolean } = {}): Buffer {
  const rowOf = (number: number, string: number) =>
    references ? `<row r="${number}"><c r="A${number}" t="s"><v>${string}</v></c></row>` : `<row><c t="s"><v>${string}</v></c></row>`;
  const body: string[] = [rowOf(1, 0)];
  for (let number = 2; number <= rows + 1; number += 1) body.push(rowOf(number, 1));
  return zipOf([
    WORKBOOK_PARTS.contentTypes,
    WORKBOOK_PARTS.workbook,
    WORKBOOK_PARTS.rels,
    sharedStringsOf(['Town', 'Dubbo']),
    sheetOf(body.join('')),
  ]);
}
