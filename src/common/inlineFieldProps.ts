/** Inputs that sit side by side at their own width (react-admin's theme makes inputs full width). */
export const inlineFieldProps = {
  size: 'small',
  variant: 'outlined',
  fullWidth: false,
  margin: 'none',
} as const;
