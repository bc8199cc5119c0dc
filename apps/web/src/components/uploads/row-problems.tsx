import { Alert, Table, Text } from '@mantine/core';

/** One problem of an uploaded file: a cell (row and column) or, when column is null, the whole row. */
export type RowProblem = { row: number; column: string | null; message: string };

/** A 400's `rows.<row>` (a whole row) and `rows.<row>.<column>` errors as a table's lines, by row then in the file's order. */
export function rowProblemsOf(errors: Record<string, string[]> | undefined): RowProblem[] {
  const problems: RowProblem[] = [];
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const match = /^rows\.(\d+)(?:\.(.+))?$/.exec(key);
    if (!match) continue;
    const column = match[2] && match[2] !== 'row' ? match[2] : null;
    for (const message of messages) problems.push({ row: Number(match[1]), column, message });
  }
  return problems.sort((a, b) => a.row - b.row);
}

/** The table shows this many problems; the rest are counted (a table of 20,000 wrong rows helps no one). */
const SHOWN_PROBLEMS = 200;

const count = (value: number, noun: string) => `${value.toLocaleString('en-AU')} ${noun}${value === 1 ? '' : 's'}`;

/**
 * An upload refused row by row (docs/adding-a-screen.md 'An upload'): 'Nothing was saved.', how
 * many rows are wrong, and each problem by row and column; `again` says what to do next.
 */
export function RowProblemsAlert({ problems, again }: { problems: readonly RowProblem[]; again: string }) {
  if (problems.length === 0) return null;
  const rows = new Set(problems.map((problem) => problem.row)).size;
  return (
    <Alert color="red" variant="light" role="alert" title="Nothing was saved.">
      <Text size="sm" mb="xs">
        {count(rows, 'row')} of the file {rows === 1 ? 'has' : 'have'} problems. {again}
      </Text>
      <Table.ScrollContainer minWidth={420}>
        <Table striped withTableBorder aria-label="Problems in the file">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Row</Table.Th>
              <Table.Th scope="col">Column</Table.Th>
              <Table.Th scope="col">Problem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {problems.slice(0, SHOWN_PROBLEMS).map((problem, index) => (
              <Table.Tr key={`${problem.row}-${problem.column ?? ''}-${index}`}>
                <Table.Td>Row {problem.row}</Table.Td>
                <Table.Td>{problem.column ?? 'Whole row'}</Table.Td>
                <Table.Td>{problem.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {problems.length > SHOWN_PROBLEMS && (
        <Text size="sm" mt="xs">
          And {count(problems.length - SHOWN_PROBLEMS, 'more problem')}: correct these first.
        </Text>
      )}
    </Alert>
  );
}
