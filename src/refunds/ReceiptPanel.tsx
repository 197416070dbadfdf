import { Typography } from '@mui/material';
import { ReceiptView } from './ReceiptView';
import { SectionCard } from './SectionCard';

export interface ReceiptPanelProps {
  title: string;
  url: string | null;
  emptyText: string;
}

/** The deposit or refund receipt of the detail page: view in a new tab and download, or an empty message. */
export const ReceiptPanel = ({ title, url, emptyText }: ReceiptPanelProps) => (
  <SectionCard title={title}>
    {url ? (
      <ReceiptView url={url} title={title} maxHeight={320} />
    ) : (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    )}
  </SectionCard>
);
