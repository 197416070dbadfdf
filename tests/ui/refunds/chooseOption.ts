import type { setupUser } from '../support/renderApp';
import { screen } from '@testing-library/react';

/** Opens the select with this accessible name and picks the option. */
export async function chooseOption(
  user: ReturnType<typeof setupUser>,
  label: string | RegExp,
  option: string,
) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}
