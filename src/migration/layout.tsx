import Form from 'react-bootstrap/Form';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectTheme, themeChanged, type Theme } from '@/features/layout';

/** `changeLayoutTheme(...)` of LayoutContext becomes an event; the saga applies and saves it. */
export function DarkModeSwitch() {
  const dispatch = useAppDispatch();
  const theme: Theme = useAppSelector(selectTheme);
  return (
    <Form.Check
      type="switch"
      role="switch"
      id="dark-mode"
      label="Dark mode"
      checked={theme === 'dark'}
      onChange={(event) => dispatch(themeChanged(event.target.checked ? 'dark' : 'light'))}
    />
  );
}
