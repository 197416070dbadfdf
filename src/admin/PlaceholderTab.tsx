import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A tab whose content is not here yet (general settings). */
export const PlaceholderTab = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return <Alert severity="info">{translate(message)}</Alert>;
};
