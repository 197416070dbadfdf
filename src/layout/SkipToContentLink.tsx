import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The element react-admin's layout gives the page content. */
const MAIN_CONTENT_ID = 'main-content';

/**
 * 'İçeriğe geç', first in the tab order and shown only while focused. It replaces react-admin's own
 * button, which on a phone shrank to a 16×16 icon square over the menu button and, on Enter, focused
 * the content and blurred it at once, leaving focus on the page body.
 */
export const SkipToContentLink = () => {
  const translate = useTranslate();
  return (
    <Button
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      variant="contained"
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.tabIndex = -1;
        main.focus();
      }}
      sx={(theme) => ({
        position: 'fixed',
        left: theme.spacing(2),
        top: theme.spacing(-10),
        zIndex: 5000,
        whiteSpace: 'nowrap',
        '&:focus': { top: theme.spacing(2) },
      })}
    >
      {translate('ra.navigation.skip_nav')}
    </Button>
  );
};
