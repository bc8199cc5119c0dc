import { Select, type SelectProps } from '@mantine/core';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export type Option = { value: string; label: string };

type SelectFieldProps<T extends FieldValues, TOut> = Omit<SelectProps, 'value' | 'onChange' | 'data' | 'name'> & {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  data: Option[];
  /** What else a choice changes (a holding fills the season, commodity and grade). */
  onChosen?: (value: string) => void;
};

/** A searchable select bound to a form field holding an id as a string ('' until chosen). */
export function SelectField<T extends FieldValues, TOut>({ control, name, data, onChosen, ...props }: SelectFieldProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          searchable
          nothingFoundMessage="Nothing matches"
          {...props}
          data={data}
          name={field.name}
          ref={field.ref}
          value={(field.value as string) || null}
          onBlur={field.onBlur}
          onChange={(value) => {
            field.onChange(value ?? '');
            onChosen?.(value ?? '');
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
