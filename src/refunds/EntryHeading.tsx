import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDetailDateTime } from '../common/formatters';

export interface EntryHeadingProps {
  /** What happened, translated. */
  title: string;
  /** Who did it; the default creator's name when the log has none. */
  username: string | null;
  /** When, as the server sent it. */
  at: string | null;
}

/** The top of a timeline or history entry: what happened, then who did it and when. */
export const EntryHeading = ({ title, username, at }: EntryHeadingProps) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle2" component="p">
        {title}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate('refunds.history.by', {
          user: username || translate('refunds.detail.defaultCreator'),
        })}
        {' · '}
        {formatDetailDateTime(at)}
      </Typography>
    </>
  );
};
