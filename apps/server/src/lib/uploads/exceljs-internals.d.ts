/**
 * The two exceljs 4 modules sheet-rows.ts uses beside its public API: its XML tokenizer (saxes, in
 * batches of events) and its date helpers. Not in exceljs's types.
 */
declare module 'exceljs/lib/utils/parse-sax.js' {
  const parseSax: (iterable: AsyncIterable<unknown>) => AsyncIterable<unknown[]>;
  export default parseSax;
}

declare module 'exceljs/lib/utils/utils.js' {
  const utils: { isDateFmt(format: string | undefined): boolean; excelToDate(serial: number, date1904: boolean): Date };
  export default utils;
}
