import { Alert, Box, Stack } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';

export interface ProfileFormProps {
  onSubmit: (event: FormEvent) => Promise<void>;
  /** What is wrong with the last try, shown above the fields. */
  problem: string | null;
  /** Above the problem: a note on the current state. */
  intro?: ReactNode;
  /** The fields and the submit button. */
  children: ReactNode;
}

/** A form of the profile page: a narrow column of fields, what went wrong at its top. */
export const ProfileForm = ({ onSubmit, problem, intro, children }: ProfileFormProps) => (
  <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} sx={{ maxWidth: 420 }}>
    <Stack spacing={2}>
      {intro}
      {problem && <Alert severity="error">{problem}</Alert>}
      {children}
    </Stack>
  </Box>
);
