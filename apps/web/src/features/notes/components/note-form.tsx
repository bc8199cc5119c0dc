import { sydneyDate } from '@cgx/domain/calendar';
import {
  callBackRule,
  NOTE_BODY_MAX_LENGTH,
  type TCreateNoteRequest,
  type TNote,
  type TNoteResourceType,
  ZCreateNoteRequest,
} from '@cgx/domain/notes.schemas';
import { fieldRule } from '@cgx/domain/validation';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { FormActions } from '../../../components/forms/form-actions';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { useSaveRecord } from '../../../components/forms/use-record';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { NOTES_PATH, NOTES_QUERY_KEY } from '../api/notes-api';

type NoteFormValues = { resourceType: TNoteResourceType; resourceId: number; body: string; callBack: string };
const FIELDS = ['body', 'callBack'] as const;

type Props = {
  resourceType: TNoteResourceType;
  resourceId: number;
  /** The notes list: where a save and Cancel go. */
  back: string;
};

/** spec 002 §2: a note on a record, with an optional call-back date from today (Sydney); saved, it toasts and returns to the notes. */
export function NoteForm({ resourceType, resourceId, back }: Props) {
  const today = sydneyDate(new Date());
  const schema = useMemo(() => ZCreateNoteRequest.check(fieldRule(callBackRule(today))), [today]);
  const form = useSchemaForm<NoteFormValues, TCreateNoteRequest>(schema, { resourceType, resourceId, body: '', callBack: '' });
  const save = useSaveRecord<TCreateNoteRequest, TNote>({
    path: NOTES_PATH,
    listKey: NOTES_QUERY_KEY,
    back,
    savedMessage: () => 'The note is saved.',
  });
  const { submit, submitting, alert } = useFormSubmit(form, save.send, { fields: FIELDS, onSuccess: save.onSuccess });
  const { errors } = form.formState;

  return (
    <form onSubmit={submit} noValidate aria-label="Create note">
      <Stack gap="md" maw={720}>
        <FormAlert {...alert} />
        <Textarea
          label="Note"
          required
          rows={6}
          resize="vertical"
          maxLength={NOTE_BODY_MAX_LENGTH}
          error={errors.body?.message}
          {...form.register('body')}
        />
        <TextInput
          type="date"
          label="Call-back date"
          description="Optional: the day to call back, today or later."
          min={today}
          maw={260}
          error={errors.callBack?.message}
          {...form.register('callBack')}
        />
        <FormActions submitting={submitting} cancelTo={back} submitLabel="Save note" />
      </Stack>
    </form>
  );
}
