import { CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, useTranslate } from 'react-admin';
import { RefundFormToolbar } from './RefundFormToolbar';
import { RequiredFieldsNotice } from './RequiredFieldsNotice';

export interface RefundFormProps {
  /** Translation key of the page heading. */
  title: string;
  saveLabel: string;
  cancelTo: string;
  defaultValues?: Record<string, unknown>;
  children: ReactNode;
}

/**
 * The form frame of the create and edit pages: react-admin's Form (record, save and validation from
 * the surrounding Create or Edit), the spec's required-fields toast, and cancel and save.
 */
export const RefundForm = ({ title, saveLabel, cancelTo, defaultValues, children }: RefundFormProps) => {
  const translate = useTranslate();
  return (
    // noValidate: our validators give the spec's messages; the browser's own bubbles would pre-empt them.
    <Form defaultValues={defaultValues} disableInvalidFormNotification noValidate>
      <RequiredFieldsNotice />
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
      <RefundFormToolbar saveLabel={saveLabel} cancelTo={cancelTo} />
    </Form>
  );
};
