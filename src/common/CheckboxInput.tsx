import { Checkbox, FormControlLabel } from '@mui/material';
import { FieldTitle, useInput, useResourceContext } from 'react-admin';

export interface CheckboxInputProps {
  source: string;
  /** Catalog key; by default the resource's field label. */
  label?: string;
  /** Shown greyed out; the value is still submitted (a disabled react-hook-form field is not). */
  disabled?: boolean;
}

/** A boolean form field as a checkbox with its label (react-admin's BooleanInput is a switch). */
export const CheckboxInput = ({ source, label, disabled }: CheckboxInputProps) => {
  const resource = useResourceContext();
  const { field, id } = useInput<boolean>({ source });
  return (
    <FormControlLabel
      control={
        <Checkbox
          id={id}
          name={field.name}
          checked={field.value === true}
          disabled={disabled}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      }
      label={<FieldTitle label={label} source={source} resource={resource} />}
    />
  );
};
