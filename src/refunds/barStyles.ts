/** A bar of the refund screens: its groups sit at both ends and wrap onto new lines on a narrow screen. */
export const SPREAD_BAR = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
} as const;
