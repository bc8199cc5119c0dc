import { qualityParameterSelectionError } from '@cgx/domain/order-rules';
import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { TQualityParameter } from '../api/reference-queries';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The commodity's parameters not yet on the form. */
  parameters: TQualityParameter[];
  onAdd: (chosen: TQualityParameter[]) => void;
};

/** spec 001 §2: the quality-parameter 'Add' modal, a filter box over a table; adding needs one selection at least (§5). */
export function QualityParameterModal({ opened, onClose, parameters, onAdd }: Props) {
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const term = filter.trim().toLowerCase();
  const shown = parameters.filter(
    (parameter) => !term || `${parameter.name} ${parameter.unit} ${parameter.comment ?? ''}`.toLowerCase().includes(term),
  );

  const close = () => {
    setFilter('');
    setSelected(new Set());
    setError(null);
    onClose();
  };
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const add = () => {
    const problem = qualityParameterSelectionError(selected.size);
    if (problem) {
      setError(problem);
      return;
    }
    onAdd(parameters.filter((parameter) => selected.has(parameter.id)));
    close();
  };

  return (
    <Modal opened={opened} onClose={close} title="Add quality parameters" size="lg">
      <Stack gap="sm">
        <TextInput
          label="Filter"
          placeholder="Name, unit or comment"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
        />
        <ScrollArea.Autosize mah={360}>
          <Table striped highlightOnHover aria-label="Quality parameters">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <VisuallyHidden>Select</VisuallyHidden>
                </Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Unit</Table.Th>
                <Table.Th>Limit</Table.Th>
                <Table.Th visibleFrom="sm">Comment</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((parameter) => (
                <Table.Tr key={parameter.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={parameter.name}
                      checked={selected.has(parameter.id)}
                      onChange={() => {
                        toggle(parameter.id);
                        setError(null);
                      }}
                    />
                  </Table.Td>
                  <Table.Td>{parameter.name}</Table.Td>
                  <Table.Td>{parameter.unit}</Table.Td>
                  <Table.Td>{parameter.limit}</Table.Td>
                  <Table.Td visibleFrom="sm">{parameter.comment}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {shown.length === 0 && (
            <Text c="dimmed" size="sm" mt="xs">
              {parameters.length === 0 ? 'Every parameter of this commodity is on the form.' : 'No parameter matches the filter.'}
            </Text>
          )}
        </ScrollArea.Autosize>
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Close
          </Button>
          <Button onClick={add}>Add</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
